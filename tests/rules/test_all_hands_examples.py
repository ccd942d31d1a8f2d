"""All Hands on Deck!: every pictured hand, the scoring examples, every action card, ties and cheats."""

import pytest

from game.engine import Action, IllegalAction, Match, registry
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import is_winning, score

AH = registry.get("all_hands")
S, B, V = 0, 1, 2          # Stormsail, Sea Sabre, Black Viper
NAMES = ["Anne", "Bart", "Cora", "Dirk", "Edda", "Finn"]
_copies: dict[tuple[int, int], int] = {}


def crew(c: int, r: int, copy: int = 0) -> int:
    return c * 30 + (r - 1) * 3 + copy


def act(key: str, i: int = 0) -> int:
    return C.ACTION_IDS[key][i]


def run(c: int, ranks, copy: int = 0) -> list[int]:
    return [crew(c, r, copy) for r in ranks]


def scenario(hands, auction, dealer=0, discard=(), deck_top=(), **extra):
    """A position mid-game, in the bid step of a round, like a save file would hold."""
    used = {c for h in hands for c in h} | {auction} | set(discard) | set(deck_top)
    assert len(used) == sum(len(h) for h in hands) + 1 + len(discard) + len(deck_top), "a card is used twice"
    deck = [c for c in range(C.DECK_SIZE) if c not in used] + list(reversed(deck_top))
    n = len(hands)
    state = {"players": n, "deck": deck, "hands": [list(h) for h in hands], "dealer": dealer,
             "discard": list(discard), "auction": auction, "phase": "bid", "round": 1, "first_round": False,
             "bidders": [s for s in range(n) if s not in extra.get("brawled", [])], "scores": [0] * n, **extra}
    return Match.from_position(AH, state, seed=3, names=NAMES[:n])


def bid(m, seat, cards):
    for c in cards:
        m.submit(seat, Action.of("add", card=c))
    m.submit(seat, Action.of("bid") if cards else Action.of("pass"))


def choose(m, who, **kw):
    m.submit(who, Action.of("choose", **kw))


def all_done(m):
    for d in [d for d in m.pending() if d.step == "discard"]:
        m.submit(d.seat, Action.of("done"))


def conserved(m):
    assert sorted(m.state.all_cards()) == list(range(C.DECK_SIZE))


# ---- winning hands (the pictures of the rule text) ---------------------------------------

def test_stormsail_2_through_8_wins():
    assert is_winning(run(S, range(2, 9)))


def test_seven_with_one_from_another_crew_does_not_win():
    hand = run(S, [2, 3, 5, 6, 7, 8]) + [crew(B, 4)]       # "4 does not match rest of crew"
    assert not is_winning(hand)


def test_seven_not_all_consecutive_does_not_win():
    assert not is_winning(run(S, [2, 3, 4, 5, 6, 7, 9]))


def test_three_consecutive_in_all_three_crews_wins():
    assert is_winning(run(S, [1, 2, 3]) + run(B, [4, 5, 6]) + run(V, [8, 9, 10]))


def test_three_in_two_crews_only_does_not_win():
    assert not is_winning(run(S, [1, 2, 3]) + run(B, [4, 5, 6]) + run(V, [8, 9]) + run(V, [1]))


def test_pirate_monkey_is_wild_in_runs():
    assert is_winning(run(S, [2, 3, 4, 6, 7, 8]) + [act("monkey")])
    assert is_winning(run(S, [1, 2]) + run(B, [4, 6]) + run(V, [8, 9, 10]) + [act("monkey"), act("monkey", 1)])
    assert not is_winning(run(S, [1, 2]) + run(B, [4, 6]) + run(V, [8, 10]) + [act("monkey"), act("monkey", 1)])


def test_duplicates_do_not_make_a_run():
    assert not is_winning(run(S, [2, 3, 4, 5, 6, 7]) + [crew(S, 7, 1)])


# ---- scoring the longer game ---------------------------------------------------------------

def test_scoring_example_is_33_points():
    """'12 points for the run in the Stormsail suit (3+4+5) and 21 points for ... Black Viper (6+7+8)'"""
    hand = run(S, [2, 3, 4, 5]) + run(V, [6, 7, 8])
    assert score(hand) == 33


def test_surgeon_navigator_and_monkey_score_13():
    assert score([crew(S, 6), crew(S, 7), act("monkey")]) == 13


def test_a_run_of_seven_scores_beside_the_best_three():
    assert score(run(S, range(2, 9))) == (6 + 7 + 8) + sum(range(2, 9))


# ---- the auction ---------------------------------------------------------------------------------

def test_brothers_before_the_mast_doubles_the_auction_crew():
    assert C.bid_value([crew(S, 5), crew(B, 5), act("rum")], auction=crew(S, 9)) == 15
    assert C.bid_value([crew(S, 5)], auction=act("mermaid")) == 5


def test_highest_bid_wins_the_card_then_bids_are_discarded_and_the_deal_moves_left():
    m = scenario([[crew(S, 1), crew(B, 9)], [crew(V, 5), crew(V, 6)], [crew(B, 2)]], auction=crew(V, 10),
                 deck_top=[crew(S, 10), crew(B, 10), crew(V, 1)])
    bid(m, 0, [crew(B, 9)])          # 9
    bid(m, 1, [crew(V, 5)])          # 5 doubled = 10
    bid(m, 2, [])
    assert crew(V, 10) in m.state.hands[1]
    assert set(m.state.discard) >= {crew(B, 9), crew(V, 5)}
    assert m.state.phase == "discard"
    all_done(m)
    assert m.state.dealer == 1
    # The new dealer (Bart) deals from his left: Cora, Anne, Bart; then the next card is auctioned.
    assert crew(S, 10) in m.state.hands[2] and crew(B, 10) in m.state.hands[0] and crew(V, 1) in m.state.hands[1]
    conserved(m)


def test_bids_are_hidden_until_everyone_has_bid():
    m = scenario([[crew(S, 1)], [crew(V, 5)], [crew(B, 2)]], auction=crew(V, 10))
    bid(m, 0, [crew(S, 1)])
    assert m.view(1)["bids"][0] is None and m.view(0)["bids"][0] == [crew(S, 1)]
    assert m.view(1)["hand"] == [crew(V, 5)] and m.view(1)["hands"] is None
    m.submit(1, Action.of("add", card=crew(V, 5)))
    assert m.view(0)["draft"] == [] and m.view(1)["draft"] == [crew(V, 5)]


def test_how_many_cards_a_face_down_bid_holds_and_who_passed_are_seen_by_all():
    """'He places one or more bid cards from his hand face down on the table. ... If a Captain
    passes, he waits for the next round': the cards stay hidden, but the table sees how many lie
    there and who has passed (a captain's bid may then rest on it)."""
    m = scenario([[crew(S, 1)], [crew(V, 5), crew(B, 2)], [crew(B, 3)]], auction=crew(V, 10))
    bid(m, 1, [crew(V, 5), crew(B, 2)])
    bid(m, 2, [])
    view = m.view(0)
    assert view["bids"][1] is None and view["bid_sizes"] == [0, 2, 0]
    assert view["committed"] == [False, True, True]


def test_no_bids_sends_the_auction_card_to_the_discard_pile():
    m = scenario([[crew(S, 1)], [crew(V, 5)]], auction=crew(V, 10))
    bid(m, 0, [])
    bid(m, 1, [])
    assert crew(V, 10) in m.state.discard and m.state.phase == "discard"


def test_only_action_cards_without_rum_discard_the_auction_card():
    m = scenario([[act("monkey")], [act("brawl"), crew(S, 2)]], auction=crew(V, 10))
    bid(m, 0, [act("monkey")])
    bid(m, 1, [act("brawl")])
    choose(m, 1, seat=0)
    assert crew(V, 10) in m.state.discard and all(crew(V, 10) not in h for h in m.state.hands)


def test_rum_wins_whatever_the_other_bids():
    m = scenario([[crew(S, 10), crew(B, 10)], [act("rum")]], auction=crew(V, 3))
    bid(m, 0, [crew(S, 10), crew(B, 10)])
    bid(m, 1, [act("rum")])
    assert crew(V, 3) in m.state.hands[1]


def test_two_rums_the_higher_crew_value_wins():
    m = scenario([[act("rum"), crew(S, 2)], [act("rum", 1), crew(S, 5)], [crew(B, 10)]], auction=crew(V, 3))
    bid(m, 0, [act("rum"), crew(S, 2)])
    bid(m, 1, [act("rum", 1), crew(S, 5)])
    bid(m, 2, [crew(B, 10)])
    assert crew(V, 3) in m.state.hands[1]


def test_tied_bids_re_bid_and_the_higher_total_wins():
    m = scenario([[crew(S, 5), crew(S, 1)], [crew(B, 5), crew(B, 2)], [crew(V, 9)]], auction=crew(V, 10), dealer=2)
    bid(m, 0, [crew(S, 5)])
    bid(m, 1, [crew(B, 5)])
    bid(m, 2, [])
    assert m.state.tie and sorted(d.seat for d in m.pending()) == [0, 1]
    assert all(d.step == "bid" and "call_cheat" not in d.kinds() for d in m.pending())
    assert m.view(1)["bids"][0] == [crew(S, 5)]      # the first bids stay open during the re-bid
    bid(m, 0, [crew(S, 1)])                         # 6
    bid(m, 1, [crew(B, 2)])                         # 7
    assert crew(V, 10) in m.state.hands[1]


def test_tie_forfeit_leaves_the_other_the_winner():
    m = scenario([[crew(S, 5), crew(S, 1)], [crew(B, 5), crew(B, 2)]], auction=crew(V, 10))
    bid(m, 0, [crew(S, 5)])
    bid(m, 1, [crew(B, 5)])
    bid(m, 0, [])                                   # forfeit
    bid(m, 1, [crew(B, 2)])
    assert crew(V, 10) in m.state.hands[1]


def test_everyone_forfeits_the_tie_and_the_card_is_discarded():
    m = scenario([[crew(S, 5), crew(S, 1)], [crew(B, 5), crew(B, 2)]], auction=crew(V, 10))
    bid(m, 0, [crew(S, 5)])
    bid(m, 1, [crew(B, 5)])
    bid(m, 0, [])
    bid(m, 1, [])
    assert crew(V, 10) in m.state.discard


def test_a_tie_whose_other_side_has_no_card_left_still_asks_the_remaining_captain_to_re_bid():
    """"Each Captain involved in the tie must bid another one or more cards face down or forfeit
    his bid": Bart has no card left and forfeits; Anne is not handed the card, she must re-bid."""
    m = scenario([[crew(S, 5), crew(S, 1)], [crew(B, 5)]], auction=crew(V, 10))
    bid(m, 0, [crew(S, 5)])
    bid(m, 1, [crew(B, 5)])
    assert m.state.tie and [d.seat for d in m.pending()] == [0]
    assert crew(V, 10) not in m.state.hands[0]
    bid(m, 0, [crew(S, 1)])
    assert crew(V, 10) in m.state.hands[0]
    m = scenario([[crew(S, 5), crew(S, 1)], [crew(B, 5)]], auction=crew(V, 10))
    bid(m, 0, [crew(S, 5)])
    bid(m, 1, [crew(B, 5)])
    bid(m, 0, [])                                   # she forfeits too: nobody wins it
    assert crew(V, 10) in m.state.discard and crew(V, 10) not in m.state.hands[0]
    conserved(m)


def test_each_player_orders_his_own_action_cards():
    m = scenario([[act("brawl"), act("cutpurse"), crew(S, 3)], [crew(B, 4)]], auction=crew(V, 10))
    bid(m, 0, [act("brawl"), act("cutpurse"), crew(S, 3)])
    bid(m, 1, [crew(B, 4)])
    assert m.pending()[0].step == "choose_order"
    choose(m, 0, card=act("cutpurse"))              # Cutpurse first: throw out Bart's 4
    choose(m, 0, card=crew(B, 4))
    choose(m, 0, seat=1)                            # then the brawl
    assert crew(V, 10) in m.state.hands[0] and m.state.brawled_next == [1]


# ---- every action card ---------------------------------------------------------------------------

def test_cutpurse_removes_a_bid_card():
    m = scenario([[act("cutpurse"), crew(S, 2)], [crew(B, 9)]], auction=crew(V, 10))
    bid(m, 0, [act("cutpurse"), crew(S, 2)])
    bid(m, 1, [crew(B, 9)])
    choose(m, 0, card=crew(B, 9))
    assert crew(B, 9) in m.state.discard and crew(V, 10) in m.state.hands[0]


def test_fall_off_the_dock_discards_auction_bids_and_unresolved_actions():
    m = scenario([[act("dock"), crew(S, 9)], [act("mermaid"), crew(B, 9)]], auction=crew(V, 10), dealer=1)
    bid(m, 0, [act("dock"), crew(S, 9)])            # Anne is left of the dealer: she resolves first
    bid(m, 1, [act("mermaid"), crew(B, 9)])
    for c in (crew(V, 10), act("dock"), crew(S, 9), act("mermaid"), crew(B, 9)):
        assert c in m.state.discard
    assert m.state.phase == "discard" and m.state.choices == []


def test_hidden_plunder_takes_a_card_from_the_discard_pile():
    m = scenario([[act("plunder")], [crew(B, 2)]], auction=crew(V, 10), discard=[crew(S, 7), crew(B, 1)])
    bid(m, 0, [act("plunder")])
    bid(m, 1, [crew(B, 2)])
    choose(m, 0, card=crew(S, 7))
    assert crew(S, 7) in m.state.hands[0] and crew(S, 7) not in m.state.discard


def test_mermaid_draws_from_every_other_captain_and_keeps_one():
    m = scenario([[act("mermaid")], [crew(B, 2)], [crew(V, 4)]], auction=crew(S, 10))
    bid(m, 0, [act("mermaid")])
    bid(m, 1, [])
    bid(m, 2, [])
    decision = m.pending()[0]
    assert decision.step == "choose_keep" and decision.seat == 0
    choose(m, 0, card=crew(V, 4))
    assert m.state.hands[0] == [crew(V, 4)] and m.state.hands[1] == m.state.hands[2] == []
    assert crew(B, 2) in m.state.discard
    conserved(m)


def test_the_mermaid_s_draw_is_told_to_each_reader_in_its_own_words():
    """Only the two Captains see which card the Mermaid took; the all-seeing log (a finished game's
    replay) names both rather than saying "Your Mermaid" to nobody."""
    m = scenario([[act("mermaid")], [crew(B, 2)], [crew(V, 4)]], auction=crew(S, 10))
    bid(m, 0, [act("mermaid")])
    bid(m, 1, [])
    bid(m, 2, [])
    lost = next(e for e in m.events if e.kind == "lost" and e["seat"] == 1)
    names = ["Anne", "Bart", "Cat"]
    assert AH.describe_event(lost, names, 0) == "Your Mermaid draws Sea Sabre 2 Swabbie from Bart."
    assert AH.describe_event(lost, names, 1) == "The Mermaid takes your Sea Sabre 2 Swabbie."
    assert AH.describe_event(lost, names, None) == "Anne's Mermaid draws Sea Sabre 2 Swabbie from Bart."


def test_pieces_of_eight_takes_a_bid_card_after_the_auction():
    m = scenario([[act("eight"), crew(S, 2)], [crew(B, 9)]], auction=crew(V, 10))
    bid(m, 0, [act("eight"), crew(S, 2)])
    bid(m, 1, [crew(B, 9)])
    choose(m, 0, card=crew(B, 9))
    assert crew(V, 10) in m.state.hands[1]          # Bart won with the 9 ...
    assert crew(B, 9) in m.state.hands[0]           # ... and Anne pockets his 9


def test_two_pieces_of_eight_cannot_pick_the_same_card():
    """Seen in about 1 of 400 random games: both Eights on Bart's 9, and the 9 in two hands."""
    m = scenario([[act("eight"), crew(S, 2)], [act("eight", 1), crew(B, 9)]], auction=crew(V, 10))
    bid(m, 0, [act("eight"), crew(S, 2)])
    bid(m, 1, [act("eight", 1), crew(B, 9)])
    choose(m, 1, card=crew(B, 9))                   # Bart, first from the dealer's left
    d = m.decision_for(0)
    assert Action.of("choose", card=crew(B, 9)) not in d.actions
    assert Action.of("choose", card=crew(S, 2)) in d.actions
    choose(m, 0, card=crew(S, 2))
    assert crew(B, 9) in m.state.hands[1] and crew(B, 9) not in m.state.hands[0]
    assert crew(S, 2) in m.state.hands[0]
    all_done(m)
    conserved(m)


def test_pirate_monkey_bid_is_worth_nothing():
    m = scenario([[act("monkey"), crew(S, 1), crew(S, 9)], [crew(B, 1), crew(B, 9)]], auction=crew(V, 10), dealer=1)
    bid(m, 0, [act("monkey"), crew(S, 1)])
    bid(m, 1, [crew(B, 1)])
    assert m.state.tie


def test_shady_deal_lowest_crew_bidder_gives_a_card():
    m = scenario([[act("shady"), crew(S, 9)], [crew(B, 2), crew(V, 7)], [crew(V, 3)]], auction=crew(S, 10))
    bid(m, 0, [act("shady"), crew(S, 9)])
    bid(m, 1, [crew(B, 2)])                         # the lowest crew card
    bid(m, 2, [crew(V, 3)])
    d = m.pending()[0]
    assert d.seat == 1 and d.step == "choose_give"
    choose(m, 1, card=crew(V, 7))
    assert crew(V, 7) in m.state.hands[0]


def test_shady_deal_without_crew_bids_or_when_you_are_lowest_does_nothing():
    m = scenario([[act("shady"), crew(S, 1)], [crew(B, 9), crew(V, 7)]], auction=crew(S, 10))
    bid(m, 0, [act("shady"), crew(S, 1)])
    bid(m, 1, [crew(B, 9)])
    assert any(e.kind == "shady_nothing" for e in m.events)
    assert crew(V, 7) in m.state.hands[1] and m.state.phase == "discard"


def test_tavern_brawl_skips_the_next_deal_and_bid():
    m = scenario([[act("brawl"), crew(S, 1)], [crew(B, 9)], [crew(V, 2)]], auction=crew(S, 10))
    bid(m, 0, [act("brawl")])
    bid(m, 1, [crew(B, 9)])
    bid(m, 2, [])
    choose(m, 0, seat=2)
    all_done(m)
    assert m.state.brawled == [2]
    assert m.state.hands[2] == [crew(V, 2)]         # no card dealt to the brawler
    assert 2 not in [d.seat for d in m.pending()]   # and no bid this round
    with pytest.raises(IllegalAction):
        m.submit(2, Action.of("add", card=crew(V, 2)))


def test_everyone_brawling_means_no_bids_and_the_round_goes_on():
    m = scenario([[act("brawl"), crew(S, 1)], [act("brawl", 1), crew(B, 2)]], auction=crew(V, 10),
                 deck_top=[crew(S, 9), crew(V, 1)])
    bid(m, 0, [act("brawl")])
    bid(m, 1, [act("brawl", 1)])
    choose(m, 1, seat=0)
    choose(m, 0, seat=1)
    all_done(m)
    # Both are brawling: no deal, no bid; the new auction card is discarded and the next round starts.
    assert crew(S, 9) in m.state.discard and m.state.phase == "discard"
    all_done(m)
    assert m.state.brawled == [] and {d.step for d in m.pending()} == {"bid"}


def test_the_pirate_king_takes_tribute_and_keeps_up_to_two():
    m = scenario([[act("king")], [crew(B, 2), crew(B, 3)], [crew(V, 4)], [crew(S, 5)]], auction=crew(S, 10))
    bid(m, 0, [act("king")])
    for s in (1, 2, 3):
        bid(m, s, [])
    assert sorted(d.seat for d in m.pending()) == [1, 2, 3]
    assert all(d.step == "choose_tribute" for d in m.pending())
    choose(m, 1, card=crew(B, 2))
    choose(m, 2, card=crew(V, 4))
    choose(m, 3, card=crew(S, 5))
    choose(m, 0, card=crew(S, 5))
    choose(m, 0, card=crew(V, 4))
    assert sorted(m.state.hands[0]) == sorted([crew(S, 5), crew(V, 4)])
    assert crew(B, 2) in m.state.discard
    conserved(m)


# ---- a winning hand ends the hand at once -------------------------------------------------------

def test_winning_card_from_the_auction_ends_the_game():
    m = scenario([run(S, range(2, 8)) + [crew(B, 9)], [crew(B, 1)]], auction=crew(S, 8))
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(B, 1)])
    assert m.is_over() and m.result().winners == (0,)
    assert any(e.kind == "all_hands" for e in m.events)


def test_winning_mid_resolution_discards_the_unresolved_actions():
    m = scenario([run(S, range(2, 8)) + [act("plunder")], [act("brawl"), crew(B, 1)]],
                 auction=crew(V, 10), discard=[crew(S, 8)], dealer=1)
    bid(m, 0, [act("plunder")])
    bid(m, 1, [act("brawl")])
    choose(m, 0, card=crew(S, 8))                   # Anne digs out the Stormsail 8: all hands on deck!
    assert m.is_over() and m.result().winners == (0,)
    assert m.state.brawled_next == []               # Bart's brawl never resolved


# ---- Pirate Cheat -----------------------------------------------------------------------------------

def test_cheat_caught_with_13_cards():
    big = run(S, range(1, 11)) + run(B, [1, 2, 3])
    m = scenario([[crew(V, 1)], big], auction=crew(V, 10))
    m.submit(0, Action.of("call_cheat", target=1))
    assert len(m.state.hands[1]) == 12
    d = m.pending()[0]
    assert d.seat == 0 and d.step == "choose_keep" and len(d.actions) == 1
    m.submit(0, d.actions[0])
    assert len(m.state.hands[0]) == 2
    conserved(m)


def test_false_cheat_call_costs_the_accuser_and_makes_the_accused_immune():
    m = scenario([[crew(V, 1), crew(V, 2), crew(V, 3)], [crew(B, 5)], [crew(S, 4)]], auction=crew(V, 10))
    m.submit(0, Action.of("call_cheat", target=1))
    assert len(m.state.hands[0]) == 1 and m.state.immune[1]
    d = next(d for d in m.pending() if d.seat == 1)
    assert d.step == "choose_keep" and len(d.actions) == 2
    m.submit(1, d.actions[0])
    assert len(m.state.hands[1]) == 2 and len(m.state.discard) == 1
    with pytest.raises(IllegalAction, match="immune"):
        m.submit(2, Action.of("call_cheat", target=1))
    conserved(m)
    # Immunity lasts until the accused picks up his next dealt card.
    for s in (0, 1, 2):
        if m.decision_for(s) and m.decision_for(s).step == "bid":
            bid(m, s, [])
    all_done(m)
    assert m.state.immune == [False, False, False]


def test_the_log_says_how_many_cards_a_cheat_call_pulled():
    """'Pull 2 cards at random from his accuser's hand and keep one': an accuser with one card left
    loses that one, with none loses nothing; the log says so rather than 'pulls 0 card(s), keeps one'."""
    def told(accuser_hand):
        m = scenario([accuser_hand, [crew(B, 5)], [crew(S, 4)]], auction=crew(V, 10))
        m.submit(0, Action.of("call_cheat", target=1))
        return next(AH.describe_event(e, m.names) for e in m.events if e.kind == "cheat_false")
    assert "pulls 2 cards from Anne's hand and keeps one" in told([crew(V, 1), crew(V, 2), crew(V, 3)])
    assert "pulls a card from Anne's hand and keeps it" in told([crew(V, 1)])
    assert "finds no card in Anne's hand to pull" in told([])
    big = run(S, range(1, 11)) + run(B, [1, 2, 3, 4])
    m = scenario([[crew(V, 1)], big], auction=crew(V, 10))
    m.submit(0, Action.of("call_cheat", target=1))
    caught = next(AH.describe_event(e, m.names) for e in m.events if e.kind == "cheat_caught")
    assert caught == f"Caught! Anne pulls 2 cards from {m.names[1]}'s hand and keeps one."


def test_no_cheat_call_after_placing_your_bid():
    m = scenario([[crew(V, 1)], run(S, range(1, 11)) + run(B, [1, 2, 3])], auction=crew(V, 10))
    bid(m, 0, [crew(V, 1)])
    with pytest.raises(IllegalAction):
        m.submit(0, Action.of("call_cheat", target=1))


def test_a_captain_may_keep_more_than_twelve_cards():
    hand = run(S, range(1, 11)) + run(B, [1, 2, 3])
    m = scenario([hand, [crew(V, 1)]], auction=crew(V, 10))
    bid(m, 0, [])
    bid(m, 1, [])
    all_done(m)
    assert len(m.state.hands[0]) == 14               # 13 plus the dealt card: legal until called


# ---- the longer game ---------------------------------------------------------------------------------

def test_long_game_scores_the_hand_adds_20_and_deals_a_new_hand():
    hands = [run(S, range(2, 8)) + [crew(B, 9)], run(V, [6, 7, 8]) + [crew(B, 1)]]
    m = scenario(hands, auction=crew(S, 8), long_game=True, target=250, max_hands=5)
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(B, 1)])
    assert not m.is_over() and m.state.hand_no == 2
    winner_points = score(run(S, range(2, 9))) + 20
    assert m.state.scores == [winner_points, 21]
    assert all(len(h) == 5 for h in m.state.hands)
    conserved(m)


def test_long_game_ends_at_the_target():
    hands = [run(S, range(2, 8)) + [crew(B, 9)], [crew(B, 1)]]
    m = scenario(hands, auction=crew(S, 8), long_game=True, target=50, max_hands=5)
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(B, 1)])
    assert m.is_over() and m.result().winners == (0,)


def test_long_game_ends_after_the_last_hand():
    hands = [run(S, range(2, 8)) + [crew(B, 9)], run(V, range(1, 10)) + [crew(B, 1)]]
    m = scenario(hands, auction=crew(S, 8), long_game=True, target=250, max_hands=1)
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(B, 1)])
    assert m.is_over()
    assert m.result().winners == (1,) or m.state.scores[1] > m.state.scores[0] or m.result().winners == (0,)
    best = max(m.state.scores)
    assert m.result().winners == tuple(s for s in range(2) if m.state.scores[s] == best)


# ---- set-up ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 6])
def test_deal_five_each_and_reveal_an_auction_card(players):
    m = Match.new(AH, players, seed=9)
    assert all(len(h) == 5 for h in m.state.hands)
    assert m.state.auction is not None and len(m.state.deck) == C.DECK_SIZE - 5 * players - 1
    conserved(m)


def test_player_range():
    with pytest.raises(ValueError, match="2 to 6 players"):
        Match.new(AH, 7)


def test_the_deck_has_108_cards_with_the_printed_counts():
    assert C.DECK_SIZE == 108 and C.CREW_CARDS == 90
    assert {key: len(ids) for key, ids in C.ACTION_IDS.items()} == {
        "cutpurse": 2, "dock": 2, "plunder": 1, "mermaid": 2, "eight": 2, "monkey": 2, "rum": 3, "shady": 1,
        "brawl": 2, "king": 1}
    assert C.name(crew(S, 6)) == "Stormsail 6 Surgeon" and C.name(crew(B, 7)) == "Sea Sabre 7 Navigator"


def test_an_empty_deck_is_refilled_by_shuffling_the_discard_pile():
    hands = [[crew(S, 1)], [crew(B, 2)]]
    used = {crew(S, 1), crew(B, 2), crew(V, 10)}
    rest = [c for c in range(C.DECK_SIZE) if c not in used]
    m = scenario(hands, auction=crew(V, 10), discard=rest)   # every other card is in the discard pile
    assert m.state.deck == []
    bid(m, 0, [])
    bid(m, 1, [])
    all_done(m)
    assert any(e.kind == "reshuffle" for e in m.events)
    assert len(m.state.hands[0]) == 2 and len(m.state.hands[1]) == 2 and m.state.auction is not None
    conserved(m)


def test_hidden_plunder_with_an_empty_discard_pile_does_nothing():
    m = scenario([[act("plunder")], [crew(B, 2), crew(B, 3)]], auction=crew(V, 10))
    bid(m, 0, [act("plunder")])
    bid(m, 1, [crew(B, 2)])
    assert m.state.phase == "discard" and crew(V, 10) in m.state.hands[1]


def test_a_cutpurse_allows_a_throw_so_a_captain_may_throw_none():
    """'When resolved, this allows a Captain to remove any one bid card': with only his own bid on
    the table, a Captain keeps it and wins the card (he was made to throw out his own Navigator)."""
    m = scenario([[act("cutpurse"), crew(V, 7)], [crew(B, 4)]], auction=crew(S, 1))
    bid(m, 0, [act("cutpurse"), crew(V, 7)])
    bid(m, 1, [])
    d = m.decision_for(0)
    assert d.step == "choose_cutpurse" and Action.of("done") in d.actions
    assert {a["card"] for a in d.actions if a.kind == "choose"} == {crew(V, 7)}
    m.submit(0, Action.of("done"))
    assert crew(S, 1) in m.state.hands[0] and crew(V, 7) in m.state.discard
    assert any(AH.describe_event(e, m.names) == "Anne's Cutpurse throws no card out." for e in m.events)
    conserved(m)

"""Stolen Treasure: every example and note of stolen_treasure.txt, and each card, on the engine."""

from __future__ import annotations

import pytest

from game.engine import Match
from game.engine.errors import IllegalAction
from game.engine.values import Action
from game.rules.stolen_treasure import data as D
from game.rules.stolen_treasure.ruleset import score
from tests.rules.harness import act
from tests.rules.stolen_treasure_table import RULES, answer, card, keys, play, table, wager


def test_the_decks_two_treasure_piles_cut_from_one_and_95_cards():
    m = Match.new(RULES, 4, {}, seed=3)
    s = m.state
    assert len(s.piles[0]) + len(s.piles[1]) == 50 and abs(len(s.piles[0]) - len(s.piles[1])) <= 1
    assert len(s.piracy) == 45 and sorted(s.all_cards()) == list(range(95))
    assert sum(t.count for t in D.TREASURES if t.value < 0) == 11


def test_two_actions_a_turn_and_treasure_draws_are_shown_piracy_draws_hidden():
    m = table()
    events = m.submit(0, Action.of("draw", pile=0))
    shown = next(e for e in events if e.kind == "draw_treasure")
    assert shown.visible_to is None and m.state.actions_left == 1
    events = m.submit(0, Action.of("draw", pile=2))
    assert next(e for e in events if e.kind == "drew").visible_to == frozenset({0})
    assert m.state.turn == 1


def test_treasure_waits_a_round_before_burying_also_when_stolen():
    m = table(hands={1: ["ruby"]}, buried={1: ["diamond"]})
    m.submit(0, Action.of("draw", pile=0))
    drawn = m.state.hands[0][-1]
    assert Action.of("bury", card=drawn) not in m.decision_for(0).actions
    with pytest.raises(IllegalAction, match="next turn"):
        m.submit(0, Action.of("bury", card=drawn))
    m.submit(0, Action.of("end"))
    ruby = card(m, 1, "ruby")
    m.submit(1, Action.of("bury", card=ruby))                     # held since before this turn
    m.submit(1, Action.of("end"))
    m.submit(2, Action.of("end"))
    m.submit(0, Action.of("bury", card=drawn))                    # the next turn: now it may go
    assert drawn in m.state.buried[0]


def test_x_marks_the_spot_digs_up_buried_treasure_that_must_wait_again():
    m = table(hands={0: ["x_marks"]}, buried={1: ["diamond", "silver"]})
    play(m, "x_marks", 1)
    assert m.state.choice["kind"] == "dig"
    diamond = next(c for c in m.state.buried[1] if D.CARD_KEYS[c] == "diamond")
    m.submit(0, Action.of("choose", card=diamond))
    assert diamond in m.state.hands[0] and Action.of("bury", card=diamond) not in m.decision_for(0).actions


def test_yarr_on_yarr_lets_bombs_away_through():
    """Player A plays Bombs Away, B Yarr!s it, A Yarr!s B's Yarr!: Bombs Away takes effect."""
    a, b, c = 0, 1, 2
    m = table(hands={a: ["bombs_away", "yarr"], b: ["yarr", "hook", "plunder"], c: ["hook"]})
    play(m, "bombs_away")
    act(m, b, Action.of("yarr"))
    assert [d.seat for d in m.pending()] == [a]
    act(m, a, Action.of("yarr"))
    assert m.state.step != "react"
    assert keys(m, b) == [] and keys(m, c) == []                  # 2 or fewer: all discarded


def test_yarr_may_cancel_a_card_that_does_not_affect_you():
    m = table(hands={0: ["x_marks"], 2: ["yarr"]}, buried={1: ["diamond"]})
    play(m, "x_marks", 1)
    answer(m, {2: True})
    assert D.CARD_KEYS[m.state.buried[1][0]] == "diamond" and m.state.actions_left == 1


def test_the_kraken_takes_all_cannot_be_passed_and_resolves_whole():
    m = table(hands={0: ["kraken", "ruby"], 1: ["pirates_code", "diamond", "silver"], 2: ["emerald"]})
    play(m, "kraken")
    assert m.state.step == "main"                                 # no Pirate's Code asked: it cannot be passed
    assert keys(m, 0) == [] and keys(m, 1) == ["pirates_code"] and keys(m, 2) == []
    assert len(m.state.piles[0]) + len(m.state.piles[1]) == 50 and abs(len(m.state.piles[0]) - len(m.state.piles[1])) <= 1


def test_the_kraken_can_be_stopped_by_yarr():
    m = table(hands={0: ["kraken"], 1: ["yarr", "diamond"]})
    play(m, "kraken")
    answer(m, {1: True})
    assert keys(m, 1) == ["diamond"]


def test_a_kraken_that_clears_a_rivals_bad_treasure_wins_him_the_game_at_once():
    """'Points are calculated as, the amount of treasure cards buried minus any negative treasure in a
    player's hand', and the Kraken puts 'all treasure cards from their hand back': Cat, 1,500 buried
    beside a Bad Voodoo (1,250), is on 1,500 once Anne's Kraken takes it, and wins then, on Anne's
    turn. Yarr!ed, the Voodoo stays and play goes on."""
    m = table(hands={0: ["kraken"], 1: ["yarr"], 2: ["voodoo"]}, buried={2: ["trove", "diamond", "haul", "doubloons"]})
    assert score(m.state, 2) == 1250
    play(m, "kraken")
    answer(m, {1: False})
    assert m.is_over() and m.result().winners == (2,)
    m = table(hands={0: ["kraken"], 1: ["yarr"], 2: ["voodoo"]}, buried={2: ["trove", "diamond", "haul", "doubloons"]})
    play(m, "kraken")
    answer(m, {1: True})
    assert not m.is_over() and keys(m, 2) == ["voodoo"]


def _code_table():
    """Player D (seat 3) plays Bombs Away at A, B and C; A and B hold Pirate's Code."""
    return table(players=4, turn=3, hands={3: ["bombs_away"], 0: ["pirates_code"], 1: ["pirates_code"],
                                              2: ["pirates_code"] + ["hook"] * 3 + ["plunder"] * 4})


def test_pirates_code_stacks_the_hits_on_player_c():
    m = _code_table()
    play(m, "bombs_away")
    act(m, 0, Action.of("pass_on", seat=2))
    act(m, 1, Action.of("pass_on", seat=2))
    assert m.decision_for(2).step == "code"
    assert m.state.victims.count(2) == 3
    act(m, 2, Action.of("keep"))
    for _ in range(6):                       # C resolves Bombs Away three times: 2 cards each
        act(m, 2, m.decision_for(2).actions[0])
    assert len(m.state.hands[2]) == 8 - 6 and m.state.hands[0] == [] and m.state.hands[1] == []


def test_pirates_code_passes_only_one_hit():
    m = _code_table()
    play(m, "bombs_away")
    act(m, 0, Action.of("pass_on", seat=2))
    act(m, 1, Action.of("pass_on", seat=2))
    act(m, 2, Action.of("pass_on", seat=0))       # C passes one of the three to A
    assert sorted(m.state.victims) == [0, 2, 2]
    assert m.decision_for(0) is None or m.decision_for(0).step != "code"     # A has no Code left


def test_pirates_code_cannot_pass_to_the_cards_player_and_a_yarr_stops_the_pass():
    m = table(hands={0: ["hook"], 1: ["pirates_code", "ruby"], 2: ["yarr", "silver"]})
    play(m, "hook", 1)
    answer(m)                                       # Cat lets the Hook itself go
    d = m.decision_for(1)
    assert Action.of("pass_on", seat=0) not in d.actions and Action.of("pass_on", seat=2) in d.actions
    m.submit(1, Action.of("pass_on", seat=2))
    answer(m, {2: True})                            # Cat Yarr!s the Pirate's Code: Ben keeps the hit
    assert m.state.skip == [0, 1, 0]


def test_the_black_spot_keeps_you_from_winning_until_it_is_gone():
    m = table(hands={0: ["black_spot", "skulduggery"], 1: ["silver"]}, buried={0: ["trove", "diamond", "haul", "booty"]})
    assert score(m.state, 0) == 1700
    m.submit(0, Action.of("draw", pile=0))
    assert not m.is_over()
    play(m, "skulduggery", 1)
    m.submit(0, Action.of("choose", card=card(m, 0, "black_spot")))
    assert m.is_over() and m.result().winners == (0,)
    assert any(e.kind == "revealed" for e in m.events)


def test_score_is_buried_minus_bad_treasure_in_hand_and_the_target_is_an_option():
    m = table(hands={0: ["peg_leg"]}, buried={0: ["diamond", "boot"]}, target=1000)
    assert score(m.state, 0) == 500 - 150 - 100
    assert RULES.resolve_options({"target": 1000})["target"] == 1000


def test_bad_treasure_in_hand_keeps_enough_buried_treasure_from_winning():
    """"Points are calculated as, the amount of treasure cards buried minus any negative treasure in
    a player's hand": 1,700 buried with a Hairy Chest and Bad Voodoo in hand is 1,150, no win; 2,000
    buried with a Peg Leg in hand is 1,900, a win at the end of the action."""
    m = table(hands={0: ["hairy_chest", "voodoo"], 1: ["silver"]}, buried={0: ["trove", "diamond", "haul", "booty"]})
    assert score(m.state, 0) == 1150
    m.submit(0, Action.of("draw", pile=0))          # the best treasure drawn (+500) still leaves it short
    assert not m.is_over()
    m = table(hands={0: ["peg_leg"], 1: ["silver"]}, buried={0: ["trove", "diamond", "haul", "booty", "emerald"]})
    m.submit(0, Action.of("draw", pile=0))          # the worst treasure drawn (-300) still leaves 1,600
    assert m.is_over() and m.result().winners == (0,)


def test_a_lost_wager_of_the_only_bad_treasure_in_hand_wins_at_once():
    """'Points are calculated as, the amount of treasure cards buried minus any negative treasure in a
    player's hand', and 'the winner of the wager then takes all treasure placed onto the table': Anne,
    1,500 buried beside a Boot and a Barnacle, stakes both ('negative valuations can be wagered!');
    lost, her hand holds no bad treasure and she has won; won, she holds them and Ben's Silver Coin,
    1,300, and play goes on."""
    outcomes = set()
    for seed in range(12):
        m = table(hands={0: ["boot", "barnacle"], 1: ["silver"]}, buried={0: ["diamond", "trove", "haul", "doubloons"]},
                  seed=seed)
        won = wager(m, 1, ["boot", "barnacle"], ["silver"])
        outcomes.add(won)
        if won == 1:
            assert m.is_over() and m.result().winners == (0,)
        else:
            assert not m.is_over() and score(m.state, 0) == 1300
    assert outcomes == {0, 1}


def test_a_wager_must_be_matched_or_answered_with_the_most_they_have():
    m = table(hands={0: ["diamond", "silver"], 1: ["ruby", "silver", "peg_leg"], 2: []})
    assert Action.of("wager", target=2) not in m.decision_for(0).actions     # no treasure: no wager
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "diamond")))
    act(m, 0, Action.of("done"))
    d = m.decision_for(1)
    assert d.step == "answer" and Action.of("done") not in d.actions         # no refusing
    act(m, 1, Action.of("stake", card=card(m, 1, "ruby")))
    assert Action.of("done") not in m.decision_for(1).actions                # 200 < 500, and 250 is possible
    act(m, 1, Action.of("stake", card=card(m, 1, "silver")))
    act(m, 1, Action.of("done"))                                           # 250: the most he can
    won = next(e for e in m.events if e.kind == "wager_won")
    winner = won["seat"]
    assert len(won["cards"]) == 3 and all(c in m.state.hands[winner] for c in won["cards"])


def test_a_stake_of_bad_treasure_is_matched_by_bad_treasure_of_equal_value():
    """'Treasure cards with negative valuations can be wagered!' and the opponent must place 'equal or
    exceeding value': a Barnacle (-50) is matched by a Barnacle, and nothing is won; Bad Voodoo
    (-250) alone falls short while he holds more."""
    m = table(hands={0: ["barnacle", "silver"], 1: ["barnacle", "voodoo", "diamond"], 2: []})
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "barnacle")))
    act(m, 0, Action.of("done"))
    act(m, 1, Action.of("stake", card=card(m, 1, "voodoo")))
    assert Action.of("done") not in m.decision_for(1).actions                # -250 < -50, and more is possible
    act(m, 1, Action.of("unstake", card=m.state.wager["answer"][0]))
    act(m, 1, Action.of("stake", card=card(m, 1, "barnacle")))
    assert Action.of("done") in m.decision_for(1).actions                    # -50 matches -50
    act(m, 1, Action.of("done"))
    won = next(e for e in m.events if e.kind == "wager_won")
    assert sorted(D.CARD_KEYS[c] for c in won["cards"]) == ["barnacle", "barnacle"]


def test_a_stake_of_bad_treasure_is_covered_by_one_good_treasure_and_the_winner_takes_both():
    """The opponent must place 'treasure cards ... with equal or exceeding value': against a Hairy
    Chest (-300) his Gold Dubloons (100) alone is enough, and his Merchant's Haul stays in his hand.
    'The winner of the wager then takes all treasure placed onto the table': the Chest goes with the
    Gold, whoever wins."""
    m = table(hands={0: ["hairy_chest", "skulduggery"], 1: ["doubloons", "haul"], 2: []})
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "hairy_chest")))
    act(m, 0, Action.of("done"))
    act(m, 1, Action.of("stake", card=card(m, 1, "doubloons")))
    assert Action.of("done") in m.decision_for(1).actions                    # 100 covers -300
    act(m, 1, Action.of("done"))
    while m.state.wager is not None:         # neither has a Parley to play: each passes
        d = m.pending()[0]
        act(m, d.seat, Action.of("pass"))
    won = next(e for e in m.events if e.kind == "wager_won")
    assert sorted(D.CARD_KEYS[c] for c in won["cards"]) == ["doubloons", "hairy_chest"]
    assert all(c in m.state.hands[won["seat"]] for c in won["cards"])
    assert card(m, 1, "haul") in m.state.hands[1]


def test_parley_surrenders_and_yarr_can_stop_it():
    m = table(hands={0: ["diamond"], 1: ["ruby", "parley"], 2: []})
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "diamond")))
    act(m, 0, Action.of("done"))
    act(m, 1, Action.of("stake", card=card(m, 1, "ruby")))
    act(m, 1, Action.of("done"))
    assert m.decision_for(1).step == "parley"
    act(m, 1, Action.of("parley"))
    assert keys(m, 0) == ["diamond", "ruby"]                                 # Anne takes all, no dice
    m = table(hands={0: ["diamond"], 1: ["ruby", "parley"], 2: ["yarr"]})
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "diamond")))
    act(m, 0, Action.of("done"))
    act(m, 1, Action.of("stake", card=card(m, 1, "ruby")))
    act(m, 1, Action.of("done"))
    act(m, 1, Action.of("parley"))
    answer(m, {2: True})
    assert any(e.kind == "wager_roll" for e in m.events)


def test_each_card():
    m = table(hands={0: ["plunder"]})
    play(m, "plunder")
    m.submit(0, Action.of("choose", pile=0))
    m.submit(0, Action.of("choose", pile=1))
    assert len(m.state.hands[0]) == 2 and m.state.actions_left == 1          # two cards, one action
    m = table(hands={0: ["spyglass", "silver"], 1: ["diamond", "ruby"]})
    play(m, "spyglass", 1)
    assert keys(m, 0) == ["diamond", "ruby"] and keys(m, 1) == ["silver"]
    m = table(hands={0: ["skulduggery", "peg_leg"], 1: ["diamond"]})
    play(m, "skulduggery", 1)
    options = m.state.choice["options"]
    assert card(m, 0, "diamond") not in options                              # not the card just taken
    m.submit(0, Action.of("choose", card=options[0]))
    assert keys(m, 0) == ["diamond"] and keys(m, 1) == ["peg_leg"]
    m = table(players=3, hands={0: ["yo_ho_ho"], 1: ["diamond", "ruby", "silver"], 2: ["emerald", "hook"]})
    play(m, "yo_ho_ho")
    assert len(m.state.hands[0]) == 3 and keys(m, 2) == ["hook"] and len(m.state.hands[1]) == 1
    m = table(hands={0: ["hook"], 1: ["diamond"]})
    play(m, "hook", 1)
    m.submit(0, Action.of("end"))
    assert m.state.turn == 2                                                 # Ben's turn is skipped
    m = table(hands={0: ["black_spot"]})
    assert all(a.kind != "play" for a in m.decision_for(0).actions)          # The Black Spot cannot be played


def test_bombs_away_lets_victims_choose_which_two_to_lose():
    m = table(hands={0: ["bombs_away"], 1: ["hook", "plunder", "yarr"]})
    play(m, "bombs_away")
    answer(m)
    assert m.decision_for(1).step == "choose_bomb"
    m.submit(1, Action.of("choose", card=card(m, 1, "hook")))
    m.submit(1, Action.of("choose", card=card(m, 1, "plunder")))
    assert keys(m, 1) == ["yarr"]


def test_the_seven_card_hand_limit_makes_you_discard_your_choice():
    m = table(hands={0: ["silver"] * 7})
    m.submit(0, Action.of("draw", pile=2))
    assert m.decision_for(0).step == "choose_limit"
    m.submit(0, Action.of("choose", card=m.state.hands[0][0]))
    assert len(m.state.hands[0]) == 7
    m = table(hands={0: ["silver"] * 7}, hand_limit=False)
    m.submit(0, Action.of("draw", pile=2))
    assert len(m.state.hands[0]) == 8 and m.decision_for(0).step == "main"


def test_bad_treasure_won_in_a_wager_past_seven_cards_may_be_discarded():
    """'When a player's hand exceeds 7 cards, cards must be discarded until 7 cards are reached ...
    negative treasure can be discarded in this manner', also out of turn: a rival holding six cards
    who wins a stake of bad treasure throws it away (why a captain's bad-treasure wager may cost the
    rival nothing, bench/RESULTS.md)."""
    for seed in range(40):
        m = table(hands={0: ["voodoo", "boot", "silver"], 1: ["barnacle"] + ["silver"] * 5}, seed=seed)
        if wager(m, 1, ["voodoo", "boot"], ["barnacle"]) == 1:
            break
    else:
        pytest.fail("seat 1 never won the coin toss")
    assert len(m.state.hands[1]) == 8 and m.decision_for(1).step == "choose_limit"
    act(m, 1, Action.of("choose", card=card(m, 1, "voodoo")))
    assert len(m.state.hands[1]) == 7 and "voodoo" not in keys(m, 1)
    assert m.decision_for(1) is None and m.decision_for(0).step == "main"


def test_empty_decks_are_refilled_from_their_discards():
    """'If either the treasure cards or the piracy cards run out ... shuffle any discarded cards back.'"""
    m = table()
    s = m.state
    s.piracy_discard, s.piracy = s.piracy, []
    s.treasure_discard, s.piles = s.piles[0] + s.piles[1], [[], []]
    m.submit(0, Action.of("draw", pile=2))
    assert len(m.state.hands[0]) == 1 and len(m.state.piracy) == 44 and not m.state.piracy_discard
    m.submit(0, Action.of("draw", pile=0))
    assert sum(len(p) for p in m.state.piles) == 49 and abs(len(m.state.piles[0]) - len(m.state.piles[1])) <= 1


def draws_offered(m) -> set[int]:
    """The piles seat 0 may draw from, asked of the rules afresh (the match keeps its answer per move)."""
    return {a["pile"] for a in m.ruleset.pending(m.state)[0].actions if a.kind == "draw"}


def test_a_card_is_drawn_from_the_top_of_any_deck_that_has_one():
    """'picks up one card from the top of any deck of their choice': an empty treasure pile is not a
    deck to draw from while the other has cards; with both empty the discards refill them, so either
    may be chosen; with nothing left to refill them, only the piracy deck."""
    m = table()
    s = m.state
    assert draws_offered(m) == {0, 1, D.PIRACY_PILE}
    s.treasure_discard, s.piles = s.piles[0], [[], s.piles[1]]
    assert draws_offered(m) == {1, D.PIRACY_PILE}
    s.treasure_discard, s.piles = s.treasure_discard + s.piles[1], [[], []]
    assert draws_offered(m) == {0, 1, D.PIRACY_PILE}
    s.treasure_discard = []
    assert draws_offered(m) == {D.PIRACY_PILE}


# ---- aimed cards: "Select one target opponent" ------------------------------------------------------
@pytest.mark.parametrize("key", ["spyglass", "skulduggery", "x_marks", "hook"])
def test_an_aimed_card_may_target_any_opponent_whatever_they_hold(key):
    """Ben holds nothing and has nothing buried, Cat holds a card: both may be chosen."""
    m = table(hands={0: [key, "ruby"], 2: ["silver"]}, buried={2: ["diamond"]})
    assert Action.of("play", card=key) in m.decision_for(0).actions
    m.submit(0, Action.of("play", card=key))
    assert {a["seat"] for a in m.decision_for(0).actions if a.kind == "target"} == {1, 2}


def test_a_hook_on_an_opponent_with_an_empty_hand_still_skips_their_next_turn():
    m = table(hands={0: ["hook"]})
    play(m, "hook", 1)
    assert m.state.skip[1] == 1 and keys(m, 0) == []


def test_x_marks_on_an_opponent_with_nothing_buried_does_nothing_but_is_spent():
    m = table(hands={0: ["x_marks"]})
    play(m, "x_marks", 1)
    assert keys(m, 0) == [] and m.state.actions_left == 1 and m.state.step == "main"


# ---- wagers: staked cards that come back keep their date ---------------------------------------------
def win_own_wager(fresh_stake: bool):
    """Anne stakes a ruby on a wager with Ben and wins it back (the dice are seeded)."""
    for seed in range(40):
        m = table(hands={0: ["ruby"], 1: ["silver"]}, fresh=fresh_stake, seed=seed)
        m.submit(0, Action.of("wager", target=1))
        act(m, 0, Action.of("stake", card=card(m, 0, "ruby")))
        act(m, 0, Action.of("done"))
        act(m, 1, Action.of("stake", card=card(m, 1, "silver")))
        act(m, 1, Action.of("done"))
        won = next(e for e in m.events if e.kind == "wager_won")
        if won["seat"] == 0:
            return m
    raise AssertionError("no seed lets Anne win")


def test_a_won_back_stake_can_still_be_buried_and_the_won_card_must_wait():
    m = win_own_wager(fresh_stake=False)
    ruby, silver = card(m, 0, "ruby"), card(m, 0, "silver")
    actions = m.decision_for(0).actions
    assert Action.of("bury", card=ruby) in actions              # held before this turn: keeps its date
    assert Action.of("bury", card=silver) not in actions        # won this turn: waits for the next


def test_a_fresh_stake_won_back_stays_fresh():
    m = win_own_wager(fresh_stake=True)
    assert Action.of("bury", card=card(m, 0, "ruby")) not in m.decision_for(0).actions


def test_the_bury_line_tells_the_buried_total_not_the_score_with_hidden_bad_treasure():
    m = table(hands={0: ["ruby", "voodoo"]}, buried={0: ["silver"]})
    m.submit(0, Action.of("bury", card=card(m, 0, "ruby")))
    bury = next(e for e in m.events if e.kind == "bury")
    assert bury.visible_to is None and bury["buried"] == 250 and "score" not in dict(bury.args)
    assert score(m.state, 0) == 0                           # the score (with the Bad Voodoo) stays unsaid


def test_answers_and_the_black_spot_are_never_a_turns_action():
    """'Defensive/interrupt piracy cards can be played by other players out of their turn'; The Black
    Spot 'Can't be played'. Held on one's own turn, none of them is offered as an action."""
    m = table(players=3, hands={0: ["yarr", "pirates_code", "parley", "black_spot", "hook"]},
                 buried={1: ["silver"]})
    played = {a["card"] for a in m.decision_for(0).actions if a.kind == "play"}
    assert played == {"hook"}
    assert [c for c in m.state.hands[0] if D.is_action(c)] == [card(m, 0, "hook")]

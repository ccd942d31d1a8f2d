"""All Hands on Deck!: the cards every player saw go into a hand are public, and the table and the
captains may remember them: the auction card ("wins the card that was up for auction and adds it to
his hand"), a card plundered from the face-up discard pile, a bid card kept by Pieces of Eight, the
tribute the Pirate King keeps. A shown card bid face down is still the bidder's secret until "all bid
cards on the table are turned over"; a card taken from a hand unseen (a Mermaid's or a cheat call's
random pull, a Shady Deal's card given face down) takes the certainty of that hand with it."""

from __future__ import annotations

import random

from game.engine import Action
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import is_winning
from tests.rules.test_all_hands_examples import AH, B, S, V, act, bid, choose, crew, run, scenario


def shown(m, seat, by=None):
    """What `by` (another seat) may read of `seat`'s shown cards."""
    by = (seat + 1) % m.state.players if by is None else by
    return sorted(m.view(by)["shown"][seat])


def test_the_auction_card_is_seen_going_to_the_winner():
    m = scenario([[crew(S, 1), crew(B, 9)], [crew(V, 5), crew(V, 6)], [crew(B, 2)]], auction=crew(V, 10))
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(V, 5)])
    bid(m, 2, [])
    assert shown(m, 1, by=0) == shown(m, 1, by=2) == [crew(V, 10)]
    assert shown(m, 0) == [] and shown(m, 2) == []


def test_a_shown_card_bid_face_down_stays_shown_until_the_bids_are_turned_over():
    m = scenario([[crew(S, 1)], [crew(V, 5), crew(V, 6)], [crew(B, 2)]], auction=crew(V, 10))
    m.state.shown[1] = [crew(V, 6)]
    bid(m, 1, [crew(V, 6)])
    assert shown(m, 1, by=0) == [crew(V, 6)]           # nobody can tell which card Bart put down
    bid(m, 0, [])
    bid(m, 2, [])
    assert shown(m, 1, by=0) == [crew(V, 10)]          # turned over: the 6 is gone, the 10 came in


def test_plunder_from_the_open_discard_pile_and_pieces_of_eight_are_seen():
    m = scenario([[act("plunder")], [crew(B, 2)]], auction=crew(V, 10), discard=[crew(S, 7), crew(B, 1)])
    bid(m, 0, [act("plunder")])
    bid(m, 1, [crew(B, 2)])
    choose(m, 0, card=crew(S, 7))
    assert shown(m, 0) == [crew(S, 7)] and shown(m, 1) == [crew(V, 10)]
    m = scenario([[act("eight"), crew(S, 2)], [crew(B, 9)]], auction=crew(V, 10))
    bid(m, 0, [act("eight"), crew(S, 2)])
    bid(m, 1, [crew(B, 9)])
    choose(m, 0, card=crew(B, 9))
    assert shown(m, 0) == [crew(B, 9)]


def test_a_mermaids_random_pull_clears_what_was_known_of_each_hand_it_drew_from():
    m = scenario([[act("mermaid")], [crew(B, 2), crew(B, 3)], [crew(V, 4)]], auction=crew(S, 10))
    m.state.shown[1] = [crew(B, 3)]
    bid(m, 0, [act("mermaid")])
    bid(m, 1, [])
    bid(m, 2, [])
    choose(m, 0, card=m.pending()[0].actions[0]["card"])
    assert shown(m, 1, by=2) == [] and shown(m, 0, by=2) == []    # the card kept is not shown


def test_a_cheat_calls_random_pull_clears_the_accused_hand():
    big = run(S, range(1, 11)) + run(B, [1, 2, 3])
    m = scenario([[crew(V, 1)], big, [crew(V, 2)]], auction=crew(V, 10))
    m.state.shown[1] = [crew(S, 4)]
    m.submit(0, Action.of("call_cheat", target=1))
    assert shown(m, 1, by=2) == []


def test_tribute_is_paid_face_up_and_the_kings_picks_are_seen():
    m = scenario([[act("king")], [crew(B, 2), crew(B, 3)], [crew(V, 4)]], auction=crew(S, 10))
    m.state.shown[1] = [crew(B, 3)]
    bid(m, 0, [act("king")])
    bid(m, 1, [])
    bid(m, 2, [])
    choose(m, 1, card=crew(B, 3))
    choose(m, 2, card=crew(V, 4))
    assert shown(m, 1, by=2) == []                      # the shown card was paid: gone
    choose(m, 0, card=crew(B, 3))
    assert crew(B, 3) in shown(m, 0, by=2)


def test_a_shady_deal_card_given_face_down_clears_the_givers_known_hand():
    m = scenario([[act("shady"), crew(S, 9)], [crew(B, 1), crew(B, 5)], [crew(V, 4)]], auction=crew(S, 10))
    m.state.shown[1] = [crew(B, 5)]
    bid(m, 0, [act("shady"), crew(S, 9)])
    bid(m, 1, [crew(B, 1)])
    bid(m, 2, [])
    choose(m, 1, card=crew(B, 5))
    assert shown(m, 1, by=2) == [] and crew(B, 5) not in shown(m, 0, by=2)


def test_the_captains_sample_a_rivals_shown_card_in_its_hand_or_its_face_down_bid():
    m = scenario([[crew(S, 1)], [crew(V, 5), crew(V, 6), crew(B, 8)], [crew(B, 2)]], auction=crew(V, 10))
    m.state.shown[1] = [crew(V, 6)]
    view = m.view(0)
    for k in range(10):
        sample = AH.determinize(view, random.Random(k))
        assert crew(V, 6) in sample.hands[1] and AH.view(sample, 0) == view
    bid(m, 1, [crew(V, 5)])
    view = m.view(0)
    places = set()
    for k in range(40):
        sample = AH.determinize(view, random.Random(k))
        places.add("hand" if crew(V, 6) in sample.hands[1] else "bid" if crew(V, 6) in sample.bids[1] else "lost")
        assert AH.view(sample, 0) == view
    assert places == {"hand", "bid"}


def test_a_new_hand_of_the_long_game_forgets_the_last_ones_cards():
    m = scenario([run(S, range(2, 8)) + [act("rum")], [crew(V, 5)]], auction=crew(S, 8), long_game=True)
    m.state.shown[1] = [crew(V, 5)]
    bid(m, 0, [act("rum")])
    bid(m, 1, [])
    assert m.state.hand_no == 2 and m.view(0)["shown"] == [[], []]


def test_the_captains_never_sample_a_rival_holding_a_winning_hand():
    """'As soon as a Captain is holding a winning hand, he should announce it immediately': while the
    game goes on, no rival holds one, and a sampled position must not deal one (he would win on the
    next card he gains, a threat that is not there). Seat 1 holds Stormsail 1-6 and a Black Viper 9;
    seat 0 sees all but those seven cards and the Stormsail 7 left in the deck, so a random deal
    gives seat 1 the Stormsail 1-7 one time in eight."""
    mine = [crew(V, 1), crew(V, 2)]
    rival = run(S, range(1, 7)) + [crew(V, 9)]
    hidden = set(rival) | {crew(S, 7)}
    auction = crew(V, 10)
    discard = [c for c in range(C.DECK_SIZE) if c not in hidden | set(mine) | {auction}]
    m = scenario([mine, rival, [], []], auction=auction, discard=discard)
    assert not is_winning(m.state.hands[1]) and m.state.deck == [crew(S, 7)]
    view = m.view(0)
    for k in range(200):
        sample = AH.determinize(view, random.Random(k))
        assert not is_winning(sample.hands[1])
        assert sorted(sample.hands[1] + sample.deck) == sorted(hidden)

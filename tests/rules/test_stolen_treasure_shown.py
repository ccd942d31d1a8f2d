"""Stolen Treasure: what every player saw go into a hand ("When drawing a treasure card players MUST
reveal the card to all players first") is public, and the table and the captains may remember it;
a card that leaves a hand face down takes that certainty with it."""

from __future__ import annotations

import random

from game.engine.values import Action
from game.rules.stolen_treasure import data as D
from tests.rules.harness import act
from tests.rules.stolen_treasure_table import RULES, answer, card, play, table


def test_a_drawn_treasure_is_shown_to_everyone_a_piracy_draw_is_not():
    m = table()
    m.submit(0, Action.of("draw", pile=0))
    drawn = m.state.hands[0][-1]
    assert all(m.view(s)["shown"][0] == [drawn] for s in range(3))
    m.submit(0, Action.of("draw", pile=2))
    assert m.view(1)["shown"][0] == [drawn]


def test_a_shown_treasure_that_is_buried_or_staked_is_no_longer_in_the_hand():
    m = table(hands={0: ["ruby"]})
    m.state.shown[0] = [card(m, 0, "ruby")]
    m.submit(0, Action.of("bury", card=card(m, 0, "ruby")))
    assert m.view(1)["shown"][0] == []


def test_a_random_theft_of_treasure_clears_what_was_known_of_the_victims_hand():
    m = table(hands={0: ["hook"], 1: ["diamond", "ruby"]})
    m.state.shown[1] = [card(m, 1, "diamond")]
    play(m, "hook", 1)
    assert m.view(2)["shown"][1] == [] and m.view(2)["shown"][0] == []   # nobody saw which card moved


def test_a_face_down_gift_of_treasure_clears_the_givers_known_hand():
    m = table(hands={0: ["skulduggery", "silver", "emerald"], 1: ["peg_leg"]})
    m.state.shown[0] = [card(m, 0, "silver"), card(m, 0, "emerald")]
    play(m, "skulduggery", 1)
    m.submit(0, Action.of("choose", card=card(m, 0, "silver")))
    assert m.view(2)["shown"][0] == [] and m.view(2)["shown"][1] == []


def test_a_stolen_piracy_card_leaves_the_known_treasure_known():
    m = table(hands={0: ["hook"], 1: ["plunder"]})
    play(m, "hook", 1)
    assert D.CARD_KEYS[m.state.hands[0][0]] == "plunder" and m.view(2)["shown"][1] == []
    m = table(hands={0: ["skulduggery", "hook"], 1: ["diamond"]})
    m.state.shown[1] = [card(m, 1, "diamond")]
    play(m, "skulduggery", 1)                      # takes the diamond: the known card itself moved
    m.submit(0, Action.of("choose", card=card(m, 0, "hook")))      # and gives back a piracy card
    assert m.view(2)["shown"][1] == []


def test_the_spyglass_swaps_what_is_known_with_the_hands():
    m = table(hands={0: ["spyglass", "silver"], 1: ["diamond", "ruby"]})
    m.state.shown[1] = [card(m, 1, "diamond")]
    play(m, "spyglass", 1)
    assert m.view(2)["shown"][0] == [card(m, 0, "diamond")] and m.view(2)["shown"][1] == []


def test_a_dug_up_treasure_and_a_wagers_pot_are_seen_going_to_the_winner():
    m = table(hands={0: ["x_marks"]}, buried={1: ["diamond"]})
    play(m, "x_marks", 1)
    m.submit(0, Action.of("choose", card=m.state.choice["options"][0]))
    assert m.view(2)["shown"][0] == [card(m, 0, "diamond")]
    m = table(hands={0: ["ruby"], 1: ["silver"]}, seed=4)
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=card(m, 0, "ruby")))
    act(m, 0, Action.of("done"))
    act(m, 1, Action.of("stake", card=card(m, 1, "silver")))
    act(m, 1, Action.of("done"))
    winner = next(e for e in m.events if e.kind == "wager_won")["seat"]
    assert sorted(m.view(2)["shown"][winner]) == sorted(m.state.hands[winner])


def test_a_stake_taken_back_was_seen_face_up_and_is_known_in_the_hand():
    m = table(hands={0: ["ruby", "silver"], 1: ["emerald"]})
    ruby, silver = card(m, 0, "ruby"), card(m, 0, "silver")
    act(m, 0, Action.of("wager", target=1))
    act(m, 0, Action.of("stake", card=ruby))
    act(m, 0, Action.of("stake", card=silver))
    act(m, 0, Action.of("unstake", card=ruby))
    assert m.view(1)["shown"][0] == [ruby]
    act(m, 0, Action.of("cancel"))
    assert m.view(1)["shown"][0] == sorted([ruby, silver])


def test_the_kraken_empties_what_is_known_with_the_treasure():
    m = table(hands={0: ["kraken"], 1: ["diamond", "hook"]})
    m.state.shown[1] = [card(m, 1, "diamond")]
    play(m, "kraken")
    answer(m)
    assert m.view(2)["shown"] == [[], [], []]


def test_the_captains_sample_a_rivals_shown_treasure_where_it_is():
    m = table(hands={1: ["diamond", "ruby", "hook"]})
    diamond = card(m, 1, "diamond")
    m.state.shown[1] = [diamond]
    view = m.view(0)
    for k in range(20):
        sample = RULES.determinize(view, random.Random(k))
        assert diamond in sample.hands[1] and sample.shown[1] == [diamond]
        assert RULES.view(sample, 0) == view


def test_a_save_from_before_shown_treasure_loads_with_nothing_known():
    m = table(hands={1: ["diamond"]})
    data = m.state.to_json()
    del data["shown"]
    assert RULES.state_from_json(data).shown == [[], [], []]

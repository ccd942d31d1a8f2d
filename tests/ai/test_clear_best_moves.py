"""Positions with one clearly best move, written from the rule texts: every captain but Easy must find it.

Easy is left out because its mistakes are deliberate. Normal and Hard run on
iteration budgets, so the answer is the same on any machine; Hard's budget here
is large enough that a search trusting a tiny edge of its estimate would stray
(it did, aiming at a broke pirate, before `ismcts.MARGIN`).
"""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import Budget
from game.ai.search_seat import SearchSeat
from game.ai.seats import make_heuristic, search_profile
from game.engine import Match, registry
from game.engine.values import Action
from game.rules.stolen_treasure import data as SD
from tests.ai.test_no_silly_moves import turn_of
from tests.rules import doubloons_table as dt
from tests.rules import stolen_treasure_table as st
from tests.rules.harness import settle

LEVELS = ("rule_of_thumb", "normal", "hard")


def captain(game: str, level: str, seed: int, hard_iterations: int = 300):
    rng = random.Random(seed)
    if level == "rule_of_thumb":
        return make_heuristic(game, rng, "normal")
    if level == "normal":
        return SearchSeat(registry.get(game), search_profile(game), rng, Budget(60.0, 200))
    return SearchSeat(registry.get(game), search_profile(game), rng, Budget(60.0, hard_iterations), trees=2)


def seeds_failing(check, seeds: int = 5) -> list:
    """The seeds of the first `seeds` on which `check(seed)` (returning whether it passed, and what was
    played) fails, each with what was played.

    A search of a few hundred playouts picks a close second in some positions on about one seed
    in ten (All Hands' bids below, ten seeds each: 0-2 of 10 failing, before and after a change to
    the rule of thumb moved which seeds fail), so there a level is asked to pass on most seeds."""
    results = [(seed, *check(seed)) for seed in range(seeds)]
    return [(seed, played) for seed, passed, played in results if not passed]


def whole_turn(m: Match, seat: int, player, limit: int = 30) -> list:
    """`player` plays `seat`'s turn to its end; rivals answer what it asks of them (a wager, a Yarr!
    window) by the rule of thumb."""
    rivals = {s: make_heuristic(m.ruleset.name, random.Random(s)) for s in range(m.state.players) if s != seat}
    played = []
    while not m.is_over() and m.state.turn == seat and len(played) < limit:
        d = m.decision_for(seat)
        if d is not None:
            action = player.choose(m.view(seat), d)
            m.submit(seat, action)
            played.append(action)
            continue
        other = m.pending()[0]
        m.submit(other.seat, rivals[other.seat].choose(m.view(other.seat), other))
    return played


def own_moves(m: Match, seat: int, player, limit: int = 12) -> list:
    """`player` plays `seat`'s moves until the game ends or another seat is to move."""
    played = []
    while not m.is_over() and len(played) < limit:
        d = m.decision_for(seat)
        if d is None:
            break
        action = player.choose(m.view(seat), d)
        m.submit(seat, action)
        played.append(action)
    return played


def our_bid(hands: list[list[int]], auction: int, level: str, seed: int) -> list[int]:
    """All Hands: the cards seat 0 bids (or has drafted) when `auction` is up, the others holding `hands[1:]`."""
    from tests.rules.test_all_hands_examples import scenario

    m = scenario(hands, auction=auction, dealer=3)
    own_moves(m, 0, captain("all_hands", level, seed))
    return list(m.state.bids[0] or m.state.draft[0] or [])


# ---- Loot Pirates ------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_loot_pirates_aims_at_the_rich_not_at_a_broke_pirate(level):
    """'It is best to shoot at the most wealthy pirates. There is little profit to be had by
    shooting at a broke player.' Two rivals have nothing, one has 12."""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([5, 0, 0, 12], red=[6, 3, 2, 4], black=[4, 2, 5, 3], seed=1)
    player = captain("loot_pirates", level, 1, hard_iterations=1300)
    assert player.choose(m.view(0), m.decision_for(0))["target"] == 3


@pytest.mark.parametrize("level", LEVELS)
def test_loot_pirates_drops_when_three_guns_aim_at_a_rich_pirate_with_a_low_defence(level):
    """All three rivals aim at the pirate with 20 doubloons, whose black die shows 1: each extra gun
    lowers the defence by one, so every shot hits and costs 2. Dropping only costs the round's share."""
    from tests.rules.test_loot_pirates_examples import aim, all_pass, scenario

    m = scenario([20, 3, 3, 3], red=[2, 5, 6, 4], black=[1, 2, 5, 3], seed=2)
    aim(m, [1, 0, 0, 0])
    all_pass(m)
    player = captain("loot_pirates", level, 2, hard_iterations=1300)
    assert player.choose(m.view(0), m.decision_for(0)).kind == "drop"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", (2, 3, 4))
def test_loot_pirates_in_the_last_volley_a_pirate_behind_does_not_drop(level, seed):
    """Three doubloons of booty are left, so this volley ends the game ('Play continues until there
    are no more coins left in the Booty'). Anne (11) is aimed at by the leader (12) and her black die
    shows 1. Dropping is safe, but 'any pirate who turns yellow ... does not get a share', and the
    leader, still standing, takes one: Anne cannot finish first. Standing, her red 6 may hit him
    ('the target must pay the attacker 2 doubloons') while his shot may miss."""
    from tests.rules.test_loot_pirates_examples import aim, all_pass, scenario

    m = scenario([11, 12, 11, 11], red=[6, 4, 3, 2], black=[1, 2, 3, 5], booty=3, seed=seed)
    aim(m, [1, 0, 3, 2])
    all_pass(m)
    player = captain("loot_pirates", level, seed)
    assert player.choose(m.view(0), m.decision_for(0)).kind == "shoot"


@pytest.mark.parametrize("level", LEVELS)
def test_loot_pirates_one_gun_never_beats_a_defence_of_six_so_it_stays(level):
    """'If his red attack dice is higher than the defenders black defense dice ... Ties go to the
    defender': one gun against a black 6 can never hit, and 'any pirate who turns yellow and drops
    his gun does not get a share of the booty'."""
    from tests.rules.test_loot_pirates_examples import aim, all_pass, scenario

    m = scenario([20, 3, 3, 3], red=[2, 6, 6, 4], black=[6, 2, 5, 3], seed=2)
    aim(m, [3, 0, 3, 1])
    all_pass(m)
    player = captain("loot_pirates", level, 2, hard_iterations=1300)
    assert player.choose(m.view(0), m.decision_for(0)).kind != "drop"


@pytest.mark.parametrize("level", LEVELS)
def test_loot_pirates_nobody_aims_at_the_captain_so_it_shoots(level):
    """'Pirates should not choose Drop if no one is aimed at them.' Nor raise: with no deal struck,
    holding fire only gives up the chance of 2 doubloons from the rich pirate it aims at."""
    from tests.rules.test_loot_pirates_examples import aim, all_pass, scenario

    m = scenario([5, 4, 4, 12], red=[5, 3, 2, 4], black=[2, 2, 5, 3], seed=3)
    aim(m, [3, 2, 1, 2])
    all_pass(m)
    player = captain("loot_pirates", level, 3)
    assert player.choose(m.view(0), m.decision_for(0)).kind == "shoot"



@pytest.mark.parametrize("level", LEVELS)
def test_loot_pirates_a_duellist_in_the_tie_shoot_out_shoots(level):
    """The tie shoot-out (decisions.md): 'Everyone shot or yellow is out': a duellist who drops loses
    for certain, one who shoots may win, so both shoot."""
    from tests.rules.test_loot_pirates_examples import play_round, scenario

    m = scenario([6, 4, 8], red=[6, 1, 1], black=[6, 1, 6], booty=2, shootout=True)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])        # Anne and Cora tie on 9
    assert m.state.duelists == [0, 2]
    for seat in (0, 2):
        assert captain("loot_pirates", level, seat).choose(m.view(seat), m.decision_for(seat)).kind == "shoot"


@pytest.mark.parametrize("seed", range(3))
def test_loot_pirates_in_the_last_volley_the_pirate_one_behind_keeps_off_the_poorest(seed):
    """'It is best to shoot at the most wealthy pirates.' Two doubloons of booty are left, so this
    volley may end the game. Anne has 13, the leader Dan 14: a hit on Dan ('the target must pay the
    attacker 2 doubloons') puts her ahead of him; a hit on Ben (9), the poorest, leaves Dan where he
    was and Ben, far behind, would run from it. Played on by the rule of thumb for every seat, 800
    samples: Dan 0.336 of a win (se 0.010), Cora (10) 0.294 (0.014), Ben 0.210 (0.014).
    (bench/blunders.py, Loot Pirates seed 253 position 13: the rule of thumb, weighing its aim on 8
    guessed volleys, aimed elsewhere half the time; with the rivals of then, Dan 0.427, Cora 0.362,
    Ben 0.353.) The rule of thumb's reckoning finds Dan and Cora close: since it guesses its rivals'
    fire and aim by five lead columns (`NEAR_END_DROP`, `NEAR_END_AIM_RANK`), it aims at Dan on 6 of
    seeds 0-23 and at Cora on the rest (21 of 24 on Dan before, guessing by three columns); never at
    Ben. Noticed, not mended: Cora, four behind, runs from Anne's gun a third of the time in play, a
    pirate near hopeless; her column guesses about one in thirteen."""
    assert _one_behind_aims(seed, "rule_of_thumb") in (2, 3)


def test_loot_pirates_in_the_last_volley_normal_one_behind_keeps_off_the_poorest_on_most_seeds():
    """The same volley for Normal's 200 playouts: at Dan on 11 of seeds 0-23, at Cora on 13, at Ben,
    the worst aim, on none (before the five lead columns: 18 at Dan, 2 at Ben)."""
    aims = [_one_behind_aims(seed, "normal") for seed in range(12)]
    assert sum(aim == 1 for aim in aims) <= 1 and sum(aim == 3 for aim in aims) >= 3, aims


def _one_behind_aims(seed: int, level: str) -> int:
    """Where Anne aims in the last volley on 13 against Dan's 14, Ben's 9 and Cora's 10."""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([13, 9, 10, 14], red=[4, 3, 2, 5], black=[5, 2, 4, 3], booty=2, seed=seed)
    return captain("loot_pirates", level, seed).choose(m.view(0), m.decision_for(0))["target"]


@pytest.mark.parametrize("seed", range(3))
def test_loot_pirates_in_the_last_volley_a_sure_shot_goes_to_the_second_richest_not_the_crowded_leader(seed):
    """One doubloon of booty is left: this volley ends the game. Anne has 11 and a red 6, which beats
    any defence but a 6; Ben has 11, Cora 12, Dan 13. Every other gun likely goes on Dan, the richest
    ('It is best to shoot at the most wealthy pirates'), and a pirate under many guns drops ('Any
    other pirates who had been aimed at him do not get a chance to shoot him'): a gun on Dan most
    often wins nothing. On Cora, who stands, the hit takes her 2 doubloons: 13 against her 10, and
    Dan, if he runs, gets no share. Played on by the rule of thumb for every seat, 600 samples: Cora
    0.543 of a win (se 0.018), Ben 0.389, Dan 0.093. (bench/blunders.py, Loot Pirates seed 274,
    position 28: the rule of thumb aimed at Dan, 0.084 against Cora's 0.527; its 64 guessed
    volleys, with the rivals' guns on the richest only half the time, still favour Dan on most
    seeds. Normal aims at Cora on 5 of 6 seeds; this asks it of Hard.)"""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([11, 11, 12, 13], red=[6, 3, 5, 2], black=[4, 3, 2, 5], booty=1, seed=seed)
    assert captain("loot_pirates", "hard", seed).choose(m.view(0), m.decision_for(0))["target"] == 2


@pytest.mark.parametrize("seed", range(3))
def test_loot_pirates_in_the_last_volley_a_hit_on_a_rival_to_overtake_counts_twice(seed):
    """Three doubloons of booty are left, so this volley ends the game. Anne has 11 against Ben 13,
    Cora 15 and Dan 6, her red die a 3. 'The target must pay the attacker 2 doubloons': a hit on Ben
    puts her on 13 and him on 11, a swing of four against a pirate she must pass; a hit on Dan only
    adds two, and Cora, the leader under the other guns, is likely to run ('Any other pirates who had
    been aimed at him do not get a chance to shoot him'). Played on by the rule of thumb for every
    seat, 1,000 samples: Ben 0.051 of a win (se 0.006), Dan 0.009, Cora 0.001.
    (bench/blunders.py, Loot Pirates seed 261 position 10: the rule of thumb, whose guessed volleys
    put Ben and Dan within about a point of each other, aimed at Dan. Normal's 200 playouts aim at
    Cora on some seeds; this asks it of Hard.)"""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([11, 13, 15, 6], red=[3, 4, 2, 5], black=[5, 3, 4, 2], booty=3, seed=seed)
    player = captain("loot_pirates", "hard", seed)
    assert player.choose(m.view(0), m.decision_for(0))["target"] == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_loot_pirates_in_the_last_volley_a_gun_on_a_pirate_far_behind_makes_him_run_from_the_leader(level, seed):
    """Two doubloons of booty are left, so this volley may end the game. Anne has 12 and a red 3;
    Ben 13, Cora 6, Dan 15. Cora cannot catch Dan and will shoot at him, 'the most wealthy': her
    shot is one Anne needs. A gun on Cora makes her run ('Dropping is only useful in protecting
    oneself', and it is all she has left), and 'any other pirates who had been aimed at him do not
    get a chance to shoot him': the gun wins Anne nothing and saves Dan a shot. On Ben, who stands
    and shoots at Dan, a hit puts Anne level with him or past. Played on by the rule of thumb for
    every seat, 600 samples: Ben 0.117 of a win (se 0.013), Cora 0.016, Dan 0.005. (bench/blunders.py,
    Loot Pirates seed 287, position 11: the rule of thumb, guessing pirates two or more behind alike,
    aimed at Cora on 4 of seeds 0-7, 2 and 3 among them; its guess now reads pirates five or more
    behind as their own column, `NEAR_END_DROP`, and aims at Ben on all 8.)"""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([12, 13, 6, 15], red=[3, 4, 2, 5], black=[4, 3, 2, 5], booty=2, seed=seed)
    assert captain("loot_pirates", level, seed).choose(m.view(0), m.decision_for(0))["target"] == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_loot_pirates_a_gun_on_the_pirate_who_aims_at_you_may_make_him_run_and_his_shot_with_him(level, seed):
    """Sixteen doubloons of booty, far from the end. Anne has 10, a red 6 and a black 1; Ben 4,
    Cora 14, Dan 4. Cora, the richest, aims at Anne, the richest but herself ('It is best to shoot at
    the most wealthy pirates'), and a black 1 can hardly hold against her. Ben and Dan, far behind,
    aim at Cora about half the time. Anne's gun joining theirs makes Cora likelier to drop ('He has
    turned yellow and ran away this round'), and a pirate who drops has no shot: Anne then keeps her
    doubloons and her share ('If a player was missed by all his attackers, without turning yellow, he
    gains a share'); should Cora stand, the red 6 takes two doubloons from the leader. A gun on Ben
    or Dan takes two doubloons from a pirate far behind and leaves Cora's shot where it was. Played
    on by the rule of thumb for every seat, 400 samples: Cora 0.301 of a win (se 0.021), Ben 0.195
    (0.018), Dan 0.182 (0.017). (bench/blunders.py, Loot Pirates seed 290, position 14, +0.113,
    se 0.036: the rule of thumb weighed what its gun takes and costs the target, not the shot at
    itself that the target's run takes away (`FIGHT_BACK`); before, it aimed at Dan on 6 of seeds
    0-7 and at Ben on 2, never at Cora.)"""
    from tests.rules.test_loot_pirates_examples import scenario

    m = scenario([10, 4, 14, 4], red=[6, 3, 3, 3], black=[1, 3, 3, 3], booty=16, reserve=15, captain=3, seed=seed)
    assert captain("loot_pirates", level, seed).choose(m.view(0), m.decision_for(0))["target"] == 2


# ---- All Hands on Deck! -------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_rum_takes_the_card_that_wins_the_hand(level):
    """Stormsail 2-7 in hand, the Stormsail 8 up for auction, a Rum in hand: 'Rum automatically
    wins the card', and seven in a row wins the game."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import act, crew

    hands = [[crew(0, r) for r in (2, 3, 4, 5, 6, 7)] + [act("rum"), crew(2, 1), crew(1, 10)],
             [crew(0, 9, 1), crew(1, 4, 1), crew(2, 5, 1), crew(2, 9, 1)],
             [crew(0, 1, 1), crew(1, 1, 1), crew(2, 3, 1), crew(1, 9, 1)],
             [crew(0, 10, 1), crew(1, 2, 1), crew(2, 7, 1), crew(1, 5, 2)]]
    bid = our_bid(hands, crew(0, 8), level, 2)
    assert act("rum") in bid, [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_bids_its_junk_for_the_card_that_completes_seven_in_a_row(level):
    """Stormsail 2-7 in hand and the Stormsail 8 up for auction, no Rum: 'the Captain who has the
    highest value in his bid ... wins the card', and seven in a row wins the game. None of the run
    is bid, and the spare card of most bid value is. How many spare cards go with it is not clear
    cut: played to the end (1,500 samples), the Black Viper 10 alone wins 0.913 of the game, with
    the Sea Sabre 9 and the Black Viper 6 beside it 0.891 (±0.009); with four of the run seen by
    all (1,000 samples), 0.920 and 0.888. Normal at 200 playouts bids the 10 alone in about a third of its seeds (3 of 12;
    4 of 12 before the rule of thumb's junk was ordered by bid value), where an earlier version
    of this test asked for the three (19 or more) and passed on its one seed."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, crew

    run = [crew(S, r) for r in (2, 3, 4, 5, 6, 7)]
    junk = [crew(V, 10), crew(B, 9), crew(V, 6)]
    hands = [run + junk, [crew(S, 9, 1), crew(B, 4, 1), crew(V, 5, 1), crew(V, 9, 1), crew(S, 10, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 5, 2)]]
    bid = our_bid(hands, crew(S, 8), level, 0)
    assert not set(bid) & set(run) and crew(V, 10) in bid, [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_a_bid_keeps_the_card_that_the_auction_card_joins(level, seed):
    """The Sea Sabre 4 up for auction, a Sea Sabre 5 in hand: bid with it and it counts double ('the
    same suit as the card up for auction'), but the 4 won is worth having beside the 5, the start of
    a run ('seven consecutive pirates from the same crew'). The junk is the Stormsails. (Flagged by
    bench/blunders.py at +9.5 points of win share: the rule of thumb weighed its cards without the
    card it bid for, where every one looked like junk.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, crew

    hands = [[crew(S, 1), crew(S, 10), crew(B, 5), crew(V, 8), crew(V, 9)],
             [crew(S, 9, 1), crew(B, 7, 1), crew(V, 5, 1), crew(V, 2, 1), crew(S, 3, 1)],
             [crew(S, 2, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1), crew(S, 6, 1)],
             [crew(S, 4, 1), crew(B, 2, 1), crew(V, 7, 1), crew(B, 8, 1), crew(V, 1, 1)]]
    bid = our_bid(hands, crew(B, 4), level, seed)
    assert crew(B, 5) not in bid, [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_the_winning_card_gets_the_spare_cards_of_most_bid_value(level, seed):
    """Sea Sabre 1, 2, 2, 5-8 and 10, Black Viper 2 and 3, a Cutpurse and a Pirate Monkey: the Sea
    Sabre 4 up wins the hand. The Sea Sabre 10 and 8 bid 36 ('any pirate crew cards of the same suit
    as the card up for auction have their value doubled') and the 1-7 run with the Monkey still wins;
    the low cards stay in the hand, where a rival's Mermaid or Pirate King, which 'draws one card
    randomly from the hand of every other Captain', more likely takes one of them than a card the
    win needs. Played to the end (400 samples): the Cutpurse with the 10 and 8 0.868 of a win, with
    the 10 alone 0.855; with the Sea Sabre 2 and 1 and the Black Viper 3 and 2 instead (bid 11, the
    rule of thumb's bid before) 0.785; those and the 10 too 0.713; passing 0.615. (bench/blunders.py,
    All Hands seed 279, position 7: the same bids, +0.105 of a win.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    hands = [[crew(B, 1), crew(B, 2), crew(B, 2, 1), crew(B, 5), crew(B, 6), crew(B, 7), crew(B, 8), crew(B, 10),
              crew(V, 2), crew(V, 3), act("cutpurse"), act("monkey")],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 7, 1), crew(V, 5, 1), crew(S, 7, 1), crew(S, 2, 1), crew(S, 1, 1),
              crew(V, 9, 1), crew(S, 5)],
             [crew(S, 3, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 6, 2), crew(S, 7, 2), crew(V, 8, 1), crew(S, 4, 1),
              crew(V, 1, 1), crew(S, 10)],
             [crew(S, 8), crew(B, 2, 2), crew(V, 7, 2), crew(B, 8, 1), crew(V, 1), crew(S, 1), crew(B, 7, 1), crew(V, 4),
              crew(S, 9)]]
    m = scenario(hands, auction=crew(B, 4), dealer=3, discard=[crew(S, 2), act("dock"), crew(V, 5)])
    own_moves(m, 0, captain("all_hands", level, seed))
    bid = list(m.state.bids[0] or m.state.draft[0] or [])
    low = {crew(B, 1), crew(B, 2), crew(B, 2, 1), crew(V, 2), crew(V, 3)}
    assert crew(B, 10) in bid and not low & set(bid), [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_no_bid_for_a_copy_of_a_card_already_held(level, seed):
    """The Sea Sabre 5 up for auction, and a Sea Sabre 5 already in hand beside the 4, 6, 7 and 10:
    a run is 'consecutive pirates', one of each rank, so a second 5 brings the hand nothing, and no
    rival's shown cards make it a card to deny. (Flagged by bench/blunders.py at +12 points of win
    share: the rule of thumb bid the Stormsail 3 and 4 and its own Sea Sabre 5, doubled, for it.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew

    hands = [[crew(S, 3), crew(S, 4), crew(B, 4), crew(B, 5), crew(B, 6), crew(B, 7), crew(B, 10),
              act("eight"), act("rum")],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 5, 1), crew(V, 2, 1), crew(S, 6, 1)],
             [crew(S, 2, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1), crew(S, 7, 1)],
             [crew(S, 5, 1), crew(B, 2, 1), crew(V, 7, 1), crew(B, 8, 1), crew(V, 1, 1)]]
    bid = our_bid(hands, crew(B, 5, 1), level, seed)
    assert not [c for c in bid if C.is_crew(c)], [C.name(c) for c in bid]


@pytest.mark.parametrize("level", ("normal", "hard"))
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_when_every_rival_has_passed_one_spare_card_wins_the_auction(level, seed):
    """The Sea Sabre 5 up for auction beside a Sea Sabre 3 and 6, and every other captain has put
    down his bid: no card at all. 'The Captain who has the highest value in his bid ... wins the
    card' and 'all bid cards are then discarded', so one spare card wins it, and a Rum or a second
    card is thrown away. (Flagged by bench/blunders.py: the rule of thumb bid both Black Viper 7s
    and the Stormsail 2, 8.5 points of win share less than a Rum, with the rivals' bids still to
    come; with them all passed, it bids the same three. Taught to bid one card there, the rule of
    thumb won 25.8% one against three of itself, but Normal against three of it won 61/200 where it
    had won 74/200, so only the searching captains' own choice knows it: see `veto`.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    spare = {crew(S, 2), crew(V, 7), crew(V, 7, 1)}
    hands = [[crew(S, 2), crew(B, 3), crew(B, 6), crew(V, 7), crew(V, 7, 1), act("rum"), act("brawl")],
             [crew(S, 9, 1), crew(B, 4, 1), crew(V, 5, 1), crew(V, 2, 1), crew(S, 6, 1)],
             [crew(S, 3, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1), crew(S, 7, 1)],
             [crew(S, 5, 1), crew(B, 2, 1), crew(V, 8, 1), crew(B, 8, 1), crew(V, 1, 1)]]
    m = scenario(hands, auction=crew(B, 5), dealer=3)
    for seat in (1, 2, 3):
        bid(m, seat, [])
    played = own_moves(m, 0, captain("all_hands", level, seed))
    placed = [a["card"] for a in played[:played.index(Action.of("bid"))] if a.kind == "add"]
    assert len(placed) == 1 and placed[0] in spare, [C.name(c) for c in placed]
    assert crew(B, 5) in m.state.hands[0]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_a_rum_takes_the_pirate_monkey(level, seed):
    """The Pirate Monkey up for auction: 'used as a wild card ... substituted for any other pirate crew
    card', a card nearer a win for every hand at the table, so every captain bids high for it. 'Rum
    automatically wins the card'; three crew cards bid instead (seen: bench/blunders.py, +42 points
    of win share) are likely outbid, and are gone either way."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew

    hands = [[crew(S, 1), crew(S, 2), crew(S, 3), crew(S, 6), crew(S, 8), crew(B, 7), crew(V, 2), act("rum"),
              act("king")],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 5, 1), crew(V, 6, 1), crew(S, 4, 1), crew(B, 4, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1), crew(S, 7, 1), crew(V, 4, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 8, 1), crew(V, 1, 1), crew(S, 5, 1)]]
    bid = our_bid(hands, act("monkey"), level, seed)
    assert act("rum") in bid, [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_a_rum_takes_the_hidden_plunder_when_the_discard_pile_holds_a_card_we_need(level, seed):
    """Sea Sabre 4, 5, 7, 8, 9 and two Rums in hand; the Sea Sabre 10 lies in the discard pile and
    the Hidden Plunder is up for auction: 'play this card as a bid card to go through the discard
    pile and select one card to remove and place in your hand'. Won, it brings the 10 (4-10 wants
    only the 6, and a Rum is kept for it). Played to the end (300 samples): a Rum bid 0.667, passing
    0.467. (bench/blunders.py flagged the pass at +17 points; a Hidden Plunder was worth the same
    to every hand, whatever the discard pile held.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    hands = [[crew(B, 4), crew(B, 4, 1), crew(B, 5), crew(B, 7), crew(B, 8), crew(B, 9), crew(V, 3), crew(V, 5),
              crew(V, 8), crew(S, 6), act("rum"), act("rum", 1)],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 5, 1), crew(V, 2, 1), crew(S, 7, 1), crew(B, 2, 1)],
             [crew(S, 3, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 6, 2), crew(S, 7, 2), crew(V, 4, 1)],
             [crew(S, 5, 1), crew(B, 2, 2), crew(V, 8, 1), crew(B, 8, 1), crew(V, 1, 1), crew(S, 1, 1)]]
    discard = [crew(B, 10), crew(B, 3), crew(S, 2), crew(V, 9), crew(S, 4), act("dock")]
    m = scenario(hands, auction=act("plunder"), dealer=3, discard=discard)
    own_moves(m, 0, captain("all_hands", level, seed))
    bid = list(m.state.bids[0] or [])
    assert sum(1 for c in bid if C.action(c) == "rum") == 1, [C.name(c) for c in bid]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_far_from_a_win_a_hidden_plunder_is_not_bought_with_the_crew_cards_of_a_run(level):
    """Stormsail 2, 7, 8, Sea Sabre 2, 6, 8, Black Viper 1 and a Rum, four cards from a win; the Hidden
    Plunder is up ('go through the discard pile and select one card'), and the discard pile holds a
    card a step nearer. 'All bid cards are then discarded', won or lost: the Stormsail 8, 7 and 2 bid
    for it (the rule of thumb's bid before) stood 0.150 of a win played on, the Rum and the Stormsail 8
    0.205, the Rum alone 0.250, passing 0.247 (400 samples). (bench/blunders.py, All Hands seed 275,
    position 24: there the Rum alone 0.350, passing 0.255, the three crew cards 0.155.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import scenario

    ours = [5, 19, 23, 34, 46, 52, 60, 102]     # Stormsail 2, 7, 8, Sea Sabre 2, 6, 8, Black Viper 1, Rum
    discard = [27, 91, 28, 45, 42, 75, 95, 76, 84, 21, 87, 40, 59, 77, 41, 37, 29, 103, 79, 67]
    free = [c for c in range(C.DECK_SIZE) if c not in {*ours, *discard, 94} and C.is_crew(c)]
    random.Random(5).shuffle(free)

    def check(seed):
        m = scenario([ours, free[:7], free[7:15], free[15:24]], auction=94, dealer=3, discard=discard)
        own_moves(m, 0, captain("all_hands", level, seed))
        bid = list(m.state.bids[0] or m.state.draft[0] or [])
        return sum(1 for c in bid if C.is_crew(c)) <= 1 and 19 not in bid and 23 not in bid, [C.name(c) for c in bid]
    failing = seeds_failing(check)
    assert len(failing) <= 1, failing


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_a_hidden_plunder_takes_the_pirate_monkey_over_a_crew_card(level, seed):
    """Sea Sabre 2, 4, 6 and a Stormsail 9; the Hidden Plunder wins the Sea Sabre 5 and goes 'through
    the discard pile' to 'select one card'. The Pirate Monkey 'can be substituted for any other pirate
    crew card', so it is worth the Sea Sabre 8 and more. Played to the end (500 samples): the Monkey
    0.400, the Sea Sabre 8 0.236. (bench/blunders.py flagged the 8 at +21 points: the rule of thumb
    weighed a Monkey at a flat 4, below the 8's 4.5; Normal's short search still took the 8.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    hands = [[crew(S, 9), crew(B, 2), crew(B, 4), crew(B, 6), act("plunder")],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 5, 1), crew(V, 2, 1), crew(S, 7, 1), crew(B, 2, 1)],
             [crew(S, 3, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 6, 2), crew(S, 7, 2), crew(V, 4, 1)],
             [crew(S, 5, 1), crew(B, 2, 2), crew(V, 8, 1), crew(B, 8, 1), crew(V, 1, 1), crew(S, 1, 1)]]
    discard = [crew(B, 8), act("monkey"), crew(V, 9), crew(S, 4), crew(V, 6), act("dock"), crew(S, 8)]
    m = scenario(hands, auction=crew(B, 5), dealer=3, discard=discard)
    bid(m, 0, [act("plunder")])
    for seat in (1, 2, 3):
        bid(m, seat, [])
    d = m.decision_for(0)
    assert d is not None and d.step == "choose_plunder"
    chosen = captain("all_hands", level, seed).choose(m.view(0), d)
    assert C.is_monkey(chosen["card"]), C.name(chosen["card"])


@pytest.mark.parametrize("level", ("rule_of_thumb", "hard"))
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_one_card_from_winning_a_junk_card_is_bid_for_the_mermaid(level, seed):
    """Three in a row in Sea Sabre and Black Viper, Stormsail 6 and 8: the Stormsail 7 wins ('a run of
    three ... in each crew'). The Mermaid 'draws one card randomly from the hand of every other
    Captain' and keeps one: a chance at the 7 for the lone Sea Sabre 2 the hand does not need.
    (bench/blunders.py flagged the pass at +14 points of win share.)"""
    assert _mermaid_bid_spares_the_runs(level, seed)


def test_all_hands_one_card_from_winning_normal_bids_junk_for_the_mermaid_on_most_seeds():
    """As above, of Normal's 200 playouts: on about one seed in forty they favour the Sea Sabre 2 with
    both Stormsail cards (seed 2 since the rule of thumb gives away cards of low bid value first;
    3 of 120 seeds before)."""
    assert sum(_mermaid_bid_spares_the_runs("normal", seed) for seed in range(12)) >= 11


def _mermaid_bid_spares_the_runs(level: str, seed: int) -> bool:
    from tests.rules.test_all_hands_examples import B, S, V, act, crew

    runs = [crew(B, 5), crew(B, 6), crew(B, 7), crew(V, 6), crew(V, 7), crew(V, 8), crew(S, 6), crew(S, 8)]
    hands = [runs + [crew(B, 2)],
             [crew(S, 9, 1), crew(B, 3, 1), crew(V, 5, 1), crew(S, 7, 1), crew(S, 4, 1), crew(B, 4, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1), crew(S, 7, 2), crew(V, 4, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 8, 1), crew(V, 1, 1), crew(S, 5, 1)]]
    bid = our_bid(hands, act("mermaid"), level, seed)
    return bool(bid) and not set(bid) & set(runs)


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_bid_spends_a_spare_copy_but_keeps_the_last(level):
    """Stormsail 3 (twice), 6, 7, 8, 9 and a Black Viper 4 in hand, the Stormsail 5 up for auction:
    3 to 9 is the seven in a row it nearly makes ('seven consecutive pirates from the same crew').
    One Stormsail 3 is a spare to bid (doubled: 'the same suit as the card up for auction'); the
    other is part of the run. (The rule of thumb bid both: each looked worth nothing while the
    other stayed.)"""
    from tests.rules.test_all_hands_examples import B, S, V, crew

    threes = [crew(S, 3), crew(S, 3, 1)]
    hands = [threes + [crew(S, r) for r in (6, 7, 8, 9)] + [crew(V, 4)],
             [crew(S, 9, 1), crew(B, 4, 1), crew(V, 5, 1), crew(V, 9, 1), crew(S, 10, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 5, 2)]]
    bid = our_bid(hands, crew(S, 5), level, 1)
    assert bid and not set(threes) <= set(bid)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(2))
def test_all_hands_a_bid_keeps_one_of_two_runs_the_hand_could_make(level, seed):
    """Black Viper 1, 3, 5, 6, 8 and a Pirate Monkey ('used as a wild card'): two cards from 'seven
    consecutive pirates from the same crew', 1 to 7 or 3 to 9. Either the 1 or the 8 may go and two
    cards are still missing; bid both and three are. A Rum is up for auction: no bid spends both.
    (The rule of thumb bid both: each looked worth nothing while the other stayed. bench/blunders.py,
    seed 161: passing instead won 23 points more of such games.)"""
    from tests.rules.test_all_hands_examples import B, S, V, act, crew

    ends = [crew(V, 1), crew(V, 8)]
    hands = [ends + [crew(V, r) for r in (3, 5, 6)] + [act("monkey")],
             [crew(S, 9, 1), crew(B, 4, 1), crew(V, 5, 1), crew(V, 9, 1), crew(S, 10, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 5, 2)]]
    bid = our_bid(hands, act("rum"), level, seed)
    assert not set(ends) <= set(bid), bid


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_hidden_plunder_digs_the_winning_card_out_of_the_discard_pile(level):
    """'Hidden Plunder: go through the discard pile and select one card to remove and place in your
    hand': the Stormsail 8 lies there, and Stormsail 2-7 are in hand."""
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    hands = [[crew(S, r) for r in (2, 3, 4, 5, 6, 7)] + [act("plunder"), crew(B, 2)],
             [crew(B, 4, 1), crew(V, 5, 1), crew(V, 9, 1)], [crew(B, 1, 1), crew(V, 8, 1)],
             [crew(B, 5, 2), crew(V, 7, 1)]]
    m = scenario(hands, auction=crew(V, 3), dealer=3, discard=[crew(B, 9), crew(S, 8), crew(V, 2)])
    player = captain("all_hands", level, 1)
    own_moves(m, 0, player)
    for s in (1, 2, 3):
        if m.decision_for(s) is not None and m.decision_for(s).step == "bid":
            m.submit(s, Action.of("pass"))
    own_moves(m, 0, player)
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_bid_for_a_card_that_cannot_win_keeps_half_the_hands_outs(level):
    """Stormsail 4, 7, Sea Sabre 1, 5, 6, Black Viper 6, 7, 9 and a Pirate Monkey, three cards from a
    win, in the twelfth round; the Black Viper 10 is up. Won, it makes Black Viper 6-10 with the
    Monkey, two cards from 'seven consecutive pirate crew cards from one suit' that only a Black
    Viper 4 or 5 brings nearer; and 'all bid cards are then discarded', won or lost. The Sea Sabre 5
    and 6 lie on the hand's other way, a run of three in every crew: bid with the Stormsail 7 (the
    rule of thumb's bid before), they leave the hand 5 of its 15 outs should the bid lose. Played to
    the end (400 samples, standard error 0.025): that bid 0.42 of a win, passing 0.52-0.54, the
    Stormsail 7 and 4 0.51-0.54 (the rule of thumb's bid now). (bench/blunders.py, All Hands seed
    284, position 30.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import bid, scenario

    ours = [11, 20, 30, 44, 46, 77, 80, 85, 99]     # Stormsail 4, 7, Sea Sabre 1, 5, 6, Black Viper 6, 7, 9, Monkey
    hands = [[38, 35, 40, 32, 62, 72, 88, 91, 0, 69], [5, 100, 17, 18, 58, 22, 43], ours,
             [10, 4, 81, 33, 84, 98, 31, 55, 26]]
    discard = [3, 39, 101, 71, 82, 57, 74, 51, 73, 60, 48, 95, 25, 75, 79, 41, 107, 66, 2, 56, 59, 42, 103, 97,
               94, 13, 93, 86, 53, 76, 67, 16, 47, 7, 105, 96, 14, 64, 92, 87]

    def check(seed):
        m = scenario(hands, auction=89, dealer=3, discard=discard, round=12, shown=[[32, 0], [], [], [31]])
        bid(m, 1, [])
        own_moves(m, 2, captain("all_hands", level, seed))
        cards = list(m.state.bids[2] or m.state.draft[2] or [])
        return 44 not in cards and 46 not in cards, [C.name(c) for c in cards]
    failing = seeds_failing(check, seeds=1 if level == "rule_of_thumb" else 5)
    assert len(failing) <= (0 if level == "rule_of_thumb" else 1), failing


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_hidden_plunder_counts_the_auction_card_our_lone_bid_wins(level):
    """Ours is the only bid (a Hidden Plunder and a Sea Sabre 4) for the Black Viper 5: 'The Captain
    who has the highest value in his bid after all Action Cards are resolved ... wins the card', so
    the Black Viper 5 joins our Black Viper 6 and 7 whatever the Hidden Plunder takes. A second Black
    Viper 5 from the discard pile brings nothing; a Stormsail 10 beside our Stormsail 9 and the
    Pirate Monkey makes a second run of three, a card from a win. Played to the end (300 samples):
    the Black Viper 5 0.663, a Stormsail 10 0.760. (bench/blunders.py, seed 268 position 17: the rule
    of thumb took the Black Viper 5, judging the discard pile against the hand without the card it
    was about to win.)"""
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    mine = [crew(S, 9), crew(B, 1), crew(B, 3), crew(V, 6), crew(V, 7), act("dock"), act("monkey"), act("plunder"),
            crew(B, 4, 1)]
    discard = [crew(V, 10), crew(S, 5), act("mermaid"), crew(S, 10), crew(S, 5, 1), crew(B, 10), crew(V, 9),
               crew(S, 10, 1), crew(V, 9, 1), crew(V, 5, 1), crew(B, 4), crew(V, 7, 1)]
    rivals = [[crew(S, 1), crew(S, 3), crew(B, 5), crew(B, 8), crew(V, 2), crew(V, 8)],
              [crew(S, 2, 1), crew(S, 6, 1), crew(B, 2), crew(B, 9), crew(V, 3), crew(V, 10, 1)],
              [crew(S, 4, 2), crew(S, 7, 2), crew(B, 6, 1), crew(B, 7, 1), crew(V, 1, 1), crew(V, 4, 1)]]
    m = scenario(rivals + [mine], auction=crew(V, 5), dealer=1, discard=discard)
    for s in (2, 3, 0, 1):
        bid(m, s, [act("plunder"), crew(B, 4, 1)] if s == 3 else [])
    d = m.decision_for(3)
    assert d is not None and d.step == "choose_plunder"

    def check(seed):
        move = captain("all_hands", level, seed).choose(m.view(3), d)
        return move["card"] in (crew(S, 10), crew(S, 10, 1)), move
    failing = seeds_failing(check)
    assert len(failing) <= 1, failing


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(2))
def test_all_hands_a_short_hand_bids_its_spare_copy_beside_its_junk_for_the_pirate_monkey(level, seed):
    """Six cards, too few to win, with two Stormsail 5s; the Pirate Monkey ('Wild card: stands in for
    any pirate crew card in a run') is up. A short hand bids one crew card at most, since 'all bid
    cards are then discarded', won or lost; but the second Stormsail 5 adds nothing to any run, so
    it costs nothing to bid beside the Black Viper 9. Played to the end (400 samples): the Black
    Viper 9 alone 0.215 of a win, with a Stormsail 5 0.307. (bench/blunders.py, seed 269 position 22:
    the rule of thumb bid the Black Viper 9 alone.)"""
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    mine = [crew(S, 5, 1), crew(S, 5, 2), crew(S, 10), crew(B, 1), crew(V, 2), crew(V, 9)]
    rivals = [[crew(V, 1), act("brawl"), crew(S, 3), crew(B, 7), crew(V, 4), crew(B, 10)],
              [crew(S, 5), crew(S, 8), crew(B, 3), crew(V, 6), crew(V, 7), crew(S, 2)],
              [crew(B, 9), crew(S, 9), crew(B, 4), crew(V, 8), crew(S, 1)]]
    m = scenario(rivals + [mine], auction=act("monkey"), dealer=2, round=3,
                 discard=[crew(B, 5), act("king"), crew(B, 6), crew(B, 2)])
    own_moves(m, 3, captain("all_hands", level, seed))
    bid = m.state.bids[3] or []
    assert crew(V, 9) in bid and len({crew(S, 5, 1), crew(S, 5, 2)} & set(bid)) == 1, bid


def test_all_hands_a_spare_copy_for_the_pirate_monkey_stays_within_the_crew_cards_a_bid_may_hold():
    """Twelve cards, two Sea Sabre 2s, the Pirate Monkey up: the spare copy joins the bid only while it
    holds fewer crew cards than any bid may (`MAX_BID_CREW`, the search's veto's cap too). Past it the
    search's Normal, its rule-of-thumb plan vetoed, added and took back cards one by one without end
    (tests/rules/test_contract_properties.py found a game that never ended)."""
    from game.ai.all_hands import MAX_BID_CREW
    from game.engine.view import as_view
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    mine = [crew(B, 7), crew(B, 2), crew(B, 3), act("cutpurse"), crew(V, 4), crew(B, 4), crew(V, 2), crew(B, 8),
            crew(S, 6), crew(V, 5), crew(B, 2, 1), crew(V, 7)]
    rivals = [[crew(S, 1), crew(S, 3), crew(B, 5), crew(V, 8)], [crew(S, 2), crew(S, 7), crew(B, 9), crew(V, 9)],
              [crew(S, 4), crew(S, 8), crew(B, 10), crew(V, 10)]]
    m = scenario([mine] + rivals, auction=act("monkey"), dealer=3, round=4)
    plan = make_heuristic("all_hands", random.Random(1)).bid_plan(as_view(m.view(0)), remember=False)
    assert sum(C.is_crew(c) for c in plan) <= MAX_BID_CREW, [C.name(c) for c in plan]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_calls_the_cheat_holding_fourteen_cards(level):
    """'If the Captain has 13 or more cards, the calling Captain gets to pull cards randomly from his
    hand until only 12 remain and may then keep one': a free card, and the bid still follows."""
    from tests.rules.test_all_hands_examples import crew, scenario

    hands = [[crew(0, r) for r in (1, 3, 5)] + [crew(2, 2)],
             [crew(0, r, 1) for r in (2, 4, 6, 8, 10)] + [crew(1, r, 1) for r in (1, 3, 5, 7, 9)]
             + [crew(2, r, 1) for r in (1, 3, 5, 7)],
             [crew(1, 2), crew(2, 4), crew(1, 6)],
             [crew(1, 8), crew(2, 6), crew(2, 8)]]
    m = scenario(hands, auction=crew(1, 10), dealer=3)
    action = captain("all_hands", level, 1).choose(m.view(0), m.decision_for(0))
    assert action.kind == "call_cheat" and action["target"] == 1



@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_pieces_of_eight_keeps_the_bid_card_that_completes_seven_in_a_row(level):
    """Pieces of Eight: 'select one of the bid cards on the table ... take the selected bid card into
    your hand'. Black Viper 2-7 in hand; Cat bid the Black Viper 8 (listed after Ben's Sea Sabre 4)."""
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    hands = [[crew(V, r) for r in (2, 3, 4, 5, 6, 7)] + [act("eight")],
             [crew(S, 9), crew(B, 4), crew(S, 2)],
             [crew(V, 8), crew(B, 6), crew(S, 3)]]
    m = scenario(hands, auction=crew(B, 1), dealer=2)
    bid(m, 0, [act("eight")])
    bid(m, 1, [crew(B, 4)])
    bid(m, 2, [crew(V, 8)])
    d = m.decision_for(0)
    assert d.step == "choose_eight" and d.actions[0] != Action.of("choose", card=crew(V, 8))
    assert captain("all_hands", level, 1).choose(m.view(0), d) == Action.of("choose", card=crew(V, 8))


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_the_pirate_kings_tribute_is_the_card_our_run_does_not_need(level):
    """The Pirate King: 'All other Captains must select a card from their hand and pay it in tribute'.
    Stormsail 2-6 in hand and a lone Black Viper 1 (the Sea Sabre 10 is bid): the Viper goes."""
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    hands = [[crew(S, r) for r in (2, 3, 4, 5, 6)] + [crew(V, 1), crew(B, 10)],
             [act("king"), crew(B, 4), crew(V, 2)],
             [crew(V, 9), crew(B, 6), crew(S, 10)]]
    m = scenario(hands, auction=crew(B, 1), dealer=2)
    bid(m, 0, [crew(B, 10)])
    bid(m, 1, [act("king")])
    bid(m, 2, [])
    d = m.decision_for(0)
    assert d.step == "choose_tribute"
    assert captain("all_hands", level, 1).choose(m.view(0), d) == Action.of("choose", card=crew(V, 1))


def _rivals_until_tribute(m: Match, seat: int) -> None:
    """Rule-of-thumb captains answer every decision before `seat` is asked its Pirate King's tribute."""
    rivals = {s: captain("all_hands", "rule_of_thumb", s) for s in range(m.state.players)}
    while not [d for d in m.pending() if d.seat == seat and d.step == "choose_tribute"]:
        d = m.pending()[0]
        m.submit(d.seat, rivals[d.seat].choose(m.view(d.seat), d))


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_the_pirate_kings_tribute_keeps_a_high_card_to_bid(level):
    """The Pirate King: 'All other Captains must select a card from their hand and pay it in tribute'.
    Cora holds Black Viper 3, 4, 5 and 10 and a Pieces of Eight: the 10 is as far from her run as the
    action card is from any use, but it bids 10 ('the value of all of the crew cards that have been
    bid are added together'), and it may be the card the King's Captain keeps for a run of his. Played
    to the end (400 samples): the Pieces of Eight paid 0.170 of a win, the Black Viper 10 0.130
    (bench/blunders.py, All Hands seed 264, position 19: 0.065 of a win more)."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import bid, scenario

    hands = [[107, 47, 1, 5, 20, 36, 40, 80, 84, 63], [75, 13, 24, 44, 53, 86],
             [66, 71, 74, 89, 97, 106], [48, 67, 32, 11, 3, 26, 38]]
    m = scenario(hands, auction=19, dealer=1, discard=[55, 7, 58, 51, 65, 30, 56, 49, 33, 34, 91, 52, 0, 103, 29])
    bid(m, 2, [106])                # a Tavern Brawl
    bid(m, 3, [48, 67, 32])
    bid(m, 0, [107])                # the Pirate King
    bid(m, 1, [])
    _rivals_until_tribute(m, 2)
    d = m.decision_for(2)
    paid = captain("all_hands", level, 1).choose(m.view(2), d)
    assert paid == Action.of("choose", card=C.ACTION_IDS["eight"][0]), C.name(paid["card"])


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_the_pirate_kings_tribute_keeps_the_hands_outs(level):
    """The Pirate King: 'All other Captains must select a card from their hand and pay it in tribute'.
    Stormsail 7, 9, Sea Sabre 2, 6, 8, a lone Black Viper 3, a Pieces of Eight and a Pirate Monkey,
    three cards from 'three consecutive pirates from each of the three suits': the Black Viper 3 is
    as far from a run as the Pieces of Eight is from any use, but without it the hand keeps 4 of its 9
    outs (cards that would each bring it a step nearer). Played to the end (400 samples, standard
    error 0.025): the Pieces of Eight paid 0.66 of a win, the Black Viper 3 0.49 (the rule of thumb's
    tribute before), the Sea Sabre 2 0.55, the Stormsail 7 0.50. (bench/rule_change.py, All Hands
    seed 34, game 176.)"""
    from tests.rules.test_all_hands_examples import bid, scenario

    hands = [[36, 92, 35, 32, 64, 16, 14, 29, 107], [41, 75, 8, 34, 11, 72, 78, 82, 53],
             [98, 20, 52, 26, 33, 46, 103, 100, 66, 28], [39, 7, 101, 3, 71, 19, 13, 67, 30]]
    discard = [91, 86, 68, 57, 55, 89, 58, 45, 23, 79, 56, 94, 10, 6, 84, 62, 38, 51, 95, 4, 69, 31, 40, 96,
               54, 105, 93]

    def check(seed):
        m = scenario(hands, auction=50, dealer=1, discard=discard, round=10, shown=[[], [82], [], []],
                     brawled=[1], committed=[False, True, False, False])
        bid(m, 0, [107])            # the Pirate King
        bid(m, 2, [103, 28])        # a Rum and the Stormsail 10
        bid(m, 3, [])
        _rivals_until_tribute(m, 2)
        paid = captain("all_hands", level, seed).choose(m.view(2), m.decision_for(2))
        return paid == Action.of("choose", card=98), paid
    failing = seeds_failing(check, seeds=1 if level == "rule_of_thumb" else 5)
    assert len(failing) <= (0 if level == "rule_of_thumb" else 1), failing


def _run_shown_to_all(players: int, mine: list[int], **extra):
    """Barbossa (seat 1) won Stormsail 2-7 at auction, in plain sight; the Stormsail 8 is up."""
    from tests.rules.test_all_hands_examples import B, S, V, crew, scenario

    run = [crew(S, r) for r in (2, 3, 4, 5, 6, 7)]
    hands = [mine, run + [crew(B, 4, 1), crew(V, 5, 1)],
             [crew(S, 1, 1), crew(B, 1, 1), crew(V, 3, 1), crew(B, 9, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 5, 2)]][:players]
    shown = [[], run, [], []][:players]
    return scenario(hands, auction=crew(S, 8), dealer=players - 1, shown=shown, **extra)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", (2, 4))
def test_all_hands_outbids_the_rival_the_auction_card_would_win_the_game_for(level, players):
    """'Be the first captain to ... build a crew of seven consecutive pirates': everybody saw
    Barbossa win Stormsail 2-7, so the Stormsail 8 wins him the game. Passing loses it (at four
    players the search once left the bidding to the others); bidding the junk wins the card."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, V, crew

    mine = [crew(V, 10), crew(B, 9), crew(V, 6), crew(B, 3), crew(V, 1)]
    m = _run_shown_to_all(players, mine)
    own_moves(m, 0, captain("all_hands", level, players))
    bid = m.state.bids[0] or []
    assert C.bid_value([c for c in bid if C.is_crew(c)], m.state.auction) >= 19, [C.name(c) for c in bid]


def test_all_hands_a_denying_bid_spends_the_cards_our_hand_needs_last():
    """Outbidding the rival costs cards: the most bid for the least use to our hand goes first (the
    Sea Sabre 10 and 9, a pair that helps little), our own run of three after them."""
    from game.ai.all_hands import deny_plan, threatened_by
    from tests.rules.test_all_hands_examples import B, S, V, crew

    run = [crew(V, 5), crew(V, 6), crew(V, 7)]
    junk = [crew(B, 10), crew(B, 9), crew(S, 1)]
    view = _run_shown_to_all(2, run + junk).typed_view(0)
    plan = deny_plan(view, threatened_by(view))
    assert plan[:2] == junk[:2] and set(plan) & set(run)



@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_tie_for_the_card_that_would_win_a_rival_the_game_is_bid_again(level):
    """'the tied Captains bid one or more cards more, or forfeit': forfeiting hands Barbossa the
    Stormsail 8 and the game, so the denial holds in the tie too."""
    from tests.rules.test_all_hands_examples import B, V, bid, crew

    m = _run_shown_to_all(2, [crew(V, 10), crew(B, 9), crew(V, 6), crew(B, 3), crew(V, 1)])
    bid(m, 0, [crew(B, 9)])
    bid(m, 1, [crew(B, 4, 1), crew(V, 5, 1)])        # 9 each: a tie
    assert m.state.tie and m.state.contenders == [0, 1]
    played = own_moves(m, 0, captain("all_hands", level, 1))
    assert played[-1].kind == "bid" and 0 in m.state.contenders, played


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_tie_is_not_bid_again_with_a_card_of_the_run(level):
    """Stormsail 2, 4, 5, 6, 7, 8: the Stormsail 3 makes 'seven consecutive pirate crew cards from
    one suit'. A tie for a Mermaid is bid again with 'one or more cards' or forfeited, and every bid
    card is discarded: no Stormsail card may go, or the run is two short. (The rule of thumb bid its
    lowest crew card to keep the claim, the Stormsail 2; bench/blunders.py, seed 180: forfeiting won
    15 points of win share more, and 22 more than bidding the 2 and the 8.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    run = [crew(S, r) for r in (2, 4, 5, 6, 7, 8)]
    hands = [run + [crew(V, 3), crew(V, 5), act("dock")],
             [crew(B, 8), crew(S, 9, 1), crew(V, 4, 1), crew(B, 5, 1), crew(S, 1, 1), crew(V, 9, 1)],
             [crew(S, 10), crew(B, 2, 1), crew(V, 7, 1), crew(B, 6, 1), crew(V, 1, 1), crew(S, 5, 1)],
             [crew(B, 10), crew(B, 3, 1), crew(V, 8, 1), crew(B, 7, 1), crew(S, 9, 2), crew(V, 2, 1)]]
    m = scenario(hands, auction=act("mermaid"), dealer=3)
    bid(m, 0, [crew(V, 3), crew(V, 5)])
    bid(m, 1, [crew(B, 8)])                 # 8 each: a tie
    bid(m, 2, [])
    bid(m, 3, [])
    assert m.state.tie and m.state.contenders == [0, 1]
    own_moves(m, 0, captain("all_hands", level, 1))
    assert set(run) <= set(m.state.hands[0]), [C.name(c) for c in m.state.hands[0]]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_tie_for_a_mermaid_near_a_win_is_bid_again_with_a_rum(level):
    """Tied on 19 with Bart for a Mermaid, two cards from a win (Stormsail 4, Sea Sabre 1, 2, 4, 6, Black
    Viper 3, 4 and a Pirate Monkey): 'each Captain involved in the tie must bid another one or more
    cards', and Bart bids again too. 'Rum automatically wins the card that is up for auction': crew
    cards bid again may be outbid, and 'all bid cards are then discarded'. Played to the end by the
    rule of thumb, 600 samples: the Rum 0.665 of a win (se 0.02), the rule of thumb's Stormsail 4 and
    Black Viper 3 and 4 0.402, forfeiting 0.437 (bench/blunders.py, All Hands seed 262, position 6)."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import act, bid, scenario

    hands = [[10, 31, 34, 40, 45, 67, 69, act("cutpurse"), act("monkey"), act("rum"), 88, 85],
             [57, 54, 74, 19, 2, 5, 21, 48, 60, 77, 80, 11],
             [30, 26, 14, 23, 61, 64, 87, 94],
             [16, 3, 37, 42, 50, 63, 78, 81, 86, 12, 98]]
    m = scenario(hands, auction=act("mermaid"), dealer=2,
                 discard=[35, 73, 58, 27, 28, 83, 6, 68, 49, 76, 71, 24, 72, 65, 59, 84, 52, 82, 32, 8, 1])
    bid(m, 3, [16])
    bid(m, 0, [88, 85])         # Black Viper 10 and 9
    bid(m, 1, [57, 54])         # Sea Sabre 10 and 9: 19 each, a tie
    bid(m, 2, [30])
    assert m.state.tie and m.state.contenders == [0, 1]
    own_moves(m, 0, captain("all_hands", level, 1))
    assert act("rum") in (m.state.bids[0] or ()), [C.name(c) for c in m.state.bids[0] or ()]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_rum_takes_the_card_that_brings_a_hand_three_from_a_win_nearer(level):
    """Sea Sabre 4, 5, 6 and 10 in hand, three cards from 'seven consecutive pirate crew cards', and
    the Sea Sabre 8 up for auction: won, the hand is two cards from a win. 'Rum automatically wins the
    card that is up for auction'; crew cards alone may be outbid, and 'all bid cards are then
    discarded'. Played to the end by the rule of thumb (600 samples): the Pirate King and the Black
    Viper 7 0.233 of a win, passing 0.233, the King, the Rum and the Black Viper 7 0.308, the Rum alone
    0.330 (bench/blunders.py, All Hands seed 265, position 8)."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import act, scenario

    hands = [[102, 100, 12, 30, 20, 47, 22, 29], [101, 56, 62, 79, 70, 5, 67, 91, 76],
             [98, 97, 34, 42, 37, 73, 19, 32, 2, 36],
             [act("dock"), 58, act("rum", 2), act("dock", 1), 46, 43, 39, 80, act("king")]]
    m = scenario(hands, auction=53, dealer=2, discard=[66, 57, 81, 7, 85, 41, 69, 71, 82, 52, 51, 4, 1, 95])
    own_moves(m, 3, captain("all_hands", level, 1))
    bid = m.state.bids[3] or ()
    assert act("rum", 2) in bid, [C.name(c) for c in bid]


def test_all_hands_a_rum_up_for_auction_is_not_bought_with_crew_cards():
    """A Rum up for auction is no card of any run: it 'automatically wins the card that is up for
    auction' some later round, and is spent doing so. Bought with crew cards, it costs them now,
    won or lost ('all bid cards are then discarded'). The rule of thumb bid three for it here, the
    Black Viper 4, Sea Sabre 2 and Stormsail 1 (bench/blunders.py, All Hands seed 183, position
    12: passing won 11 points of win share more, played to the end with 500 samples)."""
    assert not _crew_bid_for_a_rum("rule_of_thumb", 1)


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_all_hands_searching_levels_buy_a_rum_up_for_auction_with_no_crew_card_on_most_seeds(level):
    """As above, of the searching levels, which on a seed in ten or twenty favour a crew card or two
    (Hard's two trees the Stormsail 1 alone)."""
    failing = seeds_failing(lambda seed: (not (bid := _crew_bid_for_a_rum(level, seed)), bid), seeds=6)
    assert len(failing) <= 1, failing


def _crew_bid_for_a_rum(level: str, seed: int) -> list[str]:
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    hands = [[crew(V, 6, 2), crew(B, 4, 2), crew(B, 8), crew(S, 9), crew(B, 5, 1), crew(V, 7, 2), crew(V, 10, 2)],
             [crew(S, 1, 2), crew(S, 9, 2), crew(S, 10, 1), crew(B, 2, 2), crew(V, 4, 1), act("monkey"), act("shady")],
             [crew(V, 7), crew(B, 6, 1), crew(V, 9, 2), crew(B, 9), crew(B, 6), crew(B, 1)],
             [act("brawl"), crew(S, 7, 2), act("mermaid"), crew(V, 3, 2), act("rum"), crew(V, 4)]]
    m = scenario(hands, auction=act("rum", 1), dealer=2, discard=[crew(B, 10, 1), act("cutpurse"),
                                                                   crew(S, 10, 2), crew(V, 2)])
    bid(m, 3, [crew(V, 4)])
    bid(m, 2, [])
    own_moves(m, 1, captain("all_hands", level, seed))
    return [C.name(c) for c in m.state.bids[1] or () if C.is_crew(c)]


def test_all_hands_a_crew_card_worth_no_step_gets_a_card_held_twice_when_every_rival_passed():
    """Stormsail 1 twice, 7 and 8, Sea Sabre 9 and Black Viper 5; the Black Viper 8 is up for auction
    and brings the hand no step. 'The Captain who has the highest value in his bid ... wins the card',
    and a run takes one card of each rank, so the second Stormsail 1 is worth nothing: with every rival
    passed, it wins the card for nothing. (bench/blunders.py, All Hands seed 276, position 20: the rule
    of thumb passed, 0.172 of a win played on against 0.218 for the copy, 500 samples. Over 120
    positions of real games where the rule changed the bid, +0.009 of a win; on this table, rivals
    dealt, the two lie within the noise, 0.197 and 0.203: asked of the rule of thumb only.)"""
    from tests.rules.test_all_hands_examples import B, S, V, bid, crew, scenario

    hands = [[crew(S, 1), crew(S, 1, 1), crew(S, 7), crew(S, 8), crew(B, 9), crew(V, 5)],
             [crew(B, 5), crew(B, 1), crew(S, 10), crew(B, 6), crew(V, 8, 1), crew(V, 3)],
             [crew(B, 10), crew(B, 7), crew(B, 1, 1), crew(V, 7), crew(B, 5, 1), crew(B, 8)],
             [crew(S, 9), crew(B, 10, 1), crew(V, 4), crew(S, 10, 1), crew(V, 10), crew(V, 2)]]
    m = scenario(hands, auction=crew(V, 8), dealer=3)
    for seat in (1, 2, 3):
        bid(m, seat, [])
    played = own_moves(m, 0, captain("all_hands", "rule_of_thumb", 1))
    assert played[1] == Action.of("bid") and played[0] in (Action.of("add", card=crew(S, 1)),
                                                           Action.of("add", card=crew(S, 1, 1))), played
    assert crew(V, 8) in m.state.hands[0]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_all_hands_three_cards_from_winning_junk_that_wins_the_mermaid_is_bid(level, seed):
    """Sea Sabre 2-3 and Black Viper 3-4 with five Stormsail cards (1, 2, 4, 9, 10) and a Rum: three
    cards from a win. The Mermaid 'draws one card randomly from the hand of every other Captain' and
    keeps one: one may be a card the hand lacks. The Stormsail 10 and 9 are junk (no run of three needs
    them) and bid 19, which wins it; one alone does not, and 'all bid cards are then discarded' won or
    lost. Played on (500 samples, rivals' hands as dealt here): passing 0.254, the 10 alone 0.278, the
    10 and 9 0.448, with the Stormsail 1 too 0.492. (bench/blunders.py, All Hands seed 277, position
    10: the rule of thumb, bidding for a Mermaid only two cards from a win, passed; 0.305 against 0.47.)
    Two cards or more, all Stormsail: the runs and the Rum stay."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import scenario

    hands = [[44, 48, 32, 79, 45, 54, 28, 47, 81, 90], [56, 68, 26, 49, 85, 58],
             [0, 70, 59, 89, 74, 88, 82, 78, 23], [2, 5, 9, 24, 29, 35, 36, 66, 69, 103]]
    discard = [72, 86, 102, 4, 84, 16, 42, 30, 1, 75, 27, 21, 105, 55, 63, 95, 57, 107, 51, 33]
    m = scenario(hands, auction=96, dealer=3, discard=discard)
    assert C.action(96) == "mermaid" and C.action(103) == "rum"
    own_moves(m, 3, captain("all_hands", level, seed))
    bid = list(m.state.bids[3] or m.state.draft[3] or [])
    assert len(bid) >= 2 and set(bid) <= {2, 5, 9, 24, 29}, [C.name(c) for c in bid]


def test_all_hands_a_card_held_twice_is_bid_for_a_mermaid():
    """A run takes one card of each rank ('seven consecutive pirate crew cards from one suit'), so a
    second Stormsail 2 or Black Viper 4 is worth nothing to the hand, while a Mermaid 'draws one card
    randomly from the hand of every other Captain' when it is played. Played to the end (500
    samples): passing 0.32 of a win, a Black Viper 4 bid 0.38, both Black Viper 4s 0.376 (far from
    a win the last copy costs no step either: as good, within 2 points), a Stormsail 2 and a Black
    Viper 4 0.378. Only the cards held twice are bid, never the Sea Sabres the hand builds on.
    (The rule of thumb passed on Mermaids far from a win; bench/blunders.py, All Hands seed 184,
    flagged it at +15 points.) Asked of the rule of thumb only: played on by today's rule of thumb,
    which bids better for the other auctions, the Black Viper 4 is 0.306 of a win and passing 0.294
    (500 samples, standard error 0.02), no clear best for a search of a few hundred playouts."""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    mine = [crew(S, 2, 1), crew(S, 2, 2), crew(B, 4), crew(B, 6, 1), crew(B, 8, 1), crew(V, 4, 1), crew(V, 4, 2)]
    hands = [[crew(B, 8, 2), crew(S, 9, 2), crew(B, 5, 1), crew(V, 8), act("cutpurse")],
             [crew(B, 10), crew(B, 6, 2), crew(S, 10, 2), crew(V, 7, 2), crew(B, 4, 2)],
             [act("eight"), crew(V, 4), crew(S, 9, 1), crew(B, 7), crew(V, 10, 1)], mine]

    def check(seed):
        m = scenario(hands, auction=act("mermaid"), dealer=1, discard=[crew(V, 7), crew(B, 4, 1), act("king")])
        bid(m, 2, [])
        own_moves(m, 3, captain("all_hands", "rule_of_thumb", seed))
        bid_cards = m.state.bids[3] or []
        return (bool(bid_cards) and set(bid_cards) <= {crew(S, 2, 1), crew(S, 2, 2), crew(V, 4, 1), crew(V, 4, 2)}
                and {crew(B, 4), crew(B, 6, 1), crew(B, 8, 1)} <= set(m.state.hands[3])), [C.name(c) for c in bid_cards]
    passed, played = check(1)
    assert passed, played


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_far_from_a_win_a_mermaid_gets_a_spare_copy_and_a_card_worth_nothing(level):
    """Sea Sabre 1, 2, 4, 8, 8, 10 with Stormsail 9 and Black Viper 5, in the fifth round: four cards
    from seven in a row. The Mermaid 'draws one card randomly from the hand of every other Captain';
    'all bid cards are then discarded', won or lost. The second Sea Sabre 8 costs the hand nothing,
    and nor does the Stormsail 9 or the Black Viper 5, which join nothing it holds. Played to the end
    (500 samples): passing 0.24 of a win, the Sea Sabre 8 alone 0.27, with the Stormsail 9 0.41
    (with the Black Viper 5 instead 0.38). (bench/blunders.py, All Hands seed 257, flagged the rule
    of thumb passing where the search bid junk for a Mermaid or the Pirate King, at +3 to +8 points;
    one rule-of-thumb captain adding such a card won 8,267 of 32,000 games against three that did
    not, 25.8% against 24.8%.) The copy with both junk cards played to the end (500 samples) 0.396,
    the copy with the Stormsail 9 0.426, with the Black Viper 5 0.374: all three far above passing,
    and the searches bid any of them. Now and then they bid the Stormsail 9 with the Sea Sabre 10
    (0.374, as much as the Black Viper 5 with the copy, but a card of the run): Normal on 2 of seeds
    0-11 before the rule of thumb counted the card a lone bid wins when it digs in the discard pile,
    1 of 12 after (seed 0); Hard 1 of seeds 0-7 before and after (seed 1). Which seeds do so moves
    with what the process played before (the search's planner keeps its bid plans), so the search
    levels are asked it of 5 seeds in 6, the rule of thumb of each."""
    seeds = range(2, 5) if level == "rule_of_thumb" else range(2, 8)
    right = sum(_far_mermaid_bid_is_spare(level, seed) for seed in seeds)
    assert right >= len(seeds) - (level != "rule_of_thumb"), f"{right} of {len(seeds)}"


def _far_mermaid_bid_is_spare(level: str, seed: int) -> bool:
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    mine = [act("plunder"), crew(B, 4, 1), act("eight"), crew(B, 2, 1), crew(B, 10), crew(B, 8, 2), crew(V, 5),
            crew(S, 9, 1), crew(B, 8), crew(B, 1, 2)]
    hands = [mine,
             [crew(V, 1, 2), crew(V, 3), act("dock", 1), crew(S, 7, 2), crew(B, 7, 2), crew(S, 8, 2), crew(B, 9, 2)],
             [crew(B, 2, 2), crew(V, 3, 2), crew(V, 8, 2), crew(S, 6), crew(V, 6), crew(V, 2, 1), act("rum", 2),
              act("monkey", 1)],
             [crew(S, 4), crew(S, 2, 1), act("rum"), crew(S, 3, 2), crew(S, 7, 1), crew(S, 6, 1), crew(S, 10, 1)]]
    discard = [crew(B, 10, 2), act("king"), crew(V, 6, 2), crew(V, 10, 2), crew(V, 10), crew(V, 7, 1),
               act("cutpurse", 1), crew(V, 6, 1)]
    m = scenario(hands, auction=act("mermaid", 1), dealer=0, discard=discard, round=5,
                 shown=[[crew(B, 2, 1), crew(B, 10), crew(B, 8, 2)], [], [], [crew(S, 6, 1)]])
    own_moves(m, 0, captain("all_hands", level, seed))
    bid_cards = sorted(m.state.bids[0] or [])
    spare = ([crew(B, 8)], [crew(B, 8, 2)])
    junk = ([crew(S, 9, 1)], [crew(V, 5)], [crew(S, 9, 1), crew(V, 5)])
    return any(bid_cards == sorted(copy + cards) for copy in spare for cards in junk)


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_of_two_cards_either_of_which_the_run_spares_the_higher_is_bid(level):
    """Black Viper 3, 5, 7, 8, 9, 10 and a Pirate Monkey: with a Black Viper 4 the hand wins as 3-9 or
    as 4-10, so it spares the 3 or the 10, not both. For the Pirate King ('all other Captains must
    select a card from their hand and pay it in tribute') the 10 bids 10 ('the value of all of the
    crew cards that have been bid are added together'), the 3 bids 3: Black Viper 10 and Stormsail 7
    bid 17 with two cards where Stormsail 7, Stormsail 3 and Black Viper 3 bid 13 with three. Played
    to the end (400 samples): 0.603 of a win against 0.562. (bench/blunders.py, All Hands seed 187,
    flagged the three-card bid at +8 points; one rule-of-thumb captain spending the higher of such
    cards first won 4,182 of 16,000 games against three of before, 26.1%.)"""
    from game.rules.all_hands import data as C
    from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

    mine = [crew(S, 2), crew(S, 3), crew(S, 7), crew(V, 3), crew(V, 5), crew(V, 7), crew(V, 8), crew(V, 9),
            crew(V, 10), act("monkey")]
    hands = [mine,
             [crew(B, 1), crew(B, 2, 1), crew(B, 4), crew(S, 9), crew(V, 1), crew(S, 5, 1), act("rum"), crew(B, 8, 1)],
             [crew(S, 8, 1), crew(B, 6), crew(B, 7), crew(V, 2), crew(S, 1), crew(S, 4), crew(B, 9), crew(V, 6, 2),
              crew(B, 10), act("cutpurse"), crew(S, 10)],
             [crew(V, 9, 1), crew(V, 6, 1), crew(V, 10, 1), crew(B, 3), crew(B, 5), crew(S, 6, 1), crew(B, 2, 2),
              crew(S, 9, 2), crew(B, 10, 2), crew(S, 5, 2), act("shady"), act("eight")]]
    m = scenario(hands, auction=act("king"), dealer=3, discard=[crew(V, 4, 1), crew(S, 6), act("mermaid")])
    own_moves(m, 0, captain("all_hands", level, 1))
    bid_cards = m.state.bids[0] or []
    assert crew(V, 10) in bid_cards and crew(V, 3) not in bid_cards, [C.name(c) for c in bid_cards]
    assert {crew(V, 3), crew(V, 5), crew(V, 7), crew(V, 8), crew(V, 9), act("monkey")} <= set(m.state.hands[0])


def test_all_hands_a_denying_rum_takes_the_highest_crew_card_along():
    """'Among Rum bidders the highest crew value wins' (decisions.md): should the rival bid a Rum
    too, the denying Rum takes a crew card along, the one that bids most for the least use to our
    hand: the lone Sea Sabre 9 (9), not the Black Viper 10 that goes with our Viper 6."""
    from game.ai.all_hands import deny_plan, threatened_by
    from tests.rules.test_all_hands_examples import B, V, act, crew

    mine = [act("rum"), crew(V, 10), crew(B, 9), crew(V, 6)]
    view = _run_shown_to_all(2, mine).typed_view(0)
    plan = deny_plan(view, threatened_by(view))
    assert plan == [act("rum"), crew(B, 9)]

@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_falls_off_the_dock_with_the_card_that_would_win_a_rival_the_game(level):
    """'Fall Off the Dock: the card that is up for auction is sent to the discard pile': nobody
    can then win it, whatever they bid."""
    from tests.rules.test_all_hands_examples import B, V, act, crew

    m = _run_shown_to_all(2, [crew(V, 2), crew(B, 3), act("dock"), crew(V, 1)])
    own_moves(m, 0, captain("all_hands", level, 5))
    assert act("dock") in (m.state.bids[0] or [])


def test_all_hands_a_brawling_rival_cannot_win_the_auction_so_nobody_need_deny_him():
    """'Tavern Brawl: ... he is not allowed to bid on the auction'."""
    from game.ai.all_hands import threatened_by
    from tests.rules.test_all_hands_examples import B, V, crew

    mine = [crew(V, 10), crew(B, 9), crew(V, 6)]
    assert threatened_by(_run_shown_to_all(3, mine).typed_view(0)) == [1]
    assert threatened_by(_run_shown_to_all(3, mine, brawled=[1]).typed_view(0)) == []


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_cutpurse_throws_out_the_card_that_makes_our_bid_the_highest(level):
    """'Cutpurse: remove any one bid card from play before resolution of the auction'; 'the Captain
    who has the highest value in his bid ... wins the card'. Our 9 against Bart's 4 + 6 and Cat's 8:
    without one of Bart's cards we win; without Cat's 8 (the highest card) Bart still does."""
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    m = scenario([[act("cutpurse"), crew(S, 9), crew(V, 1)], [crew(B, 4), crew(B, 6)], [crew(B, 8), crew(B, 7)]],
                 auction=crew(V, 10), dealer=2)
    bid(m, 0, [act("cutpurse"), crew(S, 9)])
    bid(m, 1, [crew(B, 4), crew(B, 6)])
    bid(m, 2, [crew(B, 8)])
    assert m.decision_for(0).step == "choose_cutpurse"
    own_moves(m, 0, captain("all_hands", level, 1))
    assert crew(V, 10) in m.state.hands[0]


@pytest.mark.parametrize("level", LEVELS)
def test_all_hands_a_cutpurse_alone_on_the_table_throws_none(level):
    """A Cutpurse 'allows' a throw: with only our own bid on the table, throwing out our Navigator
    would lose the card we are winning."""
    from tests.rules.test_all_hands_examples import B, S, V, act, bid, crew, scenario

    m = scenario([[act("cutpurse"), crew(V, 7), crew(V, 2)], [crew(B, 4)]], auction=crew(S, 1))
    bid(m, 0, [act("cutpurse"), crew(V, 7)])
    bid(m, 1, [])
    assert m.decision_for(0).step == "choose_cutpurse"
    own_moves(m, 0, captain("all_hands", level, 1))
    assert crew(S, 1) in m.state.hands[0]


# ---- Privateer -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_privateer_sinks_the_last_enemy_ship_in_range_and_wins(level):
    """Blue's only ship is exactly two hexes off Red's bow and Red rolled a cannonball 2: sinking
    it earns a doubloon and leaves Red the last fleet at sea, a doubloon more for the day."""
    from tests.rules.test_privateer_rules import at, battle

    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("cannon", 2), ("sail", 2)], gold=[5, 5])
    own_moves(m, 0, captain("privateer", level, 3))
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_the_last_fight_s_winning_shot_is_lined_up_not_thrown_into_the_sea(level, seed):
    """The last battle's last fight: Dirk's two ships (2 doubloons) against Anne's last ship (2), with
    Bart out of the battle on 4. Dirk rolled sails 2 and 3, cannonballs 2 and 5; neither ship lies in
    line with Anne's. A sail 3 lines up a cannonball 2 for either ship: Anne's last ship sunk (a
    doubloon) leaves Dirk's fleet the last at sea (a doubloon for the day: 'the player with the most
    is the victor'), 4, level with Bart. Nothing Dirk can do wins more: one enemy ship is left to sink.
    Firing the cannonballs first hits nothing, and with no cannonball left Anne's ship sails on:
    played to the end (200 samples) 0.323 of a win against 0.500. (bench/blunders.py, Privateer seed
    191, position 14: the searches fired both cannonballs into the empty sea, their estimate six moves
    on giving two ships against one 60% where Dirk can at best share the win.)"""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "desert", (0, 7): "reef", (1, 8): "reef", (10, -1): "desert", (10, -2): "desert",
               (10, 3): "volcano", (5, -1): "reef", (5, -2): "volcano", (5, 8): "volcano"}
    m = battle({6: (2, 4), 9: (5, 2), 10: (5, 3)}, [("sail", 2), ("sail", 3), ("cannon", 2), ("cannon", 5)],
               fleets=(2, 0, 4, 3), terrain=terrain, gold=[2, 4, 2, 2], order=[1, 2, 3, 0], turn=14,
               start_hex=[[3, 7], [1, 5], [9, 1], [7, -1]], merchant_taken=True, round=4,
               gambit_used=[False, True, False, False])
    own_moves(m, 3, captain("privateer", level, seed), limit=4)
    assert m.is_over() and m.result().winners == (1, 3)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_a_third_ship_is_not_placed_in_line_with_two_enemy_ships(level, seed):
    """Setup step 4: 'each player, in turn order, MAY spend two gold doubloons to place a third ship
    ... in an empty hex adjacent to their starting hex'. Of Yellow's five hexes, (4, 1) lies in a
    straight line five hexes from two enemy ships, in reach of a cannonball 5 from either ('the
    target hex must be in a straight line from the attacking ship'). Played to the end (400
    samples): that hex 0.244, the hexes out of every enemy's line 0.363-0.427. (bench/blunders.py,
    seed 164: the rule of thumb took the first hex offered, this one.)"""
    from game.engine.match import Match
    from game.engine.ruleset import registry

    ships = {3: [3, 7], 4: [4, 7], 5: [4, 6], 6: [9, 1], 7: [9, 2], 8: [10, 1], 12: [3, 1], 13: [2, 2],
             15: [1, 5], 16: [0, 6], 18: [5, 3]}
    state = {"players": 4, "ocean": "standard_ocean", "fleets": [4, 5, 1, 2], "order": [2, 3, 0, 1],
             "owner": [0, 1, 2, 3], "ships": {str(k): ships.get(k) for k in range(19)}, "terrain": {},
             "gold": [2, 2, 0, 0], "treasure": 26, "phase": "third", "turn": 2,
             "start_hex": [[3, 1], [1, 5], [3, 7], [9, 1]], "dice": []}
    m = Match.from_position(registry.get("privateer"), state, seed=1, names=["Anne", "Bart", "Cora", "Dirk"])
    own_moves(m, 0, captain("privateer", level, seed), limit=1)
    assert m.state.ships[14] is not None and tuple(m.state.ships[14]) != (4, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_sails_into_range_then_fires(level):
    """A sail 1 brings Blue's ship, three hexes ahead, to exactly two: then the cannonball 2 sinks it."""
    from tests.rules.test_privateer_rules import C, at, battle

    a = at(3, 2)
    m = battle({0: a, 3: at(0, 3, a), 4: at(5, 4, C)}, [("cannon", 2), ("sail", 1)], gold=[5, 5])
    own_moves(m, 0, captain("privateer", level, 4), limit=2)
    assert m.state.ships[3] is None and m.state.gold[0] == 6


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_privateer_the_sail_that_lines_up_a_shot_goes_to_the_ship_that_can_still_fire(level, seed):
    """Red's first ship has fired its cannonball and must still sail ('two dice must be spent on each
    ship ... at least one must be a sail'; 'under no circumstances may two cannonball dice be spent
    on the same ship'); the second has a sail and the cannonball 3 to come. Only a sail 2 brings
    Blue's ship three hexes in line from the second ship. The sail 2 spent on the first ship, which
    lines up the same shot from where it ends but can no longer fire, leaves no shot at all. (Seen in
    bench/blunders.py, Privateer seed 166: the rule of thumb weighed a ship's last die, a sail, as
    lining up a shot for it.)"""
    from game.rules.privateer.hexgrid import add
    from game.rules.privateer.state import ShipDice
    from tests.rules.test_privateer_rules import C, battle

    m = battle({0: add(C, (2, -1)), 1: C, 3: add(C, (5, -3)), 4: add(C, (-6, 2))},
               [("cannon", 4), ("cannon", 3), ("sail", 2), ("sail", 3)], gold=[3, 3])
    m.state.dice[0].used = True                 # the first ship's cannonball 4, fired
    m.state.spent[0] = ShipDice(1, 0, -1)
    m.state.gambit_used = [True, True]
    own_moves(m, 0, captain("privateer", level, seed), limit=3)
    assert m.state.ships[3] is None and m.state.gold[0] == 4


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_of_two_sails_each_lining_up_a_shot_the_one_that_leaves_the_other_ship_its_shot(level):
    """Red's two ships, a sail 3 and a sail 2, a cannonball 3 and a cannonball 2 ('two dice must be
    spent on each ship'; 'at least one must be a sail'). The first ship's sail 3 west lines up a shot
    of 3 at Blue's ship far off, and leaves the second ship a sail 2 from which no cannonball 2 lies
    in line: one ship sunk. The second ship's sail 2 west lines up the cannonball 3 at one Blue ship,
    and the first ship's sail 3 north the cannonball 2 at the other: two sunk, two doubloons.
    (bench/blunders.py, Privateer seed 181, a like position: the one sail, 39 points of win share
    less than the other.)"""
    from tests.rules.test_privateer_rules import battle

    terrain = {(10, -1): "desert", (10, -2): "desert", (10, 3): "volcano", (5, -2): "volcano", (9, 4): "reef"}
    m = battle({0: (9, 1), 1: (10, 1), 3: (7, -2), 4: (8, -2), 5: (3, 1)},
               [("sail", 3), ("sail", 2), ("cannon", 3), ("cannon", 2)], terrain=terrain, gold=[2, 2],
               gambit_used=[True, True])
    own_moves(m, 0, captain("privateer", level, 1), limit=4)
    assert m.state.ships[3] is None and m.state.ships[4] is None and m.state.gold[0] == 4


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_grappling_hooks_board_a_ship_a_cannonball_could_sink(level):
    """Bart, the Gray commodore, on 0 doubloons with two ships, sails 4 and 4, cannonballs 4 and 4, on
    the battle's first round. Grappling Hooks: 'declare before a boarding roll you are part of; you
    win it'. His western ship's sail 4 boards Dirk's ship at (3, 2): taken, and pressed into service
    ('if the victor has less than three ships ... they may take control'), and 'if a ship initiates a
    boarding action with its first die, it may still spend a second die': its cannonball 4 then sinks
    Cora's ship at (3, 6), the other ship's sinks Dirk's at (4, 2). Three ships and two doubloons.
    The rule of thumb fired both cannonballs first, at the ships at (4, 2) and (3, 2): two doubloons
    and two ships. Played to the end (200 samples): 0.295 of a win against 0.021 (bench/blunders.py,
    Privateer seed 263, position 19)."""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "desert", (0, 7): "reef", (1, 8): "volcano", (10, -1): "volcano", (10, -2): "reef",
               (10, 3): "desert", (5, -1): "volcano", (5, -2): "reef", (5, 8): "desert"}
    m = battle({3: (4, 2), 5: (3, 2), 7: (3, 6), 13: (7, -2), 14: (8, -2), 15: (5, 5), 16: (6, 5)},
               [("sail", 4), ("sail", 4), ("cannon", 4), ("cannon", 4)],
               fleets=(5, 4, 2, 1), terrain=terrain, gold=[2, 0, 0, 3], merchant=(5, 3), treasure=25,
               order=[3, 0, 1, 2], turn=2, start_hex=[[9, 1], [7, -1], [3, 7], [1, 5]], round=1)
    own_moves(m, 1, captain("privateer", level, 1), limit=8)
    assert sum(m.state.ships[s] is not None for s in (12, 13, 14)) == 3 and m.state.gold[1] == 2


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_a_shot_at_once_does_not_take_the_cannonball_another_ship_s_shot_needs(level):
    """Dirk's two ships on the battle's first round: sails 3 and 3, cannonballs 4 and 5 ('two dice
    must be spent on each ship'; 'at least one must be a sail'). His eastern ship can fire its 4 at
    once at Cora's ship at (6, 1), and the 5 then has nothing to hit. Sailing first, the western
    ship lines up the 4 at that ship and the eastern one the 5 at Anne's at (7, -1): two ships sunk,
    two doubloons. Played to the end (200 samples): the shot at once 0.062 of a win, the eastern
    ship's sail first 0.194 (bench/blunders.py, Privateer seed 264, position 21)."""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "desert", (0, 7): "desert", (1, 8): "reef", (10, -1): "reef", (10, -2): "desert",
               (10, 3): "volcano", (5, -1): "volcano", (5, -2): "reef", (5, 8): "volcano"}
    m = battle({0: (4, 5), 1: (6, 1), 2: (5, 0), 7: (10, 1), 8: (9, 2), 9: (3, 7), 11: (3, 8),
                15: (7, -1), 16: (7, -2), 17: (8, -2)},
               [("sail", 3), ("sail", 3), ("cannon", 4), ("cannon", 5)],
               fleets=(5, 3, 0, 2), terrain=terrain, gold=[0, 0, 2, 0], merchant=(5, 3), treasure=28,
               order=[2, 3, 0, 1], turn=1, start_hex=[[7, -1], [3, 7], [1, 5], [9, 1]], round=1,
               gambit_used=[False, False, False, True])
    own_moves(m, 3, captain("privateer", level, 1), limit=4)
    assert m.state.ships[1] is None and m.state.ships[15] is None and m.state.gold[3] == 2


@pytest.mark.parametrize("level", ("normal", "hard"))
@pytest.mark.parametrize("seed", range(2))
def test_privateer_three_sure_sinks_rather_than_a_boarding(level, seed):
    """Dirk's three ships on the battle's first round: sails 3, 3 and 4, cannonballs 4, 2 and 1, and
    Bart's three ships within reach. Dirk's eastmost ship sailing 3 south lines up its cannonball 4
    at Bart's ship at (4, 1); a sail 3 then brings the next ship to that hex, a cannonball 1 from
    Bart's ship at (4, 2); the third sails 4 and fires its 2 at the one at (5, 5). 'A single hit is
    necessary to sink a ship': three doubloons, sure. The rule of thumb fired the cannonball 4 at
    (4, 2) first, and the second ship's sail 3 then ran into the ship at (4, 1), a boarding action:
    'whichever player rolls higher succeeds in capturing the other's ship'. Played to the end (200
    samples): 0.456 of a win against 0.894 (bench/blunders.py, Privateer seed 262, position 27)."""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "reef", (0, 7): "reef", (1, 8): "desert", (10, -1): "desert", (10, -2): "volcano",
               (10, 3): "volcano", (5, -1): "volcano", (5, -2): "desert", (5, 8): "reef"}
    m = battle({3: (4, 2), 4: (5, 5), 5: (4, 1), 6: (7, -1), 7: (7, -2), 8: (8, -2), 10: (3, 6), 16: (6, 5)},
               [("sail", 3), ("sail", 3), ("sail", 4), ("cannon", 4), ("cannon", 2), ("cannon", 1)],
               fleets=(3, 1, 5, 2), terrain=terrain, gold=[0, 3, 1, 0], merchant=(5, 3), treasure=26,
               order=[1, 2, 3, 0], turn=2, start_hex=[[3, 7], [1, 5], [9, 1], [7, -1]], round=1,
               gambit_used=[False, False, False, True])
    own_moves(m, 3, captain("privateer", level, seed), limit=6)
    assert [m.state.ships[s] for s in (3, 4, 5)] == [None] * 3 and m.state.gold[3] == 3
    assert all(m.state.ships[s] is not None for s in (6, 7, 8))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_three_ships_three_sails_each_ship_the_sail_its_shot_needs(level, seed):
    """Red's three ships on the battle's first turn: sails 2, 2 and 3, cannonballs 5, 5 and 1, a sail
    and a cannonball for each ('two dice must be spent on each ship'; 'at least one must be a sail').
    The 3 lines up a cannonball 5 for the westmost ship, but so does a 2; only the 3 takes the eastmost
    ship next to a Blue ship for the cannonball 1. Each ship given the sail its shot needs sinks
    three ships; the 3 spent on the first shot, two. (bench/blunders.py, Privateer seed 182: the rule
    of thumb took the 3, 13.5 points of win share less; it counted one more shot for the other ships,
    not how many.)"""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "desert", (0, 4): "volcano", (0, 8): "desert", (1, 8): "reef", (10, -1): "desert",
               (10, -2): "volcano", (10, 3): "reef", (5, -2): "volcano", (9, 4): "reef"}
    m = battle({0: (1, 5), 1: (2, 5), 2: (0, 6), 3: (3, 1), 4: (3, 0), 5: (4, 0), 6: (7, -1), 7: (7, -2),
                8: (8, -2), 9: (9, 1), 10: (10, 1), 11: (9, 2)},
               [("sail", 2), ("sail", 2), ("sail", 3), ("cannon", 5), ("cannon", 5), ("cannon", 1)],
               fleets=(0, 1, 2, 3), terrain=terrain, gold=[0] * 4, merchant=(5, 3), gambit_used=[True] * 4)
    own_moves(m, 0, captain("privateer", level, seed), limit=6)
    assert m.state.gold[0] == 3


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_a_last_sail_ends_out_of_the_enemy_s_reach(level):
    """Red's one ship has fired and has its sail 3 left; Blue's one ship, three to six hexes off, moves
    next. Sailed west the Red ship ends three hexes from it, where a sail (2-4) and a cannonball (1-5)
    of Blue's next turn line up a shot in 6 rolls of 20; sailed north, six hexes off and out of line,
    no roll of Blue's does ('the cannonballs will fly over the target'). Played to the end (300
    samples): north 0.553 of the duel, west 0.317. (The rule of thumb weighed only the enemies in
    line now, and sailed towards the nearest; bench/blunders.py, Privateer seed 181, a like
    position: 15 points.)"""
    from tests.rules.test_privateer_rules import battle

    m = battle({0: (9, 2), 3: (3, 4)}, [("sail", 3)], gold=[2, 2], spent={"0": [1, 0, -1]},
               gambit_used=[True, True], merchant_taken=True)
    own_moves(m, 0, captain("privateer", level, 1), limit=1)
    assert tuple(m.state.ships[0]) == (9, -1)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_a_sail_lining_up_two_enemies_is_one_shot_not_two(level, seed):
    """Two Red ships, a sail 2 and 3 and cannonballs 3 and 4 to spend, three Blue ships about. The
    second Red ship can fire its 3 now, and the first, sailed 3, lines up its 4: two ships sunk. A sail
    2 of the first ship lines up two Blue ships at once, but a ship fires one cannonball a turn
    ('under no circumstances may two cannonball dice be spent on the same ship'), and it leaves the
    sail 3 to the second, whose shot it spoils: one ship sunk. The rule of thumb counted a shot for
    each enemy lined up and took that sail (found by playing its turn on random positions)."""
    from game.rules.privateer.hexgrid import add
    from tests.rules.test_privateer_rules import C, battle

    ours = {0: add(C, (-4, 2)), 1: add(C, (4, -3))}
    blue = {3: add(C, (-2, -3)), 4: add(C, (3, -1)), 5: add(C, (1, 0))}
    m = battle({**ours, **blue}, [("sail", 2), ("sail", 3), ("cannon", 3), ("cannon", 4)], gold=[3, 3])
    m.state.gambit_used = [True, True]
    own_moves(m, 0, captain("privateer", level, seed), limit=4)
    assert m.state.gold[0] == 5


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_of_two_shots_the_second_sinks_a_ship_of_the_bigger_fleet(level, seed):
    """Blue's three ships, a ship to sink for sure (cannonball 5 on Yellow's lone ship), then a sail 3
    and a sail 2 and a cannonball 4 for the two ships still to spend ('two dice must be spent on each
    ship'; 'at least one must be a sail'). The sail 3 lines up the 4 at Red's lone ship, the sail 2
    at one of Green's two: either sinks a ship for a doubloon. Sinking Green's leaves two rivals a ship
    each, two dice each to line up a shot and each other to fire at; sinking Red's takes him out of
    the battle but leaves Green four dice for two ships. Played to the end (600 samples): Green's ship
    0.686 of a win, Red's 0.443. (bench/blunders.py, Privateer seed 251 position 24, this position:
    the rule of thumb's sail lined up Red's, 23.5 points of win share less; it weighed every shot
    alike.)"""
    from tests.rules.test_privateer_rules import BLUE, GREEN, RED, YELLOW, battle

    terrain = {(0, 3): "desert", (0, 7): "desert", (1, 8): "desert", (10, -1): "volcano", (10, -2): "volcano",
               (10, 3): "reef", (5, -1): "reef", (5, -2): "volcano", (5, 8): "reef"}
    m = battle({3: (3, 3), 4: (7, -2), 5: (8, -2), 8: (3, 8), 0: (4, 5), 9: (6, 4), 10: (6, 1)},
               [("sail", 3), ("sail", 2), ("cannon", 4), ("cannon", 5)], fleets=(BLUE, YELLOW, RED, GREEN),
               terrain=terrain, gold=[1, 0, 2, 2], merchant=(5, 3), treasure=25,
               spent={"3": [1, 1, 4], "4": [1, 0, -1]}, gambit_used=[True] * 4)
    own_moves(m, 0, captain("privateer", level, seed), limit=4)
    assert m.state.ships[8] is None and m.state.ships[9] is None and m.state.ships[0] is not None
    assert m.state.gold[0] == 3


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_a_lone_ship_outnumbered_scuttles_the_merchant_it_boards(level, seed):
    """Red, on 3 doubloons, boards the merchant with its one ship; Blue, on 2, has three ships. The
    battle goes on 'until only one player has ships remaining', and each Red ship Blue sinks is
    a doubloon of his: pressed into service the merchant is one more for him to take, while the
    scuttle is 'one gold' for Red now. Played to the end (400 samples): the scuttle 0.512, pressing
    her into service 0.037-0.081. (bench/blunders.py flagged the capture at +41 points: the rule of
    thumb pressed every prize into service while two enemy ships or more were at sea.)"""
    from game.rules.privateer.hexgrid import add
    from tests.rules.test_privateer_rules import C, battle, sail

    m = battle({0: add(C, (0, 2)), 3: add(C, (2, -2)), 4: add(C, (-1, -2)), 5: add(C, (0, -2))},
               [("sail", 2), ("cannon", 5)], gold=[3, 2], merchant=C)
    m.state.gambit_used = [True, True]
    sail(m, 0, 2, 2)                           # into the merchant's hex: boarded, no roll needed
    d = m.decision_for(0)
    assert d is not None and d.step == "board"
    assert captain("privateer", level, seed).choose(m.view(0), d).kind == "scuttle"


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_boards_the_merchant_within_reach(level):
    """'The first player to execute a boarding action on the merchant automatically succeeds with no
    dice roll': a sail 2 or the sail 4 reaches her, and nobody else is near; she is a ship or a doubloon."""
    from tests.rules.test_privateer_rules import C, at, battle

    m = battle({0: at(3, 2), 1: at(4, 3), 3: at(0, 5)}, [("sail", 2), ("sail", 3), ("sail", 1), ("sail", 4)],
               merchant=C)
    own_moves(m, 0, captain("privateer", level, 1), limit=6)
    assert m.state.merchant_taken



@pytest.mark.parametrize("level", LEVELS)
def test_privateer_grappling_hooks_save_the_last_ship_from_a_boarding(level):
    """Grappling Hooks: 'Declare before a boarding roll you are part of: you win it.' Red boards the
    Gray fleet's last ship; losing the roll ends Gray's battle, the hooks win it a prize instead."""
    from game.rules.privateer.effects import GRAY, RED
    from tests.rules.test_privateer_rules import at, battle, sail

    a = at(3, 2)
    m = battle({0: a, 1: at(3, 4), 12: at(0, 2, a)}, [("sail", 2), ("sail", 3), ("cannon", 1), ("sail", 2)],
               fleets=(RED, GRAY), gold=[3, 3])
    m.state.gambit_used = [True, False]
    sail(m, 0, 2, 0)                    # Red's ship sails into the Gray ship two hexes ahead
    d = m.pending()[0]
    assert (d.seat, d.step) == (1, "grapple")
    assert captain("privateer", level, 1).choose(m.view(1), d).kind == "gambit"


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_scuttles_the_last_enemy_ship_it_boards(level):
    """'Scuttle (sink) the captured enemy ship ... earning one gold', or 'take control of' it with 'no
    gold for this action'. Red boards Blue's last ship: the battle ends either way ('until only one
    player has ships'), so only the scuttle's doubloon counts: 2 + 1 + 1 for the day beats Blue's 3;
    pressing the prize into service ties at 3."""
    from tests.rules.test_privateer_rules import at, battle, sail

    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a)}, [("sail", 2), ("sail", 3)], gold=[2, 3], rolls=(5, 1))
    sail(m, 0, 2, 0)                    # into Blue's ship two hexes ahead: Red rolls 5, Blue 1
    d = m.pending()[0]
    assert (d.seat, d.step) == (0, "board") and any(a.kind == "capture" for a in d.actions)
    m.submit(0, captain("privateer", level, 2).choose(m.view(0), d))
    assert m.is_over() and m.result().winners == (0,) and m.state.gold == [4, 3]


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_scuttles_a_prize_when_one_enemy_ship_is_left_and_the_gold_is_close(level):
    """Red's one ship boards one of Blue's two: 'scuttle ... earning one gold', or take the prize into
    service for 'no gold'. One ship each is left either way but for the prize, and Blue leads 5 to 3:
    scuttled, Red sinking Blue's last ship wins 6 to 5 (one for the ship, one for 'winning the day');
    pressed into service, the same ends in a tie at 5 at best. (bench/blunders.py flagged the
    capture at +42 points of win share.)"""
    from tests.rules.test_privateer_rules import at, battle, sail

    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a), 4: at(0, 4)}, [("sail", 2), ("sail", 3)], gold=[3, 5], rolls=(5, 1))
    sail(m, 0, 2, 0)                    # into Blue's ship two hexes ahead: Red rolls 5, Blue 1
    d = m.pending()[0]
    assert (d.seat, d.step) == (0, "board") and any(a.kind == "capture" for a in d.actions)
    assert captain("privateer", level, 2).choose(m.view(0), d) == Action.of("scuttle")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_scuttles_the_merchant_when_sinking_every_enemy_ship_would_only_tie(level, seed):
    """Red, on 1 doubloon, boards the merchant ('automatically succeeds'); Blue's one ship and
    Yellow's one are at sea, and Yellow has 4. Sinking both ('a gold doubloon is awarded to the
    attacker') and 'winning the day' brings Red to 4 at most if the merchant is pressed into
    service ('no gold for this action'): a tie with Yellow at best. Scuttled, it is 'one gold' now
    and 5 within reach. Played to the end by the rule of thumb (300 samples): the scuttle 0.74 of
    a win, a prize 0.46-0.48 wherever she is placed. (bench/blunders.py, Privateer seed 184,
    flagged the capture at +34.5 points: the rule of thumb pressed every prize into service while
    two enemy ships or more were at sea, counting the gold only with one left.)"""
    from game.rules.privateer.hexgrid import add
    from tests.rules.test_privateer_rules import BLUE, RED, YELLOW, C, at, battle, sail

    m = battle({0: add(C, (0, 2)), 1: at(3, 4), 3: at(0, 4), 6: at(4, 5)},
               [("sail", 2), ("cannon", 5), ("sail", 3), ("cannon", 1)], fleets=(RED, BLUE, YELLOW),
               gold=[1, 1, 4], merchant=C)
    m.state.gambit_used = [True, True, True]
    sail(m, 0, 2, 2)                           # into the merchant's hex: boarded, no roll needed
    d = m.decision_for(0)
    assert d is not None and d.step == "board" and any(a.kind == "capture" for a in d.actions)
    assert captain("privateer", level, seed).choose(m.view(0), d) == Action.of("scuttle")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_privateer_a_lone_ship_behind_presses_a_prize_that_evens_the_fleets(level, seed):
    """Red's one ship, on 2 doubloons, boards one of Blue's three; Blue has 3. Scuttled, the prize is
    'one gold' and Red's lone ship is left against two ('the battle continues until only one player
    has ships remaining', each ship sunk a doubloon): played to the end by the rule of thumb (300
    samples), 0.16 of a win. Taken into service ('if the victor has less than three ships'), it is
    two ships against two: 0.25-0.48 by the hex she is placed on, the hex farthest from Blue's guns
    the best. (bench/blunders.py, Privateer seed 174, flagged the scuttle at +15 points: the rule of
    thumb scuttled every prize while outnumbered, even one that evened the fleets.)"""
    from tests.rules.test_privateer_rules import at, battle, sail

    a = at(3, 2)
    m = battle({0: a, 3: at(0, 2, a), 4: at(0, 6), 5: at(2, 6)}, [("sail", 2), ("sail", 3)], gold=[2, 3],
               rolls=(5, 1))
    sail(m, 0, 2, 0)                    # into Blue's ship two hexes ahead: Red rolls 5, Blue 1
    d = m.pending()[0]
    assert (d.seat, d.step) == (0, "board")
    assert captain("privateer", level, seed).choose(m.view(0), d).kind == "capture"


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_trims_a_sail_to_bring_the_last_enemy_into_cannon_range(level):
    """Trim the Sails (Blue): 'after rolling, set one sail die to any face'. Red's last ship lies four
    hexes ahead of Blue's lone ship, which rolled a sail 2 and a cannonball 1: no sail 2 brings it
    within 1 hex. Trimmed to 3, the sail does, the cannonball sinks Red, and Blue wins the day.
    (Trimmed to 4, the sail boards Red instead: a coin toss for the same prize.)"""
    from tests.rules.test_privateer_rules import BLUE, RED, at, battle

    a = at(3, 2)
    m = battle({3: a, 0: at(0, 4, a)}, [("sail", 2), ("cannon", 1)], fleets=(BLUE, RED), gold=[2, 2])
    own_moves(m, 0, captain("privateer", level, 2), limit=4)
    assert m.is_over() and m.result().winners == (0,) and m.state.gold == [4, 2]


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_double_shotted_guns_set_the_cannonball_for_the_shot_after_the_sail(level):
    """Double-Shotted Guns (Yellow): 'after rolling, set one cannonball die to any face'. Red's last
    ship is in no line from Yellow's lone ship; a sail 2 to the north-east puts it three hexes dead
    ahead, where the cannonball 1 rolled cannot reach: set to 3, it sinks Red and wins the day."""
    from game.rules.privateer.hexgrid import DIRECTIONS, add, scale
    from tests.rules.test_privateer_rules import RED, YELLOW, at, battle

    a = at(3, 2)
    red = add(add(a, scale(DIRECTIONS[1], 2)), scale(DIRECTIONS[0], 3))
    m = battle({6: a, 0: red}, [("sail", 2), ("cannon", 1)], fleets=(YELLOW, RED), gold=[2, 2])
    own_moves(m, 0, captain("privateer", level, 2), limit=4)
    assert m.is_over() and m.result().winners == (0,) and m.state.gold == [4, 2]


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_double_shotted_guns_come_before_the_first_shot(level):
    """Double-Shotted Guns: 'after rolling, set one cannonball die to any face' (before any die is
    spent). Red's two ships lie two hexes off one Yellow ship and three off the other; Yellow rolled
    cannonballs 2 and 1. The 2 sinks one either way, but only the 1 set to 3 first sinks the second
    too ('two cannonball dice may never be spent on the same ship'), and Red's last ship gone wins
    Yellow the day. The rule of thumb fired the 2 first, and the gambit was gone."""
    from tests.rules.test_privateer_rules import RED, YELLOW, at, battle

    a, b = at(3, 2), at(0, 2)
    m = battle({6: a, 0: at(2, 2, a), 7: b, 1: at(5, 3, b)}, [("cannon", 2), ("cannon", 1), ("sail", 1), ("sail", 1)],
               fleets=(YELLOW, RED), gold=[2, 2])
    played = own_moves(m, 0, captain("privateer", level, 2), limit=6)
    assert played[0] == Action.of("gambit", name="double_shot", face=1, to=3)
    assert m.is_over() and m.result().winners == (0,) and m.state.ships[0] is None and m.state.ships[1] is None


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_double_shotted_guns_are_kept_when_the_set_die_would_sink_a_ship_already_sunk(level):
    """The same two Yellow ships and dice, but one Red ship lies two hexes off the first and three off
    the second: the cannonball 2 sinks it, and the 1 set to 3 would fire at an empty hex. The gambit
    ('once per battle') is kept for a turn where it sinks something."""
    from tests.rules.test_privateer_rules import RED, YELLOW, at, battle

    a = at(3, 2)
    red = at(2, 2, a)
    m = battle({6: a, 0: red, 7: at(5, 3, red), 1: at(0, 6)}, [("cannon", 2), ("cannon", 1), ("sail", 1), ("sail", 1)],
               fleets=(YELLOW, RED), gold=[2, 2])
    played = own_moves(m, 0, captain("privateer", level, 2), limit=6)
    assert all(a.kind == "spend" for a in played) and not m.state.gambit_used[0]
    assert m.state.ships[0] is None and m.state.gold[0] == 3


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_double_shotted_guns_set_the_cannonball_that_a_second_sail_lines_up(level):
    """Cora (Yellow) on the battle's first round: two ships, sails 3 and 3, cannonballs 3 and 2, every
    enemy out of line. Her western ship's sail 3 west lines up the 2 at Anne's ship at (4, 1); her
    eastern ship's sail 3 south lines up a 5 at Dirk's ship at (3, 6), and no sail lines up the 3.
    Double-Shotted Guns ('set one cannonball die to any face') setting the 3 to 5 first: two ships
    sunk, two doubloons. The rule of thumb weighed each setting by one sail alone, set the 3 to 1 and
    sank one. Played to the end (200 samples): 0.385 of a win against 0.174 (bench/blunders.py,
    Privateer seed 270, position 19)."""
    from tests.rules.test_privateer_rules import battle

    terrain = {(0, 3): "volcano", (0, 7): "desert", (1, 8): "volcano", (10, -1): "desert", (10, -2): "desert",
               (10, 3): "reef", (5, -1): "reef", (5, -2): "volcano", (5, 8): "reef"}
    m = battle({0: (1, 7), 2: (4, 1), 6: (7, -1), 8: (8, -2), 10: (10, 3), 11: (6, 5), 13: (3, 6), 14: (3, 8)},
               [("sail", 3), ("sail", 3), ("cannon", 3), ("cannon", 2)],
               fleets=(0, 3, 2, 4), terrain=terrain, gold=[3, 1, 0, 0], merchant=(5, 3), treasure=26,
               order=[0, 1, 2, 3], turn=2, start_hex=[[1, 5], [9, 1], [7, -1], [3, 7]], round=1,
               rolls=(4, 4, 4, 4))         # the reef at (5, -1) passed safely
    own_moves(m, 2, captain("privateer", level, 0), limit=8)
    assert m.state.ships[2] is None and m.state.ships[13] is None and m.state.gold[2] == 2


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_local_pilot_takes_the_merchant_past_a_desert_island(level):
    """Local Pilot (Green): 'this turn your ships ignore desert islands and reefs'. The merchant lies
    three hexes ahead of Green's lone ship, a desert island in between: with the pilot the sail 3
    boards her ('automatically succeeds'); without, it is beached, and no other sail reaches her."""
    from tests.rules.test_privateer_rules import C, GREEN, RED, at, battle

    m = battle({9: at(3, 3), 0: at(1, 4)}, [("sail", 3), ("sail", 2)], fleets=(GREEN, RED), gold=[2, 2],
               merchant=C, terrain={at(3, 2): "desert"})
    played = own_moves(m, 0, captain("privateer", level, 2), limit=4)
    assert played[0] == Action.of("gambit", name="pilot") and m.state.merchant_taken


def _weather_battle(ours, enemy, face, **rules):
    """Red's lone ship with a sail `face` and a cannonball 5 that reaches nobody; Blue's far off."""
    from tests.rules.test_privateer_rules import battle

    m = battle({0: ours, 3: enemy}, [("sail", face), ("cannon", 5)], gold=[2, 2])
    m.state.gambit_used = [True, True]
    for key, value in rules.items():
        m.state.rules[key] = True
        setattr(m.state, key, value)
    return m


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_sails_in_from_the_shrinking_storm(level):
    """Shrinking Storm: 'Every round after, the gold coin will move one hex closer to the center. Any
    ship caught outside the indicated ring of hexes is lost to the storm.' The storm stands 4 hexes
    from the centre and Red's ship 4: wherever its turn leaves it more than 3 out, it is lost at the
    round's end (no ship of Red's moves again before). The rule of thumb sailed along the ring."""
    from tests.rules.test_privateer_rules import C
    from game.rules.privateer.hexgrid import distance

    m = _weather_battle((1, 3), (0, 7), 3, storm=4)
    assert distance((1, 3), C) == 4
    own_moves(m, 0, captain("privateer", level, 1), limit=3)
    assert m.state.ships[0] is not None and distance(tuple(m.state.ships[0]), C) <= 3


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_keeps_clear_of_the_downwind_edge(level):
    """Wind: 'At the end of a round ... the wind then blows all ships ... the indicated number of
    hexes' (a sail die, 2 to 4) 'Be careful not to be blown off the map!' A sail 3 must not leave
    Red's ship within two hexes of the edge the wind blows towards: nothing stands in the way."""
    from game.rules.privateer.hexgrid import DIRECTIONS
    from tests.rules.test_privateer_rules import OCEAN

    m = _weather_battle((2, 7), (6, 4), 3, wind=0)
    own_moves(m, 0, captain("privateer", level, 1), limit=3)
    q, r = m.state.ships[0]
    dq, dr = DIRECTIONS[0]
    assert (q + dq, r + dr) in OCEAN.sea and (q + 2 * dq, r + 2 * dr) in OCEAN.sea

# ---- Doubloons ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_plays_yo_ho_ho_from_five_and_ends_the_turn_on_seven(level):
    """'Once a player has at least 7 doubloons at the end of their turn, they win.'"""
    m = dt.table(players=4, hands={0: ["yo_ho_ho", "spyglass", "barter"], 1: ["x_marks"]}, coins={0: 5, 1: 4},
                 market=["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "henry_morgan"], seed=5)
    turn_of(m, 0, captain("doubloons", level, 5))
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(4))
def test_doubloons_a_coin_card_beyond_the_next_turns_plays_is_cashed_in_now(level, seed):
    """Ben on 1 doubloon holds two X Marks the Spot (+1) and two Yo-ho-hos (+2), three plays a turn.
    Played in one burst they reach 6, not 7; the fourth coin card can never join the burst. Cashed in
    now, it leaves 2 on the table and a Yo-ho-ho, a Yo-ho-ho and an X Marks for 7 next turn. The rule
    of thumb hoarded all four and ended the turn. Played to the end (400 samples): an X Marks now 0.520
    of a win, a Yo-ho-ho 0.515, ending the turn 0.355 (bench/blunders.py, Doubloons seed 271, position
    19). The search levels' estimate, 40 moves on at a rival's turn, counts a turn's worth of coin cards
    either way: Normal and Hard ended the turn on about a third of their seeds (the test's Hard on 14
    of 40) until their veto forbade it (`_coin_card_to_spare`)."""
    m = dt.table(players=4, turn=1, hands={0: ["spyglass"], 1: ["x_marks", "x_marks", "yo_ho_ho", "yo_ho_ho", "heave_to"],
                                           2: ["spyglass"], 3: ["marooned", "barter", "spyglass", "spyglass"]},
                 coins={0: 3, 1: 1, 2: 2, 3: 1},
                 crews={0: ["william_kidd", "hendrick_quintor"], 1: ["francis_fernando", "mary_read"], 2: ["ching_shih"],
                        3: ["henry_morgan", "jean_lafitte"]},
                 market=["kanhoji_angre", "bartholomew_roberts", "sayyida_al_hurra", "cheung_po_tsai", "blackbeard"],
                 seed=seed, used=[dt.pid("francis_fernando")])
    turn_of(m, 1, captain("doubloons", level, seed))
    assert m.state.coins[1] >= 2


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_seven_doubloons_are_not_spent_on_a_hire(level):
    m = dt.table(players=4, hands={0: ["spyglass"], 1: ["x_marks"]}, coins={0: 7, 1: 4},
                 market=["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "henry_morgan"], seed=6)
    played = turn_of(m, 0, captain("doubloons", level, 6))
    assert not any(a.kind == "hire" for a in played), played
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_heave_to_blocks_a_rivals_winning_yo_ho_ho(level):
    """'Blocking a win': a rival on 5 plays Yo-ho-ho! to reach 7; the captain holding a Heave To!
    cancels it ('Must be played immediately after an action card ... is played to cancel it')."""
    m = dt.table(players=4, turn=1, hands={0: ["heave_to", "spyglass"], 1: ["yo_ho_ho"], 2: ["barter"]},
                 coins={0: 3, 1: 5, 2: 2, 3: 2},
                 market=["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "henry_morgan"], seed=8)
    m.submit(1, Action.of("play", card="yo_ho_ho"))
    settle(m)
    d = m.decision_for(0)
    assert d is not None and d.step == "react"
    assert captain("doubloons", level, 8).choose(m.view(0), d).kind == "heave_to"


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_pillage_robs_the_captain_about_to_win(level):
    """Pillage: 'Steal 1 doubloon from a player.' One rival sits on 6 of the 7 that win, the others on 1."""
    m = dt.table(players=4, hands={0: ["pillage", "spyglass"], 1: ["barter"]}, coins={0: 2, 1: 1, 2: 6, 3: 1},
                 market=["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "henry_morgan"], seed=9)
    m.submit(0, Action.of("play", card="pillage"))
    d = m.decision_for(0)
    assert d is not None and d.step == "target"
    assert captain("doubloons", level, 9).choose(m.view(0), d) == Action.of("target", seat=2)


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_a_winning_purse_ends_the_turn_though_a_bartered_pirate_is_for_hire(level):
    """On 7 with a Barter already on a market pirate: ending the turn wins; the hire would not."""
    m = dt.table(players=4, hands={0: ["spyglass"], 1: ["x_marks"]}, coins={0: 7, 1: 4},
                 market=["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "henry_morgan"], seed=6,
                 barter={dt.pid("barbarossa"): 1})
    played = turn_of(m, 0, captain("doubloons", level, 6))
    assert not any(a.kind == "hire" for a in played), played
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_looks_through_the_spyglass_before_paying_for_a_pirate(level):
    """On 5 with a Spyglass ('look at the top three cards in the action deck, pick one of them') and
    Henry Morgan for hire at 1: a Yo-ho-ho found wins the turn only from 5. Hiring first (seen) found
    it on 4 and ended on 6; the hire can as well wait for what the Spyglass shows."""
    m = dt.table(players=4, hands={0: ["spyglass", "walk_the_plank"], 1: ["barter"]}, coins={0: 5, 1: 3},
                 market=MARKET, deck_top=["barter", "yo_ho_ho", "walk_the_plank"], seed=1)
    played = turn_of(m, 0, captain("doubloons", level, 1))
    assert m.is_over() and m.result().winners == (0,), played


@pytest.mark.parametrize("level", LEVELS)
def test_doubloons_a_scallywag_that_may_bring_the_winning_pirate_is_played(level):
    """Scallywag: 'Draw the top card from the face-down pirate deck. You must keep the pirate that you
    pick.' On 4, Jean Lafitte used, with a Yo-ho-ho, and William Kidd ('Re-play an action card you
    played this turn') one of the three pirates left in the deck: a Scallywag has one chance in three
    to end the turn on 8, while the rival on 5 holding seven cards may well win on his. Seen: the
    captain ended its turn."""
    seen = ["anne_bonny", "barbarossa", "blackbeard", "ching_shih", "grace_omalley", "hendrick_quintor",
            "henry_morgan", "kanhoji_angre", "samuel_bellamy", "bartholomew_roberts", "calico_jack",
            "stede_bonnet", "jean_lafitte", "sayyida_al_hurra", "cheung_po_tsai"]
    market = ["hendrick_quintor", "blackbeard", "cheung_po_tsai", "sayyida_al_hurra", "bartholomew_roberts"]
    crews = {0: ["grace_omalley", "jean_lafitte"], 1: ["anne_bonny", "ching_shih"], 2: ["calico_jack"],
             3: ["henry_morgan", "barbarossa"]}
    m = dt.table(players=4, hands={0: ["yo_ho_ho", "heave_to", "mutiny", "mutiny", "scallywag"],
                                   3: ["pillage", "x_marks", "spyglass", "barter", "marooned", "commandeer", "spyglass"]},
                 coins={0: 4, 1: 3, 2: 3, 3: 5}, crews=crews, market=market, seed=5,
                 pirate_deck=[dt.pid(k) for k in ("william_kidd", "francis_fernando", "mary_read")],
                 used=[dt.pid("jean_lafitte")],       # it has looked at the deck's top three this turn
                 pirate_discard=[dt.pid(k) for k in seen if k not in market and all(k not in c for c in crews.values())])
    played = turn_of(m, 0, captain("doubloons", level, 5))
    assert Action.of("play", card="scallywag") in played, played


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_doubloons_a_scallywag_draws_the_last_pirate_into_a_full_crew_when_he_beats_a_used_one(level, seed):
    """Scallywag: 'Draw the top card from the face-down pirate deck. You must keep the pirate that you
    pick'; 'you can only have two pirates at a time'. Cheung Po Tsai and Francis Fernando have both
    worked this turn, two plays are left, and every other pirate is in sight: the deck holds only Jean
    Lafitte ('Look at the top 3 action cards, take 1'), who is worth more than Cheung Po Tsai and
    looks at once. The coin cards wait for a burst. Played to the end (300 samples): the Scallywag
    0.313 of a win, ending the turn 0.243. (bench/blunders.py, Doubloons seed 254 position 21, a like
    table: the rule of thumb ended the turn, 13 points below the Scallywag; it weighed a Scallywag into
    a full crew at a flat 0.35, whatever the deck could hold.)"""
    m = dt.table(players=4, hands={0: ["x_marks", "x_marks", "yo_ho_ho", "heave_to", "scallywag"],
                                   1: ["barter", "spyglass"], 2: ["mutiny", "marooned"]},
                 coins={0: 1, 1: 0, 2: 1, 3: 4},
                 crews={0: ["cheung_po_tsai", "francis_fernando"], 1: ["henry_morgan", "stede_bonnet"],
                        2: ["mary_read", "barbarossa"], 3: ["anne_bonny", "william_kidd"]},
                 market=["ching_shih", "blackbeard", "kanhoji_angre", "hendrick_quintor", "bartholomew_roberts"],
                 pirate_deck=[dt.pid("jean_lafitte")],
                 pirate_discard=[dt.pid(k) for k in ("samuel_bellamy", "grace_omalley", "calico_jack", "sayyida_al_hurra")],
                 used=[dt.pid("cheung_po_tsai"), dt.pid("francis_fernando")], plays=2, bonus=1, seed=seed)
    played = turn_of(m, 0, captain("doubloons", level, seed))
    assert Action.of("play", card="scallywag") in played, played


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_doubloons_samuel_bellamy_brings_his_pirate_before_a_yo_ho_ho_is_played(level, seed):
    """Samuel Bellamy: 'Look at the top 3 pirates, take one free (you must keep it)'; 'when you hire a
    pirate, you can use their effect immediately', and 'using a pirate doesn't count towards your 3
    action card limit'. Everyone on 0; a Yo-ho-ho played first is the same two doubloons as one played
    after the newcomer is known. Played to the end (400 samples): a Scallywag first 0.632 of a win,
    Bellamy first 0.583, a Walk the Plank 0.565, the Yo-ho-ho first 0.492, ending the turn 0.472.
    (bench/blunders.py, Doubloons seed 252 position 16, a like position: the rule of thumb played the
    Yo-ho-ho first, 7 points of win share below Bellamy first.)"""
    m = dt.table(players=4, hands={0: ["yo_ho_ho", "yo_ho_ho", "pillage", "scallywag", "walk_the_plank"]},
                 coins={0: 0, 1: 0, 2: 0, 3: 0}, crews={0: ["samuel_bellamy"], 1: ["hendrick_quintor"],
                 2: ["henry_morgan"], 3: ["cheung_po_tsai", "grace_omalley"]}, seed=seed)
    played = turn_of(m, 0, captain("doubloons", level, seed), limit=1)     # the first play is the question
    assert played[0] != Action.of("play", card="yo_ho_ho"), played


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_doubloons_barbarossa_looks_for_a_heave_to_before_the_winning_turn_is_played(level, seed):
    """On 1 with a Yo-ho-ho, two X Marks and William Kidd ('re-play an action card you played this
    turn'), the turn ends on 7, unless a rival's Heave To! cancels a card: 'the only card you may play
    on another's turn; on your turn only to counter a Heave To! against you'. Barbarossa ('discard 1
    action card from your hand, then draw 2') costs none of the three plays and throws away only the
    Walk the Plank the win does not need: the two cards drawn may hold the Heave To! that answers.
    Played to the end from 400 samples by a rule of thumb that never used him in such a turn: Barbarossa
    first 0.427 of a win, the Yo-ho-ho first 0.312; by one that uses him before the next card, 0.425 and
    0.448 (bench/blunders.py, Doubloons seed 256 position 22, a like table: 0.467 and 0.337)."""
    m = dt.table(players=4, hands={0: ["yo_ho_ho", "x_marks", "x_marks", "walk_the_plank"],
                                   1: ["pillage", "spyglass"], 2: ["barter", "mutiny", "scallywag", "commandeer",
                                                                   "marooned", "me_hearties"],
                                   3: ["fire_in_the_hole", "x_marks", "pillage", "spyglass"]},
                 coins={0: 1, 1: 0, 2: 1, 3: 0}, crews={0: ["barbarossa", "william_kidd"],
                 1: ["mary_read", "hendrick_quintor"], 2: ["grace_omalley", "jean_lafitte"],
                 3: ["sayyida_al_hurra", "anne_bonny"]}, seed=seed)
    played = turn_of(m, 0, captain("doubloons", level, seed), limit=12)
    assert Action.of("use", pirate=dt.pid("barbarossa")) in played, played


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(2))
def test_doubloons_a_spyglass_looks_for_a_heave_to_before_the_winning_card(level, seed):
    """Ben on 6, Anne Bonny and Bartholomew Roberts used, with X Marks the Spot ('collect 1 doubloon'),
    a Spyglass ('look at the top 3 action cards, take one'), a Mutiny and a Walk the Plank: X Marks ends
    the turn on 7, unless a rival's Heave To! cancels it ('the only card you may play on another's
    turn; on your turn only to counter a Heave To! against you'). Three plays a turn: the Spyglass
    first leaves two, and may find the Heave To! that answers, or another doubloon. Played to the end
    from 600 samples: the Spyglass first 0.748 of a win (se 0.018), the X Marks 0.493 (bench/blunders.py,
    Doubloons seed 264 position 27: 0.73 and 0.477)."""
    m = dt.table(players=4, turn=1, hands={0: ["heave_to", "pillage"], 1: ["x_marks", "mutiny", "spyglass", "walk_the_plank"],
                                           2: ["heave_to", "barter", "commandeer"], 3: ["yo_ho_ho"]},
                 coins={0: 1, 1: 6, 2: 1, 3: 6},
                 crews={0: ["mary_read", "calico_jack"], 1: ["anne_bonny", "bartholomew_roberts"],
                        2: ["sayyida_al_hurra"], 3: ["barbarossa", "william_kidd"]},
                 used=[dt.pid("anne_bonny"), dt.pid("bartholomew_roberts")], seed=seed)
    first = captain("doubloons", level, seed).choose(m.view(1), m.decision_for(1))
    assert first == Action.of("play", card="spyglass"), first


MARKET = ["barbarossa", "blackbeard", "ching_shih", "henry_morgan", "samuel_bellamy"]
# 'Once a player has at least 7 doubloons at the end of their turn, they win': each table holds a
# win this turn, if the captain plays every doubloon it can and spends none first (Henry Morgan
# costs 1 in every market here, and was hired first, ending on 6, before the captains planned the turn).
WINS_THIS_TURN = {
    # 'Fire in the Hole: If played as the first card on your turn, you re-play the last card from the previous player.'
    "fire_in_the_hole_replays_the_previous_players_yo_ho_ho": dict(
        hands={0: ["fire_in_the_hole", "spyglass"]}, coins={0: 5}, history=["yo_ho_ho"]),
    "fire_in_the_hole_copies_the_yo_ho_ho_played_before_it": dict(
        hands={0: ["x_marks", "fire_in_the_hole", "yo_ho_ho", "spyglass"]}, coins={0: 2}),
    # William Kidd: 'Re-play an action card you played this turn (not counted toward your 3).'
    "william_kidd_replays_the_yo_ho_ho": dict(hands={0: ["yo_ho_ho", "spyglass"]}, coins={0: 3},
                                              crews={0: ["william_kidd"]}),
    "anne_bonny_and_a_yo_ho_ho": dict(hands={0: ["yo_ho_ho", "walk_the_plank"]}, coins={0: 4},
                                      crews={0: ["anne_bonny"]}),
    "kanhoji_angre_robs_the_richest": dict(hands={0: ["spyglass"]}, coins={0: 6, 1: 3, 2: 2},
                                           crews={0: ["kanhoji_angre"]}),
    "pillage_from_six": dict(hands={0: ["pillage", "barter"]}, coins={0: 6, 1: 3, 2: 2, 3: 1}),
    "commandeer_a_rivals_anne_bonny": dict(hands={0: ["commandeer", "spyglass"]}, coins={0: 6},
                                           crews={1: ["anne_bonny"]}),
    "hendrick_quintor_copies_a_rivals_anne_bonny": dict(hands={0: ["spyglass"]}, coins={0: 6},
                                                        crews={0: ["hendrick_quintor"], 1: ["anne_bonny"]}),
    # Hendrick Quintor lends a rival's William Kidd: 2 + 2 + 1, and the Yo-ho-ho re-played (bench/blunders.py,
    # Doubloons seed 285, position 38: the rule of thumb counted Quintor on coin pirates only).
    "hendrick_quintor_lends_a_rivals_william_kidd": dict(hands={0: ["x_marks", "yo_ho_ho", "yo_ho_ho"]},
                                                         coins={0: 0}, crews={0: ["hendrick_quintor"],
                                                                              1: ["william_kidd"]}),
    # With no play left, a lent Kidd has nothing to re-play: Quintor copies the rival's Anne Bonny.
    "hendrick_quintor_copies_a_coin_pirate_when_kidd_has_nothing_to_replay": dict(
        hands={0: ["yo_ho_ho", "spyglass"]}, coins={0: 6}, plays=3,
        crews={0: ["hendrick_quintor"], 1: ["william_kidd", "anne_bonny"]}),
    "cheung_po_tsai_opens_a_fourth_card": dict(hands={0: ["x_marks"]}, coins={0: 6},
                                               crews={0: ["cheung_po_tsai"]}, plays=3),
}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("case", sorted(WINS_THIS_TURN))
def test_doubloons_a_win_this_turn_is_taken(case, level):
    table = dict(WINS_THIS_TURN[case])
    hands = {1: ["barter"], **table.pop("hands")}
    coins = {1: 3, **table.pop("coins")}
    market = table.pop("market", MARKET)
    m = dt.table(players=4, hands=hands, coins=coins, market=market, seed=5, **table)
    played = turn_of(m, 0, captain("doubloons", level, 5))
    assert m.is_over() and m.result().winners == (0,), played



@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_doubloons_francis_fernando_takes_the_heave_to_before_the_winning_doubloon(level, seed):
    """On 6 with X Marks The Spot (+1) the win is a card away, but Ben holds a Heave To! ('Cancel
    any action card or pirate ability'). Francis Fernando ('Look at a player's hand and take 1 card
    of your choice') costs no play: take the Heave To! first, then collect. (Seen: the X Marks
    played at once and cancelled; the long search used Francis first and won 26 points more.)"""
    m = dt.table(players=4, hands={0: ["x_marks", "marooned", "walk_the_plank"], 1: ["heave_to", "spyglass"],
                                   2: ["barter"], 3: ["mutiny"]},
                 coins={0: 6, 1: 3, 2: 2, 3: 4}, crews={0: ["francis_fernando"]}, market=MARKET, seed=seed)
    played = whole_turn(m, 0, captain("doubloons", level, seed))
    assert m.is_over() and m.result().winners == (0,), played


@pytest.mark.parametrize("level", ("rule_of_thumb", "hard"))
@pytest.mark.parametrize("seed", range(1, 4))
def test_doubloons_a_mutiny_swaps_away_the_pirate_already_used_this_turn(level, seed):
    """Mutiny swaps one of our pirates for another ('When a pirate is swapped it can be used
    immediately'). Anne Bonny has collected her doubloon this turn, Jean Lafitte has not looked at the
    deck yet: give Anne, keep Lafitte's look for this turn. Played to the end (400 samples): giving
    Anne 0.295, giving Lafitte 0.230. (bench/blunders.py flagged Lafitte given at +11 points: the
    rule of thumb gave the pirate of least worth a turn, whatever was still to come of him this turn.)"""
    assert _mutiny_gives_anne(level, seed)


def test_doubloons_a_mutiny_swaps_away_the_pirate_already_used_normal_on_most_seeds():
    """The same for Normal, whose 200 playouts give Lafitte on about one seed in fifteen (2 of seeds
    0-29, before and after the rule of thumb weighed a Scallywag into a full crew at half; which two
    moves with the rule of thumb, the search's rollout)."""
    assert sum(_mutiny_gives_anne("normal", seed) for seed in range(12)) >= 10


def _mutiny_gives_anne(level: str, seed: int) -> bool:
    m = dt.table(players=4, hands={0: ["heave_to", "mutiny", "spyglass", "spyglass"], 1: ["barter", "x_marks"],
                                   3: ["pillage"]},
                 coins={0: 1, 1: 1, 2: 1, 3: 0},
                 crews={0: ["anne_bonny", "jean_lafitte"], 1: ["samuel_bellamy", "francis_fernando"],
                        2: ["barbarossa"], 3: ["william_kidd", "henry_morgan"]},
                 market=["stede_bonnet", "cheung_po_tsai", "blackbeard", "grace_omalley", "ching_shih"], seed=2,
                 used=[dt.pid("anne_bonny")])
    m.submit(0, Action.of("play", card="mutiny"))
    d = m.decision_for(0)
    assert d is not None and d.step == "target"
    return captain("doubloons", level, seed).choose(m.view(0), d) == Action.of("target", pirate=dt.pid("anne_bonny"))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_doubloons_the_third_x_marks_waits_for_next_turns_burst(level, seed):
    """On 3 with three X Marks The Spot and one play left this turn: next turn's three plays cash all
    three at once, while a doubloon collected now sits on the table to be robbed ('Steal 1 doubloon')
    and the burst is a card shorter. Played to the end (400 samples): the X Marks now 0.485, a
    Scallywag 0.730, ending the turn 0.573. (bench/blunders.py flagged the X Marks at +15 points: the
    rule of thumb cashed in coin cards held beyond this turn's plays, not beyond a whole turn's.)"""
    m = dt.table(players=4, hands={0: ["x_marks"] * 3 + ["heave_to"] * 2 + ["mutiny"] * 3 + ["scallywag"]},
                 coins={0: 3, 1: 2, 2: 3, 3: 3},
                 crews={0: ["francis_fernando", "henry_morgan"], 1: ["hendrick_quintor", "barbarossa"],
                        2: ["jean_lafitte", "calico_jack"], 3: ["ching_shih"]},
                 market=["grace_omalley", "cheung_po_tsai", "sayyida_al_hurra", "blackbeard", "bartholomew_roberts"],
                 seed=3, plays=2)
    move = captain("doubloons", level, seed).choose(m.view(0), m.decision_for(0))
    assert move != Action.of("play", card="x_marks")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(2))
def test_doubloons_me_hearties_gives_away_the_marooned_and_keeps_the_spyglass(level, seed):
    """Me Hearties' third play of the turn draws a Spyglass and a Marooned ('The card that you give
    to another player must be one of the two cards that you drew'). Every rival's crew but Anne's is
    disabled already; the card kept is for the turns to come, and a Spyglass ('Look at the top three
    cards in the action deck, pick one of them') finds the card those turns need. Played to the end
    (400 samples): giving the Spyglass 0.152, giving the Marooned 0.203. (bench/blunders.py, seed 266
    position 0, flagged the Spyglass given at +14 points: the rule of thumb gave the card of least
    worth, and a Spyglass was worth less than a Marooned.)"""
    disabled = {dt.pid(k): 1 for k in ("barbarossa", "henry_morgan", "bartholomew_roberts", "francis_fernando")}
    m = dt.table(players=4, turn=2, hands={0: ["x_marks", "pillage"], 2: ["me_hearties", "mutiny"],
                                           3: ["yo_ho_ho", "barter", "walk_the_plank", "fire_in_the_hole"]},
                 coins={0: 1, 1: 0, 2: 2, 3: 1},
                 crews={0: ["anne_bonny", "jean_lafitte"], 1: ["hendrick_quintor", "william_kidd"],
                        2: ["barbarossa", "henry_morgan"], 3: ["bartholomew_roberts", "francis_fernando"]},
                 market=["ching_shih", "grace_omalley", "sayyida_al_hurra", "blackbeard", "cheung_po_tsai"],
                 deck_top=["spyglass", "marooned"], plays=2, seed=3, disabled=disabled)
    dt.play(m, "me_hearties")
    d = m.decision_for(2)
    assert d is not None and d.step == "choose_give_card"
    move = captain("doubloons", level, seed).choose(m.view(2), d)
    assert dt.D.CARD_KEYS[move["card"]] == "marooned", move


def test_doubloons_a_heave_to_counts_as_out_while_a_rival_may_hold_one():
    """What the Francis Fernando rule asks: may a rival hold a Heave To!? Seven of the eight in our
    hand and Ben holding the last: yes, and still yes while we look into his hand (he holds it),
    no once the last lies among the cards we look at (Spyglass: 'Look at the top 3 cards')."""
    from game.ai.doubloons import heave_tos_out
    heave_tos = len(dt.cards_of("heave_to"))
    hands = {0: ["heave_to"] * (heave_tos - 1) + ["x_marks"], 1: ["heave_to", "pillage"], 2: ["barter"]}
    m = dt.table(players=3, hands=hands)
    assert heave_tos_out(dt.RULES.lens(m.state, 0))
    bens = list(m.state.hands[1])
    m = dt.table(players=3, hands=hands, step="choose",
                 choice={"seat": 0, "kind": "take", "options": bens, "target": 1})
    assert heave_tos_out(dt.RULES.lens(m.state, 0))
    m = dt.table(players=3, hands={**hands, 1: ["pillage"]}, deck_top=["heave_to", "barter", "spyglass"])
    top = m.state.deck[-3:]
    m.state.deck[-3:] = []
    m.state.looking, m.state.step = top, "choose"
    m.state.choice = {"seat": 0, "kind": "keep", "options": list(top)}
    assert not heave_tos_out(dt.RULES.lens(m.state, 0))


# ---- Stolen Treasure ------------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_buries_the_treasure_that_reaches_1500(level):
    """1,300 buried and a 200 Gold Bullion in hand that may be buried: 'The first pirate to score
    1500 points is the winner!'"""
    m = st.table(players=3, hands={0: ["bullion", "silver", "hook"], 1: ["ruby"]},
                 buried={0: ["trove", "diamond", "booty"], 1: ["haul"]}, seed=7)
    own_moves(m, 0, captain("stolen_treasure", level, 7), limit=2)
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_x_marks_the_spot_digs_up_the_leaders_treasure(level):
    """X Marks The Spot: 'take one buried treasure card from that opponent'. One rival has 1,400
    buried and a Gold Bullion in hand to bury next turn (1,600: a win), the other 200."""
    m = st.table(players=3, hands={0: ["x_marks", "silver"], 1: ["bullion"], 2: ["ruby"]},
                 buried={0: ["silver"], 1: ["trove", "diamond", "haul"], 2: ["bullion"]}, seed=11)
    leader_before = len(m.state.buried[1])
    whole_turn(m, 0, captain("stolen_treasure", level, 11))
    assert len(m.state.buried[1]) < leader_before and len(m.state.buried[2]) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_skulduggery_gives_the_black_spot_away_and_wins(level):
    """'Whenever this card is in a player's hand, that player cannot win ... This card can be given
    to another player with the effect of Skullduggery.' 1,700 buried, the Black Spot and a
    Skulduggery in hand: give it away, and the win is checked after the action."""
    m = st.table(players=3, hands={0: ["black_spot", "skulduggery", "silver"], 1: ["silver", "plunder"],
                                   2: ["doubloons"]},
                 buried={0: ["trove", "diamond", "haul", "booty"], 1: ["silver"], 2: ["bullion"]})
    whole_turn(m, 0, captain("stolen_treasure", level, 0))
    assert m.is_over() and m.result().winners == (0,)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", (0, 1, 2))
def test_stolen_treasure_skulduggery_takes_a_rivals_lone_trove_rather_than_a_spyglass_swap(level, seed):
    """Skulduggery: 'take one random pirate or treasure card from the targeted opponent's hand ...
    Take one chosen card from your hand and give it to the same targeted opponent.' Ben's only card
    is a Noble's Trove all saw him draw: it is taken for sure, our Bad Voodoo goes to him, and the
    Spyglass stays in hand. Swapping hands by Spyglass instead hands him our Skulduggery, and he
    takes the Trove back at once (bench/blunders.py seed 133: +13 points of win share). Played on by
    the rule of thumb (1,000 samples): Skulduggery 0.28 of a win, our bad treasure wagered against
    Cat 0.28, against Ben (whose answer is the Trove) 0.17, Spyglass 0.20. Hard searches 1,000
    playouts a tree here: at 300, with ten moves at the root, each is tried about 80 times, and
    one seed in six took the wager against Ben."""
    m = st.table(players=4, hands={0: ["boot", "voodoo", "spyglass", "skulduggery"], 1: ["trove"],
                                   2: ["ruby", "bullion", "plunder"], 3: ["doubloons"]},
                 buried={0: ["silver", "sapphire"], 1: ["haul", "ruby", "doubloons"], 2: ["booty"], 3: ["haul"]},
                 seed=seed)
    for s_ in range(4):
        m.state.shown[s_] = [c for c in m.state.hands[s_] if SD.is_treasure(c)]
    played = whole_turn(m, 0, captain("stolen_treasure", level, seed, hard_iterations=1000))
    skulduggery = played.index(Action.of("play", card="skulduggery"))       # (a wager of bad treasure may come first)
    assert Action.of("play", card="spyglass") not in played[:skulduggery], played
    assert played[skulduggery + 1] == Action.of("target", seat=1), played


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_hooks_the_leaders_seen_treasure_before_burying_a_silver_coin(level):
    """Hook: 'Take one random pirate or treasure card ... That targeted opponent's next turn is
    skipped.' Dan leads (550 buried) and holds only a Diamond and a Sapphire, both drawn face up for
    all to see: the Hook takes one of them for sure and costs him the turn he would bury them on.
    Our Silver Coin can be buried next turn. Played to the end by the rule of thumb from 600 sampled
    positions: the Hook first 0.42 of a win, burying the Silver Coin 0.31, a wager against Dan 0.29
    (bench/blunders.py seed 172: the rule of thumb buried, then played Skulduggery. Hard searches
    3,000 playouts a tree, a little more than it gets at the table: at 300 and 1,000 it wagered first
    on one seed in six, and then drew a card rather than Hook; at 2,000 on one seed in twelve once
    the rule of thumb, its rollouts, no longer staked bad treasure against a bad answer, though
    played on by that rule of thumb the Hook still leads the wager by 10 points, se 2.7.) Skulduggery,
    taking one of the two for our Bad Voodoo, is next best (1,000 samples: 0.34 against the Hook's
    0.39); Normal, whose 200 playouts try each of eight moves about 30 times, took it on 2 seeds of 12.
    Once the rule of thumb (its rollouts) judged how near the target it stands by the treasure buried,
    Normal over 60 seeds Hooked on 58, played Skulduggery on 1 and buried the Silver Coin first on 1
    (seed 1; before, 55 and 5 and none): so three in four must Hook, and Normal may play worse than
    Skulduggery on one seed of twelve, the rule of thumb and Hard on none."""
    hooks, worse, seeds = 0, 0, range(12) if level == "normal" else range(3)
    for seed in seeds:
        m = st.table(players=4, hands={0: ["silver", "voodoo", "skulduggery", "hook"], 1: ["parley"],
                                       2: ["barnacle", "barnacle", "yarr", "kraken"], 3: ["sapphire", "diamond"]},
                     buried={0: ["silver", "bullion", "ruby"], 1: ["booty", "doubloons", "silver"], 2: ["haul"],
                             3: ["doubloons", "doubloons", "booty", "silver"]}, seed=seed)
        for s_ in (2, 3):
            m.state.shown[s_] = [c for c in m.state.hands[s_] if SD.is_treasure(c)]
        played = own_moves(m, 0, captain("stolen_treasure", level, seed, hard_iterations=3000), limit=1)
        worse += played[0] not in (Action.of("play", card="hook"), Action.of("play", card="skulduggery"))
        hooks += played == [Action.of("play", card="hook")]          # (aimed at Dan: every level, seen)
    assert worse <= (1 if level == "normal" else 0), worse
    assert hooks >= (9 if level == "normal" else len(seeds)), hooks


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_stolen_treasure_wagers_a_small_treasure_where_the_only_answer_is_a_rich_one(level, seed):
    """Wagering: 'The chosen opponent then MUST place treasure cards face up onto the table with equal
    or exceeding value' and 'cannot refuse'. Our one action left, our Gold Dubloons (100) drawn this
    turn and not yet to be buried; Cat, the leader, holds a Noble's Trove (500) and five bad cards, all
    seen drawn: against our 100 the Trove is her only answer, and the coin toss wins it or loses the
    Gold. Played to the end by the rule of thumb (600 samples): the wager 0.21 of a win, the best draw
    0.08. (bench/blunders.py, seed 177: the rule of thumb drew a card, the wager +11 points.) Hard
    searches 600 playouts here, fewer than at the table: since the rule of thumb draws piracy while it
    holds fewer than two cards it can play, at 300 it wagered against Ben on 1 seed of 12, at 600 on none."""
    m = st.table(players=4, hands={0: ["doubloons"], 1: ["booty"],
                                   2: ["trove", "peg_leg", "boot", "barnacle", "barnacle", "voodoo"],
                                   3: ["doubloons", "diamond", "barnacle"]},
                 buried={0: ["booty", "bullion", "doubloons", "silver"], 1: ["haul", "bullion", "silver"],
                         2: ["emerald", "emerald", "ruby", "sapphire"], 3: ["ruby", "sapphire"]},
                 fresh=True, seed=seed, actions_left=1)
    for s_ in range(4):
        m.state.shown[s_] = [c for c in m.state.hands[s_] if SD.is_treasure(c)]
    played = own_moves(m, 0, captain("stolen_treasure", level, seed, hard_iterations=600), limit=1)
    assert played == [Action.of("wager", target=2)], played


@pytest.mark.parametrize("seed", (0, 1, 2))
def test_stolen_treasure_skulduggery_takes_a_seen_diamond_before_a_silver_coin_is_buried(seed):
    """Skulduggery: 'Take one random pirate or treasure card from the targeted opponent's hand.' Dan's
    only card is a Diamond all saw him draw: taken now for sure (and our Bad Voodoo given), where
    burying our Silver Coin first lets him bury the Diamond on his turn. The bury can wait. (The rule
    of thumb's own rule; Normal, on one seed of three, drew and then wagered against Dan instead.)"""
    level = "rule_of_thumb"
    m = st.table(players=4, hands={0: ["silver", "voodoo", "skulduggery"], 1: ["parley", "yarr"],
                                   2: ["barnacle", "kraken"], 3: ["diamond"]},
                 buried={0: ["bullion", "ruby"], 1: ["booty", "silver"], 2: ["haul"], 3: ["doubloons", "booty"]},
                 seed=seed)
    for s_ in range(4):
        m.state.shown[s_] = [c for c in m.state.hands[s_] if SD.is_treasure(c)]
    played = own_moves(m, 0, captain("stolen_treasure", level, seed, hard_iterations=2000), limit=2)
    assert played == [Action.of("play", card="skulduggery"), Action.of("target", seat=3)], played


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_hooks_the_rival_who_drew_the_winning_diamond(level):
    """Two rivals have 1,000 buried and one card in hand, both drawn face up for all to see ('players
    MUST reveal the card'): one a Diamond (500), to be buried next turn for 1,500, the other Bad
    Voodoo. The Hook takes the Diamond, the rival's only card, and costs him his next turn. (With the
    rivals' hands dealt at random both looked alike; with the estimate's spread at 15% of the target,
    Normal and Hard, far behind, valued every move at a few points of win chance.)"""
    m = st.table(players=3, hands={0: ["hook"], 1: ["voodoo"], 2: ["diamond"]},
                 buried={1: ["trove", "haul", "doubloons"], 2: ["booty", "booty", "haul"]}, seed=4)
    m.state.shown[1], m.state.shown[2] = list(m.state.hands[1]), list(m.state.hands[2])
    played = whole_turn(m, 0, captain("stolen_treasure", level, 4))
    assert any(a.kind == "target" and a["seat"] == 2 for a in played), played


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_wagers_against_the_rival_about_to_win_for_the_treasure_he_would_bury(level):
    """Ben has 1,300 buried and holds a Silver Coin (50) and a Sapphire (150), both seen drawn: buried
    on his next turn they make 1,500. Anne has one action left and a Ruby (200) to stake. 'The chosen
    opponent then MUST place treasure cards ... with equal or exceeding value' and 'cannot refuse':
    the wager makes him stake both, and won, they are hers. Drawing a card (seen: bench/blunders.py,
    +40 points of win share) leaves him to bury them and win."""
    m = st.table(players=3, hands={0: ["ruby", "pirates_code", "bombs_away"], 1: ["silver", "sapphire"]},
                 buried={0: ["diamond", "haul", "emerald", "doubloons"], 1: ["trove", "haul", "booty", "doubloons"],
                         2: ["booty", "booty", "bullion"]},
                 fresh=True, seed=6, actions_left=1)
    m.state.shown[1] = list(m.state.hands[1])
    d = m.decision_for(0)
    assert d is not None and d.step == "main" and Action.of("wager", target=1) in d.actions
    assert captain("stolen_treasure", level, 6).choose(m.view(0), d) == Action.of("wager", target=1)


@pytest.mark.parametrize("seed", (3, 8))
@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_a_bad_treasure_wager_on_a_rivals_lone_haul_goes_before_a_bury(level, seed):
    """Anne has one action left, Gold Dubloons (100) she may bury and a Peg Leg (-100); Ben holds only
    a Merchant's Haul (400), seen drawn, which he may bury next turn. 'Treasure cards with negative
    valuations can be wagered!', and Ben 'MUST place treasure cards ... with equal or exceeding
    value': his Haul. The winner is a coin toss: won, the Haul is hers; lost, the Peg Leg is his.
    Either way she gains more than the 100 buried, which can wait a turn (seen: bench/blunders.py,
    the bury cost 13 points of win share)."""
    m = st.table(players=4, hands={0: ["doubloons", "peg_leg"], 1: ["haul"], 2: ["sapphire", "doubloons"]},
                 buried={0: ["ruby"], 1: ["booty", "silver"], 2: ["emerald"], 3: ["bullion"]},
                 seed=seed, actions_left=1)
    m.state.shown[0], m.state.shown[1] = list(m.state.hands[0]), list(m.state.hands[1])
    d = m.decision_for(0)
    assert d is not None and d.step == "main" and Action.of("bury", card=st.card(m, 0, "doubloons")) in d.actions
    assert captain("stolen_treasure", level, seed).choose(m.view(0), d) == Action.of("wager", target=1)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_stolen_treasure_wagers_the_bad_treasure_whose_loss_wins_the_game(level, seed):
    """Anne's last action: 1,500 buried, and in hand only a Boot and a Barnacle (-200). 'Points are
    ... the amount of treasure cards buried minus any negative treasure in a player's hand', so they
    alone keep her from the win. Dan has 1,300 buried and a Gold Bullion seen drawn: he wins on his
    turn. Staked ('Treasure cards with negative valuations can be wagered!') against Dan, who 'MUST
    place treasure cards ... with equal or exceeding value' (his Bullion): lost, her hand is empty
    and she has won; won, the Bullion is hers and Dan cannot win next turn. Against Ben (who answers
    with a Barnacle of his own) only the first holds. Played on by the rule of thumb (400 samples):
    the wager against Dan 0.905 of a win, against Ben 0.81, a piracy card drawn 0.81, a treasure
    0.735, the turn ended 0.79. (bench/blunders.py, Stolen Treasure seed 185, without Dan's threat:
    the rule of thumb drew, since it stakes no bad treasure against a bad answer, 9.5 points of win
    share below the wager.) The searching levels must wager; the rule of thumb wagers against Dan.
    (Normal, at 200 playouts, may take Ben: its estimate, a few moves on, counts the -250 of a won
    wager as 250 short of the target, where played on it is two coin tosses a turn from the win.)"""
    m = st.table(players=4, hands={0: ["boot", "barnacle"], 1: ["emerald", "barnacle", "kraken"], 3: ["bullion"]},
                 buried={0: ["diamond", "trove", "haul", "doubloons"], 1: ["booty", "silver", "silver"],
                         2: ["emerald", "bullion"], 3: ["haul", "booty", "booty", "bullion", "doubloons"]},
                 seed=2, actions_left=1)
    for s in (0, 1, 3):      # every treasure in these hands was seen going in
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    d = m.decision_for(0)
    assert d is not None and d.step == "main" and Action.of("wager", target=3) in d.actions
    move = captain("stolen_treasure", level, seed).choose(m.view(0), d)
    assert move.kind == "wager"
    assert level != "rule_of_thumb" or move == Action.of("wager", target=3)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_stolen_treasure_skulduggery_that_gives_away_the_bad_treasure_wins_at_once(level, seed):
    """Anne's last action: 1,600 buried, a Boot and a Barnacle in hand (a score of 1,400: 'buried minus
    any negative treasure in a player's hand'), and a Skulduggery: 'take one random pirate or treasure
    card from the targeted opponent's hand ... Take one chosen card from your hand and give it to the
    same targeted opponent.' Cat holds no treasure, so the card taken is a piracy card and the Boot
    given leaves 1,550: the win, for sure. A wager whose loss wins (the Boot staked against Dan, who
    answers with his Bullion) is a coin toss. (bench/blunders.py, Stolen Treasure seed 276, position 5:
    the rule of thumb wagered; played on, 0.615 of a win against Skulduggery's 0.938.)"""
    m = st.table(players=4, hands={0: ["boot", "barnacle", "skulduggery"], 1: ["ruby", "kraken"],
                                   2: ["hook", "plunder"], 3: ["bullion"]},
                 buried={0: ["diamond", "trove", "haul", "ruby"], 1: ["booty", "silver"], 2: ["emerald"],
                         3: ["haul", "booty", "bullion", "bullion", "doubloons"]},
                 seed=seed, actions_left=1)
    for s in (0, 1, 3):      # every treasure in these hands was seen going in
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    played = whole_turn(m, 0, captain("stolen_treasure", level, seed))
    assert played[0] == Action.of("play", card="skulduggery"), played
    assert m.is_over() and m.result().winners == (0,), played


@pytest.mark.parametrize("seed", range(3))
def test_stolen_treasure_the_rule_of_thumb_wagers_bad_treasure_whose_loss_wins_against_a_bad_answer(seed):
    """As above, with nobody about to win, and Ben and Dan each holding a Barnacle to answer with: won,
    Anne holds -250; lost, she has won. Played on by the rule of thumb (400 samples): the wager 0.94
    of a win, a piracy card drawn 0.89 (the wager next turn, two tries), a treasure 0.86. The rule of
    thumb stakes no bad treasure against a bad answer, but for this (`_losing_wins`); it drew here.
    The searching levels are left out: Normal at 200 playouts drew on 1 seed of 6 (its estimate
    counts a won wager's -250 as 250 short of the target), a search of 1,000 playouts wagered on every seed."""
    m = st.table(players=4, hands={0: ["boot", "barnacle"], 1: ["haul", "barnacle", "kraken"],
                                   3: ["doubloons", "peg_leg", "barnacle"]},
                 buried={0: ["diamond", "trove", "haul", "doubloons"], 1: ["booty", "silver", "silver"],
                         2: ["emerald", "bullion"], 3: ["bullion", "doubloons"]},
                 seed=2, actions_left=1)
    for s in (0, 1, 3):
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    d = m.decision_for(0)
    assert d is not None and d.step == "main"
    assert captain("stolen_treasure", "rule_of_thumb", seed).choose(m.view(0), d).kind == "wager"


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_stolen_treasure_a_small_bad_treasure_wager_does_not_take_a_draws_place(level):
    """Anne's last action, her Silver Coin just drawn (not yet to bury): a Peg Leg, Boot and Bad
    Voodoo (-500) staked against Dan, the only rival with treasure, would be answered with his
    cheapest cover, the Hairy Chest (-300): +100 on a coin toss, for the action a card drawn would
    have taken. Played on by the rule of thumb from the same 2,000 samples: the wager 17.8% win
    share, a treasure drawn 20.9%, a piracy card 22.6% (seen: bench/blunders.py seed 170). The rule
    of thumb wagers (taught to wager only where that may win the game it grew much stronger one
    against three, but no searching captain did: see bench/RESULTS.md), the search draws, but it
    must beat the rule of thumb's favourite to overrule it, and at 200 playouts a few points are
    within its noise: Normal wagered on 2 seeds of 12 (1 of 12 once every captain made rich wagers),
    so five seeds of six must draw."""
    draws = 0
    for seed in range(6):
        m = st.table(players=4, hands={0: ["silver", "peg_leg", "boot", "voodoo", "yarr", "yarr"],
                                       1: ["kraken", "hook"], 2: ["parley"],
                                       3: ["doubloons", "emerald", "hairy_chest", "barnacle", "voodoo"]},
                     buried={0: ["ruby"], 1: ["booty", "silver"], 2: ["emerald", "bullion"], 3: ["bullion", "silver"]},
                     seed=3, actions_left=1, fresh=True)
        m.state.shown[0] = [c for c in m.state.hands[0] if SD.is_treasure(c)]
        m.state.shown[3] = list(m.state.hands[3])
        d = m.decision_for(0)
        assert d is not None and d.step == "main" and Action.of("wager", target=3) in d.actions
        draws += captain("stolen_treasure", level, seed).choose(m.view(0), d).kind == "draw"
    assert draws >= 5, draws


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(6))
def test_stolen_treasure_near_the_target_with_bad_treasure_in_hand_the_last_action_draws_treasure(level, seed):
    """Anne has 1,400 buried of the 1,500 that win, and holds a Boot, a Barnacle and a Bad Voodoo
    (-450: 'the amount of treasure cards buried minus any negative treasure in a player's hand'), all
    seen drawn, and a Parley; one action left. A treasure drawn now is buried next turn ('1 turn MUST
    elapse'), and the bad treasure wagered away ('Treasure cards with negative valuations can be
    wagered!'): a piracy card never wins. Played on by the rule of thumb (600 samples): a treasure drawn
    0.762 and 0.730 of a win, a piracy card 0.662. (bench/blunders.py, Stolen Treasure seed 255 position
    18, a like table: the rule of thumb drew a piracy card, 20 points below a treasure; it judged how
    near the target it stood by its score, 950, not by what it had buried, and drew either at random:
    here a piracy card on seed 4 of the six.)"""
    m = st.table(players=4, hands={0: ["boot", "barnacle", "voodoo", "parley"], 1: ["boot", "hook", "kraken"],
                                   2: ["doubloons", "peg_leg", "barnacle"], 3: ["plunder", "spyglass"]},
                 buried={0: ["bullion", "ruby", "booty", "booty", "bullion", "doubloons", "doubloons"],
                         1: ["silver", "sapphire", "trove", "doubloons", "silver"],
                         2: ["silver", "doubloons", "diamond", "sapphire", "haul"], 3: ["silver", "sapphire", "bullion"]},
                 seed=seed, actions_left=1)
    for s in (0, 1, 2):
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    move = captain("stolen_treasure", level, seed).choose(m.view(0), m.decision_for(0))
    assert move.kind == "draw" and move["pile"] != 2, move


@pytest.mark.parametrize("seed", range(6))
def test_stolen_treasure_holding_only_answers_the_last_action_draws_a_piracy_card(seed):
    """Anne has 600 buried, the others 700-850 of the 1,500 that win; she holds a Pirate's Code and a
    Parley, answers she cannot play as an action of hers ('Defensive/interrupt piracy cards can be
    played by other players out of their turn'), and nothing to bury. One action left. Played on by the
    rule of thumb (600 samples): a piracy card drawn 0.203 of a win, a treasure 0.165 and 0.177, the
    turn ended 0.177. (bench/blunders.py, Stolen Treasure seed 259 position 14, this table: the rule of
    thumb counted the two answers as piracy enough and drew treasure.) The searching levels are left
    out: a treasure drawn is not clearly worse to a search of a few hundred playouts."""
    m = st.table(players=4, hands={0: ["pirates_code", "parley"], 1: ["yarr"],
                                   3: ["boot", "voodoo", "plunder", "skulduggery"]},
                 buried={0: ["bullion", "sapphire", "bullion", "silver"], 1: ["booty", "sapphire", "emerald", "silver"],
                         2: ["sapphire", "haul", "ruby", "doubloons"],
                         3: ["silver", "booty", "bullion", "doubloons", "silver"]},
                 seed=seed, actions_left=1)
    for s in (1, 2, 3):
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    move = captain("stolen_treasure", "rule_of_thumb", seed).choose(m.view(0), m.decision_for(0))
    assert move == Action.of("draw", pile=2), move


def _a_lone_barnacle(seed: int):
    """Anne (1,250 buried) holds a Barnacle and a Pirate's Code, both actions to come. Cat (1,150)
    holds the Hairy Chest and two Barnacles, Dan (1,750 buried) six bad treasures (-900), all seen
    drawn. From bench/blunders.py, Stolen Treasure seed 210, position 38."""
    m = st.table(players=4, hands={0: ["barnacle", "pirates_code"], 1: ["hook"],
                                   2: ["hairy_chest", "barnacle", "barnacle", "skulduggery"],
                                   3: ["peg_leg", "peg_leg", "boot", "barnacle", "voodoo", "voodoo"]},
                 buried={0: ["haul", "booty", "bullion", "bullion", "doubloons", "silver"],
                         1: ["emerald", "ruby", "bullion"], 2: ["booty", "emerald", "sapphire", "ruby", "bullion"],
                         3: ["trove", "diamond", "haul", "booty", "silver"]}, seed=seed)
    for s in (0, 2, 3):
        m.state.shown[s] = [c for c in m.state.hands[s] if SD.is_treasure(c)]
    return m


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_a_lone_barnacle_is_not_wagered_in_place_of_a_draw(level):
    """A Barnacle (-50) staked against Cat or Dan is answered with a Barnacle: a coin toss for 50,
    for the action a card drawn would have taken. Played on by the rule of thumb (1,000 samples):
    the wagers 7.0% and 7.8% win share, a card drawn from either treasure pile or the piracy deck
    12.1-12.8%. The search once rated the wager far above a draw (0.37 against 0.29 over 3,000
    playouts), as it searched the stake and the answer card by card: the answering rival, at a wide
    node seldom visited, answered at random (Hard wagered on 5 seeds of 6, Normal on 2)."""
    for seed in range(6):
        m = _a_lone_barnacle(seed)
        d = m.decision_for(0)
        assert d is not None and d.step == "main" and Action.of("wager", target=2) in d.actions
        assert captain("stolen_treasure", level, seed).choose(m.view(0), d).kind == "draw", seed


def test_stolen_treasure_the_search_plays_a_wagers_stake_and_answer_as_the_rule_of_thumbs_whole_move():
    """Below the root a stake and an answer are one move, the rule of thumb's cards and 'done', as
    the rule of thumb would lay them card by card."""
    from game.ai.stolen_treasure import search_moves
    m = _a_lone_barnacle(1)
    voodoo = st.card(m, 3, "voodoo")        # Anne holds two bad treasures: a stake of two cards
    m.state.hands[3].remove(voodoo)
    m.state.shown[3].remove(voodoo)
    m.state.hands[0].append(voodoo)
    m.submit(0, Action.of("wager", target=2))
    rule = make_heuristic("stolen_treasure", random.Random(0))
    for seat in (0, 2):
        d = m.decision_for(seat)
        assert d is not None and d.step == ("stake" if seat == 0 else "answer")
        moves = search_moves(m.state.clone(), d)
        laid = []
        while (d := m.decision_for(seat)) is not None and d.step in ("stake", "answer"):
            laid.append(rule.choose(m.view(seat), d))
            m.submit(seat, laid[-1])
        assert moves == [tuple(laid)]
        assert laid[-1] == Action.of("done") and len(laid) > 1


def _cat_about_to_win(hand: list[str], ben_buried: list[str], seed: int):
    """Cat has 1,000 buried and drew the Diamond (500) face up: buried on her next turn, it wins.
    Ben holds a Bad Voodoo, also seen drawn."""
    m = st.table(players=3, hands={0: hand, 1: ["voodoo"], 2: ["diamond"]},
                 buried={1: ben_buried, 2: ["booty", "booty", "haul"]}, seed=seed)
    m.state.shown[1], m.state.shown[2] = list(m.state.hands[1]), list(m.state.hands[2])
    return m


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_the_kraken_sends_back_the_diamond_that_would_win_a_rival_the_game(level):
    """The Kraken: 'ALL players ... put all treasure cards from their hand back into the treasure
    decks.' Our hand holds no treasure to lose; the rule of thumb kept its Kraken for a table of
    full hands and drew."""
    m = _cat_about_to_win(["kraken", "bombs_away"], ["silver"], 2)
    played = whole_turn(m, 0, captain("stolen_treasure", level, 2))
    assert Action.of("play", card="kraken") in played and not m.state.hands[2], played


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_x_marks_the_spot_digs_at_the_rival_about_to_win(level):
    """X Marks the Spot: 'take one buried treasure card from that opponent'. Ben's buried Noble's
    Trove is the richest card, but taking Cat's Merchant's Haul leaves her 1,100 with the Diamond
    buried: only that keeps her from winning next turn. (The rule of thumb dug up the Trove.)"""
    m = _cat_about_to_win(["x_marks", "peg_leg"], ["trove"], 3)
    played = whole_turn(m, 0, captain("stolen_treasure", level, 3))
    assert Action.of("target", seat=2) in played and len(m.state.buried[2]) == 2, played


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_skulduggery_takes_the_only_card_of_the_rival_about_to_win(level):
    """Skulduggery: 'take one random pirate or treasure card from the targeted opponent's hand'. Cat's
    only card is the Diamond that wins her the game next turn. (The rule of thumb kept Skulduggery
    for a Black Spot and drew.)"""
    m = _cat_about_to_win(["skulduggery", "bombs_away"], ["silver"], 2)
    played = whole_turn(m, 0, captain("stolen_treasure", level, 2))
    assert Action.of("play", card="skulduggery") in played and Action.of("target", seat=2) in played, played
    assert "diamond" not in st.keys(m, 2)


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_spyglass_swaps_bad_voodoo_for_a_diamond_and_a_trove(level):
    """Spyglass: 'swap all cards in your hand with the targeted opponent's cards in hand'. Ours is a
    Bad Voodoo (-250); Ben's is the Diamond and the Noble's Trove, both drawn face up ('players MUST
    reveal the card'), so he holds no Yarr! or Pirate's Code. With 1,000 buried the swap is a win next
    turn. (The rule of thumb never played Spyglass: it wagered the Voodoo on a coin toss and drew.)"""
    m = st.table(players=3, hands={0: ["spyglass", "voodoo"], 1: ["diamond", "trove"], 2: ["silver"]},
                 buried={0: ["haul", "haul", "bullion"], 1: ["silver"]}, seed=2)
    m.state.shown[1], m.state.shown[2] = list(m.state.hands[1]), list(m.state.hands[2])
    played = whole_turn(m, 0, captain("stolen_treasure", level, 2))
    assert Action.of("play", card="spyglass") in played and Action.of("target", seat=1) in played, played
    assert {"diamond", "trove"} <= set(st.keys(m, 0)) and "voodoo" in st.keys(m, 1)


def _answer_as(m: Match, seat: int, player) -> None:
    """`player` answers the open Yarr!/Pirate's Code windows for `seat`; every other seat passes."""
    for _ in range(10):
        d = next(iter(m.pending()), None)
        if d is None or d.step not in ("yarr", "code"):
            break
        m.submit(d.seat, player.choose(m.view(seat), d) if d.seat == seat else d.actions[-1])
    settle(m)


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_yarr_stops_the_kraken_that_would_sink_a_winning_diamond(level):
    """The Kraken: 'ALL players put all treasure cards from their hand back'; Yarr! 'nullify that
    card's effect completely'. Anne has 1,000 buried and a Diamond (500) to bury next turn."""
    m = st.table(players=3, turn=1, hands={0: ["yarr", "diamond"], 1: ["kraken", "silver"], 2: ["barnacle"]},
                 buried={0: ["trove", "haul", "silver", "silver"]}, seed=3)
    m.submit(1, Action.of("play", card="kraken"))
    settle(m)
    _answer_as(m, 0, captain("stolen_treasure", level, 3))
    assert "diamond" in st.keys(m, 0)


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_yarr_stops_the_kraken_that_would_clear_a_rivals_bad_treasure_and_win_him_the_game(level):
    """'Points are calculated as the amount of treasure cards buried minus any negative treasure in a
    player's hand': Cat has 1,500 buried and a Bad Voodoo (-250) in hand, all saw drawn. Ben's Kraken
    ('ALL players put all treasure cards from their hand back') would clear it and win Cat the game;
    Anne's Yarr! stops it. The rule of thumb weighed the Kraken by its own hand alone and passed.
    Played to the end (400 samples): the Yarr! 0.150 of a win, passing 0.022 (bench/blunders.py,
    Stolen Treasure seed 270, position 5)."""
    m = st.table(players=3, turn=1, hands={0: ["yarr", "silver"], 1: ["kraken", "silver"], 2: ["voodoo"]},
                 buried={2: ["trove", "diamond", "haul", "doubloons"]}, seed=3)
    m.state.shown[2] = list(m.state.hands[2])
    m.submit(1, Action.of("play", card="kraken"))
    settle(m)
    _answer_as(m, 0, captain("stolen_treasure", level, 3))
    assert not m.is_over() and "voodoo" in st.keys(m, 2)


@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_pirates_code_passes_on_the_x_marks_the_spot_aimed_at_our_diamond(level):
    """Pirate's Code: 'When targeted ... select one target opponent. The effect is applied to that
    targeted opponent instead'. Ben digs at Anne's 1,400 buried (Trove, Diamond, Haul)."""
    m = st.table(players=3, turn=1, hands={0: ["pirates_code", "silver"], 1: ["x_marks"], 2: ["silver"]},
                 buried={0: ["trove", "diamond", "haul"], 2: ["bullion"]}, seed=1)
    m.submit(1, Action.of("play", card="x_marks"))
    m.submit(1, Action.of("target", seat=0))
    settle(m)
    _answer_as(m, 0, captain("stolen_treasure", level, 1))
    assert len(m.state.buried[0]) == 3 and "pirates_code" not in st.keys(m, 0)
    assert m.pending()[0].step == "choose_dig" and m.pending()[0].seat == 1     # Ben digs at Cat's


@pytest.mark.parametrize("level", LEVELS)
def test_privateer_a_lone_ship_outnumbered_calls_its_reinforcements(level):
    """Black's gambit: 'at the start of your turn, with fewer than 3 ships at sea, pay 2 doubloons to
    place a ship next to one of yours; it gets dice this turn'. Black, on 3 doubloons, has one ship
    left against the two of the only other fleet at sea. Played to the end (300 samples): every
    reinforcing hex 0.30-0.36, rolling the dice 0.13 at best. (bench/blunders.py, Privateer seed 170:
    the rule of thumb reinforced only from 4 doubloons.)"""
    ships = {6: [5, 2], 7: [8, 1], 15: [3, 7]}
    state = {"players": 4, "ocean": "standard_ocean", "fleets": [3, 1, 5, 2], "order": [1, 2, 3, 0],
             "owner": [0, 1, 2, 3], "ships": {str(k): ships.get(k) for k in range(19)},
             "terrain": {"0,3": "desert", "0,4": "volcano", "0,8": "volcano", "1,8": "desert", "10,-1": "reef",
                         "10,-2": "desert", "10,3": "reef", "5,-2": "reef", "9,4": "volcano"},
             "gold": [0, 4, 3, 3], "treasure": 20, "phase": "dice", "turn": 13,
             "start_hex": [[3, 1], [1, 5], [9, 1], [7, -1]], "dice": [], "merchant_taken": True,
             "gambit_used": [False, False, False, True]}
    m = Match.from_position(registry.get("privateer"), state, seed=1, names=["Anne", "Bart", "Cora", "Dirk"])
    d = m.decision_for(2)
    assert d is not None and any(a.kind == "gambit" for a in d.actions)
    assert captain("privateer", level, 1).choose(m.view(2), d).kind == "gambit"


@pytest.mark.parametrize("seed", (0, 1, 2))
@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_a_bad_treasure_wager_thins_the_leaders_hand_before_skulduggery(level, seed):
    """Ben has 1,450 buried and Gold Dubloons (100) and a Merchant's Haul (400) seen drawn: either,
    buried on his turn, wins him the game. Anne, on 1,300, holds a Hairy Chest (-300) and Skulduggery
    ('take one random ... card from the targeted opponent's hand'), two actions. Skulduggery first
    takes the Haul half the time. The wager first: Ben 'MUST place treasure cards ... with equal or
    exceeding value', his Gold Dubloons; won, the Gold is Anne's and Skulduggery then takes the Haul
    for sure, giving him the Chest; lost, the Chest is his and counts against him. Played on by the
    rule of thumb (400 samples): the wager 0.315 of a win, Skulduggery 0.147, the best draw 0.207.
    (bench/blunders.py, seed 273, position 14: Skulduggery first 0.255, the wager first 0.383.)"""
    m = st.table(players=4, hands={0: ["hairy_chest", "skulduggery"], 1: ["doubloons", "haul"],
                                   2: ["sapphire", "barnacle"], 3: ["silver"]},
                 buried={0: ["emerald", "booty", "ruby", "bullion", "sapphire", "sapphire"],
                         1: ["trove", "diamond", "ruby", "bullion", "silver"],
                         2: ["doubloons", "sapphire"], 3: ["haul", "booty", "silver"]},
                 seed=seed)
    for s_ in range(4):
        m.state.shown[s_] = [c for c in m.state.hands[s_] if SD.is_treasure(c)]
    played = own_moves(m, 0, captain("stolen_treasure", level, seed, hard_iterations=600), limit=1)
    assert played == [Action.of("wager", target=1)], played


@pytest.mark.parametrize("seed", (0, 1, 2))
@pytest.mark.parametrize("level", LEVELS)
def test_stolen_treasure_the_last_treasure_is_buried_not_given_away_by_skulduggery(level, seed):
    """Anne's last action, a Gold Bullion (200) and Skulduggery in hand. Skulduggery: 'take one
    random pirate or treasure card from the targeted opponent's hand ... Take one chosen card from
    your hand and give it to the same targeted opponent. The card given cannot be the same card as
    the one the player takes.' Cat holds a Noble's Trove all saw drawn and one card more: half the
    time the Trove is taken, but whatever is taken, the Bullion is the card given, and nobody is near
    enough the target for the Trove to stop a win. Burying the Bullion keeps it.
    (bench/blunders.py, seed 283, position 31: Skulduggery 0.10 of a win below the bury, se 0.035;
    bench/rule_change.py, 30 positions where the rule changed the move: +0.054, se 0.008.)"""
    m = st.table(players=4, hands={0: ["bullion", "skulduggery"], 1: ["plunder", "hook", "yarr", "spyglass"],
                                   2: ["trove", "bombs_away"], 3: ["kraken", "x_marks"]},
                 buried={0: ["haul", "sapphire", "doubloons"], 1: ["booty", "silver"],
                         2: ["emerald", "booty"], 3: ["diamond", "silver", "doubloons"]},
                 seed=seed, actions_left=1)
    m.state.shown[2] = [st.card(m, 2, "trove")]
    bullion = st.card(m, 0, "bullion")
    played = own_moves(m, 0, captain("stolen_treasure", level, seed), limit=1)
    assert played == [Action.of("bury", card=bullion)], played

"""Every worked example and rule sentence of loot_pirates.txt (with DECISIONS.md), as a test.

Each test sets up a position (dice fixed, as a save file would) and plays it
through the real Match, so the whole path from submit to payout is checked.
"""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import Action, IllegalAction, Match, registry
from game.rules.loot_pirates.combat import Shot, defence_against, may_run_out, pay_debts, settle, share_booty, volley

LP = registry.get("loot_pirates")
NAMES = ["Anne", "Bart", "Cora", "Dirk", "Eve", "Finn", "Gus", "Hal", "Ida", "Jon"]


def scenario(gold, red, black, booty=100, reserve=15, captain=0, shootout=False, seed=7):
    n = len(gold)
    position = {"players": n, "gold": gold, "booty": booty, "reserve": reserve, "captain": captain,
                "phase": "aim", "round": 1, "red": red, "black": black, "shootout": shootout}
    return Match.from_position(LP, position, seed=seed, names=NAMES[:n])


def aim(m, targets):
    for seat, t in enumerate(targets):
        m.submit(seat, Action.of("aim", target=t))


def all_pass(m):
    while m.state.phase == "negotiate":
        d = m.pending()[0]
        m.submit(d.seat, Action.of("pass"))


def fire(m, choices):
    for seat, c in enumerate(choices):
        m.submit(seat, Action.of(c))


def play_round(m, targets, choices):
    aim(m, targets)
    all_pass(m)
    fire(m, choices)
    return m.state.last_round


# ---- the volley ----------------------------------------------------------------

def test_two_dropped_one_shot_each_survivor_takes_three():
    """'if two players dropped their guns, and one player got successfully shot this round,
    all of the remaining pirates would take 3 doubloons from the Booty each.'"""
    m = scenario([4] * 5, red=[6, 1, 1, 1, 1], black=[6, 6, 6, 1, 6])
    summary = play_round(m, [3, 0, 0, 0, 0], ["shoot", "drop", "drop", "raise", "raise"])
    assert summary["dropped"] == [1, 2] and summary["hit"] == [3]
    assert summary["share"] == 3 and sorted(summary["survivors"]) == [0, 4]
    # Anne: 4 + 2 (hit Dirk) + 3 share; Dirk paid 2 and gets no share; the yellow two keep their 4.
    assert m.state.gold == [9, 4, 4, 2, 7]
    assert m.state.booty == 100 - 6


def test_three_shooters_lower_defence_by_two_for_each():
    """'If three players all shoot the same target the targets defense value is reduced by 2.'"""
    m = scenario([4] * 4, red=[4, 4, 3, 1], black=[6, 6, 6, 5])
    summary = play_round(m, [3, 3, 3, 0], ["shoot", "shoot", "shoot", "raise"])
    shots = {s[0]: s for s in summary["shots"]}
    assert all(shots[s][3] == 3 for s in (0, 1, 2))            # black 5 - 2 = 3 against every shooter
    assert [shots[s][4] for s in (0, 1, 2)] == [True, True, False]  # 4 > 3 hits, 3 = 3 is a tie


def test_two_shooters_lower_defence_by_one():
    assert defence_against(5, 2) == 4 and defence_against(5, 1) == 5


def test_defence_may_drop_below_one():
    """'A pirates effective defense can drop below 1, if many players are all shooting them.'"""
    assert defence_against(1, 4) == -2
    shots = volley([1, 1, 1, 1, 6], [6, 6, 6, 6, 1], [4, 4, 4, 4, 0], ["shoot"] * 4 + ["raise"])
    assert all(s.hit and s.defence == -2 for s in shots)        # even a red 1 beats defence -2


def test_ties_go_to_the_defender():
    m = scenario([4] * 3, red=[4, 1, 1], black=[1, 4, 6])
    summary = play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert summary["hit"] == [] and m.state.gold == [4, 4, 4]


def test_hit_target_pays_two_to_each_successful_attacker():
    m = scenario([4, 4, 4, 4], red=[6, 6, 1, 1], black=[6, 6, 6, 2])
    play_round(m, [3, 3, 3, 0], ["shoot", "shoot", "shoot", "raise"])
    # Dirk's defence 2 - 2 = 0: all three hit; Dirk owes 6 but has 4.
    # Highest attack dice first: Anne (6) and Bart (6, seat order) get 2 each, Cora (1) nothing.
    assert m.state.last_round["payments"] == [[3, 1, 2], [3, 0, 2]] or \
        sorted(map(tuple, m.state.last_round["payments"])) == [(3, 0, 2), (3, 1, 2)]
    assert m.state.gold[3] == 0


def test_shot_at_a_pirate_who_dropped_is_never_fired():
    """'Any other pirates who had been aimed at him do not get a chance to shoot him.'"""
    m = scenario([4] * 3, red=[6, 6, 1], black=[1, 1, 1])
    summary = play_round(m, [1, 0, 0], ["shoot", "drop", "raise"])
    assert [s[0] for s in summary["shots"]] == []
    # Anne stayed brave and was not hit: she shares; Bart turned yellow: no share.
    assert summary["survivors"] == [2, 0] or sorted(summary["survivors"]) == [0, 2]
    assert m.state.gold == [5, 4, 5]


def test_a_pirate_who_drops_fires_no_shot_of_his_own():
    """'Drop: The pirate can drop his gun and raise his empty hands up. He has turned yellow and ran
    away this round.' Bart's red 6 would beat Anne's black 1, but with his gun dropped no shot is
    fired: Anne pays nothing, and she takes the doubloon his turning yellow adds to the share
    (Anne's own shot at Cora's black 6 misses; Cora's at Bart is never fired)."""
    m = scenario([4] * 3, red=[1, 6, 1], black=[1, 6, 6])
    summary = play_round(m, [2, 0, 1], ["shoot", "drop", "shoot"])
    assert summary["dropped"] == [1] and summary["hit"] == []
    assert [shot[0] for shot in summary["shots"]] == [0]       # Anne's miss at Cora; Bart fired nothing
    assert summary["share"] == 1 and sorted(summary["survivors"]) == [0, 2]
    assert m.state.gold == [5, 4, 5]


def test_raise_holds_fire_and_still_shares_unless_shot():
    m = scenario([4] * 3, red=[6, 6, 6], black=[1, 1, 1])
    summary = play_round(m, [1, 2, 0], ["raise", "drop", "shoot"])
    # Cora shoots Anne (raised): 6 > 1, hit. Bart dropped. Cora alone is left standing.
    assert summary["hit"] == [0] and summary["dropped"] == [1]
    assert summary["survivors"] == [2] and summary["share"] == 2
    assert m.state.gold == [2, 4, 4 + 2 + 2]


def test_missed_by_every_attacker_without_dropping_shares():
    m = scenario([4] * 4, red=[1, 1, 6, 1], black=[6, 1, 6, 1])
    summary = play_round(m, [1, 0, 1, 0], ["shoot", "shoot", "shoot", "drop"])
    # Bart shot Anne and missed (1 vs 6); Anne and Cora both shot Bart (defence 1-1=0): Anne 1>0, Cora 6>0.
    assert summary["hit"] == [1] and summary["dropped"] == [3]
    assert sorted(summary["survivors"]) == [0, 2] and summary["share"] == 2


def test_all_brave_and_nobody_hit_means_no_booty():
    """'there can be rounds where all the pirates are brave ... each pirate receiving 0.'"""
    m = scenario([4] * 4, red=[1, 1, 1, 1], black=[6, 6, 6, 6], booty=50)
    summary = play_round(m, [1, 2, 3, 0], ["shoot"] * 4)
    assert summary["share"] == 0 and m.state.booty == 50 and m.state.gold == [4] * 4


def test_shot_pirates_are_back_in_action_next_round():
    m = scenario([4] * 3, red=[6, 1, 1], black=[6, 1, 6])
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert m.state.phase == "aim" and m.state.round == 2
    assert sorted(d.seat for d in m.pending()) == [0, 1, 2]


# ---- paying when broke --------------------------------------------------------

def test_broke_target_pays_highest_attack_die_first():
    """'the pirate who attacked them with the highest attack dice gets his 2 doubloons first'"""
    shots = [Shot(0, 2, 3, 0, True), Shot(1, 2, 5, 0, True)]
    gold, payments = pay_debts([0, 0, 3], shots, order=[1, 2, 0])
    assert payments == [(2, 1, 2), (2, 0, 1)] and gold == [1, 2, 0]


def test_broke_pirate_hands_his_winnings_to_his_attackers():
    """'a broke pirate cannot keep his 2 doubloons from killing another pirate when his attack
    value was lower than those who he has to pay off'"""
    # Cora (broke) is hit by Anne (red 6); Cora herself hits Bart (red 3) who pays her 2.
    shots = [Shot(0, 2, 6, 1, True), Shot(2, 1, 3, 2, True)]
    gold, payments = pay_debts([0, 5, 0], shots, order=[0, 1, 2])
    assert gold == [2, 3, 0]
    assert (1, 2, 2) in payments and (2, 0, 2) in payments


def test_broke_pirate_in_a_full_match():
    m = scenario([4, 4, 0], red=[6, 1, 3], black=[6, 2, 1])
    summary = play_round(m, [2, 0, 1], ["shoot", "shoot", "shoot"])
    # Anne hits Cora (6>1). Bart shoots Anne (1 vs 6) and misses. Cora hits Bart (3>2): Bart pays Cora 2,
    # which Cora must pass straight to Anne.
    assert summary["hit"] == [1, 2]
    assert m.state.gold[2] == 0 and m.state.gold[1] == 2
    assert m.state.gold[0] == 4 + 2 + 2        # paid by Cora, plus a share of 2 (two pirates hit)


# ---- booty and the last round --------------------------------------------------

def test_last_round_is_topped_up_from_the_reserve():
    """'additional doubloons are supplied from the Reserve in order that each pirate gains their fair share'"""
    m = scenario([4] * 5, red=[6, 1, 1, 1, 1], black=[6, 6, 6, 1, 6], booty=4)
    summary = play_round(m, [3, 0, 0, 0, 0], ["shoot", "drop", "drop", "raise", "raise"])
    assert summary["share"] == 3 and summary["from_reserve"] == 2
    assert m.state.booty == 0 and m.state.reserve == 13
    assert m.state.phase == "over"


def test_reserve_short_split_evenly_rest_to_reserve():
    sharing = share_booty([0, 1, 2], unlucky=7, booty=1, reserve=3)
    assert sharing.each == 1 and sharing.booty_after == 0 and sharing.reserve_after == 1


def test_share_exactly_empties_the_booty_and_ends_the_game():
    m = scenario([4] * 3, red=[6, 1, 1], black=[6, 1, 6], booty=2)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert m.state.booty == 0 and m.state.reserve == 15 and m.is_over()


def test_game_goes_on_while_booty_remains():
    m = scenario([4] * 3, red=[6, 1, 1], black=[6, 1, 6], booty=3)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert m.state.booty == 1 and not m.is_over()


# ---- the end --------------------------------------------------------------------

def test_richest_wins_and_is_captain_next_game():
    m = scenario([4, 4, 9], red=[6, 1, 1], black=[6, 1, 6], booty=2)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    result = m.result()
    assert result.winners == (2,) and result.extra["next_captain"] == 2
    assert result.scores == tuple(m.state.gold)


def test_tie_means_all_tied_pirates_win():
    m = scenario([6, 4, 8], red=[6, 1, 1], black=[6, 1, 6], booty=2)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert m.state.gold == [9, 2, 9] and m.result().winners == (0, 2)
    assert m.result().extra["next_captain"] is None


def test_tie_shootout_variant_fights_until_one_is_left():
    m = scenario([6, 4, 8], red=[6, 1, 1], black=[6, 1, 6], booty=2, shootout=True)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    assert not m.is_over() and m.state.duelists == [0, 2]
    # Two duelists: the aim is forced, straight to 'Fire!' with shoot or drop only; no money moves.
    assert {d.step for d in m.pending()} == {"fire"}
    assert m.pending()[0].kinds() == ["shoot", "drop"]
    gold = list(m.state.gold)
    m.state.red, m.state.black = [6, 0, 1], [6, 0, 2]   # fix the duel dice: Anne hits Cora, Cora misses
    m.submit(0, Action.of("shoot"))
    m.submit(2, Action.of("shoot"))
    assert m.is_over() and m.result().winners == (0,) and m.state.gold == gold


def test_shootout_yellow_pirate_loses():
    m = scenario([6, 4, 8], red=[6, 1, 1], black=[6, 1, 6], booty=2, shootout=True)
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    m.submit(0, Action.of("shoot"))
    m.submit(2, Action.of("drop"))
    assert m.result().winners == (0,)


# ---- setup and variants -----------------------------------------------------------

def test_standard_setup():
    m = Match.new(LP, 6, seed=1)
    assert m.state.gold == [4] * 6 and m.state.reserve == 15 and m.state.booty == 72
    assert {d.step for d in m.pending()} == {"aim"} and len(m.pending()) == 6


def test_booty_size_option():
    assert Match.new(LP, 4, {"booty": 30}, seed=1).state.booty == 30


def test_d6_starting_gold_variant():
    golds = [g for seed in range(30) for g in Match.new(LP, 5, {"d6_start": "on"}, seed=seed).state.gold]
    assert set(golds) == set(range(1, 7))


@pytest.mark.parametrize("players", [2, 11])
def test_player_range(players):
    with pytest.raises(ValueError, match="3 to 10 players"):
        Match.new(LP, players)


def test_each_pirate_sees_only_their_own_dice():
    m = Match.new(LP, 4, seed=3)
    for seat in range(4):
        assert list(m.view(seat)["dice"]) == [seat]
    assert list(m.view(None)["dice"]) == [0, 1, 2, 3]


def test_aims_are_hidden_until_everyone_has_aimed():
    m = scenario([4] * 3, red=[1, 2, 3], black=[4, 5, 6])
    m.submit(0, Action.of("aim", target=2))
    assert m.view(1)["aims"] == [None, None, None] and m.view(0)["aims"][0] == 2
    with pytest.raises(IllegalAction, match="cannot aim at yourself"):
        m.submit(1, Action.of("aim", target=1))
    m.submit(1, Action.of("aim", target=0))
    m.submit(2, Action.of("aim", target=0))
    assert m.view(1)["aims"] == [2, 0, 0] and m.state.phase == "negotiate"


def test_fire_choices_are_hidden_until_all_have_chosen():
    m = scenario([4] * 3, red=[1, 2, 3], black=[4, 5, 6])
    aim(m, [1, 2, 0])
    all_pass(m)
    m.submit(0, Action.of("drop"))
    assert m.view(1)["fire"] == [None, None, None] and m.view(0)["fire"][0] == "drop"


# ---- negotiation ---------------------------------------------------------------------

def test_negotiation_starts_left_of_the_captain_and_goes_round():
    m = scenario([4] * 4, red=[1] * 4, black=[1] * 4, captain=2)
    aim(m, [1, 2, 3, 0])
    seen = []
    for _ in range(4):
        d = m.pending()[0]
        seen.append(d.seat)
        m.submit(d.seat, Action.of("pass"))
    assert seen == [3, 0, 1, 2] and m.state.phase == "fire"


def test_bribe_moves_gold_and_binds_nobody():
    m = scenario([4] * 3, red=[6, 1, 1], black=[1, 1, 1])
    aim(m, [1, 0, 0])
    m.submit(1, Action.of("bribe", to=0, amount=2))   # Bart (left of Captain Anne) pays Anne
    assert m.state.gold == [6, 2, 4]
    assert m.view(2)["deals"] == [("bribe", 1, 0, 2)]
    all_pass(m)
    fire(m, ["shoot", "raise", "raise"])            # Anne takes the money and shoots anyway
    assert m.state.last_round["hit"] == [1]


def test_a_pirate_makes_at_most_three_offers_per_round():
    m = scenario([10, 4, 4], red=[1] * 3, black=[1] * 3, captain=2)
    aim(m, [1, 0, 0])
    for _ in range(3):
        m.submit(0, Action.of("bribe", to=1, amount=1))
        while m.pending()[0].seat != 0:
            m.submit(m.pending()[0].seat, Action.of("pass"))
    # Anne's offers are spent: she is skipped and the next round of passes ends the parley.
    assert m.state.offers_made[0] == 3
    assert m.state.phase == "fire"


def test_paid_peek_shows_the_dice_to_the_buyer_only():
    m = scenario([4] * 3, red=[5, 2, 3], black=[6, 1, 2])
    aim(m, [1, 0, 0])
    m.submit(1, Action.of("offer_peek", to=0))       # Bart offers to show Anne his dice
    assert [d.step for d in m.pending()] == ["peek_answer"] and m.pending()[0].seat == 0
    m.submit(0, Action.of("accept"))
    assert m.state.gold == [3, 5, 4]
    assert m.view(0)["dice"] == {0: (5, 6), 1: (2, 1)}
    assert 1 not in m.view(2)["dice"]
    private = [e for e in m.events if e.kind == "peek_dice"]
    assert private and private[0].visible_to == frozenset({0})


def test_declined_peek_costs_nothing_and_shows_nothing():
    m = scenario([4] * 3, red=[5, 2, 3], black=[6, 1, 2])
    aim(m, [1, 0, 0])
    m.submit(1, Action.of("offer_peek", to=0))
    m.submit(0, Action.of("decline"))
    assert m.state.gold == [4, 4, 4] and list(m.view(0)["dice"]) == [0]


def test_bribe_beyond_your_gold_is_refused_in_words():
    m = scenario([4] * 3, red=[1] * 3, black=[1] * 3)
    aim(m, [1, 0, 0])
    with pytest.raises(IllegalAction, match="only 4 doubloons and cannot pay 9"):
        m.submit(1, Action.of("bribe", to=0, amount=9))
    with pytest.raises(IllegalAction, match="Wait for 'Fire!'"):
        m.submit(1, Action.of("shoot"))


def test_drop_is_allowed_even_when_nobody_aims_at_you():
    m = scenario([4] * 3, red=[1] * 3, black=[1] * 3)
    aim(m, [1, 0, 0])
    all_pass(m)
    fire(m, ["raise", "raise", "drop"])              # Cora was not a target; legal but pointless
    assert m.state.last_round["dropped"] == [2]


def test_log_reads_like_the_table():
    m = scenario([4] * 3, red=[6, 1, 1], black=[6, 1, 6])
    play_round(m, [1, 0, 0], ["shoot", "raise", "raise"])
    lines = [LP.describe_event(e, m.names, 0) for e in m.events_for(0)]
    assert "Anne shoots Bart: red 6 vs defence 1, HIT." in lines
    assert "Bart pays Anne 2 doubloons." in lines
    assert any(line.startswith("Anne and Cora each take 1 doubloon") or line.startswith("Cora and Anne") for line in lines)


def test_the_log_folds_peek_chatter_between_others_into_the_line_that_ends_the_parley():
    m = scenario([4] * 3, red=[5, 2, 3], black=[6, 1, 2])
    aim(m, [1, 0, 0])
    m.submit(1, Action.of("offer_peek", to=0))
    m.submit(0, Action.of("decline"))
    all_pass(m)
    names = ["Anne", "Bart", "Cora"]
    lines = [m.ruleset.describe_event(e, names, 2) for e in m.events]
    assert not any("offers to show" in line or "declines to see" in line for line in lines)   # Cora's log
    over = next(line for line in lines if "Ready! Set! Fire!" in line)
    assert over.startswith("Parley: 1 offer to show dice, none taken.")
    anne = [m.ruleset.describe_event(e, names, 0) for e in m.events]
    assert any("offers to show" in line for line in anne)          # an offer to you stays in your log


def test_deals_are_named_records_kept_as_lists_in_a_save():
    """A deal is a record (kind, frm, to, value) in the game and a list of four in a save file;
    loading the save gives the same records back."""
    import json
    import random

    from game.ai.seats import make_heuristic
    from game.engine import Match, registry
    from game.rules.loot_pirates.state import Deal

    ruleset = registry.get("loot_pirates")
    for seed in range(40):
        match = Match.new(ruleset, 4, seed=seed)
        captains = [make_heuristic("loot_pirates", random.Random(s)) for s in range(4)]
        while not match.is_over():
            d = match.pending()[0]
            if match.state.deals and d.step == "fire":
                deals = match.state.deals
                assert all(isinstance(x, Deal) and x.kind in ("bribe", "peek") for x in deals)
                saved = json.loads(json.dumps(match.state.to_json()))
                assert all(isinstance(x, list) and len(x) == 4 for x in saved["deals"])
                assert ruleset.state_from_json(saved).deals == deals
                assert Deal.read(saved["deals"]) == deals
                return
            match.submit(d.seat, captains[d.seat].choose(match.view(d.seat), d))
    raise AssertionError("no parley with a deal in 40 games")


def test_a_round_shares_at_most_k_times_n_less_k_doubloons():
    """'each surviving, brave pirate gets one doubloon for every pirate who turned yellow, or got
    successfully shot': with k of n pirates out, n - k take k each. At four pirates a round shares 4
    at most (two out, two in), so a booty of 4 may run out this round and a booty of 5 cannot
    (`may_run_out`, which the captains and the table read for the last volley)."""
    most = 0
    for choices in itertools.product(("drop", "shoot"), repeat=4):
        if "shoot" in choices:
            settled = settle([9] * 4, [1] * 4, [6] * 4, [1, 0, 3, 2], list(choices), [0, 1, 2, 3], 20, 15)
            most = max(most, 20 - settled.sharing.booty_after)
    assert most == 4
    assert may_run_out(4, 4) and not may_run_out(4, 5)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_captain_s_quick_settlement_is_the_rules_settlement(data):
    """The captains weigh a guessed volley with `settled_gold`, which skips the records `settle` keeps
    for the log: the piles, the booty and the reserve left must be the rules' own."""
    from game.rules.loot_pirates.combat import settled_gold

    n = data.draw(st.integers(3, 6))
    dice = st.lists(st.integers(1, 6), min_size=n, max_size=n)
    gold = data.draw(st.lists(st.integers(0, 12), min_size=n, max_size=n))
    red, black = data.draw(dice), data.draw(dice)
    aims = [data.draw(st.sampled_from([t for t in range(n) if t != s])) for s in range(n)]
    choices = data.draw(st.lists(st.sampled_from(["shoot", "raise", "drop"]), min_size=n, max_size=n))
    order = data.draw(st.permutations(range(n)))
    booty, reserve = data.draw(st.integers(0, 20)), data.draw(st.integers(0, 15))
    full = settle(gold, red, black, aims, choices, order, booty, reserve)
    assert settled_gold(gold, red, black, aims, choices, order, booty, reserve) == (
        full.gold, full.sharing.booty_after, full.sharing.reserve_after)

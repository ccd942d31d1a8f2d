"""Doubloons: the turn, the pirates and every clarification bullet of doubloons.txt."""

from __future__ import annotations

import pytest

from game.engine import Match
from game.engine.errors import IllegalAction
from game.engine.values import Action
from game.rules.doubloons import data as D
from tests.rules.harness import settle
from tests.rules.doubloons_table import RULES, answer_all, choose, end, kinds, pid, play, table, use


# ---- setup and the turn ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_rising_deal_five_pirates_for_hire_and_the_first_draw(players):
    m = Match.new(RULES, players, {"first": 1}, seed=4)
    s = m.state
    counts = [len(s.hands[(1 + i) % players]) for i in range(players)]
    assert counts == [D.FIRST_HAND + 1] + [D.FIRST_HAND + i for i in range(1, players)]  # + seat 1's first draw
    assert len(s.market) == 5 and s.turn == 1 and s.coins == [0] * players and s.bank == 50


def test_up_to_three_cards_a_turn_but_pirates_do_not_count():
    m = table(hands={0: ["x_marks"] * 4}, crews={0: ["anne_bonny"]})
    for _ in range(3):
        play(m, "x_marks")
    assert all(a.kind != "play" for a in m.decision_for(0).actions)
    use(m, "anne_bonny")
    assert m.state.coins[0] == 4
    with pytest.raises(IllegalAction, match="already played 3"):
        m.submit(0, Action.of("play", card="x_marks"))


def test_each_pirate_once_per_turn_and_hired_pirates_work_at_once():
    m = table(coins={0: 3}, market=["anne_bonny", "mary_read", "barbarossa", "henry_morgan", "blackbeard"])
    m.submit(0, Action.of("hire", pirate=pid("anne_bonny")))
    assert m.state.coins[0] == 0 and m.state.bank == 50 and len(m.state.market) == 5
    assert pid("anne_bonny") not in m.state.market and m.state.market[0] is not None     # refilled
    use(m, "anne_bonny")
    assert m.state.coins[0] == 1
    with pytest.raises(IllegalAction, match="once per turn"):
        m.submit(0, Action.of("use", pirate=pid("anne_bonny")))


def test_only_two_pirates_a_third_means_letting_one_go():
    m = table(coins={0: 5}, crews={0: ["anne_bonny", "henry_morgan"]},
              market=["mary_read", "barbarossa", "blackbeard", "ching_shih", "william_kidd"])
    hires = [a for a in m.decision_for(0).actions if a.kind == "hire"]
    assert hires and all(a.get("drop") is not None for a in hires)
    with pytest.raises(IllegalAction, match="only two"):
        m.submit(0, Action.of("hire", pirate=pid("mary_read")))
    m.submit(0, Action.of("hire", pirate=pid("mary_read"), drop=pid("henry_morgan")))
    assert sorted(m.state.crews[0]) == sorted([pid("anne_bonny"), pid("mary_read")])
    assert pid("henry_morgan") in m.state.pirate_discard


def test_seven_doubloons_win_only_at_the_end_of_your_own_turn():
    m = table(hands={0: ["yo_ho_ho"], 1: ["pillage"]}, coins={0: 6, 1: 6})
    play(m, "yo_ho_ho")
    assert m.state.coins[0] == 8
    end(m)
    assert m.is_over() and m.result().winners == (0,)
    m = table(hands={1: ["pillage"]}, coins={0: 6, 1: 6, 2: 1}, turn=1)
    play(m, "pillage", 0)
    end(m)                                  # Ben has 7 at the end of his turn: he wins
    assert m.result().winners == (1,)


def test_nobody_may_discard_at_will_and_heave_to_is_not_played_on_your_own_turn():
    m = table(hands={0: ["heave_to", "x_marks"]})
    assert {a.kind for a in m.decision_for(0).actions} == {"play", "end"}
    assert [a["card"] for a in m.decision_for(0).actions if a.kind == "play"] == ["x_marks"]
    with pytest.raises(IllegalAction, match="another player"):
        m.submit(0, Action.of("play", card="heave_to"))


# ---- Heave To! ---------------------------------------------------------------------------
def test_heave_to_can_be_countered_by_the_victim_and_that_counter_countered_again():
    m = table(hands={0: ["x_marks", "heave_to"], 1: ["heave_to"], 2: ["heave_to"]})
    play(m, "x_marks")
    assert sorted(d.seat for d in m.pending()) == [1, 2]            # not the player himself
    m.submit(1, Action.of("heave_to"))
    m.submit(2, Action.of("heave_to"))
    assert [c[0] for c in m.state.chain] == [1]                    # Ben was first to Anne's left
    assert kinds(m, 2) == ["heave_to"]                             # Cat keeps hers
    assert sorted(d.seat for d in m.pending()) == [0, 2]           # Anne may counter the Heave To on her
    m.submit(0, Action.of("heave_to"))
    m.submit(2, Action.of("pass"))
    assert [c[0] for c in m.state.chain] == [1, 0]
    assert sorted(d.seat for d in m.pending()) == [1, 2]           # Ben is asked too, with nothing to play
    assert m.decision_for(1).actions == (Action.of("pass"),)
    settle(m)
    assert [d.seat for d in m.pending()] == [2]                    # Cat counters Anne's counter
    m.submit(2, Action.of("heave_to"))
    settle(m)
    assert m.state.step == "main"                                  # nobody is left holding one
    assert m.state.coins[0] == 0 and m.state.plays == 1            # three Heave Tos: cancelled
    assert sum(1 for c in m.state.discard if D.CARD_KEYS[c] == "heave_to") == 3


def test_the_player_may_not_counter_a_heave_to_that_helps_him():
    m = table(hands={0: ["x_marks", "heave_to"], 1: ["heave_to"], 2: ["heave_to"]})
    play(m, "x_marks")
    m.submit(1, Action.of("heave_to"))
    m.submit(2, Action.of("pass"))
    m.submit(0, Action.of("pass"))
    m.submit(2, Action.of("heave_to"))          # Cat cancels Ben's Heave To: Anne is not asked
    assert [d.seat for d in m.pending()] == [1]  # Ben is, holding nothing: who is asked tells no hands
    settle(m)
    assert m.state.step == "main" and m.state.coins[0] == 1


def test_a_cancelled_pirate_cannot_be_used_again_this_turn():
    m = table(crews={0: ["anne_bonny"]}, hands={1: ["heave_to"]})
    use(m, "anne_bonny")
    answer_all(m, {1: True})
    assert m.state.coins[0] == 0
    assert all(a.kind != "use" for a in m.decision_for(0).actions)


def test_the_heave_to_prompt_names_the_play():
    m = table(hands={0: ["pillage"], 1: ["heave_to"]}, coins={1: 2})
    play(m, "pillage", 1)
    d = m.decision_for(1)
    assert d.step == "react" and "Pillage" in d.prompt and d.simultaneous


# ---- action cards ------------------------------------------------------------------------------
def test_barter_stacks_works_on_hired_pirates_never_goes_below_zero_and_resets():
    m = table(hands={0: ["barter"] * 3}, coins={0: 0}, crews={1: ["henry_morgan"]},
              market=["anne_bonny", "mary_read", "barbarossa", "blackbeard", "ching_shih"])
    play(m, "barter", "mary_read")
    play(m, "barter", "mary_read")
    play(m, "barter", "mary_read")               # 2 - 3: free, not -1
    assert ["hire", pid("mary_read")] in [[a.kind, a.get("pirate")] for a in m.decision_for(0).actions]
    assert [p for p, c in m.view(0)["costs"] if c == 0] == [pid("mary_read")]
    end(m)
    assert m.state.barter == {} and dict(m.view(1)["costs"])[pid("mary_read")] == 2


def test_barter_on_a_rivals_pirate_makes_mutiny_one_cheaper():
    m = table(hands={0: ["barter", "mutiny"]}, coins={0: 2}, crews={0: ["henry_morgan"], 1: ["anne_bonny"]})
    play(m, "barter", "anne_bonny")
    play(m, "mutiny", "henry_morgan", "anne_bonny")
    assert m.state.coins[0] == 0 and m.state.crews == [[pid("anne_bonny")], [pid("henry_morgan")], []]


def test_commandeer_skips_disabled_pirates_and_a_cancelled_one_leaves_the_pirate_free():
    m = table(hands={0: ["commandeer", "commandeer"], 2: ["heave_to"]},
              crews={1: ["anne_bonny", "bartholomew_roberts"]}, disabled={pid("bartholomew_roberts"): 1})
    m.submit(0, Action.of("play", card="commandeer"))
    assert [a["pirate"] for a in m.decision_for(0).actions if a.kind == "target"] == [pid("anne_bonny")]
    m.submit(0, Action.of("target", pirate=pid("anne_bonny")))
    answer_all(m, {2: True})
    assert m.state.coins[0] == 0
    play(m, "commandeer", "anne_bonny")             # she may still be used via another Commandeer
    assert m.state.coins[0] == 1


def test_fire_in_the_hole_first_replays_the_previous_players_last_card():
    m = table(hands={0: ["yo_ho_ho", "x_marks"], 1: ["fire_in_the_hole"]})
    play(m, "yo_ho_ho")
    play(m, "x_marks")
    end(m)
    play(m, "fire_in_the_hole")
    assert m.state.coins[1] == 1


def test_fire_in_the_hole_looks_past_fire_in_the_hole_and_heave_to_to_the_cancelled_card():
    m = table(hands={0: ["yo_ho_ho", "fire_in_the_hole"], 1: ["heave_to", "fire_in_the_hole"]})
    play(m, "yo_ho_ho")
    answer_all(m, {1: True})                       # Yo-ho-ho cancelled; the last card played is a Heave To
    play(m, "fire_in_the_hole")                   # re-plays the cancelled Yo-ho-ho
    assert m.state.coins[0] == 2
    end(m)
    play(m, "fire_in_the_hole")                   # the last card was Fire in the Hole: the one before it
    assert m.state.coins[1] == 2


def test_marooned_disables_every_pirate_even_for_copying_and_swapped_ones_stay_disabled():
    m = table(hands={0: ["marooned"]}, crews={1: ["anne_bonny", "kanhoji_angre"], 2: ["hendrick_quintor"]},
              coins={1: 4})
    play(m, "marooned", 1)
    assert m.state.disabled == {pid("anne_bonny"): 0, pid("kanhoji_angre"): 0}
    end(m)
    assert all(a.kind != "use" for a in m.decision_for(1).actions)
    m.submit(1, Action.of("hire", pirate=m.state.market[0], drop=pid("anne_bonny")) if False else Action.of("end"))
    assert not [a for a in m.decision_for(2).actions if a.kind == "use"]     # nothing enabled to copy


def test_mutiny_swaps_disabled_pirates_who_stay_disabled_and_works_with_the_market():
    m = table(hands={0: ["mutiny", "mutiny"]}, coins={0: 5}, crews={0: ["henry_morgan", "anne_bonny"],
              1: ["kanhoji_angre"]}, disabled={pid("kanhoji_angre"): 2},
              market=["mary_read", "barbarossa", "blackbeard", "ching_shih", "william_kidd"])
    play(m, "mutiny", "henry_morgan", "kanhoji_angre")
    assert pid("kanhoji_angre") in m.state.crews[0] and m.state.disabled == {pid("kanhoji_angre"): 2}
    play(m, "mutiny", "anne_bonny", "mary_read")
    assert pid("anne_bonny") in m.state.market and pid("mary_read") in m.state.crews[0]
    assert m.state.coins[0] == 0                   # 3 for Kanhoji Angre, 2 for Mary Read


def test_a_swapped_pirate_can_be_used_at_once():
    m = table(hands={0: ["mutiny"]}, coins={0: 3}, crews={0: ["henry_morgan"], 1: ["anne_bonny"]})
    play(m, "mutiny", "henry_morgan", "anne_bonny")
    use(m, "anne_bonny")
    assert m.state.coins[0] == 1


def test_a_pirate_used_this_turn_and_swapped_back_is_still_used():
    """'You can't use any pirate's more than once per turn, regardless of how you triggered the
    pirate's effect': Anne Bonny, used, swapped away by one Mutiny and back by another, stays used."""
    m = table(hands={0: ["mutiny", "mutiny"]}, coins={0: 6}, crews={0: ["anne_bonny"], 1: ["henry_morgan"]})
    use(m, "anne_bonny")
    play(m, "mutiny", "anne_bonny", "henry_morgan")
    play(m, "mutiny", "henry_morgan", "anne_bonny")
    assert pid("anne_bonny") in m.state.crews[0]
    assert Action.of("use", pirate=pid("anne_bonny")) not in m.decision_for(0).actions
    with pytest.raises(IllegalAction, match="once per turn"):
        m.submit(0, Action.of("use", pirate=pid("anne_bonny")))


def test_me_hearties_gives_one_of_the_two_drawn_cards_face_down():
    m = table(hands={0: ["me_hearties"]}, deck_top=["yo_ho_ho", "spyglass"])
    play(m, "me_hearties")
    choice = m.state.choice
    assert choice["kind"] == "give_card" and sorted(D.CARD_KEYS[c] for c in choice["options"]) == \
        ["spyglass", "yo_ho_ho"]
    spy = next(c for c in choice["options"] if D.CARD_KEYS[c] == "spyglass")
    choose(m, card=spy)
    events = m.submit(0, Action.of("choose", seat=2))
    assert kinds(m, 2) == ["spyglass"] and kinds(m, 0) == ["yo_ho_ho"]
    seen = [e for e in events if e.kind == "card_seen"]
    assert seen and not seen[0].visible(1) and seen[0].visible(2)


def test_scallywag_takes_the_top_pirate_and_you_must_keep_it():
    m = table(hands={0: ["scallywag"]}, crews={0: ["anne_bonny", "henry_morgan"]})
    top = m.state.pirate_deck[-1]
    play(m, "scallywag")
    assert m.state.choice["kind"] == "drop" and top not in m.state.choice["options"]
    choose(m, pirate="henry_morgan")
    assert sorted(m.state.crews[0]) == sorted([pid("anne_bonny"), top])


def test_a_pirate_a_scallywag_brings_into_a_full_crew_works_at_once():
    """Scallywag: 'You must keep the pirate that you pick' ('over 2 pirates, discard one', DECISIONS.md),
    and 'when you hire a pirate, you can use their effect immediately': the newcomer is used the same
    turn, one of the old crew let go (the captains weigh a Scallywag into a full crew so)."""
    m = table(hands={0: ["scallywag"]}, crews={0: ["grace_omalley", "henry_morgan"]})
    newcomer = next(p for p in reversed(m.state.pirate_deck) if not D.PIRATES[p].passive)
    m.state.pirate_deck.remove(newcomer)
    m.state.pirate_deck.append(newcomer)                # on top
    play(m, "scallywag")
    choose(m, pirate="grace_omalley")
    assert sorted(m.state.crews[0]) == sorted([pid("henry_morgan"), newcomer])
    assert Action.of("use", pirate=newcomer) in m.pending()[0].actions


def test_spyglass_keeps_one_of_the_top_three_and_returns_the_others_in_any_order():
    m = table(hands={0: ["spyglass"]}, deck_top=["yo_ho_ho", "pillage", "barter"])
    play(m, "spyglass")
    by_kind = {D.CARD_KEYS[c]: c for c in m.state.choice["options"]}
    choose(m, card=by_kind["yo_ho_ho"])
    choose(m, card=by_kind["barter"])              # barter back on top
    assert m.state.deck[-2:] == [by_kind["pillage"], by_kind["barter"]] and kinds(m, 0) == ["yo_ho_ho"]


def test_walk_the_plank_on_your_own_or_a_disabled_pirate():
    m = table(hands={0: ["walk_the_plank", "walk_the_plank"]}, crews={0: ["henry_morgan"], 1: ["anne_bonny"]},
              disabled={pid("anne_bonny"): 2})
    play(m, "walk_the_plank", "anne_bonny")
    play(m, "walk_the_plank", "henry_morgan")
    assert m.state.crews == [[], [], []] and m.state.disabled == {}


# ---- pirates ----------------------------------------------------------------------------------
def test_barbarossa_discards_then_draws_two_and_a_heave_to_saves_the_card():
    m = table(hands={0: ["pillage", "x_marks"]}, crews={0: ["barbarossa"]})
    use(m, "barbarossa")
    pillage = next(c for c in m.state.hands[0] if D.CARD_KEYS[c] == "pillage")
    choose(m, card=pillage)
    assert len(m.state.hands[0]) == 3 and pillage in m.state.discard and m.state.plays == 0
    m = table(hands={0: ["pillage"], 1: ["heave_to"]}, crews={0: ["barbarossa"]})
    use(m, "barbarossa")
    answer_all(m, {1: True})
    assert kinds(m, 0) == ["pillage"] and m.state.step == "main"


def test_ching_shih_discards_then_steals_and_a_heave_to_saves_the_card():
    m = table(hands={0: ["barter"]}, crews={0: ["ching_shih"]}, coins={2: 2})
    use(m, "ching_shih", 2)
    choose(m, card=m.state.hands[0][0])
    assert m.state.coins == [1, 0, 1] and m.state.hands[0] == [] and m.state.plays == 0
    m = table(hands={0: ["barter"], 1: ["heave_to"]}, crews={0: ["ching_shih"]}, coins={2: 2})
    use(m, "ching_shih", 2)
    answer_all(m, {1: True})
    assert kinds(m, 0) == ["barter"] and m.state.coins == [0, 0, 2]


def test_commandeer_cannot_copy_barbarossa_or_ching_shih_without_another_card_to_discard():
    """The discard is the price of "Discard 1 action card from your hand, then ...", however the
    effect is reached: a Commandeer that is your last card leaves nothing to pay with."""
    m = table(hands={0: ["commandeer"]}, crews={1: ["barbarossa", "ching_shih", "anne_bonny"]}, coins={2: 2})
    m.submit(0, Action.of("play", card="commandeer"))
    copyable = {a["pirate"] for a in m.decision_for(0).actions if a.kind == "target"}
    assert copyable == {pid("anne_bonny")}
    m = table(hands={0: ["commandeer", "x_marks"]}, crews={1: ["barbarossa", "ching_shih"]}, coins={2: 2})
    m.submit(0, Action.of("play", card="commandeer"))
    assert {a["pirate"] for a in m.decision_for(0).actions if a.kind == "target"} == {
        pid("barbarossa"), pid("ching_shih")}


def test_a_copied_barbarossa_whose_price_was_spent_on_a_counter_heave_to_gives_nothing():
    """Anne Commandeers Ben's Barbarossa holding one Heave To! more; Cat cancels, Anne counters
    with that Heave To!: Barbarossa goes through, but Anne has no card left to discard."""
    m = table(hands={0: ["commandeer", "heave_to"], 2: ["heave_to"]}, crews={1: ["barbarossa"]})
    play(m, "commandeer", "barbarossa")
    m.submit(2, Action.of("heave_to"))
    settle(m)
    m.submit(0, Action.of("heave_to"))
    settle(m)
    assert m.state.hands[0] == [] and m.state.step == "main"
    assert any(e.kind == "no_discard" for e in m.events)
    assert len(m.state.hands[0]) == 0 and m.state.coins[0] == 0          # no two cards drawn


def test_ching_shih_through_hendrick_quintor_with_an_empty_hand_steals_nothing():
    m = table(hands={0: []}, crews={0: ["hendrick_quintor"], 1: ["ching_shih"]}, coins={2: 2})
    assert not any(a.kind == "use" and a["pirate"] == pid("hendrick_quintor")
                   for a in m.decision_for(0).actions)        # nothing he could copy can be paid for


def test_francis_fernando_sees_the_whole_hand_and_picks():
    m = table(hands={1: ["yo_ho_ho", "barter", "heave_to"]}, crews={0: ["francis_fernando"]})
    m.state.hands[1] = m.state.hands[1]
    use(m, "francis_fernando", 1)
    assert answer_all(m) is None and m.state.choice["kind"] == "take"
    view = m.view(0)
    assert sorted(view["choice"]["options"]) == sorted(m.state.hands[1])
    assert m.view(2)["choice"] is None                        # only Francis' captain sees the hand
    yo = next(c for c in m.state.hands[1] if D.CARD_KEYS[c] == "yo_ho_ho")
    choose(m, card=yo)
    assert kinds(m, 0) == ["yo_ho_ho"]


def test_grace_omalley_guards_cards_until_disabled_and_commandeering_her_guards_you():
    m = table(hands={0: ["pillage"], 1: ["x_marks"], 2: ["x_marks"]}, crews={0: ["henry_morgan"],
              1: ["grace_omalley"]}, disabled={})
    use(m, "henry_morgan")
    assert [a["seat"] for a in m.decision_for(0).actions if a.kind == "target"] == [2]
    m = table(hands={0: ["marooned"], 1: ["x_marks"]}, crews={0: ["henry_morgan"], 1: ["grace_omalley"]})
    play(m, "marooned", 1)
    use(m, "henry_morgan", 1)
    assert kinds(m, 0) == ["x_marks"]
    m = table(hands={0: ["commandeer"], 1: ["x_marks"], 2: ["x_marks"]},
              crews={1: ["grace_omalley"], 2: ["henry_morgan"]})
    play(m, "commandeer", "grace_omalley")
    end(m)
    m.submit(1, Action.of("end"))
    assert all(a.kind != "use" for a in m.decision_for(2).actions)    # Anne and Ben are both guarded
    end(m)
    assert m.state.protect == []                     # her protection ends at her next turn


def test_hendrick_quintor_copied_mary_read_survives_mary_being_disabled():
    m = table(crews={0: ["hendrick_quintor"], 1: ["blackbeard"], 2: ["mary_read"]},
              hands={1: ["pillage"]}, coins={0: 2})
    use(m, "hendrick_quintor", "mary_read")
    end(m)
    use(m, "blackbeard", "mary_read")
    assert Action.of("play", card="pillage") not in m.decision_for(1).actions      # Anne still protected


def test_hendrick_quintor_cannot_copy_a_pirate_already_used_this_turn():
    m = table(hands={0: ["commandeer"]}, crews={0: ["hendrick_quintor"], 1: ["anne_bonny", "bartholomew_roberts"]})
    play(m, "commandeer", "anne_bonny")
    m.submit(0, Action.of("use", pirate=pid("hendrick_quintor")))
    assert [a["pirate"] for a in m.decision_for(0).actions if a.kind == "target"] == [pid("bartholomew_roberts")]


def test_henry_morgan_takes_a_random_card_and_mary_read_guards_doubloons():
    m = table(hands={1: ["yo_ho_ho", "barter"], 0: ["pillage"]}, crews={0: ["henry_morgan"], 1: ["mary_read"]},
              coins={1: 3, 2: 1})
    use(m, "henry_morgan", 1)
    assert len(m.state.hands[0]) == 2 and len(m.state.hands[1]) == 1
    m.submit(0, Action.of("play", card="pillage"))
    assert [a["seat"] for a in m.decision_for(0).actions if a.kind == "target"] == [2]


def test_samuel_bellamy_takes_one_of_three_and_the_rest_go_to_the_bottom():
    m = table(crews={0: ["samuel_bellamy", "henry_morgan"]})
    top3 = m.state.pirate_deck[-3:]
    use(m, "samuel_bellamy")
    assert sorted(m.state.choice["options"]) == sorted(top3)
    choose(m, pirate=top3[0])
    assert m.state.pirate_deck[:2] == [p for p in top3 if p != top3[0]] or \
        sorted(m.state.pirate_deck[:2]) == sorted(p for p in top3 if p != top3[0])
    assert m.state.choice["kind"] == "drop" and top3[0] not in m.state.choice["options"]
    choose(m, pirate="henry_morgan")
    assert sorted(m.state.crews[0]) == sorted([pid("samuel_bellamy"), top3[0]])


def test_a_pirate_samuel_bellamy_brings_works_at_once_and_pirates_are_not_card_plays():
    """'When you hire a pirate, you can use their effect immediately'; 'using a pirate doesn't count
    towards your 3 action card limit per turn'. The pirate Bellamy brings to a crew with room is used
    the same turn, after the turn's three cards."""
    m = table(hands={0: ["x_marks", "x_marks", "x_marks"]}, crews={0: ["samuel_bellamy"]})
    newcomer = next(p for p in reversed(m.state.pirate_deck[-3:]) if not D.PIRATES[p].passive)
    use(m, "samuel_bellamy")
    choose(m, pirate=newcomer)
    assert sorted(m.state.crews[0]) == sorted([pid("samuel_bellamy"), newcomer])
    for _ in range(3):
        play(m, "x_marks")
    assert Action.of("use", pirate=newcomer) in m.pending()[0].actions


def test_william_kidd_replays_a_card_without_counting_it():
    m = table(hands={0: ["yo_ho_ho", "x_marks", "x_marks"]}, crews={0: ["william_kidd"]})
    play(m, "yo_ho_ho")
    use(m, "william_kidd", "yo_ho_ho")
    play(m, "x_marks")
    play(m, "x_marks")
    assert m.state.coins[0] == 6 and m.state.plays == 3


def test_hendrick_quintor_lends_a_rivals_william_kidd_to_replay_our_card():
    """'Use another player's enabled pirate's effect': Kidd's 'Re-play an action card you played this
    turn (not counted toward your 3)', so two Yo-ho-ho, an X Marks and the re-play make 7."""
    m = table(hands={0: ["yo_ho_ho", "yo_ho_ho", "x_marks"]}, crews={0: ["hendrick_quintor"], 1: ["william_kidd"]})
    play(m, "yo_ho_ho")
    play(m, "yo_ho_ho")
    play(m, "x_marks")
    use(m, "hendrick_quintor", "william_kidd", "yo_ho_ho")
    assert m.state.coins[0] == 7 and m.state.plays == 3


def test_hendrick_quintor_lends_a_rivals_william_kidd_only_once_a_card_is_played():
    """Kidd: 'Re-play an action card you played this turn': before any card, Hendrick Quintor finds
    nothing of his to lend (only a rival's Anne Bonny); after an X Marks, Kidd too."""
    m = table(hands={0: ["yo_ho_ho", "x_marks"]}, crews={0: ["hendrick_quintor"], 1: ["william_kidd", "anne_bonny"]})
    use(m, "hendrick_quintor")
    assert Action.of("target", pirate=pid("william_kidd")) not in m.pending()[0].actions
    assert Action.of("target", pirate=pid("anne_bonny")) in m.pending()[0].actions
    m = table(hands={0: ["yo_ho_ho", "x_marks"]}, crews={0: ["hendrick_quintor"], 1: ["william_kidd", "anne_bonny"]})
    play(m, "x_marks")
    use(m, "hendrick_quintor")
    assert Action.of("target", pirate=pid("william_kidd")) in m.pending()[0].actions


def test_the_pirates_decisions_added():
    """Bartholomew Roberts, Calico Jack, Stede Bonnet, Jean Lafitte, Sayyida al Hurra, Cheung Po Tsai."""
    m = table(crews={0: ["bartholomew_roberts", "cheung_po_tsai"]}, hands={0: ["x_marks"] * 4})
    use(m, "bartholomew_roberts")
    assert m.state.coins[0] == 1 and len(m.state.hands[0]) == 5
    use(m, "cheung_po_tsai")
    for _ in range(4):
        play(m, "x_marks")
    assert m.state.coins[0] == 5
    m = table(crews={0: ["calico_jack"]}, hands={0: ["barter"], 1: ["yo_ho_ho"]})
    use(m, "calico_jack", 1)
    assert m.state.choice["kind"] == "give_back"
    choose(m, card=next(c for c in m.state.hands[0] if D.CARD_KEYS[c] == "barter"))
    assert kinds(m, 0) == ["yo_ho_ho"] and kinds(m, 1) == ["barter"]
    m = table(crews={0: ["stede_bonnet"]}, coins={0: 2},
              market=["anne_bonny", "mary_read", "barbarossa", "blackbeard", "ching_shih"])
    assert dict(m.view(0)["costs"])[pid("anne_bonny")] == 2
    m = table(crews={0: ["jean_lafitte"]}, deck_top=["yo_ho_ho", "pillage", "barter"])
    use(m, "jean_lafitte")
    assert len(m.state.choice["options"]) == 3
    m = table(hands={0: ["walk_the_plank", "marooned"]}, crews={1: ["sayyida_al_hurra", "anne_bonny"]})
    m.submit(0, Action.of("play", card="walk_the_plank"))
    assert [a["pirate"] for a in m.decision_for(0).actions if a.kind == "target"] == [pid("sayyida_al_hurra")]
    m.submit(0, Action.of("cancel"))
    play(m, "marooned", 1)
    assert m.state.disabled == {pid("sayyida_al_hurra"): 0}     # she shields the other one first


def test_a_damaged_position_is_refused_with_a_reason():
    m = table()
    data = m.state.to_json()
    data["hands"][0].append(data["deck"][0])
    with pytest.raises(ValueError, match="60 action cards"):
        RULES.state_from_json(data)

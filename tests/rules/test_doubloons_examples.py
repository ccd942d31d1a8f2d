"""Every example scenario in doubloons.txt, played on the engine."""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.values import Action
from tests.rules.doubloons_table import answer_all, end, pid, play, table, use


def test_tom_is_kept_from_winning_by_kwees_heave_to():
    """Tom has 5, plays X Marks The Spot (6), then Fire in the Hole re-playing it (7);
    Kwee counters the Fire in the Hole with Heave To: Tom ends on 6 and the game goes on."""
    tom, kwee, allanah = 0, 1, 2
    m = table(hands={tom: ["x_marks", "fire_in_the_hole"], kwee: ["heave_to"]}, coins={tom: 5})
    play(m, "x_marks")
    answer_all(m)                                   # Kwee lets the first card go
    assert m.state.coins[tom] == 6
    play(m, "fire_in_the_hole")                     # re-plays X Marks The Spot
    assert m.state.effect["picks"] == [["lookback", "x_marks"]]
    answer_all(m, {kwee: True})
    assert m.state.coins[tom] == 6
    end(m)
    assert not m.is_over() and m.state.turn == kwee
    assert "heave_to" not in [c for c in m.state.hands[kwee]]


def test_without_the_heave_to_tom_wins_at_the_end_of_his_turn():
    m = table(hands={0: ["x_marks", "fire_in_the_hole"], 1: ["heave_to"]}, coins={0: 5})
    play(m, "x_marks")
    answer_all(m)
    play(m, "fire_in_the_hole")
    answer_all(m)
    assert m.state.coins[0] == 7 and not m.is_over()      # not until the end of his turn
    end(m)
    assert m.is_over() and m.result().winners == (0,)


def test_steve_yo_ho_ho_is_cancelled_by_matthias_and_still_counts():
    """Matthias cancels Steve's Yo-ho-ho: no doubloons; Steve has two more cards to play;
    Matthias' Heave To goes in the discard pile."""
    steve, meri, matthias = 0, 1, 2
    m = table(hands={steve: ["yo_ho_ho", "x_marks", "x_marks", "x_marks"], matthias: ["heave_to"]})
    heave = next(c for c in m.state.hands[matthias])
    play(m, "yo_ho_ho")
    assert [d.seat for d in m.pending()] == [matthias]            # only a captain holding one is asked
    answer_all(m, {matthias: True})
    assert m.state.coins[steve] == 0
    assert m.state.plays == 1 and heave in m.state.discard
    play(m, "x_marks")
    play(m, "x_marks")
    assert m.state.coins[steve] == 2
    main = m.decision_for(steve)
    assert all(a.kind != "play" for a in main.actions)            # three played, the cancelled one too


def test_sindu_copies_anne_bonny_and_cannot_commandeer_her_again():
    sindu, shiva, marie = 0, 1, 2
    m = table(hands={sindu: ["commandeer"]}, crews={sindu: ["hendrick_quintor"], shiva: ["anne_bonny"]})
    assert any(a.kind == "play" and a["card"] == "commandeer" for a in m.decision_for(sindu).actions)
    use(m, "hendrick_quintor", "anne_bonny")
    assert m.state.coins[sindu] == 1 and m.state.coins[shiva] == 0
    offered = [a["card"] for a in m.decision_for(sindu).actions if a.kind == "play"]
    assert "commandeer" not in offered                            # Anne Bonny was her only target
    with pytest.raises(IllegalAction):
        m.submit(sindu, Action.of("play", card="commandeer"))


def test_bharat_disables_yogis_kanhoji_angre_until_his_next_turn():
    bharat, harish, yogi = 0, 1, 2
    m = table(crews={bharat: ["blackbeard"], harish: ["hendrick_quintor"], yogi: ["kanhoji_angre"]},
              coins={bharat: 2, harish: 1})
    use(m, "blackbeard", "kanhoji_angre")
    assert pid("kanhoji_angre") in m.state.disabled
    end(m)
    # Harish cannot copy it with Hendrick Quintor (Blackbeard he could)...
    m.submit(harish, Action.of("use", pirate=pid("hendrick_quintor")))
    assert [a["pirate"] for a in m.decision_for(harish).actions if a.kind == "target"] == [pid("blackbeard")]
    m.submit(harish, Action.of("cancel"))
    end(m)
    # ...nor can Yogi use it on his own turn.
    assert all(a.kind != "use" for a in m.decision_for(yogi).actions)
    end(m)
    assert m.state.turn == bharat and pid("kanhoji_angre") not in m.state.disabled
    end(m)
    end(m)
    assert any(a.kind == "use" for a in m.decision_for(yogi).actions)


def test_aditya_maroons_tyler_to_break_the_copied_mary_read():
    """Tyler copies Mary Read with Hendrick Quintor; Aditya maroons him, then Pillage steals from him."""
    aditya, jack, tyler = 0, 1, 2
    m = table(turn=tyler, crews={tyler: ["hendrick_quintor"], aditya: ["mary_read"]},
              hands={aditya: ["marooned", "pillage"]}, coins={tyler: 3})
    use(m, "hendrick_quintor", "mary_read")
    end(m)
    assert m.state.turn == aditya
    assert all(a.kind != "play" or a["card"] != "pillage" for a in m.decision_for(aditya).actions)  # protected
    play(m, "marooned", tyler)
    assert pid("hendrick_quintor") in m.state.disabled
    play(m, "pillage", tyler)
    assert m.state.coins == [1, 0, 2]

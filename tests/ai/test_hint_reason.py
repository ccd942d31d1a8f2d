"""The hint's one line of why, read from a search's root statistics (game/ai/hint.py `why`)."""

from __future__ import annotations

from game.ai.hint import why
from game.ai.ismcts import SearchResult
from game.engine.values import Action

YO, BARTER, END = (Action.of("play", card="yo_ho_ho"),), (Action.of("play", card="barter"),), (Action.of("end"),)
NAMES = {YO[0]: "play Yo-ho-ho", BARTER[0]: "play Barter", END[0]: "end the turn"}


def result(*stats: tuple) -> SearchResult:
    """A search's result from (move, playouts, share won) rows, most tried first as `decide` sorts them."""
    return SearchResult(stats[0][0], sum(s[1] for s in stats), 0.25, list(stats))


def test_the_best_move_played_names_the_next_best():
    line = why(result((YO, 60, 0.46), (BARTER, 40, 0.34)), YO, NAMES.get)
    assert line == "It won 46% of its 60 playouts (100 in all); the next best, play Barter, won 34% of its 40."


def test_a_better_share_the_search_is_unsure_of_keeps_the_rule_of_thumb():
    # The favourite kept by the gate is not the most tried: the move ahead was not surely ahead.
    line = why(result((BARTER, 80, 0.46), (YO, 60, 0.34)), YO, NAMES.get)
    assert line.startswith("It won 34% of its 60 playouts (140 in all); play Barter won 46% of its 80")
    assert line.endswith("too few playouts to be sure it is better, so the captain keeps to its rule of thumb.")


def test_a_lead_too_small_to_matter_keeps_the_rule_of_thumb():
    line = why(result((BARTER, 3000, 0.402), (YO, 2900, 0.400)), YO, NAMES.get, margin=0.005)
    assert "better by too little to matter, so the captain keeps to its rule of thumb." in line


def test_the_most_tried_move_is_played_though_a_less_tried_one_won_more():
    line = why(result((YO, 90, 0.40), (END, 10, 0.55)), YO, NAMES.get)
    assert line.endswith("end the turn won 55% of its 10, tried less, and the captain goes by the move it tried most.")
    assert "rule of thumb" not in line


def test_one_move_searched_says_its_share_alone():
    assert why(result((YO, 1, 1.0)), YO, NAMES.get) == "It won 100% of its 1 playout (1 in all)."

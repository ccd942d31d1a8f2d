"""A paired search (`Budget.paired`): every root move is played from the same sampled worlds with the
same luck after it, so the favourite's lead is known from the moves' differences world by world."""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import Budget, RootStats, Search, SearchResult
from game.ai.search_seat import SearchSeat
from game.ai.seats import search_profile
from game.engine import registry
from tests.ai.test_simultaneous import position

PAIRED = Budget(60.0, 48, paired=True)


def bid_position():
    m = position("all_hands", "bid")
    ruleset = registry.get("all_hands")
    d = m.decision_for(0)
    moves = SearchSeat(ruleset, search_profile("all_hands"), random.Random(1), PAIRED).root_moves(m.view(0), d)
    assert len(moves) > 2
    return m, d, moves


def test_every_root_move_meets_each_world_and_its_luck_once():
    """Within a world every move starts from the same sampled position (every seat's hand, the deck's
    order, the rivals' hidden bids, sampled once before any move) and the same luck to come; the next
    world is another."""
    m, d, moves = bid_position()
    ruleset = registry.get("all_hands")
    search = Search(ruleset, search_profile("all_hands"), random.Random(5))
    starts: list = []       # (first move, every seat's view, the deck, the luck to come) at each playout's start
    sampled: list = []      # (playouts started before, the rival, seat 0 undecided) for each hidden bid
    iterate, sample = search._iterate, search._sample_simultaneous
    playing = []            # inside a playout: its own samples, of later auctions, are its own

    def spy_iterate(root, state, me, root_moves, certain=False, first=None, asked=None):
        starts.append((first, [ruleset.view(state, s) for s in range(4)], list(state.deck), search.rng.getstate()))
        playing.append(1)
        try:
            return iterate(root, state, me, root_moves, certain, first, asked)
        finally:
            playing.pop()

    def spy_sample(state, seat):
        if not playing:
            sampled.append((len(starts), seat, any(d.seat == 0 for d in ruleset.pending(state))))
        return sample(state, seat)
    search._iterate, search._sample_simultaneous = spy_iterate, spy_sample
    result = search.run(m.view(0), d, moves, PAIRED)
    worlds = len(starts) // len(moves)
    assert result.iterations == len(starts) == worlds * len(moves) and worlds == PAIRED.iterations // len(moves)
    for w in range(worlds):
        batch = starts[w * len(moves):(w + 1) * len(moves)]
        assert [first for first, *_ in batch] == moves
        assert all(b[1:] == batch[0][1:] for b in batch)
        root_bids = [(seat, undecided) for before, seat, undecided in sampled if before == w * len(moves)]
        assert sorted(root_bids) == [(1, True), (2, True), (3, True)]     # once, before seat 0's bid
    assert len(sampled) == 3 * worlds
    assert starts[0][1:] != starts[len(moves)][1:], "each world is sampled afresh"
    for move in moves:
        stats = result.roots[move]
        assert stats.pairs == worlds and stats.tries == worlds


def test_a_paired_search_is_repeatable_and_two_trees_add_up_their_pairs():
    m, d, moves = bid_position()
    ruleset, profile = registry.get("all_hands"), search_profile("all_hands")
    runs = [Search(ruleset, profile, random.Random(9)).run(m.view(0), d, moves, PAIRED) for _ in range(2)]
    assert runs[0].move == runs[1].move and runs[0].stats == runs[1].stats
    seat = SearchSeat(ruleset, profile, random.Random(3), PAIRED, trees=2)
    merged = seat._think(m.view(0), d, moves, None)
    assert all(merged.roots[move].pairs == 2 * (PAIRED.iterations // len(moves)) for move in moves)


def test_a_lead_found_in_every_world_is_clear_though_the_worlds_differ_widely():
    """Rewards from 0.1 to 0.9 by world, the move always 0.02 ahead of the favourite: unpaired, a lead
    of 0.02 hides in the spread (its error about 0.05); paired, the lead is sure."""
    worlds = [0.1 + 0.8 * k / 99 for k in range(100)]
    fav = RootStats(100, sum(worlds), sum(w * w for w in worlds), 100)
    best = RootStats(100, sum(w + 0.02 for w in worlds), sum((w + 0.02) ** 2 for w in worlds), 100)
    lead, error = best.lead_over(fav)
    assert lead == pytest.approx(0.02) and error > 0.03
    assert SearchResult.decide({("best",): best, ("fav",): fav}, ("fav",), 200, 0.1).move == ("fav",)
    best.pairs, best.lead, best.lead_square = 100, 100 * 0.02, 100 * 0.02 ** 2
    fav.pairs = 100
    lead, error = best.lead_over(fav)
    assert lead == pytest.approx(0.02) and error == pytest.approx(0.0, abs=1e-6)
    assert SearchResult.decide({("best",): best, ("fav",): fav}, ("fav",), 200, 0.1).move == ("best",)


def test_a_paired_budget_is_read_as_the_benchmarks_write_it():
    assert Budget.parse("0.25/300/1/0.7/0.005/1/0/1") == Budget(0.25, 300, paired=True)
    assert not Budget.parse("0.25/300/1/0.7/0.005/1/0").paired

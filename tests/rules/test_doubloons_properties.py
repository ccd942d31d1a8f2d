"""Doubloons invariants on random legal games, 2 to 6 players."""

from hypothesis import given, settings

from game.rules.doubloons import data as D
from tests.rules.harness import PROPERTY, games, played_out

PUBLIC_PLACES = ("discard", "played")


@settings(PROPERTY, max_examples=20)
@given(games("doubloons"))
def test_cards_pirates_and_doubloons_are_conserved_and_hands_stay_private(game):
    def check(m):
        s = m.state
        assert sorted(s.all_cards()) == list(range(D.DECK_SIZE)), "an action card was lost or doubled"
        assert sorted(s.all_pirates()) == list(range(len(D.PIRATES))), "a pirate was lost or doubled"
        assert sum(s.coins) + s.bank == D.BANK and min(s.coins) >= 0 and s.bank >= 0
        if s.step == "main":
            assert all(len(c) <= D.MAX_PIRATES for c in s.crews)
            assert s.plays <= D.PLAYS_PER_TURN + s.bonus
        if len(m.log) % 3:
            return          # the views are checked every third move: they are the slow part
        for seat in range(s.players):
            v = m.view(seat)
            assert v["hands"] is None and v["hand"] == sorted(s.hands[seat])
            assert v["counts"] == [len(h) for h in s.hands]
            shown = set(v["hand"]) | {c for place in PUBLIC_PLACES for c in v[place]}
            shown |= set(v["looking"] or []) | {c for _, c in v["chain"]}
            if v["choice"] is not None and v["choice"]["kind"] == "take":
                shown |= set(v["choice"]["options"])       # Francis Fernando is looking at that hand
            elif v["choice"] is not None:
                assert v["choice"]["seat"] == seat
            hidden = {c for other, h in enumerate(s.hands) if other != seat for c in h}
            hidden |= set(s.deck)
            leaked = shown & hidden
            if v["choice"] is not None and v["choice"]["kind"] == "take":
                leaked -= set(s.hands[v["choice"]["target"]])
            assert not leaked, f"seat {seat} sees hidden cards {leaked}"

    m = played_out(*game, each=check)
    assert m.is_over() and m.result() is not None


@settings(PROPERTY, max_examples=15)
@given(games("doubloons"))
def test_private_events_reach_only_their_seats(game):
    m = played_out(*game)
    for e in m.events:
        if e.kind in ("drew", "seen"):
            assert e.visible_to == frozenset({e["seat"]})
        if e.kind == "card_seen":
            assert e.visible_to == frozenset({e["frm"], e["to"]})

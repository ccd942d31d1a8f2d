"""Loot Pirates invariants on random legal games, 3 to 10 players, every variant.

(Ending, refused moves, save/load and replay are checked for every game in
test_contract_properties.py.)
"""

from hypothesis import given

from tests.rules.harness import games, played_out, property_for

LOOT = property_for("loot_pirates")


@LOOT
@given(games("loot_pirates"))
def test_doubloons_conserved_nobody_below_zero_and_dice_stay_private(game):
    total = {}

    def check(m):
        s = m.state
        total.setdefault("n", s.total_doubloons())
        assert s.total_doubloons() == total["n"], "doubloons are conserved (players + booty + reserve)"
        assert min(s.gold) >= 0 and s.booty >= 0 and s.reserve >= 0
        if s.phase != "over":
            for seat in range(s.players):
                allowed = {seat, *s.seen[seat]}
                assert set(m.view(seat)["dice"]) <= allowed, "a seat saw dice it did not pay to see"

    m = played_out(*game, each=check)
    best = max(m.state.gold)
    assert m.result().winners and all(m.state.gold[w] == best for w in m.result().winners)


@LOOT
@given(games("loot_pirates"))
def test_no_event_shows_a_seat_another_seats_dice(game):
    m = played_out(*game)
    for event in m.events:
        if event.kind == "roll":
            assert event.visible_to == frozenset({event["seat"]})
        if event.kind == "peek_dice":
            (viewer,) = event.visible_to
            assert viewer != event["seat"]

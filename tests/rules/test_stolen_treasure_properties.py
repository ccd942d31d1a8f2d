"""Stolen Treasure invariants on random legal games, 2 to 6 players."""

from hypothesis import given, settings

from game.rules.stolen_treasure import data as D
from tests.rules.harness import PROPERTY, games, played_out


@settings(PROPERTY, max_examples=25)
@given(games("stolen_treasure"))
def test_95_cards_conserved_hands_private_and_burying_waits_a_turn(game):
    before = {}

    def check(m):
        s = m.state
        assert sorted(s.all_cards()) == list(range(D.DECK_SIZE)), "a card was lost or doubled"
        seat, action = m.log[-1]
        if action.kind == "bury":
            prev = before["state"]
            assert prev.since.get(action["card"], 0) < prev.turn_no, "buried before a turn had passed"
        if s.hand_limit and s.step == "main":
            assert all(len(h) <= D.HAND_LIMIT for h in s.hands)
        prev = before.get("state")
        for seat in range(s.players):
            assert set(s.shown[seat]) <= set(s.hands[seat]), "a shown treasure is not in that hand"
            if prev is None:
                continue
            for c in set(s.shown[seat]) - set(prev.shown[seat]):
                # known only by being seen: it came from a pile, a buried row, a face-up stake or a hand
                # where it was known (the Spyglass), never from a hand where it was not
                assert any(c in k for k in prev.shown) or all(c not in h for h in prev.hands), \
                    "a treasure became known without being seen"
        before["state"] = s.clone()
        if len(m.log) % 3:
            return
        for seat in range(s.players):
            v = m.view(seat)
            assert v["hands"] is None and v["hand"] == sorted(s.hands[seat])
            assert set(v["fresh"]) <= set(v["hand"])
            assert v["choice"] is None or v["choice"]["seat"] == seat
            assert v["counts"] == [len(h) for h in s.hands]

    m = played_out(*game, each=check)
    assert m.is_over() and m.result() is not None


@PROPERTY
@given(games("stolen_treasure"))
def test_private_events_reach_only_their_seats(game):
    m = played_out(*game)
    for e in m.events:
        if e.kind == "drew":
            assert e.visible_to == frozenset({e["seat"]})
        if e.kind == "card_seen":
            assert e.visible_to == frozenset({e["frm"], e["to"]})

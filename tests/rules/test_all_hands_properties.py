"""All Hands on Deck! invariants on random legal games, 2 to 6 players."""

from hypothesis import given, settings

from game.rules.all_hands import data as C
from tests.rules.harness import PROPERTY, games, played_out


@settings(PROPERTY, max_examples=20)
@given(games("all_hands"))
def test_all_108_cards_accounted_for_and_hands_and_bids_stay_private(game):
    before = {}

    def check(m):
        s = m.state
        assert sorted(s.all_cards()) == list(range(C.DECK_SIZE)), "a card was lost or doubled"
        prev = before.get("state")
        for seat in range(s.players):
            assert set(s.shown[seat]) <= set(s.hands[seat]) | set(s.bids[seat]), "a shown card is not that seat's"
            if prev is not None and prev.hand_no == s.hand_no:
                for c in set(s.shown[seat]) - set(prev.shown[seat]):
                    # known only by being seen: from the auction, the discard pile, the bids or the tribute,
                    # never from a hand (a card passed face down is not seen)
                    assert all(c not in h for h in prev.hands), "a card became known without being seen"
        before["state"] = s.clone()
        if len(m.log) % 3:
            return          # the views are checked every third move: they are the slow part
        for seat in range(s.players):
            v = m.view(seat)
            assert v["hands"] is None and sorted(v["hand"]) == sorted(s.hands[seat])
            assert v["draft"] == s.draft[seat]
            for other, shown in enumerate(v["bids"]):
                if other != seat and shown is not None and s.phase == "bid" and not s.revealed:
                    assert shown == s.bids[other][: s.marks[other]], "an unrevealed bid was shown"
            assert set(v) >= {"counts", "auction", "discard"}
            assert v["counts"] == [len(h) for h in s.hands]

    m = played_out(*game, each=check)
    assert m.is_over()


@PROPERTY
@given(games("all_hands"))
def test_private_events_reach_only_their_seats(game):
    m = played_out(*game)
    for e in m.events:
        if e.kind in ("hand_dealt", "deal", "bid_cards", "kept_card"):
            assert e.visible_to == frozenset({e["seat"]})
        if e.kind in ("lost", "gave_card"):
            assert e.visible_to is not None and len(e.visible_to) == 2

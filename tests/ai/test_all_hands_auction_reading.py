"""The All Hands captain's reading of who wins the auction (`_sure_to_win`), case by case from the rule
text: a card a Hidden Plunder, a Mermaid or the Pirate King takes is judged with the auction card in
hand only where the captain's bid surely wins it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.ai.all_hands import _sure_to_win
from tests.rules.test_all_hands_examples import B, S, V, act, crew

AUCTION = crew(V, 5)


def view(bids, auction=AUCTION, seat=0, tie=False, revealed=True):
    return SimpleNamespace(auction=auction, bids=bids, seat=seat, tie=tie, revealed=revealed)


PLUNDER = act("plunder")

CASES = {
    # 'The Captain who has the highest value in his bid after all Action Cards are resolved ... wins'
    "the highest crew bid": ([[PLUNDER, crew(S, 9)], [crew(B, 8)], [], None], True),
    "the only bid": ([[PLUNDER, crew(B, 4)], [], [], []], True),
    # 'If two or more players end up with a tie for the highest bid value, they must go through
    # another round of bidding'
    "a tie": ([[PLUNDER, crew(S, 8)], [crew(B, 8)], [], []], False),
    "a higher rival": ([[PLUNDER, crew(S, 3)], [crew(B, 8)], [], []], False),
    # 'Brothers Before the Mast': crew cards of the auction card's suit count double (4 x 2 > 7)
    "brothers before the mast": ([[PLUNDER, crew(V, 4)], [crew(B, 7)], [], []], True),
    # 'Rum: Automatically wins the card up for auction, whatever the other bids'
    "our Rum": ([[PLUNDER, act("rum")], [crew(B, 10), crew(S, 10)], [], []], True),
    "a rival's Rum": ([[PLUNDER, crew(S, 10)], [act("rum")], [], []], False),
    # 'Cutpurse: remove any one bid card from play'; 'Fall off the Dock: the card that is up for
    # auction is sent to the discard pile'
    "a rival's Cutpurse": ([[PLUNDER, crew(S, 10)], [act("cutpurse"), crew(B, 1)], [], []], False),
    "a rival's Fall off the Dock": ([[PLUNDER, crew(S, 10)], [act("dock")], [], []], False),
    "our own Fall off the Dock": ([[PLUNDER, act("dock"), crew(S, 10)], [], [], []], False),
    # 'If only Action Cards were bid and if none of the cards are a Rum card, the card being
    # auctioned is discarded'
    "action cards only": ([[PLUNDER], [], [], []], False),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_all_hands_captain_reads_who_wins_the_auction_as_the_rules_do(case):
    bids, sure = CASES[case]
    assert _sure_to_win(view(bids)) is sure


def test_all_hands_captain_is_sure_of_nothing_before_the_bids_are_revealed_or_in_a_tie():
    bids = [[PLUNDER, crew(S, 9)], [], [], []]
    assert _sure_to_win(view(bids))
    assert not _sure_to_win(view(bids, revealed=False))
    assert not _sure_to_win(view(bids, tie=True))
    assert not _sure_to_win(view(bids, auction=None))

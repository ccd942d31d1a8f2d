"""Doubloons rules data matches the text and DECISIONS.md: 60 action cards, 18 pirates."""

from pathlib import Path

from game.rules.doubloons import data as D

RULES = Path(D.__file__).with_name("rules.txt")     # the published text, shipped beside the rules


def test_sixty_action_cards_of_thirteen_kinds_and_eighteen_pirates():
    assert D.DECK_SIZE == 60 and len(D.ACTION_CARDS) == 13
    assert len(D.PIRATES) == 18 and len({p.key for p in D.PIRATES}) == 18
    assert {c.name: c.count for c in D.ACTION_CARDS}["Heave To!"] == 8
    assert all(0 < p.cost <= 4 for p in D.PIRATES)


def test_every_card_the_text_names_is_in_the_data():
    text = RULES.read_text(encoding="utf-8").lower()
    for card in D.ACTION_CARDS:
        assert card.name.lower().rstrip("!") in text, card.name
    named_in_text = [p for p in D.PIRATES if p.name.lower() in text]
    assert len(named_in_text) == 12

"""The log's counted nouns agree with their number in every game (seen: "fires 1 hexes: a miss")."""

from __future__ import annotations

from game.engine import registry
from game.engine.values import Event
from game.engine.wording import counted


def test_a_counted_noun_agrees_with_its_number():
    assert [counted(n, "hex", "hexes") for n in (0, 1, 2)] == ["0 hexes", "1 hex", "2 hexes"]
    assert counted(1, "unused die", "unused dice") == "1 unused die"
    assert counted(3, "card") == "3 cards"


def test_privateer_and_doubloons_lines_say_one_hex_one_die_one_card():
    privateer, doubloons = registry.get("privateer"), registry.get("doubloons")
    names = ["Anne", "Ben"]
    miss = Event.of("shot", seat=0, ship=0, distance=1, hit=None, blocked=None)
    assert privateer.describe_event(miss, names) == "Red ship 1 fires 1 hex: a miss."
    assert privateer.describe_event(Event.of("forfeit", seat=1, dice=1), names) == "Ben forfeits 1 unused die."
    assert privateer.describe_event(Event.of("forfeit", seat=1, dice=2), names) == "Ben forfeits 2 unused dice."
    assert doubloons.describe_event(Event.of("collect", seat=0, amount=1), names) == "Anne collects 1 doubloon."


def test_names_in_a_sentence_are_listed_with_commas_and_one_and():
    """Seen on the results screen: 'Anne and Black Bess and Mad Morgan win!'."""
    from game.engine.wording import listed

    assert [listed(n) for n in ([], ["Anne"], ["Anne", "Ben"], ["Anne", "Ben", "Cat"])] == \
        ["", "Anne", "Anne and Ben", "Anne, Ben and Cat"]
    loot = registry.get("loot_pirates")
    line = loot.describe_event(Event.of("game_over", winners=(0, 1, 2), gold=(13, 13, 13, 12)), ["Anne", "Ben", "Cat", "Dan"])
    assert "Anne, Ben and Cat win" in line, line


def test_the_booty_share_and_the_mermaid_agree_with_how_many_take_part():
    """Seen: 'Peg-Leg Pete, Mad Morgan, Anne each take 1 doubloon', 'draws a card from 3 Captain(s)'."""
    from game.engine.wording import acting

    assert [acting(n, "takes", "each take") for n in ([], ["Anne"], ["Anne", "Ben"])] == \
        ["Nobody takes", "Anne takes", "Anne and Ben each take"]
    loot, hands = registry.get("loot_pirates"), registry.get("all_hands")
    names = ["Anne", "Ben", "Cat"]
    share = Event.of("share", seats=(2, 0), each=1, from_reserve=0, booty=29)
    assert loot.describe_event(share, names) == "Cat and Anne each take 1 doubloon of booty. Booty left: 29."
    alone = Event.of("share", seats=(1,), each=3, from_reserve=0, booty=20)
    assert loot.describe_event(alone, names) == "Ben takes 3 doubloons of booty. Booty left: 20."
    assert hands.describe_event(Event.of("mermaid", seat=0, count=1), names) == \
        "Anne's Mermaid draws a card from 1 Captain."
    assert hands.describe_event(Event.of("mermaid", seat=0, count=2), names).endswith("from 2 Captains.")

"""The Rules screen shows the published words without the web page around them."""

from game.engine.ruleset import registry
from game.ui.rules_text import for_screen


def test_page_furniture_and_markdown_marks_are_gone_and_the_rules_remain():
    shown = {r.name: "\n".join(for_screen(r.rules_text())) for r in registry.all()}
    assert "Hyperion blog" not in shown["doubloons"] and "Table of contents" not in shown["doubloons"]
    assert "Video Explanation:" not in shown["loot_pirates"]
    assert "IntroductionGameplay" not in shown["stolen_treasure"]
    assert "Click on each card" not in shown["stolen_treasure"]
    assert "*" not in shown["all_hands"] and "PIECES OF EIGHT (2)" in shown["all_hands"]
    assert "Heave To" in shown["doubloons"] and "\n\n\n" not in shown["doubloons"]


def test_our_decisions_read_without_developer_asides():
    for r in registry.all():
        shown = "\n".join(for_screen(r.decisions_text(), decisions=True))
        assert "(chosen" not in shown and ", chosen)" not in shown and "DECISIONS.md" not in shown
        assert "`" not in shown
    privateer = "\n".join(for_screen(registry.get("privateer").decisions_text(), decisions=True))
    assert "(turn number 1–6)" in privateer

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


def test_privateers_diagrams_are_drawn_above_their_captions_and_mark_what_the_rules_say(app):
    from game.rules.privateer.hexgrid import distance
    from game.ui import rules_diagrams as R
    from game.ui.scenes.rules import RulesScene

    scene = RulesScene(app, "privateer")
    rows = scene.body._wrapped
    pictures = [i for i, row in enumerate(rows) if row[4] == "image" and row[5] == 0]
    assert len(pictures) == 4
    for i, (caption, _) in zip(pictures, R.DIAGRAMS["privateer"]):
        after = next(row for row in rows[i:] if row[4] != "image")
        assert after[0].startswith(caption[:20])
    # A sail-3 from A: never onto its own ship B, never through the volcano; all exactly 3 away.
    p = R.Patch()
    p.put_terrain((0, -2), "volcano")
    p.put_ship((0, 0), R.RED)
    p.put_ship((1, 0), R.RED)
    ends = p.sail_ends((0, 0), 3, R.RED)
    assert len(ends) == 5 and (0, -3) not in ends and all(distance((0, 0), h) == 3 for h in ends)
    # A cannonball-3 hits only at exactly 3, and not behind a volcano.
    hits = p.targets((0, 0), 3)
    assert (0, -3) not in hits and (2, 0) not in hits and (3, 0) in hits

"""The rule texts as a player reads them on screen: the published words, without the web page around them.

The texts in game/rules/*/rules.txt are kept as published (the tests read them);
this cleans them for the Rules screen only: page furniture (a blog's name, a
menu bar run together, "Video Explanation:" with no video, "Click on each
card..."), markdown emphasis marks, and developer asides in our decisions.
"""

from __future__ import annotations

import re

DEBRIS = {"hyperion blog", "table of contents", "video explanation:", "click on each card for more details!",
          "what we play where the rule text is silent (decisions.md):"}
_EMPHASIS = re.compile(r"\*{1,2}")
_ASIDES = [(re.compile(r"\s*\(chosen\)"), ""), (re.compile(r"\(chosen, ([^)]*)\)"), r"(\1)"),
           (re.compile(r", chosen\)"), ")"), (re.compile(r"\s*\(DECISIONS\.md\)"), "")]
_CODE = re.compile(r"`([^`]*)`")
_SUBSTITUTES = {"→": "->", "←": "<-", "×": "x", "²": "^2"}


def _menu_bar(line: str) -> bool:
    """A web page's menu run together: "IntroductionGameplayThe CardsActionsHouse Rules..."."""
    return len(re.findall(r"[a-z][A-Z]", line)) >= 3 and not line.rstrip().endswith((".", ":", "!", "?"))


def for_screen(text: str, decisions: bool = False) -> list[str]:
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip().lower() in DEBRIS or _menu_bar(line):
            continue
        line = _EMPHASIS.sub("", line)
        if decisions:
            for pattern, plain in _ASIDES:
                line = pattern.sub(plain, line)
            line = _CODE.sub(r"\1", line)
        for char, plain in _SUBSTITUTES.items():
            line = line.replace(char, plain)
        if not line.strip() and (not lines or not lines[-1].strip()):
            continue                   # one blank line between paragraphs, none at the top
        lines.append(line)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines

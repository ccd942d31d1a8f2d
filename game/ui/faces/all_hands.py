"""Card faces for All Hands on Deck!, drawn from the frame sprites and the rules data.

The words on a card come from game/rules/all_hands/data.py, the same text
the engine and the tooltips use, so the rules have one source.
"""

from __future__ import annotations

import pygame

from game.rules.all_hands import data as C
from game.ui import draw, theme

CARD = (96, 134)          # the size cards are drawn at on the table
EMBLEMS = {"rum": "cup.png", "cutpurse": "coin_2.png", "dock": "flag_yellow.png", "plunder": "coin_5.png",
           "mermaid": "coin_1.png", "eight": "coin_2.png", "monkey": "crown.png", "shady": "coin_1.png",
           "brawl": "hit.png", "king": "crown.png"}


@theme.session_cache(maxsize=512)
def face(card: int, size: tuple[int, int] = CARD) -> pygame.Surface:
    if not C.is_crew(card):
        key = C.action(card)
        frame = "card_frame_gold.png" if key != "monkey" else "card_frame_neutral.png"
        return theme.emblem_card(frame, C.name(card), EMBLEMS.get(key, "icon.png"), C.line(card), C.text(card), size,
                                 art_top=34)
    w, h = size
    surf = theme.scaled(f"card_frame_{C.CREW_COLOURS[C.crew(card)]}.png", size).copy()
    k = w / 120                                   # the frame sprite was drawn 120 wide
    r = C.rank(card)
    theme.text(surf, str(r), (int(9 * k), int(3 * k)), int(30 * k), theme.CREAM, bold=True)
    theme.text(surf, str(r), (w - int(11 * k), h - int(6 * k)), int(22 * k), theme.CREAM, anchor="bottomright")
    theme.text(surf, C.CREWS[C.crew(card)], (w // 2 + int(8 * k), int(16 * k)), int(17 * k), theme.CREAM,
               anchor="center", shadow=False)
    art = pygame.Rect(int(10 * k), int(28 * k), w - int(22 * k), int(h * 0.52) - int(34 * k))
    _crew_mark(surf, art, C.crew(card), r)
    field = pygame.Rect(int(12 * k), int(h * 0.53), w - int(26 * k), int(h * 0.38))
    job_size = int(19 * k)
    while theme.font(job_size, True).size(C.JOBS[r - 1])[0] > field.w and job_size > 8:
        job_size -= 1
    theme.text(surf, C.JOBS[r - 1], field.midtop, job_size, theme.INK, anchor="midtop", shadow=False,
               bold=True)
    theme.text(surf, f"worth {r}", (field.centerx, field.y + int(26 * k)), int(16 * k), theme.INK,
               anchor="midtop", shadow=False)
    return surf


def _crew_mark(surf: pygame.Surface, art: pygame.Rect, crew_index: int, rank: int) -> None:
    """A flag for the crew and pips for the rank: readable at a glance."""
    cx, cy = art.center
    pole = (cx - art.w * 0.25, art.y + 4)
    draw.line(surf, (70, 44, 20), pole, (pole[0], art.bottom - 4), 3)
    colours = [(200, 40, 40), (40, 90, 190), (30, 140, 70)]
    flag = [(pole[0], pole[1] + 2), (pole[0] + art.w * 0.5, pole[1] + art.h * 0.18),
            (pole[0], pole[1] + art.h * 0.36)]
    if crew_index == 1:   # Sea Sabre: a swallow-tailed pennant
        flag = [(pole[0], pole[1] + 2), (pole[0] + art.w * 0.55, pole[1] + 2),
                (pole[0] + art.w * 0.4, pole[1] + art.h * 0.18), (pole[0] + art.w * 0.55, pole[1] + art.h * 0.36),
                (pole[0], pole[1] + art.h * 0.36)]
    elif crew_index == 2:  # Black Viper: a square black flag
        flag = [(pole[0], pole[1] + 2), (pole[0] + art.w * 0.5, pole[1] + 2),
                (pole[0] + art.w * 0.5, pole[1] + art.h * 0.36), (pole[0], pole[1] + art.h * 0.36)]
    draw.polygon(surf, colours[crew_index] if crew_index != 2 else (20, 24, 20), flag)
    draw.polygon(surf, theme.INK, flag, 1)
    # rank pips in two columns beside the flag
    for i in range(rank):
        x = art.right - 10 - (i % 2) * 11
        y = art.y + 8 + (i // 2) * (art.h - 12) / 5
        draw.circle(surf, colours[crew_index], (x, y), 4)
        draw.circle(surf, theme.INK, (x, y), 4, 1)


def back(size: tuple[int, int] = CARD) -> pygame.Surface:
    return theme.scaled("card_back.png", size)


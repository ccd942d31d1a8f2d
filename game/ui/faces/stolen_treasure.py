"""Card faces for Stolen Treasure: gold treasure, red cursed treasure, blue piracy cards.

Names, values and texts come from game/rules/stolen_treasure/data.py, the same
data the engine plays by.
"""

from __future__ import annotations

import pygame

from game.rules.stolen_treasure import data as D
from game.ui import theme

CARD = (80, 112)
SMALL = (46, 64)
EMBLEMS = {"plunder": "coin_5.png", "spyglass": "icon.png", "skulduggery": "hit.png", "x_marks": "flag_yellow.png",
           "yo_ho_ho": "coin_2.png", "hook": "gun.png", "kraken": "terrain_reef.png", "pirates_code": "crown.png",
           "bombs_away": "flash.png", "black_spot": "barrel.png", "yarr": "hit.png", "parley": "cup.png"}


def value_words(card: int) -> str:
    """A treasure's value as its face prints it: 500, or -250 for bad treasure."""
    value = D.value(card)
    return f"{value:+d}" if value < 0 else str(value)


@theme.session_cache(maxsize=256)
def face(card: int, size: tuple[int, int] = CARD) -> pygame.Surface:
    w, h = size
    k = w / 120
    key = D.CARD_KEYS[card]
    if D.is_treasure(card):
        value = D.value(card)
        frame = "card_frame_gold.png" if value > 0 else "card_frame_red.png"
        surf = theme.scaled(frame, size).copy()
        theme.card_title(surf, D.name(card), (w // 2, int(8 * k)), w - int(14 * k), k)
        art = pygame.Rect(int(10 * k), int(42 * k), w - int(22 * k), int(h * 0.52) - int(48 * k))
        coin = "coin_5.png" if value >= 300 else "coin_2.png" if value >= 150 else "coin_1.png"
        if value < 0:
            coin = "barrel.png"
        side = min(art.w, art.h) - 2
        if side > 6:
            img = theme.scaled(coin, (side, side))
            surf.blit(img, img.get_rect(center=art.center))
        theme.text(surf, value_words(card), (w // 2, int(h * 0.56)), max(10, int(34 * k)),
                   theme.RED if value < 0 else theme.INK, anchor="midtop", shadow=False, bold=True)
        return surf
    card_data = D.PIRACY_BY_KEY[key]
    return theme.emblem_card("card_frame_blue.png", card_data.name, EMBLEMS.get(key, "icon.png"), card_data.line,
                             card_data.text, size, art_top=42)


def back(size: tuple[int, int] = CARD, piracy: bool = False) -> pygame.Surface:
    img = theme.scaled("card_back.png", size)
    if not piracy:
        return img
    tinted = img.copy()
    tinted.fill((60, 90, 160, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return tinted


"""Card faces for Doubloons: light-brown action cards and dark-brown pirates.

Names, costs and effect texts come from game/rules/doubloons/data.py, the
same data the engine plays by, so a card face can never disagree with the rules.
"""

from __future__ import annotations

import pygame

from game.rules.doubloons import data as D
from game.ui import draw, theme

ACTION = (84, 118)
PIRATE = (96, 134)
EMBLEMS = {"x_marks": "coin_1.png", "yo_ho_ho": "coin_2.png", "pillage": "hit.png", "heave_to": "flag_yellow.png",
           "fire_in_the_hole": "flash.png", "barter": "coin_5.png", "commandeer": "gun.png",
           "marooned": "terrain_desert.png", "me_hearties": "cup.png", "mutiny": "crown.png",
           "scallywag": "card_back.png", "spyglass": "icon.png", "walk_the_plank": "barrel.png"}


@theme.session_cache(maxsize=128)
def action_face(key: str, size: tuple[int, int] = ACTION) -> pygame.Surface:
    card = D.CARD_BY_KEY[key]
    return theme.emblem_card("card_frame_tan.png", card.name, EMBLEMS.get(key, "icon.png"), card.line, card.text,
                             size, art_top=40)


@theme.session_cache(maxsize=128)
def pirate_face(pid: int, size: tuple[int, int] = PIRATE) -> pygame.Surface:
    pirate = D.PIRATES[pid]
    w, h = size
    k = w / 120
    surf = theme.scaled("card_frame_brown.png", size).copy()
    theme.card_title(surf, pirate.name, (w // 2 + int(14 * k), int(7 * k)), w - int(46 * k), k)   # clear of the cost
    art = pygame.Rect(int(10 * k), int(44 * k), w - int(22 * k), int(h * 0.52) - int(50 * k))
    _portrait(surf, art, pid)
    words = pirate.text + (" (passive)" if pirate.passive else "")
    theme.card_words(surf, pirate.line, words, pygame.Rect(int(13 * k), int(h * 0.54), w - int(28 * k),
                                                           int(h * 0.37)), k)
    return surf


def cost_badge(surface: pygame.Surface, rect: pygame.Rect, base: int, now: int) -> None:
    """The hire cost in the top-left corner; a Barter discount shows the old price struck out."""
    centre = (rect.x + 14, rect.y + 14)
    colour = (40, 120, 60) if now < base else (150, 110, 30)
    theme.badge(surface, str(now), centre, colour, 20, 8)
    if now < base:
        img = theme.render(str(base), 16, theme.MUTED)
        spot = img.get_rect(midleft=(centre[0] + 14, centre[1]))
        surface.blit(img, spot)
        draw.line(surface, theme.RED, spot.midleft, spot.midright, 2)


def _portrait(surf: pygame.Surface, art: pygame.Rect, pid: int) -> None:
    """A tricorne over a face, tinted per pirate, with the initials: each captain recognisable."""
    if art.h < 10:
        return
    hue = pygame.Color(0)
    hue.hsva = ((pid * 47) % 360, 45, 70, 100)
    cx, cy = art.centerx, art.centery + art.h // 10
    r = max(4, min(art.w, art.h) // 3)
    draw.circle(surf, (224, 190, 150), (cx, cy), r)
    draw.circle(surf, theme.INK, (cx, cy), r, 1)
    hat = [(cx - r * 1.6, cy - r * 0.5), (cx, cy - r * 1.7), (cx + r * 1.6, cy - r * 0.5), (cx, cy - r * 0.8)]
    draw.polygon(surf, hue, hat)
    draw.polygon(surf, theme.INK, hat, 1)
    draw.circle(surf, theme.INK, (cx - r // 3, cy), max(1, r // 6))
    draw.circle(surf, theme.INK, (cx + r // 3, cy), max(1, r // 6))
    initials = "".join(part[0] for part in D.PIRATES[pid].name.replace("'", "").split()[:2])
    theme.text(surf, initials, (art.right - 4, art.bottom - 2), max(9, r), theme.CREAM, anchor="bottomright")


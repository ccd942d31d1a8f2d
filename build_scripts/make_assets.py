"""Draws every sprite of Pirate Table into assets/ (deterministic: same code, same PNGs).

    python build_scripts/make_assets.py [OUT_DIR]

Nothing is copied from anywhere: felt, wood, coins, dice, guns, the crown,
buttons, panels and card frames are drawn here with pygame's primitives and
a seeded random generator. Run it after changing any art and commit assets/.
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame.gfxdraw  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.ui.theme import FLEET_COLOURS  # noqa: E402  (the table's chart draws fleets in these too)

SS = 3  # supersampling factor: draw big, scale down smooth

# Palette shared by every sprite (the UI reads its colours from game/ui/theme.py).
FELT = (22, 92, 70)
FELT_DARK = (12, 58, 44)
WOOD = (112, 66, 32)
WOOD_DARK = (64, 36, 16)
WOOD_LIGHT = (150, 94, 50)
BRASS = (214, 170, 80)
BRASS_DARK = (140, 100, 36)
PARCHMENT = (236, 220, 180)
PARCHMENT_DARK = (196, 170, 120)
INK = (40, 28, 20)
RED = (176, 32, 36)
RED_DARK = (110, 16, 20)
BONE = (246, 240, 226)
STEEL = (168, 176, 186)
CREW = {"red": (178, 38, 40), "blue": (34, 84, 160), "green": (30, 122, 60),
        "gold": (190, 146, 50), "neutral": (110, 96, 80),
        "tan": (176, 132, 82), "brown": (92, 58, 34)}      # Doubloons: light action cards, dark pirates


def surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def smooth(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (w, h))


def shade(colour, k: float):
    return tuple(max(0, min(255, int(c * k))) for c in colour[:3])


# ---- textures -------------------------------------------------------------------

def noise_tile(size: int, base, spread: int, seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    tile = pygame.Surface((size, size))
    for y in range(size):
        for x in range(size):
            d = rng.randint(-spread, spread)
            tile.set_at((x, y), tuple(max(0, min(255, c + d)) for c in base))
    return tile


def wood_planks(w: int, h: int, seed: int = 3) -> pygame.Surface:
    rng = random.Random(seed)
    s = pygame.Surface((w, h))
    plank_h = 48
    for i, y in enumerate(range(0, h, plank_h)):
        tone = 0.55 + 0.12 * rng.random()
        base = shade(WOOD, tone)
        pygame.draw.rect(s, base, (0, y, w, plank_h))
        for _ in range(26):  # grain
            gy = y + rng.randint(2, plank_h - 3)
            amp, phase, length = rng.uniform(0.5, 2.5), rng.uniform(0, 6.28), rng.randint(w // 3, w)
            x0 = rng.randint(-w // 3, w)
            col = shade(base, rng.uniform(0.78, 1.12))
            pts = [(x, gy + amp * math.sin(phase + x / rng.uniform(40, 120))) for x in range(x0, x0 + length, 8)]
            if len(pts) > 1:
                pygame.draw.lines(s, col, False, pts, 1)
        offset = (i * 337) % w
        for x in (offset % 420, offset % 420 + 420, offset % 420 + 840, offset % 420 + 1260):
            pygame.draw.line(s, shade(base, 0.55), (x, y), (x, y + plank_h), 2)
            pygame.draw.circle(s, shade(base, 0.4), (x + 10, y + 10), 2)
            pygame.draw.circle(s, shade(base, 0.4), (x + 10, y + plank_h - 10), 2)
        pygame.draw.line(s, shade(base, 0.45), (0, y), (w, y), 2)
        pygame.draw.line(s, shade(base, 1.2), (0, y + 2), (w, y + 2), 1)
    return s


def vignette(s: pygame.Surface, strength: int = 150) -> None:
    w, h = s.get_size()
    shadow = surface(w, h)
    steps = 40
    for i in range(steps):
        a = int(strength * (1 - i / steps) ** 2.2)
        rect = pygame.Rect(0, 0, w, h).inflate(-i * w / steps * 0.9, -i * h / steps * 0.9)
        pygame.draw.rect(shadow, (0, 0, 0, max(0, a // 6)), rect, width=max(1, int(w / steps * 0.45)),
                         border_radius=int(min(w, h) * 0.2))
    s.blit(shadow, (0, 0))


def table(w: int, h: int) -> pygame.Surface:
    """The oval table: a wooden rim with brass studs around green felt."""
    big = surface(w * 2, h * 2)
    W, H = w * 2, h * 2
    pygame.draw.ellipse(big, (0, 0, 0, 90), (16, 30, W - 24, H - 34))           # shadow on the floor
    pygame.draw.ellipse(big, WOOD_DARK, (0, 0, W - 16, H - 20))
    pygame.draw.ellipse(big, WOOD, (8, 8, W - 32, H - 36))
    pygame.draw.ellipse(big, WOOD_LIGHT, (20, 16, W - 56, H - 56), width=6)
    felt_rect = pygame.Rect(56, 52, W - 128, H - 124)
    felt = noise_tile(64, FELT, 7, seed=11)
    mask = surface(felt_rect.w, felt_rect.h)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    felt_big = pygame.Surface(felt_rect.size)
    for x in range(0, felt_rect.w, 64):
        for y in range(0, felt_rect.h, 64):
            felt_big.blit(felt, (x, y))
    # darker towards the rim
    for i in range(30):
        r = felt_rect.copy()
        r.topleft = (0, 0)
        r = r.inflate(-i * 14, -i * 10)
        pygame.draw.ellipse(felt_big, shade(FELT, 0.72 + i * 0.011), r, width=8)
    felt_big = felt_big.convert_alpha() if pygame.display.get_surface() else felt_big
    out = surface(felt_rect.w, felt_rect.h)
    out.blit(felt_big, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(out, felt_rect.topleft)
    pygame.draw.ellipse(big, WOOD_DARK, felt_rect, width=5)
    cx, cy = (W - 16) / 2, (H - 20) / 2
    rx, ry = (W - 16) / 2 - 26, (H - 20) / 2 - 24
    for k in range(36):
        a = k / 36 * math.tau
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        pygame.draw.circle(big, BRASS_DARK, (x + 1, y + 1), 6)
        pygame.draw.circle(big, BRASS, (x, y), 5)
        pygame.draw.circle(big, (255, 240, 190), (x - 1.5, y - 1.5), 2)
    return smooth(big, w, h)


# ---- coins, dice, guns ---------------------------------------------------------------

def coin(colour, edge, mark: str, size: int = 30) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    c = S // 2
    pygame.draw.circle(big, shade(edge, 0.7), (c, c + SS * 2), c - SS)
    pygame.draw.circle(big, edge, (c, c), c - SS)
    pygame.draw.circle(big, colour, (c, c), c - SS * 3)
    pygame.draw.circle(big, shade(colour, 1.15), (c - SS * 2, c - SS * 2), c - SS * 8)
    pygame.draw.circle(big, colour, (c, c), c - SS * 7)
    pygame.draw.circle(big, edge, (c, c), c - SS * 7, width=SS)
    if mark == "skull":
        pygame.draw.circle(big, shade(edge, 0.8), (c, c - SS * 1), SS * 5)
        pygame.draw.rect(big, shade(edge, 0.8), (c - SS * 3, c + SS * 2, SS * 6, SS * 3))
        pygame.draw.circle(big, colour, (c - SS * 2, c - SS), SS + 1)
        pygame.draw.circle(big, colour, (c + SS * 2, c - SS), SS + 1)
    else:
        pts = [(c + math.cos(a) * SS * 6 * (1 if i % 2 == 0 else 0.45),
                c + math.sin(a) * SS * 6 * (1 if i % 2 == 0 else 0.45))
               for i, a in enumerate(-math.pi / 2 + k * math.pi / 5 for k in range(10))]
        pygame.draw.polygon(big, shade(edge, 0.85), pts)
    pygame.draw.arc(big, (255, 255, 255, 150), (SS * 4, SS * 4, S - SS * 8, S - SS * 8), 1.9, 2.9, SS * 2)
    return smooth(big, size, size)


def gem(size: int = 32) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    top, mid, bot = S * 0.18, S * 0.40, S * 0.92
    l, r = S * 0.06, S * 0.94
    outline = [(S * 0.28, top), (S * 0.72, top), (r, mid), (S / 2, bot), (l, mid)]
    pygame.draw.polygon(big, (0, 0, 0, 80), [(x + SS * 2, y + SS * 2) for x, y in outline])
    pygame.draw.polygon(big, (150, 220, 250), outline)
    facets = [
        ([(S * 0.28, top), (S * 0.72, top), (S * 0.6, mid), (S * 0.4, mid)], (220, 250, 255)),
        ([(l, mid), (S * 0.28, top), (S * 0.4, mid)], (170, 230, 250)),
        ([(r, mid), (S * 0.72, top), (S * 0.6, mid)], (120, 200, 240)),
        ([(l, mid), (S * 0.4, mid), (S / 2, bot)], (100, 180, 230)),
        ([(S * 0.4, mid), (S * 0.6, mid), (S / 2, bot)], (140, 210, 245)),
        ([(S * 0.6, mid), (r, mid), (S / 2, bot)], (80, 160, 220)),
    ]
    for pts, col in facets:
        pygame.draw.polygon(big, col, pts)
        pygame.draw.polygon(big, (60, 120, 170), pts, width=SS)
    pygame.draw.polygon(big, (40, 90, 140), outline, width=SS * 2)
    pygame.draw.circle(big, (255, 255, 255, 230), (S * 0.38, S * 0.26), SS * 2)
    return smooth(big, size, size)


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(face: int, body, pip, size: int = 44) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    pygame.draw.rect(big, (0, 0, 0, 90), (SS * 3, SS * 4, S - SS * 4, S - SS * 4), border_radius=S // 5)
    pygame.draw.rect(big, shade(body, 0.6), (0, 0, S - SS * 3, S - SS * 3), border_radius=S // 5)
    pygame.draw.rect(big, body, (SS, SS, S - SS * 6, S - SS * 6), border_radius=S // 5)
    pygame.draw.rect(big, shade(body, 1.25), (SS * 4, SS * 3, S - SS * 14, S // 3), border_radius=S // 6)
    pygame.draw.rect(big, body, (SS * 3, SS * 8, S - SS * 10, S - SS * 16), border_radius=S // 6)
    c, step, r = (S - SS * 4) / 2, S * 0.24, S * 0.085
    for dx, dy in PIPS[face]:
        pygame.draw.circle(big, shade(pip, 0.7), (c + dx * step, c + dy * step + SS), r)
        pygame.draw.circle(big, pip, (c + dx * step, c + dy * step), r)
    return smooth(big, size, size)


def cup(size: int = 48) -> pygame.Surface:
    """The leather dice cup, upside down: what you see of a rival's hidden dice."""
    S = size * SS
    big = surface(S, S)
    body = [(S * 0.2, S * 0.12), (S * 0.8, S * 0.12), (S * 0.9, S * 0.86), (S * 0.1, S * 0.86)]
    pygame.draw.polygon(big, (0, 0, 0, 90), [(x + SS * 3, y + SS * 3) for x, y in body])
    pygame.draw.polygon(big, (92, 52, 30), body)
    pygame.draw.polygon(big, (124, 74, 42), [(S * 0.24, S * 0.14), (S * 0.42, S * 0.14), (S * 0.36, S * 0.84),
                                             (S * 0.16, S * 0.84)])
    pygame.draw.rect(big, BRASS_DARK, (S * 0.08, S * 0.78, S * 0.84, S * 0.12), border_radius=SS * 2)
    pygame.draw.rect(big, BRASS, (S * 0.08, S * 0.77, S * 0.84, S * 0.09), border_radius=SS * 2)
    pygame.draw.rect(big, BRASS_DARK, (S * 0.18, S * 0.08, S * 0.64, S * 0.1), border_radius=SS * 2)
    pygame.draw.rect(big, BRASS, (S * 0.18, S * 0.07, S * 0.64, S * 0.07), border_radius=SS * 2)
    # a little skull stamp
    pygame.draw.circle(big, (60, 32, 18), (S * 0.5, S * 0.42), S * 0.11)
    pygame.draw.rect(big, (60, 32, 18), (S * 0.43, S * 0.48, S * 0.14, S * 0.08))
    pygame.draw.circle(big, (124, 74, 42), (S * 0.45, S * 0.41), S * 0.03)
    pygame.draw.circle(big, (124, 74, 42), (S * 0.55, S * 0.41), S * 0.03)
    return smooth(big, size, size)


def pistol(w: int = 84, h: int = 40) -> pygame.Surface:
    """A flintlock pistol pointing right: brass-bound wooden stock, steel barrel."""
    W, H = w * SS, h * SS
    big = surface(W, H)
    u = W / 84
    barrel = pygame.Rect(30 * u, 8 * u, 52 * u, 7 * u)
    pygame.draw.rect(big, (0, 0, 0, 70), barrel.move(SS * 2, SS * 2), border_radius=int(2 * u))
    pygame.draw.rect(big, shade(STEEL, 0.7), barrel, border_radius=int(2 * u))
    pygame.draw.rect(big, STEEL, barrel.inflate(0, -3 * u).move(0, -1 * u), border_radius=int(2 * u))
    pygame.draw.rect(big, BRASS, (78 * u, 7 * u, 5 * u, 9 * u), border_radius=int(1 * u))
    pygame.draw.rect(big, BRASS, (46 * u, 7 * u, 3 * u, 9 * u))
    stock = [(34 * u, 8 * u), (40 * u, 18 * u), (30 * u, 22 * u), (18 * u, 36 * u), (6 * u, 38 * u),
             (3 * u, 32 * u), (14 * u, 18 * u), (22 * u, 8 * u)]
    pygame.draw.polygon(big, (0, 0, 0, 70), [(x + SS * 2, y + SS * 2) for x, y in stock])
    pygame.draw.polygon(big, WOOD_DARK, stock)
    pygame.draw.polygon(big, WOOD, [(x + u, y + u) for x, y in stock[:-1]][:6])
    pygame.draw.polygon(big, BRASS, [(3 * u, 32 * u), (6 * u, 38 * u), (12 * u, 37 * u), (9 * u, 31 * u)])
    pygame.draw.circle(big, BRASS_DARK, (30 * u, 13 * u), 4 * u)  # lock
    pygame.draw.circle(big, BRASS, (30 * u, 13 * u), 3 * u)
    pygame.draw.line(big, shade(STEEL, 0.6), (27 * u, 8 * u), (24 * u, 2 * u), int(2.5 * u))  # hammer
    pygame.draw.arc(big, shade(STEEL, 0.6), (30 * u, 15 * u, 10 * u, 10 * u), 3.3, 6.0, int(1.5 * u))  # guard
    pygame.draw.line(big, INK, (34 * u, 17 * u), (35 * u, 22 * u), int(1.5 * u))  # trigger
    return smooth(big, w, h)


def crown(w: int = 40, h: int = 30) -> pygame.Surface:
    W, H = w * SS, h * SS
    big = surface(W, H)
    pts = [(W * 0.06, H * 0.86), (W * 0.02, H * 0.22), (W * 0.28, H * 0.52), (W * 0.5, H * 0.06),
           (W * 0.72, H * 0.52), (W * 0.98, H * 0.22), (W * 0.94, H * 0.86)]
    pygame.draw.polygon(big, (0, 0, 0, 80), [(x + SS * 2, y + SS * 2) for x, y in pts])
    pygame.draw.polygon(big, BRASS_DARK, pts)
    pygame.draw.polygon(big, BRASS, [(x, y - SS) for x, y in pts][1:-1] + [(W * 0.9, H * 0.78), (W * 0.1, H * 0.78)])
    pygame.draw.rect(big, BRASS_DARK, (W * 0.06, H * 0.72, W * 0.88, H * 0.16))
    for x, col in ((0.25, (200, 30, 40)), (0.5, (40, 120, 210)), (0.75, (200, 30, 40))):
        pygame.draw.circle(big, col, (W * x, H * 0.8), SS * 2.5)
    for x, y in ((0.02, 0.22), (0.5, 0.06), (0.98, 0.22)):
        pygame.draw.circle(big, (255, 236, 160), (W * x, H * y + SS), SS * 3)
    return smooth(big, w, h)


def white_flag(w: int = 40, h: int = 44) -> pygame.Surface:
    """Turned yellow: a yellow flag on a stick."""
    W, H = w * SS, h * SS
    big = surface(W, H)
    pygame.draw.line(big, WOOD_DARK, (W * 0.15, H * 0.05), (W * 0.15, H * 0.97), SS * 3)
    pts = [(W * 0.18, H * 0.08)] + [(W * (0.18 + 0.78 * t), H * (0.08 + 0.05 * math.sin(t * 6))) for t in
                                      (0.25, 0.5, 0.75, 1.0)]
    pts += [(W * (0.18 + 0.78 * t), H * (0.52 + 0.05 * math.sin(t * 6))) for t in (1.0, 0.75, 0.5, 0.25, 0.0)]
    pygame.draw.polygon(big, (0, 0, 0, 60), [(x + SS * 2, y + SS * 2) for x, y in pts])
    pygame.draw.polygon(big, (244, 206, 40), pts)
    pygame.draw.polygon(big, (170, 130, 10), pts, width=SS)
    return smooth(big, w, h)


def hit_mark(size: int = 44) -> pygame.Surface:
    """A shot landed: a red starburst."""
    S = size * SS
    big = surface(S, S)
    c = S / 2
    pts = [(c + math.cos(a) * S * (0.48 if i % 2 == 0 else 0.22), c + math.sin(a) * S * (0.48 if i % 2 == 0 else 0.22))
           for i, a in enumerate(k * math.pi / 7 for k in range(14))]
    pygame.draw.polygon(big, RED_DARK, pts)
    pygame.draw.polygon(big, RED, [(c + (x - c) * 0.8, c + (y - c) * 0.8) for x, y in pts])
    pygame.draw.circle(big, (30, 10, 10), (c, c), S * 0.09)
    return smooth(big, size, size)


def muzzle_flash(size: int = 40) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    c = S / 2
    for scale, col in ((0.5, (255, 140, 20, 200)), (0.34, (255, 220, 60, 230)), (0.18, (255, 255, 220, 255))):
        pts = [(c + math.cos(a) * S * scale * (1 if i % 2 == 0 else 0.45),
                c + math.sin(a) * S * scale * (1 if i % 2 == 0 else 0.45))
               for i, a in enumerate(k * math.pi / 6 for k in range(12))]
        pygame.draw.polygon(big, col, pts)
    return smooth(big, size, size)


# ---- UI pieces ---------------------------------------------------------------------------

def button(state: str, size: int = 48) -> pygame.Surface:
    """9-slice source (16px corners) for wooden buttons with a brass rim."""
    S = size * SS
    big = surface(S, S)
    body = {"normal": WOOD, "hover": WOOD_LIGHT, "pressed": WOOD_DARK, "disabled": (90, 80, 72),
            "primary": (150, 40, 36)}[state]
    rim = {"disabled": (120, 112, 100)}.get(state, BRASS)
    pygame.draw.rect(big, (0, 0, 0, 100), (SS * 2, SS * 4, S - SS * 2, S - SS * 4), border_radius=SS * 10)
    pygame.draw.rect(big, shade(rim, 0.7), (0, 0, S - SS * 2, S - SS * 3), border_radius=SS * 10)
    pygame.draw.rect(big, rim, (0, 0, S - SS * 2, S - SS * 4), border_radius=SS * 10)
    inner = pygame.Rect(SS * 3, SS * 3, S - SS * 8, S - SS * 10)
    pygame.draw.rect(big, body, inner, border_radius=SS * 8)
    if state != "pressed":
        hl = inner.inflate(-SS * 4, 0)
        hl.h = inner.h // 2
        pygame.draw.rect(big, shade(body, 1.15), hl, border_radius=SS * 7)
        pygame.draw.rect(big, body, hl.move(0, SS * 3).inflate(0, -SS * 3), border_radius=SS * 6)
    return smooth(big, size, size)


def parchment(w: int = 96, h: int = 96) -> pygame.Surface:
    """9-slice source (24px corners) for panels: parchment with a dark ink border."""
    rng = random.Random(5)
    s = surface(w, h)
    pygame.draw.rect(s, (0, 0, 0, 90), (3, 5, w - 3, h - 5), border_radius=14)
    pygame.draw.rect(s, PARCHMENT_DARK, (0, 0, w - 3, h - 5), border_radius=14)
    pygame.draw.rect(s, PARCHMENT, (3, 3, w - 9, h - 11), border_radius=12)
    for _ in range(220):
        x, y = rng.randint(6, w - 10), rng.randint(6, h - 14)
        s.set_at((x, y), shade(PARCHMENT, rng.uniform(0.9, 1.0)))
    pygame.draw.rect(s, shade(PARCHMENT_DARK, 0.8), (6, 6, w - 15, h - 17), width=1, border_radius=10)
    return s


def dark_panel(w: int = 96, h: int = 96) -> pygame.Surface:
    """9-slice source for dark translucent panels (log, overlays)."""
    s = surface(w, h)
    pygame.draw.rect(s, (10, 8, 6, 200), (0, 0, w, h), border_radius=14)
    pygame.draw.rect(s, (*BRASS_DARK, 255), (0, 0, w, h), width=2, border_radius=14)
    pygame.draw.rect(s, (255, 230, 170, 40), (4, 4, w - 8, h - 8), width=1, border_radius=11)
    return s


def card_frame(colour, w: int = 120, h: int = 168) -> pygame.Surface:
    """Card face frame for the card games: crew colour band, parchment text field."""
    W, H = w * SS, h * SS
    big = surface(W, H)
    r = SS * 9
    pygame.draw.rect(big, (0, 0, 0, 90), (SS * 2, SS * 3, W - SS * 2, H - SS * 3), border_radius=r)
    pygame.draw.rect(big, BONE, (0, 0, W - SS * 2, H - SS * 3), border_radius=r)
    pygame.draw.rect(big, colour, (SS * 4, SS * 4, W - SS * 10, H - SS * 11), border_radius=r - SS * 2)
    pygame.draw.rect(big, shade(colour, 0.6), (SS * 4, SS * 4, W - SS * 10, H - SS * 11), width=SS * 2,
                     border_radius=r - SS * 2)
    field = pygame.Rect(SS * 10, H * 0.52, W - SS * 22, H * 0.40)
    pygame.draw.rect(big, PARCHMENT, field, border_radius=SS * 5)
    pygame.draw.rect(big, shade(colour, 0.7), field, width=SS, border_radius=SS * 5)
    art = pygame.Rect(SS * 10, SS * 28, W - SS * 22, H * 0.52 - SS * 34)
    pygame.draw.rect(big, shade(colour, 1.3), art, border_radius=SS * 5)
    pygame.draw.rect(big, shade(colour, 0.7), art, width=SS, border_radius=SS * 5)
    return smooth(big, w, h)


def card_back(w: int = 120, h: int = 168) -> pygame.Surface:
    W, H = w * SS, h * SS
    big = surface(W, H)
    r = SS * 9
    pygame.draw.rect(big, (0, 0, 0, 90), (SS * 2, SS * 3, W - SS * 2, H - SS * 3), border_radius=r)
    pygame.draw.rect(big, BONE, (0, 0, W - SS * 2, H - SS * 3), border_radius=r)
    inner = pygame.Rect(SS * 5, SS * 5, W - SS * 12, H - SS * 13)
    pygame.draw.rect(big, (40, 30, 60), inner, border_radius=r - SS * 2)
    for k in range(-H, W, SS * 10):  # diagonal lattice
        pygame.draw.line(big, (70, 56, 100), (inner.x + k, inner.y), (inner.x + k + H, inner.y + H), SS * 2)
        pygame.draw.line(big, (70, 56, 100), (inner.x + k + H, inner.y), (inner.x + k, inner.y + H), SS * 2)
    big.set_clip(None)
    pygame.draw.rect(big, BONE, (0, 0, W - SS * 2, H - SS * 3), width=SS * 5, border_radius=r)
    c = (W / 2 - SS, H / 2 - SS)
    pygame.draw.circle(big, BRASS_DARK, c, W * 0.22)
    pygame.draw.circle(big, BRASS, c, W * 0.20)
    pygame.draw.circle(big, BONE, (c[0], c[1] - SS * 3), W * 0.09)
    pygame.draw.rect(big, BONE, (c[0] - W * 0.05, c[1] + SS * 2, W * 0.1, W * 0.06))
    pygame.draw.circle(big, BRASS, (c[0] - W * 0.035, c[1] - SS * 3), W * 0.025)
    pygame.draw.circle(big, BRASS, (c[0] + W * 0.035, c[1] - SS * 3), W * 0.025)
    return smooth(big, w, h)


def icon(size: int = 128) -> pygame.Surface:
    """App icon: a gold doubloon with crossed pistols."""
    s = surface(size, size)
    c = coin((226, 182, 70), (150, 104, 30), "skull", size)
    s.blit(c, (0, 0))
    gun = pistol(size, size // 2)
    s.blit(pygame.transform.rotate(gun, 30), (-size * 0.08, size * 0.2))
    s.blit(pygame.transform.flip(pygame.transform.rotate(gun, 30), True, False), (size * 0.02, size * 0.2))
    return s


def hex_tiles(w: int = 64, h: int = 56) -> pygame.Surface:
    """The Privateer tileset: open sea, a start (circle) hex, the merchant (diamond) hex; flat-top."""
    sheet = surface(w * 3, h)
    for i in range(3):
        big = surface(w * SS, h * SS)
        cx, cy, r = w * SS / 2, h * SS / 2, w * SS / 2
        pts = [(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k)))
               for k in range(6)]          # a true flat-top hex: exactly as tall as the tile
        pygame.draw.polygon(big, (30, 96, 140), pts)
        for k in range(3):   # waves
            y = cy - r * 0.35 + k * r * 0.35
            pygame.draw.arc(big, (70, 140, 180), (cx - r * 0.5, y - 6 * SS, r * 0.45, 12 * SS), 0.2, 2.9, SS * 2)
            pygame.draw.arc(big, (70, 140, 180), (cx + 0.05 * r, y - 6 * SS, r * 0.45, 12 * SS), 0.2, 2.9, SS * 2)
        pygame.draw.polygon(big, (16, 60, 92), pts, SS * 2)
        if i == 1:
            pygame.draw.circle(big, BONE, (cx, cy), r * 0.42, SS * 3)
        if i == 2:
            d = r * 0.45
            pygame.draw.polygon(big, BONE, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)], SS * 3)
        sheet.blit(smooth(big, w, h), (i * w, 0))
    return sheet




def ship(colour, flag: str, size: int = 48) -> pygame.Surface:
    """A small sailing ship seen from the side; the flag's shape tells the fleets apart without colour."""
    S = size * SS
    big = surface(S, S)
    hull = [(S * 0.08, S * 0.62), (S * 0.92, S * 0.62), (S * 0.78, S * 0.86), (S * 0.2, S * 0.86)]
    pygame.draw.polygon(big, (0, 0, 0, 90), [(x + SS * 2, y + SS * 2) for x, y in hull])
    pygame.draw.polygon(big, WOOD_DARK, hull)
    pygame.draw.polygon(big, colour, [(S * 0.1, S * 0.62), (S * 0.9, S * 0.62), (S * 0.86, S * 0.68),
                                      (S * 0.14, S * 0.68)])
    pygame.draw.line(big, WOOD_DARK, (S * 0.5, S * 0.62), (S * 0.5, S * 0.12), SS * 2)
    sail = [(S * 0.24, S * 0.2), (S * 0.76, S * 0.2), (S * 0.72, S * 0.56), (S * 0.28, S * 0.56)]
    pygame.draw.polygon(big, BONE, sail)
    pygame.draw.polygon(big, shade(BONE, 0.7), sail, SS)
    fx, fy, fw, fh = S * 0.5, S * 0.04, S * 0.3, S * 0.16
    shapes = {
        "pennant": [(fx, fy), (fx + fw, fy + fh / 2), (fx, fy + fh)],
        "swallow": [(fx, fy), (fx + fw, fy), (fx + fw * 0.7, fy + fh / 2), (fx + fw, fy + fh), (fx, fy + fh)],
        "square": [(fx, fy), (fx + fw, fy), (fx + fw, fy + fh), (fx, fy + fh)],
        "diamond": [(fx + fw / 2, fy - fh * 0.2), (fx + fw, fy + fh / 2), (fx + fw / 2, fy + fh * 1.2),
                    (fx, fy + fh / 2)],
    }
    if flag in shapes:
        pygame.draw.polygon(big, colour, shapes[flag])
        pygame.draw.polygon(big, INK, shapes[flag], SS)
    elif flag == "round":
        pygame.draw.circle(big, colour, (fx + fw / 2, fy + fh / 2), fh * 0.65)
        pygame.draw.circle(big, INK, (fx + fw / 2, fy + fh / 2), fh * 0.65, SS)
    elif flag == "cross":
        pygame.draw.rect(big, colour, (fx, fy, fw, fh))
        pygame.draw.line(big, BONE, (fx, fy), (fx + fw, fy + fh), SS * 2)
        pygame.draw.line(big, BONE, (fx, fy + fh), (fx + fw, fy), SS * 2)
        pygame.draw.rect(big, INK, (fx, fy, fw, fh), SS)
    # a big mark on the sail repeats the flag's shape, readable at a glance
    mark = {"pennant": 0, "swallow": 1, "square": 2, "round": 3, "cross": 4, "skull": 5, "diamond": 6}[flag]
    cx, cy, r = S * 0.5, S * 0.38, S * 0.1
    if mark == 0:
        pygame.draw.polygon(big, colour, [(cx - r, cy - r), (cx + r, cy), (cx - r, cy + r)])
    elif mark == 1:
        pygame.draw.polygon(big, colour, [(cx - r, cy - r), (cx + r, cy - r), (cx, cy), (cx + r, cy + r),
                                          (cx - r, cy + r)])
    elif mark == 2:
        pygame.draw.rect(big, colour, (cx - r, cy - r, 2 * r, 2 * r))
    elif mark == 3:
        pygame.draw.circle(big, colour, (cx, cy), r)
    elif mark == 4:
        pygame.draw.line(big, colour, (cx - r, cy - r), (cx + r, cy + r), SS * 3)
        pygame.draw.line(big, colour, (cx - r, cy + r), (cx + r, cy - r), SS * 3)
    elif mark == 5:
        pygame.draw.circle(big, colour, (cx, cy - r * 0.2), r * 0.8)
        pygame.draw.rect(big, colour, (cx - r * 0.5, cy + r * 0.3, r, r * 0.6))
    else:
        pygame.draw.polygon(big, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    if flag == "skull":
        pygame.draw.rect(big, colour, (fx, fy, fw, fh))
        pygame.draw.circle(big, BONE, (fx + fw / 2, fy + fh / 2), fh * 0.3)
    return smooth(big, size, size)


def terrain_icon(kind: str, size: int = 48) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    c = S / 2
    if kind == "volcano":
        pygame.draw.ellipse(big, (214, 190, 130), (S * 0.08, S * 0.62, S * 0.84, S * 0.26))
        cone = [(S * 0.16, S * 0.78), (S * 0.4, S * 0.26), (S * 0.6, S * 0.26), (S * 0.84, S * 0.78)]
        pygame.draw.polygon(big, (92, 60, 44), cone)
        pygame.draw.polygon(big, (200, 60, 20), [(S * 0.4, S * 0.26), (S * 0.6, S * 0.26), (S * 0.55, S * 0.45),
                                                 (S * 0.45, S * 0.45)])
        for k, (x, y) in enumerate(((0.5, 0.16), (0.42, 0.08), (0.58, 0.06))):
            pygame.draw.circle(big, (120, 120, 120, 200), (S * x, S * y), S * (0.06 - k * 0.01))
    elif kind == "desert":
        pygame.draw.ellipse(big, (230, 204, 140), (S * 0.1, S * 0.5, S * 0.8, S * 0.36))
        pygame.draw.ellipse(big, (200, 170, 100), (S * 0.1, S * 0.5, S * 0.8, S * 0.36), SS * 2)
        pygame.draw.line(big, (110, 70, 30), (c, S * 0.66), (c + S * 0.06, S * 0.22), SS * 3)
        for a in (-0.9, -0.3, 0.3, 0.9, 2.2, 2.8):
            x2, y2 = c + S * 0.06 + math.cos(a) * S * 0.2, S * 0.22 + math.sin(a) * S * 0.1 + S * 0.04
            pygame.draw.line(big, (40, 130, 50), (c + S * 0.06, S * 0.22), (x2, y2), SS * 3)
    else:  # reef
        for x, y, r in ((0.3, 0.6, 0.12), (0.55, 0.5, 0.15), (0.7, 0.68, 0.1), (0.42, 0.74, 0.09)):
            pygame.draw.circle(big, (90, 90, 96), (S * x, S * y), S * r)
            pygame.draw.circle(big, (150, 150, 156), (S * x - S * r * 0.3, S * y - S * r * 0.3), S * r * 0.4)
        for k in range(4):
            pygame.draw.arc(big, (220, 240, 255), (S * (0.12 + k * 0.18), S * 0.32, S * 0.14, S * 0.08), 0, 3.1, SS)
    return smooth(big, size, size)


def barrel(size: int = 80) -> pygame.Surface:
    S = size * SS
    big = surface(S, S)
    body = pygame.Rect(S * 0.18, S * 0.08, S * 0.64, S * 0.84)
    pygame.draw.ellipse(big, (0, 0, 0, 80), body.move(SS * 3, SS * 3))
    pygame.draw.ellipse(big, WOOD, body)
    for k in range(1, 5):
        x = body.x + body.w * k / 5
        pygame.draw.line(big, WOOD_DARK, (x, body.y + S * 0.04), (x, body.bottom - S * 0.04), SS)
    for y in (0.24, 0.5, 0.76):
        pygame.draw.rect(big, (70, 70, 76), (body.x + S * 0.02, S * y - SS * 3, body.w - S * 0.04, SS * 6),
                         border_radius=SS * 2)
    pygame.draw.ellipse(big, WOOD_LIGHT, (body.x + S * 0.08, body.y, body.w - S * 0.16, S * 0.12))
    return smooth(big, size, size)


# ---- sounds (synthesised, deterministic) ---------------------------------------------------

RATE = 22050


def _samples(seconds: float, fn) -> list[float]:
    return [fn(i / RATE, i) for i in range(int(seconds * RATE))]


def gunshot() -> list[float]:
    rng = random.Random(21)
    out, low = [], 0.0
    for i in range(int(0.45 * RATE)):
        t = i / RATE
        low += (rng.uniform(-1, 1) - low) * 0.35          # a crude low-pass keeps it a boom, not a hiss
        crack = rng.uniform(-1, 1) * math.exp(-t * 90)
        out.append((low * 1.6 + crack * 0.8) * math.exp(-t * 9))
    return out


def coins() -> list[float]:
    def ping(t, start, freq):
        if t < start:
            return 0.0
        u = t - start
        return math.sin(math.tau * freq * u) * math.exp(-u * 18) + 0.4 * math.sin(math.tau * freq * 2.76 * u) * math.exp(-u * 30)
    return _samples(0.35, lambda t, i: 0.5 * ping(t, 0.0, 2350) + 0.4 * ping(t, 0.07, 2950))


def dice() -> list[float]:
    rng = random.Random(8)
    hits = sorted(rng.uniform(0, 0.38) for _ in range(7))
    out = [0.0] * int(0.45 * RATE)
    for h in hits:
        start = int(h * RATE)
        for k in range(int(0.02 * RATE)):
            if start + k < len(out):
                out[start + k] += rng.uniform(-1, 1) * math.exp(-k / RATE * 260) * 0.7
    return out


def click() -> list[float]:
    rng = random.Random(3)
    return _samples(0.08, lambda t, i: rng.uniform(-1, 1) * math.exp(-t * 120) * 0.6 + math.sin(math.tau * 900 * t) * math.exp(-t * 60) * 0.3)


def write_wav(path: Path, samples: list[float]) -> None:
    import struct
    import wave

    peak = max(1e-9, max(abs(x) for x in samples))
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, x / peak * 0.85)) * 32767)) for x in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


SOUNDS = {"shot.wav": gunshot, "coins.wav": coins, "dice.wav": dice, "click.wav": click}


# ---- the whole set ------------------------------------------------------------------------

def build(out: Path) -> list[Path]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    out.mkdir(parents=True, exist_ok=True)
    sprites: dict[str, pygame.Surface] = {
        "background.png": wood_planks(1280, 720),
        "table.png": table(880, 540),
        "coin_1.png": coin((200, 204, 212), (120, 124, 134), "star"),
        "coin_2.png": coin((232, 186, 70), (150, 104, 30), "skull"),
        "coin_5.png": gem(),
        "cup.png": cup(),
        "gun.png": pistol(),
        "crown.png": crown(),
        "flag_yellow.png": white_flag(),
        "hit.png": hit_mark(),
        "flash.png": muzzle_flash(),
        "panel.png": parchment(),
        "panel_dark.png": dark_panel(),
        "card_back.png": card_back(),
        "icon.png": icon(),
        "hex_tiles.png": hex_tiles(),
        "barrel.png": barrel(),
        "ship_merchant.png": ship((250, 250, 250), "diamond"),
    }
    for i, flag in enumerate(("pennant", "swallow", "square", "round", "cross", "skull")):
        sprites[f"ship_{i}.png"] = ship(FLEET_COLOURS[i], flag)
    for kind in ("volcano", "desert", "reef"):
        sprites[f"terrain_{kind}.png"] = terrain_icon(kind)
    for face in range(1, 6):
        sprites[f"die_cannon_{face}.png"] = die(face, (60, 60, 66), (250, 220, 120))
    for face in (2, 3, 4):
        sprites[f"die_sail_{face}.png"] = die(face, (236, 236, 228), (30, 70, 150))
    for face in range(1, 7):
        sprites[f"die_red_{face}.png"] = die(face, (190, 30, 34), BONE)
        sprites[f"die_black_{face}.png"] = die(face, (34, 32, 36), BONE)
    for state in ("normal", "hover", "pressed", "disabled", "primary"):
        sprites[f"button_{state}.png"] = button(state)
    for name, colour in CREW.items():
        sprites[f"card_frame_{name}.png"] = card_frame(colour)
    written = []
    for name, sprite in sorted(sprites.items()):
        path = out / name
        pygame.image.save(sprite, str(path))
        written.append(path)
    for name, make in SOUNDS.items():
        write_wav(out / name, make())
        written.append(out / name)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "assets"
    files = build(target)
    print(f"wrote {len(files)} sprites and sounds to {target}")

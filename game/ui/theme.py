"""Colours, fonts and cached sprites: how every scene looks, in one place."""

from __future__ import annotations

import math
from functools import lru_cache
from importlib import resources

import pygame

from game.ui import canvas, draw, paths

CANVAS = (1280, 720)

INK = (40, 28, 20)
PARCHMENT = (236, 220, 180)
CREAM = (250, 240, 215)
GOLD = (240, 196, 90)
BRASS = (214, 170, 80)
MUTED = (190, 176, 150)
RED = (210, 60, 56)
GREEN = (110, 200, 120)
SHADOW = (0, 0, 0)
HIGHLIGHT = (255, 226, 120)
PROMPT_TOP = 618       # the prompt and error line at the foot of the table start here (tables.base)
SEAT_COLOURS = [(222, 86, 74), (80, 150, 230), (240, 200, 70), (110, 196, 110), (190, 120, 220),
                (240, 140, 60), (90, 200, 200), (230, 120, 170), (170, 170, 170), (150, 110, 70)]
# Privateer's six fleets (commodore cards 1-6), as their ship sprites are painted.
FLEET_COLOURS = [(200, 40, 40), (40, 90, 200), (230, 190, 40), (40, 150, 70), (140, 140, 150), (30, 30, 34)]
# Each seat's colour also has a shape, so seats are told apart without seeing colour (seat_badge).
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "plus", "hexagon", "down", "pentagon", "bowtie")


# Sizes across the UI were set for pygame's built-in font, which draws a size N at 0.6875 N;
# Source Sans at 0.7 N is a little taller and a quarter narrower, and far clearer when small.
FONT_SCALE = 0.7
DISPLAY_FROM = 34      # bold text this large (titles, banners) is set in the display face

_SESSION_CACHES: list = []


def session_cache(maxsize: int | None = 128):
    """lru_cache for anything drawn with this pygame session's fonts and images (card faces,
    sprites): reset_caches forgets them all, so no module has to be told about a new session."""
    def wrap(function):
        cached = lru_cache(maxsize=maxsize)(function)
        _SESSION_CACHES.append(cached)
        return cached
    return wrap


@lru_cache(maxsize=8)
def font_file(name: str) -> str:
    """A typeface file from a declared font package (never SysFont: it differs per OS)."""
    package, file = {"text": ("font_source_sans_pro", "SourceSansPro-Semibold.ttf"),
                     "bold": ("font_source_sans_pro", "SourceSansPro-Bold.ttf"),
                     "display": ("font_fredoka_one", "FredokaOne-Regular.ttf")}[name]
    return str(resources.files(package) / "files" / file)


def _face(size: int, bold: bool) -> str:
    return "display" if bold and size >= DISPLAY_FROM else "bold" if bold else "text"


@session_cache(maxsize=128)
def _pixel_font(size: int, bold: bool, k: float) -> pygame.font.Font:
    return pygame.font.Font(font_file(_face(size, bold)), max(6, round(size * FONT_SCALE * k)))


class UnitFont:
    """A font drawn at `k` pixels per canvas unit, measured in units: its text is set sharp at
    that size, and measured as it will be drawn (a font is not exactly k times wider at k times
    the size), so wrapping and fitting stay right at any scale."""

    __slots__ = ("font", "k")

    def __init__(self, font: pygame.font.Font, k: float) -> None:
        self.font, self.k = font, k

    def size(self, line: str) -> tuple[int, int]:
        w, h = self.font.size(line)
        return math.ceil(w / self.k), math.ceil(h / self.k)

    def get_linesize(self) -> int:
        return math.ceil(self.font.get_linesize() / self.k)

    def get_height(self) -> int:
        return math.ceil(self.font.get_height() / self.k)

    def render(self, line: str, antialias: bool, colour, background=None, wraplength: int = 0) -> canvas.Canvas:
        return canvas.Canvas(self.font.render(line, antialias, colour, background, canvas.px(wraplength, self.k)),
                             self.k)


def font(size: int, bold: bool = False) -> pygame.font.Font | UnitFont:
    """The text face at `size` (in canvas units): what measures and draws every line of text."""
    k = canvas.scale()
    if k == 1.0:
        return _pixel_font(size, bold, 1.0)
    return _unit_font(size, bold, k)


@session_cache(maxsize=128)
def _unit_font(size: int, bold: bool, k: float) -> UnitFont:
    return UnitFont(_pixel_font(size, bold, k), k)


def render(line: str, size: int = 22, colour=CREAM, bold: bool = False, width: int = 0) -> canvas.Image:
    """`line` set in the text face as an image, sharp at the current scale (wrapped to `width`)."""
    f = font(size, bold)
    return f.render(line, True, colour, wraplength=width) if width else f.render(line, True, colour)


@session_cache(maxsize=None)
def image(name: str) -> pygame.Surface:
    surf = pygame.image.load(str(paths.asset(name)))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@session_cache(maxsize=256)
def scaled(name: str, size: tuple[int, int]) -> canvas.Image:
    """A sprite drawn `size` canvas units large (with as many pixels as the scale gives it)."""
    k = canvas.scale()
    pixels = (max(1, canvas.px(size[0], k)), max(1, canvas.px(size[1], k)))
    return canvas.wrap(pygame.transform.smoothscale(image(name), pixels), (int(size[0]), int(size[1])))


def sprite(name: str) -> canvas.Image:
    """A sprite at the size it was drawn, in canvas units."""
    if canvas.scale() == 1.0:
        return image(name)
    return scaled(name, image(name).get_size())


@session_cache(maxsize=256)
def nine_slice(name: str, size: tuple[int, int], corner: int = 16) -> pygame.Surface:
    """Stretch a panel sprite to `size` keeping its corners crisp."""
    src = image(name)
    sw, sh = src.get_size()
    k = canvas.scale()
    w, h = max(size[0], corner * 2), max(size[1], corner * 2)
    units = (w, h)
    w, h, c = canvas.px(w, k), canvas.px(h, k), canvas.px(corner, k)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    sc = corner                              # the corner in the sprite's own pixels
    parts = [  # (src rect, dest rect)
        ((0, 0, sc, sc), (0, 0, c, c)), ((sw - sc, 0, sc, sc), (w - c, 0, c, c)),
        ((0, sh - sc, sc, sc), (0, h - c, c, c)), ((sw - sc, sh - sc, sc, sc), (w - c, h - c, c, c)),
        ((sc, 0, sw - 2 * sc, sc), (c, 0, w - 2 * c, c)), ((sc, sh - sc, sw - 2 * sc, sc), (c, h - c, w - 2 * c, c)),
        ((0, sc, sc, sh - 2 * sc), (0, c, c, h - 2 * c)), ((sw - sc, sc, sc, sh - 2 * sc), (w - c, c, c, h - 2 * c)),
        ((sc, sc, sw - 2 * sc, sh - 2 * sc), (c, c, w - 2 * c, h - 2 * c)),
    ]
    for s, d in parts:
        if d[2] > 0 and d[3] > 0:
            out.blit(pygame.transform.smoothscale(src.subsurface(s), (d[2], d[3])), d[:2])
    return canvas.wrap(out, units)


def reset_caches() -> None:
    """Fonts and converted images belong to one pygame session: forget them on a new one."""
    for cached in _SESSION_CACHES:
        cached.cache_clear()


def fit(words: str, size: int, width: int, bold: bool = False) -> str:
    """`words`, shortened with an ellipsis only if they do not fit `width` pixels at this size."""
    f = font(size, bold)
    if f.size(words)[0] <= width:
        return words
    while words and f.size(words + "...")[0] > width:
        words = words[:-1]
    return words.rstrip() + "..."


def text(surface: pygame.Surface, words: str, pos: tuple[float, float], size: int = 22,
         colour=CREAM, anchor: str = "topleft", shadow: bool = True, bold: bool = False,
         width: int = 0) -> pygame.Rect:
    """Draw text (wrapped to `width` if given) with a soft shadow; returns its rect."""
    img = render(words, size, colour, bold, width)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        back = render(words, size, SHADOW, bold, width)
        back.set_alpha(150)
        surface.blit(back, rect.move(1, 2))
    surface.blit(img, rect)
    return rect


@session_cache(maxsize=8192)
def wrap_lines(words: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split text into lines that fit `width` (Font.size cannot measure wrapped text)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit_text(surface: pygame.Surface, words: str, field: pygame.Rect, size: int, colour=INK) -> None:
    """Card text centred in `field`, shrunk a point at a time until every line fits."""
    lines = wrap_lines(words, size, field.w)
    while len(lines) * font(size).get_linesize() > field.h and size > 8:
        size -= 1
        lines = wrap_lines(words, size, field.w)
    y = field.y
    for line in lines:
        text(surface, line, (field.centerx, y), size, colour, anchor="midtop", shadow=False)
        y += font(size).get_linesize()


BIG_FACE = 180     # a card face at least this wide has room for its whole rules text


def card_title(surface: pygame.Surface, name: str, midtop: tuple[int, int], width: int, k: float) -> None:
    """A card's name across its top: on one line as large as fits, or wrapped when even the
    smallest size is too wide (a long pirate's name on a small card)."""
    size, least = max(12, int(24 * k)), max(8, int(15 * k))
    while size > least and font(size, True).size(name)[0] > width:
        size -= 1
    text(surface, name, midtop, size, CREAM, anchor="midtop", width=width, bold=True)


def card_words(surface: pygame.Surface, line: str, words: str, field: pygame.Rect, k: float) -> None:
    """What a card says, legible at its size: a face on the table shows the effect's key line large
    and bold; a big face (the card view) the whole rules text. `k` is the face's scale (width / 120)."""
    if field.w >= BIG_FACE - 30 or not line:
        fit_text(surface, words, field, max(7, int(15 * k)))
        return
    size = max(15, int(24 * k))
    lines = wrap_lines(line, size, field.w, True)
    while size > 8 and (len(lines) * font(size, True).get_linesize() > field.h
                        or any(font(size, True).size(part)[0] > field.w for part in lines)):
        size -= 1
        lines = wrap_lines(line, size, field.w, True)
    height = font(size, True).get_linesize()
    y = field.centery - height * len(lines) // 2
    for part in lines:
        text(surface, part, (field.centerx, y), size, INK, anchor="midtop", shadow=False, bold=True)
        y += height


def emblem_card(frame: str, name: str, emblem: str, line: str, words: str, size: tuple[int, int],
                art_top: int = 41) -> pygame.Surface:
    """An action card's face, alike in every game: the name across the top, an emblem sprite in the
    art box, and what it does below (`card_words`). `art_top` is where the art box starts on a card
    drawn 120 wide (scaled with the card)."""
    w, h = size
    k = w / 120                                   # the frame sprites were drawn 120 wide
    surf = scaled(frame, size).copy()
    card_title(surf, name, (w // 2, int(7 * k)), w - int(14 * k), k)
    art = pygame.Rect(int(10 * k), int(art_top * k), w - int(22 * k), int(h * 0.52) - int((art_top + 6) * k))
    side = min(art.w, art.h) - 4
    if side > 6:
        img = scaled(emblem, (side, side))
        surf.blit(img, img.get_rect(center=art.center))
    card_words(surf, line, words, pygame.Rect(int(13 * k), int(h * 0.54), w - int(28 * k), int(h * 0.37)), k)
    return surf


def badge(surface: pygame.Surface, words: str, centre, colour, size: int = 20, pad: int = 14) -> pygame.Rect:
    """A small rounded label with a brass rim: a seat's status, a bid's value, the dealer chip."""
    img = render(words, size, CREAM)
    box = img.get_rect(center=centre).inflate(pad, 6)
    draw.rect(surface, colour, box, border_radius=9)
    draw.rect(surface, BRASS, box, width=1, border_radius=9)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def panel(surface: pygame.Surface, rect: pygame.Rect, dark: bool = False) -> None:
    name = "panel_dark.png" if dark else "panel.png"
    surface.blit(nine_slice(name, (rect.w, rect.h), 24), rect.topleft)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


@session_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> canvas.Image:
    veil = canvas.new(size)
    veil.fill((0, 0, 0, alpha))
    return veil


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _luminance(colour: tuple[int, int, int]) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@lru_cache(maxsize=None)
def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The text colour that reads best on `colour`, dark ink or cream (cream on the yellow seat's
    colour measured 1.4 : 1, ink 10 : 1)."""
    return max((INK, CREAM), key=lambda ink: contrast(colour, ink))


def _shape_points(shape: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    def ring(count: int, radius: float, turn: float = -math.pi / 2) -> list[tuple[float, float]]:
        angles = [turn + 2 * math.pi * k / count for k in range(count)]
        return [(x + radius * math.cos(a), y + radius * math.sin(a)) for a in angles]
    if shape == "square":
        return [(x - r * 0.85, y - r * 0.85), (x + r * 0.85, y - r * 0.85), (x + r * 0.85, y + r * 0.85),
                (x - r * 0.85, y + r * 0.85)]
    if shape == "triangle":
        return [(x, y - r * 1.1), (x + r, y + r * 0.75), (x - r, y + r * 0.75)]
    if shape == "down":
        return [(x - r, y - r * 0.75), (x + r, y - r * 0.75), (x, y + r * 1.1)]
    if shape == "diamond":
        return [(x, y - r * 1.15), (x + r * 0.9, y), (x, y + r * 1.15), (x - r * 0.9, y)]
    if shape == "star":
        outer, inner = ring(5, r * 1.2), ring(5, r * 0.5, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner) for p in pair]
    if shape == "plus":
        a, b = r * 0.38, r
        return [(x - a, y - b), (x + a, y - b), (x + a, y - a), (x + b, y - a), (x + b, y + a), (x + a, y + a),
                (x + a, y + b), (x - a, y + b), (x - a, y + a), (x - b, y + a), (x - b, y - a), (x - a, y - a)]
    if shape == "hexagon":
        return ring(6, r * 1.05, 0.0)
    if shape == "pentagon":
        return ring(5, r * 1.08)
    if shape == "bowtie":
        return [(x - r, y - r * 0.85), (x, y - r * 0.2), (x + r, y - r * 0.85), (x + r, y + r * 0.85), (x, y + r * 0.2),
                (x - r, y + r * 0.85)]
    return []


def seat_badge(surface: pygame.Surface, seat: int, centre: tuple[float, float], radius: float = 8) -> None:
    """A seat's mark: its colour in its own shape, outlined, so no seat is known by colour alone."""
    x, y = centre
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    points = _shape_points(shape, x, y, radius)
    if not points:
        draw.circle(surface, seat_colour(seat), (round(x), round(y)), round(radius))
        draw.circle(surface, (24, 16, 10), (round(x), round(y)), round(radius), 2)
        return
    draw.polygon(surface, seat_colour(seat), points)
    draw.polygon(surface, (24, 16, 10), points, 2)

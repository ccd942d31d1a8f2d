"""Privateer oceans read from Tiled maps in levels/ (pytmx's parser, no pygame).

A map must be hexagonal, flat-top (staggeraxis x, staggerindex odd), finite,
with a tile layer "ocean" (any tile = a sea hex; everything else is off the
edge) and a tile layer "markers" whose tiles carry a `kind` property:
"start" for the circle hexes and "merchant" for the single diamond hex.
A broken or unsupported map raises MapError naming the file and the problem.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from game.rules.privateer.hexgrid import Hex, neighbours, offset_to_axial

MIN_STARTS = 2


class MapError(ValueError):
    """A map that cannot be played, with a sentence saying why."""


@dataclass(frozen=True)
class Ocean:
    name: str                  # file stem, how options and save files refer to it
    title: str
    about: str
    sea: frozenset[Hex]
    starts: tuple[Hex, ...]
    merchant: Hex
    size: tuple[int, int]      # columns, rows of the Tiled map

    def __hash__(self) -> int:
        # Captains' caches are keyed by the ocean at every decision: hashing every field each time cost
        # more than the lookup. Oceans equal in every field have the same name, so this agrees with ==.
        return hash(self.name)

    def on_map(self, h: Hex) -> bool:
        return h in self.sea

    @cached_property
    def sorted_sea(self) -> tuple[Hex, ...]:
        return tuple(sorted(self.sea))

    @cached_property
    def coast(self) -> frozenset[Hex]:
        """Sea hexes on the edge of the map (one step from sailing off it)."""
        return frozenset(h for h in self.sea if any(n not in self.sea for n in neighbours(h)))


@lru_cache(maxsize=1)
def levels_dir() -> Path:
    """levels/ beside assets/: in the source tree, or inside the frozen app."""
    import sys
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "levels" if bundle else Path(__file__).resolve().parents[3] / "levels"


def ocean_names() -> list[str]:
    """Every map in levels/, readable or not (see `survey` for the ones that can be played)."""
    return sorted(p.stem for p in levels_dir().glob("*.tmx"))


_warned: set[str] = set()


def survey() -> tuple[dict[str, Ocean], dict[str, str]]:
    """The oceans in levels/ that can be played, and why each of the others cannot. A broken
    map is left out of the choices, with a one-line warning (once) naming it; the others work."""
    usable: dict[str, Ocean] = {}
    broken: dict[str, str] = {}
    for name in ocean_names():
        try:
            usable[name] = ocean_by_name(name)
        except MapError as exc:
            broken[name] = str(exc)
            if str(exc) not in _warned:
                _warned.add(str(exc))
                print(f"pirate-table: warning: left out of the oceans: {exc}", file=sys.stderr)
    return usable, broken


@lru_cache(maxsize=32)
def load_ocean(path: str | os.PathLike[str]) -> Ocean:
    """The ocean in a .tmx file, or MapError."""
    path = Path(path)
    where = path.name
    if not path.exists():
        raise MapError(f"{where}: no such map file")
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:          # no read permission, a folder named *.tmx...
        raise MapError(f"{where}: cannot be read ({exc.strerror or type(exc).__name__})") from None
    if "<chunk" in text:
        raise MapError(f"{where}: the map must be finite (Tiled: uncheck Infinite)")
    try:
        tmx = _pytmx().TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds: bad XML, zstd data, missing tileset...
        raise MapError(f"{where}: not a map this game can read ({_reason(exc)})") from None
    if tmx.orientation != "hexagonal":
        raise MapError(f"{where}: the map must be hexagonal, not {tmx.orientation}")
    if getattr(tmx, "staggeraxis", None) != "x" or getattr(tmx, "staggerindex", None) != "odd":
        raise MapError(f"{where}: hexes must be flat-top (Tiled: stagger axis X, stagger index Odd)")
    if str(getattr(tmx, "infinite", "0")).lower() not in ("0", "false", ""):
        raise MapError(f"{where}: the map must be finite (Tiled: uncheck Infinite)")
    layers = {getattr(layer, "name", ""): layer for layer in tmx.layers}
    for needed in ("ocean", "markers"):
        if needed not in layers or not hasattr(layers[needed], "iter_data"):
            raise MapError(f"{where}: it needs a tile layer named {needed!r}")
    sea = {offset_to_axial(x, y) for x, y, gid in layers["ocean"].iter_data() if gid}
    if not sea:
        raise MapError(f"{where}: the 'ocean' layer has no sea hexes")
    starts, merchants = [], []
    for x, y, gid in layers["markers"].iter_data():
        if not gid:
            continue
        kind = (tmx.get_tile_properties_by_gid(gid) or {}).get("kind")
        h = offset_to_axial(x, y)
        if kind not in ("start", "merchant"):
            raise MapError(f"{where}: the marker at column {x}, row {y} has kind {kind!r} (use start or merchant)")
        if h not in sea:
            raise MapError(f"{where}: the {kind} marker at column {x}, row {y} is not on a sea hex")
        (starts if kind == "start" else merchants).append(h)
    if len(merchants) != 1:
        raise MapError(f"{where}: it needs exactly one merchant hex, found {len(merchants)}")
    if len(starts) < MIN_STARTS:
        raise MapError(f"{where}: it needs at least {MIN_STARTS} start hexes, found {len(starts)}")
    props = getattr(tmx, "properties", {}) or {}
    return Ocean(path.stem, str(props.get("title", path.stem.replace("_", " ").title())),
                 str(props.get("about", "")), frozenset(sea), tuple(sorted(starts)), merchants[0],
                 (tmx.width, tmx.height))


def _pytmx():
    """pytmx's parser without pygame: pytmx tries `import pygame` only for type hints, and the
    rules must not pull pygame into a headless process (the UI imports pygame itself)."""
    import sys
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    blocked = ("pygame", "pytmx.util_pygame")   # a None entry makes that import fail at once, silently
    for name in blocked:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        import pytmx
    finally:
        for name in blocked:
            del sys.modules[name]
    return pytmx


@lru_cache(maxsize=32)
def ocean_by_name(name: str) -> Ocean:
    """The ocean of that name in levels/ (cached: the rules ask for it on every move)."""
    return load_ocean(levels_dir() / f"{name}.tmx")


def _reason(exc: Exception) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if "zstd" in text.lower() or "compression" in text.lower():
        return "unsupported layer compression; save the layers as CSV"
    return text[:120]

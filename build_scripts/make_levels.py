"""Writes the Privateer oceans in levels/ as Tiled maps (deterministic).

    python build_scripts/make_levels.py [OUT_DIR]

Each ocean is a finite, flat-top hexagonal Tiled map (staggeraxis x, odd, CSV
layers) using levels/ocean.tsx: layer "ocean" marks the sea hexes (anything
else is off the edge), layer "markers" the start (circle) hexes and the one
merchant (diamond) hex. Open them in Tiled to look, or copy one to make your own.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.rules.privateer.hexgrid import DIRECTIONS, add, axial_to_offset, distance, offset_to_axial, scale  # noqa: E402

TILE_W, TILE_H, SIDE = 64, 56, 32
OCEAN, START, MERCHANT = 1, 2, 3     # gids in ocean.tsx (firstgid 1)

TSX = """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ocean" tilewidth="64" tileheight="56" tilecount="3" columns="3">
 <image source="../assets/hex_tiles.png" width="192" height="56"/>
 <tile id="0"><properties><property name="kind" value="ocean"/></properties></tile>
 <tile id="1"><properties><property name="kind" value="start"/></properties></tile>
 <tile id="2"><properties><property name="kind" value="merchant"/></properties></tile>
</tileset>
"""


def hexagon(radius: int):
    """A hexagonal ocean of `radius` round the centre, with starts on the sides of ring radius-1."""
    size = 2 * radius + 1
    centre = offset_to_axial(radius, radius)
    sea = {offset_to_axial(c, r) for c in range(size) for r in range(size)
           if distance(offset_to_axial(c, r), centre) <= radius}
    k = radius - 1
    a, b = (k + 1) // 2, k // 2          # side midpoints of ring k (k even) or next to them (k odd)
    starts = [add(centre, add(scale(DIRECTIONS[i], a), scale(DIRECTIONS[(i + 1) % 6], b))) for i in range(6)]
    return size, size, sea, starts, centre


def narrows():
    """A long strait, 17 x 7: three starts at each end, the merchant mid-channel."""
    w, h = 17, 7
    sea = {offset_to_axial(c, r) for c in range(w) for r in range(h)}
    starts = [offset_to_axial(c, r) for c, r in ((0, 0), (2, 3), (0, 6), (16, 0), (14, 3), (16, 6))]
    return w, h, sea, starts, offset_to_axial(8, 3)


OCEANS = {
    "standard_ocean": ("The Standard Ocean", "A hexagonal ocean of radius 5 (91 hexes), as DECISIONS.md sets out.",
                       hexagon(5)),
    "great_sea": ("The Great Sea", "A wider hexagonal ocean of radius 6 (127 hexes): more room to manoeuvre.",
                  hexagon(6)),
    "the_narrows": ("The Narrows", "A long strait, 17 by 7 hexes: fleets start at either end.", narrows()),
}


def tmx(title: str, about: str, ocean) -> str:
    w, h, sea, starts, merchant = ocean
    ocean_rows, marker_rows = [], []
    for r in range(h):
        ocean_row, marker_row = [], []
        for c in range(w):
            hx = offset_to_axial(c, r)
            ocean_row.append(OCEAN if hx in sea else 0)
            marker_row.append(START if hx in starts else MERCHANT if hx == merchant else 0)
        ocean_rows.append(",".join(map(str, ocean_row)))
        marker_rows.append(",".join(map(str, marker_row)))
    assert all(axial_to_offset(s)[0] in range(w) for s in starts)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{w}" height="{h}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="x" staggerindex="odd" nextlayerid="3" nextobjectid="1">
 <properties>
  <property name="title" value="{title}"/>
  <property name="about" value="{about}"/>
 </properties>
 <tileset firstgid="1" source="ocean.tsx"/>
 <layer id="1" name="ocean" width="{w}" height="{h}">
  <data encoding="csv">
{(","+chr(10)).join(ocean_rows)}
</data>
 </layer>
 <layer id="2" name="markers" width="{w}" height="{h}">
  <data encoding="csv">
{(","+chr(10)).join(marker_rows)}
</data>
 </layer>
</map>
"""


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "levels"
    out.mkdir(parents=True, exist_ok=True)
    (out / "ocean.tsx").write_text(TSX, encoding="utf-8")
    for name, (title, about, ocean) in OCEANS.items():
        (out / f"{name}.tmx").write_text(tmx(title, about, ocean), encoding="utf-8")
    print(f"wrote {len(OCEANS)} oceans and ocean.tsx to {out}")


if __name__ == "__main__":
    main()

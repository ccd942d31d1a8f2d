"""The Privateer oceans in levels/: loaded through pytmx, checked, and broken ones refused in words."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.privateer.hexgrid import distance, in_line
from game.rules.privateer.ocean import MapError, load_ocean, ocean_by_name, ocean_names


def test_the_oceans_we_ship():
    assert {"standard_ocean", "great_sea", "the_narrows"} <= set(ocean_names())


def test_standard_ocean_is_the_one_decisions_md_describes():
    o = ocean_by_name("standard_ocean")
    assert len(o.sea) == 91 and all(distance(h, o.merchant) <= 5 for h in o.sea)
    assert len(o.starts) == 6 and all(distance(s, o.merchant) == 4 for s in o.starts)


@pytest.mark.parametrize("name", ["standard_ocean", "great_sea", "the_narrows"])
def test_every_ocean_is_fair_at_the_start(name):
    o = ocean_by_name(name)
    assert len(o.starts) >= 6 and o.merchant in o.sea
    assert not [s for s in o.starts if in_line(s, o.merchant)], "a start lies on a line to the merchant"
    for a in o.starts:
        for b in o.starts:
            line = in_line(a, b)
            assert a == b or line is None or line[1] > 5, f"{a} can shoot {b} before anyone moves"


def test_different_shapes():
    sizes = {name: len(ocean_by_name(name).sea) for name in ("standard_ocean", "great_sea", "the_narrows")}
    assert len(set(sizes.values())) == 3


LEVELS = Path(__file__).resolve().parents[2] / "levels"
GOOD = (LEVELS / "standard_ocean.tmx").read_text(encoding="utf-8")
GOOD_TSX = LEVELS / "ocean.tsx"


def with_tile(text: str, layer: str, col: int, row: int, gid: int) -> str:
    """The map text with one tile of one layer changed."""
    head, rest = text.split(f'name="{layer}"', 1)
    before, data = rest.split('<data encoding="csv">\n', 1)
    data, after = data.split("\n</data>", 1)
    rows = [r.rstrip(",").split(",") for r in data.split("\n")]
    rows[row][col] = str(gid)
    data = ",\n".join(",".join(r) for r in rows)
    return f'{head}name="{layer}"{before}<data encoding="csv">\n{data}\n</data>{after}'


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace('orientation="hexagonal"', 'orientation="orthogonal"'), "must be hexagonal"),
    (lambda t: t.replace('staggeraxis="x"', 'staggeraxis="y"'), "flat-top"),
    (lambda t: t.replace('name="markers"', 'name="stuff"'), "tile layer named 'markers'"),
    (lambda t: t.replace(",3,", ",0,"), "exactly one merchant hex, found 0"),
    (lambda t: t.replace("<data", "<dta", 1), "not a map this game can read"),
    (lambda t: t[: len(t) // 2], "not a map this game can read"),
    (lambda t: t.replace('<data encoding="csv">', '<data encoding="csv"><chunk x="0" y="0" width="1" height="1">1</chunk>', 1),
     "must be finite"),
    (lambda t: t.replace('<data encoding="csv">', '<data encoding="base64" compression="zstd">', 1),
     "not a map this game can read"),
])
def test_broken_maps_are_refused_with_one_line_naming_the_file(tmp_path, change, message):
    (tmp_path / "ocean.tsx").write_text(GOOD_TSX.read_text(encoding="utf-8"), encoding="utf-8")
    broken = tmp_path / "my_ocean.tmx"
    broken.write_text(change(GOOD), encoding="utf-8")
    with pytest.raises(MapError, match=message) as refused:
        load_ocean(broken)
    assert str(refused.value).startswith("my_ocean.tmx:") and "\n" not in str(refused.value)


def test_markers_must_be_on_the_sea_and_of_a_known_kind(tmp_path):
    (tmp_path / "ocean.tsx").write_text(GOOD_TSX.read_text(encoding="utf-8"), encoding="utf-8")
    cases = [(with_tile(GOOD, "ocean", 5, 5, 0), "merchant marker at column 5, row 5 is not on a sea hex"),
             (with_tile(GOOD, "markers", 5, 4, 1), "has kind 'ocean'"),
             (with_tile(with_tile(GOOD, "markers", 5, 4, 3), "markers", 5, 6, 0), "exactly one merchant hex, found 2")]
    for text, message in cases:
        broken = tmp_path / f"case{cases.index((text, message))}.tmx"
        broken.write_text(text, encoding="utf-8")
        with pytest.raises(MapError, match=message):
            load_ocean(broken)
    with pytest.raises(MapError, match="no such map file"):
        load_ocean(tmp_path / "nowhere.tmx")


def test_reading_an_ocean_does_not_load_pygame():
    code = ("import sys; from game.rules.privateer.ocean import ocean_by_name; "
            "ocean_by_name('the_narrows'); print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False" and done.stderr == ""


def test_a_broken_ocean_in_levels_is_refused_at_setup_in_one_line(tmp_path, monkeypatch):
    from game.engine import Match, OptionError
    from game.rules.privateer import ocean as ocean_module
    from game.rules.privateer.ruleset import Privateer

    (tmp_path / "ocean.tsx").write_text(GOOD_TSX.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "sunken_reef.tmx").write_text(GOOD.replace('orientation="hexagonal"', 'orientation="isometric"'),
                                              encoding="utf-8")
    monkeypatch.setattr(ocean_module, "levels_dir", lambda: tmp_path)
    with pytest.raises(OptionError, match="sunken_reef.tmx: the map must be hexagonal"):
        Match.new(Privateer(), 2, {"ocean": "sunken_reef"}, seed=1)

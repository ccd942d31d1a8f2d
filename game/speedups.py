"""Compiled twins of the modules the captains think in, loaded only while each matches its source.

`pip install -e .` compiles the modules a search spends its time in (the engine's values and
lens, the search, the rules of thumb and each game's rules) with Cython when a C compiler is
at hand (setup.py), and the captains play 1.4 to 1.8 times as many playouts a second. The
compiled code is the same Python, so the same moves come out of it; without a compiler the
app runs the .py files, only slower.

A twin is named after a hash of the source it was built from and is loaded only while the
.py beside it still has that hash: edit a module and it runs as Python until the next
install, so what runs is always what you read. The frozen app carries the twins that match
the sources frozen into it, listed by the build (`FROZEN_LIST`). `PIRATE_TABLE_PURE=1` turns
the twins off, for comparing the two or when debugging with breakpoints.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
TWINS = PACKAGE / "_compiled"          # where setup.py builds them (ignored by git)
FROZEN_LIST = "frozen_twins.txt"       # in the frozen app: module name and twin file, one pair a line

SHARED_HOT = ("game.engine.values", "game.engine.lens", "game.engine.steps", "game.engine.ruleset",
              "game.engine.decks", "game.engine.chance", "game.engine.view", "game.ai.ismcts", "game.ai.profile")
COLD = {"__init__", "plugin", "text"}     # a game's registration and its log's words: no search runs them


def hot_modules(root: Path = ROOT) -> tuple[str, ...]:
    """The shared engine and search modules, and every game's own: each module of its rules
    package but the cold ones, and its captain (game/ai/<game>.py). A sixth game's folder
    is compiled with no list to keep."""
    names = list(SHARED_HOT)
    rules = root / "game" / "rules"
    for package in sorted(p for p in rules.iterdir() if (p / "__init__.py").is_file()) if rules.is_dir() else ():
        names += [f"game.rules.{package.name}.{f.stem}" for f in sorted(package.glob("*.py")) if f.stem not in COLD]
        if (root / "game" / "ai" / f"{package.name}.py").is_file():
            names.append(f"game.ai.{package.name}")
    return tuple(names)


def source_of(name: str) -> Path:
    return ROOT.joinpath(*name.split(".")).with_suffix(".py")


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def twin_path(name: str, digest: str, folder: Path | None = None) -> Path:
    return (folder or TWINS) / f"{name}-{digest}{importlib.machinery.EXTENSION_SUFFIXES[0]}"


def frozen_twins() -> dict[str, Path]:
    """The frozen app's twins by module name, as its build listed them."""
    folder = Path(getattr(sys, "_MEIPASS", PACKAGE.parent)) / "game" / "_compiled"
    listing = folder / FROZEN_LIST
    if not listing.is_file():
        return {}
    pairs = (line.split() for line in listing.read_text(encoding="utf-8").splitlines())
    return {pair[0]: folder / pair[1] for pair in pairs if len(pair) == 2}


_FROZEN = frozen_twins() if getattr(sys, "frozen", False) else None   # no sources to read: the build's list
HOT: tuple[str, ...] = tuple(_FROZEN) if _FROZEN is not None else hot_modules()
_HOT_SET = frozenset(HOT)


class TwinLoader(importlib.machinery.ExtensionFileLoader):
    """Loads a twin but gives the module its source's `__file__`, so files found beside a
    module (a game's rules.txt) are found the same whether it runs compiled or not."""

    def exec_module(self, module) -> None:
        module.__file__ = str(source_of(module.__name__))
        super().exec_module(module)


class TwinFinder(importlib.abc.MetaPathFinder):
    """Offers a hot module's twin in place of its source when the twin was built from that source."""

    def __init__(self, frozen: dict[str, Path] | None = None) -> None:
        self.frozen = frozen

    def twin(self, name: str) -> Path | None:
        """The twin to load for `name`, if there is one (a frozen app's as its build listed it)."""
        if self.frozen is not None:
            twin = self.frozen.get(name)
        else:
            source = source_of(name)
            twin = twin_path(name, source_hash(source)) if source.is_file() else None
        return twin if twin is not None and twin.is_file() else None

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in _HOT_SET:
            return None
        twin = self.twin(fullname)
        if twin is None:
            return None
        loader = TwinLoader(fullname, str(twin))
        return importlib.util.spec_from_file_location(fullname, twin, loader=loader)


def install() -> None:
    """Put the finder first on the import path, once, unless PIRATE_TABLE_PURE is set."""
    if os.environ.get("PIRATE_TABLE_PURE") or any(isinstance(f, TwinFinder) for f in sys.meta_path):
        return
    sys.meta_path.insert(0, TwinFinder(_FROZEN))


def available() -> list[str]:
    """The hot modules that will run compiled in this install (none with PIRATE_TABLE_PURE)."""
    finder = next((f for f in sys.meta_path if isinstance(f, TwinFinder)), None)
    return [name for name in HOT if finder is not None and finder.twin(name) is not None]


def describe() -> str:
    twins = len(available())
    return f"captains compiled ({twins} of {len(HOT)} modules)" if twins else "captains in pure Python"


def stale_warning() -> str | None:
    """One line for a benchmark to print when some hot modules will run as Python though others are
    compiled: a module edited since the last build runs as Python, and its speed and time-bound
    strength figures would be the pure-Python ones without a word said."""
    twins = set(available())
    missing = [name.removeprefix("game.") for name in HOT if name not in twins]
    if not twins or not missing:
        return None
    return (f"warning: {len(missing)} of {len(HOT)} hot modules have no compiled twin for their current source "
            f"({', '.join(missing[:4])}{', ...' if len(missing) > 4 else ''}): rebuild with "
            "`python setup.py build_ext` or the figures are part pure Python")


def loaded() -> list[str]:
    """The hot modules running compiled in this process."""
    return [name for name in HOT if name in sys.modules
            and isinstance(getattr(sys.modules[name], "__loader__", None), TwinLoader)]

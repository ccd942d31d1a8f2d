"""Build the double-click desktop app: dist/PirateTable/ (PyInstaller onedir, windowed).

    python build_scripts/build.py            (after: pip install -e ".[build]")

Run it on each operating system you ship for: PyInstaller does not cross-build.
The folder holds the executable, every asset and level, the icon, a VERSION
file and, on Linux, a .desktop entry so a file manager can start it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import stat
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "PirateTable"
sys.path.insert(0, str(ROOT))


def version() -> str:
    from game import __version__
    return __version__


def build(dist: Path, work: Path) -> Path:
    import PyInstaller.__main__

    sep = os.pathsep
    icon = ROOT / "assets" / "icon.png"
    args = [
        str(ROOT / "build_scripts" / "pirate_table_main.py"),
        "--name", NAME, "--onedir", "--windowed", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        "--add-data", f"{ROOT / 'levels'}{sep}levels",
        "--collect-data", "game",             # each game's rules.txt and decisions.md
        "--collect-data", "font_source_sans_pro",   # the typefaces (theme.font)
        "--collect-data", "font_fredoka_one",
        "--collect-submodules", "game",       # rulesets, boards and scenes imported by name
        "--exclude-module", "tkinter",
    ]
    if sys.platform != "linux":               # Windows/macOS turn the PNG into .ico/.icns (needs Pillow)
        args += ["--icon", str(icon)]
    args += twin_args(work)
    PyInstaller.__main__.run(args)
    app = dist / NAME
    (app / "VERSION").write_text(version() + "\n", encoding="utf-8")
    shutil.copyfile(icon, app / "pirate-table.png")
    if sys.platform.startswith("linux"):
        write_desktop_entry(app)
    return app


def twin_args(work: Path) -> list[str]:
    """Bundle the compiled twins built from the sources being frozen, with the list the
    frozen app loads them by (game/speedups.py); a twin of an edited source stays out."""
    from game import speedups

    twins = {}
    for name in speedups.HOT:
        twin = speedups.twin_path(name, speedups.source_hash(speedups.source_of(name)))
        if twin.is_file():
            twins[name] = twin
    if not twins:
        return []
    work.mkdir(parents=True, exist_ok=True)
    listing = work / speedups.FROZEN_LIST
    listing.write_text("".join(f"{name} {twin.name}\n" for name, twin in twins.items()), encoding="utf-8")
    args = ["--add-data", f"{listing}{os.pathsep}game/_compiled"]
    for twin in twins.values():
        args += ["--add-binary", f"{twin}{os.pathsep}game/_compiled"]
    return args


def write_desktop_entry(app: Path) -> Path:
    """A .desktop file beside the executable: double-click it in a file manager to play.

    Exec finds the binary next to the entry itself (%k is the entry's own path),
    so the folder can live anywhere.
    """
    entry = app / "PirateTable.desktop"
    entry.write_text(
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Pirate Table\n"
        "Comment=Five pirate tabletop games: solo against AI captains or pass-and-play\n"
        f"Version={version()}\n"
        "Exec=sh -c 'cd \"$(dirname \"%k\")\" && exec ./PirateTable'\n"
        "Icon=pirate-table\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n",
        encoding="utf-8")
    entry.chmod(entry.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return entry


def install_desktop_entry(app: Path) -> Path:
    """Put the app in the desktop's menu: an entry with absolute paths in ~/.local/share/applications."""
    apps = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    target = apps / "pirate-table.desktop"
    text = (app / "PirateTable.desktop").read_text(encoding="utf-8")
    text = text.replace("Exec=sh -c 'cd \"$(dirname \"%k\")\" && exec ./PirateTable'",
                        f"Exec=\"{app / NAME}\"").replace("Icon=pirate-table", f"Icon={app / 'pirate-table.png'}")
    target.write_text(text, encoding="utf-8")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="scratch folder")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="Linux: also add Pirate Table to your desktop's application menu")
    args = parser.parse_args()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build.py: PyInstaller is missing; install it with: pip install -e \".[build]\"", file=sys.stderr)
        return 2
    app = build(args.dist.resolve(), args.work.resolve())
    print(f"built {app} (version {version()})")
    if args.install_desktop_entry and sys.platform.startswith("linux"):
        print(f"menu entry: {install_desktop_entry(app)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Entry point of the frozen app (PyInstaller runs this file)."""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()   # a frozen app that ever spawns a worker must not respawn itself
    if sys.stdout is None:             # a windowed app on Windows has no console to print to
        sys.stdout = open(os.devnull, "w")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")
    from game.cli import main

    sys.exit(main())

"""`python -m game` runs the same entry point as the `pirate-table` command."""

from game.cli import main

raise SystemExit(main())

"""One package per game, each shaped alike (see README.md here); its plugin.py registers it."""

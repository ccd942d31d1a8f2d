"""Plunder: a throw-away sixth game, shaped like the five in game/rules (see game/rules/README.md).

It exists to show that a game is one folder and one registration: naming `tests.sixth_game.plugin`
in PIRATE_TABLE_GAMES (or `plugins.add(PLUGIN)`) is all it takes for `games`, `simulate`, the
captains and the setup screen to offer it.
"""

"""Boards: how each game is drawn on the table, as its plugin names it; the generic board otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import plugins
from game.ui.tables.base import Board, GenericBoard

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


def board_class(game: str) -> type[Board]:
    return plugins.part(game, "table") or GenericBoard


def make_board(game: str, scene: "TableScene") -> Board:
    return board_class(game)(scene)

"""Boards: how each game is drawn on the table. Games without one get the generic board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.tables.all_hands import AllHandsBoard
from game.ui.tables.base import Board, GenericBoard
from game.ui.tables.doubloons import DoubloonsBoard
from game.ui.tables.loot_pirates import LootPiratesBoard
from game.ui.tables.privateer import PrivateerBoard
from game.ui.tables.stolen_treasure import StolenTreasureBoard

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene

BOARDS: dict[str, type[Board]] = {"loot_pirates": LootPiratesBoard, "all_hands": AllHandsBoard,
                                  "privateer": PrivateerBoard, "doubloons": DoubloonsBoard,
                                  "stolen_treasure": StolenTreasureBoard}


def make_board(game: str, scene: "TableScene") -> Board:
    return BOARDS.get(game, GenericBoard)(scene)

"""Pirate Table: five pirate tabletop games on one graphical table."""

from game import speedups

__version__ = "0.1.0"

speedups.install()

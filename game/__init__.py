"""Pirate Table: five pirate tabletop games on one graphical table."""

__version__ = "0.1.0"

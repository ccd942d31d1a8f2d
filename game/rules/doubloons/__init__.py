"""Doubloons (doubloons.txt): hire real pirates, rob rivals, shout Heave To!; first to 7 doubloons."""

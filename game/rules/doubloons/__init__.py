"""Doubloons: groundwork (rules data only; the ruleset comes with issue 8)."""

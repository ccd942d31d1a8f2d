"""Typed errors whose message is a sentence a player can read."""


class IllegalAction(Exception):
    """A seat tried something the rules do not allow now. The match is untouched."""


class SaveFileError(Exception):
    """A save file could not be read: damaged, foreign, or from a newer version."""


class OptionError(ValueError):
    """A setup option or player count that the ruleset does not accept."""

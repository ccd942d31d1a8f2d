"""Names are shortened to the room they have, in pixels, never cut mid-way by a character count."""

from game.ui import theme


def test_fit_keeps_what_fits_and_ends_what_does_not_with_an_ellipsis(app):
    assert theme.fit("Black Bess", 20, 400) == "Black Bess"
    short = theme.fit("Bartholomew the Unpronounceable", 20, 90)
    assert short.endswith("...") and theme.font(20).size(short)[0] <= 90

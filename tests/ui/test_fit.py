"""Names are shortened to the room they have, in pixels, never cut mid-way by a character count."""

from game.ui import theme


def test_fit_keeps_what_fits_and_ends_what_does_not_with_an_ellipsis(app):
    assert theme.fit("Black Bess", 20, 400) == "Black Bess"
    short = theme.fit("Bartholomew the Unpronounceable", 20, 90)
    assert short.endswith("...") and theme.font(20).size(short)[0] <= 90


def test_the_button_bar_fits_any_number_of_choices_without_overlap_or_cut_names(app):
    """Every table's choices (nine Barter targets, a pass-on to each rival) go through one row builder."""
    from game.ui.tables.base import BAR_LEFT, BAR_RIGHT, CONTROLS_RECT, Offer, offer_row

    names = ["Black Bess", "Bartholomew Roberts", "Sayyida al Hurra", "Anne Bonny", "Calico Jack Rackham",
             "Grace O'Malley", "Henry Morgan", "Mary Read", "Francis Fernando"]
    for count in (1, 3, 9):
        buttons = offer_row([Offer(n, lambda: None) for n in names[:count]], right=BAR_RIGHT - 150)
        assert len(buttons) == count
        for i, b in enumerate(buttons):
            assert BAR_LEFT <= b.rect.left and b.rect.right <= BAR_RIGHT - 150
            assert CONTROLS_RECT.contains(b.rect)
            assert not any(b.rect.colliderect(o.rect) for o in buttons[i + 1:])
            assert b.label == names[i] or b.label.endswith("...")
    few = offer_row([Offer(n, lambda: None) for n in names[:3]])
    assert [b.label for b in few] == names[:3]              # room enough: never shortened

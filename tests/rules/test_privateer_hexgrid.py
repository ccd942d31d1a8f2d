"""The axial hex module: neighbours, distance, straight lines, Tiled offsets, pixels."""

import doctest

import pytest

from game.rules.privateer import hexgrid as H


def test_doctests():
    assert doctest.testmod(H).failed == 0


def test_neighbours_are_at_distance_one_and_distinct():
    ns = H.neighbours((2, -1))
    assert len(set(ns)) == 6 and all(H.distance((2, -1), n) == 1 for n in ns)


@pytest.mark.parametrize("a, b, d", [((0, 0), (0, 0), 0), ((0, 0), (3, 0), 3), ((0, 0), (2, -4), 4),
                                     ((-1, 2), (2, -1), 3), ((1, 1), (-2, 4), 3)])
def test_distance(a, b, d):
    assert H.distance(a, b) == d == H.distance(b, a)


def test_straight_lines_in_six_directions():
    for i in range(6):
        line = H.ray((1, 1), i, 4)
        assert [H.distance((1, 1), h) for h in line] == [1, 2, 3, 4]
        assert H.in_line((1, 1), line[-1]) == (i, 4)
        assert H.opposite(H.opposite(i)) == i and H.ray(line[0], H.opposite(i), 1) == [(1, 1)]
    assert H.in_line((0, 0), (2, 1)) is None          # not on any of the six lines


def test_ring_sizes():
    assert [len(H.ring((0, 0), k)) for k in range(4)] == [1, 6, 12, 18]
    assert all(H.distance((0, 0), h) == 3 for h in H.ring((0, 0), 3))


def test_odd_q_offset_round_trip():
    for col in range(12):
        for row in range(12):
            assert H.axial_to_offset(H.offset_to_axial(col, row)) == (col, row)
    # Odd columns sit half a hex lower: (1, 0) is the south-east neighbour of (0, 0).
    assert H.offset_to_axial(1, 0) == H.neighbour(H.offset_to_axial(0, 0), 0)


def test_pixel_round_trip_and_nearby_points():
    for q in range(-4, 5):
        for r in range(-4, 5):
            x, y = H.to_pixel((q, r), 30, (400, 300))
            assert H.from_pixel(x, y, 30, (400, 300)) == (q, r)
            assert H.from_pixel(x + 12, y - 9, 30, (400, 300)) == (q, r)
    assert len(H.corners((0, 0), 30)) == 6
    for h in ((3, 2), (-2, 5)):                 # a shrunk outline stays centred on its own hex
        pts = H.corners(h, 30, (100, 50), 0.9)
        cx, cy = sum(p[0] for p in pts) / 6, sum(p[1] for p in pts) / 6
        assert H.from_pixel(cx, cy, 30, (100, 50)) == h
        assert abs(cx - H.to_pixel(h, 30, (100, 50))[0]) < 1e-6 and abs(cy - H.to_pixel(h, 30, (100, 50))[1]) < 1e-6

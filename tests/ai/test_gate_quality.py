"""bench/gate_quality.py applies every gate to the same searches, as `SearchResult.decide` would."""

from tests.bench_scripts import load

gate_quality = load("gate_quality")


def test_a_tighter_gate_lets_fewer_departures_through():
    searched, rows = gate_quality.departures("loot_pirates", "normal", 4, 4, 12, seed=5)
    assert searched == 4 and len(rows) <= 4
    report = gate_quality.under_gates(rows, searched)
    through = {(g["confidence"], g["margin"]): g["departures"] for g in report}
    for (confidence, margin), n in through.items():
        assert n <= len(rows)
        for (c2, m2), n2 in through.items():
            if c2 >= confidence and m2 >= margin:
                assert n2 <= n


def test_a_gate_counts_the_departures_it_lets_through():
    rows = [{"edge": 0.03, "error": 0.02, "gain": 0.1, "gain_error": 0.03},
            {"edge": 0.01, "error": 0.05, "gain": -0.2, "gain_error": 0.04}]
    report = {(g["confidence"], g["margin"]): g for g in gate_quality.under_gates(rows, 10)}
    assert report[1.0, 0.005]["departures"] == 1 and report[1.0, 0.005]["total_gain"] == 0.1
    assert report[0.0, 0.0]["departures"] == 2 and abs(report[0.0, 0.0]["total_gain"] + 0.1) < 1e-9
    assert report[0.0, 0.0]["error"] == 0.05 and report[0.0, 0.0]["per_position"] == -0.01
    assert report[2.0, 0.0]["departures"] == 0

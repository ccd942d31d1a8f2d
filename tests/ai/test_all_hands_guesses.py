"""How an All Hands on Deck! search guesses its rivals' hands (`infer_hands`).

Dealt at random, a rival's unseen cards made a hand far from a win, where a captain who has bid
away his least needed cards round after round holds one much nearer: the search then misjudged
who races whom for a card. The guess should look like what rival captains hold, and change
nothing the table knows."""

import random
import statistics
from collections import defaultdict

from game.ai.all_hands import infer_hands
from game.ai.seats import make_heuristic
from game.engine.match import Match
from game.engine.ruleset import registry
from game.rules.all_hands import data as C
from game.rules.all_hands.hands import distance
from tests.rules.test_all_hands_examples import B, S, V, act, crew, scenario

AH = registry.get("all_hands")


def _rival_hands(games: int, seed: int):
    """(true, dealt at random, guessed) for each rival with unseen cards, at bids of rule-of-thumb games."""
    rows = []
    for g in range(games):
        m = Match.new(AH, 4, seed=seed + g)
        seats = [make_heuristic("all_hands", random.Random(g * 10 + s)) for s in range(4)]
        pick = random.Random(g)
        while not m.is_over():
            decisions = m.pending()
            d = decisions[0] if len(decisions) == 1 else pick.choice(decisions)
            view = m.typed_view(d.seat)
            if d.step == "bid" and not view["draft"] and pick.random() < 0.3:
                v = view.to_dict()
                dealt = AH.determinize(v, random.Random(pick.random()))
                rng = random.Random(pick.random())
                guessed = AH.determinize(infer_hands(v)(rng), rng)
                for s in range(4):
                    if s != d.seat and v["counts"][s] > len(v["shown"][s]):
                        rows.append((list(m.state.hands[s]), dealt.hands[s], guessed.hands[s]))
            m.submit(d.seat, seats[d.seat].choose(view, d))
    return rows


def test_guessed_rival_hands_are_as_near_a_win_as_rule_of_thumb_rivals_hold():
    """Rivals' hands of eight cards or more: dealt at random a whole card further from a win than
    the rule of thumb holds them, and with more action cards (it bids them away); guessed, within
    a third of a card, and with as many action cards as it holds, give or take a quarter."""
    rows = [r for r in _rival_hands(40, 9100) if len(r[0]) >= 8]
    assert len(rows) > 300
    mean = defaultdict(float)
    for true, dealt, guessed in rows:
        for name, hand in (("true", true), ("dealt", dealt), ("guessed", guessed)):
            mean[name, "away"] += distance(hand) / len(rows)
            mean[name, "actions"] += sum(not C.is_crew(c) and not C.is_monkey(c) for c in hand) / len(rows)
    assert mean["dealt", "away"] - mean["true", "away"] > 0.7
    assert abs(mean["guessed", "away"] - mean["true", "away"]) < 0.35
    assert abs(mean["guessed", "actions"] - mean["true", "actions"]) < 0.25


def _position():
    """Round 6: seat 1 was seen to take the Sea Sabre 4 and 5, seat 3 has seven unseen cards."""
    hands = [[crew(S, 1), crew(S, 2), crew(V, 7), act("rum")],
             [crew(B, 4), crew(B, 5), crew(V, 1), crew(V, 9), crew(S, 10), act("dock")],
             [crew(S, 5), crew(S, 6), crew(V, 3)],
             [crew(B, 7), crew(B, 8), crew(B, 9), crew(S, 3), crew(S, 4, 1), act("mermaid"), crew(V, 2)]]
    return scenario(hands, auction=crew(B, 6), discard=[crew(V, 10), act("king")], round=6,
                    shown=[[], [crew(B, 4), crew(B, 5)], [], []])


def test_a_guess_keeps_what_the_table_knows_and_hides_what_it_guessed():
    """Every card once; our own hand as it is; a rival seen taking a card holds it; each rival holds
    as many cards as he does; and the guessed cards are not shown to the table in the sample (no
    seat's view in the sampled game reads them as seen)."""
    m = _position()
    view = m.view(0)
    view = view.to_dict() if hasattr(view, "to_dict") else view
    rng = random.Random(5)
    for _ in range(200):
        guess = infer_hands(view)(rng)
        state = AH.determinize(guess, rng)
        assert sorted(state.all_cards()) == list(range(C.DECK_SIZE))
        assert sorted(state.hands[0]) == sorted(view["hand"])
        assert {crew(B, 4), crew(B, 5)} <= set(state.hands[1])
        assert [len(h) for h in state.hands] == view["counts"]
        assert state.shown == view["shown"]
        assert all(set(guess["held"][s]) <= set(state.hands[s]) for s in range(1, 4))
        assert not guess["held"][0] and all(distance(state.hands[s]) > 0 for s in range(1, 4))


def test_a_guess_leaves_the_view_it_was_given_unchanged():
    """The view is the search's for every playout: a guess is a new view, never an edit of it."""
    m = _position()
    view = m.view(0)
    view = view.to_dict() if hasattr(view, "to_dict") else view
    before = {k: (list(map(list, v)) if k == "shown" else v) for k, v in view.items()}
    infer_hands(view)(random.Random(1))
    assert "held" not in view and view["shown"] == before["shown"]
    samples = [infer_hands(view)(random.Random(k))["held"][3] for k in range(30)]
    assert len({tuple(sorted(h)) for h in samples}) > 20       # guesses, not one fixed hand
    assert statistics.mean(len(h) for h in samples) == 7

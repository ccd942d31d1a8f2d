"""The engine contract, exercised through the test-only Strike & Block game."""

import pytest

from game.engine import PASS, Action, IllegalAction, Match, OptionError
from game.engine.values import Event, fill_names
from tests.engine.toy_rulesets import StrikeAndBlock

TOY = StrikeAndBlock()


def new(players=3, blocks=2, seed=5):
    return Match.new(TOY, players, {"blocks": blocks}, seed=seed, names=["Anne", "Bart", "Cora", "Dirk", "Eve"][:players])


def pick(match, *numbers):
    for seat, n in enumerate(numbers):
        match.submit(seat, Action.of("pick", n=n))


def test_action_values_are_small_hashable_and_json_round_trip():
    a = Action.of("bid", cards=[3, 1], to=2)
    assert a == Action.of("bid", to=2, cards=(3, 1))
    assert hash(a) == hash(Action.of("bid", to=2, cards=(3, 1)))
    assert Action.from_json(a.to_json()) == a
    assert a["to"] == 2 and a.get("missing", 7) == 7
    assert str(Action.of("pass")) == "pass()"
    tricky = Action.of("spend", kind="sail", face=3)       # an argument may itself be called "kind"
    assert Action.from_json(tricky.to_json()) == tricky
    assert Action.from_json({"kind": "bid", "to": 2, "cards": [3, 1]}) == a   # the flat form still reads


def test_event_visibility():
    private = Event.of("drew", visible_to=[1], card=7)
    assert private.visible(1) and not private.visible(0) and private.visible(None)
    assert Event.of("public").visible(3)


def test_prompt_names_are_filled_in():
    assert fill_names("Pay {p1} to see {p0}'s dice?", ["Anne", "Bart"]) == "Pay Bart to see Anne's dice?"


def test_simultaneous_commit_opens_one_decision_per_seat_and_hides_choices():
    m = new()
    assert sorted(d.seat for d in m.pending()) == [0, 1, 2]
    assert all(d.simultaneous for d in m.pending())
    m.submit(0, Action.of("pick", n=2))
    assert sorted(d.seat for d in m.pending()) == [1, 2]
    assert m.view(1)["my_pick"] is None and m.view(1)["picked"] == [True, False, False]
    assert m.view(0)["my_pick"] == Action.of("pick", n=2)
    with pytest.raises(IllegalAction, match="not Anne's turn"):
        m.submit(0, Action.of("pick", n=1))


def test_simultaneous_result_does_not_depend_on_submission_order():
    a, b = new(), new()
    for seat, n in [(0, 2), (1, 1), (2, 0)]:
        a.submit(seat, Action.of("pick", n=n))
    for seat, n in [(2, 0), (0, 2), (1, 1)]:
        b.submit(seat, Action.of("pick", n=n))
    assert a.state.to_json() == b.state.to_json()


def test_reaction_window_asks_every_seat_that_may_answer_holding_one_or_not():
    m = Match.from_position(TOY, {**new().state.to_json(), "blocks": [2, 0, 1]}, seed=1)
    pick(m, 2, 1, 0)
    m.submit(0, Action.of("strike", target=1))
    # Bart holds no Block and is asked all the same (he may only pass): who is asked tells no hands.
    assert [(d.seat, d.step) for d in m.pending()] == [(1, "react"), (2, "react")]
    assert m.decision_for(1).actions == (PASS,)
    assert m.decision_for(2).actions == (Action.of("block"), PASS)


def test_with_nobody_holding_an_answer_the_window_still_opens_and_closes_on_the_passes():
    m = new(blocks=0)
    pick(m, 2, 1, 0)
    m.submit(0, Action.of("strike", target=1))
    assert m.state.phase == "react"
    for d in m.pending():
        m.submit(d.seat, PASS)
    assert m.state.score == [1, 0, 0] and m.state.phase == "pick"


def test_inside_the_search_only_holders_are_asked():
    from game.engine.values import quiet

    m = Match.from_position(TOY, {**new().state.to_json(), "blocks": [2, 0, 1]}, seed=1)
    pick(m, 2, 1, 0)
    state = m.state.clone()
    with quiet():
        TOY.apply(state, 0, Action.of("strike", target=1), m.rng)
        assert [d.seat for d in TOY.pending(state)] == [2]


def test_counter_on_counter_reopens_the_window_and_first_answer_in_order_wins():
    m = new()
    pick(m, 2, 1, 0)
    m.submit(0, Action.of("strike", target=1))
    # Both Bart and Cora answer; Bart is first after the striker, so his Block is the one played.
    m.submit(2, Action.of("block"))
    m.submit(1, Action.of("block"))
    assert m.state.chain == [1] and m.state.blocks == [2, 1, 2]
    # The window reopens for the Block itself: Anne and Cora may block the block.
    assert sorted(d.seat for d in m.pending()) == [0, 2]
    m.submit(0, Action.of("block"))
    m.submit(2, PASS)
    assert m.state.chain == [1, 0]
    for d in m.pending():
        m.submit(d.seat, PASS)
    assert m.state.score == [1, 0, 0]                    # two blocks cancel out: the strike lands
    assert m.state.discard == 2 and sum(m.state.blocks) + m.state.discard == 6


def test_illegal_action_leaves_everything_untouched():
    m = new()
    before = (m.snapshot(), list(m.log), list(m.events))
    with pytest.raises(IllegalAction, match="cannot strike now; the choices are: pick"):
        m.submit(0, Action.of("strike", target=1))
    with pytest.raises(IllegalAction, match="is not allowed now"):
        m.submit(0, Action.of("pick", n=9))
    with pytest.raises(IllegalAction, match="not Seat 7's turn|seat 7"):
        m.submit(7, Action.of("pick", n=0))
    assert (m.snapshot(), list(m.log), list(m.events)) == before


def test_same_seed_and_log_give_the_same_game():
    a = new(seed=11)
    pick(a, 2, 1, 0)
    b = new(seed=11)
    for seat, action in a.log:
        b.submit(seat, action)
    assert a.snapshot() == b.snapshot()


def test_options_are_validated():
    with pytest.raises(OptionError, match="has no option 'nope'"):
        TOY.resolve_options({"nope": 1})
    with pytest.raises(OptionError, match="at most 5"):
        TOY.resolve_options({"blocks": "9"})
    with pytest.raises(OptionError, match="takes 2 to 5 players, not 6"):
        Match.new(TOY, 6)

"""The counter chain both Heave To! (Doubloons) and Yarr! (Stolen Treasure) are played with."""

from game.engine.steps import CounterChain, seats_after


def test_a_play_stands_when_its_counters_cancel_each_other():
    chain: list[list[int]] = []
    assert CounterChain.stands(chain) and CounterChain.last(chain, 2) == 2
    chain.append([0, 41])                        # seat 0 counters seat 2's play
    assert not CounterChain.stands(chain)
    assert CounterChain.last(chain, 2) == 0 and CounterChain.countered(chain, 2) == 2
    chain.append([3, 17])                        # seat 3 counters seat 0's counter: the play stands again
    assert CounterChain.stands(chain)
    assert CounterChain.last(chain, 2) == 3 and CounterChain.countered(chain, 2) == 0
    assert CounterChain.cards(chain) == [41, 17]


def test_answers_are_asked_in_turn_from_the_left_of_the_last_to_play():
    assert seats_after(4, 2) == [3, 0, 1]
    assert seats_after(2, 1) == [0]

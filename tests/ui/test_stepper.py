"""The setup screen's number stepper: sensible steps and the mouse wheel (not 500 clicks)."""

import pygame

from game.ui.widgets import Stepper


def test_steps_follow_the_option_and_the_wheel_turns_the_number_under_the_mouse(app):
    seen = []
    stepper = Stepper((100, 100, 200, 40), 1500, 300, 5000, seen.append, step=50)
    stepper.plus.on_click()
    assert stepper.value == 1550
    for _ in range(11):
        stepper.minus.on_click()
    assert stepper.value == 1000 and seen[-1] == 1000            # 1500 -> 1000: a dozen clicks, not 500
    stepper.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(200, 120), rel=(0, 0), buttons=(0, 0, 0)))
    stepper.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert stepper.value == 1050
    stepper.value = 1010                                          # off the grid: the next step lands on it
    stepper.minus.on_click()
    assert stepper.value == 1000

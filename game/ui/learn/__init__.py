"""Learn to play: a guided first game of each game, its steps pointing at the table."""

"""Card faces, drawn from each game's rules data (one module per game, named as its rules package)."""

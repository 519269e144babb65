"""One package per game, each with the same modules: data, state, scoring, render."""

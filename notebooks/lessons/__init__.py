"""The lessons' sources: one module per game, the front door, and what they share."""

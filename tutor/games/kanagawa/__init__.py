"""Kanagawa (Bruno Cathala and Charles Chevallier, IELLO 2016): the components so far.

Only :mod:`.data` exists yet; the rules engine, scoring and renderer will follow, and the
game is registered in ``tutor.games.NAMES`` once they do.
"""

"""The Kanagawa lessons (notebooks/kanagawa/NN-topic.ipynb)."""

from __future__ import annotations

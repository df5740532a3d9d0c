"""TEMPORARY while the major programs are written: an empty program for each major power that
has none yet. Removed before the game is released."""

from __future__ import annotations

from . import data as D
from .ops import PROGRAMS


def fill() -> None:
    for c in D.MAJOR:
        PROGRAMS.setdefault(c, [])

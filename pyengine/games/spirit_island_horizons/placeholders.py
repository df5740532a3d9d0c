"""TEMPORARY while the minor, major and fear programs are written: an empty program for each
power or fear-card level that has none yet. Removed before the game is released."""

from __future__ import annotations

from . import data as D
from .ops import PROGRAMS


def fill() -> None:
    for c in list(D.MINOR) + list(D.MAJOR):
        PROGRAMS.setdefault(c, [])
    for f in D.FEAR:
        for level in (1, 2, 3):
            PROGRAMS.setdefault(f"{f}:{level}", [])

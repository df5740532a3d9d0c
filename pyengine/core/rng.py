"""Seeded, serialisable randomness.

Rules never touch the global :mod:`random`; they draw from an :class:`Rng`
whose whole state is one integer kept in the match, so a match replays
identically on every Python (CPython or Pyodide).  The generator is
SplitMix64: tiny, fast, and good enough for shuffling cards.
"""

from __future__ import annotations

import hashlib

_MASK = (1 << 64) - 1


def seed_to_state(seed: int | str) -> int:
    """Turn a user seed (any int or string) into a 64-bit generator state."""
    digest = hashlib.sha256(str(seed).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    """SplitMix64 generator; ``state`` is a plain int that fully describes it."""

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def state_to_text(state: int) -> str:
    """The generator state as 16 hex digits: JSON numbers lose bits above 2^53 in JavaScript."""
    return f"{state:016x}"


def state_from_text(text) -> int:
    """Inverse of :func:`state_to_text`; raises ValueError on anything else."""
    if not isinstance(text, str) or len(text) != 16 or any(c not in "0123456789abcdef" for c in text):
        raise ValueError("a generator state is 16 lower-case hex digits")
    return int(text, 16)

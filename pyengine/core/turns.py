"""Turn order: who starts, who is next, and the last turns of a game.

Plain functions over seat numbers, so every game counts seats the same way.

>>> order_from(2, 4)
[2, 3, 0, 1]
>>> final_turns(1, 3, trigger_too=True)
[2, 0, 1]
>>> final_turns(1, 3, trigger_too=False)
[2, 0]
>>> final_turns(1, 4, trigger_too=True, round_ends_with=3)
[2, 3]
"""

from __future__ import annotations

from .rng import Rng


def first_player(option, n: int, rng: Rng) -> int:
    """The seat that starts: the ``first_player`` option's seat, or one drawn by chance."""
    return rng.below(n) if option == "random" else option


def next_seat(seat: int, n: int, step: int = 1) -> int:
    return (seat + step) % n


def order_from(seat: int, n: int) -> list[int]:
    """Every seat once in turn order, starting with ``seat``."""
    return [(seat + k) % n for k in range(n)]


def in_turn_order(seats, n: int, start: int) -> list[int]:
    """``seats`` sorted in turn order from ``start`` (``start`` itself first)."""
    return sorted(seats, key=lambda s: (s - start) % n)


def final_turns(trigger: int, n: int, trigger_too: bool, round_ends_with: int | None = None) -> list[int]:
    """The seats that still play once the end was triggered by ``trigger``, in order.

    Every other seat plays once, then the trigger seat too when ``trigger_too``; with
    ``round_ends_with`` (the last seat of a round) only the rest of the current round is played.
    """
    order = [(trigger + k) % n for k in range(1, n if not trigger_too else n + 1)]
    if round_ends_with is None:
        return order
    if trigger == round_ends_with:
        return []
    return order[: order.index(round_ends_with) + 1] if round_ends_with in order else order

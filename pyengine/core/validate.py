"""The checks every position loader makes, written once.

Each raises :class:`PositionError` naming the field and the defect, so a hand-edited or
corrupted position is refused with a message a person can act on.  Numbers are bounded
by what the rules allow, so no loaded value can make later work explode.

>>> places = Places()
>>> places.put(["a", "b"], "the deck")
>>> places.put(["b"], "the hand")
Traceback (most recent call last):
...
pyengine.core.errors.PositionError: impossible position: card b is both in the deck and in the hand
"""

from __future__ import annotations

from .errors import PositionError


def fail(message: str):
    raise PositionError(f"impossible position: {message}")


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def same(a, b) -> bool:
    """Equal as JSON values, types included: ``True`` is not ``1``, ``1.0`` is not ``1``
    (Python's ``==`` says both are).

    >>> same({"promo": True}, {"promo": 1}), same([6], [6.0]), same({"a": [1]}, {"a": [1]})
    (False, False, True)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def exactly(value, expected, where: str):
    """``value`` is ``expected``, types included (see :func:`same`)."""
    if not same(value, expected):
        fail(f"{where} must be {_short(expected)}, not {_short(value)}")
    return value


def whole_numbers(value, where: str = "the position") -> None:
    """No number of a position is a fraction: every game counts in whole numbers, so a ``6.0``
    is a hand-edited value, refused naming where it lies.

    >>> whole_numbers({"fear": {"dividers": {"2": 6.0}}})
    Traceback (most recent call last):
    ...
    pyengine.core.errors.PositionError: impossible position: the position.fear.dividers.2 must be a whole number, not 6.0
    """
    stack = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, float):
            fail(f"{at} must be a whole number, not {_short(item)}")
        if isinstance(item, dict):
            stack.extend((v, f"{at}.{k}") for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((v, f"{at}[{i}]") for i, v in enumerate(item))


def whole(value, where: str, low: int = 0, high: int | None = None) -> int:
    """A whole number in ``low..high`` (``high`` None: no upper bound beyond a sane one)."""
    top = high if high is not None else 10**6
    if not is_int(value) or not low <= value <= top:
        fail(f"{where} must be a whole number from {low} to {top}, not {_short(value)}")
    return value


def one_of(value, choices, where: str):
    if not any(same(value, c) for c in choices):
        fail(f"{where} must be one of {', '.join(map(repr, choices))}, not {_short(value)}")
    return value


def seat_number(value, n: int, where: str) -> int:
    if not is_int(value) or not 0 <= value < n:
        fail(f"{where} must be a seat number 0..{n - 1}, not {_short(value)}")
    return value


def fields(obj, keys, where: str) -> dict:
    """``obj`` is an object with exactly ``keys``; the message names what is missing or extra."""
    if not isinstance(obj, dict):
        fail(f"{where} must be an object")
    keys = set(keys)
    missing, extra = keys - set(obj), set(obj) - keys
    if missing or extra:
        parts = [f"missing {', '.join(sorted(missing))}" if missing else "",
                 f"unknown {', '.join(sorted(map(str, extra)))}" if extra else ""]
        fail(f"{where} has field(s) {'; '.join(p for p in parts if p)}")
    return obj


def id_list(value, where: str, allowed=None, most: int | None = None) -> list:
    """A list of ids (strings), each in ``allowed`` when given, at most ``most`` long."""
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        fail(f"{where} must be a list of ids")
    if most is not None and len(value) > most:
        fail(f"{where} holds {len(value)} ids, more than the {most} possible")
    if allowed is not None:
        for c in value:
            if c not in allowed:
                fail(f"{where} holds {c!r}, which is not one of this game's ids there")
    return value


def distinct(value: list, where: str) -> list:
    seen = set()
    for c in value:
        if c in seen:
            fail(f"{where} holds {c!r} twice")
        seen.add(c)
    return value


class Places:
    """Where every identified card is: each may be in one place only, and at the end every
    card of the game is somewhere (conservation)."""

    def __init__(self):
        self.where: dict[str, str] = {}

    def put(self, cards, where: str) -> None:
        for c in id_list(cards, where):
            if c in self.where:
                fail(f"card {c} is both in {self.where[c]} and in {where}")
            self.where[c] = where

    def put_one(self, card, where: str) -> None:
        if card is not None:
            self.put([card], where)

    def complete(self, universe, what: str = "card") -> None:
        """Every id of ``universe`` is placed, and nothing else is."""
        universe = set(universe)
        unknown = sorted(set(self.where) - universe)
        if unknown:
            fail(f"{unknown[0]} (in {self.where[unknown[0]]}) is not a {what} of this game")
        missing = sorted(universe - set(self.where))
        if missing:
            fail(f"{what} {missing[0]} is nowhere: every {what} must be in exactly one place")


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."

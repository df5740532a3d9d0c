"""Where a game's things are: identified cards in named zones, counted pieces in pools.

A game declares its zones once (a name, who sees what lies in it, which cards may lie there)
and says where each zone's list is in a state.  From that one declaration come:

- conservation, checked by the position loader and the property tests: every card of the
  game in exactly one zone, and only in a zone that may hold it;
- moves that mark the reveal by themselves: a card coming into the sight of someone who did
  not see it where it was is hidden information coming to light, so undo may not go behind it;
- pools of counted pieces whose counts are whole, bounded and add up to the declared total.

>>> hand, table = Zone("hand", seen_by=OWNER), Zone("the table", seen_by=EVERYONE)
>>> state = {"hands": [["a"], ["b"]], "table": ["c"]}
>>> def lay_out(state):
...     for seat, cards in enumerate(state["hands"]):
...         yield hand, seat, cards
...     yield table, None, state["table"]
>>> where = conserve(lay_out(state), {"a", "b", "c"}).where
>>> where["b"]
"seat 1's hand"
>>> state["table"].append("a")
>>> conserve(lay_out(state), {"a", "b", "c"})
Traceback (most recent call last):
...
pyengine.core.errors.PositionError: impossible position: card a is both in seat 0's hand and in the table
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from .validate import Places, fail, whole

EVERYONE, OWNER, NOBODY = "everyone", "owner", "nobody"  # who sees the cards in a zone


def any_card(card: str) -> bool:
    return True


@dataclass(frozen=True)
class Zone:
    """A named place for identified cards: ``seen_by`` says who knows which cards lie there
    (everyone, only the seat it belongs to, or nobody: a face-down deck); ``holds(card)``
    says which cards may ever lie there."""

    name: str
    seen_by: str = EVERYONE
    holds: Callable[[str], bool] = any_card

    def where(self, seat: int | None) -> str:
        return self.name if seat is None else f"seat {seat}'s {self.name}"


# A game's layout: (zone, seat or None, the list of card ids there) for every zone of a state.
Layout = Iterable[tuple[Zone, "int | None", list]]


def conserve(layout: Layout, universe, what: str = "card") -> Places:
    """Every card of ``universe`` lies in exactly one zone of ``layout``, in a zone that may
    hold it, and nothing else lies anywhere; raises PositionError naming the first defect."""
    places = Places()
    for zone, seat, cards in layout:
        where = zone.where(seat)
        for card in cards:  # ``holds`` is asked only about cards of the game
            if card not in universe:
                fail(f"unknown {what} {card!r} in {where}")
            if not zone.holds(card):
                fail(f"{what} {card} cannot be in {where}")
        places.put(cards, where)
    places.complete(universe, what)
    return places


Place = tuple  # (zone, seat or None, the list of card ids there): one entry of a layout


def reveals(source: Place, destination: Place) -> bool:
    """A card going from ``source`` to ``destination`` shows someone what they did not know:
    whoever sees the destination but did not see the source (a draw from a face-down deck to
    one's hand, a card laid open, a card passed from one hand to another)."""
    (src, src_seat, _), (dst, dst_seat, _) = source, destination
    if dst.seen_by == NOBODY or src.seen_by == EVERYONE:
        return False
    return not (src.seen_by == dst.seen_by == OWNER and src_seat == dst_seat)


def move(ctx, card: str, source: Place, destination: Place, at: int | None = None) -> str:
    """Move ``card`` from one place to another (``at``: its index in the destination, default
    the end); a move that reveals it marks the action's reveal on ``ctx`` (a flow Context), so
    undo never goes behind it."""
    source[2].remove(card)
    cards_to = destination[2]
    cards_to.insert(len(cards_to) if at is None else at, card)
    if reveals(source, destination):
        ctx.reveal()
    return card


@dataclass(frozen=True)
class Pool:
    """Counted pieces of one kind (blight, fear markers, explorers...): wherever they are, the
    counts are whole numbers and add up to ``total``."""

    name: str
    total: int

    def check(self, counts: Iterable[tuple[str, object]]) -> int:
        """``counts``: (where, count) for every place a piece of this pool may be."""
        seen = 0
        for where, count in counts:
            seen += whole(count, f"the {self.name} in {where}", 0, self.total)
        if seen != self.total:
            fail(f"there must be {self.total} {self.name} in all, not {seen}")
        return seen

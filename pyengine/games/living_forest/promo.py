"""The Sanki and Onibi promo cards (option ``promo``): they lie beside the circle, may be
attracted like market animals, and a seat showing Onibi in its help line holds every other
seat to one action in that action phase."""

from __future__ import annotations

from . import data as D
from .part import Part


def onibi_holder(state: dict) -> int | None:
    """The seat showing the Onibi promo card in its help line this round, if any."""
    for i, seat in enumerate(state["seats"]):
        if "onibi" in seat["line"]:
            return i
    return None


class Promo(Part):
    key = "promo"

    def cards(self) -> list[str]:
        return list(D.PROMO)

    def setup(self, state, stones, rng):
        state["promo"] = list(D.PROMO)

    def actions_allowed(self, state, player, allowed):
        holder = onibi_holder(state)
        return 1 if holder is not None and holder != player else allowed

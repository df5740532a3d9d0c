"""Sampling what a seat cannot see, for a bot's search (information-set search).

A game describes its hidden cards as groups of places: the cards of one group are known
to the seat as a whole (which cards they are) but not where each one lies (which is in
the opponent's hand, which in the deck, in what order).  ``redeal`` lays every group out
anew.  It sorts a group's cards before shuffling them, so the result depends only on the
group's cards and the generator, never on how they really lay: a search that sees only
redealt states cannot learn the real hidden state.
"""

from __future__ import annotations

from .rng import Rng

Group = list  # the lists (places) whose cards are exchanged among them; each keeps its length


def redeal(groups: list[Group], rng: Rng, key=None) -> None:
    """Lay the cards of each group of places out anew, in place: each place keeps how many
    cards it holds, the group keeps which cards it holds.  ``key`` orders the cards before
    the shuffle when they are not plain comparable values."""
    for places in groups:
        pool = sorted((card for cards in places for card in cards), key=key)
        rng.shuffle(pool)
        start = 0
        for cards in places:
            cards[:] = pool[start:start + len(cards)]
            start += len(cards)


def redeal_slots(slots: list[tuple[list, int]], rng: Rng, key=None) -> None:
    """Lay out anew the cards at some positions of some lists (``(list, index)`` pairs):
    for a deck whose order is known only in part (each stage of a deck in its own span)."""
    pool = sorted((cards[i] for cards, i in slots), key=key)
    rng.shuffle(pool)
    for (cards, i), card in zip(slots, pool):
        cards[i] = card

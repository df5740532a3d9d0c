"""What each seat remembers of the cards in other seats' hands (``state["memory"]``).

A hand is hidden from everyone but its holder, yet a seat often saw a card go into one: the
Centaur, the Giant, the Faeries and the Laraki take cards face up from the discard pile, the
Dwarf keeps a face-up card, the Amazon asks for a creature by name, a robbed seat saw which
card the thief took, the Boogeyman hands each of two seats the hand the other knew, and the
Hydra and the Shadow Queen show a whole hand to the one who looks.

``state["memory"][v]`` is what seat ``v`` remembers: ``{card: seat}``, each card it knows to
be in that (other) seat's hand.  It holds only certain facts.  A card leaves every memory when
it leaves its hand in front of everyone (laid, played, discarded face up, an Amulet spent).  When it leaves unseen (a random steal, seen only by the thief and the robbed seat; a
card of a common name given to the Amazon, whose copy only the giver and the taker see), the
others no longer know which card went, so they forget every card of that hand that could
have been the one.  A card every seat but its holder remembers is a public fact.

>>> state = {"seats": [{"hand": ["owl-1"]}, {"hand": ["mage"]}, {"hand": []}], "memory": empty(3)}
>>> seen_taken(state, 1, "mage")  # taken face up from the discard pile
>>> state["memory"]
[{'mage': 1}, {}, {'mage': 1}]
>>> state["seats"][2]["hand"].append(state["seats"][1]["hand"].pop())  # seat 2 steals it
>>> stolen(state, 2, 1, "mage")
>>> state["memory"]
[{}, {'mage': 2}, {}]
"""

from __future__ import annotations

from ...core.game import Game
from . import data as D

KEY = Game.MEMORY


def empty(players: int) -> list[dict]:
    return [{} for _ in range(players)]


def public(memory: list[dict]) -> dict[str, int]:
    """The cards every seat but their holder remembers: ``{card: holder}``."""
    out: dict[str, int] = {}
    for v, known in enumerate(memory):
        for card, holder in known.items():
            if card not in out and all(memory[u].get(card) == holder for u in range(len(memory)) if u != holder):
                out[card] = holder
    return out


def remembers(state: dict, seat: int) -> dict[str, int]:
    """The cards ``seat`` knows to be in another seat's hand, and whose hand."""
    return state[KEY][seat]


def seen_taken(state: dict, holder: int, card: str) -> None:
    """``card`` went face up into ``holder``'s hand: every other seat saw it."""
    for v, known in enumerate(state[KEY]):
        if v != holder:
            known[card] = holder


def left_openly(state: dict, card: str) -> None:
    """``card`` left its hand in front of everyone (laid, played, discarded face up)."""
    for known in state[KEY]:
        known.pop(card, None)


def stolen(state: dict, thief: int, victim: int, card: str) -> None:
    """A random card of ``victim``'s hand went to ``thief``: only the two saw which."""
    for v, known in enumerate(state[KEY]):
        if v == victim:
            known[card] = thief
        elif v == thief:
            known.pop(card, None)  # now in its own hand; the rest of the victim's it still knows
        else:  # any card of that hand could be the one taken
            forget_hand(known, victim)


def given_by_name(state: dict, giver: int, taker: int, card: str) -> None:
    """The Amazon: ``giver`` handed ``taker`` a card of the name asked for.  A supernatural is
    the only card of its name, so everyone knows which; of the others (an Owl, a Rune...) only
    the giver and the taker know which copy went, and the rest forget the giver's copies."""
    if D.is_super(card):
        left_openly(state, card)
        seen_taken(state, taker, card)
        return
    name = D.name_of(card)
    for v, known in enumerate(state[KEY]):
        if v == giver:
            known[card] = taker
        elif v == taker:
            known.pop(card, None)
        else:
            for c in [c for c, h in known.items() if h == giver and D.name_of(c) == name]:
                del known[c]


def swapped(state: dict, a: int, b: int) -> None:
    """The Boogeyman: hands ``a`` and ``b`` changed places (after the swap).  Everyone follows
    the cards it knew; each of the two knows the hand it gave away."""
    other = {a: b, b: a}
    for v, known in enumerate(state[KEY]):
        for card, holder in list(known.items()):
            if holder in other:
                if other[holder] == v:
                    del known[card]  # now in its own hand
                else:
                    known[card] = other[holder]
    hands = state["seats"]
    for seer, holder in ((a, b), (b, a)):
        for card in hands[holder]["hand"]:
            state[KEY][seer][card] = holder


def looked(state: dict, looker: int, target: int) -> None:
    """The Hydra, the Shadow Queen: ``looker`` saw every card of ``target``'s hand."""
    known = state[KEY][looker]
    for card in state["seats"][target]["hand"]:
        known[card] = target


def forget_hand(known: dict, holder: int) -> None:
    for card in [c for c, h in known.items() if h == holder]:
        del known[card]

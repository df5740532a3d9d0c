"""Queries on a Grimwood position, and the plain edits of it that the turn and the powers share.

Nothing here decides, logs or draws by chance: it imports only the card facts and the core's
seat arithmetic, so every other module may use it.
"""

from __future__ import annotations

from ...core.turns import order_from
from . import data as D


def others(state: dict, player: int) -> list[int]:
    """The other seats, clockwise from ``player``'s left."""
    return order_from(player, len(state["seats"]))[1:]


def all_seats(state: dict) -> list[int]:
    return list(range(len(state["seats"])))


def seat_label(player: int) -> str:
    return f"player {player + 1}"


def hand(state: dict, player: int) -> list[str]:
    return state["seats"][player]["hand"]


# ---- combos ------------------------------------------------------------------------------
def locked(combo: dict) -> bool:
    """A combo holding the Dragon is closed and immune to every power."""
    return D.DRAGON in combo["cards"]


def find_combo(state: dict, cid) -> tuple[int, dict] | tuple[None, None]:
    for i, seat in enumerate(state["seats"]):
        for combo in seat["combos"]:
            if combo["id"] == cid:
                return i, combo
    return None, None


def open_combos(state: dict, seats: list[int]) -> list[dict]:
    """Combos of these seats that powers may touch (not Dragon-locked)."""
    return [c for s in seats for c in state["seats"][s]["combos"] if not locked(c)]


def combo_label(state: dict, cid: str) -> str:
    owner, combo = find_combo(state, cid)
    return f"{seat_label(owner)}'s {combo['kind']} combo {cid} ({', '.join(D.title(c) for c in combo['cards'])})"


def room_for(state: dict, player: int, count: int) -> list[dict]:
    """Own supernatural combos that ``count`` more supernaturals may join (unlocked, cap 5)."""
    return [c for c in state["seats"][player]["combos"]
            if c["kind"] == "supernatural" and not locked(c) and len(c["cards"]) + count <= D.COMBO_CAP]


def set_cards(cards: list[str], kind: str, by_name: dict | None = None) -> list[str] | None:
    """The cards of ``cards`` (a hand) that would form an animal or location combo of ``kind``, or None.
    ``by_name``: the same cards grouped by name (:func:`by_name`), when already at hand."""
    by_name = by_name if by_name is not None else group_by_name(cards)
    picked = []
    for name, count in D.SETS[kind]["cards"].items():
        matching = by_name.get(name, ())[:count]
        if len(matching) < count:
            return None
        picked += matching
    return picked


def group_by_name(cards: list[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in cards:
        out.setdefault(D.name_of(c), []).append(c)
    return out


def takeable(state: dict, actor: int, male: bool) -> list[str]:
    """Supernaturals in other seats' unlocked combos (Nymph, or male ones for Bride)."""
    return [c for combo in open_combos(state, others(state, actor)) if combo["kind"] == "supernatural"
            for c in combo["cards"] if c != "nymph" and (not male or c in D.MALE)]


def sacrifices(state: dict, actor: int) -> list[dict]:
    """The seat's Owl and Crow combos (what the Sorceress may sacrifice)."""
    return [c for c in state["seats"][actor]["combos"] if c["kind"] in D.DATA["sacrifice_kinds"]]


def new_combo(state: dict, player: int, kind: str, cards: list[str]) -> dict:
    combo = {"id": f"c{state['next_combo']}", "kind": kind, "cards": list(cards)}
    state["next_combo"] += 1
    state["seats"][player]["combos"].append(combo)
    return combo


def remove_combo(state: dict, cid: str) -> dict:
    owner, combo = find_combo(state, cid)
    state["seats"][owner]["combos"].remove(combo)
    return combo


def add_supernaturals(state: dict, player: int, cards: list[str], target: str) -> dict:
    """Put supernaturals (already out of any hand) into combo ``target`` or a "new" one."""
    if target == "new":
        return new_combo(state, player, "supernatural", cards)
    _, combo = find_combo(state, target)
    combo["cards"].extend(cards)
    return combo


# ---- hands and piles -------------------------------------------------------------------------
def robbable(state: dict, player: int) -> list[int]:
    """Other seats with at least one card in hand."""
    return [p for p in others(state, player) if state["seats"][p]["hand"]]


def can_fill(state: dict, actor: int) -> bool:
    """The Eternals: the hand is short of 7 and a card can still come from the deck or a hand."""
    return len(hand(state, actor)) < D.HAND_LIMIT and bool(state["deck"] or robbable(state, actor))


def holds_amulet(seat: dict) -> bool:
    return any(D.name_of(c) == "amulet" for c in seat["hand"])


def runes_in(cards: list[str]) -> list[str]:
    return [c for c in cards if D.kind_of(c) == "rune"]


def discard(state: dict, cards: list[str]) -> None:
    state["discard"].extend(cards)

"""Helpers to set up Grimwood positions in tests: name where cards are, the rest is the deck."""

from __future__ import annotations

import json

from engine_helpers import act_all, keys  # noqa: F401  (re-exported)
from engine_helpers import refusal as engine_refusal
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.games.grimwood import data as D


def position(players: int = 3, hands=None, combos=None, discard=(), deck_top=(), deck=None, turn: int = 0,
             actions_left: int = 2, amulet=None, flow=(), final=None, identical_locations: bool = False,
             memory=None) -> dict:
    """A Grimwood state. ``combos`` maps a seat to a list of card lists (a list of supernaturals,
    or a ``(kind, cards)`` pair); combo ids are c1, c2... in seat order.  Every card not placed
    goes to the deck after ``deck_top`` (unless ``deck`` gives it whole).  ``flow``: frames
    above the turn's own (decisions under way).  ``memory`` maps a seat to what it remembers
    (``{card: seat whose hand holds it}``; nothing by default)."""
    hands = hands or {}
    combos = combos or {}
    removed = D.removed_cards(players)
    seats, n = [], 1
    for i in range(players):
        laid = []
        for spec in combos.get(i, []):
            kind, cards = spec if isinstance(spec, tuple) else ("supernatural", spec)
            laid.append({"id": f"c{n}", "kind": kind, "cards": list(cards)})
            n += 1
        mode = (amulet or {}).get(i, "never")
        seats.append({"hand": list(hands.get(i, [])), "combos": laid, "amulet": mode, "skips": 0})
    placed = set(removed) | set(discard) | set(deck_top)
    for seat in seats:
        placed |= set(seat["hand"]) | {c for combo in seat["combos"] for c in combo["cards"]}
    for frame in flow:
        placed |= set(frame.get("held", []))
    if deck is None:
        deck = list(deck_top) + [c for c in D.full_deck() if c not in placed]
    else:  # cards placed nowhere go under the discard pile
        discard = [c for c in D.full_deck() if c not in placed and c not in deck] + list(discard)
    if final is None and not deck:
        final = {"trigger": turn, "turns_left": [(turn + k) % players for k in range(1, players)]}
    return {
        "seats": seats, "deck": list(deck), "discard": list(discard), "removed": removed, "runes": [],
        "first": 0, "turn": turn, "actions_left": actions_left,
        "flow": [{"kind": "turn", "player": turn}, *(dict(f) for f in flow)], "final": final, "next_combo": n, "rules": {"identical_locations": identical_locations},
        "memory": [dict((memory or {}).get(i, {})) for i in range(players)],
    }


def load(state: dict, seed: int = 1, **options) -> Match:
    """A match starting from ``state`` (checked by the game's loader), through a save file."""
    options.setdefault("identical_locations", state["rules"]["identical_locations"])
    players = [{"amulet": s["amulet"]} for s in state["seats"]]
    save = Match.create("grimwood", players, seed, options).to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def make(**kwargs) -> Match:
    seed = kwargs.pop("seed", 1)
    return load(position(**kwargs), seed)


act = act_all  # the rule tests' name for playing actions in order


def hand(match: Match, seat: int) -> list[str]:
    return match.state["seats"][seat]["hand"]


def combos(match: Match, seat: int) -> list[list[str]]:
    return [c["cards"] for c in match.state["seats"][seat]["combos"]]


def score(match: Match, seat: int) -> int:
    return match.view(None)["board"]["seats"][seat]["score"]


def options(match: Match, field: str = None) -> list:
    """The legal actions as the core records them (or one field of each): without label, target and group."""
    legal = [bare(a) for a in match.legal()]
    return legal if field is None else [a.get(field) for a in legal]


def lay(match: Match, cards: list[str], into: str = "new") -> list:
    """Lay supernaturals from hand as one laying (free), into a combo id or a new one."""
    return act(match, *({"do": "lay", "card": c} for c in cards), {"do": "into", "combo": into})


def refusal(match: Match, action: dict) -> tuple[str, dict]:
    """The refusal's key without its ``grimwood.refuse.`` prefix, and its raw arguments."""
    key, args = engine_refusal(match, action)
    assert key.startswith("grimwood.refuse."), key
    return key[len("grimwood.refuse."):], args

"""Helpers to set up Living Forest positions in tests: start from a dealt game, move cards, load.

Typical use::

    m = dealt(2)
    s = edit(m)
    to_actions(s)                      # skip the draw phase
    set_line(s, 0, ["hedgehog", "lemur"])
    m = load(m, s)
"""

from __future__ import annotations

import json

from engine_helpers import act_all, keys, refusal  # noqa: F401  (re-exported for the rule tests)
from pyengine.core.jsondata import clone
from pyengine.core.match import Match
from pyengine.games.living_forest import data as D
from pyengine.games.living_forest.table import order

PILES = ("pile", "discard", "line")


def dealt(players: int = 2, seed: int = 1, **options) -> Match:
    """A fresh match; seat 0 holds the Sacred Tree unless told otherwise."""
    options.setdefault("first_player", 0)
    return Match.create("living_forest", players, seed, options)


def edit(match: Match) -> dict:
    """A copy of the match's state to edit and :func:`load`."""
    return clone(match.state)


def take(state: dict, card: str) -> None:
    """Remove ``card`` from wherever it is.

    A market slot is refilled from its level deck at once (as between rounds),
    so the position stays one that can occur.
    """
    for seat in state["seats"]:
        for pile in PILES:
            if card in seat[pile]:
                k = seat[pile].index(card)
                seat[pile].remove(card)
                if pile == "pile" and k < seat["known"]:
                    seat["known"] -= 1
                return
    for level in D.LEVELS:
        row = state["market"][level]
        if card in row:
            deck = state["decks"][level]
            row[row.index(card)] = deck.pop(0) if deck else None
            return
        if card in state["decks"][level]:
            state["decks"][level].remove(card)
            return
    wheres = [state["promo"], state["varans"]]
    if "kodama" in state:
        wheres += [*state["kodama"]["stacks"].values(), state["kodama"]["removed"]]
    for where in wheres:
        if card in where:
            where.remove(card)
            return
    raise KeyError(card)


def put(state: dict, card: str, where: list, top: bool = False) -> None:
    take(state, card)
    if top:
        where.insert(0, card)
    else:
        where.append(card)


def set_line(state: dict, seat: int, cards: list[str]) -> None:
    """Make ``cards`` the seat's help line; the old line goes to its discard."""
    s = state["seats"][seat]
    old = [c for c in s["line"] if c not in cards]
    s["line"] = [c for c in s["line"] if c in cards]
    s["discard"].extend(old)
    for card in cards:
        if card not in s["line"]:
            put(state, card, s["line"])
    s["line"].sort(key=cards.index)


def set_pile_top(state: dict, seat: int, cards: list[str]) -> None:
    """Put ``cards`` on top of the seat's draw pile, in this order (first = next drawn); nothing known."""
    s = state["seats"][seat]
    for card in reversed(cards):
        put(state, card, s["pile"], top=True)
    s["known"] = 0


def set_market(state: dict, level: str, cards: list[str]) -> None:
    """Make ``cards`` the first slots of a market row; the cards they replace go under its deck."""
    row, deck = state["market"][level], state["decks"][level]
    for k, card in enumerate(cards):
        if row[k] == card:
            continue
        if card in row:
            j = row.index(card)
            row[j], row[k] = row[k], row[j]
            continue
        old = row[k]
        take(state, card)
        row[k] = card
        if old is not None:
            deck.append(old)


def varans_to(state: dict, seat: int, count: int, pile: str = "discard") -> list[str]:
    out = []
    for _ in range(count):
        card = state["varans"][0]
        put(state, card, state["seats"][seat][pile])
        out.append(card)
    return out


def plant(state: dict, seat: int, trees: dict) -> None:
    """Place trees ``{(x, y): tree type}`` in a forest, taking them from the rack."""
    for (x, y), tree in trees.items():
        state["trees"][tree] -= 1
        state["seats"][seat]["forest"][y][x] = tree


def to_actions(state: dict, turn: int | None = None) -> None:
    """Jump to the action phase (lines as they are), ``turn`` to act (default: the holder)."""
    turn = state["holder"] if turn is None else turn
    seq = order(state)
    state["flow"] = [{"kind": "action_phase", "waiting": seq[seq.index(turn) + 1:]},
                     {"kind": "action", "player": turn}]


def begin_draw(state: dict, turn: int | None = None) -> None:
    """Make it ``turn``'s draw turn (default: the holder), with the public snapshot of its counts."""
    turn = state["holder"] if turn is None else turn
    seat = state["seats"][turn]
    seq = order(state)
    seen = {"pile": len(seat["pile"]), "top": seat["pile"][:seat["known"]], "discard": len(seat["discard"]),
            "fragments": seat["fragments"], "varans": len(state["varans"])}
    state["flow"] = [{"kind": "draw_phase", "waiting": seq[seq.index(turn) + 1:]},
                     {"kind": "draw", "player": turn, "drawn": None, "seen": seen}]


def top(state: dict) -> dict:
    """The frame on top of the flow (the pending decision's)."""
    return state["flow"][-1]


def load(match: Match, state: dict) -> Match:
    """A match starting from ``state`` (checked by the game's loader)."""
    save = match.to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def save_of(match: Match, state: dict, note: str) -> dict:
    save = match.to_save()
    save.update(start={"state": state}, actions=[], position=None, note=note)
    Match.from_save(json.loads(json.dumps(save)))  # refuses an impossible position
    return save


def events_of(events, key: str) -> list[dict]:
    return [e["args"] for e in events if e["key"] == key]


def dos(match: Match) -> list[str]:
    return [a["do"] for a in match.legal()]


def seq(state: dict) -> list[int]:
    return order(state)


def golden_summary(view: dict) -> str:
    """A compact public line for tests/test_golden.py: decision, round, fires, market, each seat.

    Each seat: stone, pile/discard counts, line (``?`` while hidden), fragments, fires, tiles
    (fire/flower/tree) and the trees planted.
    """
    b = view["board"]
    pending = view["pending"]
    who = f"{pending['player']}/{pending['kind']}" if pending else "over"
    market = " ".join(",".join(c["id"] if c else "-" for c in b["market"][lv]) for lv in ("1", "2", "3"))
    seats = []
    for s in b["seats"]:
        line = "?" if s["line"] is None else ",".join(c["id"].split("-", 1)[-1] if "-" in c["id"] and
                                                       not c["id"].startswith("varan") else c["id"] for c in s["line"])
        trees = ",".join(t for row in s["forest"] for t in row if t and t != "start")
        tiles = "".join(str(s["tiles"][k]) for k in ("fire", "flower", "tree"))
        seats.append(f"@{s['stone']} p{s['pile']}d{s['discard_count']} [{line}] x{s['fragments']} "
                     f"f{len(s['fires'])} t{tiles} {{{trees}}}")
    return (f"  {who} r{b['round']} c{''.join(map(str, b['centre']))} v{b['varans']} | {market} | "
            + " | ".join(seats))


def move(match: Match, steps: int) -> dict:
    """The legal move action of ``steps`` stones (it names its landing stone)."""
    return next({k: v for k, v in a.items() if k not in ("label", "target", "group")} for a in match.legal()
                if a["do"] == "move" and a["steps"] == steps)

"""Queries on a Living Forest position that every other module asks: the seats' order, the
forest grid, the circle walk, the cards on offer.  Imports only the data and the core's
graph and turn helpers (no rules), so the rules, the view and the loader share them.

>>> sorted(FOREST.neighbours("2,1"))
['1,1', '2,0', '2,2', '3,1']
"""

from __future__ import annotations

from ...core.graph import Graph
from ...core.turns import order_from
from . import data as D

# the forest board: spaces "x,y" joined to their orthogonal neighbours
FOREST = Graph.grid(D.COLS, D.ROWS)
START = f"{D.START_SPACE[0]},{D.START_SPACE[1]}"


def space_xy(space: str) -> tuple[int, int]:
    x, y = space.split(",")
    return int(x), int(y)


def order(state: dict) -> list[int]:
    """The seats in turn order from the Sacred Tree holder."""
    return order_from(state["holder"], len(state["seats"]))


# each space with its coordinates and its neighbours' (read once: planting asks often)
_SPACES = [(space_xy(s), [space_xy(n) for n in FOREST.neighbours(s)]) for s in FOREST.nodes]


def tree_at(forest: list, space: str):
    x, y = space_xy(space)
    return forest[y][x]


def free_spaces(seat: dict) -> list[tuple[int, int]]:
    """Empty forest spaces next to a tree (orthogonally), in reading order."""
    forest = seat["forest"]
    return [(x, y) for (x, y), around in _SPACES
            if forest[y][x] is None and any(forest[ny][nx] is not None for nx, ny in around)]


def loose_trees(forest: list) -> list[tuple[int, int]]:
    """Trees that no chain of trees joins to the starting tree (none in a real forest)."""
    grown = FOREST.within([START], len(FOREST.nodes), through=lambda s: tree_at(forest, s) is not None)
    return [space_xy(s) for s in FOREST.nodes if tree_at(forest, s) is not None and s not in grown]


def walk(state: dict, player: int, steps: int, standees=()) -> tuple[int, list[int]]:
    """Where ``steps`` clockwise moves take a spirit, and the seats jumped on the way.

    Stones holding another spirit are jumped and not counted; so are ``standees`` (stones
    holding a piece that is jumped like a spirit but has nothing to take)."""
    spirits = state["seats"]
    occupied = {s["stone"]: i for i, s in enumerate(spirits) if i != player}
    pos, moved, jumped = spirits[player]["stone"], 0, []
    while moved < steps:
        pos = (pos + 1) % len(D.STONES)
        if pos in occupied:
            jumped.append(occupied[pos])
            continue
        if pos in standees:
            continue
        moved += 1
    return pos, jumped


def market_cards(state: dict) -> list[str]:
    """The cards that may be attracted: market slots by level, then the cards beside the circle."""
    out = [c for level in D.LEVELS for c in state["market"][level] if c is not None]
    return out + list(state["promo"])


def may_repeat(seat: dict) -> bool:
    """A cost-11 tree in the forest lets the two actions be of the same type."""
    return any("tree_11" in row for row in seat["forest"])


def card_name(cid: str) -> str:
    return D.card(cid)["name"]

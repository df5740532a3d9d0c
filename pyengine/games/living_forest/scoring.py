"""Strength of the elements, solitary symbols, victory progress and the result."""

from __future__ import annotations

from functools import lru_cache

from ...core.game import ranking_result
from . import data as D


def net_solitary(line: list[str]) -> int:
    """Solitary symbols showing, each gregarious symbol cancelling one (never below 0).

    >>> net_solitary(["spring-bear", "chimpanzee", "spring-owl", "varan-1"])
    2
    """
    count = 0
    for cid in line:
        marker = D.marker(cid)
        if marker == "solitary":
            count += 1
        elif marker == "gregarious":
            count -= 1
    return max(0, count)


def full_lines(seat: dict) -> list[tuple[str, str]]:
    """The bonus lines complete in a forest: ("column", "1"), ("row", "1")..."""
    return list(_full_lines(_key(seat["forest"])))


def bonus(seat: dict) -> dict[str, int]:
    """Permanent bonuses: planted trees plus complete columns and middle row."""
    return dict(_bonus(_key(seat["forest"])))


def _key(forest: list) -> tuple:
    return tuple(tuple(row) for row in forest)


@lru_cache(maxsize=4096)
def _full_lines(forest: tuple) -> tuple:
    out = []
    for x in D.FOREST["column_bonus"]:
        if all(forest[y][int(x)] is not None for y in range(D.ROWS)):
            out.append(("column", x))
    for y in D.FOREST["row_bonus"]:
        if all(cell is not None for cell in forest[int(y)]):
            out.append(("row", y))
    return tuple(out)


@lru_cache(maxsize=4096)
def _bonus(forest: tuple) -> tuple:
    total = {e: 0 for e in D.ELEMENTS}
    for row in forest:
        for cell in row:
            if cell is not None and cell != D.START_TREE:
                for e, v in D.ALL_TREES[cell]["bonus"].items():
                    total[e] += v
    for kind, key in _full_lines(forest):
        table = D.FOREST["column_bonus"] if kind == "column" else D.FOREST["row_bonus"]
        for e, v in table[key].items():
            total[e] += v
    return tuple(total.items())


def line_total(line: list[str]) -> dict[str, int]:
    total = {e: 0 for e in D.ELEMENTS}
    for cid in line:
        for e, v in D.card(cid)["elements"].items():
            total[e] += v
    return total


def kodama_symbols(seat: dict) -> int:
    """Kodama symbols showing: on the help line's cards and on the forest's trees."""
    trees = sum(D.K_TREES[cell]["kodama"] for row in seat["forest"] for cell in row if cell in D.K_TREES)
    return sum(D.kodama_symbols(c) for c in seat["line"]) + trees


def strengths(seat: dict) -> dict[str, int]:
    """Each element: the help line (negative values subtract) plus the permanent bonuses.

    Also the element tiles used this round and the trees giving one element per Kodama
    symbol showing (both exist only under the Kodama option).
    """
    line, perm = line_total(seat["line"]), bonus(seat)
    total = {e: line[e] + perm[e] for e in D.ELEMENTS}
    for e in seat.get("element_used", ()):
        total[e] += D.ELEMENT_TILE[e]
    per = [D.K_TREES[c]["per_kodama"] for row in seat["forest"] for c in row if c in D.K_TREES]
    if any(per):
        symbols = kodama_symbols(seat)
        for e in per:
            if e is not None:
                total[e] += symbols
    return total


def strength(state: dict, player: int, element: str) -> int:
    return strengths(state["seats"][player])[element]


def tree_types(seat: dict) -> int:
    """Different tree types in the forest, the starting tree included."""
    return len({cell for row in seat["forest"] for cell in row if cell is not None})


def progress(seat: dict) -> dict[str, int]:
    """The three victory counts, each with its victory tiles."""
    return {
        "trees": tree_types(seat) + seat["tiles"]["tree"],
        "fires": len(seat["fires"]) + seat["tiles"]["fire"],
        "flowers": strengths(seat)["flower"] + seat["tiles"]["flower"],
    }


def base_goals() -> dict[str, int]:
    """The count each category needs in the base game (the Kodama option raises them)."""
    return {k: D.GOAL for k in ("trees", "fires", "flowers")}


def result(state: dict, need: dict) -> dict:
    """Who reached the goal (``need``: the count of each category), who wins, and the full ranking.

    Winners: the seats reaching the goal in a category with the highest sum
    of the three counts; equal sums share the win.  Qualified seats that lost
    on the sum come next (by sum), then the others by their best category,
    then by their sum.  Equal keys share a place.
    """
    seats = state["seats"]
    counts = [progress(s) for s in seats]
    sums = [c["trees"] + c["fires"] + c["flowers"] for c in counts]
    best = [max(c.values()) for c in counts]
    reached = [[k for k, v in c.items() if v >= need[k]] for c in counts]
    qualified = [i for i in range(len(seats)) if reached[i]]
    top = max((sums[i] for i in qualified), default=None)
    winners = [i for i in qualified if sums[i] == top]

    def key(i):
        if i in winners:
            return (0, 0, 0)
        if i in qualified:
            return (1, -sums[i], 0)
        return (2, -best[i], -sums[i])

    ranking = sorted(range(len(seats)), key=lambda i: (key(i), i))
    places, place = [0] * len(seats), 0
    for rank, i in enumerate(ranking):
        if rank == 0 or key(i) != key(ranking[rank - 1]):
            place = rank + 1
        places[i] = place
    tiebreak = None
    if len(qualified) > 1:
        tiebreak = "shared" if len(winners) > 1 else "sum"
    return ranking_result(
        "goal_reached", sums, ranking, winners, places,
        qualified=qualified,
        reasons={str(i): reached[i] for i in qualified},
        trees=[c["trees"] for c in counts],
        fires=[c["fires"] for c in counts],
        flowers=[c["flowers"] for c in counts],
        best=best,
        tiebreak=tiebreak,
    )

"""What a power may target now: the lands within its range of the user's presence (or sacred
sites, or lands of its source terrain) that pass its target filter, or the spirits it may name
(digest, Powers: range, targeting a spirit).

Range counts from the user's presence on any board: the cross-board adjacency of the layout
(island.py) carries it over a border like any other.

Range changes from one-round effects (``{"kind": "range", "seat": s, "n": 2}`` in
``state["effects"]``) and from a card's own threshold (``RANGE_BY_THRESHOLD``) are added here, so
the lit lands, the legal list and the refusals agree.
"""

from __future__ import annotations

from . import data as D
from . import pieces as P
from . import spirit as S
from .acts import isle_of

# card -> (threshold index, what its range becomes: ("plus", n) or ("set", n))
RANGE_BY_THRESHOLD: dict[str, tuple[int, tuple[str, int]]] = {}


def power_range(power: str) -> D.Range | None:
    if power in D.INNATES:
        spec = D.innate(power)["range"]
        return None if spec is None else D.Range(spec["source"], spec["range"], tuple(spec.get("source_terrain", ())))
    return D.card_range(power)


def power_target(power: str) -> D.Target:
    if power in D.INNATES:
        spec = D.innate(power)["target"]
        return D.Target(spec["kind"], spec["filter"], tuple(spec.get("terrains", ())))
    return D.target(power)


def range_bonus(state: dict, seat: int, power: str) -> int:
    return sum(e["n"] for e in state["effects"] if e["kind"] == "range" and e["seat"] == seat)


def steps(state: dict, seat: int, power: str) -> D.Range | None:
    rng = power_range(power)
    if rng is None:
        return None
    if power in RANGE_BY_THRESHOLD:
        index, (how, n) = RANGE_BY_THRESHOLD[power]
        if index in S.thresholds_met(state, seat, power):
            rng = D.Range(rng.source, rng.steps + n if how == "plus" else n, rng.source_terrain)
    return rng


def passes(state: dict, land: str, target: D.Target) -> bool:
    isle, f = isle_of(state), target.filter
    if f == "any":
        return True
    if f == "invaders":
        return P.has_invaders(state, land)
    if f == "no_invaders":
        return not P.has_invaders(state, land)
    if f == "dahan":
        return P.count(state, land, "dahan") > 0
    if f == "blight":
        return state["lands"][land]["blight"] > 0
    if f == "no_blight":
        return state["lands"][land]["blight"] == 0
    if f == "coastal":
        return isle.coastal(land)
    if f == "terrain":
        return isle.terrain(land) in target.terrains
    raise ValueError(f"unknown target filter {f!r}")


def range_sources(state: dict, seat: int) -> list[int]:
    """The spirits whose presence (or sacred sites) the seat's powers count range from: its own,
    and this round those an Entwined Power joined it to (``{"kind": "entwined", "seat": s,
    "with": t}``: s may target powers from t's presence; major_powers.py). Each spirit's presence
    counts on its own: two spirits' single presence in a land make no sacred site."""
    return [seat] + sorted({e["with"] for e in state["effects"] if e["kind"] == "entwined" and e["seat"] == seat})


def target_lands(state: dict, seat: int, power: str) -> list[str]:
    """The lands the power may target now, in island order (none for a spirit-targeting power)."""
    target = power_target(power)
    if target.kind != "land":
        return []
    isle, rng, bonus = isle_of(state), steps(state, seat, power), range_bonus(state, seat, power)
    reach = set()
    for source in range_sources(state, seat):
        reach |= isle.reach(rng, S.presence_lands_of(state, source), bonus)
    return [l for l in isle.land_ids if l in reach and passes(state, l, target)]


def target_spirits(state: dict, seat: int, power: str) -> list[int]:
    """The spirits the power may target: any (oneself too); another (oneself too in solo)."""
    target = power_target(power)
    if target.kind != "spirit":
        return []
    seats = sorted(int(s) for s in state["spirits"])
    if target.filter == "another" and len(seats) > 1:
        return [s for s in seats if s != seat]
    return seats

"""What the Horizons tests share: a refused operation and the state it leaves; loaded positions
(an empty island but for the pieces a test names), moving cards into a spirit's zones, reaching an
exact count of elements, and driving the flow by legal actions."""
from __future__ import annotations

import copy

import pytest

from pyengine.core.errors import IllegalAction
from pyengine.core.flow import Context
from pyengine.core.game import Outcome
from pyengine.core.match import Match
from pyengine.core.rng import Rng
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.rules import Horizons


def refused(key: str, fn, *args) -> IllegalAction:
    """``fn(*args)`` is refused with ``horizons.refuse.<key>`` and changes nothing (the state
    is its first argument); returns the error."""
    state = args[0]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as caught:
        fn(*args)
    assert caught.value.key == f"horizons.refuse.{key}"
    assert state == before
    return caught.value


GAME = Horizons()
BASE = Match.create("spirit_island_horizons", 1, 7, {}).state
INVADERS = ("explorer", "town", "city")
STOP = {"kind": "option", "player": 0, "options": ["horizons.option.pay"], "store": "stop"}  # holds the flow


# ---- positions and driving ----------------------------------------------------------------------

def position(presence=None, spare="G7", **lands) -> dict:
    """The setup state with an empty island but for ``lands`` (land -> {piece: count or damage
    list, blight: n}), the spirit's ``presence`` (land -> count; default 2 in G2) and a city in
    ``spare`` (so the island is never free of invaders: that would be the terror level 1 victory)."""
    state = copy.deepcopy(BASE)
    for here in state["lands"].values():
        here.update(explorer=[], town=[], city=[], dahan=[], blight=0, presence={}, defend=0)
    state["lands"][spare]["city"] = [0]
    for land, n in (presence or {"G2": 2}).items():
        state["lands"][land]["presence"]["0"] = n
    for land, pieces in lands.items():
        for kind, n in pieces.items():
            state["lands"][land][kind] = n if kind == "blight" else (list(n) if isinstance(n, list) else [0] * n)
    return state


def give(state: dict, card: str, zone: str = "played", seat: int = 0) -> None:
    """Move ``card`` from wherever it is into the spirit's ``zone``."""
    for pile in state["powers"].values():
        for cards in pile.values():
            if card in cards:
                cards.remove(card)
    for p in state["spirits"].values():
        for place in ("hand", "played", "discard"):
            if card in p[place]:
                p[place].remove(card)
    S.panel(state, seat)[zone].append(card)


def with_elements(state: dict, card: str, need: dict[str, int]) -> None:
    """Play ``card`` and other minor cards until the spirit has exactly ``need`` of each named element."""
    give(state, card)
    for element, n in need.items():
        others = sorted((c for c in D.MINOR if c != card and element in D.elements(c)
                         and c not in S.panel(state, 0)["played"]
                         and not any(e in D.elements(c) and S.elements(state, 0)[e] >= m for e, m in need.items()
                                     if e != element)),
                        key=lambda c: len(D.elements(c)))
        while S.elements(state, 0)[element] < n:
            give(state, others.pop(0))
    have = S.elements(state, 0)
    assert all(have[e] == n for e, n in need.items()), have


def settle(state: dict) -> None:
    GAME.settle(Context(state, Rng(3), Outcome()))


def act(state: dict, **action) -> None:
    """Apply the legal action that has these fields (exactly one must)."""
    legal = GAME.legal_actions(state)
    found = [a for a in legal if all(a.get(k) == v for k, v in action.items())]
    assert len(found) == 1, (action, legal)
    GAME.apply(state, found[0], Rng(3))


def use(state: dict, card: str, land: str | None = None, spirit: int | None = None, played: bool = True) -> None:
    """The spirit uses ``card`` (played first unless it is) in its phase, on ``land`` or ``spirit``;
    the flow runs until the power's first decision, or holds (STOP) once it is done."""
    if played and card not in S.panel(state, 0)["played"]:
        give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": D.speed(card)}]
    act(state, do="use", power=card)
    if land is not None:
        act(state, do="aim", land=land)
    else:
        act(state, do="aim", spirit=spirit)


def top(state: dict) -> dict:
    return state["flow"][-1]


def done(state: dict) -> bool:
    """The power is over: nothing of it is left on the flow."""
    return top(state).get("store") == "stop" or top(state)["kind"] == "powers"


def fear(state: dict) -> int:
    """Fear generated since setup (a card earned is the pool's worth)."""
    return state["pools"]["generated"] + D.fear_pool(1) * len(state["fear"]["earned"])


def pieces(state: dict, land: str) -> dict:
    here = state["lands"][land]
    out = {k: len(here[k]) for k in (*INVADERS, "dahan") if here[k]}
    if here["blight"]:
        out["blight"] = here["blight"]
    return out


def options(state: dict) -> list[str]:
    return [a["label"] for a in GAME.legal_actions(state)]


def targets(state: dict, card: str) -> list[str]:
    """The lands the aim frame offers for ``card``."""
    give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": D.speed(card)}]
    if not any(a.get("power") == card for a in GAME.legal_actions(state)):
        return []  # no target at all: the power is not offered
    act(state, do="use", power=card)
    return sorted(a["land"] for a in GAME.legal_actions(state))

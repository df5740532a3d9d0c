"""What the Horizons tests share: a refused operation and the state it leaves; loaded positions
(an empty island but for the pieces a test names), moving cards into a spirit's zones, reaching an
exact count of elements, and driving the flow by legal actions."""
from __future__ import annotations

import copy
import json

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


HORIZONS = Horizons()
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
    HORIZONS.settle(Context(state, Rng(3), Outcome()))


def step(state: dict, **action) -> None:
    """Apply the legal action that has these fields (exactly one must)."""
    legal = HORIZONS.legal_actions(state)
    found = [a for a in legal if all(a.get(k) == v for k, v in action.items())]
    assert len(found) == 1, (action, legal)
    HORIZONS.apply(state, found[0], Rng(3))


def use(state: dict, card: str, land: str | None = None, spirit: int | None = None, played: bool = True) -> None:
    """The spirit uses ``card`` (played first unless it is) in its phase, on ``land`` or ``spirit``;
    the flow runs until the power's first decision, or holds (STOP) once it is done."""
    if played and card not in S.panel(state, 0)["played"]:
        give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": D.speed(card)}]
    step(state, do="use", power=card)
    if land is not None:
        step(state, do="aim", land=land)
    else:
        step(state, do="aim", spirit=spirit)


def with_only(state: dict, need: dict[str, int]) -> None:
    """The spirit has exactly these elements this round (no card played: a round effect gives them)."""
    S.panel(state, 0)["played"] = []
    state["effects"].append({"kind": "elements", "seat": 0, "elements": [e for e, n in need.items() for _ in range(n)]})


def use_innate(state: dict, power: str, land: str) -> None:
    """The spirit uses its innate ``power`` on ``land`` in the power phase of its speed (the flow
    holds at STOP once it is done)."""
    speed = D.innate(power)["speed"]
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time" if speed == "slow" else "invader"},
                     dict(STOP), {"kind": "powers", "player": 0, "speed": speed}]
    step(state, do="use", power=power)
    step(state, do="aim", land=land)


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
    return [a["label"] for a in HORIZONS.legal_actions(state)]


def targets(state: dict, card: str) -> list[str]:
    """The lands the aim frame offers for ``card``."""
    give(state, card)
    state["flow"] = [{"kind": "round", "player": 0, "phase": "time"}, dict(STOP),
                     {"kind": "powers", "player": 0, "speed": D.speed(card)}]
    if not any(a.get("power") == card for a in HORIZONS.legal_actions(state)):
        return []  # no target at all: the power is not offered
    step(state, do="use", power=card)
    return sorted(a["land"] for a in HORIZONS.legal_actions(state))


# ---- loaded positions driven through the real flow ------------------------------------------

GAME = "spirit_island_horizons"
PRESENTATION = ("label", "target", "group")
PIECE_LISTS = ("explorer", "town", "city", "dahan")


def new_match(seed: int = 1, **options) -> Match:
    """A fresh solo match (Fathomless Mud on board G unless told otherwise)."""
    return Match.create(GAME, 1, seed, options)


def load(state: dict, seed: int = 1, **options) -> Match:
    """A match starting from ``state``, through a save file (so the game's loader checks it)."""
    save = new_match(seed, **options).to_save()
    save.update(start={"state": state}, actions=[], position=None)
    return Match.from_save(json.loads(json.dumps(save)))


def fresh_state(seed: int = 1, **options) -> dict:
    """The state of a new match: round 1, the spirit about to choose its growth."""
    return new_match(seed, **options).state


def bare(action: dict) -> dict:
    return {k: v for k, v in action.items() if k not in PRESENTATION}


def choices(match: Match, **fields) -> list[dict]:
    """The legal actions (without presentation) that have all of ``fields``."""
    return [bare(a) for a in match.legal() if all(a.get(k) == v for k, v in fields.items())]


def act(match: Match, **fields) -> list[dict]:
    """Play the one legal action with ``fields``; returns its log entries."""
    found = choices(match, **fields)
    assert len(found) == 1, (fields, [bare(a) for a in match.legal()])
    return match.act(found[0])


def kind(match: Match) -> str | None:
    """The pending decision's kind (None: the game is over)."""
    return None if match.over else match.pending().kind


def logged(events, key: str) -> list[dict]:
    return [e["args"] for e in events if e["key"] == f"horizons.log.{key}"]


def set_land(state: dict, land: str, explorer=0, town=0, city=0, dahan=0, blight=None, presence=None,
             defend=0) -> None:
    """Put exactly these pieces on ``land`` (undamaged; counts, or lists of damage taken); blight
    moves between the land and the pool; ``presence``: the spirit's count (None: unchanged),
    the difference to or from its energy track."""
    here = state["lands"][land]
    for piece, n in (("explorer", explorer), ("town", town), ("city", city), ("dahan", dahan)):
        here[piece] = sorted(n) if isinstance(n, list) else [0] * n
    if blight is not None:
        state["pools"]["blight"] += here["blight"] - blight
        here["blight"] = blight
    if presence is not None:
        put_presence(state, land, presence)
    here["defend"] = defend


def put_presence(state: dict, land: str, n: int) -> None:
    """The spirit (seat 0) has ``n`` presence on ``land``: more are taken from its energy track
    (then its card-play track), fewer count as destroyed (the presence stays accounted for)."""
    panel, here = state["spirits"]["0"], state["lands"][land]["presence"]
    diff = n - here.get("0", 0)
    for _ in range(max(0, diff)):
        track = "energy" if panel["tracks"]["energy"] < len(D.track(panel["spirit"], "energy")) - 1 else "card_plays"
        panel["tracks"][track] += 1
    if diff < 0:
        destroyed = state["destroyed_presence"]
        destroyed["0"] = destroyed.get("0", 0) - diff
    if n:
        here["0"] = n
    else:
        here.pop("0", None)


def clear_island(state: dict) -> None:
    """No invaders, dahan or blight anywhere (blight back to the pool); presence stays."""
    for land in state["lands"]:
        set_land(state, land, blight=0)


def set_invaders(state: dict, ravage: str | None = None, build: str | None = None,
                 deck: list[str] | None = None) -> None:
    """The invader track: ``ravage`` and ``build`` in their spaces, Explore empty; ``deck`` the
    deck top first (default: every other card in play, by stage, but the first Explore's
    card); the rest in the discard, by stage (a stage I card among them or in a space stands for
    the first Explore's card). A wanted card removed at setup trades places with an unwanted card of its stage;
    when every card of its stage is wanted it stays removed (and out of the deck)."""
    inv = state["invader"]
    wanted = [c for c in (ravage, build) if c] + list(deck or [])
    for card in wanted:
        others = [c for c in D.invader_cards(D.invader_stage(card)) if c not in wanted and c not in inv["removed"]]
        if card in inv["removed"] and others:
            inv["removed"][inv["removed"].index(card)] = others[0]
    if deck is not None:
        deck = [c for c in deck if c not in inv["removed"]]
    in_play = [c for c in D.invader_cards() if c not in inv["removed"]]
    rest = [c for c in in_play if c not in (ravage, build)]
    first = state["first_explore"]["card"]
    inv["deck"] = list(deck) if deck is not None else [c for c in rest if c != first]
    inv["discard"] = [c for c in rest if c not in inv["deck"]]
    inv["ravage"], inv["build"], inv["explore"] = ravage, build, None
    out = inv["discard"] + [c for c in (ravage, build) if c]
    inv["special_done"] = [c for c in inv["special_done"] if c in out]
    if first not in out:  # the first Explore's card is always out: name one that is
        first = next(c for c in out if D.invader_stage(c) == 1)
        state["first_explore"] = {"card": first, "lands": []}


def at_play(state: dict, growth: int = 1) -> dict:
    """The spirit phase at its last step: growth ``growth`` chosen, cards to play (the top frame
    always offers "done"): the quickest way into the powers and invader phases of a position."""
    state["spirits"]["0"]["growth"] = growth
    state["flow"] = [{"kind": "round", "player": 0, "phase": "fast"}, {"kind": "spirit", "player": 0, "step": "play"}]
    return state


def to_invaders(match: Match) -> list[dict]:
    """From the play step: done playing, done with fast powers; returns the log to the next decision."""
    events = act(match, do="done")
    while kind(match) == "powers" and match.state["flow"][-1]["speed"] == "fast":
        events += act(match, do="done")
    return events


def to_hand(state: dict, *cards: str) -> None:
    """Move power cards from their deck (or its discard) into the spirit's hand."""
    for card in cards:
        for pile in state["powers"].values():
            for key in ("deck", "discard"):
                if card in pile[key]:
                    pile[key].remove(card)
        state["spirits"]["0"]["hand"].append(card)


def fear_deck_left(state: dict, n: int, earned: int = 0) -> None:
    """Leave ``n`` cards in the fear deck (the others discarded, ``earned`` of them earned and
    still to resolve) and set the terror level they give."""
    from pyengine.games.spirit_island_horizons import fear as F
    fear = state["fear"]
    cards = fear["deck"] + fear["earned"] + fear["discard"] + ([fear["resolving"]] if fear["resolving"] else [])
    fear["deck"], out = cards[:n], cards[n:]
    fear["earned"], fear["discard"], fear["resolving"] = out[:earned], out[earned:], None
    fear["terror"] = F.terror_for(n, fear["dividers"])


LETTERS = {"explorer": "e", "town": "t", "city": "c", "dahan": "d"}


def _land(name: str, here: dict) -> str:
    """``G3:2e1t*1d1b2p``: counts of explorers, towns, cities, dahan (``*`` after a kind with
    damage), blight, presence (all seats) and defend; an empty land is left out."""
    out = "".join(f"{len(here[k])}{c}" + ("*" if any(here[k]) else "") for k, c in LETTERS.items() if here[k])
    out += f"{here['blight']}b" if here["blight"] else ""
    presence = sum(here["presence"].values())
    out += (f"{presence}p" if presence else "") + (f"{here['defend']}D" if here["defend"] else "")
    return f"{name}:{out}" if out else ""


def golden_summary(view: dict) -> str:
    """A compact public line for tests/test_golden.py: decision, round and phase, blight pool,
    fear (pool+generated, earned, terror, deck), the invader track and deck, every land's pieces,
    and the spirit (energy, tracks taken, hand count, played cards)."""
    b = view["board"]
    pending = view["pending"]
    who = f"{pending['player']}/{pending['kind']}" if pending else "over"
    inv, fear = b["invaders"], b["fear"]
    track = " ".join(f"{k[0].upper()}:{inv[k] or '-'}" for k in ("ravage", "build", "explore"))
    lands = " ".join(x for x in (_land(l, here) for l, here in b["lands"].items()) if x)
    spirits = " ".join(
        f"e{s['energy']} t{s['tracks']['energy']['uncovered']}/{s['tracks']['card_plays']['uncovered']} "
        f"h{s['hand_count']} [{','.join(s['played'])}]" for s in b["spirits"])
    return (f"  {who} r{b['round']} {b['phase']} | b{b['pools']['blight']} f{fear['pool']}+{fear['generated']} "
            f"x{fear['earned']} T{fear['terror']} d{fear['deck']} | {track} d{inv['deck']} | {lands} | {spirits}")

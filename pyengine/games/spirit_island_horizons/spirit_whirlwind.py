"""Sun-Bright Whirlwind: its special rule (growth.AFTER_PLACE), its unique powers and its innate
power as programs (ops.py), and the operations they need.

A Stiff Wind at Their Backs: each presence the spirit adds during Growth (taken from a track, or
moved from the island instead, which the digest counts as doing the add-presence icon) may push 1
explorer or 1 dahan out of the land it went to, at once, in the spirit phase. Ours: a presence a
power adds does not push (the rule names Growth).

Gift of Wind-Sped Steps lets one slow power that pushes or gathers (a played card, or an innate
power) be used in the fast phase (phases.ALSO_USABLE, frames_check.USED_FAST). Violent Windstorms: range 1 from presence,
any land (decision D04), its levels cumulative.
"""

from __future__ import annotations


from . import data as D
from . import decide as X
from . import frames_check as FC
from . import growth as G
from . import ops as O
from . import phases as PH
from . import spirit as S
from .acts import isle_of

SPIRIT = "sun_bright_whirlwind"
STIFF_WIND = ["explorer", "dahan"]


def _stiff_wind(state: dict, seat: int, land: str, added: bool) -> dict | None:
    """growth.AFTER_PLACE: a push of up to 1 explorer or dahan from the land the presence went to.
    A presence moved by the add-presence icon is added too (the digest: moving one already on the
    island is a way of doing the icon), so ``added`` (from a track) does not matter here."""
    if S.panel(state, seat)["spirit"] != SPIRIT:
        return None
    if not any(state["lands"][land][k] for k in STIFF_WIND):
        return None
    return X.move_frame(seat, "push", land, STIFF_WIND, 1, optional=True)


G.AFTER_PLACE.append(_stiff_wind)
FC.BELOW["move"].add("grow")
FC.GROW_ICON["move"] = "add_presence"


# ---- Gift of Wind-Sped Steps ----------------------------------------------------------------
# {"kind": "hasten", "seat"}: the spirit may use one played slow card with a push or gather in the
# fast phase; once it does, the effect becomes {"kind": "hastened", "seat", "power"} (so once).
HASTEN, HASTENED = "hasten", "hastened"


def hastens(power: str) -> bool:
    """A slow power that pushes or gathers (anything: pieces or presence): a power card, or an
    innate power (any of its levels), which is a power too."""
    if power in D.INNATES:
        return D.innate(power)["speed"] == "slow" and D.pushes_or_gathers(power)
    return power in D.POWERS and D.speed(power) == "slow" and D.pushes_or_gathers(power)


def _also_fast(state: dict, seat: int, card: str, speed: str) -> bool:
    """phases.ALSO_USABLE: a hastening card in the fast phase while the spirit's effect waits."""
    return speed == "fast" and hastens(card) and any(e["kind"] == HASTEN and e["seat"] == seat
                                                     for e in state["effects"])


def _hastened(state: dict, seat: int, power: str) -> None:
    """phases.AFTER_USE: a slow card used in the fast phase spends the effect (no frame after it)."""
    flow = state["flow"]
    if not (flow[-1]["kind"] == "powers" and flow[-1]["speed"] == "fast" and hastens(power)):
        return None
    for i, e in enumerate(state["effects"]):
        if e["kind"] == HASTEN and e["seat"] == seat:
            state["effects"][i] = {"kind": HASTENED, "seat": seat, "power": power}
            break
    return None


def _used_fast(state: dict, seat: int, power: str) -> bool:
    return {"kind": HASTENED, "seat": seat, "power": power} in state["effects"]


def _hastened_ok(state: dict, entry: dict) -> bool:
    seat = entry.get("seat")
    return (set(entry) == {"kind", "seat", "power"} and isinstance(seat, int) and str(seat) in state["spirits"]
            and isinstance(entry["power"], str) and hastens(entry["power"])
            and entry["power"] in S.panel(state, seat)["used"])


PH.ALSO_USABLE.append(_also_fast)
PH.AFTER_USE.append(_hastened)
FC.USED_FAST.append(_used_fast)
FC.EFFECT_CHECKS[HASTENED] = _hastened_ok


# ---- operations ---------------------------------------------------------------------------------
# Pushes whose destinations a later step reads stay in the power's own effect frame (no ``if``
# around them: a sub-program's vars are a copy, lost when it ends).

def _reached(state: dict, effect: dict, step: dict) -> bool:
    """The step's innate level (``level``) is reached and not stopped before; the push named
    ``after`` (if any) was made."""
    v = effect["vars"]
    if "level" in step and (not O.holds(state, effect, {"level": step["level"]}) or v.get("stopped") == 1):
        return False
    return "after" not in step or bool(v.get(step["after"]))


@O.OPS.define("push_one")
def _push_one(ctx, effect, step):
    """Push up to 1 of ``kinds`` from the target, its destination stored in vars[as]."""
    if _reached(ctx.state, effect, step):
        return X.move_frame(effect["player"], "push", effect["land"], step["kinds"], 1, True, step["as"])


@O.OPS.define("damage_where_pushed")
def _damage_where_pushed(ctx, effect, step):
    """1 damage in the land each push named in ``from`` went to (one per piece pushed)."""
    if not _reached(ctx.state, effect, step):
        return None
    to = [land for name in step["from"] for land in effect["vars"].get(name) or []]
    ctx.push_all([O.sub(effect, [{"op": "damage", "n": 1}], land=land) for land in reversed(to)])
    return None


@O.OPS.define("scatter_push")
def _scatter_push(ctx, effect, step):
    """One of Scatter to the Winds' pushes (the ``i``-th, from 0): none once a push was declined;
    it goes to an adjacent land no earlier push went to while there is one (ours: "spreading
    them over as many different lands as possible" is this rule, push by push)."""
    v, i = effect["vars"], step["i"]
    if i and not v.get(f"scatter{i - 1}"):
        return None
    used = {land for j in range(i) for land in v[f"scatter{j}"]}
    near = isle_of(ctx.state).adjacent(effect["land"])
    fresh = [land for land in near if land not in used]
    return X.move_frame(effect["player"], "push", effect["land"], SCATTER, 1, True, f"scatter{i}",
                        lands=fresh or list(near))


SCATTER = ["explorer", "town", "dahan"]
EXPLORERS_TOWNS = ["explorer", "town"]
FC.PUSHES.update({"push_one": {"move"}, "scatter_push": {"move"}, "damage_where_pushed": {"effect"}})

O.define_programs({
    "gift_of_the_sunlit_air": [
        {"op": "round_effect", "effect": {"kind": "range", "seat": "target", "n": 1}},
        {"op": "if", "cond": {"self": False}, "then": [{"op": "energy", "n": 1}]},
    ],
    "gift_of_wind_sped_steps": [
        {"op": "round_effect", "effect": {"kind": HASTEN, "seat": "target"}},
        {"op": "if", "cond": {"self": False}, "then": [{"op": "energy", "n": 1}]},
    ],
    "scatter_to_the_winds": [{"op": "scatter_push", "i": i} for i in range(5)],
    "tempest_of_leaves_and_branches": [{"op": "damage_distinct", "n": 5}],
    # D04: range 1 from presence, any land (the data); level 3 counts every invader levels 1-2 pushed
    "violent_windstorms": [
        {"op": "push_one", "level": 0, "kinds": ["explorer"], "as": "wind1"},
        {"op": "offer_next_level", "level": 1},
        {"op": "if", "cond": {"all": [{"level": 1}, {"not": {"var": "stopped", "is": 1}}]},
         "then": [{"op": "fear", "n": 1}]},
        {"op": "push_one", "level": 1, "kinds": EXPLORERS_TOWNS, "as": "wind2"},
        {"op": "push_one", "level": 1, "kinds": EXPLORERS_TOWNS, "as": "wind3", "after": "wind2"},
        {"op": "offer_next_level", "level": 2},
        {"op": "damage_where_pushed", "level": 2, "from": ["wind1", "wind2", "wind3"]},
        *O.next_level(3, [{"op": "damage", "n": 4}]),
    ],
})

"""The operations powers and fear cards are written in, run by the core's effect interpreter.

A power's program is a list of steps ``{"op": name, ...}``. The effect frame carries the context
every step reads: ``player`` (whose power: the user, who makes its choices), ``power`` (card or
innate id, or the fear card), ``land`` (the target land, None for a spirit target), ``spirit``
(the target spirit's seat, None for a land target) and ``vars`` (answers of decisions, by name).

Amounts (``n``) are a number or an expression: ``{"count": [kinds], "times": k, "plus": p,
"most": m}`` (per piece in the land; kinds may be ``blight``, ``presence`` or ``adjacent_blight``)
or ``{"var": name}``.  Conditions (``if``) are one of ``{"terrain": [..]}``, ``{"threshold": i}``
(the power's i-th threshold met), ``{"has": [kinds], "at_least": n}``, ``{"presence": true}``
(the user's presence in the land), ``{"sacred_sites": n}`` (the user has at least n),
``{"var": name, "is": value}``, ``{"self": true}`` (the target spirit is the user),
``{"repeating": true}``, ``{"not": c}``, ``{"all": [..]}``, ``{"any": [..]}``.

Choices go to decide.py's frames; ``if``, ``at`` and ``each_land`` run a sub-program as an effect
frame of its own above this one (the interpreter waits under it). A sub-program gets a copy
of the vars: a choice and the steps that read it belong in the same program.
"""

from __future__ import annotations

from ...core.effects import Operations, effect_frame
from ...core.flow import Context
from . import acts as A
from . import decide as X
from . import pieces as P
from . import growth as G
from . import spirit as S

OPS = Operations()
PROGRAMS: dict[str, list[dict]] = {}  # power or fear-card level id -> its program (powers.py, fears.py fill it)


def program(power: str) -> list[dict]:
    return PROGRAMS[power]


def define_programs(table: dict[str, list[dict]]) -> None:
    for key, steps in table.items():
        if key in PROGRAMS:
            raise ValueError(f"program {key!r} defined twice")
        PROGRAMS[key] = steps
INVADERS = list(P.INVADERS)


def sub(effect: dict, program: list[dict], **changes) -> dict:
    """An effect frame for ``program`` in the same context (changes: another land...)."""
    context = {k: effect[k] for k in ("power", "land", "spirit", "repeated") if k in effect}
    context.update(changes)
    frame = effect_frame(effect["player"], program, **context)
    frame["vars"] = dict(effect["vars"])
    return frame


def power_frame(player: int, power: str, program: list[dict], land: str | None = None,
                spirit: int | None = None) -> dict:
    return effect_frame(player, program, power=power, land=land, spirit=spirit)


# ---- amounts, conditions, lands ---------------------------------------------------------------

def _count(state: dict, land: str, kind: str, player: int) -> int:
    here = state["lands"][land]
    if kind == "blight":
        return here["blight"]
    if kind == "presence":
        return here["presence"].get(str(player), 0)
    if kind == "adjacent_blight":
        return sum(state["lands"][a]["blight"] for a in A.isle_of(state).adjacent(land))
    if kind == "invaders":
        return P.invaders(state, land)
    return len(here[kind])


def amount(state: dict, effect: dict, n) -> int:
    if isinstance(n, int):
        return n
    if "var" in n:
        return effect["vars"].get(n["var"], 0)
    total = sum(_count(state, effect["land"], k, effect["player"]) for k in n["count"])
    value = total * n.get("times", 1) + n.get("plus", 0)
    return min(value, n["most"]) if "most" in n else value


sacred_sites = S.sacred_site_lands


def holds(state: dict, effect: dict, cond: dict) -> bool:
    land, player = effect.get("land"), effect["player"]
    if "not" in cond:
        return not holds(state, effect, cond["not"])
    if "all" in cond:
        return all(holds(state, effect, c) for c in cond["all"])
    if "any" in cond:
        return any(holds(state, effect, c) for c in cond["any"])
    if "terrain" in cond:
        return A.isle_of(state).terrain(land) in cond["terrain"]
    if "threshold" in cond:
        return cond["threshold"] in S.thresholds_met(state, player, effect["power"])
    if "has" in cond:
        return sum(_count(state, land, k, player) for k in cond["has"]) >= cond.get("at_least", 1)
    if "presence" in cond:
        return (state["lands"][land]["presence"].get(str(player), 0) > 0) == cond["presence"]
    if "sacred_sites" in cond:
        return len(sacred_sites(state, player)) >= cond["sacred_sites"]
    if "var" in cond:
        return effect["vars"].get(cond["var"]) == cond["is"]
    if "self" in cond:
        return (effect.get("spirit") == player) == cond["self"]
    if "level" in cond:
        return cond["level"] in S.innate_levels(state, player, effect["power"])
    if "repeating" in cond:
        return bool(effect.get("repeated")) == cond["repeating"]
    raise ValueError(f"unknown condition {cond!r}")


def lands(state: dict, effect: dict, spec) -> list[str]:
    """A set of lands named by a step: "target" (default), "adjacent" (to the target),
    "coastal_same_board" (the target's board's other coastal lands), "all", "presence" (the
    user's), "target_presence" (the target spirit's: the user's for a land target), or a var holding a land or a list of lands."""
    isle, land = A.isle_of(state), effect.get("land")
    if spec in (None, "target"):
        return [land]
    if spec == "adjacent":
        return list(isle.adjacent(land))
    if spec == "coastal_same_board":
        return [l for l in isle.lands_of_board(isle.board_of(land)) if isle.coastal(l) and l != land]
    if spec == "all":
        return isle.land_ids
    if spec in ("presence", "target_presence"):
        seat = seat_of(effect, "user" if spec == "presence" else "target")
        return [l for l in isle.land_ids if state["lands"][l]["presence"].get(str(seat))]
    if isinstance(spec, dict) and "var" in spec:
        value = effect["vars"].get(spec["var"])
        return [] if value is None else ([value] if isinstance(value, str) else list(value))
    raise ValueError(f"unknown lands {spec!r}")


# ---- the operations ---------------------------------------------------------------------------

@OPS.define("fear")
def _fear(ctx: Context, effect: dict, step: dict):
    A.fear(ctx, amount(ctx.state, effect, step["n"]))


# Callables (ctx, effect, root) -> extra damage for the first damage one use of a power deals (a
# spirit's special rule, a one-round gift: spirit_teeth.py); ``root`` is the use's first frame.
DAMAGE_BONUS: list = []


def use_root(stack: list[dict], effect: dict) -> dict:
    """The first effect frame of this use of the power: the lowest of the effect frames under it
    of the same power and the same repeat (a sub-program's frames sit on it; a repeat is a use)."""
    i = next((j for j in range(len(stack) - 1, -1, -1) if stack[j] is effect), None)
    if i is None:  # a frame run off the flow is a use of its own
        return effect
    while (i > 0 and stack[i - 1]["kind"] == "effect" and stack[i - 1].get("power") == effect.get("power")
           and bool(stack[i - 1].get("repeated")) == bool(effect.get("repeated"))):
        i -= 1
    return stack[i]


def damage_bonus(ctx: Context, effect: dict, kinds) -> int:
    """The extra damage for this damage step (to ``kinds`` in the effect's land): the hooks' bonus
    on the use's first step that deals damage to a piece there (marked in the use's first frame's
    vars, which its sub-programs do not copy back), 0 after."""
    if not DAMAGE_BONUS or not any(ctx.state["lands"][effect["land"]][k] for k in kinds):
        return 0
    root = use_root(ctx.stack, effect)
    if root["vars"].get("bonus_dealt"):
        return 0
    bonus = sum(hook(ctx, effect, root) for hook in DAMAGE_BONUS)
    if bonus:
        root["vars"]["bonus_dealt"] = 1
    return bonus


@OPS.define("damage")
def _damage(ctx, effect, step):
    """``n`` damage in the land, the user allocating (``kinds``: invaders unless stated)."""
    n = amount(ctx.state, effect, step["n"])
    if n > 0:
        kinds = step.get("kinds", INVADERS)
        return X.damage_frame(effect["player"], effect["land"], n + damage_bonus(ctx, effect, kinds), kinds)


@OPS.define("damage_each")
def _damage_each(ctx, effect, step):
    """``n`` damage to each piece of ``kinds`` in the land (no choice); a bonus is dealt after, the
    user allocating it among those pieces."""
    land, n = effect["land"], amount(ctx.state, effect, step["n"])
    for kind in step["kinds"]:
        for taken in list(ctx.state["lands"][land][kind]):
            A.damage(ctx, kind, land, A.index_of(ctx.state, land, kind, taken), n)
    bonus = damage_bonus(ctx, effect, step["kinds"]) if n > 0 else 0
    if bonus:
        return X.damage_frame(effect["player"], land, bonus, step["kinds"])


def _chosen(ctx, effect, step, verb: str, **extra):
    n = step.get("n", 1)
    where = lands(ctx.state, effect, step.get("lands"))
    if n == "all":
        for land in where:
            for kind in step["kinds"]:
                # as many times as there are pieces (dahan may ignore a destroy: Infinite Vitality)
                for _ in range(len(ctx.state["lands"][land][kind])):
                    index = len(ctx.state["lands"][land][kind]) - 1
                    if verb == "replace":
                        A.replace(ctx, kind, land, index, extra["into"])
                    else:
                        X.VERBS[verb](ctx, kind, land, index)
        return None
    n = amount(ctx.state, effect, n)
    if n > 0:
        return X.pick_frame(effect["player"], verb, where, step["kinds"], n, step.get("optional", False), **extra)


for _verb in ("destroy", "remove", "downgrade"):  # ``n`` (or "all") pieces of ``kinds`` the user picks
    OPS.define(_verb)(lambda ctx, effect, step, verb=_verb: _chosen(ctx, effect, step, verb))


@OPS.define("replace")
def _replace(ctx, effect, step):
    return _chosen(ctx, effect, step, "replace", into=step["into"])


@OPS.define("remove_blight")
def _remove_blight(ctx, effect, step):
    land = effect["land"]
    for _ in range(step.get("n", 1)):
        if ctx.state["lands"][land]["blight"]:
            A.remove(ctx, "blight", land)


@OPS.define("add")
def _add(ctx, effect, step):
    n = amount(ctx.state, effect, step.get("n", 1))
    if step["piece"] == "blight":
        X.added_blight(ctx, effect["player"], effect["land"], n)
    elif n:
        A.add(ctx, step["piece"], effect["land"], n)


@OPS.define("defend")
def _defend(ctx, effect, step):
    A.defend(ctx, effect["land"], amount(ctx.state, effect, step["n"]))


def _moving(ctx, effect, step, verb):
    n = step.get("n", 1)
    land = effect["land"]
    if n == "all":
        n = sum(len(ctx.state["lands"][land][k]) for k in step["kinds"])
        optional = False
    else:
        n, optional = amount(ctx.state, effect, n), step.get("up_to", False)
    if n > 0:
        return X.move_frame(effect["player"], verb, land, step["kinds"], n, optional, step.get("store"))


for _verb in ("push", "gather"):  # ``n`` (or "all") pieces of ``kinds``; ``up_to`` makes it optional
    OPS.define(_verb)(lambda ctx, effect, step, verb=_verb: _moving(ctx, effect, step, verb))


@OPS.define("choose")
def _choose(ctx, effect, step):
    """Choose one of ``options`` (catalog keys); the index goes to vars["choice"]."""
    return X.option_frame(effect["player"], step["options"], step.get("as", "choice"))


@OPS.define("choose_land")
def _choose_land(ctx, effect, step):
    where = lands(ctx.state, effect, step.get("lands", "adjacent"))
    if where:
        return X.land_frame(effect["player"], where, step["as"], step.get("purpose", "land"),
                            step.get("optional", False))


@OPS.define("if")
def _if(ctx, effect, step):
    branch = step["then"] if holds(ctx.state, effect, step["cond"]) else step.get("else", [])
    if branch:
        return sub(effect, branch)


@OPS.define("at")
def _at(ctx, effect, step):
    """Run ``program`` in another land (``lands``: one land, e.g. a var)."""
    where = lands(ctx.state, effect, step["lands"])
    frames = [sub(effect, step["program"], land=l) for l in where]
    ctx.push_all(frames)  # the interpreter sees the top change and waits
    return None


@OPS.define("repeat")
def _repeat(ctx, effect, step):
    """Resolve the power's effects again (once: a repeat does not repeat itself)."""
    if effect.get("repeated"):
        return None
    again = sub(effect, program(effect["power"]), repeated=True)
    again["vars"].pop("bonus_dealt", None)  # a repeat is a use of its own (damage_bonus)
    return again


@OPS.define("energy")
def _energy(ctx, effect, step):
    """The target spirit (``who``: "target" or "user") gains ``n`` energy."""
    seat = seat_of(effect, step.get("who", "target"))
    n = amount(ctx.state, effect, step["n"])
    S.panel(ctx.state, seat)["energy"] += n
    ctx.log("horizons.log.energy", seat=seat, n=n)


@OPS.define("round_effect")
def _round_effect(ctx, effect, step):
    """A one-round effect (``effect``: a dict; ``land`` filled with the target land)."""
    entry = dict(step["effect"])
    if entry.get("land") == "target":
        entry["land"] = effect["land"]
    if entry.get("seat") == "target":
        entry["seat"] = effect["spirit"]
    ctx.state["effects"].append(entry)
    ctx.log("horizons.log.round_effect", effect=entry["kind"], land=entry.get("land"))




# ---- energy and power cards for a spirit ----------------------------------------------------

def seat_of(effect: dict, who: str) -> int:
    """"target": the target spirit (the user when the power targets a land); "user": the user."""
    return effect["player"] if who == "user" or effect.get("spirit") is None else effect["spirit"]


@OPS.define("offer_pay")
def _offer_pay(ctx, effect, step):
    """Ask whether the spirit pays ``n`` energy (when it has it) for what follows; vars[as] is
    0 when it pays (and the energy is paid), 1 when it declines or cannot."""
    seat = seat_of(effect, step.get("who", "target"))
    if S.panel(ctx.state, seat)["energy"] < step["n"]:
        effect["vars"][step["as"]] = 1
        return None
    frame = X.option_frame(seat, ["horizons.option.pay", "horizons.option.decline"], step["as"])
    frame["n"] = step["n"]
    return frame


@OPS.define("pay")
def _pay(ctx, effect, step):
    seat = seat_of(effect, step.get("who", "target"))
    S.panel(ctx.state, seat)["energy"] -= step["n"]
    ctx.log("horizons.log.paid", seat=seat, n=step["n"])


@OPS.define("gain_card")
def _gain_card(ctx, effect, step):
    """The spirit gains a power card from one of ``decks`` (minor, major: it chooses)."""
    seat = seat_of(effect, step.get("who", "target"))
    decks = [d for d in step.get("decks", S.DECKS) if d in G.decks_with_cards(ctx.state)]
    if decks:
        return G.gain_deck_frame(seat, decks)


# ---- innate powers ------------------------------------------------------------------------------

@OPS.define("offer_next_level")
def _offer_next_level(ctx, effect, step):
    """Before an innate power's next level (when it is reached): go on, or stop here (the spirit
    may stop early; vars["stopped"] is 1 once it does)."""
    if effect["vars"].get("stopped") == 1 or not holds(ctx.state, effect, {"level": step["level"]}):
        return None
    return X.option_frame(effect["player"], ["horizons.option.next_level", "horizons.option.stop_here"], "stopped")


def next_level(level: int, steps: list[dict]) -> list[dict]:
    """An innate power's level after the first: asked whether to go on, then done unless stopped."""
    return [{"op": "offer_next_level", "level": level},
            {"op": "if", "cond": {"all": [{"level": level}, {"not": {"var": "stopped", "is": 1}}]}, "then": steps}]

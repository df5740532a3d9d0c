"""The 15 fear cards at each terror level as programs (ops.py), keyed ``"<card>:<level>"``, with
the operations and the two decisions only they need (digest: Fear and terror; data.json
``fear_cards``).

A fear card's effect frame has ``player`` 0 (the game's owner, decision D03) and no land.

* "Each player ...": ``each_player`` runs its program once per seat, the seats in turn, with
  that seat as the effect's player (it decides, and "presence" / "sacred site" are its own);
  ``each_player_land`` first asks that seat for a land (``different``: one no earlier seat
  took), then runs its program there. In solo both run once.
* "In every land ...": ``every_land`` runs its program in each land meeting a condition (no
  land choice; a choice inside is made by the spirit whose starting board holds the land, else
  seat 0: acts.decider, decision D03).
* "Invaders do not ... this turn": ``stop_invaders`` puts a one-round effect in
  ``state["effects"]`` that phases.skipped reads (gone at Time passes).

The loader knows who decides each of these frames (frames_check.SEAT_OPS, at the end): the seat
whose turn it is, or the land's decider, exactly.

Land conditions (``where``, read by ``fits`` for one seat): ``{"coastal": b}``,
``{"inland": b}``, ``{"sacred_site": b}`` (the seat's), ``{"any_presence": b}`` (any
spirit's), ``{"invaders_at_most": n}``, ``{"adjacent_has": [kinds]}``, ``{"safer_near": b}``
(an adjacent land has more towns and cities), ``not`` / ``all`` / ``any``, and every
condition of ops.holds (``has``, ``presence``...).

Lands a player may act in (``acting_lands``): the seed says each player acts "in the lands it
can affect" and names no range; we read it as any land of the island (ours: a fear card is
not a power and has no range). Lands are offered only where the effect would change
something: a land where it would do nothing is the same as doing nothing.

Decisions (plain JSON frames, as decide.py's):

* ``pick_among`` {verb, groups: [{lands, kinds}], n, optional, into}: a pick whose pieces
  depend on the land (Fear of the Unseen III: an explorer/town where the seat has presence
  or a city where it has a sacred site);
* ``remove_health`` {land, n, kinds, optional}: remove pieces of ``kinds`` from ``land``
  whose printed health adds up to at most ``n`` ("2 explorers or 1 town" is 2 health of
  explorers and towns); without ``optional`` it goes on while a piece still fits.
"""

from __future__ import annotations

from . import acts as A
from . import data as D
from . import decide as X
from . import frames_check as FC
from . import ops as O
from . import phases as PH
from . import spirit as S
from .phases import seats

INVADERS = ["explorer", "town", "city"]
EXPLORER_TOWN = ["explorer", "town"]


def acting_lands(state: dict, seat: int) -> list[str]:
    """The lands a seat may pick for an "each player" effect: the whole island (see above)."""
    return A.isle_of(state).land_ids


def _towns_cities(state: dict, land: str) -> int:
    here = state["lands"][land]
    return len(here["town"]) + len(here["city"])


def fits(state: dict, seat: int, land: str, cond: dict) -> bool:
    """Whether ``land`` meets ``cond`` for ``seat`` (the conditions in the docstring)."""
    isle, here = A.isle_of(state), state["lands"][land]
    if "not" in cond:
        return not fits(state, seat, land, cond["not"])
    if "all" in cond:
        return all(fits(state, seat, land, c) for c in cond["all"])
    if "any" in cond:
        return any(fits(state, seat, land, c) for c in cond["any"])
    if "coastal" in cond:
        return isle.coastal(land) == cond["coastal"]
    if "inland" in cond:
        return isle.inland(land) == cond["inland"]
    if "sacred_site" in cond:
        return (here["presence"].get(str(seat), 0) >= 2) == cond["sacred_site"]
    if "any_presence" in cond:
        return any(here["presence"].values()) == cond["any_presence"]
    if "invaders_at_most" in cond:
        return sum(len(here[k]) for k in INVADERS) <= cond["invaders_at_most"]
    if "adjacent_has" in cond:
        return any(state["lands"][a][k] for a in isle.adjacent(land) for k in cond["adjacent_has"])
    if "safer_near" in cond:
        return bool(safer(state, land)) == cond["safer_near"]
    return O.holds(state, {"land": land, "player": seat, "power": None, "vars": {}}, cond)


def safer(state: dict, land: str) -> list[str]:
    """The lands adjacent to ``land`` with more towns and cities than it (Seek Safety I)."""
    here = _towns_cities(state, land)
    return [a for a in A.isle_of(state).adjacent(land) if _towns_cities(state, a) > here]


def lands_fitting(state: dict, seat: int, cond: dict | None, among: list[str] | None = None) -> list[str]:
    among = acting_lands(state, seat) if among is None else among
    return [l for l in among if cond is None or fits(state, seat, l, cond)]


def has_pieces(state: dict, land: str, kinds) -> bool:
    return any(state["lands"][land][k] for k in kinds)


def _seat_frame(effect: dict, program: list[dict], seat: int, land: str | None = None) -> dict:
    """The program run for one seat (its own vars: the loop's bookkeeping stays behind)."""
    frame = O.sub(effect, program, land=land)
    frame["player"] = seat
    frame["vars"] = {k: v for k, v in frame["vars"].items() if not k.startswith("_")}
    return frame


def _again(effect: dict) -> None:
    """Run this step once more when the frame it pushes is done (the seat loop's next turn)."""
    effect["pc"] -= 1


# ---- the seat loops and the every-land step ---------------------------------------------------

@O.OPS.define("each_player")
def _each_player(ctx, effect, step):
    """Run ``program`` once per seat, in seat order, with that seat deciding."""
    v, order = effect["vars"], seats(ctx.state)
    i = v.get("_seat", 0)
    if i >= len(order):
        v.pop("_seat", None)
        return None
    v["_seat"] = i + 1
    _again(effect)
    return _seat_frame(effect, step["program"], order[i])


@O.OPS.define("each_player_land")
def _each_player_land(ctx, effect, step):
    """Each seat in turn picks a land meeting ``where`` (``different``: not one an earlier seat
    picked; ``optional``: it may pass) and ``program`` runs there with that seat deciding. A
    seat with no such land does nothing."""
    state, v, order = ctx.state, effect["vars"], seats(ctx.state)
    i = v.get("_seat", 0)
    taken = v.setdefault("_taken", [])
    if v.pop("_asked", False):  # the seat at i has answered (or passed)
        land = v.pop("_land", None)
        v["_seat"] = i + 1
        if land is not None:
            taken.append(land)
            _again(effect)
            return _seat_frame(effect, step["program"], order[i], land)
        i += 1
    while i < len(order):
        where = [l for l in lands_fitting(state, order[i], step.get("where"))
                 if not (step.get("different") and l in taken)]
        if where:
            v["_seat"], v["_asked"] = i, True
            _again(effect)
            purpose = step.get("purpose", effect["power"].split(":")[0])
            return X.land_frame(order[i], where, "_land", purpose, step.get("optional", False))
        i += 1
    for key in ("_seat", "_taken", "_asked", "_land"):
        v.pop(key, None)
    return None


@O.OPS.define("every_land")
def _every_land(ctx, effect, step):
    """Run ``program`` in every land meeting ``where`` (judged before any of them runs); its
    choices (which town a city destroys...) are made by acts.decider's seat for the land (D03)."""
    state = ctx.state
    frames = []
    for land in lands_fitting(state, effect["player"], step.get("where"), A.isle_of(state).land_ids):
        frame = O.sub(effect, step["program"], land=land)
        frame["player"] = A.decider(state, [land])
        frames.append(frame)
    ctx.push_all(frames)


# ---- picks, removals by health, moves with a restriction ----------------------------------------

@O.OPS.define("pick_in")
def _pick_in(ctx, effect, step):
    """The effect's player picks ``n`` (default 1) pieces to ``verb`` (remove, replace into
    ``into``, downgrade, destroy) among ``groups``: each ``{"where": cond, "kinds": [..]}``,
    or one group given by the step's own ``where`` and ``kinds``."""
    state, seat = ctx.state, effect["player"]
    groups = step.get("groups") or [{"where": step.get("where"), "kinds": step["kinds"]}]
    found = [{"lands": [l for l in lands_fitting(state, seat, g["where"]) if has_pieces(state, l, g["kinds"])],
              "kinds": list(g["kinds"])} for g in groups]
    found = [g for g in found if g["lands"]]
    if not found:
        return None
    n, optional = step.get("n", 1), step.get("optional", False)
    if len(found) == 1:
        return X.pick_frame(seat, step["verb"], found[0]["lands"], found[0]["kinds"], n, optional, step.get("into"))
    frame = {"kind": "pick_among", "player": seat, "verb": step["verb"], "groups": found, "n": n,
             "optional": optional}
    if step.get("into"):
        frame["into"] = step["into"]
    return frame


class PickAmong(X.Pick):
    kind = "pick_among"

    def legal(self, state, frame):
        if frame["n"] <= 0:
            return []
        verb, seen, out = frame["verb"], set(), []
        for group in frame["groups"]:
            for land in group["lands"]:
                for k, d in A.pieces_of(state, land, group["kinds"]):
                    if (land, k, d) not in seen:
                        seen.add((land, k, d))
                        out.append({"do": "pick", "land": land, "piece": k, "damage": d,
                                    "label": f"{verb} a {k} in {land}", "target": X.piece_target(land, k, d)})
        return self.with_done(frame, out)


@O.OPS.define("remove_health")
def _remove_health(ctx, effect, step):
    """Remove pieces of ``kinds`` from the land with printed health adding up to at most ``n``."""
    n = O.amount(ctx.state, effect, step["n"])
    if n > 0:
        return {"kind": "remove_health", "player": effect["player"], "land": effect["land"], "n": n,
                "kinds": list(step.get("kinds", INVADERS)), "optional": step.get("optional", False)}


class RemoveHealth(X.Decision):
    kind = "remove_health"

    def legal(self, state, frame):
        land = frame["land"]
        out = [{"do": "pick", "land": land, "piece": k, "damage": d,
                "label": f"remove a {k} from {land}", "target": X.piece_target(land, k, d)}
               for k, d in A.pieces_of(state, land, frame["kinds"]) if D.health(k) <= frame["n"]]
        return self.with_done(frame, out)

    def choose(self, ctx, frame, action):
        land, kind = frame["land"], action["piece"]
        frame["n"] -= D.health(kind)
        A.remove(ctx, kind, land, A.index_of(ctx.state, land, kind, action["damage"]))


@O.OPS.define("push_or_gather")
def _push_or_gather(ctx, effect, step):
    """Whether one of ``kinds`` is pushed out of the land (vars[as] = 0) or gathered into it (1):
    asked when both can be done, else the one that can (none: vars[as] unset)."""
    state, land, kinds = ctx.state, effect["land"], step["kinds"]
    ways = []
    if has_pieces(state, land, kinds):
        ways.append(0)
    if any(has_pieces(state, a, kinds) for a in A.isle_of(state).adjacent(land)):
        ways.append(1)
    if len(ways) == 1:
        effect["vars"][step["as"]] = ways[0]
    elif ways:
        return X.option_frame(effect["player"], step["options"], step["as"])


@O.OPS.define("push_to_safety")
def _push_to_safety(ctx, effect, step):
    """Push ``n`` of ``kinds`` only into adjacent lands with more towns and cities (Seek Safety I)."""
    land = effect["land"]
    to = safer(ctx.state, land)
    if to and has_pieces(ctx.state, land, step["kinds"]):
        return X.move_frame(effect["player"], "push", land, step["kinds"], step.get("n", 1), False, lands=to)


@O.OPS.define("gather_to_safety")
def _gather_to_safety(ctx, effect, step):
    """Gather 1 explorer into a land with towns/cities, or 1 town into a land with a city (Seek Safety II)."""
    here = ctx.state["lands"][effect["land"]]
    kinds = (["explorer"] if here["town"] or here["city"] else []) + (["town"] if here["city"] else [])
    if kinds:
        return X.move_frame(effect["player"], "gather", effect["land"], kinds, 1, False)


# ---- round effects and energy ---------------------------------------------------------------------

@O.OPS.define("stop_invaders")
def _stop_invaders(ctx, effect, step):
    """This round, the invader ``action`` (build, build_city, explore) does not happen in lands
    meeting ``where`` (one of phases.land_meets's), judged when the action comes."""
    entry = {"kind": "no_action", "action": step["action"], "where": step["where"]}
    ctx.state["effects"].append(entry)
    ctx.log("horizons.log.invaders_stopped", action=step["action"], where=step["where"])


@O.OPS.define("energy_per_sacred_site")
def _energy_per_sacred_site(ctx, effect, step):
    """Each spirit gains 1 energy per sacred site it has in a land meeting ``where``."""
    for seat in seats(ctx.state):
        n = sum(1 for l in O.sacred_sites(ctx.state, seat) if fits(ctx.state, seat, l, step["where"]))
        if n:
            S.panel(ctx.state, seat)["energy"] += n
            ctx.log("horizons.log.energy", seat=seat, n=n)


# ---- the programs -------------------------------------------------------------------------------

def _each_removes(where: dict | None, kinds: list[str], **more) -> list[dict]:
    """Each player removes 1 of ``kinds`` from a land meeting ``where``."""
    return [{"op": "each_player", "program": [dict({"op": "pick_in", "verb": "remove", "where": where,
                                                    "kinds": kinds}, **more)]}]


def _defend_every(where: dict | None, n) -> list[dict]:
    return [{"op": "every_land", "where": where, "program": [{"op": "defend", "n": n}]}]


def _per_dahan(times: int) -> dict:
    return {"count": ["dahan"], "times": times}


COASTAL = {"coastal": True}
INLAND = {"inland": True}
WITH_DAHAN = {"has": ["dahan"]}
WITH_INVADERS = {"has": INVADERS}
PRESENCE = {"presence": True}
SACRED = {"sacred_site": True}
FEW_INVADERS = {"invaders_at_most": 2}


def _dahan_raid(n) -> list[dict]:
    return [{"op": "each_player_land", "different": True, "where": {"all": [WITH_DAHAN, WITH_INVADERS]},
             "program": [{"op": "damage", "n": n}]}]


def _enheartened(n) -> list[dict]:
    """Each player picks a different land: gather up to 2 dahan, then damage if dahan are there."""
    useful = {"any": [{"adjacent_has": ["dahan"]}, {"all": [WITH_DAHAN, WITH_INVADERS]}]}
    return [{"op": "each_player_land", "different": True, "where": useful, "program": [
        {"op": "gather", "n": 2, "up_to": True, "kinds": ["dahan"]},
        {"op": "if", "cond": {"has": ["dahan"]}, "then": [{"op": "damage", "n": n}]}]}]


def _retreat(where: dict | None, kinds: list[str], n) -> list[dict]:
    """Each player may push up to ``n`` of ``kinds`` from one land meeting ``where``."""
    cond = {"all": [where, {"has": kinds}]} if where else {"has": kinds}
    return [{"op": "each_player_land", "optional": True, "where": cond,
             "program": [{"op": "push", "n": n, "up_to": True, "kinds": kinds}]}]


def _stop(action: str, where: str) -> dict:
    return {"op": "stop_invaders", "action": action, "where": where}


TALL_TALE = [{"op": "remove_health", "n": 2, "kinds": EXPLORER_TOWN}]  # 2 explorers or 1 town

O.define_programs({
    "fear_of_the_unseen:1": _each_removes(SACRED, EXPLORER_TOWN),
    "fear_of_the_unseen:2": _each_removes(PRESENCE, EXPLORER_TOWN),
    "fear_of_the_unseen:3": [{"op": "each_player", "program": [
        {"op": "pick_in", "verb": "remove", "groups": [{"where": PRESENCE, "kinds": EXPLORER_TOWN},
                                                        {"where": SACRED, "kinds": ["city"]}]}]}],

    "scapegoats:1": [{"op": "every_land", "where": {"has": ["town"]}, "program": [
        {"op": "destroy", "n": {"count": ["town"]}, "kinds": ["explorer"]}]}],
    "scapegoats:2": [{"op": "every_land", "where": {"has": ["town", "city"]}, "program": [
        {"op": "destroy", "n": {"count": ["town"]}, "kinds": ["explorer"]},
        {"op": "destroy", "n": {"count": ["city"], "times": 2}, "kinds": ["explorer"]}]}],
    "scapegoats:3": [{"op": "every_land", "where": {"has": ["town", "city"]}, "program": [
        {"op": "destroy", "n": "all", "kinds": ["explorer"]},
        {"op": "destroy", "n": {"count": ["city"]}, "kinds": ["town"]}]}],

    "emigration_accelerates:1": _each_removes(COASTAL, ["explorer"]),
    "emigration_accelerates:2": _each_removes(COASTAL, EXPLORER_TOWN),
    "emigration_accelerates:3": _each_removes(None, EXPLORER_TOWN),

    "dahan_on_their_guard:1": _defend_every(WITH_DAHAN, _per_dahan(1)),
    "dahan_on_their_guard:2": _defend_every(WITH_DAHAN, dict(_per_dahan(1), plus=1)),
    "dahan_on_their_guard:3": _defend_every(WITH_DAHAN, _per_dahan(2)),

    "tall_tales_of_savagery:1": _each_removes(WITH_DAHAN, ["explorer"]),
    "tall_tales_of_savagery:2": [{"op": "each_player_land", "where": {"all": [WITH_DAHAN, {"has": EXPLORER_TOWN}]},
                                  "program": TALL_TALE}],
    "tall_tales_of_savagery:3": [
        {"op": "every_land", "where": WITH_DAHAN, "program": TALL_TALE},
        {"op": "every_land", "where": {"has": ["dahan"], "at_least": 2},
         "program": [{"op": "remove", "kinds": ["city"]}]}],

    "retreat:1": _retreat(INLAND, ["explorer"], 2),
    "retreat:2": _retreat(INLAND, EXPLORER_TOWN, 3),
    "retreat:3": _retreat(None, EXPLORER_TOWN, {"count": EXPLORER_TOWN}),

    "dahan_raid:1": _dahan_raid(1),
    "dahan_raid:2": _dahan_raid(_per_dahan(1)),
    "dahan_raid:3": _dahan_raid(_per_dahan(2)),

    "dahan_enheartened:1": [{"op": "each_player_land", "optional": True, "where": {"all": [
        WITH_INVADERS, {"any": [WITH_DAHAN, {"adjacent_has": ["dahan"]}]}]}, "program": [
        {"op": "push_or_gather", "kinds": ["dahan"], "as": "way",
         "options": ["horizons.option.push_dahan", "horizons.option.gather_dahan"]},
        {"op": "if", "cond": {"var": "way", "is": 0}, "then": [{"op": "push", "n": 1, "kinds": ["dahan"]}]},
        {"op": "if", "cond": {"var": "way", "is": 1}, "then": [{"op": "gather", "n": 1, "kinds": ["dahan"]}]}]}],
    "dahan_enheartened:2": _enheartened(1),
    "dahan_enheartened:3": _enheartened(_per_dahan(1)),

    "avoid_the_dahan:1": [_stop("explore", "two_dahan")],
    "avoid_the_dahan:2": [_stop("build", "dahan_outnumber")],
    "avoid_the_dahan:3": [_stop("build", "dahan")],

    "seek_safety:1": [{"op": "each_player_land", "optional": True,
                       "where": {"all": [{"has": ["explorer"]}, {"safer_near": True}]},
                       "program": [{"op": "push_to_safety", "kinds": ["explorer"]}]}],
    "seek_safety:2": [{"op": "each_player_land", "optional": True, "where": {"any": [
        {"all": [{"has": ["town", "city"]}, {"adjacent_has": ["explorer"]}]},
        {"all": [{"has": ["city"]}, {"adjacent_has": ["town"]}]}]},
        "program": [{"op": "gather_to_safety"}]}],
    "seek_safety:3": [{"op": "each_player_land", "optional": True,
                       "where": {"all": [{"not": {"has": ["city"]}}, WITH_INVADERS]},
                       "program": [{"op": "remove_health", "n": 3, "optional": True}]}],

    "wary_of_the_interior:1": _each_removes(INLAND, ["explorer"]),
    "wary_of_the_interior:2": _each_removes(INLAND, EXPLORER_TOWN),
    "wary_of_the_interior:3": _each_removes(None, EXPLORER_TOWN),

    "belief_takes_root:1": _defend_every({"any_presence": True}, 2),
    "belief_takes_root:2": _defend_every({"any_presence": True}, 2) + [
        {"op": "energy_per_sacred_site", "where": WITH_INVADERS}],
    "belief_takes_root:3": [{"op": "each_player_land", "different": True, "where": {"all": [PRESENCE, WITH_INVADERS]},
                             "program": [{"op": "remove_health", "n": {"count": ["presence"], "times": 2},
                                          "optional": True}]}],

    "isolation:1": _each_removes({"invaders_at_most": 1}, EXPLORER_TOWN),
    "isolation:2": _each_removes(FEW_INVADERS, EXPLORER_TOWN),
    "isolation:3": _each_removes(FEW_INVADERS, INVADERS),

    "overseas_trade_seems_safer:1": _defend_every(COASTAL, 3),
    "overseas_trade_seems_safer:2": _defend_every(COASTAL, 6) + [_stop("build_city", "coastal")],
    "overseas_trade_seems_safer:3": _defend_every(COASTAL, 9) + [_stop("build", "coastal")],

    "trade_suffers:1": [_stop("build", "city")],
    "trade_suffers:2": _each_removes(COASTAL, ["town"], verb="replace", into="explorer", optional=True),
    "trade_suffers:3": _each_removes(COASTAL, ["city", "town"], verb="downgrade", optional=True),
})

DECISIONS = (PickAmong, RemoveHealth)


# ---- what the loader must know of these operations ------------------------------------------------

def _no_action_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "action", "where"} and entry["action"] in ("build", "build_city", "explore") \
        and isinstance(entry["where"], str) and entry["where"] in PH.CONDITIONS


FC.EFFECT_CHECKS["no_action"] = _no_action_ok


def _seat_in_turn(state: dict, effect: dict, step: dict, frame: dict) -> int | None:
    """The seat whose turn of an "each player" loop the frame is: the one asked for its land
    (each_player_land, while it is asked), else the one whose program runs."""
    order, v = seats(state), effect["vars"]
    i = v.get("_seat")
    if type(i) is not int:
        return None
    i -= 0 if (step["op"] == "each_player_land" and v.get("_asked")) else 1
    if not 0 <= i < len(order) or (frame["kind"] == "effect") == bool(v.get("_asked")):
        return None  # the land is asked by a land frame; the program runs in an effect frame
    return order[i]


def _land_decider(state: dict, effect: dict, step: dict, frame: dict) -> int | None:
    land = frame.get("land")
    return A.decider(state, [land]) if frame["kind"] == "effect" and land in state["lands"] else None


FC.SEAT_OPS.update({"each_player": _seat_in_turn, "each_player_land": _seat_in_turn, "every_land": _land_decider})
FC.AGAIN_OPS.update({"each_player", "each_player_land"})

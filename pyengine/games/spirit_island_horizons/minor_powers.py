"""The 36 minor powers as programs (ops.py), with the operations and decisions only they need so
far: damage to different invaders (Veil the Night's Hunt), elements of a spirit's choice for the
round (Elemental Boon), a reclaim when Time passes (Gift of Constancy), an effect in every land of
a spirit's presence (Encompassing Ward), and Sap the Strength of Multitudes' range threshold;
and the choice of a card from hand to give another spirit (the major Entwined Power's threshold).

Readings where a card's short text leaves room (ours, for the rules page):

* A threshold is its own effect, done when met whatever the card's condition: Savage Mawbeasts
  at 3 animal deals its +1 damage in any land (1 damage where the land is not Jungle/Wetland).
* "Choose one" always offers both options, even one that would do nothing; a threshold's or a
  terrain's "may ... instead" asks only when the other effect can do something (blight to remove
  for Nature's Resilience and Purifying Flame); Steam Vents' and Call of the Dahan Ways' "town
  instead" is one choice of piece among explorers and towns.
* "Destroy 3 towns" (Drought) destroys every town when there are 3 or fewer, without asking.
* "If the land has blight" (Land of Haunts and Embers) is looked at before its own blight is
  added; "if no invaders present" (Entrancing Apparitions) after its Defend, when it comes.
* Encompassing Ward's Defend 2 goes to the lands where the target spirit has presence when the
  power resolves (a presence added later this round does not carry it).
* A spirit-targeting card names the target in the effect frame's ``spirit`` (in solo the user);
  "another spirit" clauses test ``{"self": false}``, so they hold only when the target is not
  the user. The target decides what is its to decide (Elemental Boon's elements, the gained card,
  its reclaim); the user its own reclaim.
"""

from __future__ import annotations

from ...core.effects import store
from . import acts as A
from . import data as D
from . import decide as X
from . import frames_check as FC
from . import ops as O
from . import spirit as S
from . import targeting as T

# Sap the Strength of Multitudes: 1 air gives the power +1 range (targeting.py reads this).
T.RANGE_BY_THRESHOLD["sap_the_strength_of_multitudes"] = (0, ("plus", 1))

TOWNS_CITIES = ["town", "city"]
EXPLORERS_TOWNS = ["explorer", "town"]


# ---- decisions --------------------------------------------------------------------------------

def damage_distinct_frame(player: int, land: str, n: int, kinds) -> dict:
    return {"kind": "damage_distinct", "player": player, "land": land, "n": n, "kinds": list(kinds), "chosen": []}


class DamageDistinct(X.Decision):
    """``n`` points of damage, each to a different piece of ``kinds`` in ``land``: the pieces
    are chosen first (``chosen``, as [kind, damage taken]), then each takes 1 damage."""

    kind = "damage_distinct"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.damage_distinct",
                "args": {"land": frame["land"], "n": frame["n"] - len(frame["chosen"])}}

    def left(self, state, frame) -> list[tuple[str, int]]:
        """The pieces not chosen yet, one (kind, damage taken) each."""
        here = state["lands"][frame["land"]]
        out = [(k, d) for k in frame["kinds"] for d in here[k]]
        for k, d in frame["chosen"]:
            out.remove((k, d))
        return out

    def legal(self, state, frame):
        if len(frame["chosen"]) >= frame["n"]:
            return []
        land, left = frame["land"], self.left(state, frame)
        return [{"do": "hit", "piece": k, "damage": d, "label": f"1 damage to a {k} in {land}",
                 "target": X.piece_target(land, k, d)}
                for k, d in A.pieces_of(state, land, frame["kinds"]) if (k, d) in left]

    def settle(self, ctx, frame):
        left, room = self.left(ctx.state, frame), frame["n"] - len(frame["chosen"])
        if room <= 0 or not left:
            self.strike(ctx, frame)
        elif len(left) <= room:  # every piece left is hit: nothing to decide
            frame["chosen"] += [list(p) for p in left]
        elif len(set(left)) == 1:
            frame["chosen"].append(list(left[0]))
        else:
            return False
        return True

    def apply(self, ctx, frame, action):
        frame["chosen"].append([action["piece"], action["damage"]])

    def strike(self, ctx, frame):
        ctx.pop()
        land = frame["land"]
        # the most damaged first, so a piece just hit is never taken for another one alike
        for kind, taken in sorted(frame["chosen"], key=lambda c: -c[1]):
            A.damage(ctx, kind, land, A.index_of(ctx.state, land, kind, taken), 1)


def elements_frame(player: int, n: int, store_as: str) -> dict:
    return {"kind": "choose_elements", "player": player, "n": n, "chosen": [], "store": store_as}


class ChooseElements(X.Decision):
    """``n`` different elements, one at a time; the list goes to the effect's vars[store]."""

    kind = "choose_elements"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.choose_elements", "args": {"n": frame["n"] - len(frame["chosen"])}}

    def legal(self, state, frame):
        return [{"do": "element", "element": e, "label": e, "target": "prompt", "group": f"element:{e}"}
                for e in D.ELEMENTS if e not in frame["chosen"]]

    def settle(self, ctx, frame):
        return False  # every answer is a real choice

    def apply(self, ctx, frame, action):
        frame["chosen"].append(action["element"])
        if len(frame["chosen"]) >= frame["n"]:
            ctx.pop()
            store(ctx, frame["store"], list(frame["chosen"]))


def reclaim_frame(seat: int) -> dict:
    return {"kind": "reclaim_one", "player": seat}


class ReclaimOne(X.Decision):
    """As Time passes: one of the spirit's played cards back to its hand instead of its discard,
    or none ("done")."""

    kind = "reclaim_one"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.reclaim_one", "args": {}}

    def legal(self, state, frame):
        played = S.panel(state, frame["player"])["played"]
        out = [{"do": "reclaim", "card": c, "label": f"reclaim {c}", "target": f"card:{c}"}
               for c in played]
        return out + [dict(X.DONE, label="Reclaim none")] if out else []

    def apply(self, ctx, frame, action):
        ctx.pop()
        if action["do"] == "reclaim":
            p = S.panel(ctx.state, frame["player"])
            p["played"].remove(action["card"])
            p["hand"].append(action["card"])
            ctx.log("horizons.log.reclaimed_one", seat=frame["player"], card=action["card"])


def give_frame(giver: int, receiver: int, store_as: str) -> dict:
    return {"kind": "give_card", "player": giver, "to": receiver, "store": store_as}


class GiveCard(X.Decision):
    """A card of the spirit's hand it may give another spirit (Entwined Power's threshold), or
    none ("done"); the card goes to the effect's vars[store] (None: none), given once both have
    chosen. Hands are open among the spirits: everyone sees the choice."""

    kind = "give_card"

    def prompt(self, state, frame):
        return {"key": "horizons.prompt.give_card", "args": {"to": frame["to"]}}

    def legal(self, state, frame):
        hand = S.panel(state, frame["player"])["hand"]
        out = [{"do": "give", "card": c, "label": f"give {c}", "target": f"card:{c}"} for c in hand]
        return out + [dict(X.DONE, label="Give none")]

    def settle(self, ctx, frame):
        if S.panel(ctx.state, frame["player"])["hand"]:
            return False
        ctx.pop()  # an empty hand gives nothing
        store(ctx, frame["store"], None)
        return True

    def apply(self, ctx, frame, action):
        ctx.pop()
        store(ctx, frame["store"], action["card"] if action["do"] == "give" else None)


FRAMES = (DamageDistinct, ChooseElements, ReclaimOne, GiveCard)
# the loader's check knows these frames' fields (registered here, beside the frames)
FC.FRAME_FIELDS.update({
    "damage_distinct": ({"land", "n", "kinds", "chosen"}, set()),
    "choose_elements": ({"n", "chosen", "store"}, set()),
    "reclaim_one": (set(), set()),
    "give_card": ({"to", "store"}, set()),
})
FC.BELOW.update({"damage_distinct": {"effect"}, "choose_elements": {"effect"}, "reclaim_one": {"round"},
                 "give_card": {"effect"}})


# ---- operations -------------------------------------------------------------------------------

@O.OPS.define("damage_distinct")
def _damage_distinct(ctx, effect, step):
    """``n`` damage in the land, each point to a different one of ``kinds`` (invaders unless stated)."""
    n, kinds = O.amount(ctx.state, effect, step["n"]), step.get("kinds", O.INVADERS)
    if n > 0:  # a bonus point also goes to a piece not hit yet
        return damage_distinct_frame(effect["player"], effect["land"], n + O.damage_bonus(ctx, effect, kinds), kinds)


@O.OPS.define("choose_elements")
def _choose_elements(ctx, effect, step):
    """The target spirit (``who``) chooses ``n`` different elements; the list goes to vars[as]."""
    return elements_frame(O.seat_of(effect, step.get("who", "target")), step["n"], step["as"])


@O.OPS.define("gain_elements")
def _gain_elements(ctx, effect, step):
    """The target spirit has the elements in vars[from] for this round; the user too when the
    target is another spirit (Elemental Boon)."""
    chosen = effect["vars"].get(step["from"], [])
    target = O.seat_of(effect, "target")
    for seat in sorted({target, effect["player"]}):
        ctx.state["effects"].append({"kind": "elements", "seat": seat, "elements": list(chosen)})
        ctx.log("horizons.log.elements_gained", seat=seat, elements=list(chosen))


@O.OPS.define("reclaim_at_time_passes")
def _reclaim_at_time_passes(ctx, effect, step):
    """When Time passes the spirit (``who``) may reclaim 1 of its played cards instead of
    discarding it (phases.time_passes_asks asks it then)."""
    seat = O.seat_of(effect, step.get("who", "target"))
    ctx.state["effects"].append({"kind": "at_time_passes", "frame": reclaim_frame(seat)})
    ctx.log("horizons.log.may_reclaim", seat=seat)


@O.OPS.define("in_presence_lands")
def _in_presence_lands(ctx, effect, step):
    """Run ``program`` in every land where the spirit (``who``) has presence, in island order."""
    seat = O.seat_of(effect, step.get("who", "target"))
    isle, mine = A.isle_of(ctx.state), S.presence_lands_of(ctx.state, seat)
    ctx.push_all([O.sub(effect, step["program"], land=l) for l in isle.land_ids if l in mine])


# ---- the programs -----------------------------------------------------------------------------

def choose_one(first: tuple[str, list[dict]], second: tuple[str, list[dict]]) -> list[dict]:
    """"Choose one": the option's label key and its steps, twice."""
    return [{"op": "choose", "options": [f"horizons.option.{first[0]}", f"horizons.option.{second[0]}"]},
            {"op": "if", "cond": {"var": "choice", "is": 0}, "then": first[1], "else": second[1]}]


def terrain(*names: str) -> dict:
    return {"terrain": list(names)}


def fear(n) -> dict:
    return {"op": "fear", "n": n}


def damage(n) -> dict:
    return {"op": "damage", "n": n}


def defend(n: int) -> dict:
    return {"op": "defend", "n": n}


def push(n, kinds, up_to: bool = False) -> dict:
    return {"op": "push", "n": n, "kinds": list(kinds), "up_to": up_to}


def gather(n, kinds, up_to: bool = False) -> dict:
    return {"op": "gather", "n": n, "kinds": list(kinds), "up_to": up_to}


REMOVE_BLIGHT = {"op": "remove_blight", "n": 1}
ADD_BLIGHT = {"op": "add", "piece": "blight", "n": 1}
PER_DAHAN = {"count": ["dahan"]}
PER_BLIGHT = {"count": ["blight"]}
HAS_BLIGHT = {"has": ["blight"]}

O.define_programs({
    "savage_mawbeasts": [
        {"op": "if", "cond": terrain("jungle", "wetland"), "then": [fear(1), damage(1)]},
        {"op": "if", "cond": {"threshold": 0}, "then": [damage(1)]},
    ],
    "voracious_growth": choose_one(("damage_2", [damage(2)]), ("remove_blight", [REMOVE_BLIGHT])),
    "rouse_the_trees_and_stones": [damage(2), push(1, ["explorer"])],
    "encompassing_ward": [{"op": "in_presence_lands", "who": "target", "program": [defend(2)]}],
    "song_of_sanctity": [
        {"op": "if", "cond": {"has": ["explorer"]}, "then": [push("all", ["explorer"])], "else": [REMOVE_BLIGHT]},
    ],
    "uncanny_melting": [
        {"op": "if", "cond": {"has": ["invaders"]}, "then": [fear(1)]},
        {"op": "if", "cond": terrain("sands", "wetland"), "then": [REMOVE_BLIGHT]},
    ],
    "shadows_of_the_burning_forest": [
        fear(2),
        {"op": "if", "cond": terrain("mountain", "jungle"), "then": [push(1, ["explorer"]), push(1, ["town"])]},
    ],
    "steam_vents": [
        {"op": "if", "cond": {"threshold": 0},
         "then": [{"op": "destroy", "n": 1, "kinds": EXPLORERS_TOWNS}],
         "else": [{"op": "destroy", "n": 1, "kinds": ["explorer"]}]},
    ],
    "veil_the_nights_hunt": choose_one(("dahan_damage_distinct", [{"op": "damage_distinct", "n": PER_DAHAN}]),
                                       ("push_dahan_3", [push(3, ["dahan"], up_to=True)])),
    "elemental_boon": [
        {"op": "choose_elements", "who": "target", "n": 3, "as": "elements"},
        {"op": "gain_elements", "from": "elements"},
    ],
    "devouring_ants": [
        fear(1),
        {"op": "if", "cond": terrain("jungle", "sands"), "then": [damage(2)], "else": [damage(1)]},
        {"op": "destroy", "n": 1, "kinds": ["dahan"]},
    ],
    "dark_and_tangled_woods": [fear(2), {"op": "if", "cond": terrain("mountain", "jungle"), "then": [defend(3)]}],
    "sap_the_strength_of_multitudes": [defend(5)],  # its threshold is range: RANGE_BY_THRESHOLD above
    "drift_down_into_slumber": [
        {"op": "if", "cond": terrain("jungle", "sands"), "then": [defend(4)], "else": [defend(1)]},
    ],
    "land_of_haunts_and_embers": [
        {"op": "if", "cond": HAS_BLIGHT,
         "then": [fear(4), push(4, EXPLORERS_TOWNS, up_to=True)],
         "else": [fear(2), push(2, EXPLORERS_TOWNS, up_to=True)]},
        ADD_BLIGHT,
    ],
    "natures_resilience": [
        {"op": "if", "cond": {"threshold": 0},
         "then": [{"op": "if", "cond": HAS_BLIGHT,
                   "then": choose_one(("defend_6", [defend(6)]), ("remove_blight", [REMOVE_BLIGHT])),
                   "else": [defend(6)]}],
         "else": [defend(6)]},
    ],
    "visions_of_fiery_doom": [
        fear(1),
        push(1, EXPLORERS_TOWNS),
        {"op": "if", "cond": {"threshold": 0}, "then": [fear(1)]},
    ],
    "pull_beneath_the_hungry_earth": [
        {"op": "if", "cond": {"presence": True}, "then": [fear(1), damage(1)]},
        {"op": "if", "cond": terrain("sands", "wetland"), "then": [damage(1)]},
    ],
    "call_of_the_dahan_ways": [
        {"op": "if", "cond": {"threshold": 0},
         "then": [{"op": "replace", "n": 1, "kinds": EXPLORERS_TOWNS, "into": "dahan"}],
         "else": [{"op": "replace", "n": 1, "kinds": ["explorer"], "into": "dahan"}]},
    ],
    "call_to_bloodshed": choose_one(("damage_per_dahan", [damage(PER_DAHAN)]),
                                    ("gather_dahan_3", [gather(3, ["dahan"], up_to=True)])),
    "call_to_isolation": choose_one(("push_explorer_town_per_dahan", [push(PER_DAHAN, EXPLORERS_TOWNS)]),
                                    ("push_dahan_1", [push(1, ["dahan"])])),
    "call_to_migrate": [gather(3, ["dahan"], up_to=True), push(3, ["dahan"], up_to=True)],
    "call_to_tend": choose_one(("remove_blight", [REMOVE_BLIGHT]), ("push_dahan_3", [push(3, ["dahan"], up_to=True)])),
    "quicken_the_earths_struggles": choose_one(
        ("damage_each_town_city", [{"op": "damage_each", "n": 1, "kinds": TOWNS_CITIES}]),
        ("defend_10", [defend(10)])),
    "delusions_of_danger": choose_one(("push_explorer_1", [push(1, ["explorer"])]), ("fear_2", [fear(2)])),
    "drought": [
        {"op": "if", "cond": {"has": ["town"], "at_least": 4},
         "then": [{"op": "destroy", "n": 3, "kinds": ["town"]}],
         "else": [{"op": "destroy", "n": "all", "kinds": ["town"]}]},
        {"op": "damage_each", "n": 1, "kinds": TOWNS_CITIES},
        ADD_BLIGHT,
        {"op": "if", "cond": {"threshold": 0}, "then": [{"op": "destroy", "n": 1, "kinds": ["city"]}]},
    ],
    "gift_of_constancy": [
        {"op": "energy", "who": "target", "n": 2},
        {"op": "reclaim_at_time_passes", "who": "target"},
        {"op": "if", "cond": {"self": False}, "then": [{"op": "reclaim_at_time_passes", "who": "user"}]},
    ],
    "enticing_splendor": choose_one(("gather_explorer_town_1", [gather(1, EXPLORERS_TOWNS)]),
                                    ("gather_dahan_2", [gather(2, ["dahan"], up_to=True)])),
    "entrancing_apparitions": [
        defend(2),
        {"op": "if", "cond": {"not": {"has": ["invaders"]}}, "then": [gather(2, ["explorer"], up_to=True)]},
    ],
    "gift_of_living_energy": [
        {"op": "energy", "who": "target", "n": 1},
        {"op": "if", "cond": {"self": False}, "then": [{"op": "energy", "who": "target", "n": 1}]},
        {"op": "if", "cond": {"sacred_sites": 2}, "then": [{"op": "energy", "who": "target", "n": 1}]},
    ],
    "gift_of_power": [{"op": "gain_card", "who": "target", "decks": ["minor"]}],
    "gnawing_rootbiters": [push(2, ["town"], up_to=True)],
    "lure_of_the_unknown": [gather(1, EXPLORERS_TOWNS)],
    "purifying_flame": [
        {"op": "if", "cond": {"all": [terrain("mountain", "sands"), HAS_BLIGHT]},
         "then": choose_one(("damage_per_blight", [damage(PER_BLIGHT)]), ("remove_blight", [REMOVE_BLIGHT])),
         "else": [damage(PER_BLIGHT)]},
    ],
    "rain_of_blood": [fear(2), {"op": "if", "cond": {"has": TOWNS_CITIES, "at_least": 2}, "then": [fear(1)]}],
    "reaching_grasp": [{"op": "round_effect", "effect": {"kind": "range", "seat": "target", "n": 2}}],
})


# ---- what the loader must know of these operations ------------------------------------------------

def _elements_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "seat", "elements"} and entry["seat"] in [int(k) for k in state["spirits"]] \
        and isinstance(entry["elements"], list) and len(entry["elements"]) == len(set(entry["elements"])) == 3 \
        and all(e in D.ELEMENTS for e in entry["elements"])


def _reclaim_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "frame"} and any(entry["frame"] == reclaim_frame(int(k)) for k in state["spirits"])


FC.EFFECT_CHECKS.update({"elements": _elements_ok, "at_time_passes": _reclaim_ok})
FC.SEAT_OPS["choose_elements"] = FC.who_decides
FC.AT_TIME_PASSES.add("reclaim_one")

"""Fathomless Mud of the Swamp: its four unique powers and its innate power as programs (ops.py),
and the operation its innate's first level needs. Its special rule (a Build where it has a
sacred site places an explorer) is a standing rule (spirit.STANDING_RULES), which the Build in
phases.py reads.
"""

from __future__ import annotations

from . import acts as A
from . import decide as X
from . import ops as O
from . import pieces as P
from . import spirit as S
from . import targeting as T


def mire_origins(state: dict, effect: dict) -> list[str]:
    """The user's sacred sites the innate's range can count from: those within its range of the
    target (with any range added this round), the target itself too when it is one (then the
    presence does not move)."""
    seat, land, power = effect["player"], effect["land"], effect["power"]
    reach = T.steps(state, seat, power).steps + T.range_bonus(state, seat, power)
    near = A.isle_of(state).within([land], reach)
    return [l for l in O.sacred_sites(state, seat) if l in near]


@O.OPS.define("mire_origin")
def _mire_origin(ctx, effect, step):
    """Level 1: which sacred site the moving presence comes from (asked when there are several)."""
    origins = mire_origins(ctx.state, effect)
    if len(origins) == 1:
        effect["vars"]["origin"] = origins[0]
    elif origins:
        return X.land_frame(effect["player"], origins, "origin", "origin")


@O.OPS.define("move_presence")
def _move_presence(ctx, effect, step):
    """Move one of the user's presence from vars[from] into the target land (none: nothing)."""
    origin, land, seat = effect["vars"].get(step["from"]), effect["land"], effect["player"]
    if origin is None or origin == land or not ctx.state["lands"][origin]["presence"].get(str(seat)):
        return
    here = ctx.state["lands"][origin]["presence"]
    here[str(seat)] -= 1
    if not here[str(seat)]:
        del here[str(seat)]
    P.add_presence(ctx.state, land, seat)
    ctx.log("horizons.log.presence_moved", seat=seat, land=origin, to=land)


HURT = [{"op": "fear", "n": 1}, {"op": "damage", "n": 1}, {"op": "push", "n": 1, "kinds": ["dahan"]}]

# Offer No Firm Foundations holds in its sacred sites (the Build reads it: phases.foundations).
S.STANDING_RULES["offer_no_firm_foundations"] = S.sacred_site_lands


O.define_programs({
    "exaltation_of_tangled_growth": [
        {"op": "offer_pay", "who": "target", "n": 1, "as": "target_pays"},
        {"op": "if", "cond": {"var": "target_pays", "is": 0}, "then": [{"op": "pay", "who": "target", "n": 1}, {"op": "gain_card", "who": "target"}]},
        {"op": "offer_pay", "who": "user", "n": 2, "as": "user_pays"},
        {"op": "if", "cond": {"var": "user_pays", "is": 0},
         "then": [{"op": "pay", "who": "user", "n": 2}, {"op": "gain_card", "who": "user"}]},
    ],
    "foul_vapors_and_fetid_muck": [
        {"op": "fear", "n": 1},
        {"op": "push", "n": 2, "up_to": True, "kinds": ["explorer"]},
    ],
    "intractable_thickets_and_thorns": [
        {"op": "fear", "n": 1},
        {"op": "defend", "n": 5},
    ],
    "open_shifting_waterways": [
        {"op": "gather", "n": 2, "up_to": True, "kinds": ["dahan"]},
        {"op": "if", "cond": {"all": [{"has": ["dahan"]}, {"has": ["invaders"]}]},
         "then": [{"op": "fear", "n": 1}, {"op": "damage", "n": 1}]},
    ],
    "spreading_and_dreadful_mire": [
        {"op": "if", "cond": {"level": 0},
         "then": [{"op": "mire_origin"}, {"op": "move_presence", "from": "origin"}]},
        *O.next_level(1, HURT),
        *O.next_level(2, HURT),
        *O.next_level(3, [{"op": "damage", "n": 2}]),
    ],
})

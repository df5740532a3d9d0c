"""Rising Heat of Stone and Sand: its four unique powers and its innate power as programs
(ops.py), the operation Stinging Sandstorm needs, and its special rule.

Blistering Heat (decision D06): invaders in a land with its sacred site have 1 less health,
never below 1 (explorers are unchanged). It is a standing rule: ``pieces.health_of`` asks
``pieces.HEALTH_CHANGES``, which this module fills, so every damage counts the lowered health;
an invader whose damage taken already reaches it (the sacred site forms under it, or it enters
such a land) is destroyed at once with its usual fear, by ``acts.overdamaged`` (after a move) and
``acts.overdamaged_everywhere`` (the game's check before every step of the flow: presence added,
moved or destroyed anywhere). When the sacred site goes or the invader leaves, its health is
back; the damage it took stays until Time passes.
"""

from __future__ import annotations

from . import acts as A
from . import decide as X
from . import ops as O
from . import pieces as P
from . import spirit as S
from . import spirit_mud  # noqa: F401  (its move_presence operation)

SPIRIT = "rising_heat_of_stone_and_sand"


def blistering_heat(state: dict, piece: str, land: str) -> int:
    """-1 health for each Rising Heat whose sacred site the land is (one in the solo game). The
    loader's check of the pieces asks this before it has checked the spirits and presence: what is
    ill-formed there counts as no sacred site here (and is refused by the checks that follow)."""
    spirits, presence = state.get("spirits"), state["lands"][land].get("presence")
    if not isinstance(spirits, dict) or not isinstance(presence, dict):
        return 0
    return -sum(1 for key, panel in spirits.items()
                if isinstance(panel, dict) and panel.get("spirit") == SPIRIT
                and type(presence.get(key)) is int and presence[key] >= 2)


def in_play(state: dict) -> bool:
    """Rising Heat plays in this game (else no land needs checking for its Blistering Heat)."""
    return any(isinstance(panel, dict) and panel.get("spirit") == SPIRIT for panel in state["spirits"].values())


P.HEALTH_CHANGES.append(blistering_heat)
P.HEALTH_IN_PLAY.append(in_play)
S.STANDING_RULES["blistering_heat"] = S.sacred_site_lands  # where the board shows it


@O.OPS.define("presence_origin")
def _presence_origin(ctx, effect, step):
    """Stinging Sandstorm's gather: which adjacent land one of the user's presence comes from
    (up to 1: the user may decline; none adjacent: nothing)."""
    seat, land = effect["player"], effect["land"]
    near = [l for l in A.isle_of(ctx.state).adjacent(land) if ctx.state["lands"][l]["presence"].get(str(seat))]
    if near:
        return X.land_frame(seat, near, "origin", "gather_presence", optional=True)


O.define_programs({
    "call_on_herders_for_aid": [
        {"op": "gather", "n": 2, "up_to": True, "kinds": ["dahan"]},
        # one push for each dahan there once the gather is done (counted then)
        {"op": "push", "n": {"count": ["dahan"]}, "up_to": True, "kinds": ["explorer", "town", "dahan"]},
    ],
    # solo: the other spirit is the user itself. The target chooses whether to pay; the user (who
    # decides what the card leaves open: digest, Who decides) chooses the option and the land
    # among the target's presence lands, and allocates the damage
    "gift_of_searing_heat": [
        {"op": "choose", "options": ["horizons.option.gain_2_energy", "horizons.option.pay_for_damage"]},
        {"op": "if", "cond": {"var": "choice", "is": 0}, "then": [{"op": "energy", "n": 2}],
         "else": [
             {"op": "offer_pay", "who": "target", "n": 1, "as": "target_pays"},
             {"op": "if", "cond": {"var": "target_pays", "is": 0}, "then": [
                 {"op": "pay", "who": "target", "n": 1},
                 {"op": "choose_land", "lands": "target_presence", "as": "burn", "purpose": "searing_heat"},
                 {"op": "at", "lands": {"var": "burn"}, "program": [{"op": "damage", "n": 1}]},
             ]},
         ]},
    ],
    "stinging_sandstorm": [
        {"op": "presence_origin"},
        {"op": "move_presence", "from": "origin"},
        {"op": "fear", "n": 1},
        {"op": "damage", "n": 1},
    ],
    # D05: 1 fear (the card template and the katalog; one engine leaves it out). The skip is
    # used up by the first Ravage or Build in the land this round (phases.skipped): "up to 1"
    # is read as the player always taking it, as skipping either never helps the invaders.
    "sweltering_exhaustion": [
        {"op": "fear", "n": 1},
        {"op": "round_effect", "effect": {"kind": "skip", "land": "target", "actions": ["ravage", "build"],
                                          "once": True}},
    ],
    "scorch_with_waves_of_heat": [
        {"op": "if", "cond": {"level": 0}, "then": [{"op": "damage", "n": 2, "kinds": ["explorer"]}]},
        *O.next_level(1, [{"op": "damage", "n": 2}]),
        *O.next_level(2, [{"op": "damage", "n": 2}]),
        *O.next_level(3, [{"op": "damage_each", "n": 1, "kinds": list(P.INVADERS)}]),
    ],
})

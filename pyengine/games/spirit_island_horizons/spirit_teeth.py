"""Devouring Teeth Lurk Underfoot: its four unique powers and its innate power as programs
(ops.py), the operation its innate's first level needs, and its two damage bonuses, which fill
ops.DAMAGE_BONUS (the first damage step of one use of a power takes them):

* Territorial Aggression (its special rule): every damage-dealing power it uses deals +1 damage in
  total. Ours where the sources are silent: a repeat of a power (Powerstorm, a card's own repeat)
  is another use and gets its own +1 (it resolves the power's effects anew, like any use); the +1
  follows the step it joins (Ferocious Rampage's explorers/towns only; a "to different invaders"
  point to one not hit yet; after "n damage to each", 1 more the user allocates among those
  pieces); the +1 goes to the use's first damage step with an amount and a piece to hit (a
  power whose damage comes to 0 this use, or finds nothing to hit, gets none).
  Fear cards, the dahan's counter-attack and the damage a one-round effect owes later
  (Vengeance of the Dead's) are not a use of its powers.
* Gift of Furious Might: once this round the target spirit's next damage-dealing power deals +3
  damage in total. Ours: the "may" is always taken (more damage is never worse for the spirit's
  own power), on the first damage step after the Gift that has a piece to hit (as above).
"""

from __future__ import annotations

from . import data as D
from . import decide as X
from . import ops as O
from . import spirit as S

SPIRIT = "devouring_teeth_lurk_underfoot"
MIGHT = "furious_might"  # the Gift's one-round effect: {"kind", "seat"}
MIGHT_BONUS = 3


def a_use(state: dict, effect: dict, root: dict) -> bool:
    """The effect is a use of a power card or an innate power of the user: its first frame runs that
    power's own program (a fear card's, or a program a one-round effect runs later, is not)."""
    power = root.get("power")
    if power not in D.POWERS and power not in D.innate_powers(S.panel(state, effect["player"])["spirit"]):
        return False
    return root["program"] == O.program(power)


def _territorial_aggression(ctx, effect, root) -> int:
    if S.panel(ctx.state, effect["player"])["spirit"] != SPIRIT or not a_use(ctx.state, effect, root):
        return 0
    ctx.log("horizons.log.territorial_aggression", seat=effect["player"], power=root["power"], n=1)
    return 1


def _furious_might(ctx, effect, root) -> int:
    seat = effect["player"]
    gift = next((e for e in ctx.state["effects"] if e["kind"] == MIGHT and e["seat"] == seat), None)
    if gift is None or not a_use(ctx.state, effect, root):
        return 0
    ctx.state["effects"].remove(gift)  # once this round
    ctx.log("horizons.log.furious_might", seat=seat, power=root["power"], n=MIGHT_BONUS)
    return MIGHT_BONUS


O.DAMAGE_BONUS.extend([_territorial_aggression, _furious_might])


@O.OPS.define("gather_presence")
def _gather_presence(ctx, effect, step):
    """The innate's first level: with none of the user's presence in the target, 1 of it is
    gathered in from an adjacent land (asked when several have some); vars[from] names the land."""
    state, land, seat = ctx.state, effect["land"], effect["player"]
    if state["lands"][land]["presence"].get(str(seat)):
        return None
    near = [l for l in O.lands(state, effect, "adjacent") if state["lands"][l]["presence"].get(str(seat))]
    if len(near) == 1:
        effect["vars"][step["as"]] = near[0]
    elif near:
        return X.land_frame(seat, near, step["as"], "gather_presence")
    return None


O.define_programs({
    "ferocious_rampage": [
        {"op": "fear", "n": 1},
        {"op": "damage", "n": 3, "kinds": ["explorer", "town"]},
    ],
    "gift_of_furious_might": [
        {"op": "round_effect", "effect": {"kind": MIGHT, "seat": "target"}},
    ],
    "herd_towards_the_lurking_maw": [
        {"op": "fear", "n": 1},
        {"op": "gather", "n": 1, "up_to": True, "kinds": ["explorer", "town"]},
    ],
    "mark_territory_with_scars_and_teeth": [
        {"op": "defend", "n": 9},
        {"op": "if", "cond": {"has": ["invaders"]},
         "then": [{"op": "fear", "n": 2}, {"op": "push", "n": 2, "kinds": ["dahan"]}]},
    ],
    "death_approaches_from_beneath_the_surface": [
        {"op": "if", "cond": {"level": 0},
         "then": [{"op": "gather_presence", "as": "origin"}, {"op": "move_presence", "from": "origin"}]},
        *O.next_level(1, [{"op": "damage", "n": 1}]),
        *O.next_level(2, [{"op": "damage", "n": 2}]),
        *O.next_level(3, [{"op": "fear", "n": 2}, {"op": "damage", "n": 4}]),
    ],
})

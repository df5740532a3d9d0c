"""Eyes Watch from the Trees: its four unique powers and its innate power as programs (ops.py),
and its special rule, Dahan Trust the Watchers: whenever one of its powers (card or innate) gives
Defend to exactly one land, afterwards it may gather up to 1 dahan into that land.

The rule's moment: phases.AFTER_USE puts a ``dahan_trust`` effect under each power this spirit
uses (so it runs once the power is done); acts.AFTER_DEFEND tells it each land the power defends
(the topmost such effect on the flow is the use under way: a fear card, run in the invader phase,
has none under it). rules.py imports this module after major_powers, so this hook's frame lies
right under the power, above Powerstorm's repeat offer: the gather comes first. One gather per use: a power repeated (Powerstorm) is another use.
Ours (the sources are silent): "exactly one land" counts distinct lands, so a power defending the
same land twice still gives its gather; a use that defends two lands gives none.
"""

from __future__ import annotations

from . import acts as A
from . import decide as X
from . import frames_check as FC
from . import ops as O
from . import phases as PH
from . import spirit as S

EYES = "eyes_watch_from_the_trees"
TRUST = [{"op": "dahan_trust"}]  # the program run once each of its powers is done


# ---- Dahan Trust the Watchers -------------------------------------------------------------------

def _after_use(state: dict, seat: int, power: str) -> dict | None:
    """phases.AFTER_USE: under each power this spirit uses, the frame that counts the lands it defends."""
    if S.panel(state, seat)["spirit"] != EYES:
        return None
    frame = O.power_frame(seat, power, TRUST)
    frame["vars"]["defended"] = []
    return frame


def _defended(ctx, land: str, n: int) -> None:
    """acts.AFTER_DEFEND: the use under way (the topmost dahan_trust frame) defended ``land``."""
    for frame in reversed(ctx.state["flow"]):
        if frame["kind"] == "effect" and frame["program"] == TRUST and frame["pc"] == 0:
            if land not in frame["vars"]["defended"]:
                frame["vars"]["defended"].append(land)
            return


PH.AFTER_USE.append(_after_use)
A.AFTER_DEFEND.append(_defended)
FC.MADE_PROGRAMS["dahan_trust"] = lambda program: program == TRUST


@O.OPS.define("dahan_trust")
def _dahan_trust(ctx, effect, step):
    """Once the power is done: exactly one land defended -> gather up to 1 dahan into it."""
    lands = effect["vars"].get("defended", [])
    if len(lands) != 1:
        return None
    effect["land"] = lands[0]
    ctx.log("horizons.log.dahan_trust", seat=effect["player"], land=lands[0])
    return X.move_frame(effect["player"], "gather", lands[0], ["dahan"], 1, True)


# ---- Boon of Watchful Guarding --------------------------------------------------------------------

@O.OPS.define("boon_land")
def _boon_land(ctx, effect, step):
    """The land (where the target spirit has presence) the Boon defends: vars["boon_land"]
    (asked when there are several)."""
    lands = sorted(S.presence_lands_of(ctx.state, O.seat_of(effect, "target")))
    if len(lands) == 1:
        effect["vars"]["boon_land"] = lands[0]
    elif lands:
        return X.land_frame(effect["player"], lands, "boon_land", "boon")


O.define_programs({
    "boon_of_watchful_guarding": [
        {"op": "boon_land"},
        {"op": "offer_pay", "who": "target", "n": 1, "as": "boon_pays"},
        {"op": "at", "lands": {"var": "boon_land"}, "program": [
            {"op": "if", "cond": {"var": "boon_pays", "is": 0},
             "then": [{"op": "pay", "who": "target", "n": 1}, {"op": "defend", "n": 8}],
             "else": [{"op": "defend", "n": 4}]}]},
    ],
    "eerie_noises_and_moving_trees": [
        {"op": "fear", "n": 2},
        {"op": "push", "n": 2, "up_to": True, "kinds": ["explorer", "town"]},
    ],
    "mysterious_abductions": [
        {"op": "fear", "n": 1},
        {"op": "damage", "n": 1},
    ],
    "whispered_guidance_through_the_night": [
        {"op": "gather", "n": 3, "up_to": True, "kinds": ["dahan"]},
        {"op": "if", "cond": {"all": [{"has": ["dahan"]}, {"has": ["invaders"]}]}, "then": [{"op": "fear", "n": 1}]},
    ],
    # a replacing innate: S.innate_levels gives only the highest level reached, so one branch runs
    "mischief_and_sabotage": [
        {"op": "if", "cond": {"level": level}, "then": [{"op": "fear", "n": fear}, {"op": "defend", "n": defend}]}
        for level, (fear, defend) in enumerate([(1, 2), (1, 4), (3, 6), (5, 12)])
    ],
})

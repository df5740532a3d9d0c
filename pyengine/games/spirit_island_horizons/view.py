"""What a seat (or a spectator) may see of a Horizons position: the island, the invader track,
fear and terror, the blight pool, each spirit's panel with its hand and drawn cards (the spirits
play together with open hands: every seat and a spectator see the same board). Hidden: every
deck's order (counts only), the earned fear cards (face down: a count), the fear cards not in
this game and the invader cards removed at setup. This is the only place that hides them.
"""

from __future__ import annotations

from . import data as D
from . import fear as F
from . import invaders as I
from . import pieces as P
from . import spirit as S
from .acts import isle_of
from .phases import available
from .together import KIND as TOGETHER


def _phase(state: dict) -> str:
    """The phase under way, from the frames: the round frame names the next one."""
    kinds = [f["kind"] for f in state["flow"]]
    if "invaders" in kinds:
        return "invader"
    for f in reversed(state["flow"]):
        if f["kind"] == "powers":
            return f["speed"]
        if f["kind"] in ("spirit", "grow", "place", "keep", "forget"):
            return "spirit"
    return "over" if not state["flow"] else "spirit"


GROWING = ("grow", "place", "gain_deck", "keep", "forget")


def _step(state: dict) -> str | None:
    """The step of the phase under way, for the phase tracker: growth or cards in the spirit
    phase (of the spirit deciding now), the invader step (fear, ravage, build, explore, advance)."""
    for f in reversed(state["flow"]):
        if f["kind"] == "invaders":
            return f["step"]
        if f["kind"] in GROWING:
            return "growth"
        if f["kind"] == "spirit":
            return "growth" if f["step"] == "growth" else "cards"
    return None


def _spirit(state: dict, seat: int) -> dict:
    p = S.panel(state, seat)
    sid = p["spirit"]
    shown = {
        "seat": seat, "spirit": sid, "board": p["board"], "energy": p["energy"],
        "tracks": {t: {"spaces": D.track(sid, t), "uncovered": p["tracks"][t] + 1} for t in S.TRACKS},
        "energy_per_turn": S.energy_per_turn(state, seat), "card_plays": S.card_plays(state, seat),
        "plays_left": S.plays_left(state, seat), "elements": S.elements(state, seat),
        "growth_options": S.growth_options(state, seat), "growth": p["growth"],
        "played": list(p["played"]), "discard": list(p["discard"]), "forgotten": list(p["forgotten"]),
        "used": list(p["used"]), "hand": list(p["hand"]), "drawn": list(p["drawn"]),
        "hand_count": len(p["hand"]), "drawn_count": len(p["drawn"]),
        "innates": [{"id": i, "levels": S.innate_levels(state, seat, i)} for i in D.innate_powers(sid)],
        "thresholds": {c: S.thresholds_met(state, seat, c) for c in p["played"]},
        "destroyed_presence": state["destroyed_presence"].get(str(seat), 0),
        "special_rules": D.special_rules(sid),
        "rules_in_effect": S.standing_rules(state, seat),
    }
    return shown


FACTS = ("deck", "cost", "speed", "range", "target", "elements", "thresholds", "levels", "mode", "terror_levels")


def card_facts(ids) -> dict:
    """What the board draws of each card shown (the data's facts; their words are the page's
    catalog's, by the card's id): the board has no copy of the data."""
    return {c: {k: D.NAMED[c][k] for k in FACTS if k in D.NAMED[c]} for c in ids if c in D.NAMED}


def _shown_cards(view: dict) -> list[str]:
    ids = [c for d in view["powers"].values() for c in d["discard"]] + list(view["fear"]["discard"])
    if view["fear"]["resolving"]:
        ids.append(view["fear"]["resolving"])
    for sp in view["spirits"]:
        for zone in ("hand", "drawn", "played", "discard", "forgotten"):
            ids += sp[zone]
        ids += [i["id"] for i in sp["innates"]] + list(sp["special_rules"])
    return ids


HEALTHS = ("explorer", "town", "city", "dahan")


def _land(state: dict, land: str, isle, standing: dict[int, dict]) -> dict:
    """A land's pieces, terrain and coast; ``health``: the kinds whose health here is not the
    printed one now (a standing rule, a one-round effect); ``rules``: the spirits' standing rules
    in effect here, as {rule, seat}."""
    shown = dict(state["lands"][land], terrain=isle.terrain(land), coastal=isle.coastal(land))
    shown["health"] = {k: h for k in HEALTHS if (h := P.health_of(state, k, land)) != D.health(k)}
    shown["rules"] = [{"rule": r, "seat": s} for s, rules in standing.items() for r, lands in rules.items()
                      if land in lands]
    return shown


def _together(state: dict) -> dict | None:
    """The phase the spirits play together, if one is under way: its phase, the seats not done
    yet (seat order) and the one acting now (the board marks each spirit waiting, acting or done)."""
    for f in state["flow"]:
        if f["kind"] == TOGETHER:
            return {"phase": f["phase"], "waiting": list(f["waiting"]), "acting": f["acting"]}
    return None


def board_view(state: dict, player: int | None) -> dict:
    """The same for every ``player`` and a spectator (None): nothing is one seat's alone."""
    view = _board_view(state)
    view["cards"] = card_facts(_shown_cards(view))
    return view


def stage_board(state: dict) -> dict:
    """The public island at one step of a move (the invader phase shown a step at a time): the
    lands, pools, invader track and fear, as the whole view has them.  Only public facts."""
    isle = isle_of(state)
    inv, fear = state["invader"], state["fear"]
    standing = {s: S.standing_rules(state, s) for s in sorted(int(k) for k in state["spirits"])}
    return {
        "round": state["round"],
        "phase": _phase(state),
        "step": _step(state),
        "lands": {l: _land(state, l, isle, standing) for l in isle.land_ids},
        "pools": dict(state["pools"]),
        "invaders": {"explore": inv["explore"], "build": inv["build"], "ravage": inv["ravage"],
                     "discard": list(inv["discard"]), "deck": len(inv["deck"]),
                     "stage": I.stage(state)},
        "fear": {"terror": fear["terror"], "deck": len(fear["deck"]), "earned": len(fear["earned"]),
                 "resolving": fear["resolving"], "discard": list(fear["discard"]),
                 "dividers": dict(fear["dividers"]), "pool": state["pools"]["fear"],
                 "generated": state["pools"]["generated"]},
    }


def staged_board(state: dict) -> dict:
    """``stage_board`` with the facts of the fear cards it shows (for ``Game.stage_board``)."""
    shown = stage_board(state)
    fear = shown["fear"]
    shown["cards"] = card_facts(list(fear["discard"]) + ([fear["resolving"]] if fear["resolving"] else []))
    return shown


def _board_view(state: dict) -> dict:
    phase = _phase(state)
    return {
        "layout": state["layout"],
        **stage_board(state),
        "powers": {d: {"deck": len(state["powers"][d]["deck"]), "discard": list(state["powers"][d]["discard"])}
                   for d in S.DECKS},
        "spirits": [_spirit(state, s) for s in sorted(int(k) for k in state["spirits"])],
        "together": _together(state),
        "effects": [dict(e) for e in state["effects"]],
        "rules": dict(state["rules"]),
        "available": {s: available(state, int(s), phase) for s in state["spirits"] if phase in ("fast", "slow")},
        "victory_now": F.victory(state),
    }

"""What one seat (or a spectator) may see of a Living Forest position.

This is the only place that hides information: draw-pile order (from everyone, the owner
included; only the public cards attracted onto its top are shown) and other seats' discards
(counts only).  A seat's draws are public as they happen (cards are turned face up into the
help line), in the view as in the log.
"""

from __future__ import annotations

from . import data as D
from .hooks import actions_allowed, circle, parts, phase, rack_trees
from .scoring import bonus, net_solitary, progress, strengths
from .table import order

TASK_FIELDS = ("kind", "left", "picked", "origin", "from")


def _seat_state(state: dict, i: int, now: int | None, stage: str) -> str:
    if stage == "over":
        return "done"
    seq = order(state)
    here, at = seq.index(i), seq.index(now)
    if stage == "draw":
        return "drawn" if here < at else "drawing" if here == at else "waiting"
    return "done" if here < at else "acting" if here == at else "drawn"


def _card_view(on: list):
    """A card as the view shows it (with the parts' fields)."""
    extra = [p.card_fields for p in on if p.shows_cards]
    if not extra:
        return D.card_json
    return lambda cid: {**D.card_json(cid), **{k: v for f in extra for k, v in f(cid).items()}}


def board_view(game, state: dict, player: int | None) -> dict:
    on = parts(state)
    cj = _card_view(on)
    stage = phase(state)
    top = state["flow"][-1] if state["flow"] else None
    turn = top["player"] if top else order(state)[-1]  # over: the last seat that acted
    draw = top if top and top["kind"] == "draw" else None
    drawing = draw["player"] if draw else None
    seats = []
    for i, seat in enumerate(state["seats"]):
        shown = {
            "spirit": seat["spirit"],
            "stone": seat["stone"],
            "pile": len(seat["pile"]),
            "pile_top": [cj(c) for c in seat["pile"][:seat["known"]]],
            "discard_count": len(seat["discard"]),
            "discard": [cj(c) for c in seat["discard"]] if player == i else None,
            "line": [cj(c) for c in seat["line"]],
            "fragments": seat["fragments"],
            "fires": list(seat["fires"]),
            "tiles": dict(seat["tiles"]),
            "forest": [list(row) for row in seat["forest"]],
            "bonus": bonus(seat),
            "strength": strengths(seat),
            "solitary": net_solitary(seat["line"]),
            "actions": actions_allowed(state, i) if stage == "actions" else None,
            "used": list(seat["used"]),
            "progress": progress(seat),
            "state": _seat_state(state, i, turn, stage),
        }
        for part in on:
            part.seat_view(state, seat, shown)
        seats.append(shown)
    task = top if top and top["kind"] not in ("draw", "action") else None  # a multi-pick in progress
    view = {
        "phase": stage,
        "step": top["kind"] if top else "over",
        "round": state["round"],
        "turn": turn,
        "holder": state["holder"],
        "goal": D.GOAL,
        "promo_enabled": state["rules"]["promo"],
        "circle": {"stones": circle(state), "spirits": [s["stone"] for s in state["seats"]]},
        "centre": list(state["centre"]),
        "fire_total": sum(state["centre"]),
        "market": {lv: [cj(c) if c else None for c in state["market"][lv]] for lv in D.LEVELS},
        "decks": {lv: len(state["decks"][lv]) for lv in D.LEVELS},
        "promo": [cj(c) for c in state["promo"]],
        "trees": [dict(D.tree_json(t), left=state["trees"][t]) for t in rack_trees(state)],
        "varans": len(state["varans"]),
        "forest_layout": _forest_layout(),
        "attracted": dict(state["attracted"]),
        "task": None if task is None else {k: task.get(k) for k in TASK_FIELDS},
        "seats": seats,
        "just_drawn": cj(draw["drawn"]) if draw and draw["drawn"] and player == drawing else None,
    }
    for part in on:
        part.view(state, player, view, cj)
    return view


def _forest_layout() -> dict:
    f = D.FOREST
    return {
        "columns": f["columns"],
        "rows": f["rows"],
        "start": list(f["start"]),
        "column_bonus": {k: dict(v) for k, v in f["column_bonus"].items()},
        "row_bonus": {k: dict(v) for k, v in f["row_bonus"].items()},
        "corners": [dict(c) for c in f["corners"]],
    }

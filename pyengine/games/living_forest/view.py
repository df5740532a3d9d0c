"""What one seat (or a spectator) may see of a Living Forest position.

This is the only place that hides information: draw-pile order (from
everyone, the owner included; only the public cards attracted onto its top
are shown), other seats' discards (counts only), and, while a seat draws,
its help line and the counts its draws change (others see them as they
were when its draw turn began).
"""

from __future__ import annotations

from . import data as D
from .rules import actions_allowed, bonus_animals, circle, kodama_on, order
from .scoring import bonus, goals, kodama_symbols, net_solitary, progress, strengths


def _seat_state(state: dict, i: int) -> str:
    seq = order(state)
    if state["phase"] == "over":
        return "done"
    here, now = seq.index(i), seq.index(state["turn"])
    if state["phase"] == "draw":
        return "drawn" if here < now else "drawing" if here == now else "waiting"
    return "done" if here < now else "acting" if here == now else "drawn"


def board_view(state: dict, player: int | None) -> dict:
    kodama = kodama_on(state)
    cj = D.kodama_card_json if kodama else D.card_json  # cards show their Kodama symbols and ability
    drawing = state["turn"] if state["phase"] == "draw" else None
    snap = state["draw_turn"]
    seats = []
    for i, seat in enumerate(state["seats"]):
        masked = i == drawing and player != i and snap is not None
        line_shown = not masked
        pile_top = snap["top"] if masked else seat["pile"][:seat["known"]]
        shown = {
            "spirit": seat["spirit"],
            "stone": seat["stone"],
            "pile": snap["pile"] if masked else len(seat["pile"]),
            "pile_top": [cj(c) for c in pile_top],
            "discard_count": snap["discard"] if masked else len(seat["discard"]),
            "discard": [cj(c) for c in seat["discard"]] if player == i else None,
            "line": [cj(c) for c in seat["line"]] if line_shown else None,
            "fragments": snap["fragments"] if masked else seat["fragments"],
            "fires": list(seat["fires"]),
            "tiles": dict(seat["tiles"]),
            "forest": [list(row) for row in seat["forest"]],
            "bonus": bonus(seat),
            "strength": strengths(seat) if line_shown else None,
            "solitary": net_solitary(seat["line"]) if line_shown else None,
            "actions": actions_allowed(state, i) if state["phase"] == "actions" else None,
            "used": list(seat["used"]),
            "progress": _progress(seat, line_shown),
            "state": _seat_state(state, i),
        }
        if kodama:
            shown.update(kodama=kodama_symbols(seat) if line_shown else None, element_tiles=seat["element_tiles"],
                         element_used=list(seat["element_used"]), extra=seat["extra"],
                         bonus_actions=bonus_animals(seat) if line_shown else [])
        seats.append(shown)
    varans = snap["varans"] if drawing is not None and player != drawing and snap is not None else len(state["varans"])
    task = state["task"]
    view = {
        "phase": state["phase"],
        "step": state["step"],
        "round": state["round"],
        "turn": state["turn"],
        "holder": state["holder"],
        "goal": D.GOAL,
        "promo_enabled": state["rules"]["promo"],
        "circle": {"stones": list(D.STONES), "spirits": [s["stone"] for s in state["seats"]]},
        "centre": list(state["centre"]),
        "fire_total": sum(state["centre"]),
        "market": {lv: [cj(c) if c else None for c in state["market"][lv]] for lv in D.LEVELS},
        "decks": {lv: len(state["decks"][lv]) for lv in D.LEVELS},
        "promo": [cj(c) for c in state["promo"]],
        "trees": [dict(D.tree_json(t), left=state["trees"][t]) for t in D.tree_ids(kodama)],
        "varans": varans,
        "forest_layout": _forest_layout(),
        "attracted": dict(state["attracted"]),
        "task": None if task is None else {k: task.get(k) for k in ("kind", "left", "picked", "origin", "from")},
        "seats": seats,
        "just_drawn": cj(state["just_drawn"]) if state["just_drawn"] and player == drawing else None,
    }
    if kodama:
        k = state["kodama"]
        view["circle"].update(stones=circle(state), onibi=k["onibi"])
        view["goal"], view["goals"] = D.KODAMA["goal"], goals(state)
        view["kodama"] = {
            "stacks": {s: {"top": cj(k["stacks"][s][0]) if k["stacks"][s] else None, "count": len(k["stacks"][s])}
                       for s in D.K_STACKS},
            "removed": len(k["removed"]),
            "onibi": k["onibi"],
            "call_stones": list(D.CALL_STONES),
        }
    return view


def _progress(seat: dict, line_shown: bool) -> dict:
    counts = progress(seat) if line_shown else dict(progress(dict(seat, line=[])), flowers=None)
    return counts


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

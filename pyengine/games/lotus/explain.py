"""Why a Lotus action is refused: a catalog key and raw arguments.

Every path returns ``{"key": "lotus.refuse.<name>", "args": {...}}``; the page
words it (``web/games/lotus/messages.en.js``), saying what is wrong and what the
player can do instead.  Arguments are only values the page can word: seat
numbers, flower types, card and guardian ids that exist, counts, the step and
the kind of thing tried.  Whatever the player sent that is not one of those is
never passed on.  This module must never raise, whatever the action holds.
"""

from __future__ import annotations

from . import data as D
from .rules import guardian_owner, play_limit, space_left

# the step names (the keys of lotus.refuse.now.*) in which each kind of action is possible
_STEP_OF = {"play": ("action", "play"), "exchange": ("action", "exchange"), "move": ("action",),
            "pass": ("action",), "place": ("play",), "confirm": ("exchange",), "to": ("move",),
            "reward": ("reward",), "draw": ("refill",)}
# the fields each kind of action may carry
_FIELDS = {"play": {"card"}, "exchange": {"card"}, "move": {"guardian"}, "pass": set(), "place": {"flower"},
           "confirm": set(), "to": {"flower"}, "reward": {"choice"}, "draw": {"from", "card"}}


def _refuse(name: str, **args) -> dict:
    return {"key": f"lotus.refuse.{name}", "args": args}


def _flower_type(value) -> int | None:
    """``value`` when it names a flower type (3 to 7), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and value in D.FLOWER_NAMES:
        return value
    return None


def explain(game, state: dict, action: dict) -> dict:
    step = state["step"]
    do = action.get("do")
    if not isinstance(do, str) or do not in _STEP_OF:
        return _refuse("unknown", step=step)
    if step not in _STEP_OF[do]:
        return _refuse("not_now", step=step, tried=do)
    if set(action) - {"do"} - _FIELDS[do]:
        return _refuse("malformed", step=step)
    if do in ("play", "exchange"):
        return _card_choice(state, do, action.get("card"))
    if do == "move":
        return _guardian_choice(state, action.get("guardian"))
    if do == "to":
        return _destination(state, action)
    if do == "place":
        return _placement(state, action)
    if do == "pass":
        return _refuse("must_act")
    if do == "reward":
        choice = action.get("choice")
        if isinstance(choice, str) and choice in D.POWERS:
            return _refuse("power_held", choice=choice)
        return _refuse("unknown_reward")
    return _draw(state, action)  # do == "draw"


def _card_choice(state: dict, do: str, card) -> dict:
    seat = state["seats"][state["turn"]]
    chosen = state["selection"]
    if not isinstance(card, str) or card not in seat["hand"]:
        return _refuse("not_in_hand")
    if card in chosen:
        return _refuse("already_chosen", card=card)
    if do == "exchange":
        if not seat["deck"]:
            return _refuse("exchange_deck_empty")
        if len(chosen) >= D.DATA["exchange_limit"]:
            return _refuse("exchange_limit", limit=D.DATA["exchange_limit"])
        return _refuse("exchange_deck_short", deck=len(seat["deck"]))
    if not chosen:  # in the action step every hand card may be played
        return _refuse("malformed", step=state["step"])
    ftype = D.card_type(chosen[0])
    if D.card_type(card) != ftype:
        return _refuse("types_mix", flower=ftype, card=card)
    if len(chosen) >= play_limit(seat):
        return _refuse("play_limit", limit=D.DATA["play_limit"])
    return _refuse("no_room", flower=ftype, space=space_left(state, ftype))


def _guardian_choice(state: dict, gid) -> dict:
    if not isinstance(gid, str) or gid not in state["guardians"]:
        return _refuse("not_a_guardian")
    owner = guardian_owner(state, gid)
    if owner != state["turn"]:
        return _refuse("not_your_guardian", guardian=gid, seat=owner)
    return _refuse("nowhere_to_go", guardian=gid)


def _destination(state: dict, action: dict) -> dict:
    gid = state["selection"][0]
    if "flower" not in action:
        return _refuse("move_no_flower", guardian=gid)
    ftype = _flower_type(action["flower"])
    if ftype is None:
        return _refuse("move_not_a_flower", guardian=gid)
    if ftype == state["guardians"][gid]:
        return _refuse("same_flower", guardian=gid, flower=ftype)
    return _refuse("not_growing", guardian=gid, flower=ftype)


def _placement(state: dict, action: dict) -> dict:
    own = D.card_type(state["selection"][0])
    if "flower" not in action:
        return _refuse("place_no_flower", flower=own)
    target = _flower_type(action["flower"])
    if target is None:
        return _refuse("not_a_flower", flower=own)
    return _refuse("wrong_flower", flower=own, target=target)


def _draw(state: dict, action: dict) -> dict:
    source = action.get("from")
    seat = state["seats"][state["turn"]]
    if source == "deck" and not seat["deck"]:
        return _refuse("deck_empty")
    if source == "wild" and "card" in action:
        return _refuse("not_in_wild_row")
    return _refuse("draw_where")

"""Why a Grimwood action is refused: ``{"key": "grimwood.refuse.<name>", "args": {...}}``.

Each frame handler gives the refusals of its own decision (``Frame.refusal``, mostly from the
same :class:`~pyengine.core.choices.Pick` that lists its actions); what several of them share
is here.  The key names the reason; its English text (web/games/grimwood/messages.en.js) says in the
players' words what is wrong and what they can do instead.  Arguments are raw values the
page words: seat numbers (``seat``, ``owner``), card ids or card names (``card``), combo
kinds (``kind``), numbers (``cap``).  A value that is not a real card, seat or kind is never
passed on: the reason then goes without it.  Every name used is listed in ``REFUSALS``.
"""

from __future__ import annotations

from . import data as D
from .table import find_combo, locked, robbable

# Each decision kind's fallback: what the pending decision asks for.
STEPS = ("turn", "lay", "power", "place", "play_now", "player", "combo", "card", "name", "source", "amulet", "discard")

REFUSALS = frozenset({
    "game_over", "no_action", "deck_empty", "steal_self", "steal_no_seat", "steal_empty_hand",
    "not_in_hand", "no_such_card", "not_a_rune", "not_supernatural", "set_variant", "set_missing",
    "no_such_set", "amulet_same", "amulet_mode", "not_your_combo", "no_such_combo", "locked_join",
    "not_supernatural_combo", "combo_full", "lay_cap", "already_chosen", "power_no_action",
    "one_power", "one_power_rune", "power_not_laid", "power_idle", "locked_power", "locked_card",
    "combo_theirs", "combo_mine", "combo_sacrifice", "bride_male", "elf_choice", "nymph_choice",
    "card_choice", "no_amulet", "player_self", "player_choice", "name_choice", "goblins_steal",
    "eternals_full", "play_now_choice", "discard_choice", "rune_not_now",
    *(f"step.{s}" for s in STEPS),
})


def refuse(name: str, **args) -> dict:
    assert name in REFUSALS, name
    return {"key": f"grimwood.refuse.{name}", "args": args}


def is_card(card) -> bool:
    return isinstance(card, str) and card in D.ORDER


def is_seat(state: dict, seat) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state["seats"])


def hand_card(state: dict, player: int, card) -> dict | None:
    """The refusal for a card that is not in ``player``'s hand, or None when it is."""
    if not is_card(card):
        return refuse("no_such_card")
    if card not in state["seats"][player]["hand"]:
        return refuse("not_in_hand", card=card)
    return None


def steal_reason(state: dict, thief: int, victim) -> dict:
    if victim == thief and is_seat(state, victim):
        return refuse("steal_self")
    if not is_seat(state, victim):
        return refuse("steal_no_seat")
    if victim not in robbable(state, thief):
        return refuse("steal_empty_hand", seat=victim)
    return refuse("step.source")


def set_reason(state: dict, kind) -> dict:
    if not (isinstance(kind, str) and kind in D.SETS):
        return refuse("no_such_set")
    if D.SETS[kind]["option"] and not state["rules"]["identical_locations"]:
        return refuse("set_variant", kind=kind)
    return refuse("set_missing", kind=kind)



def into_reason(state: dict, player: int, cid) -> dict:
    """Why supernaturals may not join combo ``cid`` (the lay and place decisions)."""
    owner, combo = find_combo(state, cid) if isinstance(cid, str) else (None, None)
    if combo is None:
        return refuse("no_such_combo")
    if owner != player:
        return refuse("not_your_combo", owner=owner)
    if locked(combo):
        return refuse("locked_join")
    if combo["kind"] != "supernatural":
        return refuse("not_supernatural_combo", kind=combo["kind"])
    return refuse("combo_full", cap=D.COMBO_CAP)

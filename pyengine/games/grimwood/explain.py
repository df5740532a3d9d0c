"""Why a Grimwood action is refused: ``{"key": "grimwood.refuse.<name>", "args": {...}}``.

The key names the reason; its English text (web/games/grimwood/messages.en.js) says in the
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


def _is_card(card) -> bool:
    return isinstance(card, str) and card in D.ORDER


def _is_seat(state: dict, seat) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state["seats"])


def _hand_card(state: dict, player: int, card) -> dict | None:
    """The refusal for a card that is not in ``player``'s hand, or None when it is."""
    if not _is_card(card):
        return refuse("no_such_card")
    if card not in state["seats"][player]["hand"]:
        return refuse("not_in_hand", card=card)
    return None


def _steal(state: dict, thief: int, victim) -> dict:
    if victim == thief and _is_seat(state, victim):
        return refuse("steal_self")
    if not _is_seat(state, victim):
        return refuse("steal_no_seat")
    if victim not in robbable(state, thief):
        return refuse("steal_empty_hand", seat=victim)
    return refuse("step.source")


def _set(state: dict, kind) -> dict:
    if not (isinstance(kind, str) and kind in D.SETS):
        return refuse("no_such_set")
    if D.SETS[kind]["option"] and not state["rules"]["identical_locations"]:
        return refuse("set_variant", kind=kind)
    return refuse("set_missing", kind=kind)


def _turn(state: dict, action: dict) -> dict:
    player = state["turn"]
    seat = state["seats"][player]
    do = action.get("do")
    if do in ("draw", "steal", "rune") and state["actions_left"] <= 0:
        return refuse("no_action")
    if do == "draw":
        return refuse("deck_empty")
    if do == "steal":
        return _steal(state, player, action.get("from"))
    card = action.get("card")
    if do in ("rune", "lay"):
        why = _hand_card(state, player, card)
        if why:
            return why
        return refuse("not_a_rune", card=card) if do == "rune" else refuse("not_supernatural", card=card)
    if do == "set":
        return _set(state, action.get("kind"))
    if do == "amulet":
        mode = action.get("mode")
        return refuse("amulet_same", mode=mode) if mode == seat["amulet"] else refuse("amulet_mode")
    return refuse("step.turn")


def _into(state: dict, frame: dict, cid) -> dict:
    """Why supernaturals may not join combo ``cid`` (lay and place decisions)."""
    owner, combo = find_combo(state, cid) if isinstance(cid, str) else (None, None)
    if combo is None:
        return refuse("no_such_combo")
    if owner != frame["player"]:
        return refuse("not_your_combo", owner=owner)
    if locked(combo):
        return refuse("locked_join")
    if combo["kind"] != "supernatural":
        return refuse("not_supernatural_combo", kind=combo["kind"])
    return refuse("combo_full", cap=D.COMBO_CAP)


def _lay_more(state: dict, frame: dict, card) -> dict:
    why = _hand_card(state, frame["player"], card)
    if why:
        return why
    if card in frame["cards"]:
        return refuse("already_chosen", card=card)
    if not D.is_super(card):
        return refuse("not_supernatural", card=card)
    return refuse("lay_cap", cap=D.COMBO_CAP)


def _power(state: dict, frame: dict, action: dict) -> dict:
    player = frame["player"]
    if action.get("do") == "rune":
        why = _hand_card(state, player, action.get("card"))
        if why:
            return why
        if D.kind_of(action["card"]) != "rune":
            return refuse("not_a_rune", card=action["card"])
        return refuse("no_action") if state["actions_left"] <= 0 else refuse("rune_not_now")
    if action.get("do") != "power":
        return refuse("step.power")
    card = action.get("card")
    if not _is_card(card) or card not in frame["cards"]:
        return refuse("power_not_laid")
    if state["actions_left"] <= 0 and not frame["free"]:
        return refuse("power_no_action")
    if frame["used"] and not state["runes"]:
        holds_rune = any(D.kind_of(c) == "rune" for c in state["seats"][player]["hand"])
        return refuse("one_power_rune") if holds_rune else refuse("one_power")
    return refuse("power_idle", card=card)


def _combo_choice(state: dict, frame: dict, cid) -> dict:
    _, combo = find_combo(state, cid) if isinstance(cid, str) else (None, None)
    if combo is None:
        return refuse("no_such_combo")
    if locked(combo):
        return refuse("locked_power")
    purpose = frame["purpose"]
    if purpose == "highwayman_mine":
        return refuse("combo_mine")
    if purpose == "sorceress_sacrifice":
        return refuse("combo_sacrifice")
    return refuse("combo_theirs")  # highwayman_theirs, sorceress_take (Demon takes any open combo)


def _card_choice(state: dict, frame: dict, card) -> dict:
    purpose = frame["purpose"]
    if purpose in ("nymph", "bride", "elf"):
        for seat in state["seats"]:
            for combo in seat["combos"]:
                if card in combo["cards"] and locked(combo):
                    return refuse("locked_card")
        return refuse({"bride": "bride_male", "elf": "elf_choice", "nymph": "nymph_choice"}[purpose])
    return refuse("card_choice")


def _player_choice(state: dict, frame: dict, seat) -> dict:
    if seat == frame["player"] and _is_seat(state, seat):
        return refuse("player_self")
    if _is_seat(state, seat) and frame["purpose"] in ("dracula", "troll", "shadow_queen"):
        return refuse("steal_empty_hand", seat=seat)
    return refuse("player_choice")


def _source(state: dict, frame: dict, action: dict) -> dict:
    purpose = frame["purpose"]
    if purpose == "eternals" and len(state["seats"][frame["player"]]["hand"]) >= D.HAND_LIMIT:
        return refuse("eternals_full", cap=D.HAND_LIMIT)
    if action.get("do") == "draw":
        return refuse("goblins_steal") if purpose == "goblins" else refuse("deck_empty")
    if action.get("do") == "steal":
        return _steal(state, frame["player"], action.get("from"))
    return refuse("step.source")


def explain(game, state: dict, action: dict) -> dict:
    """The refusal for an action that is not in the legal list of the pending decision."""
    if state["over"]:
        return refuse("game_over")
    frame = state["stack"][-1] if state["stack"] else None
    kind = frame["kind"] if frame else "turn"
    do = action.get("do")
    if kind == "turn":
        return _turn(state, action)
    if kind in ("lay", "place") and do == "into":
        return _into(state, frame, action.get("combo"))
    if kind == "lay" and do == "lay":
        return _lay_more(state, frame, action.get("card"))
    if kind == "power":
        return _power(state, frame, action)
    if kind == "combo" and do == "combo":
        return _combo_choice(state, frame, action.get("combo"))
    if kind == "card" and do == "card":
        return _card_choice(state, frame, action.get("card"))
    if kind == "player" and do == "player":
        return _player_choice(state, frame, action.get("seat"))
    if kind == "name" and do == "name":
        return refuse("name_choice")
    if kind == "source":
        return _source(state, frame, action)
    if kind == "play_now" and do == "play":
        return refuse("play_now_choice")
    if kind == "amulet" and do == "block":
        return refuse("no_amulet")
    if kind == "discard" and do == "discard":
        return refuse("discard_choice", count=len(state["seats"][frame["player"]]["hand"]) - D.HAND_LIMIT)
    return refuse(f"step.{kind}")

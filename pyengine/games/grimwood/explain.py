"""Sentences saying why a Grimwood action is refused (shown to the player as is)."""

from __future__ import annotations

from . import data as D
from .table import find_combo, locked, robbable

NEEDS = {
    "turn": "draw, steal, play a Rune, lay supernaturals or a combo, or end your turn",
    "lay": "add another supernatural, choose the combo they join, or take them back",
    "power": "use the power of a supernatural you just laid, or skip",
    "place": "choose the combo the supernatural joins",
    "play_now": "play one of the cards you just took, or keep them",
    "player": "choose a player",
    "combo": "choose a combo",
    "card": "choose a card",
    "name": "name a card",
    "source": "draw from the deck or steal from a player",
    "amulet": "block the steal with an Amulet or let it happen",
    "discard": "discard down to 7 cards",
}


def _turn(state: dict, action: dict) -> str:
    seat = state["seats"][state["turn"]]
    do = action.get("do")
    if do in ("draw", "steal", "rune") and state["actions_left"] <= 0:
        return "you have no action left this turn: lay combos or end your turn"
    if do == "draw":
        return "the deck is empty: nothing can be drawn"
    if do == "steal":
        victim = action.get("from")
        if victim == state["turn"]:
            return "you cannot steal from yourself"
        if victim not in robbable(state, state["turn"]) and isinstance(victim, int) and 0 <= victim < len(state["seats"]):
            return "that player has no card in hand to steal"
        return f"{victim!r} is not another player's seat number"
    card = action.get("card")
    if do in ("rune", "lay") and card not in seat["hand"]:
        return f"{card!r} is not a card in your hand"
    if do == "rune":
        return f"{D.title(card)} is not a Rune"
    if do == "lay":
        return f"only supernaturals are laid one by one; {D.title(card)} is not one (animals and locations go down as whole combos)"
    if do == "set":
        kind = action.get("kind")
        if isinstance(kind, str) and kind in D.SETS:
            if D.SETS[kind]["option"] and not state["rules"]["identical_locations"]:
                return "3 identical locations score only with the 'identical locations' option"
            need = " + ".join(f"{k} × {D.TITLES[n]}" for n, k in D.SETS[kind]["cards"].items())
            return f"this combo needs {need} in your hand, laid all at once"
        return f"unknown combo kind {kind!r}"
    if do == "amulet":
        return "the Amulet setting is 'ask', 'always' or 'never' (and differs from the current one)"
    return f"'{do}' is not possible now: {NEEDS['turn']}"


def _combo(state: dict, cid) -> str:
    owner, combo = find_combo(state, cid) if isinstance(cid, str) else (None, None)
    if combo is None:
        return f"there is no combo {cid!r}"
    if locked(combo):
        return "that combo holds the Dragon: it is locked and immune to every power"
    return ""


def explain(game, state: dict, action: dict) -> str:
    if state["over"]:
        return "the game is over"
    kind = state["stack"][-1]["kind"] if state["stack"] else "turn"
    frame = state["stack"][-1] if state["stack"] else None
    do = action.get("do")
    if kind == "turn":
        return _turn(state, action)
    if kind in ("lay", "place") and do == "into":
        cid = action.get("combo")
        owner = find_combo(state, cid)[0] if isinstance(cid, str) else None
        if owner is not None and owner != frame["player"]:
            return "supernaturals join only your own combos"
        why = _combo(state, cid) if cid != "new" else ""
        return why or f"a combo holds at most {D.COMBO_CAP} supernaturals and only your own combos can grow"
    if kind == "lay" and do == "lay":
        return f"choose another supernatural from your hand (at most {D.COMBO_CAP} at once)"
    if kind == "power" and do == "power":
        if state["actions_left"] <= 0 and not frame["free"]:
            return "using a power costs an action and you have none left"
        if frame["used"] and not state["runes"]:
            return "supernaturals laid together give only one power, unless you played a Rune this turn"
        return "that power cannot do anything now, or that card is not one you just laid"
    if kind == "combo" and do == "combo":
        return _combo(state, action.get("combo")) or "that combo cannot be chosen for this power"
    if kind == "card" and do == "card" and frame["purpose"] in ("nymph", "bride", "elf"):
        card = action.get("card")
        for seat in state["seats"]:
            for combo in seat["combos"]:
                if card in combo["cards"] and locked(combo):
                    return "that card is in a combo with the Dragon: it is immune to every power"
        if frame["purpose"] == "bride":
            return "the Bride takes only a male supernatural from another player's combo"
        if frame["purpose"] == "elf":
            return "the Elf reuses the power of one of your other supernaturals that can act now"
        return "the Nymph takes a supernatural from another player's combo"
    if kind == "amulet" and do == "block":
        return "you hold no Amulet"
    return f"that action is not possible now: {NEEDS[kind]}"

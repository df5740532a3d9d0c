"""The supernatural powers: when each can do something, what it starts, and the
small decisions it asks (pick a seat, a combo, a card, a name, draw or steal).

A power begins by pushing decision frames on the stack (see POSITION.md) or,
when nothing is to be chosen, by acting at once.  Frames whose options run
out are dropped by the rules' flow, so a power never blocks the game.
"""

from __future__ import annotations

from ...core.game import Outcome
from ...core.rng import Rng
from . import data as D
from .table import (add_supernaturals, combo_label, discard, discard_random, draw, find_combo,
                    open_combos, others, play_rune, push_steal, remove_combo, robbable, room_for, seat_label,
                    take_deck_top)

CHOICE_KINDS = ("player", "combo", "card", "name", "source", "place", "play_now")


def _push(state: dict, kind: str, actor: int, purpose: str, **fields) -> None:
    state["stack"].append({"kind": kind, "player": actor, "purpose": purpose, **fields})


def _takeable(state: dict, actor: int, male: bool) -> list[str]:
    """Supernaturals in other seats' unlocked combos (Nymph, or male ones for Bride)."""
    return [c for combo in open_combos(state, others(state, actor)) if combo["kind"] == "supernatural"
            for c in combo["cards"] if c != "nymph" and (not male or c in D.MALE)]


def _elf_options(state: dict, actor: int) -> list[str]:
    """Own supernaturals whose power could work now (not Elf, not Dragon, not in a locked combo)."""
    return [c for combo in open_combos(state, [actor]) if combo["kind"] == "supernatural"
            for c in combo["cards"] if c not in ("elf", D.DRAGON) and usable(state, actor, c)]


def _sacrifices(state: dict, actor: int) -> list[dict]:
    return [c for c in state["seats"][actor]["combos"] if c["kind"] in D.DATA["sacrifice_kinds"]]


def _all_seats(state: dict) -> list[int]:
    return list(range(len(state["seats"])))


def _can_fill(state: dict, actor: int) -> bool:
    return len(state["seats"][actor]["hand"]) < D.HAND_LIMIT and bool(state["deck"] or robbable(state, actor))


USABLE = {
    "amazon": lambda s, p: True,
    "boogeyman": lambda s, p: True,
    "bride": lambda s, p: bool(_takeable(s, p, male=True)),
    "centaur": lambda s, p: bool(s["discard"]),
    "dark_unicorn": lambda s, p: bool(robbable(s, p)),
    "demon": lambda s, p: bool(open_combos(s, _all_seats(s))),
    "dracula": lambda s, p: bool(robbable(s, p)),
    "dragon": lambda s, p: False,  # its lock works by itself when laid
    "dwarf": lambda s, p: bool(s["deck"] or s["discard"]),
    "elf": lambda s, p: bool(_elf_options(s, p)),
    "faeries": lambda s, p: bool(s["discard"]),
    "ghouls": lambda s, p: bool(s["deck"] or robbable(s, p)),
    "giant": lambda s, p: bool(s["discard"]),
    "goblins": lambda s, p: bool(robbable(s, p)),
    "highwayman": lambda s, p: bool(open_combos(s, [p]) and open_combos(s, others(s, p))),
    "hydra": lambda s, p: True,
    "mage": lambda s, p: bool(s["deck"]),
    "nymph": lambda s, p: bool(_takeable(s, p, male=False)),
    "shadow_queen": lambda s, p: True,
    "sorceress": lambda s, p: bool(_sacrifices(s, p) and open_combos(s, others(s, p))),
    "eternals": _can_fill,
    "laraki": lambda s, p: bool(s["discard"]),
    "troll": lambda s, p: bool(robbable(s, p)),
    "werewolf": lambda s, p: True,
}


def usable(state: dict, actor: int, card: str) -> bool:
    """Whether ``card``'s power would do something for ``actor`` now."""
    return USABLE[card](state, actor)


# ---- beginning a power -------------------------------------------------------
def begin(state: dict, actor: int, card: str, rng: Rng, out: Outcome, via: str | None = None) -> None:
    out.log("grimwood.power", seat=actor, card=card, via=via)
    _BEGIN[card](state, actor, rng, out)


def _offer_play(state: dict, actor: int, cards: list[str], source: str) -> None:
    """Centaur, Giant, Faeries: the card(s) just taken may be played at once (free)."""
    _push(state, "play_now", actor, source, cards=list(cards))


def _centaur(state, actor, rng, out):
    card = state["discard"].pop()
    state["seats"][actor]["hand"].append(card)
    out.log("grimwood.take_discard", seat=actor, card=card)
    _offer_play(state, actor, [card], "centaur")


def _dark_unicorn(state, actor, rng, out):
    for p in robbable(state, actor):
        discard_random(state, p, rng, out)


def _dwarf(state, actor, rng, out):
    held = []
    if state["deck"]:
        held.append(take_deck_top(state, actor, out))
        out.log("grimwood.dwarf_deck", seat=actor, secret_for=[actor], secret={"card": held[0]})
    if state["discard"]:
        held.append(state["discard"].pop())
        out.log("grimwood.take_discard", seat=actor, card=held[-1])
    if len(held) == 1:
        state["seats"][actor]["hand"].append(held[0])
    else:
        _push(state, "card", actor, "dwarf", held=held)


def _mage(state, actor, rng, out):
    for _ in range(2):
        if state["deck"]:
            draw(state, actor, out)


def _shadow_queen(state, actor, rng, out):
    for p in others(state, actor):
        _look(state, actor, p, out)
    _push(state, "player", actor, "shadow_queen")


def _laraki(state, actor, rng, out):
    k = min(len(state["seats"]), len(state["discard"]))
    held = state["discard"][-k:][::-1]  # top card first
    del state["discard"][-k:]
    out.log("grimwood.laraki", seat=actor, cards=list(held))
    _push(state, "card", actor, "laraki_keep", held=held)


def _look(state: dict, actor: int, target: int, out: Outcome) -> None:
    out.reveals = True
    out.log("grimwood.look", seat=actor, target=target, secret_for=[actor],
            secret={"cards": list(state["seats"][target]["hand"])})


def _frame(kind: str, purpose: str, **fields):
    return lambda state, actor, rng, out: _push(state, kind, actor, purpose, **fields)


_BEGIN = {
    "amazon": _frame("name", "amazon"),
    "boogeyman": _frame("player", "boogeyman"),
    "bride": _frame("card", "bride"),
    "centaur": _centaur,
    "dark_unicorn": _dark_unicorn,
    "demon": _frame("combo", "demon"),
    "dracula": _frame("player", "dracula"),
    "dwarf": _dwarf,
    "elf": _frame("card", "elf"),
    "faeries": _frame("card", "faeries", left=2, taken=[]),
    "ghouls": _frame("source", "ghouls", left=1),
    "giant": _frame("card", "giant"),
    "goblins": _frame("source", "goblins", left=3),
    "highwayman": _frame("combo", "highwayman_theirs"),
    "hydra": _frame("player", "hydra"),
    "mage": _mage,
    "nymph": _frame("card", "nymph"),
    "shadow_queen": _shadow_queen,
    "sorceress": _frame("combo", "sorceress_sacrifice"),
    "eternals": _frame("source", "eternals"),
    "laraki": _laraki,
    "troll": _frame("player", "troll"),
    "werewolf": _frame("player", "werewolf"),
}


# ---- the options of each choice frame -------------------------------------------
def _player_options(state: dict, frame: dict) -> list[int]:
    actor = frame["player"]
    if frame["purpose"] in ("dracula", "troll", "shadow_queen"):
        return robbable(state, actor)
    return others(state, actor)


def _combo_options(state: dict, frame: dict) -> list[str]:
    actor, purpose = frame["player"], frame["purpose"]
    if purpose == "demon":
        combos = open_combos(state, _all_seats(state))
    elif purpose == "highwayman_mine":
        combos = open_combos(state, [actor])
    elif purpose == "sorceress_sacrifice":
        combos = _sacrifices(state, actor)
    else:  # highwayman_theirs, sorceress_take
        combos = open_combos(state, others(state, actor))
    return [c["id"] for c in combos]


def _card_options(state: dict, frame: dict) -> list[str]:
    actor, purpose = frame["player"], frame["purpose"]
    if purpose in ("nymph", "bride"):
        return _takeable(state, actor, male=purpose == "bride")
    if purpose == "elf":
        return _elf_options(state, actor)
    if purpose in ("giant", "faeries"):
        return sorted(set(state["discard"]), key=D.ORDER.__getitem__)
    return list(frame["held"])  # dwarf, laraki_keep, laraki_give


def _source_options(state: dict, frame: dict) -> list[int | None]:
    """None stands for drawing from the deck; a seat for stealing from it."""
    actor = frame["player"]
    if frame["purpose"] == "eternals" and not _can_fill(state, actor):
        return []
    draws = [None] if state["deck"] and frame["purpose"] != "goblins" else []
    return draws + robbable(state, actor)


def _play_now_options(state: dict, frame: dict) -> list[str]:
    hand = state["seats"][frame["player"]]["hand"]
    return [c for c in frame["cards"] if c in hand and D.kind_of(c) in ("supernatural", "rune")]


def _place_options(state: dict, frame: dict) -> list[str]:
    return [c["id"] for c in room_for(state, frame["player"], 1)] + ["new"]


def choice_actions(state: dict, frame: dict) -> list[dict]:
    """The legal actions of a choice frame, labelled."""
    kind = frame["kind"]
    if kind == "player":
        verb = {"boogeyman": "Swap hands with", "dracula": "Steal 2 cards from", "hydra": "Look at the hand of",
                "shadow_queen": "Steal a random card from", "troll": "Make discard at random:",
                "werewolf": "Make lose their next turn:"}[frame["purpose"]]
        return [{"do": "player", "seat": p, "label": f"{verb} {seat_label(p)}"} for p in _player_options(state, frame)]
    if kind == "combo":
        verb = {"demon": "Discard", "highwayman_theirs": "Take", "highwayman_mine": "Give in exchange",
                "sorceress_sacrifice": "Sacrifice", "sorceress_take": "Make yours"}[frame["purpose"]]
        return [{"do": "combo", "combo": c, "label": f"{verb} {combo_label(state, c)}"} for c in _combo_options(state, frame)]
    if kind == "card":
        verb = {"nymph": "Take", "bride": "Take", "elf": "Use again the power of", "giant": "Take", "faeries": "Take",
                "dwarf": "Keep", "laraki_keep": "Keep", "laraki_give": f"Give {seat_label(frame.get('to', [0])[0])}"}
        return [{"do": "card", "card": c, "label": f"{verb[frame['purpose']]} {D.title(c)}"} for c in _card_options(state, frame)]
    if kind == "name":
        return [{"do": "name", "name": n, "label": f"Ask for {D.TITLES[n]}"} for n in D.NAMES if n != "amazon"]
    if kind == "source":
        return [{"do": "draw", "label": "Draw from the deck"} if p is None else
                {"do": "steal", "from": p, "label": f"Steal from {seat_label(p)}"} for p in _source_options(state, frame)]
    if kind == "place":
        return [{"do": "into", "combo": c, "label": "Start a new combo" if c == "new" else f"Add to {combo_label(state, c)}"}
                for c in _place_options(state, frame)]
    options = _play_now_options(state, frame)  # play_now
    out = [{"do": "play", "card": c, "label": f"Play {D.title(c)} now"} for c in options]
    return out + [{"do": "keep", "label": "Keep in hand"}] if out else []


# ---- resolving a choice -------------------------------------------------------------
def resolve(state: dict, frame: dict, action: dict, rng: Rng, out: Outcome) -> None:
    """Carry out a legal choice of the innermost frame (``frame``, the top of the stack)."""
    _RESOLVE[frame["kind"]](state, frame, action, rng, out)


def _pop(state: dict) -> dict:
    return state["stack"].pop()


def _resolve_player(state, frame, action, rng, out):
    _pop(state)
    actor, target, purpose = frame["player"], action["seat"], frame["purpose"]
    seats = state["seats"]
    if purpose == "boogeyman":
        seats[actor]["hand"], seats[target]["hand"] = seats[target]["hand"], seats[actor]["hand"]
        out.reveals = True  # each now sees a hand that was hidden: no undo behind this
        out.log("grimwood.swap_hands", seat=actor, target=target)
    elif purpose in ("dracula", "shadow_queen"):
        push_steal(state, actor, target, 2 if purpose == "dracula" else 1, normal=False)
    elif purpose == "hydra":
        _look(state, actor, target, out)
    elif purpose == "troll":
        discard_random(state, target, rng, out)
    else:  # werewolf
        seats[target]["skips"] += 1
        out.log("grimwood.werewolf", seat=actor, target=target)


def _resolve_combo(state, frame, action, rng, out):
    actor, cid, purpose = frame["player"], action["combo"], frame["purpose"]
    if purpose == "highwayman_theirs":
        frame.update(purpose="highwayman_mine", taken=cid)
        return
    if purpose == "sorceress_sacrifice":
        discard(state, remove_combo(state, cid)["cards"])
        out.log("grimwood.sacrifice", seat=actor, combo=cid)
        frame["purpose"] = "sorceress_take"
        return
    _pop(state)
    if purpose == "demon":
        owner, _ = find_combo(state, cid)
        discard(state, remove_combo(state, cid)["cards"])
        out.log("grimwood.demon", seat=actor, owner=owner, combo=cid)
    elif purpose == "highwayman_mine":
        owner, theirs = find_combo(state, frame["taken"])
        mine = remove_combo(state, cid)
        remove_combo(state, theirs["id"])
        state["seats"][actor]["combos"].append(theirs)
        state["seats"][owner]["combos"].append(mine)
        out.log("grimwood.highwayman", seat=actor, owner=owner, taken=theirs["id"], given=cid)
    else:  # sorceress_take
        owner, _ = find_combo(state, cid)
        state["seats"][actor]["combos"].append(remove_combo(state, cid))
        out.log("grimwood.sorceress", seat=actor, owner=owner, combo=cid)


def _resolve_card(state, frame, action, rng, out):
    actor, card, purpose = frame["player"], action["card"], frame["purpose"]
    hand = state["seats"][actor]["hand"]
    if purpose in ("nymph", "bride"):
        _pop(state)
        owner, combo = next((o, c) for o in others(state, actor) for c in state["seats"][o]["combos"] if card in c["cards"])
        combo["cards"].remove(card)
        if not combo["cards"]:
            state["seats"][owner]["combos"].remove(combo)
        out.log("grimwood.take_played", seat=actor, owner=owner, card=card)
        _push(state, "place", actor, purpose, held=[card], then_power=True)
    elif purpose == "elf":
        _pop(state)
        begin(state, actor, card, rng, out, via="elf")
    elif purpose in ("giant", "faeries"):
        state["discard"].remove(card)
        hand.append(card)
        out.log("grimwood.take_discard", seat=actor, card=card)
        if purpose == "giant":
            _pop(state)
            _offer_play(state, actor, [card], "giant")
            return
        frame["taken"].append(card)
        frame["left"] -= 1
        if frame["left"] == 0 or not state["discard"]:
            _pop(state)
            _offer_play(state, actor, frame["taken"], "faeries")
    elif purpose == "dwarf":
        _pop(state)
        other = next(c for c in frame["held"] if c != card)
        hand.append(card)
        discard(state, [other])
        out.log("grimwood.dwarf_keep", seat=actor, discarded=other)
    elif purpose == "laraki_keep":
        frame["held"].remove(card)
        hand.append(card)
        out.log("grimwood.laraki_keep", seat=actor, card=card)
        frame.update(purpose="laraki_give", to=others(state, actor)[: len(frame["held"])])
        if not frame["held"]:
            _pop(state)
    else:  # laraki_give
        target = frame["to"].pop(0)
        frame["held"].remove(card)
        state["seats"][target]["hand"].append(card)
        out.log("grimwood.laraki_give", seat=actor, target=target, card=card)
        if not frame["held"]:
            _pop(state)


def _resolve_name(state, frame, action, rng, out):
    _pop(state)
    actor, name = frame["player"], action["name"]
    givers = []
    for p in others(state, actor):
        hand = state["seats"][p]["hand"]
        card = next((c for c in hand if D.name_of(c) == name), None)
        if card is not None:
            hand.remove(card)
            state["seats"][actor]["hand"].append(card)
            givers.append(p)
            out.log("grimwood.give", seat=p, target=actor, name=name, secret_for=[p, actor], secret={"card": card})
    out.reveals = True  # even "nobody holds one" is news about hidden hands
    out.log("grimwood.amazon", seat=actor, name=name, givers=givers)


def _resolve_source(state, frame, action, rng, out):
    actor, purpose = frame["player"], frame["purpose"]
    if purpose != "eternals":
        frame["left"] -= 1
        if frame["left"] == 0:
            _pop(state)
    if action["do"] == "draw":
        draw(state, actor, out)
    else:
        push_steal(state, actor, action["from"], 1, normal=False)


def _resolve_place(state, frame, action, rng, out):
    _pop(state)
    actor, card = frame["player"], frame["held"][0]
    combo = add_supernaturals(state, actor, [card], action["combo"])
    out.log("grimwood.lay", seat=actor, cards=[card], combo=combo["id"])
    if frame["then_power"]:
        state["stack"].append({"kind": "power", "player": actor, "cards": [card], "free": True, "used": 0})


def _resolve_play_now(state, frame, action, rng, out):
    _pop(state)
    if action["do"] == "keep":
        return
    actor, card = frame["player"], action["card"]
    if D.kind_of(card) == "rune":
        play_rune(state, actor, card, out)
        return
    state["seats"][actor]["hand"].remove(card)
    _push(state, "place", actor, frame["purpose"], held=[card], then_power=True)


_RESOLVE = {
    "player": _resolve_player,
    "combo": _resolve_combo,
    "card": _resolve_card,
    "name": _resolve_name,
    "source": _resolve_source,
    "place": _resolve_place,
    "play_now": _resolve_play_now,
}


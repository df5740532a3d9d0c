"""The supernatural powers as data: when each can do something, and what it does as a short
program of operations run by the core's effect interpreter (:mod:`pyengine.core.effects`).

A power starts as an ``effect`` frame holding its program and its place in it (``pc``), so a
save replays it half done.  An ``ask`` step pushes a decision frame (:mod:`.decisions`) and
the interpreter waits under it; the decision hands its answer back under its purpose
(``store``), and the next step takes it out of ``vars``.  So between two decisions an effect's
``vars`` is always empty: every answer is used by the step right after the one that asked.
When a decision has nothing left to choose, the step that wanted its answer ends the effect.

>>> [step["op"] for step in PROGRAMS["sorceress"]]
['ask', 'sacrifice', 'ask', 'take_combo']
"""

from __future__ import annotations

from ...core.effects import Operations, effect_frame
from ...core.flow import Context
from ...core.jsondata import clone
from . import data as D
from . import memory
from .moves import discard_random, draw, look, steal_frame, take_deck_top
from .table import (all_seats, can_fill, discard, find_combo, open_combos, others, remove_combo, robbable,
                    sacrifices, takeable)

# ---- when a power can do something -----------------------------------------------------------
USABLE = {
    "amazon": lambda s, p: True,
    "boogeyman": lambda s, p: True,
    "bride": lambda s, p: bool(takeable(s, p, male=True)),
    "centaur": lambda s, p: bool(s["discard"]),
    "dark_unicorn": lambda s, p: bool(robbable(s, p)),
    "demon": lambda s, p: bool(open_combos(s, all_seats(s))),
    "dracula": lambda s, p: bool(robbable(s, p)),
    "dragon": lambda s, p: False,  # its lock works by itself when laid
    "dwarf": lambda s, p: bool(s["deck"] or s["discard"]),
    "elf": lambda s, p: bool(elf_options(s, p)),
    "faeries": lambda s, p: bool(s["discard"]),
    "ghouls": lambda s, p: bool(s["deck"] or robbable(s, p)),
    "giant": lambda s, p: bool(s["discard"]),
    "goblins": lambda s, p: bool(robbable(s, p)),
    "highwayman": lambda s, p: bool(open_combos(s, [p]) and open_combos(s, others(s, p))),
    "hydra": lambda s, p: True,
    "mage": lambda s, p: bool(s["deck"]),
    "nymph": lambda s, p: bool(takeable(s, p, male=False)),
    "shadow_queen": lambda s, p: True,
    "sorceress": lambda s, p: bool(sacrifices(s, p) and open_combos(s, others(s, p))),
    "eternals": can_fill,
    "laraki": lambda s, p: bool(s["discard"]),
    "troll": lambda s, p: bool(robbable(s, p)),
    "werewolf": lambda s, p: True,
}


def usable(state: dict, actor: int, card: str) -> bool:
    """Whether ``card``'s power would do something for ``actor`` now."""
    return USABLE[card](state, actor)


def elf_options(state: dict, actor: int) -> list[str]:
    """Own supernaturals whose power could work now (not Elf, not Dragon, not in a locked combo)."""
    return [c for combo in open_combos(state, [actor]) if combo["kind"] == "supernatural"
            for c in combo["cards"] if c not in ("elf", D.DRAGON) and usable(state, actor, c)]


# ---- what each power does --------------------------------------------------------------------
def ask(kind: str, purpose: str, **fields) -> dict:
    """A decision of ``kind`` for the power's player; its answer is stored under ``purpose``."""
    return {"op": "ask", "kind": kind, "purpose": purpose, **({"fields": fields} if fields else {})}


def op(name: str, **params) -> dict:
    return {"op": name, **params}


PROGRAMS = {
    "amazon": [ask("name", "amazon"), op("collect_named", of="amazon")],
    "boogeyman": [ask("player", "boogeyman"), op("swap_hands", of="boogeyman")],
    # Nymph and Bride: the card decision takes the creature and asks where it goes (a place decision)
    "bride": [ask("card", "bride"), op("power_of_placed")],
    "centaur": [op("take_discard_top"), op("offer_play", purpose="centaur"), op("power_of_placed")],
    "dark_unicorn": [op("each_discards_random")],
    "demon": [ask("combo", "demon"), op("discard_combo", of="demon")],
    "dracula": [ask("player", "dracula"), op("steal", of="dracula", count=2)],
    "dwarf": [op("dwarf")],
    "elf": [ask("card", "elf"), op("use_power", of="elf")],
    "faeries": [ask("card", "faeries", left=2, taken=[]), op("offer_play", purpose="faeries"), op("power_of_placed")],
    "ghouls": [ask("source", "ghouls", left=1)],
    "giant": [ask("card", "giant"), op("offer_play", purpose="giant"), op("power_of_placed")],
    "goblins": [ask("source", "goblins", left=3)],
    "highwayman": [ask("combo", "highwayman_theirs"), op("ask_mine"), op("swap_combos")],
    "hydra": [ask("player", "hydra"), op("look", of="hydra")],
    "mage": [op("draw"), op("draw")],
    "nymph": [ask("card", "nymph"), op("power_of_placed")],
    "shadow_queen": [op("look_at_others"), ask("player", "shadow_queen"), op("steal", of="shadow_queen", count=1)],
    "sorceress": [ask("combo", "sorceress_sacrifice"), op("sacrifice", of="sorceress_sacrifice"),
                  ask("combo", "sorceress_take"), op("take_combo", of="sorceress_take")],
    "eternals": [ask("source", "eternals")],
    "laraki": [op("laraki")],
    "troll": [ask("player", "troll"), op("discard_random", of="troll")],
    "werewolf": [ask("player", "werewolf"), op("lose_turn", of="werewolf")],
}

# Which frames a waiting step may have pushed, as (kind, purpose): an effect between two
# decisions waits under one of these (the position loader and the upgrade of old saves read it).
PLACE_AFTER = {"bride", "nymph", "centaur", "giant", "faeries"}


def pushes(step: dict) -> set[tuple[str, str | None]]:
    name = step["op"]
    if name == "ask":
        out = {(step["kind"], step["purpose"])}
        if step["purpose"] in ("nymph", "bride"):
            out.add(("place", step["purpose"]))  # the creature taken waits for its combo
        if step["kind"] == "source":
            out.add(("steal", None))  # the last of its steals, the choice done
        return out
    if name == "ask_mine":
        return {("combo", "highwayman_mine")}
    if name == "offer_play":
        return {("play_now", step["purpose"]), ("place", step["purpose"])}
    if name == "dwarf":
        return {("card", "dwarf")}
    if name == "laraki":
        return {("card", "laraki_keep"), ("card", "laraki_give")}
    if name == "steal":
        return {("steal", None)}
    if name == "power_of_placed":
        return {("power", None)}
    if name == "use_power":
        return {("effect", None)}
    return set()


def start(ctx: Context, actor: int, card: str, via: str | None = None) -> None:
    """Use ``card``'s power: said in the log, then its program runs as the flow settles."""
    ctx.log("grimwood.power", seat=actor, card=card, via=via)
    ctx.push(effect_frame(actor, clone(PROGRAMS[card]), power=card))


# ---- the operations --------------------------------------------------------------------------
OPS = Operations()


def _answer(ctx: Context, effect: dict, name: str):
    """The answer the step before asked for, taken out of the effect's vars; without one (the
    decision had nothing to offer) the effect ends here."""
    value = effect["vars"].pop(name, None)
    if value is None:
        ctx.pop()
    return value


@OPS.define("ask")
def _ask(ctx, effect, step):
    return {"kind": step["kind"], "player": effect["player"], "purpose": step["purpose"], **clone(step.get("fields", {}))}


@OPS.define("collect_named")
def _collect_named(ctx, effect, step):
    """Amazon: every other seat holding a card of that name gives one."""
    name = _answer(ctx, effect, step["of"])
    if name is None:
        return None
    actor, state = effect["player"], ctx.state
    givers = []
    for p in others(state, actor):
        hand = state["seats"][p]["hand"]
        card = next((c for c in hand if D.name_of(c) == name), None)
        if card is not None:
            hand.remove(card)
            state["seats"][actor]["hand"].append(card)
            memory.given_by_name(state, p, actor, card)
            givers.append(p)
            ctx.log("grimwood.give", seat=p, target=actor, name=name, secret_for=[p, actor], secret={"card": card})
    ctx.reveal()  # even "nobody holds one" is news about hidden hands
    ctx.log("grimwood.amazon", seat=actor, name=name, givers=givers)


@OPS.define("swap_hands")
def _swap_hands(ctx, effect, step):
    target = _answer(ctx, effect, step["of"])
    if target is None:
        return None
    seats, actor = ctx.state["seats"], effect["player"]
    seats[actor]["hand"], seats[target]["hand"] = seats[target]["hand"], seats[actor]["hand"]
    memory.swapped(ctx.state, actor, target)
    ctx.reveal()  # each now sees a hand that was hidden: no undo behind this
    ctx.log("grimwood.swap_hands", seat=actor, target=target)


@OPS.define("take_discard_top")
def _take_discard_top(ctx, effect, step):
    """Centaur: the top card of the discard pile goes to the hand."""
    card = ctx.state["discard"].pop()
    ctx.state["seats"][effect["player"]]["hand"].append(card)
    memory.seen_taken(ctx.state, effect["player"], card)
    ctx.log("grimwood.take_discard", seat=effect["player"], card=card)
    effect["vars"]["taken"] = [card]


@OPS.define("offer_play")
def _offer_play(ctx, effect, step):
    """Centaur, Giant, Faeries: the card(s) just taken may be played at once (free)."""
    cards = _answer(ctx, effect, "taken")
    if cards is None:
        return None
    return {"kind": "play_now", "player": effect["player"], "purpose": step["purpose"], "cards": cards}


@OPS.define("power_of_placed")
def _power_of_placed(ctx, effect, step):
    """The supernatural a power brought into a combo may use its own power, free."""
    card = _answer(ctx, effect, "placed")
    if card is None:
        return None
    return {"kind": "power", "player": effect["player"], "cards": [card], "free": True, "used": 0}


@OPS.define("each_discards_random")
def _each_discards_random(ctx, effect, step):
    """Dark Unicorn: every other seat with cards discards one at random."""
    for p in robbable(ctx.state, effect["player"]):
        discard_random(ctx, p)


@OPS.define("discard_combo")
def _discard_combo(ctx, effect, step):
    """Demon: the chosen combo goes to the discard pile."""
    cid = _answer(ctx, effect, step["of"])
    if cid is None:
        return None
    owner, _ = find_combo(ctx.state, cid)
    discard(ctx.state, remove_combo(ctx.state, cid)["cards"])
    ctx.log("grimwood.demon", seat=effect["player"], owner=owner, combo=cid)


@OPS.define("steal")
def _steal(ctx, effect, step):
    victim = _answer(ctx, effect, step["of"])
    if victim is None:
        return None
    return steal_frame(effect["player"], victim, step["count"], normal=False)


@OPS.define("dwarf")
def _dwarf(ctx, effect, step):
    """Dwarf: the top cards of the deck and of the discard pile; with both, keep one."""
    state, actor = ctx.state, effect["player"]
    held, face_up = [], None
    if state["deck"]:
        held.append(take_deck_top(ctx, actor))
        ctx.log("grimwood.dwarf_deck", seat=actor, secret_for=[actor], secret={"card": held[0]})
    if state["discard"]:
        face_up = state["discard"].pop()
        held.append(face_up)
        ctx.log("grimwood.take_discard", seat=actor, card=face_up)
    if len(held) == 1:
        state["seats"][actor]["hand"].append(held[0])
        if held[0] == face_up:
            memory.seen_taken(state, actor, held[0])
        return None
    return {"kind": "card", "player": actor, "purpose": "dwarf", "held": held}


@OPS.define("use_power")
def _use_power(ctx, effect, step):
    """Elf: the chosen creature's power again (free)."""
    card = _answer(ctx, effect, step["of"])
    if card is None:
        return None
    ctx.log("grimwood.power", seat=effect["player"], card=card, via="elf")
    return effect_frame(effect["player"], clone(PROGRAMS[card]), power=card)


@OPS.define("ask_mine")
def _ask_mine(ctx, effect, step):
    """Highwayman: which of your combos goes in exchange for theirs."""
    taken = _answer(ctx, effect, "highwayman_theirs")
    if taken is None:
        return None
    return {"kind": "combo", "player": effect["player"], "purpose": "highwayman_mine", "taken": taken}


@OPS.define("swap_combos")
def _swap_combos(ctx, effect, step):
    """Highwayman: their combo and yours change hands (the answer: [theirs, yours])."""
    pair = _answer(ctx, effect, "highwayman_mine")
    if pair is None:
        return None
    state, actor = ctx.state, effect["player"]
    theirs, mine = pair
    owner, taken = find_combo(state, theirs)
    given = remove_combo(state, mine)
    remove_combo(state, taken["id"])
    state["seats"][actor]["combos"].append(taken)
    state["seats"][owner]["combos"].append(given)
    ctx.log("grimwood.highwayman", seat=actor, owner=owner, taken=taken["id"], given=mine)


@OPS.define("look")
def _look(ctx, effect, step):
    target = _answer(ctx, effect, step["of"])
    if target is None:
        return None
    look(ctx, effect["player"], target)


@OPS.define("look_at_others")
def _look_at_others(ctx, effect, step):
    for p in others(ctx.state, effect["player"]):
        look(ctx, effect["player"], p)


@OPS.define("draw")
def _draw(ctx, effect, step):
    if ctx.state["deck"]:
        draw(ctx, effect["player"])


@OPS.define("sacrifice")
def _sacrifice(ctx, effect, step):
    """Sorceress: the Owl or Crow combo sacrificed goes to the discard pile."""
    cid = _answer(ctx, effect, step["of"])
    if cid is None:
        return None
    discard(ctx.state, remove_combo(ctx.state, cid)["cards"])
    ctx.log("grimwood.sacrifice", seat=effect["player"], combo=cid)


@OPS.define("take_combo")
def _take_combo(ctx, effect, step):
    cid = _answer(ctx, effect, step["of"])
    if cid is None:
        return None
    owner, _ = find_combo(ctx.state, cid)
    ctx.state["seats"][effect["player"]]["combos"].append(remove_combo(ctx.state, cid))
    ctx.log("grimwood.sorceress", seat=effect["player"], owner=owner, combo=cid)


@OPS.define("laraki")
def _laraki(ctx, effect, step):
    """The Laraki: as many cards from the top of the discard pile as there are players."""
    state = ctx.state
    k = min(len(state["seats"]), len(state["discard"]))
    held = state["discard"][-k:][::-1]  # top card first
    del state["discard"][-k:]
    ctx.log("grimwood.laraki", seat=effect["player"], cards=list(held))
    return {"kind": "card", "player": effect["player"], "purpose": "laraki_keep", "held": held}


@OPS.define("discard_random")
def _discard_random(ctx, effect, step):
    """Troll: the chosen seat discards a card picked at random."""
    target = _answer(ctx, effect, step["of"])
    if target is None:
        return None
    discard_random(ctx, target)


@OPS.define("lose_turn")
def _lose_turn(ctx, effect, step):
    target = _answer(ctx, effect, step["of"])
    if target is None:
        return None
    ctx.state["seats"][target]["skips"] += 1
    ctx.log("grimwood.werewolf", seat=effect["player"], target=target)


EffectFrame = OPS.frame()

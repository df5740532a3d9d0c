"""The checking loader of Grimwood positions (format in POSITION.md).

:func:`check_position` raises :class:`~pyengine.core.errors.PositionError` naming the first
defect of a position that could not occur: a card missing or in two places, a combo of the
wrong make-up or over the cap, a count beyond what the rules allow, a frame of the flow with a
missing, unknown or wrong-typed field, or a frame where none of its kind can be (a steal with
no Amulet question above it, a power's effect that waits for nothing it asked).
"""

from __future__ import annotations

import re

from ...core.jsondata import canonical
from ...core.turns import final_turns
from ...core.validate import distinct, fail, fields, id_list, is_int, one_of, seat_number, whole, whole_numbers
from ...core.zones import EVERYONE, NOBODY, OWNER, Zone, conserve
from . import data as D
from .memory import KEY as MEMORY
from .powers import PROGRAMS, pushes
from .table import find_combo, others

STATE_KEYS = {"seats", "deck", "discard", "removed", "runes", "first", "turn", "actions_left", "flow", "final",
              "next_combo", "rules", MEMORY}
SEAT_KEYS = {"hand", "combos", "amulet", "skips"}
SUPERNATURALS = frozenset(D.SUPERNATURALS)
# Each skip is a Werewolf power used on the seat since its last turn: far fewer than this.
MAX_SKIPS = 64
MAX_COMBO_NUMBER = 10**6  # combos ever laid in one game (ids c1, c2...)
MAX_FLOW = 100  # a turn's frames: a laying, chained powers and their decisions
COMBO_ID = re.compile(r"c[1-9][0-9]{0,6}")

PURPOSES = {
    "place": ("nymph", "bride", "centaur", "giant", "faeries"),
    "play_now": ("centaur", "giant", "faeries"),
    "player": ("boogeyman", "dracula", "hydra", "shadow_queen", "troll", "werewolf"),
    "combo": ("demon", "highwayman_theirs", "highwayman_mine", "sorceress_sacrifice", "sorceress_take"),
    "card": ("nymph", "bride", "elf", "giant", "faeries", "dwarf", "laraki_keep", "laraki_give"),
    "name": ("amazon",),
    "source": ("ghouls", "goblins", "eternals"),
}
KINDS = ("turn", "lay", "power", "steal", "amulet", "discard", "effect", *PURPOSES)


# ---- cards and combos ----------------------------------------------------------------------
def _cards(value, where: str, allowed=D.ORDER, least: int = 0, most: int = 64) -> list:
    cards = distinct(id_list(value, where, allowed=allowed, most=most), where)
    if len(cards) < least:
        fail(f"{where} must hold at least {least} card(s)")
    return cards


def _check_combo_id(combo, where: str, next_combo: int, ids: set) -> None:
    fields(combo, {"id", "kind", "cards"}, where)
    cid = combo["id"]
    if not isinstance(cid, str) or not COMBO_ID.fullmatch(cid) or int(cid[1:]) >= next_combo or cid in ids:
        fail(f"{where}: id must be a unique 'c<number>' below next_combo, not {cid!r}"[:160])
    ids.add(cid)


def _check_combo_cards(combo, where: str, kinds: list[str]) -> None:
    """The make-up of a combo whose cards are known to be cards of the game."""
    cards, kind = combo["cards"], combo["kind"]
    if kind == "supernatural":
        if not 1 <= len(cards) <= D.COMBO_CAP or not all(D.is_super(c) for c in cards):
            fail(f"{where} must hold 1 to {D.COMBO_CAP} supernaturals")
    elif isinstance(kind, str) and kind in kinds:
        want = sorted(n for n, k in D.SETS[kind]["cards"].items() for _ in range(k))
        if sorted(D.name_of(c) for c in cards) != want:
            fail(f"{where} is a {kind} combo but holds {', '.join(cards)}")
    else:
        fail(f"{where} has an unknown or disabled kind {str(kind)[:40]!r}")


# ---- the flow ------------------------------------------------------------------------------
class _Flow:
    """Checks of each frame kind: its fields (every one, typed and bounded), and what may lie under it."""

    def __init__(self, state: dict, n: int):
        self.state, self.n = state, n

    def hand_of(self, player: int) -> list[str]:
        return self.state["seats"][player]["hand"]

    def in_hand(self, cards: list[str], player: int, where: str) -> None:
        if any(c not in self.hand_of(player) for c in cards):
            fail(f"{where}: the cards must be in seat {player}'s hand")

    # one method per kind: (frame, where) -> the kinds of frame it may lie on ("" for none: the bottom)
    def turn(self, f, where):
        fields(f, {"kind", "player"}, where)
        return ("",)

    def lay(self, f, where):
        fields(f, {"kind", "player", "cards"}, where)
        self.in_hand(_cards(f["cards"], f"{where}.cards", SUPERNATURALS, 1, D.COMBO_CAP), f["player"], where)
        return ("turn",)

    def power(self, f, where):
        fields(f, {"kind", "player", "cards", "free", "used"}, where)
        cards = _cards(f["cards"], f"{where}.cards", SUPERNATURALS, 0, D.COMBO_CAP)
        free = one_of(f["free"], [False, True], f"{where}.free")
        used = whole(f["used"], f"{where}.used", 0, D.COMBO_CAP)
        if not 1 <= len(cards) + used <= (1 if free else D.COMBO_CAP):
            fail(f"{where}: cards and used must add up to the supernaturals laid together (1 for a chained power)")
        # a chained power follows the power that brought its creature (or, from an old save, the laying's power)
        return ("effect", "power") if free else ("turn",)

    def steal(self, f, where):
        fields(f, {"kind", "player", "victim", "left", "normal"}, where)
        victim = seat_number(f["victim"], self.n, f"{where}.victim")
        normal = one_of(f["normal"], [False, True], f"{where}.normal")
        whole(f["left"], f"{where}.left", 1, 1 if normal else 2)
        if victim == f["player"] or not self.hand_of(victim):
            fail(f"{where}: the victim must be another seat, with cards in hand")
        return ("turn",) if normal else ("effect", "source", "power")

    def amulet(self, f, where, below):
        fields(f, {"kind", "player", "thief", "normal"}, where)
        seat_number(f["thief"], self.n, f"{where}.thief")
        one_of(f["normal"], [False, True], f"{where}.normal")
        steal = below or {}
        if (steal.get("kind") != "steal" or steal["victim"] != f["player"] or steal["player"] != f["thief"]
                or steal["normal"] != f["normal"] or self.state["seats"][f["player"]]["amulet"] != "ask"):
            fail(f"{where}: an Amulet question answers the steal under it, from a seat set to ask")
        return ("steal",)

    def discard(self, f, where):
        fields(f, {"kind", "player"}, where)
        if len(self.hand_of(f["player"])) <= D.HAND_LIMIT:
            fail(f"{where}: a discard is asked only of a hand above {D.HAND_LIMIT}")
        return ("turn",)

    def effect(self, f, where):
        fields(f, {"kind", "player", "program", "pc", "vars", "power"}, where)
        power = one_of(f["power"], sorted(PROGRAMS), f"{where}.power")
        program = PROGRAMS[power]
        if canonical(f["program"]) != canonical(program):
            fail(f"{where}.program must be the program of the {power}'s power")
        whole(f["pc"], f"{where}.pc", 1, len(program))
        fields(f["vars"], set(), f"{where}.vars")  # every answer is used by the step after the one that asked
        return ("power", "effect")

    def waits(self, f, where, above) -> None:
        """An effect between two decisions waits under what its last step pushed."""
        power, pc = f["power"], f["pc"]
        if above is None or (above["kind"], above.get("purpose")) not in pushes(PROGRAMS[power][pc - 1]):
            fail(f"{where}: the {power}'s power waits for what its step {pc - 1} asked, not for {where_of(above)}")
        if above["kind"] == "steal" and above["normal"] or above["kind"] == "power" and not above["free"]:
            fail(f"{where}: a power steals and chains with no action")

    def decision(self, f, where):
        """The decisions a power asks for, each with its purpose and the fields it needs."""
        kind = f["kind"]
        purpose = one_of(f.get("purpose"), PURPOSES[kind], f"{where}.purpose")
        extra = set()
        if kind == "place":
            extra = {"held"}
        elif kind == "play_now":
            extra = {"cards"}
        elif kind == "combo" and purpose == "highwayman_mine":
            extra = {"taken"}
        elif kind == "card" and purpose == "faeries":
            extra = {"left", "taken"}
        elif kind == "card" and purpose in ("dwarf", "laraki_keep"):
            extra = {"held"}
        elif kind == "card" and purpose == "laraki_give":
            extra = {"held", "to"}
        elif kind == "source" and purpose in ("ghouls", "goblins"):
            extra = {"left"}
        fields(f, {"kind", "player", "purpose", *extra}, where)
        player = f["player"]
        if kind == "place":
            _cards(f["held"], f"{where}.held", SUPERNATURALS, 1, 1)
        elif kind == "play_now":
            _cards(f["cards"], f"{where}.cards", least=1, most=2 if purpose == "faeries" else 1)
        elif "taken" in extra and kind == "combo":
            owner, _ = find_combo(self.state, f["taken"]) if isinstance(f["taken"], str) else (None, None)
            if owner is None or owner == player:
                fail(f"{where}.taken must be another seat's combo")
        elif "left" in extra and kind == "card":
            left = whole(f["left"], f"{where}.left", 1, 2)
            self.in_hand(_cards(f["taken"], f"{where}.taken", least=2 - left, most=2 - left), player, where)
        elif "held" in extra:
            size = {"dwarf": (2, 2), "laraki_keep": (1, self.n), "laraki_give": (1, self.n - 1)}[purpose]
            held = _cards(f["held"], f"{where}.held", least=size[0], most=size[1])
            if "to" in extra:
                clockwise = others(self.state, player)
                to = f["to"]
                if not isinstance(to, list) or len(to) != len(held) or not all(is_int(s) for s in to) \
                        or to != [s for s in clockwise if s in to]:
                    fail(f"{where}.to must list, clockwise, one other seat for each card held")
        elif kind == "source" and "left" in extra:
            whole(f["left"], f"{where}.left", 1, 1 if purpose == "ghouls" else 3)
        return ("effect",)


def where_of(frame) -> str:
    if frame is None:
        return "nothing"
    return f"a {frame['kind']} frame" + (f" ({frame['purpose']})" if frame.get("purpose") else "")


def _check_flow(state: dict, n: int) -> None:
    flow = state["flow"]
    if not isinstance(flow, list) or len(flow) > MAX_FLOW:
        fail(f"'flow' must be a list of at most {MAX_FLOW} frames")
    if not flow:  # the game is over
        if state["final"] is None or state["final"]["turns_left"]:
            fail("an empty flow is the end of the game, which comes once the final turns are played")
        return
    checks = _Flow(state, n)
    for i, frame in enumerate(flow):
        where = f"flow[{i}]"
        if not isinstance(frame, dict):
            fail(f"{where} must be an object")
        kind = one_of(frame.get("kind"), KINDS, f"{where}.kind")
        player = seat_number(frame.get("player"), n, f"{where}.player")
        below = flow[i - 1] if i else None
        if kind == "amulet":
            may_lie_on = checks.amulet(frame, where, below)
        elif kind in PURPOSES:
            may_lie_on = checks.decision(frame, where)
        else:
            may_lie_on = {"turn": checks.turn, "lay": checks.lay, "power": checks.power, "steal": checks.steal,
                          "discard": checks.discard, "effect": checks.effect}[kind](frame, where)
        if kind != "amulet" and player != state["turn"]:
            fail(f"{where}.player must be the seat whose turn it is ({state['turn']})")
        if (below["kind"] if below else "") not in may_lie_on:
            fail(f"{where}: a {kind} frame cannot lie on {where_of(below)}")
    for i, frame in enumerate(flow):  # every frame is well formed: what each effect waits for
        if frame["kind"] == "effect":
            checks.waits(frame, f"flow[{i}]", flow[i + 1] if i + 1 < len(flow) else None)
    if flow[-1]["kind"] in ("steal", "effect"):
        fail(f"flow[{len(flow) - 1}]: a {flow[-1]['kind']} frame is resolved at once, never the pending decision")


# ---- where the cards are -------------------------------------------------------------------
HAND = Zone("hand", OWNER)
COMBOS = Zone("combos")
DECK = Zone("deck", NOBODY)
DISCARD = Zone("discard pile")
REMOVED = Zone("cards set aside")
RUNES = Zone("Runes played this turn")
PILES = ((DECK, "deck"), (DISCARD, "discard"), (REMOVED, "removed"), (RUNES, "runes"))


def layout(state: dict):
    """Every zone of the position with its cards: the frames' cards in transit (the Dwarf's two,
    the Laraki's, a creature waiting for its combo) are in the flow."""
    for i, seat in enumerate(state["seats"]):
        yield HAND, i, seat["hand"]
        for combo in seat["combos"]:
            yield COMBOS, i, combo["cards"]
    for zone, key in PILES:
        yield zone, None, state[key]
    for i, frame in enumerate(state["flow"]):
        if "held" in frame:
            yield Zone(f"flow[{i}].held", EVERYONE), None, frame["held"]


def conserved(state: dict):
    """What no action may change: each of the 64 cards in exactly one place (the loader checks
    that every list of cards is one before it asks; the property tests ask after every action).
    Returns where each card is (:class:`~pyengine.core.validate.Places`)."""
    return conserve(layout(state), ORDER)


# ---- what each seat remembers ----------------------------------------------------------------
OPENLY_TAKEN = {"play_now": "cards", "card": "taken"}  # frames naming cards just taken face up


def _check_memory(state: dict, n: int, where_is: dict) -> None:
    """Each seat's memory names cards of the game, each in another seat's hand, where it is;
    the cards a power under way took face up into a hand are remembered there by everyone."""
    memory = state[MEMORY]
    if not isinstance(memory, list) or len(memory) != n:
        fail(f"'{MEMORY}' must list what each of the {n} seats remembers (an object per seat)")
    for v, known in enumerate(memory):
        where = f"{MEMORY}[{v}]"
        if not isinstance(known, dict):
            fail(f"{where} must be an object {{card: the seat whose hand holds it}}")
        for card, holder in known.items():
            if card not in ORDER:
                fail(f"{where} names {str(card)[:40]!r}, which is not a card of this game")
            seat_number(holder, n, f"{where}[{card!r}]")
            if holder == v:
                fail(f"{where}: seat {v} remembers {card} in its own hand (it sees its own hand)")
            if card not in state["seats"][holder]["hand"]:
                fail(f"{where}: seat {v} remembers {card} in seat {holder}'s hand, but it is in {where_is[card]}")
    for i, frame in enumerate(state["flow"]):
        key = OPENLY_TAKEN.get(frame["kind"])
        if key is None or key not in frame:
            continue
        p = frame["player"]
        for card in frame[key]:
            if card in state["seats"][p]["hand"] and any(memory[v].get(card) != p for v in range(n) if v != p):
                fail(f"flow[{i}]: {card} was taken face up into seat {p}'s hand: every other seat's memory "
                     f"must hold it there")


ORDER = frozenset(D.ORDER)


# ---- the position --------------------------------------------------------------------------
def check_position(state: dict, seats: list[dict], options: dict) -> None:
    fields(state, STATE_KEYS, "the state")
    whole_numbers(state, "the state")
    n = len(seats)
    rules = fields(state["rules"], {"identical_locations"}, "'rules'")
    if one_of(rules["identical_locations"], [False, True], "'rules.identical_locations'") != options["identical_locations"]:
        fail("'rules' must be {\"identical_locations\": ...} matching the match options")
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        fail(f"'seats' must list the {n} seats")
    next_combo = whole(state["next_combo"], "'next_combo'", 1, MAX_COMBO_NUMBER)
    ids: set = set()
    for i, seat in enumerate(state["seats"]):
        fields(seat, SEAT_KEYS, f"seat {i}")
        one_of(seat["amulet"], D.AMULET_MODES, f"seat {i} amulet")
        whole(seat["skips"], f"seat {i} skips", 0, MAX_SKIPS)
        id_list(seat["hand"], HAND.where(i), most=len(D.ORDER))  # the flow's checks look into hands
        if not isinstance(seat["combos"], list) or len(seat["combos"]) > len(D.ORDER):
            fail(f"seat {i}: combos must be a list")
        for k, combo in enumerate(seat["combos"]):
            where = f"seat {i} combo {k}"
            _check_combo_id(combo, where, next_combo, ids)
            id_list(combo["cards"], where, most=len(D.ORDER))
    for zone, key in PILES:
        id_list(state[key], zone.name, most=len(D.ORDER))
    if state["removed"] != D.removed_cards(n):
        fail(f"'removed' must be {D.removed_cards(n)} with {n} players")
    seat_number(state["first"], n, "'first'")
    seat_number(state["turn"], n, "'turn'")
    _check_final(state, n)
    _check_flow(state, n)
    where_is = conserved(state).where
    _check_memory(state, n, where_is)
    # now that every id is a card of the game: what the cards make up
    kinds = D.set_kinds(rules["identical_locations"])
    for i, seat in enumerate(state["seats"]):
        for k, combo in enumerate(seat["combos"]):
            _check_combo_cards(combo, f"seat {i} combo {k}", kinds)
    if any(D.kind_of(c) != "rune" for c in state["runes"]):
        fail("'runes' may only hold Runes played this turn")
    # each Rune played this turn gave two actions (one of them may have cost one)
    whole(state["actions_left"], "'actions_left'", 0, D.ACTIONS_PER_TURN + D.RUNE_ACTIONS * len(state["runes"]))


def _check_final(state: dict, n: int) -> None:
    final = state["final"]
    if final is not None:
        fields(final, {"trigger", "turns_left"}, "'final'")
        trigger = seat_number(final["trigger"], n, "'final.trigger'")
        rest = final_turns(trigger, n, trigger_too=False)
        left = final["turns_left"]
        if not isinstance(left, list) or not all(is_int(s) for s in left) or left != rest[len(rest) - len(left):]:
            fail("'final.turns_left' must be the seats still to play after the last card, in turn order")
    if (final is None) != bool(state["deck"]):
        fail("the final turns start exactly when the deck runs out: 'final' must be null while the deck has cards")

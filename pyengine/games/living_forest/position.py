"""The checking loader of Living Forest positions (format in POSITION.md), and the upgrade of
positions saved before the flow was kept as frames (save version 1).

:func:`check_position` raises :class:`PositionError` naming the first defect of a position
that could not occur in a game: a card missing or in two places, a starting card in another
spirit's deck, a tree not touching the forest, more than 7 fires, a tree tile too many, an
action repeated, a frame with a missing or wrong field, a flow that does not await a decision.
Every number is bounded by what the rules allow.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ...core.jsondata import canonical
from ...core.zones import EVERYONE, NOBODY, Pool, Zone, conserve
from ...core.validate import distinct, fail, fields, id_list, exactly, one_of, seat_number, whole, whole_numbers
from . import data as D
from .hooks import PARTS, action_types, actions_allowed, outcome, rack_trees, repeatable
from .scoring import kodama_symbols, net_solitary, strength
from .table import loose_trees, order

STATE_KEYS = frozenset({"rules", "round", "holder", "seats", "market", "decks", "promo", "centre", "varans", "trees",
                        "attracted", "flow"})
SEAT_KEYS = frozenset({"spirit", "pile", "known", "discard", "line", "fragments", "fires", "tiles", "forest", "stone",
                       "used"})
SEEN_KEYS = {"pile", "top", "discard", "fragments", "varans"}
FIRE_VALUES = sorted(set(D.FIRE_BY_LEVEL.values()) | {D.FIRES["empty_centre_fire"], D.KODAMA["onibi_fire"]})
MAX_ROUND = 9999  # no rule ends a game by its length; a save of more rounds is not a real one
MAX_TOKENS = D.MAX_TOKENS
MAX_FRAMES = 64  # the round, the seat's action, a landing stone and the steals of one move
# the cards that go onto a draw pile in public (its known top): the market's animals, the promo
# and the Kodama; starting animals and Varans reach a pile only by a shuffle of the discard
PLACED_OPENLY = frozenset(D.ANIMALS) | frozenset(D.K_ANIMALS) | frozenset(D.PROMO) | frozenset(D.K_CARDS)
BONUS_MAX = max(c["amount"] for c in D.FOREST["corners"] if c["bonus"] != "fragments")


def check_position(game, state: dict, seats: list[dict], options: dict) -> None:
    n = len(seats)
    on = [p for p in PARTS if options.get(p.key)]
    fields(state, STATE_KEYS.union(*(p.state_keys for p in on)), "the position")
    whole_numbers(state)
    rules = {"promo": bool(options["promo"]), **{p.key: True for p in on}}
    fields(state["rules"], rules, "'rules' (the match options in force)")
    for key, value in rules.items():
        exactly(state["rules"][key], value, f"'rules.{key}' (as the match options say)")
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        fail(f"'seats' must list the {n} seats")
    seat_number(state["holder"], n, "'holder'")
    whole(state["round"], "'round'", 1, MAX_ROUND)
    _check_cards(state, seats, n, on)
    _check_seats(state, n, on)
    _check_supplies(state, n)
    for part in on:
        part.check(state, n)
    _check_flow(game, state, n, on)


def conserved(state: dict, seats: list[dict], options: dict) -> None:
    """What no action may change, as the loader counts it: every card in exactly one place where
    it may be, every tree tile on the rack or in one forest, every victory tile with a seat."""
    n = len(seats)
    _check_cards(state, seats, n, [p for p in PARTS if options.get(p.key)])
    _check_trees(state, n)
    Pool("victory tiles", len(D.TILES) * n).check(
        (f"seat {i}'s {t} tiles", seat["tiles"][t]) for i, seat in enumerate(state["seats"]) for t in D.TILES)


# ---- cards: every one in exactly one zone, and only where it may be ------------------------------

PILES = ("pile", "discard", "line")
SEEN_BY = {"pile": NOBODY, "discard": EVERYONE, "line": EVERYONE}
PROMO = Zone("the promo cards beside the circle", holds=lambda c: c in D.PROMO)
VARANS = Zone("the Varan supply", holds=D.is_varan)
MARKET = {level: Zone(f"market row {level}", holds=lambda c, n=int(level): D.level_of(c) == n) for level in D.LEVELS}
DECKS = {level: Zone(f"the level {level} deck", NOBODY, holds=lambda c, n=int(level): D.level_of(c) == n)
         for level in D.LEVELS}


@lru_cache(maxsize=64)
def _cards(spirits: tuple, on: tuple) -> tuple:
    """Every card of a game with these spirits and parts, and each seat's zones (its starting
    cards are its own spirit's)."""
    starting = {s: frozenset(D.starting_ids(s) + [c for p in on for c in p.starting_cards(s)]) for s in spirits}
    universe = set(D.varan_ids()).union(*starting.values())
    for level in D.LEVELS:
        universe.update(D.level_deck(level), (c for p in on for c in p.animals(level)))
    for part in on:
        universe.update(part.cards())
    seat_zones = {s: [Zone(pile, SEEN_BY[pile], lambda c, own=starting[s]: c in own or D.level_of(c) != 0)
                      for pile in PILES] for s in spirits}
    return frozenset(universe), seat_zones


def _layout(state: dict, seats: list[dict], n: int, on: list, seat_zones: dict):
    """Every zone of the position with its cards (the structure checked on the way)."""
    seat_keys = SEAT_KEYS.union(*(p.seat_keys for p in on))
    for i, seat in enumerate(state["seats"]):
        fields(seat, seat_keys, f"seat {i}")
        own = seats[i]["spirit"]
        if seat["spirit"] != own:
            fail(f"seat {i} is the {own} spirit in the match but {seat['spirit']!r} in the position")
        for zone in seat_zones[own]:
            yield zone, i, id_list(seat[zone.name], zone.where(i))
    fields(state["market"], D.LEVELS, "'market'")
    fields(state["decks"], D.LEVELS, "'decks'")
    for level in D.LEVELS:
        row = state["market"][level]
        if not isinstance(row, list) or len(row) != D.MARKET_SIZE:
            fail(f"market row {level} must have {D.MARKET_SIZE} slots (a card id or null)")
        yield MARKET[level], None, id_list([c for c in row if c is not None], MARKET[level].name)
        yield DECKS[level], None, id_list(state["decks"][level], DECKS[level].name)
    yield PROMO, None, id_list(state["promo"], PROMO.name)
    yield VARANS, None, id_list(state["varans"], VARANS.name)
    for part in on:
        yield from part.zones(state, n)


def layout(state: dict) -> list:
    """Every place of a position that holds cards, as the loader reads it: (zone, seat or None,
    the list of ids there, itself: the bots' tests exchange hidden cards in place)."""
    seats = [{"spirit": seat["spirit"]} for seat in state["seats"]]
    on = [p for p in PARTS if state["rules"].get(p.key)]
    _, seat_zones = _cards(tuple(s["spirit"] for s in seats), tuple(on))
    return list(_layout(state, seats, len(seats), on, seat_zones))


def _check_cards(state: dict, seats: list[dict], n: int, on: list) -> None:
    universe, seat_zones = _cards(tuple(s["spirit"] for s in seats), tuple(on))
    conserve(_layout(state, seats, n, on, seat_zones), universe)


# ---- the seats -----------------------------------------------------------------------------------

def _check_seats(state: dict, n: int, on: list) -> None:
    stones = set()
    tiles_total = 0
    types = action_types(state)
    for i, seat in enumerate(state["seats"]):
        where = f"seat {i}"
        whole(seat["known"], f"{where}'s known", 0, len(seat["pile"]))
        for card in seat["pile"][:seat["known"]]:
            if card not in PLACED_OPENLY:
                fail(f"{where}'s known claims {card}, on its draw pile, is public: only an animal attracted or a "
                     "Kodama called goes onto a pile in sight (the others come back by a shuffle, unseen)")
        whole(seat["fragments"], f"{where}'s fragments", 0, MAX_TOKENS)
        fires = seat["fires"]
        if not isinstance(fires, list) or len(fires) > MAX_TOKENS or any(
                not any(type(v) is int and v == f for f in FIRE_VALUES) for v in fires):
            fail(f"{where}'s fires must be a list of fire values {FIRE_VALUES}")
        fields(seat["tiles"], D.TILES, f"{where}'s tiles")
        tiles_total += sum(whole(seat["tiles"][t], f"{where}'s {t} tiles", 0, len(D.TILES) * n) for t in D.TILES)
        _check_forest(state, seat["forest"], where)
        stone = whole(seat["stone"], f"{where}'s stone", 0, len(D.STONES) - 1)
        if stone in stones:
            fail(f"two spirits stand on stone {stone}")
        stones.add(stone)
        for part in on:
            part.check_seat(state, seat, where)
        used = seat["used"]
        if not isinstance(used, list) or any(not isinstance(u, str) or u not in types for u in used):
            fail(f"{where}'s 'used' must list action types among {', '.join(types)}")
        most = D.DATA["actions_per_round"] + seat.get("extra", 0)
        if len(used) > most:
            fail(f"{where} took more than {most} actions")
        again = repeatable(state, seat)
        if any(used.count(u) > 1 and u not in again for u in used):
            fail(f"{where} repeated an action type without a cost-11 tree (or an animal allowing it)")
        if net_solitary(seat["line"]) > D.SOLITARY_LIMIT:
            fail(f"{where}'s line shows more than {D.SOLITARY_LIMIT} net solitary symbols")
    if tiles_total != len(D.TILES) * n:
        fail(f"the seats must hold {len(D.TILES) * n} victory tiles in all, not {tiles_total}")


def _check_forest(state: dict, forest, where: str) -> None:
    if (not isinstance(forest, list) or len(forest) != D.ROWS
            or any(not isinstance(r, list) or len(r) != D.COLS for r in forest)):
        fail(f"{where}'s forest must be {D.ROWS} rows of {D.COLS} spaces")
    trees = set(rack_trees(state))
    sx, sy = D.START_SPACE
    for y in range(D.ROWS):
        for x in range(D.COLS):
            cell = forest[y][x]
            if (x, y) == (sx, sy):
                if cell != D.START_TREE:
                    fail(f"{where}'s starting tree must stand at ({sx}, {sy})")
            elif cell is not None and not (isinstance(cell, str) and cell in trees):
                fail(f"{where}'s forest space ({x}, {y}) holds {cell!r}, not a tree type")
    for x, y in loose_trees(forest)[:1]:
        fail(f"{where}'s tree at ({x}, {y}) does not connect to the starting tree")


def _check_trees(state: dict, n: int) -> None:
    ids = rack_trees(state)
    trees = fields(state["trees"], ids, "'trees'")
    planted = Counter(cell for seat in state["seats"] for row in seat["forest"] for cell in row)
    for t in ids:
        if whole(trees[t], f"the rack's {t}", 0, D.tree_copies(t, n)) + planted[t] != D.tree_copies(t, n):
            fail(f"{t}: the rack and the forests must hold {D.tree_copies(t, n)} tiles with {n} players")


def _check_supplies(state: dict, n: int) -> None:
    _check_trees(state, n)
    centre = state["centre"]
    if not isinstance(centre, list) or any(not any(type(v) is int and v == f for f in FIRE_VALUES) for v in centre) \
            or centre != sorted(centre):
        fail(f"'centre' must list fire values {FIRE_VALUES} in ascending order")
    if len(centre) > D.CENTRE_MAX:
        fail(f"the centre holds at most {D.CENTRE_MAX} fires")
    attracted = fields(state["attracted"], D.LEVELS, "'attracted'")
    for level in D.LEVELS:
        empty = state["market"][level].count(None)
        count = whole(attracted[level], f"attracted {level}", 0, empty)
        if state["decks"][level] and empty > count:
            fail(f"market row {level} has {empty} empty slot(s) but only {count} card(s) were "
                 "attracted this round and its deck is not empty")


# ---- the flow ----------------------------------------------------------------------------------

def _check_flow(game, state: dict, n: int, on: list) -> None:
    flow = state["flow"]
    if not isinstance(flow, list) or len(flow) > MAX_FRAMES:
        fail(f"'flow' must be a list of at most {MAX_FRAMES} frames")
    for i, frame in enumerate(flow):
        if not isinstance(frame, dict) or not isinstance(frame.get("kind"), str) or frame["kind"] not in game.handlers:
            fail(f"flow[{i}] must be a frame with a known kind")
    seats = state["seats"]
    seq = order(state)
    if not flow:
        if not outcome(state)["qualified"]:
            fail("the game is over (the flow is empty) but no seat reached a goal")
        return
    base = flow[0]["kind"]
    if base not in ("draw_phase", "action_phase") or len(flow) < 2:
        fail("flow[0] must be the round's draw_phase or action_phase, with a seat's frame above it")
    fields(flow[0], {"kind", "waiting"}, "flow[0]")
    player = seat_number(flow[1].get("player"), n, "flow[1].player")
    if canonical(flow[0]["waiting"]) != canonical(seq[seq.index(player) + 1:]):
        fail(f"flow[0].waiting must be the seats after seat {player} in turn order: {seq[seq.index(player) + 1:]}")
    now = seq.index(player)
    if base == "draw_phase":
        _check_draw(state, flow, player, seq, now)
    else:
        _check_actions(state, flow, player, seq, now, on)
    if not game.settled(state):
        fail("the flow does not await a decision: its top frame would resolve by itself")


def _check_draw(state: dict, flow: list, player: int, seq: list, now: int) -> None:
    seats = state["seats"]
    if len(flow) != 2 or flow[1]["kind"] != "draw":
        fail("during the draw phase the flow is [draw_phase, draw]")
    frame = fields(flow[1], {"kind", "player", "drawn", "seen"}, "flow[1]")
    for i in seq[now + 1:]:
        if seats[i]["line"]:
            fail(f"seat {i} has not drawn yet this round: its line must be empty")
    if any(seats[i]["used"] for i in seq):
        fail("no action is taken during the draw phase")
    line = seats[player]["line"]
    if frame["drawn"] is not None and line[-1:] != [frame["drawn"]]:
        fail("flow[1].drawn must be the last card of the drawing seat's line, or null")
    seen = fields(frame["seen"], SEEN_KEYS, "flow[1].seen")
    cards = len(D.starting_ids(seats[player]["spirit"])) + len(D.varan_ids()) + sum(
        len(D.level_deck(lv)) for lv in D.LEVELS) + 20
    whole(seen["pile"], "flow[1].seen.pile", 0, cards)
    whole(seen["discard"], "flow[1].seen.discard", 0, cards)
    whole(seen["fragments"], "flow[1].seen.fragments", 0, MAX_TOKENS)
    whole(seen["varans"], "flow[1].seen.varans", 0, D.VARAN_COUNT)
    top = distinct(id_list(seen["top"], "flow[1].seen.top", most=seen["pile"]), "flow[1].seen.top")
    mine = set(seats[player]["pile"]) | set(line) | set(seats[player]["discard"])
    if any(c not in mine for c in top):
        fail("flow[1].seen.top names a card that is not the drawing seat's")


def _check_actions(state: dict, flow: list, player: int, seq: list, now: int, on: list) -> None:
    seats = state["seats"]
    if flow[1]["kind"] != "action":
        fail("during the action phase flow[1] is the acting seat's action frame")
    fields(flow[1], {"kind", "player"}, "flow[1]")
    for i in seq[now + 1:]:
        if seats[i]["used"]:
            fail(f"seat {i} acts later this round: it cannot have used actions")
    for i in seq[:now + 1]:
        if len(seats[i]["used"]) > actions_allowed(state, i):
            fail(f"seat {i} took more actions than it has this round")
    above = flow[2:]
    kinds = [f["kind"] for f in above]
    shapes_ok = (
        not kinds
        or (len(kinds) == 1 and kinds[0] in ("attract", "extinguish", "plant", "call", "kodama"))
        or (kinds[0] == "stone" and len(kinds) > 1 and set(kinds[1:]) == {"steal"})
    )
    if not shapes_ok:
        fail(f"the frames above the action frame cannot be {kinds}")
    for k, frame in enumerate(above, start=2):
        where = f"flow[{k}]"
        kind = frame["kind"]
        if canonical(frame.get("player")) != canonical(player):
            fail(f"{where}.player must be the acting seat {player}")
        if kind in ("attract", "extinguish"):
            fields(frame, {"kind", "player", "left", "picked", "origin"}, where)
            origin = one_of(frame["origin"], ["action", "corner", "stone", "animal"], f"{where}.origin")
            element = "sun" if kind == "attract" else "water"
            whole(frame["left"], f"{where}.left", 0, max(0, strength(state, player, element)) + BONUS_MAX)
            whole(frame["picked"], f"{where}.picked", 1 if origin in ("action", "animal") else 0, 3 * D.MARKET_SIZE
                  + len(D.PROMO) + D.CENTRE_MAX)
        elif kind == "plant":
            fields(frame, {"kind", "player", "origin"}, where)
            one_of(frame["origin"], ["stone"], f"{where}.origin")
        elif kind == "call":
            fields(frame, {"kind", "player", "origin"}, where)
            one_of(frame["origin"], ["stone", "animal"], f"{where}.origin")
        elif kind == "kodama":
            fields(frame, {"kind", "player", "left", "picked", "origin"}, where)
            one_of(frame["origin"], ["kodama"], f"{where}.origin")
            symbols = kodama_symbols(seats[player])
            whole(frame["left"], f"{where}.left", 0, symbols)
            whole(frame["picked"], f"{where}.picked", 0, symbols)
            if seats[player]["used"]:
                fail("Kodama symbols are spent before the seat's first action")
        elif kind == "steal":
            fields(frame, {"kind", "player", "from"}, where)
            victim = seat_number(frame["from"], len(seats), f"{where}.from")
            if victim == player:
                fail(f"{where}.from must name another seat")
        elif kind == "stone":
            fields(frame, {"kind", "player", "stone"}, where)
            if frame["stone"] != seats[player]["stone"] or type(frame["stone"]) is not int:
                fail(f"{where}.stone must be the stone the acting seat landed on")
        else:
            fail(f"{where} cannot be a {kind} frame")
    if "kodama" in kinds and not any(p.key == "kodama" for p in on):
        fail("a kodama frame without the Kodama option")


# ---- save version 1: the flow was step/turn/task/queue ------------------------------------------

def upgrade(state: dict, version: int) -> dict:
    """A position written by a save of version 1, with its flow as frames."""
    phase, turn = state.pop("phase"), state.pop("turn")
    step, task, queue = state.pop("step"), state.pop("task"), state.pop("queue")
    snap, drawn = state.pop("draw_turn"), state.pop("just_drawn")
    if phase == "over":
        state["flow"] = []
        return state
    seq = order(state)
    waiting = seq[seq.index(turn) + 1:]
    if phase == "draw":
        state["flow"] = [{"kind": "draw_phase", "waiting": waiting},
                         {"kind": "draw", "player": turn, "drawn": drawn, "seen": snap}]
        return state
    flow = [{"kind": "action_phase", "waiting": waiting}, {"kind": "action", "player": turn}]
    for item in reversed(queue):  # the queue's first item resolves first: it goes on top
        if item["kind"] == "steal":
            flow.append({"kind": "steal", "player": turn, "from": item["from"]})
        elif item["kind"] == "stone":
            flow.append({"kind": "stone", "player": turn, "stone": item["stone"]})
        else:
            raise ValueError(f"a queued {item['kind']!r} is never left waiting in a saved position")
    if task is not None:
        kind = task["kind"]
        if kind in ("attract", "extinguish", "kodama"):
            frame = {"kind": kind, "player": turn, "left": task["left"], "picked": task["picked"],
                     "origin": task["origin"]}
        elif kind == "steal":
            frame = {"kind": kind, "player": turn, "from": task["from"]}
        else:
            frame = {"kind": kind, "player": turn, "origin": task["origin"]}
        flow.append(frame)
    if step != (flow[-1]["kind"]):
        raise ValueError("the step is not the task in progress")
    state["flow"] = flow
    return state

"""The checking loader of Living Forest positions (format in POSITION.md).

:func:`check_position` raises :class:`PositionError` naming the first defect
of a position that could not occur in a game: a card missing or in two
places, a starting card in another spirit's deck, a tree not touching the
forest, more than 7 fires, a tree tile too many, an action repeated...
"""

from __future__ import annotations

from ...core.errors import PositionError
from . import data as D

STATE_KEYS = {"rules", "round", "holder", "phase", "step", "turn", "seats", "market", "decks", "promo", "centre",
              "varans", "trees", "attracted", "just_drawn", "draw_turn", "task", "queue"}
SEAT_KEYS = {"spirit", "pile", "known", "discard", "line", "fragments", "fires", "tiles", "forest", "stone", "used"}
K_SEAT_KEYS = {"element_tiles", "element_used", "extra", "bonus_used"}
STEPS = {"draw": ("draw",), "actions": ("action", "attract", "extinguish", "plant", "steal"), "over": ("over",)}
K_STEPS = ("kodama", "call")
FIRE_VALUES = set(D.FIRE_BY_LEVEL.values())
SNAP_KEYS = {"pile", "top", "discard", "fragments", "varans"}


def _fail(message: str):
    raise PositionError(f"impossible position: {message}")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(value, where: str) -> int:
    if not _is_int(value) or value < 0:
        _fail(f"{where} must be a whole number >= 0")
    return value


def _ids(value, where: str) -> list:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        _fail(f"{where} must be a list of card ids")
    return value


def check_position(state: dict, seats: list[dict], options: dict) -> None:
    if not isinstance(state, dict):
        _fail("the state must be an object")
    kodama = bool(options.get("kodama"))
    keys = STATE_KEYS | ({"kodama"} if kodama else set())
    missing, extra = keys - set(state), set(state) - keys
    if missing:
        _fail(f"missing field(s) {', '.join(sorted(missing))}")
    if extra:
        _fail(f"unknown field(s) {', '.join(sorted(extra))}")
    n = len(seats)
    rules = {"promo": bool(options["promo"]), **({"kodama": True} if kodama else {})}
    if state["rules"] != rules:
        _fail(f"'rules' must be {rules} matching the match options")
    if not isinstance(state["seats"], list) or len(state["seats"]) != n:
        _fail(f"'seats' must list the {n} seats")
    for field in ("holder", "turn"):
        if not _is_int(state[field]) or not 0 <= state[field] < n:
            _fail(f"'{field}' must be a seat number 0..{n - 1}")
    if not _is_int(state["round"]) or state["round"] < 1:
        _fail("'round' must be a whole number >= 1")
    _check_cards(state, seats, n, kodama)
    _check_seats(state, n, kodama)
    _check_supplies(state, n, kodama)
    if kodama:
        _check_kodama(state, n)
    _check_flow(state, n, kodama)


def _check_cards(state: dict, seats: list[dict], n: int, kodama: bool) -> None:
    places: dict[str, str] = {}

    def place(cards, where, allowed):
        for c in _ids(cards, where):
            if not D.is_card(c):
                _fail(f"unknown card {c!r} in {where}")
            if c in places:
                _fail(f"card {c} is both in {places[c]} and in {where}")
            if not allowed(c):
                _fail(f"card {c} cannot be in {where}")
            places[c] = where

    spirits = []
    seat_keys = SEAT_KEYS | (K_SEAT_KEYS if kodama else set())
    for i, seat in enumerate(state["seats"]):
        if not isinstance(seat, dict) or set(seat) != seat_keys:
            _fail(f"seat {i} must have exactly the fields {', '.join(sorted(seat_keys))}")
        if seat["spirit"] != seats[i]["spirit"]:
            _fail(f"seat {i} is the {seats[i]['spirit']} spirit in the match but {seat['spirit']!r} in the position")
        spirits.append(seat["spirit"])
        own = seat["spirit"]

        def mine(c, own=own):
            return D.level_of(c) != 0 or c.startswith(own + "-") or c == f"kodama_{own}"

        for pile in ("pile", "discard", "line"):
            place(seat[pile], f"seat {i}'s {pile}", mine)
    if not isinstance(state["market"], dict) or set(state["market"]) != set(D.LEVELS):
        _fail("'market' must have the rows \"1\", \"2\" and \"3\"")
    if not isinstance(state["decks"], dict) or set(state["decks"]) != set(D.LEVELS):
        _fail("'decks' must have the decks \"1\", \"2\" and \"3\"")
    for level in D.LEVELS:
        row = state["market"][level]
        if not isinstance(row, list) or len(row) != D.MARKET_SIZE:
            _fail(f"market row {level} must have {D.MARKET_SIZE} slots (a card id or null)")
        of_level = lambda c, level=level: D.level_of(c) == int(level)  # noqa: E731
        place([c for c in row if c is not None], f"market row {level}", of_level)
        place(state["decks"][level], f"the level {level} deck", of_level)
    place(state["promo"], "the promo cards beside the circle", lambda c: c in D.PROMO)
    place(state["varans"], "the Varan supply", D.is_varan)
    if kodama:
        k = state["kodama"]
        if not isinstance(k, dict) or set(k) != {"stacks", "removed", "onibi"}:
            _fail("'kodama' must be {stacks, removed, onibi}")
        if not isinstance(k["stacks"], dict) or set(k["stacks"]) != set(D.K_STACKS):
            _fail(f"the Kodama stacks must be {', '.join(D.K_STACKS)}")
        for stack in D.K_STACKS:
            place(k["stacks"][stack], f"the {stack} Kodama stack",
                  lambda c, stack=stack: c in D.K_CARDS and D.K_CARDS[c]["stack"] == stack)
        place(k["removed"], "the Kodama cards set aside", lambda c: c in D.K_CARDS)
        cut = D.KODAMA["removed_per_stack"][str(n)]
        for stack in D.K_STACKS:
            if sum(D.K_CARDS[c]["stack"] == stack for c in k["removed"]) != cut:
                _fail(f"with {n} players {cut} {stack} Kodama card(s) are set aside at the start")
    universe = D.all_cards(spirits, state["rules"]["promo"], kodama)
    unknown = set(places) - universe
    if unknown:
        _fail(f"card(s) {', '.join(sorted(unknown)[:5])} are not in this game")
    lost = universe - set(places)
    if lost:
        _fail(f"card(s) {', '.join(sorted(lost)[:5])} are nowhere (every card must be in exactly one place)")


def _check_seats(state: dict, n: int, kodama: bool) -> None:
    from .rules import repeatable
    from .scoring import net_solitary

    stones = []
    tiles_total = 0
    for i, seat in enumerate(state["seats"]):
        where = f"seat {i}"
        if _count(seat["known"], f"{where}'s known") > len(seat["pile"]):
            _fail(f"{where}'s 'known' counts more cards than its pile holds")
        _count(seat["fragments"], f"{where}'s fragments")
        fires = seat["fires"]
        if not isinstance(fires, list) or any(v not in FIRE_VALUES for v in fires):
            _fail(f"{where}'s fires must be a list of fire values {sorted(FIRE_VALUES)}")
        tiles = seat["tiles"]
        if not isinstance(tiles, dict) or set(tiles) != set(D.TILES):
            _fail(f"{where}'s tiles must count {', '.join(D.TILES)}")
        tiles_total += sum(_count(tiles[t], f"{where}'s {t} tiles") for t in D.TILES)
        _check_forest(seat["forest"], where, kodama)
        stone = seat["stone"]
        if not _is_int(stone) or not 0 <= stone < len(D.STONES):
            _fail(f"{where}'s stone must be 0..{len(D.STONES) - 1}")
        if stone in stones:
            _fail(f"two spirits stand on stone {stone}")
        stones.append(stone)
        if kodama:
            _check_kodama_seat(seat, where)
        used = seat["used"]
        types = D.action_types(kodama)
        if not isinstance(used, list) or any(u not in types for u in used):
            _fail(f"{where}'s 'used' must list action types among {', '.join(types)}")
        most = D.DATA["actions_per_round"] + seat.get("extra", 0)
        if len(used) > most:
            _fail(f"{where} took more than {most} actions")
        again = repeatable(seat)
        if any(used.count(u) > 1 and u not in again for u in used):
            _fail(f"{where} repeated an action type without a cost-11 tree (or an animal allowing it)")
        if net_solitary(seat["line"]) > D.SOLITARY_LIMIT:
            _fail(f"{where}'s line shows more than {D.SOLITARY_LIMIT} net solitary symbols")
    if tiles_total != len(D.TILES) * n:
        _fail(f"the seats must hold {len(D.TILES) * n} victory tiles in all, not {tiles_total}")


def _check_kodama_seat(seat: dict, where: str) -> None:
    from .rules import bonus_animals

    _count(seat["element_tiles"], f"{where}'s element tiles")
    _count(seat["extra"], f"{where}'s extra actions")
    if not isinstance(seat["element_used"], list) or any(e not in D.ELEMENT_TILE for e in seat["element_used"]):
        _fail(f"{where}'s 'element_used' must list elements among {', '.join(D.ELEMENT_TILE)}")
    spent = seat["bonus_used"]
    usable = bonus_animals(dict(seat, bonus_used=[]))
    if not isinstance(spent, list) or any(c not in usable for c in spent) or len(set(spent)) != len(spent):
        _fail(f"{where}'s 'bonus_used' must list distinct level-3 Kodama animals of its help line")


def _check_kodama(state: dict, n: int) -> None:
    onibi = state["kodama"]["onibi"]
    if not _is_int(onibi) or not 0 <= onibi < len(D.STONES):
        _fail(f"the Onibi standee's stone must be 0..{len(D.STONES) - 1}")
    if any(seat["stone"] == onibi for seat in state["seats"]):
        _fail("the Onibi standee shares its stone with a spirit")


def _check_forest(forest, where: str, kodama: bool = False) -> None:
    if (not isinstance(forest, list) or len(forest) != D.ROWS
            or any(not isinstance(r, list) or len(r) != D.COLS for r in forest)):
        _fail(f"{where}'s forest must be {D.ROWS} rows of {D.COLS} spaces")
    sx, sy = D.START_SPACE
    for y in range(D.ROWS):
        for x in range(D.COLS):
            cell = forest[y][x]
            if (x, y) == (sx, sy):
                if cell != D.START_TREE:
                    _fail(f"{where}'s starting tree must stand at ({sx}, {sy})")
            elif cell is not None and cell not in (D.ALL_TREES if kodama else D.TREES):
                _fail(f"{where}'s forest space ({x}, {y}) holds {cell!r}, not a tree type")
    for tree in D.K_TREES:
        if sum(row.count(tree) for row in forest) > 1:
            _fail(f"{where}'s forest holds {tree} twice (each Kodama tree type once per forest)")
    seen, todo = {(sx, sy)}, [(sx, sy)]
    while todo:
        x, y = todo.pop()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= nx < D.COLS and 0 <= ny < D.ROWS and forest[ny][nx] is not None and (nx, ny) not in seen:
                seen.add((nx, ny))
                todo.append((nx, ny))
    for y in range(D.ROWS):
        for x in range(D.COLS):
            if forest[y][x] is not None and (x, y) not in seen:
                _fail(f"{where}'s tree at ({x}, {y}) does not connect to the starting tree")


def _check_supplies(state: dict, n: int, kodama: bool) -> None:
    trees = state["trees"]
    ids = D.tree_ids(kodama)
    if not isinstance(trees, dict) or set(trees) != set(ids):
        _fail("'trees' must count the tiles left of every tree type")
    for t in ids:
        planted = sum(row.count(t) for seat in state["seats"] for row in seat["forest"])
        if _count(trees[t], f"the rack's {t}") + planted != D.tree_copies(t, n):
            _fail(f"{t}: the rack and the forests must hold {D.tree_copies(t, n)} tiles with {n} players")
    centre = state["centre"]
    if not isinstance(centre, list) or any(v not in FIRE_VALUES for v in centre) or centre != sorted(centre):
        _fail(f"'centre' must list fire values {sorted(FIRE_VALUES)} in ascending order")
    if len(centre) > D.CENTRE_MAX:
        _fail(f"the centre holds at most {D.CENTRE_MAX} fires")
    attracted = state["attracted"]
    if not isinstance(attracted, dict) or set(attracted) != set(D.LEVELS):
        _fail("'attracted' must count the animals attracted this round by level")
    for level in D.LEVELS:
        empty = state["market"][level].count(None)
        if state["decks"][level] and empty > _count(attracted[level], f"attracted {level}"):
            _fail(f"market row {level} has {empty} empty slot(s) but only {attracted[level]} card(s) were "
                  "attracted this round and its deck is not empty")


def _check_flow(state: dict, n: int, kodama: bool) -> None:
    from .rules import actions_allowed, order

    phase, step = state["phase"], state["step"]
    if phase not in STEPS:
        _fail(f"'phase' must be one of {', '.join(STEPS)}")
    steps = STEPS[phase] + (K_STEPS if kodama and phase == "actions" else ())
    if step not in steps:
        _fail(f"during the {phase} phase 'step' must be one of {', '.join(steps)}")
    seq = order(state)
    now = seq.index(state["turn"])
    seats = state["seats"]
    task, queue = state["task"], state["queue"]
    if not isinstance(queue, list):
        _fail("'queue' must be a list")
    if phase == "draw":
        snap = state["draw_turn"]
        if not isinstance(snap, dict) or set(snap) != SNAP_KEYS:
            _fail(f"during the draw phase 'draw_turn' must be {{{', '.join(sorted(SNAP_KEYS))}}}")
        for i in seq[now + 1:]:
            if seats[i]["line"]:
                _fail(f"seat {i} has not drawn yet this round: its line must be empty")
        for i in seq:
            if seats[i]["used"]:
                _fail("no action is taken during the draw phase")
        just = state["just_drawn"]
        if just is not None and seats[state["turn"]]["line"][-1:] != [just]:
            _fail("'just_drawn' must be the last card of the drawing seat's line, or null")
        if task is not None or queue:
            _fail("'task' and 'queue' are empty during the draw phase")
        return
    if state["draw_turn"] is not None or state["just_drawn"] is not None:
        _fail("'draw_turn' and 'just_drawn' are null outside the draw phase")
    if phase == "over":
        return
    for i in seq[now + 1:]:
        if seats[i]["used"]:
            _fail(f"seat {i} acts later this round: it cannot have used actions")
    for i in seq[:now + 1]:
        if len(seats[i]["used"]) > actions_allowed(state, i):
            _fail(f"seat {i} took more actions than it has this round")
    if step == "action":
        if task is not None or queue:
            _fail("at the choice of an action no task is in progress")
        from .rules import LivingForest

        # with no basic action left, a Kodama seat may still hold a bonus action or an element tile to use
        if len(seats[state["turn"]]["used"]) >= actions_allowed(state, state["turn"]) and (
                not kodama or len(LivingForest()._legal_action(state)) < 2):
            _fail("the acting seat has no action left")
        return
    if not isinstance(task, dict) or task.get("kind") != step:
        _fail(f"during the '{step}' step 'task' must be a {step} task")
    if step in ("attract", "extinguish"):
        if not _is_int(task.get("left")) or not _is_int(task.get("picked")) or task.get("origin") not in (
                "action", "corner", "stone", "animal"):
            _fail(f"a {step} task is {{kind, left, picked, origin}}")
    if step == "kodama" and (not _is_int(task.get("left")) or task["left"] < min(D.K_SPEND.values())):
        _fail("a kodama task has the Kodama symbols still to spend in 'left' (at least the cheapest cost)")
    if step == "call" and task.get("origin") not in ("stone", "animal"):
        _fail("a call task comes from a call stone")
    if step == "steal" and (not _is_int(task.get("from")) or not 0 <= task["from"] < n or task["from"] == state["turn"]):
        _fail("a steal task names another seat in 'from'")

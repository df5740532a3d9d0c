"""The island's pieces in a state, and the operations every power, fear card and invader
action is built from (digest: Invaders, Ravage, Fear and terror, Blight, Powers: terms).

The state is plain JSON, saved as is::

    state["lands"][land] = {"explorer": [0], "town": [0, 1], "city": [], "dahan": [0, 0],
                            "blight": 1, "presence": {"0": 2}, "defend": 0}
    state["pools"] = {"blight": 6, "fear": 4, "generated": 0}
    state["destroyed_presence"] = {"0": 1}

Explorers, towns, cities and dahan are lists with one entry per piece: the damage it took
this round, in ascending order (so ``"town": [0, 1]`` is two towns, one damaged; pieces of a
kind differ only by their damage, and one order makes equal positions equal JSON). Blight is
a count; presence is the count of each spirit's presence on the land, keyed by its seat
number as text (no zero entries); ``defend`` is the Defend total of this round. The blight
pool, the fear pool and the generated fear markers are counts; destroyed presence is kept per
spirit, out of play (decision D02).

Every operation changes the state in place, deterministically (no randomness, no I/O), and
returns what happened so the caller can log it. None makes a player's choice: which land,
which kind, which piece (``index`` into that kind's list, as it is before the operation),
where a push goes and where a cascade goes are the caller's arguments. A refused operation
raises :class:`~pyengine.core.errors.IllegalAction` with a key ``horizons.refuse.<name>``
(``REFUSALS``) and changes nothing.

>>> from .island import island
>>> state = setup_state(island("solo_G"))
>>> state["lands"]["G2"]["city"], state["pools"]
([0], {'blight': 6, 'fear': 4, 'generated': 0})
>>> damage(state, "city", "G2", 0, 2)["destroyed"], state["lands"]["G2"]["city"]
(False, [2])
>>> downgrade(state, "city", "G2", 0)["destroyed"], state["pools"]["generated"]
(True, 1)
"""

from __future__ import annotations

from typing import Iterable

from ...core.errors import IllegalAction
from ...core.validate import fail, fields, whole
from ...core.zones import Pool
from . import data as D
from .island import Island

INVADERS: tuple[str, ...] = D.INVADER_PIECES  # explorer, town, city
DAMAGEABLE: tuple[str, ...] = INVADERS + ("dahan",)  # the pieces that carry damage (lists)
MOVABLE: tuple[str, ...] = DAMAGEABLE + ("blight",)  # what a push or gather moves
LAND_KEYS: tuple[str, ...] = DAMAGEABLE + ("blight", "presence", "defend")
POOL_KEYS: tuple[str, ...] = ("blight", "fear", "generated")

MOST_OF_A_KIND = 99  # pieces of one kind on one land (the game's supply is unlimited; a sane bound)
MOST_DEFEND = 999

REFUSALS = frozenset({"not_a_land", "not_adjacent", "same_land", "not_a_piece", "no_such_piece",
                      "bad_amount", "no_presence"})


def refuse(name: str, message: str, **args) -> IllegalAction:
    """The error of a refused operation: key ``horizons.refuse.<name>`` and raw arguments."""
    assert name in REFUSALS, name
    return IllegalAction(message, key=f"horizons.refuse.{name}", args=args)


# ---- setup ------------------------------------------------------------------------------------

def empty_land() -> dict:
    return {"explorer": [], "town": [], "city": [], "dahan": [], "blight": 0, "presence": {}, "defend": 0}


def setup_pieces(isle: Island) -> dict[str, dict]:
    """Every land of the island with the pieces printed on it (undamaged), no presence, no
    Defend (digest, Setup: "place the pieces printed on each land").

    >>> from .island import island
    >>> lands = setup_pieces(island("solo_G"))
    >>> lands["G1"]["dahan"], lands["G5"]["blight"], lands["G6"]
    ([0, 0], 1, {'explorer': [], 'town': [], 'city': [], 'dahan': [], 'blight': 0, 'presence': {}, 'defend': 0})
    """
    lands = {}
    for land_id in isle.land_ids:
        land = empty_land()
        for piece, n in isle.pieces(land_id).items():
            if piece == "blight":
                land["blight"] = n
            else:
                land[piece] = [0] * n
        lands[land_id] = land
    return lands


def players_of(isle: Island) -> int:
    """The number of players a layout is for."""
    return D.LAYOUTS[isle.layout]["players"]


def blight_total(isle: Island, players: int | None = None) -> int:
    """All blight of a game, wherever it is: the pool at setup (5 per player + 1) plus the
    blight printed on the island (our reading: the printed blight comes from the box, as in
    the base game, not from the pool). Blight only moves between the pool and the island,
    so this stays the same all game."""
    players = players_of(isle) if players is None else players
    return D.blight_pool(players) + isle.printed_totals()["blight"]


def setup_state(isle: Island, players: int | None = None) -> dict:
    """The pieces part of a new game's state: the printed lands, full pools, nothing destroyed."""
    players = players_of(isle) if players is None else players
    return {"lands": setup_pieces(isle),
            "pools": {"blight": D.blight_pool(players), "fear": D.fear_pool(players), "generated": 0},
            "destroyed_presence": {}}


# ---- reading ----------------------------------------------------------------------------------

def land_of(state: dict, land: str) -> dict:
    """The pieces of a land; the ocean, or any other name, is not a land."""
    try:
        return state["lands"][land]
    except (KeyError, TypeError):
        raise refuse("not_a_land", f"{land!r} is not a land of this island", land=str(land)) from None


def _kind(piece: str, kinds: Iterable[str] = DAMAGEABLE) -> str:
    if piece not in kinds:
        raise refuse("not_a_piece", f"{piece!r} is not one of {', '.join(kinds)}", piece=str(piece))
    return piece


def count(state: dict, land: str, piece: str) -> int:
    """How many of ``piece`` (explorer, town, city, dahan or blight) are on the land."""
    value = land_of(state, land)[_kind(piece, MOVABLE)]
    return value if piece == "blight" else len(value)


def invaders(state: dict, land: str) -> int:
    return sum(count(state, land, p) for p in INVADERS)


def has_invaders(state: dict, land: str) -> bool:
    return invaders(state, land) > 0


def presence(state: dict, land: str, seat: int) -> int:
    return land_of(state, land)["presence"].get(str(seat), 0)


def presence_on_island(state: dict, seat: int) -> int:
    """A spirit's presence on the island (none left: the players lose)."""
    return sum(land["presence"].get(str(seat), 0) for land in state["lands"].values())


def spirits_on_island(state: dict) -> int:
    """How many spirits have presence on the island (one pass over the lands: the game asks
    before every step of its flow whether a spirit has none left)."""
    seats = set()
    for land in state["lands"].values():
        for seat, n in land["presence"].items():
            if n:
                seats.add(seat)
    return len(seats)


def blight_pool_empty(state: dict) -> bool:
    """The blight pool is empty: the players lose (digest, Blight)."""
    return state["pools"]["blight"] == 0


def _amount(n, what: str = "amount", low: int = 0) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < low:
        raise refuse("bad_amount", f"{what} must be a whole number of at least {low}, not {n!r}", amount=str(n))
    return n


def _piece(state: dict, land: str, piece: str, index) -> list:
    """The damage list of ``piece`` on the land, checking that ``index`` names one of them."""
    pieces = land_of(state, land)[_kind(piece)]
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(pieces):
        raise refuse("no_such_piece", f"there is no {piece} #{index} in {land} ({len(pieces)} there)",
                     piece=piece, land=land)
    return pieces


def dahan_health(state: dict, land: str) -> int:
    """A dahan's health in a land: 2, plus one-round bonuses there (``{"kind": "dahan_health",
    "land", "n"}`` in ``state["effects"]``: Infinite Vitality)."""
    return D.health("dahan") + sum(e["n"] for e in state.get("effects", ())
                                   if e["kind"] == "dahan_health" and e["land"] == land)


def dahan_unharmed(state: dict, land: str) -> bool:
    """The dahan of a land ignore damage and destroy effects this round (``{"kind":
    "dahan_unharmed", "land"}``: Infinite Vitality's threshold)."""
    return any(e["kind"] == "dahan_unharmed" and e["land"] == land for e in state.get("effects", ()))


# Callables (state, piece, land) -> a change to an invader's health in that land, which a spirit's
# standing rule makes (Blistering Heat: spirit_heat.py); together they never bring it below 1.
HEALTH_CHANGES: list = []
# Callables (state) -> True when one of those changes can apply in this game (its spirit plays):
# the check of every land before each step of the flow runs only then.
HEALTH_IN_PLAY: list = []


def health_of(state: dict, piece: str, land: str) -> int:
    if piece == "dahan":
        return dahan_health(state, land)
    base = D.health(piece)
    if piece in INVADERS and HEALTH_CHANGES:
        return max(1, base + sum(change(state, piece, land) for change in HEALTH_CHANGES))
    return base


def _put(pieces: list, damage_taken: int) -> None:
    pieces.append(damage_taken)
    pieces.sort()


# ---- fear -------------------------------------------------------------------------------------

def fear(state: dict, n: int) -> int:
    """Generate ``n`` fear: each moves a marker from the fear pool to generated fear; when the
    pool empties a fear card is earned and every generated marker returns to the pool, and the
    rest of the fear carries on (digest, Fear and terror). Returns the fear cards earned (the
    caller takes them from the fear deck).

    >>> state = {"pools": {"blight": 6, "fear": 1, "generated": 3}}
    >>> fear(state, 2), state["pools"]["fear"], state["pools"]["generated"]
    (1, 3, 1)
    """
    _amount(n, "fear")
    pools = state["pools"]
    total = pools["fear"] + pools["generated"]
    if n < pools["fear"]:
        pools["fear"] -= n
        pools["generated"] += n
        return 0
    if total == 0:
        raise ValueError("the fear pool holds no markers")
    beyond = n - pools["fear"]  # the fear after the pool first empties (one card earned)
    earned = 1 + beyond // total
    pools["fear"], pools["generated"] = total - beyond % total, beyond % total
    return earned


# ---- presence ---------------------------------------------------------------------------------

def add_presence(state: dict, land: str, seat: int, n: int = 1) -> int:
    """Place ``n`` of a spirit's presence on a land (from its tracks: the spirit's part)."""
    _amount(n)
    here = land_of(state, land)["presence"]
    if n:
        here[str(seat)] = here.get(str(seat), 0) + n
    return n


def destroy_presence(state: dict, land: str, seat: int, n: int = 1) -> int:
    """Destroy ``n`` of a spirit's presence on a land: it leaves the island and does not go back
    to the tracks; it is counted per spirit (digest, Blight; decision D02)."""
    _amount(n)
    here = land_of(state, land)["presence"]
    key = str(seat)
    if here.get(key, 0) < n:
        raise refuse("no_presence", f"spirit {seat} has {here.get(key, 0)} presence in {land}, not {n}",
                     seat=seat, land=land)
    if n:
        here[key] -= n
        if not here[key]:
            del here[key]
        destroyed = state.setdefault("destroyed_presence", {})
        destroyed[key] = destroyed.get(key, 0) + n
    return n


# ---- add, remove, destroy ---------------------------------------------------------------------

def add(state: dict, piece: str, land: str, n: int = 1) -> dict:
    """Add ``n`` pieces (explorer, town, city, dahan: undamaged; or blight) to a land.

    Blight comes from the blight pool, as long as it lasts, and each blight added destroys one
    presence of each spirit in that land (digest, Blight). A blight added to a land that
    already had blight counts as a cascade (digest, Ravage: the caller adds one more to an
    adjacent land the players pick). Returns ``{"piece", "land", "added"}`` and, for blight,
    ``"presence_destroyed"`` (seat -> count), ``"cascades"`` and ``"pool_empty"`` (the loss).

    >>> state = {"lands": {"G1": empty_land()}, "pools": {"blight": 1, "fear": 4, "generated": 0}}
    >>> add_presence(state, "G1", 0, 2)
    2
    >>> add(state, "blight", "G1", 2)
    {'piece': 'blight', 'land': 'G1', 'added': 1, 'presence_destroyed': {'0': 1}, 'cascades': 0, 'pool_empty': True}
    """
    here = land_of(state, land)
    _kind(piece, MOVABLE)
    _amount(n)
    if piece != "blight":
        for _ in range(n):
            _put(here[piece], 0)
        return {"piece": piece, "land": land, "added": n}
    pools = state["pools"]
    added = min(n, pools["blight"])
    lost: dict[str, int] = {}
    cascades = 0
    for _ in range(added):
        cascades += 1 if here["blight"] else 0
        pools["blight"] -= 1
        here["blight"] += 1
        for seat in sorted(here["presence"], key=int):
            destroy_presence(state, land, int(seat))
            lost[seat] = lost.get(seat, 0) + 1
    return {"piece": "blight", "land": land, "added": added, "presence_destroyed": lost,
            "cascades": cascades, "pool_empty": blight_pool_empty(state)}


def remove(state: dict, piece: str, land: str, index: int | None = None) -> dict:
    """Remove one piece: it goes back to the supply (blight: to the blight pool) and gives no
    fear (digest, Powers: terms, Remove). ``index`` picks which piece of a kind with damage."""
    if piece == "blight":
        here = land_of(state, land)
        if not here["blight"]:
            raise refuse("no_such_piece", f"there is no blight in {land}", piece=piece, land=land)
        here["blight"] -= 1
        state["pools"]["blight"] += 1
        return {"piece": piece, "land": land, "removed": True}
    pieces = _piece(state, land, piece, index)
    taken = pieces.pop(index)
    return {"piece": piece, "land": land, "removed": True, "damage": taken}


def destroy(state: dict, piece: str, land: str, index: int) -> dict:
    """Destroy one invader or dahan: it leaves the land; a town gives 1 fear, a city 2, an
    explorer or a dahan none (digest, Powers: terms, Destroy). Returns the fear generated and
    the fear cards it earned."""
    pieces = _piece(state, land, piece, index)
    if piece == "dahan" and dahan_unharmed(state, land):
        return {"piece": piece, "land": land, "destroyed": False, "ignored": True, "fear": 0, "earned": 0}
    pieces.pop(index)
    generated = D.fear_on_destroy(piece) if piece in INVADERS else 0
    return {"piece": piece, "land": land, "destroyed": True, "fear": generated, "earned": fear(state, generated)}


def _settle(state: dict, piece: str, land: str, damage_taken: int) -> dict:
    """Put a piece with ``damage_taken`` on the land, or destroy it at once if that reaches
    its health (an invader is destroyed when its damage reaches its health)."""
    pieces = land_of(state, land)[piece]
    _put(pieces, damage_taken)
    if damage_taken >= health_of(state, piece, land):
        out = destroy(state, piece, land, pieces.index(damage_taken))
        return dict(out, damage=damage_taken)
    return {"piece": piece, "land": land, "destroyed": False, "damage": damage_taken, "fear": 0, "earned": 0}


def damage(state: dict, piece: str, land: str, index: int, amount: int) -> dict:
    """Deal ``amount`` damage to one invader or dahan; it is destroyed (with its fear) when the
    damage it took this round reaches its health, else the damage stays until Time passes
    (digest, Invaders). Damage beyond what destroys it is lost (the caller splits damage)."""
    pieces = _piece(state, land, piece, index)
    _amount(amount, "damage")
    if piece == "dahan" and dahan_unharmed(state, land):
        return {"piece": piece, "land": land, "destroyed": False, "ignored": True, "damage": pieces[index],
                "fear": 0, "earned": 0}
    taken = pieces.pop(index) + amount
    return _settle(state, piece, land, taken)


def replace(state: dict, piece: str, land: str, index: int, new: str) -> dict:
    """Replace one piece by a piece of kind ``new``: the damage already taken stays, and the
    new piece is destroyed at once if that reaches its health (digest, Powers: terms, Replace).
    The old piece is not destroyed (no fear for it)."""
    pieces = _piece(state, land, piece, index)
    _kind(new)
    taken = pieces.pop(index)
    return dict(_settle(state, new, land, taken), replaced=piece)


def downgrade(state: dict, piece: str, land: str, index: int) -> dict:
    """Downgrade one invader: city -> town, town -> explorer (replaced, damage kept, destroyed
    at once if it reaches the smaller piece's health), explorer removed (no fear) (digest,
    Powers: terms, Downgrade and Replace)."""
    _kind(piece, INVADERS)
    smaller = D.downgrade(piece)
    if smaller is None:
        return dict(remove(state, piece, land, index), replaced=piece)
    return replace(state, piece, land, index, smaller)


def defend(state: dict, land: str, n: int) -> int:
    """Defend ``n`` in a land for this round; several Defends add up (digest, Powers: terms).
    Returns the land's Defend total."""
    here = land_of(state, land)
    here["defend"] += _amount(n, "defend")
    return here["defend"]


# ---- moving -----------------------------------------------------------------------------------

def move(state: dict, isle: Island, piece: str, source: str, destination: str, index: int | None = None) -> dict:
    """Move one piece (with its damage) from a land to an adjacent land; never into the ocean,
    which is not a land. Moving blight is not adding it: no presence is destroyed, nothing
    cascades. ``index`` picks which piece of a kind with damage."""
    land_of(state, source)
    land_of(state, destination)
    _kind(piece, MOVABLE)
    if source == destination:
        raise refuse("same_land", f"a piece cannot move from {source} to {source}", land=source)
    if destination not in isle.adjacent(source):
        raise refuse("not_adjacent", f"{destination} is not adjacent to {source}", source=source,
                     destination=destination)
    if piece == "blight":
        if not state["lands"][source]["blight"]:
            raise refuse("no_such_piece", f"there is no blight in {source}", piece=piece, land=source)
        state["lands"][source]["blight"] -= 1
        state["lands"][destination]["blight"] += 1
        return {"piece": piece, "from": source, "to": destination}
    pieces = _piece(state, source, piece, index)
    taken = pieces.pop(index)
    _put(state["lands"][destination][piece], taken)
    return {"piece": piece, "from": source, "to": destination, "damage": taken}


def push(state: dict, isle: Island, piece: str, land: str, to: str, index: int | None = None) -> dict:
    """Push one piece from ``land`` to the adjacent land ``to`` (digest, Powers: terms, Push)."""
    return move(state, isle, piece, land, to, index)


def gather(state: dict, isle: Island, piece: str, land: str, source: str, index: int | None = None) -> dict:
    """Gather one piece into ``land`` from the adjacent land ``source`` (digest, Powers: terms,
    Gather)."""
    return move(state, isle, piece, source, land, index)


# ---- ravage -----------------------------------------------------------------------------------

def invader_damage(state: dict, land: str) -> int:
    """The damage the invaders of a land deal when they ravage: explorers x1 + towns x2 +
    cities x3, minus Defend, never below 0 (digest, Ravage).

    >>> state = {"lands": {"G2": dict(empty_land(), explorer=[0], town=[1], defend=1)}}
    >>> invader_damage(state, "G2")
    2
    """
    here = land_of(state, land)
    total = sum(D.damage(p) * len(here[p]) for p in INVADERS)
    return max(0, total - here["defend"])


def land_takes_blight(amount: int) -> bool:
    """The land takes one blight when a ravage deals it 2 or more damage (1: no blight)."""
    return amount >= 2


def ravage_dahan(state: dict, land: str, amount: int) -> dict:
    """The ravage's damage to the dahan of a land: destroy as many as possible (each needs what
    is left of its health, 2 when undamaged: the most damaged first), and damage one of the
    rest with what is left over (digest, Ravage). One-round effects may raise their health or
    make them ignore it (``dahan_health``, ``dahan_unharmed``). Returns how many were destroyed and damaged."""
    pieces = land_of(state, land)["dahan"]
    _amount(amount, "damage")
    if dahan_unharmed(state, land):
        return {"land": land, "destroyed": 0, "damaged": 0, "left": len(pieces)}
    health = dahan_health(state, land)
    destroyed = 0
    left = amount
    while pieces and left >= health - pieces[-1]:
        left -= health - pieces.pop()
        destroyed += 1
    damaged = 0
    if pieces and left:
        pieces[-1] += left  # less than the health it has left: it survives
        pieces.sort()
        damaged = 1
    return {"land": land, "destroyed": destroyed, "damaged": damaged, "left": len(pieces)}


def counterattack_damage(state: dict, land: str) -> int:
    """The damage the surviving dahan of a land deal back to the invaders after a ravage: 2
    each (digest, Ravage); the players split it."""
    return D.counterattack() * len(land_of(state, land)["dahan"])


def time_passes(state: dict) -> None:
    """Time passes: all damage to invaders and dahan heals, and Defend ends (digest, Round 5)."""
    for here in state["lands"].values():
        for piece in DAMAGEABLE:
            here[piece] = [0] * len(here[piece])
        here["defend"] = 0


# ---- the loader's check -----------------------------------------------------------------------

def _seat_key(key, players: int, where: str) -> str:
    if key not in {str(s) for s in range(players)}:
        fail(f"{where} is keyed {key!r}, which is not a seat number 0..{players - 1}")
    return key


def check_pieces(state: dict, isle: Island, players: int | None = None) -> None:
    """The position loader's check of the pieces: every land of the island and nothing else,
    every count whole and bounded, every damage below its piece's health and listed in
    ascending order, presence keyed by seat numbers, the blight on the island and in the pool
    adding up to ``blight_total`` and the fear markers in the pool and generated to 4 per
    player (the pool never empty: emptying it earns a card and refills it). Raises
    PositionError naming the first defect."""
    players = players_of(isle) if players is None else players
    lands = fields(state.get("lands"), isle.land_ids, "the lands")
    for land_id, here in lands.items():
        fields(here, LAND_KEYS, f"land {land_id}")
        for piece in DAMAGEABLE:
            where = f"the {piece} list of {land_id}"
            if not isinstance(here[piece], list):
                fail(f"{where} must be a list of damage values")
            if len(here[piece]) > MOST_OF_A_KIND:
                fail(f"{where} holds {len(here[piece])} pieces, more than {MOST_OF_A_KIND}")
            health = health_of(state, piece, land_id)
            for value in here[piece]:
                whole(value, f"the damage of a {piece} in {land_id} (health {health})", 0, health - 1)
            if here[piece] != sorted(here[piece]):
                fail(f"{where} must list damage in ascending order, not {here[piece]}")
        if not isinstance(here["presence"], dict):
            fail(f"the presence of {land_id} must be an object seat -> count")
        for key, n in here["presence"].items():
            _seat_key(key, players, f"the presence of {land_id}")
            whole(n, f"seat {key}'s presence in {land_id}", 1, MOST_OF_A_KIND)
        whole(here["defend"], f"the defend of {land_id}", 0, MOST_DEFEND)
    pools = fields(state.get("pools"), POOL_KEYS, "the pools")
    Pool("blight", blight_total(isle, players)).check(
        [("the blight pool", pools["blight"])] + [(f"land {l}", here["blight"]) for l, here in lands.items()])
    Pool("fear markers", D.fear_pool(players)).check([("the fear pool", pools["fear"]),
                                                       ("generated fear", pools["generated"])])
    whole(pools["fear"], "the fear pool (a full pool earns a card at once)", 1, D.fear_pool(players))
    destroyed = state.get("destroyed_presence")
    if not isinstance(destroyed, dict):
        fail("destroyed_presence must be an object seat -> count")
    for key, n in destroyed.items():
        _seat_key(key, players, "destroyed_presence")
        whole(n, f"seat {key}'s destroyed presence", 1, MOST_OF_A_KIND)

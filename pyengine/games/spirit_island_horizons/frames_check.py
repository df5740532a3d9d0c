"""The loader's check of the flow and of this round's one-round effects (POSITION.md, The flow):
every frame a known kind with exactly its fields, each field of its type and within its bounds
(lands of the island, seats, cards where they are), every frame in a place the flow can put it
(the round at the bottom, the phase it opened above it, each decision above the frame or the
program step that asks for it), and the parts of the position a frame stands for consistent with
it (drawn cards only under a ``keep``, a forget owed only under a ``forget``, a fear card being
resolved only under its program). An effect frame's program must be a program the game defines
for its power (or one of its sub-programs), at a step that can be waiting.

Each check raises PositionError naming the first defect (``core.validate.fail``).
"""

from __future__ import annotations

from ...core.validate import distinct, fail, fields, is_int, one_of, same, whole
from . import acts as A
from . import data as D
from . import invaders as I
from . import pieces as P
from . import spirit as S
from . import targeting as T
from .island import Island
from .ops import OPS, PROGRAMS, seat_of
from .phases import available

OWNER = A.OWNER  # the seat that runs the round and the invader phase (decision D03)
PHASES = ("spirit", "fast", "invader", "slow", "time")
SPIRIT_STEPS = ("growth", "energy", "play")
INVADER_STEPS = ("fear", "ravage", "build", "explore", "advance")
RAVAGE_STEPS = ("damage", "dahan", "counter")
VERBS = ("destroy", "remove", "downgrade", "replace", "carry")
MOST = 999  # a sane bound for amounts the rules leave open

# kind -> (required fields, optional fields)
FRAME_FIELDS: dict[str, tuple[set, set]] = {
    "round": ({"phase"}, set()),
    "together": ({"phase", "waiting", "acting", "next", "parked"}, set()),  # together.py
    "spirit": ({"step"}, set()),
    "grow": ({"icons"}, set()),
    "place": ({"icon"}, {"track", "origin"}),
    "gain_deck": ({"decks"}, set()),
    "keep": (set(), set()),
    "forget": (set(), set()),
    "powers": ({"speed"}, set()),
    "aim": ({"power"}, {"repeat"}),
    "invaders": ({"step", "todo"}, set()),
    "ravage_order": ({"lands"}, set()),
    "ravage": ({"land", "step", "damage"}, set()),
    "special": ({"boards", "choice"}, set()),
    "damage": ({"land", "n", "kinds", "purpose"}, set()),
    "pick": ({"verb", "lands", "kinds", "n", "optional"}, {"into"}),
    "move": ({"verb", "land", "kinds", "n", "optional"}, {"store", "lands", "moved"}),
    "land": ({"lands", "store", "purpose", "optional"}, set()),
    "option": ({"options", "store"}, {"n"}),
    "cascade": ({"land"}, set()),
    "effect": ({"program", "pc", "vars", "power", "land", "spirit"}, {"repeated"}),
    "pick_among": ({"verb", "groups", "n", "optional"}, {"into"}),  # fear_cards.py
    "remove_health": ({"land", "n", "kinds", "optional"}, set()),  # fear_cards.py
}

# kind -> the kinds of frame it may lie directly on (what pushes it)
BELOW: dict[str, set] = {
    "together": {"round"},
    "spirit": {"round", "together"},
    "grow": {"spirit"},
    "place": {"grow"},
    "keep": {"grow", "effect"},
    "forget": {"grow", "effect"},
    "gain_deck": {"effect"},
    "powers": {"round", "together"},
    "aim": {"powers", "effect"},  # on an effect: a card repeated (Powerstorm)
    "invaders": {"round"},
    "ravage_order": {"invaders"},
    "ravage": {"invaders"},
    "special": {"invaders"},
    "damage": {"effect", "invaders"},
    "pick": {"effect"},
    "move": {"effect"},
    "land": {"effect"},
    "option": {"effect"},
    "cascade": {"effect", "ravage", "cascade"},
    "effect": {"powers", "invaders", "effect"},
    "pick_among": {"effect"},  # fear_cards.py
    "remove_health": {"effect"},  # fear_cards.py
}
# a frame on a ``grow`` frame -> the growth icon done that it belongs to (growth.AFTER_PLACE's
# frames belong to a presence added: spirit_whirlwind.py adds them)
GROW_ICON: dict[str, str] = {"place": "add_presence", "keep": "gain_power_card", "forget": "gain_power_card"}
# the frames that may have another frame on them (the rest are decisions: only on top)
UNDER = {"round", "together", "spirit", "grow", "powers", "invaders", "ravage", "cascade", "effect"}
# the round's phase (the one it opens next) -> the frame the phase under way puts on it
PHASE_FRAME = {"fast": "spirit", "invader": "powers", "slow": "invaders", "time": "powers"}

# an operation -> the frames it leaves on its effect while it waits (ops not named here, from the
# power modules, may leave any frame an effect may carry)
PUSHES: dict[str, set] = {
    "fear": set(), "damage_each": {"damage"}, "remove_blight": set(), "defend": set(), "energy": set(),
    "round_effect": set(), "pay": set(), "move_presence": set(),
    "damage": {"damage"}, "destroy": {"pick"}, "remove": {"pick"}, "downgrade": {"pick"}, "replace": {"pick"},
    "push": {"move"}, "gather": {"move"}, "choose": {"option"}, "choose_land": {"land"},
    "offer_pay": {"option"}, "offer_next_level": {"option"}, "mire_origin": {"land"}, "add": {"cascade"},
    "gain_card": {"gain_deck", "keep", "forget"}, "if": {"effect"}, "at": {"effect"}, "repeat": {"effect"},
}


def _where(i: int, frame: dict) -> str:
    return f"flow frame {i} ({frame['kind']})"


def _land(isle: Island, value, where: str) -> str:
    if not isinstance(value, str) or value not in isle.lands:
        fail(f"{where} names {value!r}, which is not a land of the island")
    return value


def _lands(isle: Island, value, where: str, empty: bool = False) -> list:
    if not isinstance(value, list) or (not value and not empty):
        fail(f"{where} must be a {'' if empty else 'non-empty '}list of lands")
    for land in value:
        _land(isle, land, where)
    return distinct(value, where)


def _kinds(value, allowed, where: str) -> list:
    if not isinstance(value, list) or not value:
        fail(f"{where} must be a non-empty list of piece kinds")
    for k in value:
        one_of(k, list(allowed), where)
    return distinct(value, where)


def _flag(value, where: str) -> bool:
    if not isinstance(value, bool):
        fail(f"{where} must be true or false")
    return value


def _text(value, where: str) -> str:
    if not isinstance(value, str) or not value:
        fail(f"{where} must be a non-empty text")
    return value


# ---- programs ---------------------------------------------------------------------------------

def sub_programs(program: list) -> list[list]:
    """``program`` and every program nested in its steps (``then``, ``else``, ``program``...)."""
    out = [program]
    for step in program:
        for value in step.values():
            if isinstance(value, list) and value and all(isinstance(s, dict) and "op" in s for s in value):
                out += sub_programs(value)
    return out


def round_effect_templates() -> list[dict]:
    """The one-round effects the game's programs can make (their ``round_effect`` steps)."""
    out = []
    for program in PROGRAMS.values():
        for sub in sub_programs(program):
            out += [step["effect"] for step in sub if step.get("op") == "round_effect"]
    return out


# kind -> check(state, entry) -> bool, for one-round effects an operation makes or changes other
# than by a plain ``round_effect`` step (a power module registers them beside its operation)
EFFECT_CHECKS: dict = {}


SEAT_FIELDS = ("seat", "with")  # a one-round effect's fields that name a spirit by its seat


def check_effects(state: dict, isle: Island) -> None:
    """``state["effects"]``: a list of one-round effects, each one a program's ``round_effect``
    can make: its fields as the step gives them, ``land``/``seat`` filled with a land / a seat
    (or null for a power aimed at a land) where the step says "target"; or one of a kind
    registered in ``EFFECT_CHECKS`` that its check accepts."""
    effects = state["effects"]
    if not isinstance(effects, list):
        fail("the one-round effects must be a list")
    templates = round_effect_templates()
    seats = [int(s) for s in state["spirits"]]
    for i, entry in enumerate(effects):
        where = f"one-round effect {i}"
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            fail(f"{where} must be an object with a kind")
        for k in SEAT_FIELDS:  # the spirit it acts for, the spirit joined to it (Entwined Power)
            if entry.get(k) is not None and not any(same(entry[k], s) for s in seats):
                fail(f"{where} ({entry['kind']}): its {k!r} must be a spirit's seat number, not {entry[k]!r}")
        if entry["kind"] in EFFECT_CHECKS and EFFECT_CHECKS[entry["kind"]](state, entry):
            continue
        wrong = None  # the first field that differs from an effect of this shape
        for t in templates:
            if set(t) != set(entry):
                continue
            off = [k for k, v in t.items() if not (same(entry[k], v) or (v == "target" and k == "land" and entry[k] in isle.lands)
                                                   or (v == "target" and k == "seat"))]  # a seat: checked above
            if not off:
                break
            if wrong is None and t["kind"] == entry["kind"]:
                wrong = off[0]
        else:
            what = f": its {wrong!r} is {entry[wrong]!r}" if wrong else ""
            fail(f"{where} ({entry['kind']}) is not an effect any power or fear card of this game makes{what}")


# Callables (state, seat, power) -> True when a slow power was used in the fast phase by a rule
# that allows it (Gift of Wind-Sped Steps: spirit_whirlwind.py)
USED_FAST: list = []
# What the power modules register beside their operations:


def who_decides(state: dict, effect: dict, step: dict, frame: dict) -> int:
    """The seat a step's ``who`` names ("target", the default, or "user": ops.seat_of)."""
    return seat_of(effect, step.get("who", "target"))


# operations whose frames another seat may decide (the target spirit, each player in turn): op ->
# seat(state, effect, step, frame) -> the seat that decides the frame the step left on the effect
# (exactly that one), None when the step could not have left it
SEAT_OPS: dict = {"offer_pay": who_decides, "gain_card": who_decides}
# operation -> check(state, effect, where) of the answers it stores in the effect's vars, once done
# (a module that stores more than a count or an id there says what may be there)
ANSWER_CHECKS: dict = {}
# operations that run themselves again once the frame they pushed is done (they put pc back)
AGAIN_OPS: set = set()
# operations under which another power's effect runs: a card repeated, or a card whose repeat is
# offered once it is done
HANDS_OVER: set = set()
# the decisions one-round effects ask as Time passes, on the round about to do it
AT_TIME_PASSES: set = set()
# powers whose effect may run in the middle of a ravage (damage owed for what the ravage destroyed)
RAVAGE_EFFECTS: set = set()
# powers whose effect may lie on any other effect (damage owed for what that effect destroyed, put
# under the decision that destroyed it)
OWED_EFFECTS: set = set()
# operations whose programs are built at run time (a hook's, not a card's): its first step's op ->
# check(program) -> bool
MADE_PROGRAMS: dict = {}


# ---- each kind's fields -----------------------------------------------------------------------

def _growth_icons(state: dict, seat: int, where: str) -> list[dict]:
    p = S.panel(state, seat)
    if p["growth"] is None:
        fail(f"{where}: the spirit has chosen no growth option this round")
    return S.growth_icons(state, seat)


# a shared phase -> the kind of frame each spirit plays it on, and the step a parked one may be at
SHARED = {"spirit": ("spirit", ("growth", "play")), "fast": ("powers", None), "slow": ("powers", None)}


def check_together(state: dict, isle: Island, where: str, frame: dict) -> None:
    """A shared phase (together.py): its waiting seats, the one acting, each parked frame."""
    seats = sorted(int(s) for s in state["spirits"])
    if len(seats) < 2:
        fail(f"{where}: a shared phase needs two spirits or more")
    one_of(frame["phase"], list(SHARED), f"{where}'s phase")
    waiting, acting, parked = frame["waiting"], frame["acting"], frame["parked"]
    if not isinstance(waiting, list) or not waiting or not all(is_int(x) and x in seats for x in waiting) \
            or waiting != sorted(set(waiting)):
        fail(f"{where}'s waiting spirits must be distinct seats, in seat order, and not none")
    if not is_int(acting) or acting not in waiting:
        fail(f"{where}: the spirit acting ({acting!r}) must be one still waiting")
    if frame["next"] is not None:
        fail(f"{where}: a switch is made at once (no spirit may be left to come next)")
    if not isinstance(parked, dict) or sorted(parked, key=lambda k: (len(k), k)) != [str(x) for x in waiting if x != acting]:
        fail(f"{where} must hold one parked frame for each waiting spirit but the one acting")
    kind, steps = SHARED[frame["phase"]]
    for key, held in parked.items():
        at = f"{where}'s parked frame of spirit {key}"
        if not isinstance(held, dict) or held.get("kind") != kind:
            fail(f"{at} must be spirit {key}'s {kind} frame")
        if not same(held.get("player"), int(key)):
            fail(f"{at}'s player must be {key}, not {held.get('player')!r}")
        required, optional = FRAME_FIELDS[kind]
        if set(held) - {"kind", "player"} != required:
            fail(f"{at} must have exactly the field(s) {', '.join(sorted(required))}")
        check_fields(state, isle, -1, held, at)
        if steps is not None and held["step"] not in steps:
            fail(f"{at} waits at its {held['step']} step, where no spirit can leave it")
        if kind == "powers" and held["speed"] != frame["phase"]:
            fail(f"{at} is the {held['speed']} phase, not the {frame['phase']} phase")


def check_fields(state: dict, isle: Island, i: int, frame: dict, where: str | None = None) -> None:
    """One frame's fields: types, bounds, lands, seats, cards (not yet its place in the stack)."""
    kind, where = frame["kind"], where or _where(i, frame)
    seat = frame["player"]
    if kind == "round":
        one_of(frame["phase"], list(PHASES), f"{where}'s phase")
    elif kind == "together":
        check_together(state, isle, where, frame)
    elif kind == "spirit":
        one_of(frame["step"], list(SPIRIT_STEPS), f"{where}'s step")
    elif kind == "grow":
        icons = _growth_icons(state, seat, where)
        if not isinstance(frame["icons"], list) or not all(is_int(x) for x in frame["icons"]):
            fail(f"{where}'s icons must be a list of icon numbers")
        if frame["icons"] != sorted(set(frame["icons"])):
            fail(f"{where}'s icons must be distinct and in order")
        for x in frame["icons"]:
            if not 0 <= x < len(icons) or icons[x]["op"] not in ("add_presence", "gain_power_card"):
                fail(f"{where} holds icon {x}, which is not an icon of the chosen option still to do")
    elif kind == "place":
        icons = _growth_icons(state, seat, where)
        if frame["icon"] not in [ic for ic in icons if ic["op"] == "add_presence"]:
            fail(f"{where}'s icon is not an add-presence icon of the chosen growth option")
        if ("track" in frame) == ("origin" in frame):
            fail(f"{where} must name either the track the presence comes from or the land it moves from")
        if "track" in frame and frame["track"] not in S.presence_tracks(state, seat):
            fail(f"{where} takes presence from {frame['track']!r}, not a track with presence left")
        if "origin" in frame and not state["lands"][_land(isle, frame["origin"], where)]["presence"].get(str(seat)):
            fail(f"{where} moves presence from {frame['origin']}, where the spirit has none")
    elif kind == "gain_deck":
        if not isinstance(frame["decks"], list) or not frame["decks"]:
            fail(f"{where}'s decks must be a non-empty list")
        for d in frame["decks"]:
            one_of(d, list(S.DECKS), f"{where}'s decks")
        distinct(frame["decks"], f"{where}'s decks")
    elif kind == "keep":
        if not S.panel(state, seat)["drawn"]:
            fail(f"{where}: the spirit has no drawn cards to keep one of")
    elif kind == "forget":
        if not S.panel(state, seat)["forget"]:
            fail(f"{where}: the spirit owes no forgotten card")
    elif kind == "powers":
        one_of(frame["speed"], ["fast", "slow"], f"{where}'s speed")
    elif kind == "aim":
        power = frame["power"]
        if not isinstance(power, str) or power not in D.NAMED:
            fail(f"{where} aims {power!r}, which is not a power")
    elif kind == "invaders":
        one_of(frame["step"], list(INVADER_STEPS), f"{where}'s step")
        if frame["todo"] is not None:
            _lands(isle, frame["todo"], f"{where}'s lands to ravage", empty=True)
    elif kind == "ravage_order":
        _lands(isle, frame["lands"], f"{where}'s lands")
        if len(frame["lands"]) < 2:
            fail(f"{where} offers {len(frame['lands'])} land: the order is chosen among several")
    elif kind == "ravage":
        _land(isle, frame["land"], where)
        one_of(frame["step"], list(RAVAGE_STEPS), f"{where}'s step")
        whole(frame["damage"], f"{where}'s damage", 0, MOST)
    elif kind == "special":
        boards = frame["boards"]
        if not isinstance(boards, list) or not boards:
            fail(f"{where}'s boards must be a non-empty list of the boards still to choose on")
        for b in boards:
            one_of(b, list(isle.boards), f"{where}'s boards")
        distinct(boards, f"{where}'s boards")
        choice = frame["choice"]
        if not isinstance(choice, dict):
            fail(f"{where}'s choice must be an object board -> land")
        for b, land in choice.items():
            one_of(b, [x for x in isle.boards if x not in boards], f"{where}'s chosen boards")
            if _land(isle, land, where) not in isle.lands_of_board(b) or P.count(state, land, "town"):
                fail(f"{where} puts board {b}'s town in {land}, not a land of that board without a town")
    elif kind == "damage":
        _land(isle, frame["land"], where)
        whole(frame["n"], f"{where}'s damage", 1, MOST)
        _kinds(frame["kinds"], P.DAMAGEABLE, f"{where}'s kinds")
        one_of(frame["purpose"], ["damage", "counterattack"], f"{where}'s purpose")
    elif kind == "pick":
        one_of(frame["verb"], list(VERBS), f"{where}'s verb")
        _lands(isle, frame["lands"], f"{where}'s lands")
        _kinds(frame["kinds"], P.INVADERS if frame["verb"] == "downgrade" else P.DAMAGEABLE, f"{where}'s kinds")
        whole(frame["n"], f"{where}'s count", 1, MOST)
        _flag(frame["optional"], f"{where}'s optional")
        if ("into" in frame) != (frame["verb"] in ("replace", "carry")):
            fail(f"{where} names what a piece becomes (or where it is carried) exactly when it replaces or carries")
        if "into" in frame and frame["verb"] == "carry":
            _land(isle, frame["into"], f"{where}'s destination")
        elif "into" in frame:
            one_of(frame["into"], list(P.DAMAGEABLE), f"{where}'s into")
    elif kind == "move":
        one_of(frame["verb"], ["push", "gather"], f"{where}'s verb")
        _land(isle, frame["land"], where)
        _kinds(frame["kinds"], P.MOVABLE, f"{where}'s kinds")
        whole(frame["n"], f"{where}'s count", 1, MOST)
        _flag(frame["optional"], f"{where}'s optional")
        if "store" in frame:
            _text(frame["store"], f"{where}'s store")
        if "lands" in frame:
            _lands(isle, frame["lands"], f"{where}'s lands", empty=True)
        if "moved" in frame:
            if "store" not in frame or frame["verb"] != "push":
                fail(f"{where} keeps the lands pushed to only for a push that stores them")
            _lands(isle, frame["moved"], f"{where}'s lands pushed to")
    elif kind == "land":
        _lands(isle, frame["lands"], f"{where}'s lands")
        _text(frame["store"], f"{where}'s store")
        _text(frame["purpose"], f"{where}'s purpose")
        _flag(frame["optional"], f"{where}'s optional")
    elif kind == "option":
        if not isinstance(frame["options"], list) or not frame["options"]:
            fail(f"{where}'s options must be a non-empty list of catalog keys")
        for key in frame["options"]:
            if not isinstance(key, str) or not key.startswith("horizons.option."):
                fail(f"{where}'s option {key!r} is not a catalog key horizons.option.*")
        _text(frame["store"], f"{where}'s store")
        if "n" in frame:
            whole(frame["n"], f"{where}'s amount", 0, MOST)
    elif kind == "cascade":
        if state["lands"][_land(isle, frame["land"], where)]["blight"] < 2:
            fail(f"{where}: a blight cascades from {frame['land']} only when it fell on blight there")
    elif kind == "effect":
        check_effect_fields(state, isle, where, frame)


def made_program(program) -> bool:
    """A program built at run time by a power module's hook (MADE_PROGRAMS), as that module makes it."""
    return isinstance(program, list) and bool(program) and isinstance(program[0], dict) \
        and program[0].get("op") in MADE_PROGRAMS and MADE_PROGRAMS[program[0]["op"]](program)


def answer_words(isle: Island) -> set:
    """The ids an answer a power stores may name: lands, cards, decks, tracks, elements, pieces."""
    return set(isle.land_ids) | set(D.NAMED) | set(S.DECKS) | set(S.TRACKS) | set(D.ELEMENTS) | set(P.MOVABLE)


def _answer(isle: Island, value, where: str, depth: int = 0) -> None:
    """The shape of one answer a power stored (its vars): nothing, a flag, a count or index, an id
    of this game, or a list or element table of those. What a module knows more of, it checks
    (MADE_PROGRAMS, EFFECT_CHECKS); what the answer leads to, the game checks by playing on."""
    if value is None or isinstance(value, bool):
        if depth:
            fail(f"{where} lists {value!r}, not a count or an id")
        return
    if is_int(value):
        whole(value, where, 0, MOST)
    elif isinstance(value, str):
        if value not in answer_words(isle):
            fail(f"{where} names {value!r}, which is nothing of this game")
    elif isinstance(value, list) and depth == 0:
        for item in value:
            _answer(isle, item, where, 1)
    elif isinstance(value, dict) and depth == 0 and set(value) <= set(D.ELEMENTS):
        for item in value.values():
            whole(item, where, 0, MOST)
    else:
        fail(f"{where} is not an answer a power stores")


def check_effect_fields(state: dict, isle: Island, where: str, frame: dict) -> None:
    power = frame["power"]
    if not isinstance(power, str) or power not in PROGRAMS:
        fail(f"{where} runs the program of {power!r}, which is no power or fear card level of this game")
    program = frame["program"]
    made = made_program(program)
    if not made and not any(program == sub for sub in sub_programs(PROGRAMS[power])):
        fail(f"{where}'s program is not {power}'s program nor one of its parts")
    # 0: not begun, under the sibling effects an operation pushed with it (each land, each player)
    whole(frame["pc"], f"{where}'s step", 0, len(program))
    if frame["land"] is not None:
        _land(isle, frame["land"], where)
    if frame["spirit"] is not None and frame["spirit"] not in [int(s) for s in state["spirits"]]:
        fail(f"{where} targets spirit {frame['spirit']!r}, not a seat")
    if frame["spirit"] is not None and ":" not in power and is_int(frame["player"]) and \
            frame["spirit"] not in T.target_spirits(state, frame["player"], power) and \
            T.power_target(power).kind == "spirit":
        fail(f"{where}: {power} cannot target spirit {frame['spirit']} (another spirit, never its user, "
             f"with two spirits or more)")
    if not isinstance(frame["vars"], dict) or not all(isinstance(k, str) for k in frame["vars"]):
        fail(f"{where}'s vars must be an object of named answers")
    for name, value in frame["vars"].items():
        _answer(isle, value, f"{where}'s answer {name!r}")
    done = [step.get("op") for step in program[:frame["pc"]] if isinstance(step, dict)]
    for op in dict.fromkeys(done):  # in the program's order
        if op in ANSWER_CHECKS:  # what an operation done so far stored, as its module knows it
            ANSWER_CHECKS[op](state, frame, where)
    if "repeated" in frame:
        _flag(frame["repeated"], f"{where}'s repeated")


# ---- the stack --------------------------------------------------------------------------------

def check_flow(state: dict, isle: Island) -> None:
    flow = state["flow"]
    if not isinstance(flow, list):
        fail("the flow must be a list of frames")
    seats = [int(s) for s in state["spirits"]]
    for i, frame in enumerate(flow):
        if not isinstance(frame, dict) or not isinstance(frame.get("kind"), str) or frame["kind"] not in FRAME_FIELDS:
            fail(f"flow frame {i} is not a frame of this game")
        required, optional = FRAME_FIELDS[frame["kind"]]
        keys = set(frame) - {"kind", "player"}
        if "player" not in frame or not required <= keys:
            fail(f"{_where(i, frame)} lacks field(s) {', '.join(sorted((required | {'player'}) - set(frame)))}")
        if keys - required - optional:
            fail(f"{_where(i, frame)} has unknown field(s) {', '.join(sorted(keys - required - optional))}")
        if not is_int(frame["player"]) or frame["player"] not in seats:
            fail(f"{_where(i, frame)} names player {frame['player']!r}, not a seat")
    if not flow:
        return
    if flow[0]["kind"] != "round":
        fail("the bottom frame of a game under way must be the round")
    for i, frame in enumerate(flow):
        if i and frame["kind"] == "round":
            fail("only the bottom frame may be the round")
        if frame["kind"] in ("round", "together", "invaders") and frame["player"] != OWNER:
            fail(f"{_where(i, frame)} is run by seat {OWNER}, who stands in for the game's owner (D03)")
        check_decider(state, isle, i, frame)
        check_fields(state, isle, i, frame)
        if i:
            below = flow[i - 1]
            # the asks of Time passes lie on the round one on the other (with 2 or 3 spirits a
            # gift asks its user and its target; a gift repeated asks its target twice)
            asks = frame["kind"] in AT_TIME_PASSES and below["kind"] in AT_TIME_PASSES
            if not asks and (below["kind"] not in BELOW[frame["kind"]] or below["kind"] not in UNDER):
                fail(f"{_where(i, frame)} cannot lie on a {below['kind']} frame")
            check_pair(state, isle, i, below, frame)
    check_context(state, isle, flow)


def check_decider(state: dict, isle: Island, i: int, frame: dict) -> None:
    """The invader phase's open choices are made by the spirit whose starting board holds their
    lands, else by the game's owner (D03: acts.decider)."""
    kind = frame["kind"]
    if kind == "ravage_order":
        lands = frame["lands"]
    elif kind == "ravage":
        lands = [frame["land"]]
    elif kind == "special":  # the board whose town is chosen now (each board's spirit chooses its own)
        boards = frame["boards"] if isinstance(frame["boards"], list) else []
        lands = isle.lands_of_board(boards[0]) if boards and boards[0] in isle.boards else []
    else:
        return
    if isinstance(lands, list) and lands and all(l in isle.land_ids for l in lands if isinstance(l, str)) \
            and all(isinstance(l, str) for l in lands) and frame["player"] != A.decider(state, lands):
        fail(f"{_where(i, frame)} is decided by seat {frame['player']}, not seat {A.decider(state, lands)}, "
             f"whose starting board holds its lands, or the game's owner (D03)")


def check_pair(state: dict, isle: Island, i: int, below: dict, frame: dict) -> None:
    """A frame and the one it lies on: the frame is one the lower frame (or its waiting step) pushes."""
    kind, where = frame["kind"], _where(i, frame)
    if below["kind"] == "round":
        wanted = PHASE_FRAME.get(below["phase"])
        shared = len(state["spirits"]) > 1 and wanted in ("spirit", "powers")
        if kind in AT_TIME_PASSES and below["phase"] == "time":
            pass  # asked before Time passes, once the slow phase is over
        elif kind != ("together" if shared else wanted):
            fail(f"{where} lies on the round about to open the {below['phase']} phase, which has "
                 f"{'no frame under way' if wanted is None else 'a ' + ('together' if shared else wanted) + ' frame'} on it")
        if kind == "powers" and frame["speed"] != {"invader": "fast", "time": "slow"}[below["phase"]]:
            fail(f"{where} is the {frame['speed']} phase, not the phase under way")
        if kind == "together" and frame["phase"] != _phase([below]):
            fail(f"{where} is the {frame['phase']} phase, not the phase under way")
    elif below["kind"] == "together":
        kind_wanted = SHARED[below["phase"]][0]
        if kind != kind_wanted or frame["player"] != below["acting"]:
            fail(f"{where} must be the {kind_wanted} frame of spirit {below['acting']}, the one acting")
        if kind == "powers" and frame["speed"] != below["phase"]:
            fail(f"{where} is the {frame['speed']} phase, not the {below['phase']} phase")
    elif below["kind"] == "spirit":
        if below["step"] != "energy":
            fail(f"{where} lies on the spirit phase at its {below['step']} step (growth icons come before energy)")
    elif below["kind"] == "grow":
        # the icon this frame does has left the grow frame's list
        icons = S.growth_icons(state, below["player"])
        op = GROW_ICON.get(kind, "gain_power_card")
        done = [x for x, icon in enumerate(icons) if icon["op"] == op and x not in below["icons"]
                and (kind != "place" or icon == frame["icon"])]
        if not done:
            fail(f"{where} lies on a growth whose {op} icon is still to do")
    elif below["kind"] == "powers":
        if ":" in frame.get("power", ""):
            fail(f"{where} runs a fear card's program in the {below['speed']} powers phase")
    elif below["kind"] == "effect":
        program, pc = below["program"], below["pc"]
        # the step waiting (or, not begun yet, the first: an offer that comes once the card above is done)
        waiting = below["program"][below["pc"] - 1] if below["pc"] else (below["program"] or [{}])[0]
        handed = waiting.get("op") in HANDS_OVER and waiting.get("card") == frame.get("power")
        if kind == "effect" and frame["power"] != below["power"] and not handed and frame["power"] not in OWED_EFFECTS:
            fail(f"{where} is part of {frame['power']}, not of {below['power']}, the effect it lies on")
        # else a sibling part pushed with it, run first, or damage owed for what this effect destroyed
        if not (kind == "effect" and (pc == 0 or frame["power"] in OWED_EFFECTS)):
            # the operation waiting: the step before pc, or the one at pc when it runs itself again
            # once the frame it pushed is done (a loop over the seats puts pc back on itself)
            waiting_steps = [program[pc - 1]] if pc else []
            if pc < len(program) and program[pc]["op"] in AGAIN_OPS:
                waiting_steps.append(program[pc])
            ops = [s["op"] for s in waiting_steps]
            if not ops:
                fail(f"{_where(i - 1, below)} has not begun, so no decision of it can wait")
            for op in ops:
                if op not in OPS.table:
                    fail(f"{_where(i - 1, below)} waits at an unknown operation {op!r}")
            if all(op in PUSHES and kind not in PUSHES[op] for op in ops):
                fail(f"{where} lies on an effect waiting at its {ops[-1]!r} step, which asks for no {kind}")
            seat_steps = [s for s in waiting_steps if s["op"] in SEAT_OPS]
            named = {SEAT_OPS[s["op"]](state, below, s, frame) for s in seat_steps}
            if len(seat_steps) < len(waiting_steps):  # a step whose choices are the user's
                named = None if kind == "effect" else named | {below["player"]}
            elif not seat_steps:
                named = None if kind == "effect" else {below["player"]}
            if named is not None and frame["player"] not in named:
                fail(f"{where} is decided by seat {frame['player']}, not by "
                     f"{' or '.join(f'seat {n}' for n in sorted(named, key=str))}, as the rule names")
    elif below["kind"] == "invaders":
        step = below["step"]
        allowed = {"fear": {"effect"}, "ravage": {"ravage_order", "ravage", "damage"},
                   "explore": {"special"}}.get(step, set())
        if kind not in allowed:
            fail(f"{where} lies on the invader phase at its {step} step")
        if kind == "damage" and frame["purpose"] != "counterattack":
            fail(f"{where} on the invader phase is the dahan's counter-attack")
        if kind == "damage" and frame["player"] != A.decider(state, [frame["land"]]):
            fail(f"{where}: the counter-attack in {frame['land']} is decided by seat {A.decider(state, [frame['land']])} (D03)")
        if kind == "effect" and (frame["player"] != OWNER or ":" not in frame["power"]):
            fail(f"{where}: the invader phase runs only fear cards' programs, with seat {OWNER}'s choices")
        if step == "fear" and below["todo"] is not None:
            fail(f"{where}: the invader phase lists lands to ravage before its fear cards are done")
        if step == "ravage" and below["todo"] is None:
            fail(f"{where}: the invader phase's ravage has no lands listed yet")
        if kind == "ravage_order" and frame["lands"] != below["todo"]:
            fail(f"{where} offers {frame['lands']}, not the lands still to ravage {below['todo']}")
        if kind in ("ravage", "damage") and frame["land"] in below["todo"]:
            fail(f"{where} is in {frame['land']}, which is still to ravage")
        if kind in ("ravage", "damage", "ravage_order"):
            lands = I.card_lands(isle, state["invader"]["ravage"])
            for land in frame.get("lands", [frame.get("land")]):
                if land not in lands:
                    fail(f"{where} is in {land}, not a land of the card in the Ravage space")
        if step == "explore" and below["todo"] != []:
            fail(f"{where}: the stage II action comes after the reveal, before the explorers")
    elif below["kind"] == "ravage" and kind == "effect":
        if frame["power"] not in RAVAGE_EFFECTS:
            fail(f"{where}: no power of {frame['power']} runs in the middle of a ravage")
    elif below["kind"] == "ravage":
        if below["step"] != "dahan" or below["damage"] < 2:
            fail(f"{where} lies on a ravage that added no blight")
        if frame["player"] != below["player"]:
            fail(f"{where} is decided by seat {frame['player']}, not by seat {below['player']}, who decides the ravage")


def parked_frames(flow: list) -> list[dict]:
    """The frames the spirits of a shared phase left (together.py)."""
    return [f for frame in flow if frame["kind"] == "together" for f in frame["parked"].values()]


def _phase(flow: list) -> str:
    """The phase under way: the one before the round frame's next phase."""
    return PHASES[PHASES.index(flow[0]["phase"]) - 1]


def check_context(state: dict, isle: Island, flow: list) -> None:
    """What the frames stand for, in the rest of the position."""
    kinds = [f["kind"] for f in flow]
    top = flow[-1]
    if top["kind"] in ("round", "together", "invaders", "ravage", "effect"):
        fail(f"the top frame ({top['kind']}) never waits for a decision")
    phase = _phase(flow)
    for key in state["spirits"]:
        seat, p = int(key), state["spirits"][key]
        if bool(p["drawn"]) != (top["kind"] == "keep" and top["player"] == seat):
            fail(f"spirit {seat} has drawn cards exactly while it chooses which to keep")
        if p["forget"] != (top["kind"] == "forget" and top["player"] == seat):
            fail(f"spirit {seat} owes a forgotten card exactly while it chooses which to forget")
        growing = any(f["kind"] == "spirit" and f["player"] == seat and f["step"] == "growth"
                      for f in flow + parked_frames(flow))
        if (p["growth"] is None) != growing:
            fail(f"spirit {seat} has {'no' if p['growth'] is None else 'a'} growth option chosen, "
                 f"but its spirit phase is {'at' if growing else 'past'} growth")
        if phase == "spirit" and (p["used"] or (growing and p["played"])):
            fail(f"spirit {seat} has used powers or played cards before its round's spirit phase ended")
        if phase == "fast":
            slow = [x for x in p["used"] if (D.innate(x)["speed"] if x in D.INNATES else D.speed(x)) == "slow"
                    and not any(h(state, seat, x) for h in USED_FAST)]
            if slow:
                fail(f"spirit {seat} used the slow power {slow[0]} before the slow phase")
    if phase == "spirit" and state["effects"]:
        fail("one-round effects before any power of the round was used")
    inv = state["invader"]
    if inv["explore"] is not None and not ("invaders" in kinds and flow[kinds.index("invaders")]["step"] == "explore"):
        fail("a card lies in the Explore space outside the invader phase's explore")
    fear_effects = [f for f in flow if f["kind"] == "effect" and ":" in f["power"]]
    resolving = state["fear"]["resolving"]
    if (resolving is not None) != bool(fear_effects):
        fail("a fear card is face up exactly while its program runs")
    for f in fear_effects:
        card, _, level = f["power"].partition(":")
        if card != resolving or not level.isdigit() or not 1 <= int(level) <= state["fear"]["terror"]:
            fail(f"the fear effect {f['power']} is not the card being resolved ({resolving}) at a level reached")
    for i, frame in enumerate(flow):
        if frame["kind"] == "effect" and flow[i - 1]["kind"] == "powers":
            power, seat = frame["power"], frame["player"]
            # a program a hook made once a card was done (its repeat offered: Powerstorm, which
            # another spirit may have used on this one) is there for that card, which must be used
            if made_program(frame["program"]):
                power = frame["program"][0].get("card", power)
                allowed = power in S.panel(state, seat)["used"]
            else:
                allowed = power in S.panel(state, seat)["used"]
            if not allowed:
                fail(f"{_where(i, frame)} runs {power}, which spirit {seat} has not used this round")
        if frame["kind"] == "aim" and frame.get("repeat"):
            if frame["power"] not in S.panel(state, frame["player"])["used"]:
                fail(f"{_where(i, frame)} repeats {frame['power']}, which spirit {frame['player']} has not used")
        elif frame["kind"] == "aim":
            if flow[i - 1]["kind"] != "powers" or \
                    frame["power"] not in available(state, frame["player"], flow[i - 1]["speed"]):
                fail(f"{_where(i, frame)} aims {frame['power']}, which is not a power the spirit may use now")
        if frame["kind"] == "special" and not I.special_pending(state, state["rules"]["stage2_special"]):
            fail(f"{_where(i, frame)}: no stage II action is waiting")
    check_effects(state, isle)

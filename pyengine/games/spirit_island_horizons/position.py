"""The position loader's check: a Horizons state is refused, naming its first defect, unless
every part is possible (POSITION.md describes each field): the pieces (pieces.py), the invader
cards (invaders.py), fear (fear.py), the power cards and spirit panels (spirit.py), the flow and
the one-round effects (frames_check.py), and here what ties them together: the options, the
round, the first Explore, and the end (a game under way has no outcome reached; a finished one
has the result its position gives)."""

from __future__ import annotations

from ...core.validate import fail, fields, one_of, whole, whole_numbers
from . import data as D
from . import fear as F
from . import invaders as I
from . import pieces as P
from . import spirit as S
from .island import island
from .frames_check import check_flow

STATE_KEYS = ("layout", "rules", "round", "effects", "invader_deck_ran_out", "result", "first_explore",
              "lands", "pools", "destroyed_presence", "invader", "fear", "powers", "spirits", "flow")
RESULT_KEYS = ("reason", "won", "round", "terror", "blight_left", "fear_cards_left")
MOST_ROUNDS = 99


def check_first_explore(state: dict, isle) -> None:
    """The first Explore's record (for the log): a stage I card out of the deck, and the lands
    of its terrain it explored, in island order."""
    first = fields(state["first_explore"], ("card", "lands"), "the first Explore")
    card = first["card"]
    inv = state["invader"]
    out = inv["discard"] + [inv[s] for s in ("ravage", "build", "explore") if inv[s] is not None]
    if not isinstance(card, str) or card not in D.INVADERS or D.invader_stage(card) != 1 or card not in out:
        fail(f"the first Explore's card {card!r} is not a stage I card out of the invader deck")
    if not isinstance(first["lands"], list) or not all(isinstance(l, str) for l in first["lands"]) or \
            first["lands"] != [l for l in I.card_lands(isle, card) if l in first["lands"]]:
        fail(f"the first Explore's lands {first['lands']!r} are not lands of {card}, in island order")


def check_end(state: dict, players: int) -> None:
    """A game under way has reached no outcome; a finished one holds its outcome's result."""
    reached = F.outcome(state, players, state["invader_deck_ran_out"])
    if state["flow"]:
        if state["result"] is not None:
            fail("a game under way has no result")
        if state["invader_deck_ran_out"]:
            fail("the invader deck ran out: the game is over")
        if reached is not None:
            fail(f"the game is over ({reached}), yet its flow goes on")
        return
    r = fields(state["result"], RESULT_KEYS, "the result")
    one_of(r["reason"], list(F.OUTCOMES), "the result's reason")
    if r["reason"] != reached:
        fail(f"the result says {r['reason']}, but the position gives {reached}")
    expected = {"won": r["reason"].startswith("victory"), "round": state["round"], "terror": state["fear"]["terror"],
                "blight_left": state["pools"]["blight"], "fear_cards_left": len(state["fear"]["deck"])}
    for key, value in expected.items():
        if r[key] != value or type(r[key]) is not type(value):
            fail(f"the result's {key} is {r[key]!r}, but the position gives {value!r}")


def check_position(state: dict, seats: list[dict], options: dict) -> None:
    fields(state, STATE_KEYS, "the position")
    whole_numbers(state)
    layout = D.layout_of(len(seats), options["board"])
    if state["layout"] != layout:
        fail(f"the layout is {state['layout']!r}; a game of {len(seats)} with these options is on {layout!r}")
    isle = island(layout)
    rules = fields(state["rules"], ("stage2_special",), "the rules")
    if rules["stage2_special"] is not options["stage2_special"]:
        fail("the rules' stage2_special differs from the options")
    whole(state["round"], "the round", 1, MOST_ROUNDS)
    if not isinstance(state["invader_deck_ran_out"], bool):
        fail("invader_deck_ran_out must be true or false")
    effects_shape(state)  # the pieces' check reads them (a dahan's health this round)
    P.check_pieces(state, isle, len(seats))
    I.check_invaders(state)
    F.check_fear(state)
    S.check_powers(state, isle)
    if sorted(state["spirits"], key=int) != [str(i) for i in range(len(seats))]:
        fail(f"the spirits must be seats 0..{len(seats) - 1}")
    for i, seat in enumerate(seats):
        if state["spirits"][str(i)]["spirit"] != seat["spirit"]:
            fail(f"seat {i} plays {seat['spirit']}, but its panel is {state['spirits'][str(i)]['spirit']}")
        if state["spirits"][str(i)]["board"] != isle.boards[i]:
            fail(f"seat {i} starts on board {isle.boards[i]}, not {state['spirits'][str(i)]['board']}")
    check_first_explore(state, isle)
    check_flow(state, isle)
    check_end(state, len(seats))


def effects_shape(state: dict) -> None:
    """The one-round effects' shape, checked before anything reads them: a list of objects, each
    with a kind, a land (when it names one) that is a land, an amount (when it has one) a whole
    number. What each kind may hold is checked with the flow (frames_check.check_effects)."""
    effects = state["effects"]
    if not isinstance(effects, list):
        fail("the one-round effects must be a list")
    for i, entry in enumerate(effects):
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            fail(f"one-round effect {i} must be an object with a kind")
        if "land" in entry and entry["land"] is not None and entry["land"] not in state["lands"]:
            fail(f"one-round effect {i} names {entry['land']!r}, which is not a land")
        if "n" in entry:
            whole(entry["n"], f"one-round effect {i}'s amount", 0, 999)

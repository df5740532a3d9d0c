"""The position loader's check: a Horizons state is refused, naming its first defect, unless
every part is possible (POSITION.md describes each field)."""

from __future__ import annotations

from ...core.validate import fail, fields, one_of, whole
from . import fear as F
from . import invaders as I
from . import pieces as P
from . import spirit as S
from .island import island
from .frames_check import check_flow

STATE_KEYS = ("layout", "rules", "round", "effects", "invader_deck_ran_out", "result", "first_explore",
              "lands", "pools", "destroyed_presence", "invader", "fear", "powers", "spirits", "flow")
MOST_ROUNDS = 99


def check_position(state: dict, seats: list[dict], options: dict) -> None:
    fields(state, STATE_KEYS, "the position")
    layout = f"solo_{options['board']}"
    if state["layout"] != layout:
        fail(f"the layout is {state['layout']!r}; the options' board {options['board']} is {layout!r}")
    isle = island(layout)
    rules = fields(state["rules"], ("stage2_special",), "the rules")
    if rules["stage2_special"] is not options["stage2_special"]:
        fail("the rules' stage2_special differs from the options")
    whole(state["round"], "the round", 1, MOST_ROUNDS)
    if not isinstance(state["invader_deck_ran_out"], bool):
        fail("invader_deck_ran_out must be true or false")
    P.check_pieces(state, isle, len(seats))
    I.check_invaders(state)
    F.check_fear(state)
    S.check_powers(state, isle)
    if sorted(state["spirits"], key=int) != [str(i) for i in range(len(seats))]:
        fail(f"the spirits must be seats 0..{len(seats) - 1}")
    for i, seat in enumerate(seats):
        if state["spirits"][str(i)]["spirit"] != seat["spirit"]:
            fail(f"seat {i} plays {seat['spirit']}, but its panel is {state['spirits'][str(i)]['spirit']}")
    check_flow(state, isle)
    if state["flow"] and state["result"] is not None:
        fail("a game under way has no result")
    if not state["flow"]:
        r = fields(state["result"], ("reason", "won", "round", "terror", "blight_left", "fear_cards_left"),
                   "the result")
        one_of(r["reason"], F.OUTCOMES, "the result's reason")

"""Horizons of Spirit Island on the core's flow: the spirits defend the island together.

The position is plain JSON (POSITION.md beside this file): the island's pieces (pieces.py), the
invader deck and track (invaders.py), fear and terror (fear.py), each spirit's panel and the
power decks (spirit.py), this round's one-round effects, and the flow. The flow's bottom frame
is the round (phases.py), which opens each phase in turn; the spirit phase's frames are in
growth.py, the decisions effects ask for in decide.py, and powers and fear cards are programs of
operations (ops.py) defined by spirit_mud.py, minor_powers.py, major_powers.py and
fear_cards.py. The game can end at any moment: ``ends`` checks the win and loss conditions before
every step of the flow.
"""

from __future__ import annotations

from ...core.errors import BadRequest, EngineError, PositionError
from ...core.flow import FlowGame
from ...core.game import team_result
from ...core.jsondata import clone
from ...core.rng import Rng
from ...core.validate import fail
from . import acts as A
from . import bot
from . import data as D
from . import fear as F
from . import invaders as I
from . import pieces as P
from . import spirit as S
from . import spirit_mud  # noqa: F401  (defines its programs)
from . import spirit_heat  # noqa: F401  (defines its programs, its health change)
from . import spirit_teeth  # noqa: F401  (defines its programs and damage bonuses)
from . import spirit_whirlwind  # noqa: F401  (its programs and special rule)
from . import fear_cards  # the fear cards' programs and their two decisions
from . import minor_powers  # defines their programs and decisions
from . import major_powers  # noqa: F401  (defines its programs)
# after major_powers: its AFTER_USE hook comes last, so its gather runs right after the power (before a repeat's offer)
from . import spirit_eyes  # noqa: F401  (defines its programs and Dahan Trust the Watchers)
from .decide import DECISIONS
from .growth import GROWTH_FRAMES
from .island import island
from .ops import OPS
from .phases import PHASE_FRAMES, round_frame
from .position import check_position
from .together import SWITCH, TOGETHER_FRAMES, mid_step_refusal
from .view import board_view, staged_board

SPIRITS = ["fathomless_mud_of_the_swamp", "sun_bright_whirlwind", "devouring_teeth_lurk_underfoot",
           "eyes_watch_from_the_trees", "rising_heat_of_stone_and_sand"]
BOARDS = ["G", "H"]


class Effect(OPS.frame()):
    private = False  # hands are open among the spirits: no decision of Horizons is private


class Horizons(FlowGame):
    id = "spirit_island_horizons"
    name = "Horizons of Spirit Island"
    RULES_RELEASE = 1  # no rule corrected since its first saves
    min_players = 1
    max_players = 3
    cooperative = True
    frames = (*GROWTH_FRAMES, *PHASE_FRAMES, *TOGETHER_FRAMES, *DECISIONS, *minor_powers.FRAMES, *fear_cards.DECISIONS,
              Effect)
    # handing a shared phase to another spirit is not a move: a bot plays its own spirit
    preference_actions = frozenset({SWITCH})
    options_spec = {
        "board": {"default": "G", "choices": BOARDS,
                  "doc": "the island board of the solo game (the two-player side with the other board "
                         "covered); 2 and 3 spirits play on their side's boards"},
        "stage2_special": {"default": True, "choices": [True, False],
                           "doc": "the stage II cards' extra town on their first reveal (decision D01)"},
    }

    def seat_fields(self) -> dict:
        # random: the setup dialog offers "choose for me" (it picks among the choices before starting)
        # the default is no choice (the core's seat_choice convention): the setup dialog then gives seat i
        # the i-th spirit, as a seat that names none gets the first spirit no seat has named
        return {"spirit": {"choices": list(SPIRITS), "default": "in seat order: " + ", ".join(SPIRITS),
                           "random": True, "doc": "the seat's spirit (two seats never share one)"}}

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        """Each seat's spirit, one panel each; a seat that names none takes the first spirit no
        seat has named."""
        named = [seat.get("spirit") for seat in seats]
        for i, sid in enumerate(named):
            if sid is None:
                continue
            if not isinstance(sid, str) or sid not in SPIRITS:
                raise BadRequest(f"seat {i}: spirit must be one of {SPIRITS}, not {sid!r}")
            if sid in named[:i]:
                raise BadRequest(f"seat {i}: {sid} is seat {named.index(sid)}'s spirit already (one panel each)",
                                 key="horizons.refuse.same_spirit", args={"seat": i, "other": named.index(sid), "spirit": sid})
        free = iter(s for s in SPIRITS if s not in named)
        spirits = [sid if sid is not None else next(free) for sid in named]
        plain = super().resolve_seats([{k: v for k, v in s.items() if k != "spirit"} for s in seats])
        return [dict(seat, spirit=sid) for seat, sid in zip(plain, spirits)]

    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        layout = D.layout_of(len(seats), options["board"])
        isle = island(layout)
        state = {"layout": layout, "rules": {"stage2_special": options["stage2_special"]}, "round": 1,
                 "effects": [], "invader_deck_ran_out": False, "result": None}
        state.update(P.setup_state(isle, len(seats)))
        state["invader"] = I.setup_invader_deck(rng)
        state["fear"] = F.setup_fear_deck(rng)
        state["powers"] = S.setup_powers(rng)
        for i, seat in enumerate(seats):
            S.setup_spirit(state, isle, i, seat["spirit"], isle.boards[i])
        first = I.first_explore(state, isle, options["stage2_special"])
        state["first_explore"] = {"card": first["card"],
                                  "lands": [l for l in I.card_lands(isle, first["card"]) if l in first["explored"]]}
        return self.begin(state, [round_frame()], rng)

    def start_events(self, state: dict) -> list[dict]:
        first = state["first_explore"]
        # the round frame's own entry is written while setup settles, where no log is kept (a
        # teacher's position may start in a later round)
        return [{"key": "horizons.log.first_explore", "args": dict(first)},
                {"key": "horizons.log.round", "args": {"round": state["round"]}}]

    # ---- the end, at any moment -----------------------------------------------------------
    def ends(self, ctx) -> bool:
        state = ctx.state
        if state.get("lands") and state.get("flow"):
            # a standing health change (Blistering Heat) destroys at once what it brings down
            A.overdamaged_everywhere(ctx)
        reason = F.outcome(state, len(state["spirits"]), state["invader_deck_ran_out"])
        if reason is None:
            return False
        state["result"] = {"reason": reason, "won": reason.startswith("victory"), "round": state["round"],
                           "terror": state["fear"]["terror"], "blight_left": state["pools"]["blight"],
                           "fear_cards_left": len(state["fear"]["deck"])}
        state["flow"] = []
        ctx.log("horizons.log.game_over", **state["result"])
        return True

    def result(self, state: dict) -> dict | None:
        if not self.is_over(state):
            return None
        r = state["result"]
        return team_result(r["reason"], r["won"], round=r["round"], terror=r["terror"],
                           blight_left=r["blight_left"], fear_cards_left=r["fear_cards_left"])

    def explain_illegal(self, state: dict, action: dict) -> dict:
        return mid_step_refusal(state, action) or super().explain_illegal(state, action)

    def explain_fallback(self, state: dict, action: dict) -> dict:
        return {"key": "horizons.refuse.game_over" if self.is_over(state) else "horizons.refuse.not_a_choice",
                "args": {}}

    # ---- the bots' search (bot.py) ----------------------------------------------------------
    playout_depth = bot.PLAYOUT_DEPTH
    bot_iterations = bot.ITERATIONS
    # The playout policy alone never wins (0 of 300 solo games): its move gets no more prior than
    # any other, and the search explores more widely (normal, Devouring Teeth, seeds 0-4: 0 wins of
    # 5 with the policy's prior, 4 of 5 so)
    policy_prior = 0.0
    search_exploration = 3.0
    first_play_cut = 0.0

    def bot_budget(self, state: dict, seat: int, level: str) -> int:
        return bot.budget(self.bot_iterations, state, seat, level)

    card_layout = staticmethod(bot.card_layout)
    determinize = staticmethod(bot.determinize)
    evaluate = staticmethod(bot.evaluate)
    playout_move = staticmethod(bot.playout_move)

    def board_view(self, state: dict, player: int | None) -> dict:
        return board_view(state, player)

    stage_board = staticmethod(staged_board)

    def upgrade_state(self, state: dict, version: int) -> dict:
        """Hands are open among the spirits now, so what they remembered of each other's hidden
        cards (the ``memory`` of the positions saved while hands were hidden) is dropped."""
        state.pop(self.MEMORY, None)
        return state

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(state, seats, options)
        if not self.settled(state):
            fail("the flow does not await a decision: its top frame would resolve by itself or offers nothing")
        self.check_playable(state)

    def check_playable(self, state: dict) -> None:
        """Every legal action of a loaded position can be played. The loader checks the shape of
        the answers a power has stored so far (its vars) only where a module declares it; what
        they lead to is checked here, by playing each action on a copy."""
        for action in self.legal_actions(state):
            try:
                self.apply(clone(state), action, Rng(0))
            except PositionError:
                raise
            except (EngineError, KeyError, IndexError, TypeError, ValueError, AttributeError) as err:
                fail(f"the position cannot go on: playing {action.get('label', action)!r} fails "
                     f"({type(err).__name__}), so an answer it holds is impossible")

"""The Grimwood on the core's flow: collect supernaturals, animals and places into combos.

The position is plain JSON (POSITION.md beside this file).  What is being decided lives on
``state["flow"]``: the ``turn`` frame of the active seat at the bottom, the steps of the action
under way above it (a laying, a power's program and its decisions, a steal and its Amulet),
the pending decision on top; an empty flow is the end of the game.  The frames' handlers are
in :mod:`.turn` (the turn) and :mod:`.decisions` (what the powers ask), the powers themselves
in :mod:`.powers`.
"""

from __future__ import annotations

from ...core.errors import BadRequest
from ...core.flow import FlowGame
from ...core.rng import Rng
from ...core.turns import first_player
from ...core.validate import fail
from . import bot
from . import data as D
from . import memory
from .decisions import DECISIONS
from .explain import refuse
from .moves import turn_frame
from .position import check_position
from .powers import EffectFrame
from .scoring import result
from .turn import TURN_FRAMES
from .upgrade import from_version_1, with_memory
from .view import board_view

MAX_SEATS = 6


class Grimwood(FlowGame):
    id = "grimwood"
    name = "The Grimwood"
    # 2: several supernaturals laid together give one power unless a Rune is played (2026-12-01)
    RULES_RELEASE = 2
    min_players = 2
    max_players = MAX_SEATS
    frames = (*TURN_FRAMES, *DECISIONS, EffectFrame)
    # the Amulet setting is a table habit, not a move: bots keep theirs
    preference_actions = frozenset({"amulet"})
    retreat_actions = frozenset({"cancel"})  # "Take them back": the cards laid so far return to hand
    options_spec = {
        "identical_locations": {
            "default": False,
            "choices": [False, True],
            "doc": "the alternative mode: 3 identical locations (3 Paths, 3 Swamps or 3 Clearings) lay as a 3-point combo",
        },
        "first_player": {
            "default": "random",
            "choices": ["random", *range(MAX_SEATS)],
            "doc": "who starts (the rulebook: the nearest birthday): chosen by chance, or a seat number",
        },
    }

    # ---- seats and setup ------------------------------------------------
    def seat_fields(self) -> dict:
        return {"amulet": {"choices": list(D.AMULET_MODES), "default": "ask",
                           "doc": "when robbed: ask each time, always block with an Amulet if held, or never block"}}

    def resolve_seats(self, seats: list[dict]) -> list[dict]:
        modes = []
        for i, seat in enumerate(seats):
            mode = seat.get("amulet", "ask")
            if not any(type(mode) is str and mode == m for m in D.AMULET_MODES):
                raise BadRequest(f"seat {i}: amulet must be one of {list(D.AMULET_MODES)}, not {mode!r}")
            modes.append(mode)
        plain = super().resolve_seats([{k: v for k, v in s.items() if k != "amulet"} for s in seats])
        return [dict(seat, amulet=mode) for seat, mode in zip(plain, modes)]

    def setup(self, seats: list[dict], options: dict, rng: Rng) -> dict:
        n = len(seats)
        removed = D.removed_cards(n)
        deck = [c for c in D.full_deck() if c not in removed]
        rng.shuffle(deck)
        size = D.DATA["starting_hand"]
        hands = [deck[i * size:(i + 1) * size] for i in range(n)]
        first = first_player(options["first_player"], n, rng)
        state = {
            "seats": [{"hand": hands[i], "combos": [], "amulet": seats[i]["amulet"], "skips": 0} for i in range(n)],
            "deck": deck[n * size:],
            "discard": [],
            "removed": removed,
            "runes": [],
            "first": first,
            "turn": first,
            "actions_left": D.ACTIONS_PER_TURN,
            "final": None,
            "next_combo": 1,
            "rules": {"identical_locations": options["identical_locations"]},
            memory.KEY: memory.empty(n),
        }
        return self.begin(state, [turn_frame(first)], rng)

    def start_events(self, state: dict) -> list[dict]:
        if self.is_over(state):
            return []
        return [{"key": "grimwood.turn", "args": {"seat": state["turn"], "final": state["final"] is not None}}]

    # ---- refusals, results, views, positions ------------------------------------------
    def explain_fallback(self, state: dict, action: dict) -> dict:
        return refuse("game_over")

    def result(self, state: dict) -> dict | None:
        return result(state) if self.is_over(state) else None

    def board_view(self, state: dict, player: int | None) -> dict:
        return board_view(state, player)

    def check_position(self, state: dict, seats: list[dict], options: dict) -> None:
        check_position(state, seats, options)
        if not self.settled(state):
            fail("the flow does not await a decision: its top frame would resolve by itself or offers nothing")

    def upgrade_state(self, state: dict, version: int) -> dict:
        if version == 1:
            state = from_version_1(state)
        return with_memory(state) if version < 3 else state

    # ---- the bots (pyengine.core.search; the hooks live in .bot) ----------------------
    playout_depth = 30
    # iterations chosen by time in headless Chromium's worker on the reference machine (bench/think.py):
    # hard's median move about 1 s, normal about a third of that, easy a tenth
    bot_iterations = {"easy": 65, "normal": 220, "hard": 650}
    # The policy's move gets no extra prior and an untried move no penalty: with the core's
    # defaults normal chose the policy's own move at 39 of 40 positions and beat it 13 of 22
    # games; so, 47.5 of 60 (79%, Wilson [0.67, 0.88]), and hard beat normal 23 of 32 (seeds
    # 1000+, seats rotated)
    policy_prior = 0.0
    first_play_cut = 0.0

    card_layout = staticmethod(bot.card_layout)
    remembered_cards = staticmethod(bot.remembered_cards)
    determinize = staticmethod(bot.determinize)
    evaluate = staticmethod(bot.evaluate)
    playout_move = staticmethod(bot.playout_move)

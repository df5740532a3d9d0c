"""Hundreds of seeded random Grimwood games (2 to 6 players), checking invariants after every action.

GRIMWOOD_GAMES (default 200, spread over 2..6 players) sets how many; the Pyodide
run lowers it.  After every action: each of the 64 cards is in exactly one place (the
loader's conservation, from the game's zones), the seat whose turn just ended holds at
most 7 cards, no board shows another seat's hand or the deck, and no log line names a
card that was never face up (a card once face up stays known).  The whole checking loader
(every frame well formed too) runs when a turn ends and now and then in between.  A save round-trips
in the middle of the game's first power (its effect half run), and, in every fourth game, at
the end (the registry-wide conformance test round-trips every game's saves as it goes).
"""

import json
import os
import re

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import canonical
from pyengine.core.match import Match
from pyengine.games.grimwood import data as D
from pyengine.games.grimwood.position import conserved

GAMES = int(os.environ.get("GRIMWOOD_GAMES", "200"))
LOAD_CHECK_EVERY = 20  # actions between two runs of the full checking loader within a turn (conservation runs after each)
CARD = re.compile(r'"((?:[a-z_]+-\d+)|' + "|".join(D.SUPERNATURALS) + r')"')


def face_up(state: dict) -> set:
    """Cards anyone may see: combos, the discard pile, played Runes, face-up cards in transit."""
    shown = set(state["discard"]) | set(state["runes"])
    for seat in state["seats"]:
        for combo in seat["combos"]:
            shown |= set(combo["cards"])
    for frame in state["flow"]:
        held = frame.get("held", [])
        shown |= set(held[1:] if frame.get("purpose") == "dwarf" else held)
    return shown


def hidden_from(state: dict, viewer) -> set:
    hidden = set(state["deck"])
    for i, seat in enumerate(state["seats"]):
        if i != viewer:
            hidden |= set(seat["hand"])
    dwarf = [f["held"][0] for f in state["flow"] if f.get("purpose") == "dwarf" and f["player"] != viewer]
    return hidden | set(dwarf)


def check_step(match: Match, public: set, entries: list, ended: int | None, step: int) -> None:
    """``public``: every card that was face up at some point so far (it stays known in a hand).
    The board is checked for the spectator and one seat per step, in rotation."""
    state = match.state
    if ended is not None or step % LOAD_CHECK_EVERY == 0 or match.over:
        match.game.check_position(state, match.seats, match.options)  # every card exactly once, frames well made
    conserved(state)  # every card in exactly one place, as the loader counts it
    if ended is not None:
        assert len(state["seats"][ended]["hand"]) <= D.HAND_LIMIT
    for viewer in (None, step % len(match.seats)):
        shown = set(CARD.findall(json.dumps(match.game.board_view(state, viewer))))
        assert not shown & (hidden_from(state, viewer) - public), f"board of {viewer} shows hidden cards"
    spectator = match.view(None, len(match.log) - len(entries))["log"]
    args = [{k: v for k, v in e["args"].items() if k != "name"} for e in spectator]  # Amazon's name: not a card
    named = set(CARD.findall(json.dumps(args)))
    assert named <= public, f"log names cards never face up: {sorted(named - public)[:3]}"


def play_one(players: int, seed: int) -> Match:
    match = Match.create("grimwood", players, seed, {"identical_locations": seed % 2 == 1})
    steps, public, mid_power_saved = 0, set(), False
    while not match.over:
        turn = match.state["turn"]
        public |= face_up(match.state)
        entries = match.act(bot.choose(match))
        ended = turn if match.over or match.state["turn"] != turn else None
        public |= face_up(match.state)
        check_step(match, public, entries, ended, steps)
        steps += 1
        if not mid_power_saved and any(f["kind"] == "effect" for f in match.state["flow"]):
            round_trip(match)  # a save in the middle of a power replays to the same point
            mid_power_saved = True
        assert steps < 20000, "game does not end"
    if seed % 4 == 0:
        round_trip(match)
    return match


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    n = max(1, GAMES // 5)
    for seed in range(n):
        match = play_one(players, seed)
        result = match.game.result(match.state)
        assert result["winners"] and min(result["places"]) == 1
        assert sorted(result["ranking"]) == list(range(players))
        assert result["scores"] == [match.view(None)["board"]["seats"][i]["score"] for i in range(players)]


def test_replay_from_seed_and_actions_is_identical():
    match = play_one(4, 99)
    replay = Match.create("grimwood", 4, 99, dict(match.options))
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert canonical(replay.state) == canonical(match.state)

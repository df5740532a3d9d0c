"""Hundreds of seeded random Lotus games, checking the invariants after every action.

LOTUS_GAMES (default 300, spread over 2, 3 and 4 players) sets how many;
the Pyodide run lowers it.
"""

import json
import os
import re

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import canonical
from pyengine.core.match import Match
from pyengine.games.lotus.rules import hand_limit

GAMES = int(os.environ.get("LOTUS_GAMES", "300"))
SAVE_EVERY = 100


def hidden_from(state: dict, viewer, public: set) -> set:
    """Card ids the viewer must not find in its view: other hands, decks, the wild deck.

    Cards that were once face up (``public``) and the viewer's own hand are known.
    """
    hidden = set(state["wild_deck"])
    for i, seat in enumerate(state["seats"]):
        hidden |= set(seat["deck"])
        if i != viewer:
            hidden |= set(seat["hand"])
    return hidden - public - (set(state["seats"][viewer]["hand"]) if viewer is not None else set())


CARD = re.compile(r'"((?:red|blue|yellow|green|wild)-[3-7]-[0-9]+)"')


def check_views(match: Match, public: set, exchanged: dict, log_from: int) -> None:
    """No view (its board, and the log entries this action added) shows a hidden card."""
    for viewer in [None, *range(len(match.seats))]:
        shown = set(CARD.findall(json.dumps(match.view(viewer, log_from))))
        leaked = shown & (hidden_from(match.state, viewer, public) - exchanged.get(viewer, set()))
        assert not leaked, f"view of {viewer} shows hidden cards {sorted(leaked)[:3]}"


def check_invariants(match: Match) -> None:
    state = match.state
    match.game.check_position(state, match.seats, match.options)  # every card once, flowers, guardians...
    for ftype, cards in state["garden"].items():
        assert len(cards) < int(ftype)
    for seat in state["seats"]:
        assert len(seat["hand"]) <= hand_limit(seat)
    total = sum(len(s["deck"]) + len(s["hand"]) + len(s["pile"]) for s in state["seats"])
    total += sum(len(c) for c in state["garden"].values()) + len(state["wild_deck"]) + len(state["removed"])
    total += len(state["discarded"]) + sum(1 for c in state["wild_row"] if c)
    assert total == 31 * len(state["seats"]) + 20


def play_one(players: int, seed: int) -> Match:
    match = Match.create("lotus", players, seed, {})
    public = {c for c in match.state["wild_row"] if c}
    exchanged: dict = {}
    steps = 0
    while not match.over:
        action = bot.choose(match)
        actor = match.pending().player
        before, log_from = canonical(match.state), len(match.log)
        entries = match.act(action)
        assert canonical(match.state) != before or action["do"] == "pass"
        for e in entries:
            if e["key"] == "lotus.exchange":
                exchanged.setdefault(actor, set()).update(e["secret"]["args"]["cards"])
        public |= {c for c in match.state["wild_row"] if c}
        for cards in match.state["garden"].values():
            public |= set(cards)
        check_invariants(match)
        check_views(match, public, exchanged, log_from)
        steps += 1
        if steps % SAVE_EVERY == 0:
            round_trip(match)
        assert steps < 5000, "game does not end"
    round_trip(match)
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    n = max(1, GAMES // 3)
    winners = 0
    for seed in range(n):
        match = play_one(players, seed)
        result = match.game.result(match.state)
        assert result["scores"] == [len(s["pile"]) + 5 * s["tokens"] for s in match.state["seats"]]
        assert min(result["places"]) == 1 and result["winners"]
        winners += len(result["winners"])
    assert winners >= n


def test_replay_from_seed_and_actions_is_identical():
    match = play_one(3, 99)
    replay = Match.create("lotus", 3, 99, {})
    for entry in match.actions:
        replay.act(entry["action"], entry["player"])
    assert canonical(replay.state) == canonical(match.state)

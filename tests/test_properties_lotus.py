"""Hundreds of seeded random Lotus games, checking the invariants along the way.

LOTUS_GAMES (default 300, spread over 2, 3 and 4 players) sets how many; the Pyodide
run lowers it.  After every action: every card of the game in exactly one zone and only
in a zone that may hold it (core.zones, as the loader counts it), hands within their
limits, flowers below their size, and no log line it added shows a viewer a card hidden
from them.  Every
FULL_EVERY actions and at the end: the checking loader on the whole position and every
viewer's view (about half of those decisions are steps inside an action, with cards being
chosen still in the hand).  Saves round-trip once in the middle of each game and at its end.
"""

import json
import os
import re

import pytest

from engine_helpers import round_trip
from pyengine.core import bot
from pyengine.core.jsondata import canonical
from pyengine.core.match import Match, visible_entries
from pyengine.games.lotus import data as D
from pyengine.core.zones import conserve
from pyengine.games.lotus.table import hand_limit, layout

GAMES = int(os.environ.get("LOTUS_GAMES", "300"))
FULL_EVERY = 8
CARD = re.compile(r'"((?:red|blue|yellow|green|wild)-[3-7]-[0-9]+)"')


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


def leaked(match: Match, viewer, shown: set, public: set, exchanged: dict) -> set:
    return shown & (hidden_from(match.state, viewer, public) - exchanged.get(viewer, set()))


def check_log(match: Match, entries: list, public: set, exchanged: dict) -> None:
    """No viewer reads a hidden card in the log entries of the last action."""
    for viewer in [None, *range(len(match.seats))]:
        shown = set(CARD.findall(json.dumps(visible_entries(entries, viewer))))
        assert not leaked(match, viewer, shown, public, exchanged), f"the log shows {viewer} a hidden card"


def check_boards(match: Match, public: set, exchanged: dict) -> None:
    """No view (its board, the decision, the legal actions shown to it) shows a viewer a hidden card."""
    for viewer in [None, *range(len(match.seats))]:
        shown = set(CARD.findall(json.dumps(match.view(viewer, len(match.log)))))
        bad = leaked(match, viewer, shown, public, exchanged)
        assert not bad, f"the board of {viewer} shows hidden cards {sorted(bad)[:3]}"


def check_cheap(state: dict, universe: set) -> None:
    conserve(layout(state), universe)  # every card in exactly one zone, and only where it may be
    for ftype, cards in state["garden"].items():
        assert len(cards) < int(ftype)
    for seat in state["seats"]:
        assert len(seat["hand"]) <= hand_limit(seat)


def play_one(players: int, seed: int) -> Match:
    match = Match.create("lotus", players, seed, {})
    state = match.state
    universe = D.all_cards([s["colour"] for s in state["seats"]])
    assert len(universe) == 31 * players + 20
    public = {c for c in state["wild_row"] if c}
    exchanged: dict = {}
    steps = 0
    while not match.over:
        action = bot.choose(match)
        decision = match.pending()
        before = canonical(match.state)
        entries = match.act(action)
        assert canonical(match.state) != before or action["do"] == "pass"
        for e in entries:
            if e["key"] == "lotus.exchange":
                exchanged.setdefault(decision.player, set()).update(e["secret"]["args"]["cards"])
        public |= {c for c in match.state["wild_row"] if c}
        for cards in match.state["garden"].values():
            public |= set(cards)
        check_cheap(match.state, universe)
        check_log(match, entries, public, exchanged)
        steps += 1
        if steps % FULL_EVERY == 0:  # about half of these are decisions inside an action
            match.game.check_position(match.state, match.seats, match.options)
            check_boards(match, public, exchanged)
        if steps == 40 + seed % 200:  # somewhere in the middle, a different point in each game
            round_trip(match)
        assert steps < 5000, "game does not end"
    match.game.check_position(match.state, match.seats, match.options)
    check_boards(match, public, exchanged)
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

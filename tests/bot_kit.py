"""Reachable positions for the bots' tests: seeded random games of every game, sampled."""

from __future__ import annotations

from fuzz_kit import budget

from pyengine.core import bot, registry
from pyengine.core.game import Game
from pyengine.core.jsondata import bare, clone
from pyengine.core.match import Match
from pyengine.core.rng import Rng

# (game, players) pairs whose bots are tested; the busiest setups of each game included
SETUPS = [("lotus", 2), ("lotus", 4), ("living_forest", 2), ("living_forest", 3), ("grimwood", 2), ("grimwood", 4),
          ("spirit_island_horizons", 1), ("spirit_island_horizons", 3)]


def has_bot(game_id: str) -> bool:
    """The game tells the search how to judge its positions (every game must: test_bots)."""
    return type(registry.get(game_id)).evaluate is not Game.evaluate


SEARCHED = [s for s in SETUPS if has_bot(s[0])]
OPTIONS = {"living_forest": [{}, {"promo": True, "kodama": True}]}


def setup_id(setup) -> str:
    return f"{setup[0]}-{setup[1]}p"


def options_of(game_id: str, seed: int) -> dict:
    choices = OPTIONS.get(game_id, [{}])
    return dict(choices[seed % len(choices)])


def sampled_positions(game_id: str, players: int, games: int, every: int, seed0: int = 0):
    """Matches at positions met in seeded random games: one every ``every`` actions (each a
    fresh Match from that position, seed kept) and each game's last decision."""
    out = []
    for g in range(games):
        seed = seed0 + g
        match = Match.create(game_id, [{"kind": "bot"}] * players, seed, options_of(game_id, seed))
        pick = Rng(seed + 7)
        n = 0
        while not match.over:
            if n % every == every // 2:
                out.append(at_position(match))
            legal = match.legal()
            match.act(legal[pick.below(len(legal))])
            n += 1
    return out


def at_position(match: Match, state: dict | None = None) -> Match:
    """A new match starting from ``match``'s position (or ``state`` in its place)."""
    start = {"state": clone(match.state if state is None else state), "rng": match.rng_state}
    return Match(match.game, match.seats, match.options, match.seed, start)


def positions_budget(default: int) -> int:
    return max(1, budget("PYENGINE_BOT_GAMES", default))


def checked_samples(match: Match, seat: int, n: int) -> list[dict]:
    """``n`` samples of ``seat``'s unknowns at the match's position, each checked by the loader."""
    out = []
    for k in range(n):
        sample = match.game.determinize(match.state, seat, Rng(k))
        match.game.check_position(sample, match.seats, match.options)
        out.append(sample)
    return out


def easy_moves(match: Match, states: list[dict]) -> list:
    """The easy bot's move (bare) at each of ``states``, as the match's deciding seat."""
    moves = []
    for state in states:
        think = bot.Think(at_position(match, state), "easy")
        think.run()
        moves.append(bare(think.action))
    return moves

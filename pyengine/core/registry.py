"""The list of games. A game registers itself with one line in pyengine.games."""

from __future__ import annotations

from .errors import UnknownGame

_GAMES: dict = {}


def register(game) -> None:
    _GAMES[game.id] = game


def get(game_id):
    from .. import games  # noqa: F401  (importing it fills the registry)

    if not isinstance(game_id, str) or game_id not in _GAMES:
        raise UnknownGame(f"unknown game {game_id!r}; known games: {', '.join(sorted(_GAMES))}")
    return _GAMES[game_id]


def all_games() -> list:
    from .. import games  # noqa: F401

    return [_GAMES[k] for k in sorted(_GAMES)]

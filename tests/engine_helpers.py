"""Helpers every game's tests share: bridge calls, example positions, save round trips."""

from __future__ import annotations

import json
import os

from pyengine import bridge
from pyengine.core.errors import IllegalAction
from pyengine.core.jsondata import canonical
from pyengine.core.match import Match

POSITIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "positions")


def call(**req) -> dict:
    """A bridge request that must succeed; returns the answer."""
    res = json.loads(bridge.handle(json.dumps(req)))
    assert res["ok"], res
    return res


def load_position(name: str) -> str:
    """Load tests/positions/<name>.json through the bridge; returns the match id."""
    with open(os.path.join(POSITIONS, f"{name}.json")) as f:
        return call(op="load", save=f.read())["match"]


def view(match: str, player: int | None = None) -> dict:
    return call(op="view", match=match, player=player)["view"]


def act_all(match: Match, *actions: dict) -> list:
    """Play actions in order on a Match; returns all their log entries."""
    events = []
    for a in actions:
        events += match.act(a)
    return events


def keys(events) -> list[str]:
    return [e["key"] for e in events]


def round_trip(match: Match) -> None:
    """save → JSON → load gives the same position, generator and log."""
    again = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert canonical(again.state) == canonical(match.state) and again.position() == match.position()
    assert again.log == match.log


def refusal(match: Match, action: dict) -> tuple[str, dict]:
    """Play an action that must be refused without changing anything; returns the
    refusal's catalog key and its raw arguments."""
    before = canonical(match.position())
    try:
        match.act(action)
    except IllegalAction as err:
        assert canonical(match.position()) == before
        return err.key, err.reason_args
    raise AssertionError(f"{action} was accepted")

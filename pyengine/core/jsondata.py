"""Helpers for the plain JSON data that states, actions and views are made of."""

from __future__ import annotations

import json


def clone(value):
    """Deep copy of JSON data (dicts, lists, scalars); faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


def canonical(value) -> str:
    """A stable text form of JSON data, used to compare actions and positions."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


# What an action carries for people and boards only: never part of the action itself
# (saves store actions without them, and the core compares actions without them).
PRESENTATION = frozenset({"label", "target", "group"})


def bare(action: dict) -> dict:
    """An action as the core compares and records it: without its presentation fields."""
    return {k: v for k, v in action.items() if k not in PRESENTATION}

"""Real engine views for checking a game module without a browser (any registered game)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from pyengine.bridge import handle  # noqa: E402


def call(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


def decision_views(game: str, seed: int, players: int, options: dict | None = None):
    """The view a screen would show at every decision of one bot game: the deciding seat's own
    view for a private decision, else the public view with that seat's legal actions (as the
    hot-seat app does), each with the log entries since the previous decision."""
    match = call({"op": "new", "game": game, "players": players, "seed": seed, "options": options or {}})["match"]
    seen = 0
    while True:
        public = call({"op": "view", "match": match, "player": None, "log_from": seen})["view"]
        if public["over"]:
            return
        pending = public["pending"]
        if pending["private"]:
            view = call({"op": "view", "match": match, "player": pending["player"], "log_from": seen})["view"]
        else:
            view = {**public, "actions": call({"op": "legal", "match": match, "player": pending["player"]})["actions"]}
        seen += len(view["log"])
        yield view
        assert call({"op": "bot", "match": match})["ok"]

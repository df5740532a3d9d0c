"""The Grimwood game module against real engine views, without a browser: in seeded bot games
(2 to 6 players) every legal action of every decision can be reached from the board's lit
targets or the prompt's buttons, nothing offered is outside the legal list, and every prompt,
button and log line resolves in the catalog.  The checking itself runs in Node
(grimwood_reach.mjs imports web/games/grimwood/index.js as the browser does)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from pyengine.bridge import handle  # noqa: E402

GAMES = [(1, 2), (2, 3), (3, 4), (4, 6), (5, 5)]  # (seed, players)


def call(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


def decision_views(seed: int, players: int):
    """The deciding seat's view at every decision of one bot game, with the log entries
    since the previous decision (each entry is checked once, as its reader sees it)."""
    match = call({"op": "new", "game": "grimwood", "players": players, "seed": seed})["match"]
    seen = 0
    while True:
        public = call({"op": "view", "match": match, "player": None, "log_from": seen})["view"]
        if public["over"]:
            return
        view = call({"op": "view", "match": match, "player": public["pending"]["player"], "log_from": seen})["view"]
        seen += len(view["log"])
        yield view
        assert call({"op": "bot", "match": match})["ok"]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_legal_action_is_reachable_and_every_text_resolves(tmp_path):
    views = tmp_path / "views.jsonl"
    with views.open("w") as out:
        for seed, players in GAMES:
            for view in decision_views(seed, players):
                out.write(json.dumps(view) + "\n")
    run = subprocess.run(["node", str(ROOT / "e2e" / "grimwood_reach.mjs"), str(views)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith(" 0 failed")

"""The Lotus game module against real engine views, without a browser: in seeded bot games
(2 to 4 players, both final-round options) every legal action of every decision can be reached
from the board's lit targets (a hand card to play; several actions at one target through the
chooser) or the prompt's buttons (exchanging: its button, then the chooser of cards), nothing offered is outside the legal list, and every prompt, button, chooser
option and log line resolves in the catalog.  The checking runs in Node (lotus_reach.mjs
imports web/games/lotus/index.js as the browser does)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from reach_helpers import ROOT, decision_views

GAMES = [(1, 2, "everyone"), (2, 3, "finish_round"), (3, 4, "everyone")]  # (seed, players, final_round)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_legal_action_is_reachable_and_every_text_resolves(tmp_path):
    views = tmp_path / "views.jsonl"
    kinds = set()
    with views.open("w") as out:
        for seed, players, final_round in GAMES:
            for view in decision_views("lotus", seed, players, {"final_round": final_round}):
                kinds.add(view["pending"]["kind"])
                out.write(json.dumps(view) + "\n")
    assert kinds == {"action", "play", "exchange", "move", "reward", "refill"}  # every decision kind met
    run = subprocess.run(["node", str(ROOT / "e2e" / "lotus_reach.mjs"), str(views)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith(" 0 failed")

"""The Living Forest game module against real engine views, without a browser: in seeded bot
games (2 to 4 players, with and without the promo cards, and with the Kodama expansion) every legal action of every decision
can be reached from the board's lit targets or the prompt's buttons, nothing offered is outside
the legal list, and every prompt, button and log line resolves in the catalog.  The checking
runs in Node (living_forest_reach.mjs imports web/games/living_forest/index.js as the browser does)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from reach_helpers import ROOT, decision_views
from test_living_forest_kodama import bonus_position

GAMES = [(1, 4, False), (2, 2, True), (4, 2, False), (7, 3, False)]  # (seed, players, promo)
KODAMA_GAMES = [(2, 3), (5, 2), (9, 4)]  # (seed, players) with the Kodama option


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_legal_action_is_reachable_and_every_text_resolves(tmp_path):
    views = tmp_path / "views.jsonl"
    kinds = set()
    with views.open("w") as out:
        for seed, players, promo in GAMES:
            for view in decision_views("living_forest", seed, players, {"promo": promo}):
                kinds.add(view["pending"]["kind"])
                out.write(json.dumps(view) + "\n")
        assert kinds == {"draw", "action", "attract", "extinguish", "plant", "steal"}  # every decision kind met
        for seed, players in KODAMA_GAMES:
            for view in decision_views("living_forest", seed, players, {"kodama": True}):
                kinds.add(view["pending"]["kind"])
                out.write(json.dumps(view) + "\n")
        # bonus actions and element tiles are rare in bot games: a prepared position has both
        match, state = bonus_position()
        match = match.from_save({**match.to_save(), "start": {"state": state}, "actions": [], "position": None})
        actions = match.legal()
        assert {a["animal"] for a in actions if "animal" in a} == {"ara", "anteater"}
        assert any(a["do"] == "use_tile" for a in actions)
        out.write(json.dumps({**match.view(None), "actions": actions}) + "\n")
    assert "kodama" in kinds  # spending Kodama symbols met with the option on
    run = subprocess.run(["node", str(ROOT / "e2e" / "living_forest_reach.mjs"), str(views)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith(" 0 failed")

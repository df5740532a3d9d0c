"""The Grimwood game module against real engine views, without a browser: in seeded bot games
(2 to 6 players) every legal action of every decision can be reached from the board's lit
targets, the prompt's buttons or the Amulet setting, nothing offered is outside the legal list,
and every prompt, button and log line resolves in the catalog.  The checking runs in Node
(grimwood_reach.mjs imports web/games/grimwood/index.js as the browser does)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from reach_helpers import ROOT, decision_views

GAMES = [(1, 2), (2, 3), (3, 4), (4, 6), (5, 5)]  # (seed, players)
TRIES = [{"do": "draw"}, {"do": "steal", "from": 0}, {"do": "steal", "from": 1}, {"do": "rune", "card": "owl-1"},
         {"do": "lay", "card": "owl-1"}, {"do": "lay", "card": "giant"}, {"do": "set", "kind": "owls"},
         {"do": "set", "kind": "paths"}, {"do": "amulet", "mode": "ask"}, {"do": "into", "combo": "c1"},
         {"do": "power", "card": "mage"}, {"do": "combo", "combo": "c1"}, {"do": "card", "card": "giant"},
         {"do": "player", "seat": 0}, {"do": "player", "seat": 1}, {"do": "name", "name": "amazon"},
         {"do": "play", "card": "owl-1"}, {"do": "block"}, {"do": "discard", "card": "giant"}, {"do": "keep"}]


def refusal_views():
    """Views of bot games (3 and 5 players) carrying the engine's refusals of illegal tries."""
    from pyengine.core import bot
    from pyengine.core.errors import IllegalAction
    from pyengine.core.jsondata import bare
    from pyengine.core.match import Match

    for seed, players in ((7, 3), (8, 5)):
        m = Match.create("grimwood", players, seed, {})
        while not m.over:
            legal = [bare(a) for a in m.legal()]
            refusals = []
            for action in (a for a in TRIES if a not in legal):
                try:
                    m.act(action)
                except IllegalAction as err:
                    refusals.append({"key": err.key, "args": err.reason_args})
            view = m.view(m.pending().player)
            view["actions"] = [a for a in m.legal()]
            view["refusals"] = refusals
            yield view
            m.act(bot.choose(m))


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_legal_action_is_reachable_and_every_text_resolves(tmp_path):
    views = tmp_path / "views.jsonl"
    kinds = set()
    with views.open("w") as out:
        for seed, players in GAMES:
            for view in decision_views("grimwood", seed, players):
                kinds.add(view["pending"]["kind"])
                out.write(json.dumps(view) + "\n")
        for view in refusal_views():
            out.write(json.dumps(view) + "\n")
    assert {"turn", "lay", "power", "player", "card", "amulet"} <= kinds  # the common decision kinds met
    run = subprocess.run(["node", str(ROOT / "e2e" / "grimwood_reach.mjs"), str(views)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith(" 0 failed")

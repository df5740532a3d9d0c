"""The Living Forest game module against real engine views, without a browser: in seeded bot
games (2 to 4 players, with and without the promo cards, and with the Kodama expansion) every legal action of every decision
can be reached from the board's lit targets or the prompt's buttons, nothing offered is outside
the legal list, and every prompt, button and log line resolves in the catalog.  The checking
runs in Node (living_forest_reach.mjs imports web/games/living_forest/index.js as the browser does)."""
from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest
from reach_helpers import ROOT, decision_views
from test_living_forest_kodama import bonus_position

GAMES = [(1, 4, False), (2, 2, True), (4, 2, False), (7, 3, False)]  # (seed, players, promo)
KODAMA_GAMES = [(2, 3), (5, 2), (9, 4)]  # (seed, players) with the Kodama option


def refusal_views():
    """Views whose log holds the engine's refusals of actions that are not legal there (other
    steps' actions, market cards, fires, trees, stones, tiles the seat cannot take, legal actions
    with a value changed), so the check words every refusal key with real arguments."""
    from pyengine.core import bot
    from pyengine.core.errors import IllegalAction
    from pyengine.core.match import Match
    rnd = random.Random(3)
    for seed, options in ((4, {"promo": True}), (6, {"kodama": True, "promo": True})):
        match = Match.create("living_forest", 3, seed, {**options, "first_player": 0})
        for _ in range(250):  # the first rounds meet every kind of decision
            if match.over:
                break
            player, legal = match.pending().player, match.legal()
            plain = [{k: v for k, v in a.items() if k not in ("label", "target", "group")} for a in legal]
            state = match.state
            tries = [{"do": d} for d in ("draw", "stop", "discard_drawn", "take_fragment", "pass", "done", "fly")]
            tries += [{"do": "attract", "card": c} for level in state["market"].values() for c in level if c]
            tries += [{"do": "extinguish", "fire": v} for v in (2, 3, 4)]
            tries += [{"do": "plant", "tree": t, "x": 0, "y": 0} for t in state["trees"]]
            tries += [{"do": "move", "steps": k, "to": k} for k in range(12)] + [{"do": "move", "steps": 1}]
            tries += [{"do": "steal", "tile": t} for t in ("fire", "flower", "tree", "gold")]
            tries += [{"do": "kodama", "buy": b} for b in ("fragment", "tile", "action", "gold")]
            tries += [{"do": "use_tile", "element": e} for e in ("sun", "gold")]
            tries += [{"do": "call", "card": f"kodama_{k}_{n}"} for k in ("flower", "tree", "water") for n in (1, 6)]
            tries += [dict(a, animal="ara") for a in plain if a["do"] in ("plant", "attract")][:2]
            for a in rnd.sample(plain, min(3, len(plain))):
                if len(a) > 1:
                    tries.append(dict(a, **{rnd.choice(sorted(k for k in a if k != "do")): rnd.choice([None, 99, "x"])}))
            refused = []
            for action in rnd.sample(tries, 10):
                if action in plain:
                    continue
                try:
                    match.act(action, player)
                except IllegalAction as err:
                    refused.append({"key": err.key, "args": err.reason_args, "player": player, "seq": -1})
                else:
                    raise AssertionError(f"{action} accepted though not legal")
            yield {**match.view(player), "actions": legal, "log": refused}
            match.act(bot.choose(match), player)
    # and every refusal key once, with arguments of the kinds explain.py passes
    from pyengine.games.living_forest.explain import KEYS
    args = {"tried": "attract", "kind": "plant", "wanted": "attract", "animal": "ara", "card": "hedgehog", "cost": 5,
            "sun": 3, "more": True, "fire": 3, "water": 2, "tree": "tree_k6", "seed": 2, "wind": 2, "stone": 4,
            "steps": 2, "onibi": True, "tile": "fire", "from": 1, "buy": "tile", "left": 2, "flowers": 3, "limit": 3,
            "fragments": 1, "drawn": True}
    match = Match.create("living_forest", 3, 1, {"kodama": True})
    yield {**match.view(0), "log": [{"key": k, "args": args, "player": 0, "seq": -1} for k in sorted(KEYS)]}


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
        for view in refusal_views():
            out.write(json.dumps(view) + "\n")
    assert "kodama" in kinds  # spending Kodama symbols met with the option on
    run = subprocess.run(["node", str(ROOT / "e2e" / "living_forest_reach.mjs"), str(views)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith(" 0 failed")

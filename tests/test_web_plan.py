"""The page's shared plan step (web/js/plan.js), run by Node: clicks become the legal action
with that target, or a chooser of several; nothing else is lit."""
import json
import shutil
import subprocess
import sys

import pytest

from catalog import WEB

pytestmark = pytest.mark.skipif(sys.platform == "emscripten" or not shutil.which("node"), reason="needs Node")

SCRIPT = """
const m = await import(process.argv[1]);
const acts = JSON.parse(process.argv[2]);
console.log(JSON.stringify({
  lit: m.litTargets(acts),
  one: m.clickIntent(acts, "deck"),
  two: m.clickIntent(acts, "hand:a", (a) => a.do),
  none: m.clickIntent(acts, "flower:3"),
  grouped: m.clickIntent(acts, "hand:b", (a) => a.do),
  only_grouped: m.clickIntent(acts, "hand:c", (a) => a.do),
  buttons: m.buttonGroups(acts).map((g) => [g.group, g.actions.length]),
}));
"""

ACTIONS = [
    {"do": "play", "card": "a", "target": "hand:a", "label": "Play a"},
    {"do": "exchange", "card": "a", "target": "hand:a", "label": "Exchange a"},
    {"do": "draw", "target": "deck", "label": "Draw"},
    {"do": "play", "card": "b", "target": "hand:b"},
    {"do": "exchange", "card": "b", "target": "hand:b", "group": "exchange"},
    {"do": "exchange", "card": "c", "target": "hand:c", "group": "exchange"},
    {"do": "reward", "choice": "token", "target": "prompt", "group": "reward"},
    {"do": "reward", "choice": "path", "target": "prompt", "group": "reward"},
    {"do": "pass", "target": "prompt"},
]


def test_clicks_become_the_legal_action_of_that_target_or_a_chooser():
    out = subprocess.run(["node", "--experimental-detect-module", "--input-type=module", "-e", SCRIPT,
                          (WEB / "js" / "plan.js").as_uri(), json.dumps(ACTIONS)], capture_output=True, text=True, check=True)
    got = json.loads(out.stdout)
    assert got["lit"] == ["hand:a", "deck", "hand:b", "hand:c", "prompt"]
    assert got["one"] == {"send": [{"do": "draw"}]}
    assert got["two"] == {"choose": [{"label": "play", "send": [{"do": "play", "card": "a"}]},
                                     {"label": "exchange", "send": [{"do": "exchange", "card": "a"}]}]}
    assert got["none"] is None
    # a tap on an element whose other action has a button stands for the action without one
    assert got["grouped"] == {"send": [{"do": "play", "card": "b"}]}
    assert got["only_grouped"] == {"send": [{"do": "exchange", "card": "c"}]}
    assert got["buttons"] == [["exchange", 2], ["reward", 2], ['pass:{"do":"pass"}', 1]]

"""What the player reads: the page's own formatLog (web/games/lotus/index.js, run by node)
words every refusal case and every log entry of seeded games, leaving no placeholder, no
catalog key, no action name or JSON value, and never failing."""

import json
import os
import re
import shutil
import subprocess

import pytest

from pyengine.core import bot
from pyengine.core.errors import IllegalAction
from pyengine.core.match import Match
from catalog import NODE_CATALOGS
from test_lotus_refusals import CASES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = os.path.join(ROOT, "web", "games", "lotus", "index.js")
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

WORD_ALL = r"""
await import(process.argv[3]);
const m = await import(process.argv[1]);
const { entries, view } = JSON.parse(process.argv[2]);
console.log(JSON.stringify(entries.map((e) => m.formatLog(e, view))));
"""
NAMES = [{"name": n} for n in ("Ann", "Ben", "Cy", "Di")]


def word(entries, view=None):
    view = view or {"seats": NAMES[:2], "board": {"seats": []}}
    out = subprocess.run([NODE, "--experimental-default-type=module", "--input-type=module", "-e", WORD_ALL, MODULE,
                          json.dumps({"entries": entries, "view": view}), NODE_CATALOGS], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def plain(text, what):
    assert text and "{" not in text and "lotus." not in text, (what, text)
    assert "undefined" not in text and "null" not in text and "NaN" not in text, (what, text)
    assert not re.search(r"'\w+'|\"|\b(red|blue|yellow|green|wild)-\d|-g\d\b|_", text), (what, text)
    assert text[0].isupper() and text.rstrip().endswith((".", "!")), (what, text)


def test_the_page_words_every_refusal_in_players_words():
    entries = []
    for _, make, action, _, _ in CASES:
        with pytest.raises(IllegalAction) as refused:
            make().act(action)
        entries.append({"key": refused.value.key, "args": refused.value.reason_args, "player": 0})
    texts = word(entries)
    for entry, text in zip(entries, texts):
        plain(text, entry)
    worded = dict(zip((c[0] for c in CASES), texts))
    assert worded["types mix"] == ("Different flowers never mix: you chose Lily cards and this is a red Iris. "
                                   "Add another Lily, or tap the Lily to place your cards.")
    assert worded["another seat's guardian"] == "That dragonfly guardian belongs to Ben: you can only move your own guardians."
    assert worded["draw during the actions"].startswith("You cannot draw a card right now. Take an action: ")
    assert worded["place without a flower"] == "No flower was chosen: tap the Lily to place the cards you chose."


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_the_page_words_every_log_entry_of_a_game(players, seed):
    m = Match.create("lotus", players, seed, {})
    while not m.over:
        m.act(bot.choose(m))
    for seat in (0, None):  # the first seat (with its secrets) and a spectator
        v = m.view(seat)
        view = {"seats": NAMES[:players], "viewer": seat, "board": v["board"]}
        for entry, text in zip(v["log"], word(v["log"], view)):
            plain(text, entry)

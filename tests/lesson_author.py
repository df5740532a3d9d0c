"""Writing a lesson: python3 tests/lesson_author.py web/lessons/<game>/<n>.json [n]

Plays the lesson's first n steps (default: all) through the engine's check, then prints where
it stands: the pending decision, the board as the learner's seat sees it, the legal moves with
their board targets, and the last log entries.  A script for authors, not a test."""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from pyengine.core.match import Match
from pyengine.core import lessons
from pyengine.core.jsondata import bare
FULL = "--full" in sys.argv  # the whole board, not its first 1,500 characters
sys.argv = [a for a in sys.argv if a != "--full"]
path = sys.argv[1]
lesson = json.load(open(path))
pos = lesson["position"]
if isinstance(pos, str):
    p = os.path.normpath(os.path.join(os.path.dirname(path), pos))
    p = p.replace(os.path.join("web", "examples"), os.path.join("tests", "positions"))  # build.py copies them there
    pos = json.load(open(p))
lesson["position"] = pos
n = int(sys.argv[2]) if len(sys.argv) > 2 else len(lesson["steps"])
lesson2 = dict(lesson, steps=lesson["steps"][:n] or [{"look": "x"}], expect={})
try:
    r = lessons.check_lesson(lesson2, Match.from_save)
    print("OK through step", n, [ (s["kind"], s["player"]) for s in r["steps"]])
except Exception as e:
    print("ERROR", e)
m = Match.from_save(pos)
for st in lesson["steps"][:n]:
    k = lessons.step_kind(st)
    if k == "look": continue
    for pats in ([[p] for p in st["actions"]] if k == "watch" else [st["right"]]):
        a = [bare(x) for x in m.legal() if any(lessons.matches(bare(x), p) for p in pats)][0]
        m.act(a)
d = m.pending()
v = m.view(lesson["seat"])
print("pending:", d and (d.player, d.kind, d.to_json()["prompt"]))
b = v["board"]
board = json.dumps({k: b[k] for k in b if k not in ("seats",)}, default=str)
print(board if FULL else board[:1500])
for i, s in enumerate(b.get("seats", [])):
    print("seat", i, json.dumps(s) if FULL else json.dumps(s)[:600])
if d:
    for a in m.legal(): print("  ", json.dumps(bare(a)), a.get("target"))
print("log:", [ (e["key"], e.get("args")) for e in v["log"][-8:]])

"""How long the bots think over one move, per game and level, in the browser's worker (op
``think`` in slices, as the page asks) and in CPython (the same positions, one ``think`` with the
largest slice until done).  ``build.py bench`` (f) times the hard level; run alone,

    python3 bench/think.py [--moves N] [--levels easy normal hard] [--out FILE]

times every level in headless Chromium (median and 95th percentile), a hard Horizons spirit's
whole round (every decision of one round, solo), Horizons' Suggest (hard), and how long the
worker takes to answer another request sent while a bot is thinking (a click's round trip).

The positions are decisions of a seeded random game (every seat a bot of the level) where the
deciding seat has at least two real choices (a standing preference is not one), spread evenly
over the game; each is a save, loaded afresh before it is timed.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pyengine import bridge  # noqa: E402
from pyengine.core.match import Match  # noqa: E402
from pyengine.core import bot  # noqa: E402

# (game, players, seed) measured; Horizons is solo (one spirit)
GAMES = [("lotus", 2, 7), ("living_forest", 2, 7), ("grimwood", 2, 7), ("spirit_island_horizons", 1, 7)]

# In the page: load each save, ask op think (40 ms slices) until done; the time of each move
# (from the first slice asked to the answer that carries the move) and its number of slices.
THINK_JS = """
async (saves) => {
  const call = window.pyengine.call, out = [];
  for (const save of saves) {
    const match = (await call({ op: "load", save })).match;
    const s = performance.now();
    let slices = 0, r;
    do {
      r = await call({ op: "think", match });
      slices++;
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    } while (!r.done);
    out.push({ ms: performance.now() - s, slices });
    await call({ op: "close", match });
  }
  return out;
}
"""


def decision_saves(game: str, players: int, seed: int, n: int, level: str = "hard", kind: str = "bot") -> list[str]:
    """Saves (JSON text) of ``n`` decisions with two real choices or more, spread evenly over a
    seeded random game (every seat a ``kind`` seat; a bot at ``level``)."""
    seats = [{"name": f"Seat {i + 1}", "kind": kind, **({"level": level} if kind == "bot" else {})}
             for i in range(players)]
    match = Match.create(game, seats, seed, {})
    found = []
    while match.pending() is not None:
        if len(match.game.real_moves(match.legal())) >= 2:
            found.append(len(match.actions))
        match.act(bot.choose(match))
    picked = sorted({found[i * len(found) // n] for i in range(min(n, len(found)))})
    replay = Match.create(game, seats, seed, {})
    saves = []
    for count in picked:
        while len(replay.actions) < count:
            replay.act(bot.choose(replay))
        saves.append(json.dumps(replay.to_save()))
    return saves


def cpython_times(saves: list[str]) -> list[float]:
    """Milliseconds of each position's hard move through bridge.handle (slices of 200 ms)."""
    times = []
    for save in saves:
        match = bridge.call({"op": "load", "save": save})["match"]
        req = json.dumps({"op": "think", "match": match, "slice_ms": 200})
        t = time.perf_counter()
        while True:
            r = json.loads(bridge.handle(req))
            if not r["ok"]:
                raise RuntimeError(r["error"]["message"])
            if r["done"]:
                break
        times.append((time.perf_counter() - t) * 1000)
        bridge.call({"op": "close", "match": match})
    return times


# In the page: the time of each Suggest (op suggest in 40 ms slices) at each save.
SUGGEST_JS = """
async (saves) => {
  const call = window.pyengine.call, out = [];
  for (const save of saves) {
    const match = (await call({ op: "load", save })).match;
    const player = (await call({ op: "legal", match })).player;
    const s = performance.now();
    let r;
    do { r = await call({ op: "suggest", match, player }); if (!r.ok) throw new Error(JSON.stringify(r.error)); }
    while (!r.done);
    out.push(performance.now() - s);
    await call({ op: "close", match });
  }
  return out;
}
"""

# In the page: a bot spirit's whole rounds, from a save at a round's start: every think (and the
# moves with no choice) until the round number changes; the time of each round and its decisions.
ROUND_JS = """
async ([saves, rounds]) => {
  const call = window.pyengine.call, out = [];
  for (const save of saves) {
    const match = (await call({ op: "load", save })).match;
    for (let k = 0; k < rounds; k++) {
      const start = (await call({ op: "view", match })).view.board.round;
      const s = performance.now();
      let moves = 0, r;
      for (;;) {
        r = await call({ op: "think", match });
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        if (!r.done) continue;
        moves++;
        if (r.pending === null) break;
        const v = (await call({ op: "view", match })).view.board;
        if (v.round !== start) break;
      }
      out.push({ ms: performance.now() - s, moves });
      if (r.pending === null) break;
    }
    await call({ op: "close", match });
  }
  return out;
}
"""

# In the page: while a bot thinks (think asked again and again, as the page does), another
# request is sent every few slices; the time until it is answered.
PROBE_JS = """
async (save) => {
  const call = window.pyengine.call, out = [];
  const match = (await call({ op: "load", save })).match;
  let r, n = 0;
  do {
    const thinking = call({ op: "think", match });
    if (n++ % 3 === 1) {
      const s = performance.now();
      await call({ op: "legal", match });
      out.push(performance.now() - s);
    }
    r = await thinking;
  } while (!r.done || (r.pending !== null && out.length < 30));
  await call({ op: "close", match });
  return out;
}
"""


def round_saves(seed: int, spirits: list[str], count: int) -> list[str]:
    """Saves of a hard-bot Horizons game at the start of its first ``count`` rounds (random moves
    between them), one spirit per seat."""
    seats = [{"name": s, "kind": "bot", "level": "hard", "spirit": s} for s in spirits]
    match = Match.create("spirit_island_horizons", seats, seed, {})
    saves, seen = [], None
    while match.pending() is not None and len(saves) < count:
        if match.state["round"] != seen:
            seen = match.state["round"]
            saves.append(json.dumps(match.to_save()))
        match.act(bot.choose(match))
    return saves


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 1)


def summary(xs: list[float]) -> dict:
    return {"n": len(xs), "median": pct(xs, 0.5), "p95": pct(xs, 0.95), "max": round(max(xs), 1)}


def main(argv=None) -> None:
    import argparse

    from playwright.sync_api import sync_playwright

    import build

    p = argparse.ArgumentParser(description="the bots' move times in headless Chromium")
    p.add_argument("--moves", type=int, default=12)
    p.add_argument("--levels", nargs="*", default=["easy", "normal", "hard"])
    p.add_argument("--games", nargs="*", default=[g for g, _, _ in GAMES])
    p.add_argument("--out", type=Path, default=None)
    args = p.parse_args(argv)
    res: dict = {}
    from pyengine.games.spirit_island_horizons.data import SPIRITS
    with build.serving(build.DIST) as site, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=build.CHROMIUM, args=build.CHROMIUM_ARGS)
        page = browser.new_context(bypass_csp=True).new_page()
        page.goto(site + "index.html")
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        for game, players, seed in GAMES:
            if game not in args.games:
                continue
            for level in args.levels:
                moves = page.evaluate(THINK_JS, decision_saves(game, players, seed, args.moves, level))
                res[f"{game}/{level}"] = summary([m["ms"] for m in moves])
                print(game, level, res[f"{game}/{level}"], flush=True)
        if "spirit_island_horizons" in args.games:
            for spirits in ([s] for s in SPIRITS):
                # three rounds from the start, and two from the fourth round of a random game
                starts = round_saves(7, spirits, 4)
                rounds = page.evaluate(ROUND_JS, [starts[:1], 3]) + page.evaluate(ROUND_JS, [starts[3:], 2])
                key = f"horizons round hard/{'+'.join(spirits)}"
                res[key] = {**summary([r["ms"] for r in rounds]), "decisions": [r["moves"] for r in rounds]}
                print(key, res[key], flush=True)
            suggest = page.evaluate(SUGGEST_JS, decision_saves("spirit_island_horizons", 1, 7, args.moves, kind="human"))
            res["horizons suggest (hard)"] = summary(suggest)
            print("suggest", res["horizons suggest (hard)"], flush=True)
        probe = page.evaluate(PROBE_JS, decision_saves("lotus", 2, 7, 1)[0])
        res["request answered while a bot thinks (lotus hard)"] = summary(probe)
        print("probe", res["request answered while a bot thinks (lotus hard)"], flush=True)
        browser.close()
    if args.out:
        args.out.write_text(json.dumps(res, indent=1) + "\n")


if __name__ == "__main__":
    main()

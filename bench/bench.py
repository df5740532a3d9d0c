#!/usr/bin/env python3
"""Benchmarks.  Run through `python3 build.py bench [--runs N]`, which builds dist/ first.

(a) page load -> engine ready in headless Chromium (fresh browser context per run, so
    no HTTP or service-worker cache): the real site vs bench/bare/, a page whose module
    worker only calls loadPyodide (served with the same runtime from a temporary copy).
    Also the repeat visit of the real site, served by its service worker.
    "ready" is the page's performance mark "engine-ready" (ms since navigation start).
(b) bridge round trip per request through the worker (window.pyengine.call) on Lotus
    matches: a loop of legal -> act, a loop of bot, and an unknown op (the transport
    floor); the same sequence through pyengine.bridge.handle in CPython for comparison.
(c) random Lotus games (2 players, bot vs bot) per second in CPython and in Pyodide
    under Node (bench/playout.py in both); the same for Horizons solo and 3-spirit games.
(d) Horizons: the round trip of `act` on a late-game position (the last round of a seeded
    bot game, every act to its end, on a fresh load each time) through the worker and in CPython.
(e) playout actions per second of each game, in CPython and in Pyodide under Node: random
    games through the bridge's bot op (the path before the fast path), uniform random games
    on the playouts' fast path (core/playout.py), and the game's own playout policy on it
    (bench/playout.py).
(f) the hard bot's move time per game (Lotus, Living Forest, The Grimwood with 2 players,
    Horizons solo) at decisions with two choices or more: through the worker in headless
    Chromium with op think in 40 ms slices, as the page asks, and in CPython (bench/think.py).

Prints a table and writes bench-results/results.json and bench-results/results.txt.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
import build  # noqa: E402

OUT = ROOT / "bench-results"
READY = "['ready', 'error'].includes(document.documentElement.dataset.engine)"
READY_MS = "performance.getEntriesByName('engine-ready')[0].startTime"

ROUND_TRIPS_JS = """
async (n) => {
  const call = window.pyengine.call;
  const t = { floor: [], legal: [], act: [], bot: [] };
  const timed = async (k, req) => {
    const s = performance.now();
    const r = await call(req);
    t[k].push(performance.now() - s);
    return r;
  };
  let match = null, seed = 1, player = null;
  const fresh = async () => {
    match = (await call({ op: "new", game: "lotus", players: 2, seed: seed++ })).match;
    player = (await call({ op: "legal", match })).player; // who decides first (not timed)
  };
  for (let i = 0; i < n; i++) await timed("floor", { op: "nope" });
  await fresh();
  for (let i = 0; i < n; i++) {
    const l = await timed("legal", { op: "legal", match, player });
    if (!l.actions.length) { await fresh(); continue; }
    const r = await timed("act", { op: "act", match, player, action: l.actions[(i * 7919) % l.actions.length] });
    if (!r.ok) throw new Error(JSON.stringify(r));
    if (!r.pending) { await fresh(); continue; }
    player = r.pending.player;
  }
  await fresh();
  for (let i = 0; i < n; i++) {
    const r = await timed("bot", { op: "bot", match });
    if (!r.ok) await fresh();
  }
  return t;
}
"""


LATE_ACTS_JS = """
async ([late, n]) => {
  const call = window.pyengine.call, times = [];
  const save = JSON.stringify(late.save);
  for (let i = 0; i < n; i++) {
    const match = (await call({ op: "load", save })).match;
    for (const e of late.actions) {
      const s = performance.now();
      const r = await call({ op: "act", match, player: e.player, action: e.action });
      times.push(performance.now() - s);
      if (!r.ok) throw new Error(JSON.stringify(r));
    }
    await call({ op: "close", match });
  }
  return times;
}
"""
HORIZONS = "spirit_island_horizons"


PLAYOUT_GAMES = [("lotus", 2), ("living_forest", 2), ("grimwood", 2), ("spirit_island_horizons", 1)]
PLAYOUT_MODES = ("bridge", "fast", "policy")


def cpython_round_trips(n: int) -> dict:
    """The same request sequence as ROUND_TRIPS_JS, through bridge.handle in-process."""
    from pyengine import bridge

    t = {"floor": [], "legal": [], "act": [], "bot": []}

    def timed(k, req):
        s = time.perf_counter()
        r = json.loads(bridge.handle(json.dumps(req)))
        t[k].append((time.perf_counter() - s) * 1000)
        return r

    seed = [1]

    def fresh():
        r = json.loads(bridge.handle(json.dumps({"op": "new", "game": "lotus", "players": 2, "seed": seed[0]})))
        seed[0] += 1
        first = json.loads(bridge.handle(json.dumps({"op": "legal", "match": r["match"]})))["player"]
        return r["match"], first

    for _ in range(n):
        timed("floor", {"op": "nope"})
    match, player = fresh()
    for i in range(n):
        legal = timed("legal", {"op": "legal", "match": match, "player": player})
        if not legal["actions"]:
            match, player = fresh()
            continue
        r = timed("act", {"op": "act", "match": match, "player": player,
                          "action": legal["actions"][(i * 7919) % len(legal["actions"])]})
        assert r["ok"], r
        if r["pending"] is None:
            match, player = fresh()
            continue
        player = r["pending"]["player"]
    match, _ = fresh()
    for _ in range(n):
        if not timed("bot", {"op": "bot", "match": match})["ok"]:
            match, _ = fresh()
    return t


def new_context(browser):
    ctx = browser.new_context(bypass_csp=True)  # its probes are string predicates, which the policy forbids

    def route(r):
        if r.request.url.startswith(("http://127.0.0.1:", "http://localhost:")):
            r.continue_()
        else:
            r.abort()

    ctx.route("**/*", route)
    return ctx


def wait_ready(page) -> float:
    page.wait_for_function(READY, timeout=120_000)
    state = page.evaluate("document.documentElement.dataset.engine")
    if state != "ready":
        raise RuntimeError(f"engine failed: {page.evaluate('document.documentElement.dataset.engineError')}")
    return page.evaluate(READY_MS)


def cold_loads(browser, url: str, runs: int, measure=wait_ready) -> list[float]:
    """`measure(page)` (ms) of `runs` first visits, each in a new profile."""
    times = []
    for _ in range(runs):
        ctx = new_context(browser)
        page = ctx.new_page()
        page.goto(url)
        times.append(measure(page))
        ctx.close()
    return times


def repeat_visits(browser, url: str, runs: int, measure=wait_ready) -> list[float]:
    """`measure(page)` (ms) of `runs` reloads once the service worker controls the page."""
    ctx = new_context(browser)
    page = ctx.new_page()
    page.goto(url)
    measure(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    times = []
    for _ in range(runs):
        page.reload()
        times.append(measure(page))
    ctx.close()
    return times


LESSON_SHOWN = "performance.getEntriesByName('lesson-first-step').length > 0"


def lesson_shown(page) -> float:
    """ms from navigation to a lesson's first step on screen (lesson.js marks it)."""
    page.wait_for_function(LESSON_SHOWN, timeout=120_000)
    return page.evaluate("performance.getEntriesByName('lesson-first-step')[0].startTime")


def lesson_first_step(browser, url: str, runs: int) -> dict:
    """A lesson in its iframe page: cold (a new profile each time) and warm (its service worker
    in control)."""
    return {"cold": stats(cold_loads(browser, url, runs, lesson_shown)),
            "warm": stats(repeat_visits(browser, url, runs, lesson_shown))}


def other_browsers(runs: int) -> dict:
    """bench/browser_ready.py (Firefox ESR, WebKitGTK through Selenium), under xvfb-run when there
    is no display; {browser: {bare_median, site_median, ...} or {skipped: why}}."""
    cmd = [sys.executable, str(ROOT / "bench" / "browser_ready.py"), "--runs", str(runs)]
    if not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        cmd = ["xvfb-run", "-a", *cmd]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def stats(xs: list[float]) -> dict:
    xs = sorted(xs)
    return {"n": len(xs), "median": statistics.median(xs), "p95": xs[min(len(xs) - 1, int(0.95 * len(xs)))],
            "min": xs[0], "max": xs[-1]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5, help="page loads per variant")
    ap.add_argument("--calls", type=int, default=300, help="requests per round-trip loop")
    ap.add_argument("--seconds", type=float, default=5.0, help="duration of each games/s measurement")
    ap.add_argument("--moves", type=int, default=6, help="hard-bot moves timed per game (f)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    dist = build.DIST
    site_page = "index.html" if (dist / "index.html").exists() else "engine/demo.html"
    import playout
    import think

    think_saves = {game: think.decision_saves(game, players, seed, args.moves) for game, players, seed in think.GAMES}

    late = playout.late_position(HORIZONS)
    late_runs = max(1, args.calls // len(late["actions"]))
    res: dict = {"runs": args.runs, "site_page": site_page, "build": json.loads((dist / "build.json").read_text())["version"]}

    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare-site"
        shutil.copytree(dist / "pyodide", bare / "pyodide")
        shutil.copytree(ROOT / "bench" / "bare", bare / "bare")
        with build.serving(dist) as site, build.serving(bare) as bare_url, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=build.CHROMIUM, args=build.CHROMIUM_ARGS)
            print(f"(a) page load -> ready, {args.runs} cold runs each ...", flush=True)
            res["load_bare_ms"] = stats(cold_loads(browser, bare_url + "bare/index.html", args.runs))
            res["load_site_ms"] = stats(cold_loads(browser, site + site_page, args.runs))
            res["load_site_repeat_ms"] = stats(repeat_visits(browser, site + site_page, args.runs))
            res["load_ratio_site_over_bare"] = res["load_site_ms"]["median"] / res["load_bare_ms"]["median"]
            res["lesson_first_step_ms"] = lesson_first_step(browser, site + "lesson.html?lesson=lessons/lotus/1.json", args.runs)
            print(f"(b) bridge round trips, {args.calls} per loop ...", flush=True)
            ctx = new_context(browser)
            page = ctx.new_page()
            page.goto(site + site_page)
            wait_ready(page)
            worker_t = page.evaluate(ROUND_TRIPS_JS, args.calls)
            late_worker = page.evaluate(LATE_ACTS_JS, [late, late_runs])
            print(f"(f) the hard bot's move time, {args.moves} moves per game ...", flush=True)
            think_worker = {}
            for game, saves in think_saves.items():
                try:
                    think_worker[game] = page.evaluate(think.THINK_JS, saves)
                except Exception as err:  # a game without its bot hooks yet: say so, go on
                    think_worker[game] = str(err).splitlines()[0]
            ctx.close()
            browser.close()
    print(f"(a) the same in Firefox and WebKit, {args.runs} cold runs each ...", flush=True)
    res["load_other_browsers"] = other_browsers(args.runs)
    res["round_trip_worker_ms"] = {k: stats(v) for k, v in worker_t.items()}
    res["round_trip_cpython_ms"] = {k: stats(v) for k, v in cpython_round_trips(args.calls).items()}

    res["horizons_late_act_worker_ms"] = stats(late_worker)
    res["horizons_late_act_cpython_ms"] = stats(playout.late_acts(late, late_runs))

    print(f"(c) random games per second, {args.seconds:g} s each ...", flush=True)

    def node_games(*argv) -> dict:
        node = subprocess.run(["node", str(ROOT / "bench" / "bench_node.mjs"), str(args.seconds), *argv],
                              capture_output=True, text=True, check=True)
        return json.loads(node.stdout.strip().splitlines()[-1])

    res["games_cpython"] = playout.random_games(args.seconds)
    res["games_pyodide_node"] = node_games()
    res["horizons_games_cpython"] = playout.random_games(args.seconds, 1, HORIZONS)
    res["horizons_games_pyodide_node"] = node_games("1", HORIZONS)
    res["horizons3_games_cpython"] = playout.random_games(args.seconds, 3, HORIZONS)
    res["horizons3_games_pyodide_node"] = node_games("3", HORIZONS)

    print(f"(e) playout actions per second, each game, {args.seconds:g} s each ...", flush=True)
    res["playouts"] = {}
    for game, players in PLAYOUT_GAMES:
        row = res["playouts"][game] = {}
        for mode in PLAYOUT_MODES:
            row[f"{mode}_cpython"] = (playout.random_games(args.seconds, players, game) if mode == "bridge"
                                      else playout.fast_games(args.seconds, players, game, mode == "policy"))
            row[f"{mode}_pyodide_node"] = node_games(str(players), game, mode)

    res["hard_move"] = {}
    for game, players, _seed in think.GAMES:
        row = res["hard_move"][game] = {"players": players}
        moves = think_worker[game]
        if isinstance(moves, str):
            row["error"] = moves
            continue
        row["worker_ms"] = stats([m["ms"] for m in moves])
        row["worker_slices"] = stats([m["slices"] for m in moves])
        row["cpython_ms"] = stats(think.cpython_times(think_saves[game]))

    lines = [
        f"pyengine bench  build {res['build']}  site page {site_page}  ({time.strftime('%Y-%m-%d %H:%M')})",
        "",
        "(a) page load -> engine ready, headless Chromium   median ms   min     max",
    ]
    for label, key in [("bare page: loadPyodide only (cold)", "load_bare_ms"),
                       ("real site (cold, no cache)", "load_site_ms"),
                       ("real site, repeat visit (sw cache)", "load_site_repeat_ms")]:
        s = res[key]
        lines.append(f"    {label:<42}{s['median']:>8.0f}{s['min']:>8.0f}{s['max']:>8.0f}")
    lines.append(f"    ratio real site / bare (cold medians)     {res['load_ratio_site_over_bare']:>8.2f}")
    for label, key in [("a lesson's first step (cold)", "cold"), ("a lesson's first step (warm: sw cache)", "warm")]:
        s = res["lesson_first_step_ms"][key]
        lines.append(f"    {label:<42}{s['median']:>8.0f}{s['min']:>8.0f}{s['max']:>8.0f}")
    lines.append("    other browsers (Selenium, cold)            bare median  site median  ratio")
    others = res["load_other_browsers"]
    for name, row in ({"Firefox, WebKit": others} if "error" in others else others).items():
        if "site_median" in row:
            lines.append(f"    {name:<42}{row['bare_median']:>9.0f}{row['site_median']:>13.0f}"
                         f"{row['site_median'] / row['bare_median']:>8.2f}")
        else:
            lines.append(f"    {name:<42}not measured: {row.get('skipped') or row.get('error')}")
    lines += ["", "(b) bridge round trip per request            worker median  p95   | CPython handle median  p95"]
    for k, label in [("floor", "unknown op (transport floor)"), ("legal", "legal"), ("act", "act"), ("bot", "bot")]:
        w, c = res["round_trip_worker_ms"][k], res["round_trip_cpython_ms"][k]
        lines.append(f"    {label:<40}{w['median']:>8.2f}{w['p95']:>7.2f}   |{c['median']:>14.3f}{c['p95']:>8.3f}")
    lines += ["", "(c) random 2-player Lotus games (bot vs bot)   games/s   actions/s   games"]
    for label, key in [("CPython " + sys.version.split()[0], "games_cpython"), ("Pyodide (Node)", "games_pyodide_node")]:
        g = res[key]
        lines.append(f"    {label:<43}{g['games_per_s']:>8.1f}{g['actions_per_s']:>12.0f}{g['games']:>8}")
    ratio = res["games_cpython"]["games_per_s"] / res["games_pyodide_node"]["games_per_s"]
    res["games_ratio_cpython_over_pyodide"] = ratio
    lines.append(f"    CPython / Pyodide                           {ratio:>8.2f}x")
    for spirits, prefix in (("solo", "horizons"), ("3-spirit", "horizons3")):
        lines += ["", f"(c) random Horizons {spirits} games (bot){' ' * (14 - len(spirits))}games/s   actions/s   games"]
        for label, key in [("CPython " + sys.version.split()[0], f"{prefix}_games_cpython"),
                           ("Pyodide (Node)", f"{prefix}_games_pyodide_node")]:
            g = res[key]
            lines.append(f"    {label:<43}{g['games_per_s']:>8.1f}{g['actions_per_s']:>12.0f}{g['games']:>8}")
    w, c = res["horizons_late_act_worker_ms"], res["horizons_late_act_cpython_ms"]
    lines += ["", f"(d) Horizons act, late game (round {late['save']['start']['state']['round']}, {w['n']} acts)"
                  "   worker median  p95   | CPython handle median  p95",
              f"    {'act':<40}{w['median']:>8.2f}{w['p95']:>7.2f}   |{c['median']:>14.3f}{c['p95']:>8.3f}"]
    lines += ["", "(e) playout actions/s: bridge bot op (before) | fast path, uniform | fast path, the game's policy",
              f"    {'game':<26}{'CPython':>30}   |{'Pyodide (Node)':>30}"]
    for game, players in PLAYOUT_GAMES:
        row = res["playouts"][game]
        cells = ["".join(f"{row[f'{m}_{rt}']['actions_per_s']:>10.0f}" for m in PLAYOUT_MODES)
                 for rt in ("cpython", "pyodide_node")]
        lines.append(f"    {f'{game} ({players}p)':<26}{cells[0]}   |{cells[1]}")
    lines += ["", f"(f) hard bot, one move ({args.moves} moves each)      worker median    max  slices | CPython median    max"]
    for game, row in res["hard_move"].items():
        label = f"{game} ({row['players']}p)"
        if "error" in row:
            lines.append(f"    {label:<40}not measured: {row['error'][:80]}")
            continue
        w, sl, c = row["worker_ms"], row["worker_slices"], row["cpython_ms"]
        lines.append(f"    {label:<40}{w['median']:>10.0f}{w['max']:>7.0f}{sl['median']:>8.0f} |{c['median']:>15.0f}{c['max']:>7.0f}")
    text = "\n".join(lines)
    print()
    print(text)
    OUT.mkdir(exist_ok=True)
    (OUT / "results.json").write_text(json.dumps(res, indent=2) + "\n")
    (OUT / "results.txt").write_text(text + "\n")
    print(f"\nwritten: {OUT / 'results.json'}, {OUT / 'results.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

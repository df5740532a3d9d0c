"""The app in Firefox ESR and WebKitGTK (Safari's engine): a smoke test of what a player
meets first, in each browser (Chromium has the full suite in e2e/).

Each test runs once per browser (conftest: `browser_name`); one that cannot run here is
skipped with its reason.  After each test the page must have logged no error (page_hook.js).
"""
from __future__ import annotations

import json
import time

import pytest

from pyengine import bridge

from .hooked_server import hooked_server

ENGINE_TIMEOUT = 120  # s: WebKit's first Pyodide start on a busy 2-core machine
GAMES = ("lotus", "living_forest", "grimwood", "spirit_island_horizons")


def wait_for(driver, script, timeout=20.0, what=None):
    """Poll `script` (a JS expression) until it is truthy; return its value."""
    end = time.monotonic() + timeout
    while True:
        value = driver.execute_script(f"return ({script});")
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out after {timeout}s waiting for {what or script}")
        time.sleep(0.1)


def open_app(driver, url, query="botDelay=0&test=1"):
    """Load the home screen and wait for the engine; returns seconds from navigation to ready."""
    t0 = time.monotonic()
    driver.get(f"{url}index.html?{query}")
    wait_ready(driver)
    return round(time.monotonic() - t0, 1)


def wait_ready(driver):
    wait_for(driver, "document.documentElement.dataset.engine === 'ready'", ENGINE_TIMEOUT, "engine ready")
    wait_for(driver, "(() => { const b = document.querySelector('[data-testid=home]:not([hidden]) "
                     "[data-testid=new-game-lotus]'); return b && b.getClientRects().length > 0; })()",
             what="the home screen")


def page_errors(driver):
    return driver.execute_script("return window.__pageErrors || ['the error hook is missing'];")


@pytest.fixture
def clean_page(driver):
    """The test's page must end with no error logged."""
    yield driver
    assert page_errors(driver) == []


def settle(driver, states=("idle", "handoff", "over")):
    sel = ", ".join(f"[data-testid=game][data-state={s}]" for s in states)
    wait_for(driver, f"document.querySelector({json.dumps(sel)})", 60, f"the game to settle ({states})")
    return driver.execute_script("return document.querySelector('[data-testid=game]').dataset.state;")


def start_from_home(driver, game, seed=7):
    """A new game of `game` from its home-screen button with the setup dialog's defaults but
    its seed (and the first seat first, where the game asks)."""
    driver.find_element("css selector", f"[data-testid=new-game-{game}]").click()
    wait_for(driver, "document.querySelector('[data-testid=setup-dialog][open]')", what="the setup dialog")
    driver.execute_script("""
      const first = document.querySelector('[data-testid=option-first_player]');
      if (first) { first.value = '0'; first.dispatchEvent(new Event('change', { bubbles: true })); }""")
    seed_box = driver.find_element("css selector", "[data-testid=setup-seed]")
    seed_box.clear()
    seed_box.send_keys(str(seed))
    driver.find_element("css selector", "[data-testid=setup-start]").click()
    wait_for(driver, "(() => { const g = document.querySelector('[data-testid=game]'); return g && !g.hidden; })()",
             what="the game screen")
    if settle(driver) == "handoff":
        driver.find_element("css selector", "[data-testid=handoff-confirm]").click()
    assert settle(driver, ("idle",)) == "idle"


# Where the board and the lit targets are, in the viewport's coordinates.
GEOMETRY = """
const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
const lit = [...document.querySelectorAll('#board-host .is-target')].filter((el) => el.getClientRects().length);
return { host: box(document.getElementById('board-host')), lit: lit.map(box), scrollX: scrollX,
         width: document.documentElement.clientWidth, height: innerHeight,
         overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
"""


def inside(b, g, slack=1):
    return b[0] >= -slack and b[1] >= -slack and b[2] <= g["width"] + slack and b[3] <= g["height"] + slack


def test_the_home_page_renders_and_the_engine_starts(clean_page, site, browser_name):
    ready = open_app(clean_page, site)
    buttons = clean_page.execute_script(
        "return [...document.querySelectorAll('[data-testid^=new-game-]')].filter((b) => b.getClientRects().length)"
        ".map((b) => b.dataset.testid);")
    assert {f"new-game-{g}" for g in GAMES} <= set(buttons)
    print(f"\n{browser_name}: engine ready {ready}s after navigation")


# one seeded Lotus game through window.pyengine, each decision's choice picked by its index:
# it must end exactly as the same loop ends in CPython's engine
LOTUS_LOOP = """
const done = arguments[arguments.length - 1];
(async () => {
  const call = window.pyengine.call;
  const m = (await call({ op: 'new', game: 'lotus', players: 3, seed: 2026 })).match;
  for (let i = 0; i < 2000; i += 1) {
    const pending = (await call({ op: 'view', match: m })).view.pending;
    if (!pending) break;
    const legal = await call({ op: 'legal', match: m, player: pending.player });
    if (!legal.ok || !legal.actions.length) return done({ error: legal });
    const r = await call({ op: 'act', match: m, player: legal.player, action: legal.actions[(i * 7) % legal.actions.length] });
    if (!r.ok) return done({ error: r.error });
  }
  const view = (await call({ op: 'view', match: m })).view;
  await call({ op: 'close', match: m });
  done({ board: view.board, over: view.over, moves: view.actions_played });
})().catch((e) => done({ error: String(e) }));
"""


def lotus_loop_in_cpython():
    call = lambda req: json.loads(bridge.handle(json.dumps(req)))  # noqa: E731
    m = call({"op": "new", "game": "lotus", "players": 3, "seed": 2026})["match"]
    for i in range(2000):
        pending = call({"op": "view", "match": m})["view"]["pending"]
        if not pending:
            break
        legal = call({"op": "legal", "match": m, "player": pending["player"]})
        assert legal["ok"] and legal["actions"], legal
        r = call({"op": "act", "match": m, "player": legal["player"],
                  "action": legal["actions"][(i * 7) % len(legal["actions"])]})
        assert r["ok"], r
    view = call({"op": "view", "match": m})["view"]
    call({"op": "close", "match": m})
    return {"board": view["board"], "over": view["over"], "moves": view["actions_played"]}


def test_a_whole_lotus_game_through_window_pyengine_ends_as_in_cpython(clean_page, site):
    open_app(clean_page, site)
    got = clean_page.execute_async_script(LOTUS_LOOP)
    want = lotus_loop_in_cpython()
    assert "error" not in got, got
    assert want["over"], "the loop must play the game to its end"
    assert got == want


@pytest.mark.parametrize("game", GAMES)
def test_a_game_opens_with_its_first_decision_in_view_and_a_click_moves(clean_page, site, game):
    open_app(clean_page, site)
    start_from_home(clean_page, game)
    time.sleep(0.5)  # late styles or a map would move the board after this (the race this guards)
    g = clean_page.execute_script(GEOMETRY)
    assert g["overflow"] <= 0, f"the page is {g['overflow']}px wider than the window"
    assert g["host"][1] >= -1 and g["host"][1] < g["height"], f"the board is scrolled away: {g}"
    assert g["lit"], "nothing is lit for the first decision"
    assert any(inside(b, g) for b in g["lit"]), f"no lit target is inside the viewport: {g}"
    assert all(b[0] >= -1 and b[2] <= g["width"] + 1 for b in g["lit"]), f"a lit target is cut off at a side: {g}"
    # click lit targets (the first one in view each time) until a move is played
    moves = clean_page.execute_script("return document.querySelector('[data-testid=game]').dataset.moves;")
    for _ in range(4):
        clean_page.execute_script("""
          const g = { width: document.documentElement.clientWidth, height: innerHeight };
          const el = [...document.querySelectorAll('#board-host .is-target')].find((e) => {
            const r = e.getBoundingClientRect(); return r.width && r.top >= 0 && r.bottom <= g.height; });
          window.__clicked = el ? el.dataset.target : null;""")
        target = clean_page.execute_script("return window.__clicked;")
        assert target, "no lit target in view to click"
        el = clean_page.find_element("css selector", f"#board-host .is-target[data-target={json.dumps(target)}]")
        el.click()
        settle(clean_page)
        if clean_page.execute_script("return document.querySelector('[data-testid=game]').dataset.moves;") != moves:
            break
    else:
        pytest.fail(f"four clicks on lit targets played no move in {game}")


def test_on_a_phone_horizons_opens_at_the_top_with_its_growth_choices_in_view(clean_page, site):
    # the race this guards: its first drawing measured before its styles landed scrolled the
    # island away (Firefox 5 of 5 fresh starts, WebKit 2 of 5, before board-kit loadStyles)
    size = clean_page.get_window_size()
    clean_page.set_window_size(390, 844)  # Firefox keeps a window at least about 500 px wide
    try:
        open_app(clean_page, site)
        start_from_home(clean_page, "spirit_island_horizons")
        time.sleep(0.5)
        g = clean_page.execute_script(GEOMETRY)
        assert clean_page.execute_script("return document.getElementById('board-host').scrollTop;") == 0
        assert g["overflow"] <= 0, f"the page is {g['overflow']}px wider than the window"
        island = clean_page.execute_script("const r = document.querySelector('.hz-island').getBoundingClientRect(); return [r.top, r.bottom];")
        assert 0 <= island[0] < g["height"], f"the island is not at the top: {island}"
        assert any(inside(b, g) for b in g["lit"]), f"no growth choice in view: {g}"
    finally:
        clean_page.set_window_size(size["width"], size["height"])


def test_the_service_worker_serves_an_offline_reload(driver, browser_name):
    with hooked_server() as url:
        open_app(driver, url)
        wait_for(driver, "navigator.serviceWorker && navigator.serviceWorker.controller !== null", 90,
                 "the service worker to control the page")
    # the server is stopped: the site is gone from the network, everything comes from the service worker
    t0 = time.monotonic()
    driver.get(driver.current_url)  # (Firefox's refresh skips the service worker)
    wait_ready(driver)
    print(f"\n{browser_name}: offline reload ready in {time.monotonic() - t0:.1f}s")
    start_from_home(driver, "lotus")
    assert page_errors(driver) == []

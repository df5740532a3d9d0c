"""Readable pieces and lands on the Horizons island (zoom.js, land-details.js, island.js):

- every count, damage and health number and every land name is at least 14 px on screen, at a
  phone (390x844) with three spirits and at a laptop (1366x768), and the names carry their
  board letter ("G5") as the prompts do;
- the +, − and fit buttons and the mouse wheel change the island's scale without scrolling the
  page, a drag is no tap, the zoom outlasts the redraw after a move, and a click on a lit land
  still plays;
- each spirit's presence has its own shape (and colour), the legend shows the same;
- a tap on a land that is no move, a right click or `i` shows the land's details (terrain, board
  and number, coastal, every piece with counts and damage, presence by spirit), which close and
  follow the land's pieces; a tap on a lit land stays a move.
Screenshots under .cache/test-results/horizons_readable/."""
from __future__ import annotations

from pathlib import Path

import pytest

from e2e_helpers import game_attr, open_app, settle
from horizons_page import act, lit, still

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".cache" / "test-results" / "horizons_readable"
GAME = "spirit_island_horizons"
MIN_PX = 14

# the numbers and names on screen: [{kind, text, px (font size on screen), land}]
TEXTS = """() => [...document.querySelectorAll('.board-host .hz-island .hz-badge, #hz-test .hz-badge')].map((b) => {
  const text = b.tagName === 'text' ? b : b.querySelector('text');
  const m = text.getScreenCTM();
  return {kind: b.getAttribute('class'), text: text.textContent, land: b.closest('.hz-land').dataset.land,
          px: parseFloat(text.getAttribute('font-size')) * Math.hypot(m.a, m.b)};
})"""
SCALE = "() => document.querySelector('.board-host .hz-island').getScreenCTM().a"


def start(page, spirits, seed=7):
    page.click(f"[data-testid=new-game-{GAME}]")
    page.select_option("[data-testid=setup-players]", str(spirits))
    for i in range(spirits):
        page.select_option(f"[data-testid=seat-kind-{i}]", "human" if i == 0 else "same:0")
    if spirits == 1:
        page.select_option("[data-testid=option-board]", "G")
    page.fill("[data-testid=setup-seed]", str(seed))
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden]) .hz-island")
    assert settle(page) == "idle"
    page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")


def land_point(page, land):
    """A point on screen where the land itself lies (not its pieces): a land's box centre may be
    in a neighbour."""
    at = page.evaluate("""(land) => {
      const g = document.querySelector(`.board-host .hz-land[data-land="${land}"]`);
      g.scrollIntoView({block: 'center'});
      const r = g.querySelector('.hz-soil').getBoundingClientRect();
      for (let fy = .5; fy < 1; fy += .1) for (let fx = .5; fx < 1; fx += .1) for (const [x, y] of [[fx, fy], [1 - fx, 1 - fy]]) {
        const px = r.left + r.width * x, py = r.top + r.height * y;
        const el = document.elementFromPoint(px, py);
        if (el && el.closest('.hz-land') === g && !el.closest('.hz-piece')) return [px, py];
      }
      return null;
    }""", land)
    assert at, land
    return at


def tap_land(page, land, button="left"):
    at = land_point(page, land)
    page.mouse.click(at[0], at[1], button=button)


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("document.querySelector('.hz-frame').scrollIntoView({block: 'start'})")
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def assert_readable(page):
    texts = page.evaluate(TEXTS)
    names = [x for x in texts if "hz-number" in x["kind"]]
    counts = [x for x in texts if "hz-badge--count" in x["kind"]]
    assert names and counts
    for x in texts:
        assert x["px"] >= MIN_PX - 0.05, x
    for x in names:
        assert x["text"] == x["land"], x  # "G5": the board letter and the number
    return texts


def test_numbers_and_land_names_are_readable_on_a_phone_with_three_spirits_and_a_laptop(make_context, base_url):
    for width, height, spirits in ((390, 844, 3), (1366, 768, 3), (1366, 768, 1), (390, 844, 1)):
        ctx, guard = make_context(width, height)
        page = ctx.new_page()
        guard.watch(page)
        open_app(page, base_url)
        start(page, spirits)
        texts = assert_readable(page)
        assert len({x["land"] for x in texts if "hz-number" in x["kind"]}) == 8 * spirits
        sizes = page.eval_on_selector_all("[data-testid^=hz-zoom-]", "(els) => els.map((e) => [e.offsetWidth, e.offsetHeight])")
        assert len(sizes) == 3 and all(w >= 44 and h >= 44 for w, h in sizes), sizes  # a finger's size
        shot(page, f"start_{spirits}_{width}x{height}")
        ctx.close()


# every kind of number on the three-board island drawn at a phone's width
BUSY = {
    "G2": {"explorer": [0, 1, 1], "town": [0, 2], "city": [2], "dahan": [0, 0, 1], "blight": 2, "presence": {"0": 2}, "defend": 3,
           "health": {"town": 1}},
    "H3": {"explorer": [0, 0], "presence": {"1": 1}, "rules": [{"rule": "blistering_heat", "seat": 1}]},
    "B6": {"dahan": [0, 0], "presence": {"2": 3}},
}
DRAW = """async ([lands]) => {
  const island = await import(new URL("games/spirit_island_horizons/island.js", document.baseURI).href);
  const zoom = await import(new URL("games/spirit_island_horizons/zoom.js", document.baseURI).href);
  const map = await island.loadMap();
  const box = document.createElement("div");
  box.id = "hz-test";
  box.style.cssText = "position:fixed;inset:0;z-index:9999;background:#fff;padding:6px";
  const spirits = [0, 1, 2].map((seat) => ({seat, name: `Spirit ${seat + 1}`}));
  box.append(zoom.islandFrame(island.drawIsland("three_boards_GHB", lands, {map}), zoom.islandState(), {lands, spirits}));
  document.body.append(box);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}"""


def test_damage_counts_and_health_stay_readable_on_the_three_board_island_on_a_phone(make_context, base_url):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    page.evaluate(DRAW, [BUSY])
    # the badges are scaled once the frame has its size (on a busy machine a little later): wait for it
    try:
        page.wait_for_function(f"() => ({TEXTS})().every((x) => x.px >= {MIN_PX} - 0.05)", timeout=10_000)
    except pytest.importorskip("playwright.sync_api").TimeoutError:
        pass  # the assertion below names the small ones
    texts = page.evaluate(TEXTS)
    kinds = {k for x in texts for k in x["kind"].split() if k.startswith("hz-badge--") or k == "hz-number"}
    assert kinds == {"hz-number", "hz-badge--count", "hz-badge--damage", "hz-badge--health"}
    assert all(x["px"] >= MIN_PX - 0.05 for x in texts), [x for x in texts if x["px"] < MIN_PX - 0.05]
    g2 = sorted(x["text"] for x in texts if x["land"] == "G2" and "hz-badge--damage" in x["kind"])
    assert g2 == ["1", "1", "2", "2"]  # the damaged explorers 1, dahan 1, town 2, city 2
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#hz-test").screenshot(path=str(SHOTS / "busy_three_boards_390.png"))
    ctx.close()


def presence_shapes(page):
    return page.evaluate("""() => {
      const out = {};
      for (const el of document.querySelectorAll('.board-host .hz-island .hz-presence-shape')) {
        (out[el.dataset.seat] ||= new Set()).add(el.dataset.shape + ' ' + el.getAttribute('fill'));
      }
      return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
    }""")


def test_each_spirits_presence_has_its_own_shape_and_the_legend_says_whose(page, base_url):
    open_app(page, base_url)
    start(page, 3)
    shapes = presence_shapes(page)
    assert sorted(shapes) == ["0", "1", "2"]  # each spirit starts with presence on its board
    assert all(len(v) == 1 for v in shapes.values()), shapes  # one shape and colour per spirit
    looks = [v[0] for v in shapes.values()]
    assert len({x.split()[0] for x in looks}) == 3 and len({x.split()[1] for x in looks}) == 3, looks
    legend = page.evaluate("""() => [...document.querySelectorAll('[data-testid=hz-legend] li')].map((li) => ({
      seat: li.dataset.seat, shape: li.querySelector('[data-shape]').dataset.shape, name: li.textContent}))""")
    names = page.evaluate("[...document.querySelectorAll('[data-testid=hz-spirit-tab] .hzb-tab-name')].map((e) => e.textContent)")
    assert [x["name"] for x in legend] == names
    for x in legend:
        assert shapes[x["seat"]][0].split()[0] == x["shape"]


def test_zoom_by_buttons_and_wheel_keeps_the_page_and_a_lit_land_still_plays(page, base_url):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_app(page, base_url)
    start(page, 1)
    act(page, "[data-testid=hz-growth] >> nth=1")
    act(page, "[data-testid=hz-track-energy] [data-testid=hz-track-next]")
    assert game_attr(page, "pending-kind") == "place"
    targets = [x for x in lit(page) if x.startswith("land:")]
    assert targets
    still(page)
    page.evaluate("document.querySelector('.hz-frame').scrollIntoView({block: 'start'})")
    scroll = page.evaluate("[scrollX, scrollY, document.querySelector('.board-host').scrollTop]")
    fit = page.evaluate(SCALE)
    assert page.is_disabled("[data-testid=hz-zoom-out]") and page.is_disabled("[data-testid=hz-zoom-fit]")
    assert page.get_attribute("[data-testid=hz-zoom-in]", "aria-label") == "Zoom in on the island"

    page.click("[data-testid=hz-zoom-in]")
    assert abs(page.evaluate(SCALE) / fit - 1.5) < 0.01
    box = page.locator(".board-host .hz-island").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, -300)
    page.wait_for_timeout(100)
    wheeled = page.evaluate(SCALE)
    assert wheeled > fit * 1.6
    assert page.evaluate("[scrollX, scrollY, document.querySelector('.board-host').scrollTop]") == scroll

    # a point of a lit land in sight: a drag from there pans and plays nothing
    at = page.evaluate("""(targets) => {
      const stage = document.querySelector('.hz-stage').getBoundingClientRect();
      for (const t of targets) {
        const g = document.querySelector(`.board-host [data-target="${t}"]`);
        const r = g.querySelector('.hz-soil').getBoundingClientRect();
        for (const [fx, fy] of [[.5, .5], [.3, .3], [.7, .7], [.3, .7], [.7, .3]]) {
          const x = r.left + r.width * fx, y = r.top + r.height * fy;
          if (x < stage.left || x > stage.right || y < stage.top || y > stage.bottom) continue;
          const el = document.elementFromPoint(x, y);
          if (el && el.closest('.hz-land') === g && !el.closest('.hz-piece')) return {target: t, x, y};
        }
      }
      return null;
    }""", targets)
    assert at, "no lit land in sight"
    moves = game_attr(page, "moves")
    view_box = page.get_attribute(".board-host .hz-island", "viewBox")
    page.mouse.move(at["x"], at["y"])
    page.mouse.down()
    page.mouse.move(at["x"] + 30, at["y"] + 20, steps=4)
    page.mouse.up()
    page.wait_for_timeout(200)
    assert game_attr(page, "moves") == moves
    assert page.get_attribute(".board-host .hz-island", "viewBox") != view_box
    assert page.locator("[data-testid=hz-land-details]").count() == 0
    # a click on the lit land, where it now is: the move is played, the zoom kept
    page.mouse.click(at["x"] + 30, at["y"] + 20)
    page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
    settle(page)
    assert page.get_attribute("[data-testid=hz-track-energy]", "data-uncovered") == "2"
    assert abs(page.evaluate(SCALE) - wheeled) < 0.01
    shot(page, "zoomed_1366x768")
    page.click("[data-testid=hz-zoom-fit]")
    assert abs(page.evaluate(SCALE) - fit) < 0.01


def test_a_land_shows_its_details_and_a_lit_land_stays_a_move(page, base_url):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, base_url)
    start(page, 1)
    assert not [x for x in lit(page) if x.startswith("land:")]  # growth: no land is a move
    still(page)
    moves = game_attr(page, "moves")
    tap_land(page, "G1")
    details = page.locator("[data-testid=hz-land-details]")
    assert details.get_attribute("data-land") == "G1"
    text = details.inner_text()
    assert text.startswith("G1") and "Board G, land 1: mountain, coastal" in text
    assert "2 dahan" in text
    assert game_attr(page, "moves") == moves and game_attr(page, "pending-kind") == "spirit"
    shot(page, "details_390x844")
    # the same land again closes it; a right click opens it; the button closes it
    tap_land(page, "G1")
    assert details.count() == 0
    tap_land(page, "G2", button="right")
    assert details.get_attribute("data-land") == "G2"
    assert "presence of Fathomless Mud of the Swamp" in details.inner_text()  # the spirit's starting presence
    page.click("[data-testid=hz-land-details-close]")
    assert details.count() == 0

    # growth option 2 and the energy track: G1 is lit; `i` shows its details, Enter plays there
    act(page, "[data-testid=hz-growth] >> nth=1")
    act(page, "[data-testid=hz-track-energy] [data-testid=hz-track-next]")
    assert "land:G1" in lit(page)
    page.focus(".hz-land[data-land=G1]")
    page.keyboard.press("i")
    assert details.get_attribute("data-land") == "G1"
    assert "presence" not in details.inner_text()
    moves = game_attr(page, "moves")
    page.keyboard.press("Enter")  # the keyboard's tap on the focused land: the move
    page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
    settle(page)
    assert page.get_attribute("[data-testid=hz-track-energy]", "data-uncovered") == "2"
    # the details stay open and follow the land: the presence just placed there
    assert details.get_attribute("data-land") == "G1"
    assert "1 presence of Fathomless Mud of the Swamp" in details.inner_text()


def test_the_first_tip_says_a_land_shows_its_details(page, base_url):
    open_app(page, base_url)
    tip = page.evaluate("""async () => (await import(new URL('i18n/index.js', document.baseURI).href))
      .t('tip.spirit_island_horizons')""")
    assert "tap a land to see its details" in tip and "read a card" in tip


def test_a_pinch_zooms_and_a_long_press_on_a_lit_land_shows_it_without_playing(page, base_url):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, base_url)
    start(page, 1)
    act(page, "[data-testid=hz-growth] >> nth=1")
    act(page, "[data-testid=hz-track-energy] [data-testid=hz-track-next]")
    assert "land:G1" in lit(page)
    still(page)
    page.evaluate("document.querySelector('.hz-frame').scrollIntoView({block: 'start'})")
    scroll = page.evaluate("scrollY")
    fit = page.evaluate(SCALE)
    cdp = page.context.new_cdp_session(page)

    def touch(kind, points):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})

    box = page.locator(".board-host .hz-island").bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch("touchStart", [(cx - 20, cy), (cx + 20, cy)])
    for d in range(30, 61, 10):  # the fingers three times as far apart: three times the scale
        touch("touchMove", [(cx - d, cy), (cx + d, cy)])
    touch("touchEnd", [])
    page.wait_for_timeout(100)
    assert abs(page.evaluate(SCALE) / fit - 3) < 0.05
    assert page.evaluate("scrollY") == scroll
    page.click("[data-testid=hz-zoom-fit]")

    # a long press on the lit G1: its details, no move
    moves = game_attr(page, "moves")
    at = land_point(page, "G1")
    touch("touchStart", [tuple(at)])
    page.wait_for_timeout(800)
    touch("touchEnd", [])
    page.wait_for_timeout(300)
    assert page.get_attribute("[data-testid=hz-land-details]", "data-land") == "G1"
    assert game_attr(page, "moves") == moves

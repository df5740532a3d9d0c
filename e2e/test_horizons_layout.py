"""The Horizons page's layout: the island and the decision in view together, nothing scrolling
by itself, the phase tracker's row above the island, targets a finger's size on a phone, no text
spilling out of its box, every spirit's hand drawn for every seat, and the small panels (blight
on the island, when earned fear resolves, a card's face in the card view, each spirit's presence
in its own colour on its tracks).

The positions come from saves of games the random bot played (found here with the engine):
solo and 3 spirits (one person plays them all: no hand-off), at the start (growth), at the fast
phase's powers, at a fast power asking for its land."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from e2e_helpers import open_app, settle
from horizons_page import lit, still

from pyengine.core.match import Match

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".cache" / "test-results" / "horizons_layout"
GAME = "spirit_island_horizons"
SIZES = {"phone": (390, 844), "tablet": (820, 1180), "laptop": (1366, 768), "large": (1920, 1080)}


def wanted(view) -> list[str]:
    """The names this position answers to."""
    b, p = view["board"], view["pending"]
    names = []
    if p["kind"] == "spirit" and b["round"] == 1 and any(str(a.get("target", "")).startswith("growth:") for a in view["actions"]):
        names.append("growth")
    if p["kind"] == "powers" and p["prompt"]["key"].endswith("fast"):
        names.append("fast")
    if p["kind"] == "aim" and b["phase"] == "fast" and any(str(a.get("target", "")).startswith("land:") for a in view["actions"]):
        names.append("aim")
    if b["fear"]["earned"] and p["kind"] in ("powers", "spirit"):
        names.append("earned")
    return names


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    """{(spirits, name): (save path, the view of the spirit deciding)}."""
    folder = tmp_path_factory.mktemp("horizons_layout")
    found = {}
    needed = {1: ("growth", "fast", "aim", "earned"), 3: ("growth", "fast", "aim")}
    for n in (1, 3):
        seats = [{"name": f"P{i + 1}", "kind": "human", "person": "Ann"} for i in range(n)]
        for seed in range(1, 200):
            match = Match.create(GAME, seats, seed, {})
            for _ in range(800):
                if match.over or all((n, w) in found for w in needed[n]):
                    break
                view = match.view(match.pending().player)
                for name in wanted(view):
                    if (n, name) not in found:
                        path = folder / f"{n}-{name}.json"
                        path.write_text(json.dumps(match.to_save()))
                        found[(n, name)] = (path, view)
                match.play_bot()
            if all((n, w) in found for w in needed[n]):
                break
        assert all((n, w) in found for w in needed[n]), (n, sorted(found))
    return found


def load(page, path):
    moves = len(json.loads(path.read_text())["actions"])
    page.set_input_files("[data-testid=import-file]", str(path))
    page.wait_for_selector(f"[data-testid=game]:not([hidden])[data-moves='{moves}'] .hz-island")
    assert settle(page) == "idle"
    still(page)
    page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")


def home(page):
    page.click("[data-testid=menu]")
    page.click("[data-testid=menu-home]")
    page.wait_for_selector("[data-testid=home]:not([hidden])")


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


# What lies outside the screen's part between the top bar and the prompt bar (or outside the
# box of the panel or strip that holds it): the island, then each lit target.
OUT_OF_VIEW = """() => {
  const top = document.querySelector('.topbar').getBoundingClientRect().bottom;
  const bottom = document.querySelector('[data-testid=promptbar]').getBoundingClientRect().top;
  const inside = (r, box) => r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.left >= box.left - 1 && r.right <= box.right + 1;
  const screen = {top, bottom, left: 0, right: innerWidth};
  const out = [];
  const island = document.querySelector('.hz-island').getBoundingClientRect();
  if (!inside(island, screen)) out.push(['island', island.top, island.bottom]);
  for (const el of document.querySelectorAll('.board-host .is-target')) {
    const r = el.getBoundingClientRect();
    const holder = el.closest('.hzb-panel, .hzb-strip');
    if (!inside(r, screen) || (holder && !inside(r, holder.getBoundingClientRect()))) out.push([el.dataset.target, r.top, r.bottom]);
  }
  return out;
}"""

SCROLLS = """() => {
  const q = (s) => document.querySelector(s);
  return [scrollY, q('.board-host').scrollTop, q('.hzb-panel').scrollTop, q('.hzb-strip') ? q('.hzb-strip').scrollLeft : 0];
}"""


@pytest.mark.parametrize("size", ["laptop", "tablet"])
@pytest.mark.parametrize("spirits", [1, 3])
def test_the_island_and_the_decision_are_in_view_and_nothing_scrolls_by_itself(make_context, base_url, saves, size, spirits):
    ctx, guard = make_context(*SIZES[size])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    for name in ("growth", "fast", "aim"):
        load(page, saves[(spirits, name)][0])
        assert page.evaluate(OUT_OF_VIEW) == [], (size, spirits, name)
        shot(page, f"{size}_{spirits}_{name}")
        # a move: the page, the board's host, the panel and the strip stay where they were
        before = page.evaluate(SCRIPT_MARK)
        scrolls = page.evaluate(SCROLLS)
        targets = [x for x in lit(page) if not x.startswith("switch:")]
        moves = int(page.get_attribute("[data-testid=game]", "data-moves"))
        page.click(f".board-host [data-target='{targets[0]}']", force=True)
        page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
        settle(page)
        still(page)
        assert page.evaluate(SCROLLS) == scrolls, (size, spirits, name)
        assert page.evaluate(OUT_OF_VIEW) == [], (size, spirits, name, "after the move")
        # the phase tracker's row is the same element, kept across the redraw
        assert page.evaluate(SCRIPT_MARK) == before
        home(page)
    assert not guard.errors


# The tracker's row: a mark it keeps while it is the same element (across redraws), whether it
# lies directly above the island, and whether it is 32 to 40 px tall.
SCRIPT_MARK = """() => {
  const el = document.querySelector('[data-testid=phase-tracker]');
  el.dataset.seen = el.dataset.seen || String(Math.random());
  const r = el.getBoundingClientRect();
  const island = document.querySelector('.hz-island').getBoundingClientRect();
  const above = r.bottom <= island.top + 1 && island.top - r.bottom <= 12;
  return [el.dataset.seen, above, r.height >= 32 && r.height <= 40];
}"""


def test_the_phase_tracker_row_lies_above_the_island_at_every_size(make_context, base_url, saves):
    ctx, guard = make_context(*SIZES["phone"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    load(page, saves[(3, "growth")][0])
    for size in SIZES.values():
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(100)
        assert page.evaluate(SCRIPT_MARK)[1:] == [True, True], size
    assert not guard.errors


# Every interactive thing of the board (not the island's SVG) smaller than 44 px either way.
SMALL_TARGETS = """() => [...document.querySelectorAll('.hzb button, .hzb [data-target], .hzb [data-inspect], .hzb [tabindex]')]
  .filter((el) => !el.closest('svg') && el.getClientRects().length)
  .map((el) => [el.dataset.testid || el.className, el.getBoundingClientRect()])
  .filter(([, r]) => r.width < 44 || r.height < 44)
  .map(([name, r]) => [name, Math.round(r.width), Math.round(r.height)])"""

# Text wider than its box: an element with its own words whose content overflows it, a badge
# reaching out of its card.
SPILLED = """() => {
  const out = [];
  for (const el of document.querySelectorAll('.hzb *')) {
    if (el.closest('svg') || !el.getClientRects().length) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const style = getComputedStyle(el);
    if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) out.push([el.className, el.textContent.slice(0, 30)]);
    const box = el.closest('.hzc-card, .hzc-mini, .hzb-tab, .hzb-block, .hzb-status > *');
    if (box && box !== el && el.getBoundingClientRect().right > box.getBoundingClientRect().right + 1) out.push([el.className, el.textContent.slice(0, 30), 'out of its box']);
  }
  return out;
}"""


def test_targets_are_a_fingers_size_on_a_phone_and_no_text_spills(make_context, base_url, saves):
    ctx, guard = make_context(*SIZES["phone"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    for spirits in (1, 3):
        for name in ("growth", "fast"):
            load(page, saves[(spirits, name)][0])
            page.set_viewport_size({"width": SIZES["phone"][0], "height": SIZES["phone"][1]})
            assert page.evaluate(SMALL_TARGETS) == [], (spirits, name)
            # the FAST badge is whole (was "FAS" on a phone)
            badges = page.eval_on_selector_all(".hzc-card .hzc-speed", "(els) => els.map((e) => e.scrollWidth <= e.clientWidth && e.textContent)")
            assert badges and all(badges), badges
            for size, (w, h) in SIZES.items():
                page.set_viewport_size({"width": w, "height": h})
                page.wait_for_timeout(100)
                spilled = page.evaluate(SPILLED)
                assert spilled == [], (spirits, name, size, spilled)
            page.set_viewport_size({"width": SIZES["phone"][0], "height": SIZES["phone"][1]})
            home(page)
    assert not guard.errors


def test_on_a_phone_the_island_comes_first_then_the_decision_and_a_card_tap_does_not_jump(make_context, base_url, saves):
    ctx, guard = make_context(*SIZES["phone"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    load(page, saves[(1, "growth")][0])
    order = page.evaluate("""() => {
      const island = document.querySelector('.hz-island').getBoundingClientRect();
      const growth = document.querySelector('[data-block=growth]').getBoundingClientRect();
      const status = document.querySelector('[data-block=status]').getBoundingClientRect();
      return [island.bottom <= growth.top, growth.bottom <= status.top];
    }""")
    assert order == [True, True]
    # grow, then play a hand card: the page does not move
    page.click("[data-target='growth:1']")
    for _ in range(6):
        settle(page)
        still(page)
        if page.locator("[data-testid=hz-hand-card].is-target").count():
            break
        page.click(f".board-host [data-target='{lit(page)[0]}']", force=True)
    page.locator(".board-host").evaluate("(el) => el.scrollTo(0, 120)")
    scrolls = page.evaluate(SCROLLS)
    moves = int(page.get_attribute("[data-testid=game]", "data-moves"))
    page.locator("[data-testid=hz-hand-card].is-target").first.click()
    page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
    settle(page)
    still(page)
    assert page.evaluate(SCROLLS) == scrolls
    assert not guard.errors


def test_panels_blight_on_the_island_when_fear_resolves_the_card_face_and_each_spirits_colour(make_context, base_url, saves):
    ctx, guard = make_context(*SIZES["laptop"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    path, view = saves[(1, "earned")]
    load(page, path)
    b = view["board"]
    on_island = sum(land["blight"] for land in b["lands"].values())
    blight = page.inner_text("[data-testid=hz-blight]")
    assert f"Pool {b['pools']['blight']}" in blight and f"{on_island} on the island" in blight
    numbers = re.findall(r"\d+", blight)  # the pool once (it was drawn twice)
    assert numbers.count(str(b["pools"]["blight"])) == 1 + (on_island == b["pools"]["blight"]), blight
    assert page.inner_text("[data-testid=hz-earned-when]") == "Earned fear cards resolve at the start of the invader phase"
    # the card view draws the card's face as on the hand
    card = page.locator("[data-testid=hz-strip] .hzc-card").first
    name = card.locator(".hzc-name").inner_text()
    card.click(button="right")
    page.wait_for_selector("[data-testid=card-view] [data-testid=hz-card-art]")
    assert page.inner_text("[data-testid=card-view] [data-testid=hz-card-art] .hzc-name") == name
    page.click("[data-testid=card-view-close]")
    home(page)
    load(page, saves[(3, "growth")][0])
    # each spirit's presence on its tracks in its own colour (its tab's colour)
    colours = []
    for seat in (1, 2):
        page.click(f"[data-testid=hz-spirit-tab][data-seat='{seat}']")
        page.wait_for_selector(f"[data-testid=hz-spirit][data-seat='{seat}']")
        covered = page.eval_on_selector_all("[data-block=tracks] .hzb-space.is-covered", "(els) => els.map((e) => getComputedStyle(e).backgroundColor)")
        dot = page.eval_on_selector(f"[data-testid=hz-spirit-tab][data-seat='{seat}'] .hzb-tab-dot", "(e) => getComputedStyle(e).backgroundColor")
        assert covered and set(covered) == {dot}, (seat, covered, dot)
        colours.append(dot)
    assert colours[0] != colours[1]
    assert not guard.errors


def test_every_spirits_hand_is_drawn_when_the_view_carries_it_and_styles_load_first(make_context, base_url, saves):
    """A teammate's hand and drawn cards, given by the view, are drawn as cards (a card view on
    a tap); a view without them gives the count.  The board draws nothing before its styles."""
    ctx, guard = make_context(*SIZES["laptop"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    _, view = saves[(3, "fast")]
    viewer = view["pending"]["player"]
    other = next(sp for sp in view["board"]["spirits"] if sp["seat"] != viewer)
    hand = ["call_of_the_dahan_ways", "cycles_of_time_and_tide"][: max(1, other["hand_count"] - 1)]
    facts = {"name": "Call of the Dahan Ways", "deck": "minor", "cost": 1, "speed": "slow", "range": None,
             "target": None, "elements": ["moon"], "text": "a card", "thresholds": []}
    carried = json.loads(json.dumps(view))
    for sp in carried["board"]["spirits"]:
        if sp["seat"] == other["seat"]:
            sp["hand"], sp["drawn"] = hand, ["cycles_of_time_and_tide"]
    carried["board"]["cards"].setdefault("call_of_the_dahan_ways", facts)
    bare = json.loads(json.dumps(view))  # a view without the hands (as a spirit's own view once was)
    for sp in bare["board"]["spirits"]:
        sp.pop("hand", None)
        sp.pop("drawn", None)
    result = page.evaluate("""async ([view, bare, seat]) => {
      const { createHorizonsBoard } = await import('./games/spirit_island_horizons/board.js');
      for (const link of document.querySelectorAll('link[href*="spirit_island_horizons/board.css"]')) link.remove();
      const out = {};
      const host = document.createElement('div');
      document.body.append(host);
      const board = createHorizonsBoard(host, {});
      board.set(view, {targets: [], selected: []});
      out.before = host.querySelector('.hzb').children.length;  // nothing before the styles
      await board.ready;
      const mate = host.querySelector(`[data-testid=hz-mate][data-seat="${seat}"]`);
      out.hand = [...mate.querySelectorAll('[data-where=hand]')].map((e) => e.dataset.card);
      out.drawn = [...mate.querySelectorAll('[data-where=drawn]')].map((e) => e.dataset.card);
      out.inspect = [...mate.querySelectorAll('[data-testid=hz-team-card]')].every((e) => e.dataset.inspect === `card:${e.dataset.card}`);
      out.styled = getComputedStyle(host.querySelector('.hzb')).display;
      board.set(bare, {targets: [], selected: []});
      const again = host.querySelector(`[data-testid=hz-mate][data-seat="${seat}"]`);
      out.bare = [again.querySelectorAll('[data-testid=hz-team-card]').length, again.textContent];
      board.destroy();
      host.remove();
      return out;
    }""", [carried, bare, other["seat"]])
    assert result["before"] == 0
    assert result["styled"] in ("grid", "flex")
    assert result["hand"] == hand and result["drawn"] == ["cycles_of_time_and_tide"] and result["inspect"]
    count = other["hand_count"]
    assert result["bare"][0] == 0 and f"{count} card{'s' if count != 1 else ''} in hand" in result["bare"][1]
    assert not guard.errors

"""Living Forest's board layout in a real browser, from prepared saves (four spirits, promo cards,
with and without Kodama): the acting spirit's own forest and line totals are on screen without
scrolling on a laptop and a tablet, the page itself never scrolls, nothing scrolls sideways; every
spirit has a compact summary in seat order, whoever acts, which opens and folds its full panel
(by mouse or keyboard); every seat colour carries a letter; no target is under 44 px on a phone
and the keyboard focus shows; the last action is marked on the board.

Set LF_SHOTS=<dir> to also save screenshots (a grayscale one to look at the cues without colour).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from e2e_helpers import game_attr, open_save_file, settle

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from living_forest_helpers import dealt, edit, plant, save_of, set_line, to_actions  # noqa: E402

SHOTS = os.environ.get("LF_SHOTS")
NAMES = ["Ann", "Ben", "Cleo", "Dan"]
# two solitary animals (bear, lynx), 4 seed; with Kodama two new level-3 animals replace the last two
LINE = ["spring-bear", "spring-lynx", "spring-tanuki", "spring-bee", "spring-weasel", "spring-hare", "spring-fawn",
        "spring-hummingbird"]


def acting_save(tmp_path, kodama: bool, players: int = 4, name: str = "acting") -> Path:
    """Ann (seat 0) acting in round 1 with an 8-card line and three trees planted."""
    m = dealt(players, 3, kodama=kodama, promo=True)
    s = edit(m)
    to_actions(s, 0)
    set_line(s, 0, LINE[:6] + (["ara", "anteater"] if kodama else LINE[6:]))
    plant(s, 0, {(1, 1): "tree_3a", (3, 1): "tree_6", (2, 0): "tree_9"})
    save = save_of(m, s, name)
    save["seats"] = [{"name": NAMES[i], "kind": "human"} for i in range(players)]
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(save))
    return path


def open_save(page, base_url, path):
    open_save_file(page, base_url, path, "[data-testid=lf-board]")


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/layout-{name}-{page.viewport_size['width']}.png")


BOXES = """() => {
  const host = document.getElementById('board-host').getBoundingClientRect();
  const own = document.querySelector('[data-testid=own-area] [data-testid=seat-panel]');
  const box = (el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  return {host: box(document.getElementById('board-host')), scrollTop: document.getElementById('board-host').scrollTop,
    forest: box(own.querySelector('[data-testid=forest]')), totals: box(own.querySelector('[data-testid=totals]')),
    pile: box(own.querySelector('[data-testid=pile]')), seat: own.dataset.seat,
    page: {sh: document.documentElement.scrollHeight, ih: innerHeight, sw: document.documentElement.scrollWidth, iw: innerWidth},
    hostScroll: {sw: document.getElementById('board-host').scrollWidth, cw: document.getElementById('board-host').clientWidth}};
}"""


def inside(inner, outer):
    return inner["top"] >= outer["top"] and inner["bottom"] <= outer["bottom"] and inner["left"] >= outer["left"] \
        and inner["right"] <= outer["right"]


@pytest.mark.parametrize("kodama", [True, False])
@pytest.mark.parametrize("width,height", [(1366, 768), (820, 1180)])
def test_own_forest_and_totals_are_on_screen_without_scrolling(make_context, base_url, tmp_path, width, height, kodama):
    ctx, guard = make_context(width=width, height=height)
    page = ctx.new_page()
    guard.watch(page)
    open_save(page, base_url, acting_save(tmp_path, kodama))
    m = page.evaluate(BOXES)
    assert m["seat"] == "0" and m["scrollTop"] == 0
    assert inside(m["forest"], m["host"]), m
    assert inside(m["totals"], m["host"]), m
    assert inside(m["pile"], m["host"]), m
    assert m["page"]["sh"] <= m["page"]["ih"], "the page itself scrolls"
    assert m["page"]["sw"] <= m["page"]["iw"] and m["hostScroll"]["sw"] <= m["hostScroll"]["cw"], "something scrolls sideways"
    shot(page, f"own-{'kodama' if kodama else 'base'}")


@pytest.mark.parametrize("width,height", [(390, 844), (1920, 1080)])
def test_nothing_scrolls_sideways_on_a_phone_or_a_big_screen(make_context, base_url, tmp_path, width, height):
    ctx, guard = make_context(width=width, height=height)
    page = ctx.new_page()
    guard.watch(page)
    open_save(page, base_url, acting_save(tmp_path, True))
    m = page.evaluate(BOXES)
    assert m["page"]["sw"] <= m["page"]["iw"] and m["hostScroll"]["sw"] <= m["hostScroll"]["cw"], m
    assert m["page"]["sh"] <= m["page"]["ih"], "the page itself scrolls"
    if width == 390:  # the own area comes first on a phone: its forest is on screen at once
        assert inside(m["forest"], m["host"]), m
        targets = page.evaluate("""() => [...document.querySelectorAll('[data-testid=lf-board] [data-target], [data-testid=lf-board] button')]
          .filter((el) => el.offsetParent !== null).map((el) => { const r = el.getBoundingClientRect();
            return {t: el.dataset.target || el.dataset.testid || el.className, w: r.width, h: r.height}; })""")
        small = [t for t in targets if t["w"] < 44 or t["h"] < 44]
        assert len(targets) > 40 and not small, small
    else:  # a big screen uses its room: larger cards than a laptop's
        assert page.locator("[data-testid=market-card]").first.bounding_box()["width"] >= 80
    shot(page, "wide")


def summary_order(page):
    return [s.get_attribute("data-seat") for s in page.locator("[data-testid=seat-summary]").all()]


def test_summaries_keep_seat_order_and_open_on_demand(page, base_url, tmp_path):
    open_save(page, base_url, acting_save(tmp_path, True, players=3))
    assert summary_order(page) == ["0", "1", "2"]
    assert page.get_attribute("[data-testid=own-area] [data-testid=seat-panel]", "data-seat") == "0"
    ben = page.locator("[data-testid=seat-summary][data-seat='1']")
    assert "Ben" in ben.inner_text() and "/13" in ben.inner_text()  # name and the counts toward the goals
    panel = page.locator("[data-testid=seat-panel][data-seat='1']")
    assert panel.is_hidden()
    button = ben.locator("[data-testid=seat-expand]")
    assert button.get_attribute("aria-expanded") == "false"
    button.click()
    assert panel.is_visible() and button.get_attribute("aria-expanded") == "true"
    assert panel.locator("[data-testid=forest]").is_visible()
    button.click()
    assert panel.is_hidden() and button.get_attribute("aria-expanded") == "false"
    # from the keyboard: focus the button and press Enter (and again to fold)
    button.focus()
    page.keyboard.press("Enter")
    assert panel.is_visible()
    page.keyboard.press("Enter")
    assert panel.is_hidden()

    # Ann ends her actions: Ben acts now; his area is the full one, the summaries keep their order
    page.click("[data-testid=action-pass]")
    settle(page)
    assert game_attr(page, "pending-player") == "1"
    assert page.get_attribute("[data-testid=own-area] [data-testid=seat-panel]", "data-seat") == "1"
    assert summary_order(page) == ["0", "1", "2"]
    assert page.locator("[data-testid=seat-summary][data-seat='1'] [data-testid=seat-expand]").count() == 0
    assert page.locator("[data-testid=seat-summary][data-seat='0'] [data-testid=seat-expand]").count() == 1


LETTERS = """() => [...document.querySelectorAll('[data-testid=stone] [data-testid=spirit]')].map((p) =>
  [p.dataset.seat, (p.querySelector('text') || {}).textContent || ''])"""


def test_seat_colours_carry_letters_and_the_focus_shows(page, base_url, tmp_path):
    open_save(page, base_url, acting_save(tmp_path, True))
    pawns = dict(page.evaluate(LETTERS))
    assert pawns == {"0": "A", "1": "B", "2": "C", "3": "D"}  # each spirit on the circle carries its letter
    for i, letter in enumerate("ABCD"):  # and so does every summary and the status line's pawn
        assert page.locator(f"[data-testid=seat-summary][data-seat='{i}'] svg text").first.text_content() == letter
    assert page.locator("[data-testid=lf-status] svg text").first.text_content() == "A"
    # the market's levels show as pips, not only as border colours
    assert page.locator("[data-testid=market-3] .lf-card-level").first.text_content() == "III"
    if SHOTS:  # look at the board without colour (grayscale, and a deuteranopia simulation)
        page.evaluate("document.documentElement.style.filter = 'grayscale(1)'")
        shot(page, "grayscale")
        page.evaluate("""document.body.insertAdjacentHTML('beforeend', '<svg width=0 height=0 style=position:absolute><filter id=deut>'
          + '<feColorMatrix type=matrix values=\"0.625 0.375 0 0 0 0.7 0.3 0 0 0 0 0.3 0.7 0 0 0 0 0 1 0\"/></filter></svg>');
          document.documentElement.style.filter = 'url(#deut)'""")
        shot(page, "deuteranopia")
        page.evaluate("document.documentElement.style.filter = ''")
    # keyboard focus: Tab to a lit target shows a thick outline
    page.locator("[data-testid=fragment-supply]").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    outline = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
      return [document.activeElement.dataset.testid, s.outlineStyle, parseFloat(s.outlineWidth)]; }""")
    assert outline[0] == "fragment-supply" and outline[1] != "none" and outline[2] >= 2, outline


LAST = """async () => {
  const mod = await import(new URL('games/living_forest/index.js', document.baseURI).href);
  const marks = mod.lastMove(window.__gardenTable.app.session.view);
  const board = document.querySelector('[data-testid=lf-board]');
  return marks.map((m) => [m, board.querySelectorAll(`[data-target="${CSS.escape(m)}"], [data-mark="${CSS.escape(m)}"]`).length,
    board.querySelectorAll(`.is-last[data-target="${CSS.escape(m)}"], .is-last[data-mark="${CSS.escape(m)}"]`).length]);
}"""


def test_the_last_action_is_marked_and_pieces_carry_groups_and_flips(page, base_url, tmp_path):
    open_save(page, base_url, acting_save(tmp_path, True))
    # groups for the arrow keys, flip ids for moving cards, inspect refs for the card view
    for group, at_least in (("forest", 5), ("market", 12), ("circle", 12), ("rack", 12)):
        assert page.locator(f"[data-testid=lf-board] [data-group={group}]").count() >= at_least, group
    card = page.locator("[data-testid=market-card]").first
    assert card.get_attribute("data-flip") == card.get_attribute("data-card")
    assert card.get_attribute("data-inspect") == f"card:{card.get_attribute('data-card')}"
    # plant: the forest space is marked as the last change (whether the shell lights it or not)
    tree = page.locator("[data-testid=rack-tree].is-target").first
    tree_id = tree.get_attribute("data-tree")
    tree.click()
    space = page.locator("[data-testid=own-area] [data-testid=space].is-target").first
    x, y = space.get_attribute("data-x"), space.get_attribute("data-y")
    space.click()
    settle(page)
    assert page.locator(f"[data-testid=own-area] [data-testid=space][data-x='{x}'][data-y='{y}']").get_attribute("data-tree") == tree_id
    marks = page.evaluate(LAST)
    assert [m[0] for m in marks] == [f"space:0:{x},{y}"] and marks[0][1] == 1, marks
    shell_marks = page.locator("[data-testid=lf-board] .is-last").count() > 0
    if shell_marks:  # the shell lights the marks: a dashed outline, not colour alone
        assert all(m[2] == 1 for m in marks), marks
        style = page.evaluate("getComputedStyle(document.querySelector('[data-testid=lf-board] .is-last')).outlineStyle")
        assert style == "dashed"
    # attract: the card now on top of Ann's pile
    card = page.locator("[data-testid=market-card].is-target").first
    card_id = card.get_attribute("data-card")
    card.click()
    settle(page)
    marks = dict((m[0], m[1]) for m in page.evaluate(LAST))
    assert marks == {f"top:{card_id}": 1, "pile:0": 1}, marks


def card_view(page):
    view = page.locator("[data-testid=card-view]")
    view.wait_for()
    title = page.inner_text("[data-testid=card-view-title]")
    text = page.inner_text("[data-testid=card-view-text]")
    assert view.locator("svg").count() >= 1  # the picture
    page.click("[data-testid=card-view-close]")
    view.wait_for(state="hidden")
    return title, text


def test_every_kind_of_piece_opens_the_card_view(page, base_url, tmp_path):
    open_save(page, base_url, acting_save(tmp_path, True))
    refs = page.evaluate("""() => [...new Set([...document.querySelectorAll('[data-testid=lf-board] [data-inspect]')]
      .map((el) => el.dataset.inspect.split(':')[0]))].sort()""")
    assert refs == ["card", "etile", "fire", "stone", "token", "tree", "vtile"], refs
    # a market animal, by a right click: its full name, its cost and the fire it brings
    card = page.locator("[data-testid=market-3] [data-testid=market-card]").first
    name = card.get_attribute("aria-label").split(":")[0].split(" (")[0]
    card.click(button="right")
    title, text = card_view(page)
    assert title == name and "sun" in text and "fire of 4" in text
    # a line card (not a target) by a plain click; the Macaw's bonus action in words
    page.locator("[data-testid=own-area] [data-testid=line-card][data-card=ara]").click()
    title, text = card_view(page)
    assert title == "Macaw" and "bonus action, to attract" in text
    # a tree on the rack from the keyboard (the i key), Sanki, a Kodama card, a fire, a victory tile
    page.locator("[data-testid=rack-tree][data-tree=tree_11]").focus()
    page.keyboard.press("i")
    title, text = card_view(page)
    assert title == "Tree 11" and "same kind" in text
    for selector, words in (("[data-testid=market-card][data-card=sanki]", "5 sacred flowers"),
                            ("[data-testid=kodama-card]", "sacred flowers reach"),
                            ("[data-testid=centre-fire]", "water"),
                            ("[data-testid=own-area] [data-testid=victory-tile][data-tile=tree]", "trees goal"),
                            ("[data-testid=own-area] [data-testid=space][data-tree=start]", "starting tree")):
        page.locator(selector).first.click(button="right")
        title, text = card_view(page)
        assert words in text or words in title.lower(), (selector, title, text)


def test_undo_goes_back_to_the_start_of_an_attract_of_several_animals(page, base_url, tmp_path):
    """An attract of several animals is one action (its steps are frames inside it): Undo takes
    back every animal attracted so far, with no help from the module (no undoAgain)."""
    open_save(page, base_url, acting_save(tmp_path, False, players=2))
    moves = game_attr(page, "moves")
    page.click("[data-testid=market-card][data-card=flamingo]")  # cost 3: the Bat (5) still fits
    settle(page)
    assert game_attr(page, "pending-kind") == "attract"
    page.click("[data-testid=market-card][data-card=bat]")
    settle(page)
    assert page.locator("[data-testid=market-card][data-card=flamingo], [data-testid=market-card][data-card=bat]").count() == 0
    assert int(game_attr(page, "moves")) == int(moves) + 2
    page.click("[data-testid=undo]")
    settle(page)
    assert game_attr(page, "pending-kind") == "action" and game_attr(page, "moves") == moves
    for card in ("flamingo", "bat"):
        assert page.locator(f"[data-testid=market-card][data-card={card}].is-target").count() == 1

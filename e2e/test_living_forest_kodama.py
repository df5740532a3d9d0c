"""Living Forest with the Kodama expansion in a real browser: the option in the setup dialog and
the Kodama board it brings (three stacks, goals of 13, Onibi's standee, the call stones, the
starting Kodama in every pile), then prepared saves (a seeded bot game stopped at the decision)
for spending Kodama symbols and calling a Kodama, and autoplay to the end screen.

Set LF_SHOTS=<dir> to also save screenshots of each stage (LF_VIEWPORT=390x844 for a phone).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from e2e_helpers import game_attr, open_app, open_save_file, settle

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from living_forest_helpers import dealt, edit, put, save_of, set_line, to_actions  # noqa: E402
from pyengine.core import bot  # noqa: E402
from pyengine.core.match import Match  # noqa: E402

SHOTS = os.environ.get("LF_SHOTS")
VIEWPORT = os.environ.get("LF_VIEWPORT", "")  # e.g. 390x844 for the prepared saves, with LF_SHOTS
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}]


def shot(page, name):
    if SHOTS:
        width = page.viewport_size["width"]
        page.screenshot(path=f"{SHOTS}/kodama-{name}-{width}.png", full_page=True)


def seat(page, i):
    return page.locator(f"[data-testid=seat-panel][data-seat='{i}']")


def count(page, i, testid):
    return int(seat(page, i).locator(f"[data-testid={testid}]").get_attribute("data-count"))


def stack_counts(page):
    return {s.get_attribute("data-stack"): int(s.get_attribute("data-count"))
            for s in page.locator("[data-testid=kodama-stack]").all()}


def log_text(page):
    return page.text_content("[data-testid=log-list]")


def prepared_save(tmp_path, wanted, name) -> Path:
    """A two-person Kodama game played by the bot from a seed until `wanted(match)` holds, saved
    there (the app replays the actions when it opens the file)."""
    for seed in range(1, 40):
        match = Match.create("living_forest", [dict(s) for s in SEATS], seed, {"kodama": True, "first_player": 0})
        while not match.over:
            if wanted(match):
                path = tmp_path / f"{name}.json"
                path.write_text(json.dumps(match.to_save()))
                return path
            match.act(bot.choose(match), match.pending().player)
    pytest.fail(f"no seeded bot game reached the {name} decision")


def bonus_position():
    """Ann (seat 0) acting with the Macaw (bonus attract) and the Anteater (bonus plant) in her line
    and one element tile; returns (match, state)."""
    match = dealt(2, 1, kodama=True)
    state = edit(match)
    set_line(state, 0, ["ara", "anteater", "spring-bear", "spring-lynx", "spring-fox", "spring-tanuki"])
    state["seats"][0]["element_tiles"] = 1
    to_actions(state, 0)
    return match, state


def open_save(page, base_url, path):
    if VIEWPORT:
        w, h = VIEWPORT.split("x")
        page.set_viewport_size({"width": int(w), "height": int(h)})
    open_save_file(page, base_url, path, "[data-testid=lf-board]")


def board_text_resolves(page):
    board = page.inner_text("[data-testid=lf-board]")
    assert not any(bad in board for bad in ("null", "undefined", "NaN", "lf.", "living_forest."))


@pytest.mark.parametrize("width,height", [(1280, 900), (390, 844)])
def test_setup_with_kodama_then_autoplay(make_context, base_url, width, height):
    ctx, guard = make_context(width=width, height=height)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    page.click("[data-testid=new-game-living_forest]")
    assert page.locator("[data-testid=option-kodama]").count() == 1  # the engine's options spec
    page.select_option("[data-testid=option-kodama]", "true")
    page.select_option("[data-testid=setup-players]", "2")
    for i, (name, kind) in enumerate([("Ann", "human"), ("Ben", "human")]):
        page.select_option(f"[data-testid=seat-kind-{i}]", kind)
        page.fill(f"[data-testid=seat-name-{i}]", name)
    page.select_option("[data-testid=option-first_player]", "0")
    page.fill("[data-testid=setup-seed]", "5")
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden])")
    assert settle(page) == "handoff"
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"

    # with 2 players each stack of 6 keeps 3 cards, its top face up; goals are 13
    assert stack_counts(page) == {"flower": 3, "tree": 3, "water": 3}
    assert page.locator("[data-testid=kodama-card]").count() == 3
    assert page.get_attribute("[data-testid=goals]", "aria-label") == "Goals: trees 13, fires 13, flowers 13"
    assert "/13" in seat(page, 0).locator("[data-testid=progress-trees]").inner_text()
    assert "6 cards set aside unseen" not in page.inner_text("[data-testid=kodama-board]")
    assert "9 cards set aside unseen" in page.inner_text("[data-testid=kodama-board]")
    # the Onibi standee stands on one stone; stones 4 and 10 (3 and 9 counted from 0) call a Kodama
    assert page.locator("[data-testid=onibi]").count() == 1
    for n in (3, 9):
        assert "call a Kodama" in page.get_attribute(f"[data-testid=stone][data-stone='{n}']", "aria-label")
    # the starting Kodama is in each pile: 15 cards
    assert count(page, 0, "pile") == 15 and count(page, 1, "pile") == 15
    assert count(page, 0, "element-tiles") == 0
    board_text_resolves(page)
    shot(page, "1-setup")

    page.click("[data-testid=action-draw]")
    settle(page)
    assert seat(page, 0).locator("[data-testid=kodama-symbols]").count() == 1
    page.evaluate("window.__gardenTable.autoplay()")
    assert settle(page, ("over",)) == "over"
    page.locator("[data-testid=end-screen]").wait_for()
    note = page.inner_text("[data-testid=result-note]")
    assert any(why in note for why in ("wins by reaching a goal", "the total of the three counts decides", "share the victory"))
    assert "Game over." in log_text(page)


def test_spending_kodama_symbols(page, base_url, tmp_path):
    path = prepared_save(tmp_path, lambda m: m.pending().kind == "kodama", "kodama-spend")
    open_save(page, base_url, path)
    me = int(game_attr(page, "pending-player"))
    assert game_attr(page, "pending-kind") == "kodama"
    symbols = int(seat(page, me).locator("[data-testid=kodama-symbols]").get_attribute("data-count"))
    assert symbols >= 2
    assert "Spend your Kodama symbols" in page.inner_text("[data-testid=prompt]")
    assert page.inner_text("[data-testid=task-left]") == f"Kodama left to spend: {symbols}"
    shot(page, "2-spend")
    fragments = count(page, me, "fragments")
    page.click("[data-testid='action-kodama-fragment']")
    settle(page)
    assert count(page, me, "fragments") == fragments + 1
    assert "spent Kodama on a fragment" in log_text(page)
    if game_attr(page, "pending-kind") == "kodama":
        assert page.inner_text("[data-testid=task-left]") == f"Kodama left to spend: {symbols - 2}"
        page.click("[data-testid=action-done]")
        settle(page)
    assert game_attr(page, "pending-kind") == "action" and game_attr(page, "pending-player") == str(me)


def test_calling_a_kodama_moves_onibi(page, base_url, tmp_path):
    def can_call(m):
        return m.pending().kind == "action" and any(a["do"] == "call" and "animal" not in a for a in m.legal())
    path = prepared_save(tmp_path, can_call, "kodama-call")
    open_save(page, base_url, path)
    me = int(game_attr(page, "pending-player"))
    before = stack_counts(page)
    onibi = page.locator("[data-testid=onibi]").locator("xpath=..").get_attribute("data-stone")
    lit = page.locator("[data-testid=kodama-card].is-target")
    assert lit.count() >= 1
    shot(page, "3-call")
    card = lit.first
    stack = card.locator("xpath=..").get_attribute("data-stack")
    card.click()
    settle(page)
    after = stack_counts(page)
    assert after[stack] == before[stack] - 1 and {k: v for k, v in after.items() if k != stack} == {k: v for k, v in before.items() if k != stack}
    assert "Kodama" in seat(page, me).locator(".lf-pile-top").inner_text()
    assert page.locator("[data-testid=onibi]").locator("xpath=..").get_attribute("data-stone") != onibi
    log = log_text(page)
    assert "called the Kodama" in log and "Onibi moves to the" in log
    board_text_resolves(page)


def write_save(tmp_path, match, state, name) -> Path:
    save = save_of(match, state, name)
    save["seats"] = [dict(s) for s in SEATS]
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(save))
    return path


def test_an_empty_tree_stack_shows_a_goal_of_15(page, base_url, tmp_path):
    match, state = bonus_position()
    for card in list(state["kodama"]["stacks"]["tree"]):  # called earlier by Ben, now in his discard
        put(state, card, state["seats"][1]["discard"])
    open_save(page, base_url, write_save(tmp_path, match, state, "kodama-empty"))
    assert page.get_attribute("[data-testid=goals]", "aria-label") == "Goals: trees 15, fires 13, flowers 13"
    assert stack_counts(page)["tree"] == 0
    assert "Empty" in page.inner_text("[data-testid=kodama-stack][data-stack=tree]")
    assert seat(page, 0).locator("[data-testid=progress-trees]").inner_text().endswith("/15")
    assert seat(page, 0).locator("[data-testid=progress-fires]").inner_text().endswith("/13")


def test_bonus_actions_and_an_element_tile(page, base_url, tmp_path):
    match, state = bonus_position()
    open_save(page, base_url, write_save(tmp_path, match, state, "kodama-bonus"))
    assert game_attr(page, "pending-kind") == "action" and game_attr(page, "pending-player") == "0"
    assert page.locator("[data-testid='action-bonus-ara']").count() == 1
    assert page.locator("[data-testid='action-bonus-anteater']").count() == 1
    shot(page, "4-bonus")

    # an element tile as sun: the tile is used, the sun total grows by 2
    sun = int(seat(page, 0).locator("[data-testid=total-sun] b").inner_text())
    page.click("[data-testid=action-tile]")
    settle(page)
    assert "Choose the element your tile becomes" in page.inner_text("[data-testid=prompt]")
    assert seat(page, 0).locator("[data-testid^=total-].is-target").count() == 5
    seat(page, 0).locator("[data-testid=total-sun]").click()
    settle(page)
    tiles = seat(page, 0).locator("[data-testid=element-tiles]")
    assert tiles.get_attribute("data-count") == "0" and tiles.get_attribute("data-used") == "sun"
    assert int(seat(page, 0).locator("[data-testid=total-sun] b").inner_text()) == sun + 2
    assert "used an element tile as sun" in log_text(page)

    # the Anteater's bonus: its button, then a tree and a space; no action of Ann's is spent
    page.click("[data-testid='action-bonus-anteater']")
    settle(page)
    assert "Anteater's bonus action" in page.inner_text("[data-testid=prompt]")
    tree = page.locator("[data-testid=rack-tree].is-target").first
    tree_id = tree.get_attribute("data-tree")
    tree.click()
    space = seat(page, 0).locator("[data-testid=space].is-target").first
    x, y = space.get_attribute("data-x"), space.get_attribute("data-y")
    space.click()
    settle(page)
    assert seat(page, 0).locator(f"[data-testid=space][data-x='{x}'][data-y='{y}']").get_attribute("data-tree") == tree_id
    assert page.locator("[data-testid='action-bonus-anteater']").count() == 0
    assert "Done" not in seat(page, 0).locator("[data-testid=seat-actions]").inner_text()

    # the Macaw's bonus: cancelling it lights the ordinary targets again; then an attract
    page.click("[data-testid='action-bonus-ara']")
    settle(page)
    page.click("[data-testid=action-clear]")
    settle(page)
    assert page.locator("[data-testid='action-bonus-ara']").count() == 1
    page.click("[data-testid='action-bonus-ara']")
    settle(page)
    card = page.locator("[data-testid=market-card].is-target").first
    name = card.locator(".lf-card-name").inner_text()
    card.click()
    settle(page)
    assert f"attracted the {name}" in log_text(page)
    board_text_resolves(page)

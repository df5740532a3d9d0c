"""Living Forest's end screen says plainly who won and why: the count that reached its goal, or
the total of the three counts that broke a tie (prepared saves one round from the end)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from e2e_helpers import settle
from test_living_forest_layout import NAMES, open_save

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from living_forest_helpers import dealt, edit, plant, save_of, to_actions  # noqa: E402

TREES = ["tree_3a", "tree_3b", "tree_4a", "tree_4b", "tree_5a", "tree_5b", "tree_6", "tree_7", "tree_8", "tree_9"]
SPACES = [(0, 1), (1, 1), (3, 1), (4, 1), (1, 0), (2, 0), (3, 0), (1, 2), (2, 2), (3, 2)]


def ending_save(tmp_path, both: bool) -> Path:
    """Ann has 10 trees planted (+ the starting tree + her tree tile = 12); with `both`, Ben has
    put out 11 fires (+ his fire tile = 12) too.  Everyone only has to end their actions."""
    m = dealt(2, 5)
    s = edit(m)
    to_actions(s, 0)
    plant(s, 0, dict(zip(SPACES, TREES)))
    if both:
        s["seats"][1]["fires"] = [2] * 11
    save = save_of(m, s, "end")
    save["seats"] = [{"name": NAMES[i], "kind": "human"} for i in range(2)]
    path = tmp_path / f"end-{both}.json"
    path.write_text(json.dumps(save))
    return path


def play_to_the_end(page):
    for _ in range(4):
        if settle(page, ("idle", "over")) == "over":
            break
        page.click("[data-testid=action-pass]")
    assert settle(page, ("over",)) == "over"
    page.locator("[data-testid=end-screen]").wait_for()


def test_the_end_screen_names_the_goal_reached(page, base_url, tmp_path):
    open_save(page, base_url, ending_save(tmp_path, both=False))
    play_to_the_end(page)
    assert "Ann wins" in page.inner_text("[data-testid=end-title]")
    assert page.inner_text("[data-testid=result-note]") == "Ann wins by reaching a goal: 12 different trees."
    # under the table, one line per spirit: its counts against the goals, a tick for each reached
    details = page.locator("[data-testid=lf-result-details] [data-testid=result-detail]")
    assert details.count() == 2
    assert "Ann — won: 12/12 different trees ✓" in details.nth(0).inner_text()
    assert "Ben — best count" in details.nth(1).inner_text()


def test_the_end_screen_explains_a_tie_broken_by_the_total(page, base_url, tmp_path):
    open_save(page, base_url, ending_save(tmp_path, both=True))
    play_to_the_end(page)
    note = page.inner_text("[data-testid=result-note]")
    assert "More than one spirit reached a goal, so the total of the three counts decides" in note
    assert "12 different trees" in note and "12 fires" in note

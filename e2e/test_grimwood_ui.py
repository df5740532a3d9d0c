"""The Grimwood in a real browser: a hot-seat game from a prepared position, with a combo, an
illegal attempt, a supernatural power, an Amulet block behind the hand-off screen, the Amulet
setting, then the computer plays it out to the end screen.

Set GRIMWOOD_SHOTS=<dir> to also save screenshots of each stage (for looking at the layout).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from e2e_helpers import game_attr, open_app, settle, toast_text

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from grimwood_helpers import position  # noqa: E402
from pyengine.core.match import Match  # noqa: E402

SHOTS = os.environ.get("GRIMWOOD_SHOTS")
VIEWPORT = os.environ.get("GRIMWOOD_VIEWPORT", "")  # e.g. 390x844, with GRIMWOOD_SHOTS
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}, {"name": "Cat", "kind": "bot"}]


def prepared_save(tmp_path) -> Path:
    """Ann to play: three Owls and Dracula in hand; Ben holds one Amulet and is asked on every
    steal; a short deck so the computer finishes the game quickly."""
    state = position(
        players=3,
        hands={0: ["dracula", "owl-1", "owl-2", "owl-3", "path-1"], 1: ["amulet-1", "crow-1", "crow-2"], 2: ["swamp-1", "giant"]},
        combos={1: [["troll", "mage"]], 2: [("locations", ["path-2", "swamp-2", "clearing-2"])]},
        deck=["crow-3", "owl-4", "clearing-1", "rune-1", "amulet-2", "demon", "owl-5", "path-3", "hydra", "crow-4"],
        amulet={0: "ask", 1: "ask", 2: "never"},
    )
    save = Match.create("grimwood", [dict(s) for s in SEATS], 1, {}).to_save()
    save.update(start={"state": state}, actions=[], position=None)
    path = tmp_path / "grimwood-prepared.json"
    path.write_text(json.dumps(save))
    return path


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}{VIEWPORT and '-' + VIEWPORT}.png", full_page=True)


def hand(page):
    return [c.get_attribute("data-card") for c in page.locator("[data-testid=hand] [data-testid=hand-card]").all()]


def combos(page, seat):
    return [(c.get_attribute("data-kind"), int(c.get_attribute("data-size")))
            for c in page.locator(f"[data-testid=combo][data-seat='{seat}']").all()]


def prompt(page):
    return page.inner_text("[data-testid=prompt]")


def confirm_handoff(page, name):
    if settle(page) == "turnover":  # the seat that just acted saw something private: it hides it first
        page.click("[data-testid=turn-done]")
    assert settle(page) == "handoff"
    assert page.inner_text("[data-testid=handoff-title]") == f"Pass the device to {name}"
    assert page.locator("[data-testid=hand-card]").count() == 0  # nothing private behind the cover
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"


def test_hot_seat_power_amulet_block_and_end(page, base_url, tmp_path):
    if VIEWPORT:
        w, h = VIEWPORT.split("x")
        page.set_viewport_size({"width": int(w), "height": int(h)})
    open_app(page, base_url)
    page.set_input_files("[data-testid=import-file]", str(prepared_save(tmp_path)))
    page.wait_for_selector("[data-testid=grimwood-board]")
    confirm_handoff(page, "Ann")
    assert game_attr(page, "viewer") == "0"
    assert sorted(hand(page)) == ["dracula", "owl-1", "owl-2", "owl-3", "path-1"]
    assert page.inner_text("[data-testid=actions-left]") == "2 actions left"
    # only legal targets respond: the deck, the other seats, Dracula and the Owls are lit; the Path is not
    assert "is-target" in page.get_attribute("[data-testid=deck]", "class")
    assert "is-target" in page.get_attribute("[data-testid=hand-card][data-card=dracula]", "class")
    assert "is-target" not in page.get_attribute("[data-testid=hand-card][data-card=path-1]", "class")
    shot(page, "1-turn")

    # an illegal attempt goes to the engine, whose reason is shown; nothing changes
    moves = game_attr(page, "moves")
    page.click("[data-testid=hand-card][data-card=path-1]")
    assert toast_text(page).startswith("Path cannot go down on its own: only supernaturals can. Owls, Crows and locations are laid three at a time, once you hold a whole combo.")
    settle(page)
    assert game_attr(page, "moves") == moves
    assert "path-1" in hand(page)

    # three Owls go down as one free combo (10 points); no action spent
    page.click("[data-testid=hand-card][data-card=owl-1]")
    settle(page)
    assert ("owls", 3) in combos(page, 0)
    assert page.inner_text("[data-testid=my-score]").startswith("10")
    assert page.inner_text("[data-testid=actions-left]") == "2 actions left"

    # Dracula: lay it in a new combo, use its power on Ben
    page.click("[data-testid=hand-card][data-card=dracula]")
    settle(page)
    assert game_attr(page, "pending-kind") == "lay"
    page.click("[data-testid=combo-new]")
    settle(page)
    assert game_attr(page, "pending-kind") == "power"
    shot(page, "2-power")
    page.click("[data-testid=action-power-dracula]")
    settle(page)
    assert game_attr(page, "pending-kind") == "player"
    assert "Dracula" in prompt(page)
    assert "is-target" in page.get_attribute("[data-testid=seat-pick][data-seat='1']", "class")
    page.click("[data-testid=seat-pick][data-seat='1']")

    # the Amulet question goes to Ben, behind the hand-off screen
    confirm_handoff(page, "Ben")
    assert game_attr(page, "viewer") == "1"
    assert game_attr(page, "pending-kind") == "amulet"
    assert "Ann is stealing from your hand" in prompt(page)
    assert "amulet-1" in hand(page)
    shot(page, "3-amulet")
    page.click("[data-testid=action-block]")
    settle(page)
    # Dracula steals two cards: the Amulet stopped one; Ben is asked again, now without an Amulet
    assert game_attr(page, "pending-kind") == "amulet"
    assert page.locator("[data-testid=action-block]").count() == 0
    page.click("[data-testid=action-allow]")

    # and back to Ann, whose turn goes on (a power's steal does not end it)
    confirm_handoff(page, "Ann")
    assert game_attr(page, "pending-kind") == "turn"
    assert len(hand(page)) == 2  # the Path and the one stolen card
    assert ("supernatural", 1) in combos(page, 0)
    assert page.inner_text("[data-testid=actions-left]") == "1 action left"
    log = page.text_content("[data-testid=log-list]")
    assert "Ben blocked Ann's steal with an Amulet." in log
    assert page.get_attribute("[data-testid=discard]", "data-top") == "amulet-1"
    assert page.inner_text("[data-testid=my-score]").startswith("11")

    # the Amulet setting can be changed during one's own turn
    page.select_option("[data-testid=guard-setting]", "always")
    settle(page)
    assert page.input_value("[data-testid=guard-setting]") == "always"
    assert "set their Amulet to “Always block”" in page.text_content("[data-testid=log-list]")

    # let the computer play everybody to the end
    page.evaluate("window.__gardenTable.autoplay()")
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible", timeout=60_000)
    rows = page.locator("[data-testid=result-row]")
    assert rows.count() == 3
    assert page.inner_text("[data-testid=end-title]").endswith("wins!") or "Shared victory" in page.inner_text("[data-testid=end-title]")
    shot(page, "4-end")


def test_rules_page_marks_our_decisions_and_draws_an_example(page, base_url):
    page.goto(f"{base_url}rules/grimwood.html")
    decisions = page.locator("[data-testid=rules-decisions]")
    assert decisions.locator(".tag").count() >= 8
    assert "Amulet" in decisions.inner_text()
    # the example is the game's own renderer: the seed's worked example after its first turn
    example = page.locator("[data-testid=rules-example] [data-testid=grimwood-board]")
    example.wait_for()
    assert example.locator("[data-testid=my-score]").inner_text().startswith("6")
    assert example.locator("[data-testid=combo][data-kind=locations][data-seat='0']").count() == 1
    # our reading of "unless you have a rune", said as our decision, and no talk of our copy of the book
    assert "Unless you have a Rune" in decisions.inner_text() and "holding the Rune is enough" in decisions.inner_text()
    assert "copy" not in page.inner_text("[data-testid=rules-page]").lower()
    assert "click" not in page.inner_text("[data-testid=rules-page]").lower()
    # the example's cards show themselves whole, as in the app
    example.locator("[data-testid=combo][data-seat='1'] [data-inspect=giant]").click()
    assert page.inner_text("[data-testid=card-view-title]") == "Giant"

"""Horizons' decisions as a new player meets them, from saves of games the random bot played
(the first game, by seed, that reaches each decision: found here with the engine, so no save
file goes stale): every prompt and button is worded (no catalog key, no engine label), the way
out of an optional decision says what it stops, the element buttons are named, a fear card's
land prompt names the card, a new decision brings a lit choice into sight on a phone, and the
invader cards stay one row at 1280 px."""
from __future__ import annotations

import json
import re

import pytest

from e2e_helpers import game_attr, open_app, settle

from pyengine.core.match import Match

SEATS = [{"name": "Ann", "kind": "human"}]


def decision_key(match: Match) -> str:
    frame = match.state["flow"][-1]
    kind = match.pending().kind
    if kind in ("move", "pick"):
        return f"{kind}.{frame['verb']}"
    if kind == "land":
        return f"land.{frame['purpose']}"
    return kind


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    """{decision key: save file path} for the decisions these tests open."""
    wanted = {"move.push", "move.gather", "choose_elements", "reclaim_one", "land.retreat", "pick.carry", "keep",
              "effects.no_action"}
    found, folder = {}, tmp_path_factory.mktemp("horizons_saves")
    for seed in range(1, 1500):
        match = Match.create("spirit_island_horizons", SEATS, seed, {})
        for _ in range(3000):
            if match.over or wanted <= set(found):
                break
            key = decision_key(match)
            if key == "powers" and any(e["kind"] == "no_action" for e in match.state["effects"]):
                key = "effects.no_action"  # a fear card stopped an invader action this round
            if key in wanted and key not in found:
                found[key] = folder / f"{key}.json"
                found[key].write_text(json.dumps(match.to_save()))
            match.play_bot()
        if wanted <= set(found):
            return found
    pytest.fail(f"no game reached {sorted(wanted - set(found))}")


def load(page, path):
    """Open a save from the home screen (the page is on it) and wait for its decision (the
    game screen showing as many moves as the save holds: not the game shown before)."""
    moves = len(json.loads(path.read_text())["actions"])
    page.set_input_files("[data-testid=import-file]", str(path))
    page.wait_for_selector(f"[data-testid=game]:not([hidden])[data-moves='{moves}']")
    assert settle(page) == "idle"
    page.wait_for_selector("[data-testid=game] .hz-island")


def home(page):
    page.click("[data-testid=menu]")
    page.click("[data-testid=menu-home]")
    page.wait_for_selector("[data-testid=home]:not([hidden])")


def words(page):
    return page.inner_text("[data-testid=prompt]"), [b.inner_text() for b in page.locator("[data-testid=prompt-buttons] button").all()]


RAW = re.compile(r"horizons\.|\{|_|undefined|null")


def worded(text):
    assert not RAW.search(text), text
    return text


def test_every_decision_is_worded_and_says_what_its_way_out_stops(page, base_url, saves):
    open_app(page, base_url)
    expected = {  # the way out's words, in the button and in the prompt
        "move.push": "Stop pushing", "move.gather": "Stop gathering", "pick.carry": "Stop carrying",
        "land.retreat": "Pass", "reclaim_one": "Reclaim none",
    }
    for key, done in expected.items():
        load(page, saves[key])
        prompt, buttons = words(page)
        worded(prompt)
        assert page.inner_text("[data-testid=action-done]") == done, key
        assert prompt.endswith(f"or {done}"), (key, prompt)
        assert "Stop here" not in buttons
        if key.startswith("move."):
            # the land the pieces leave or come to is drawn selected; the lit lands are the others
            land = re.search(r"(?:from|into) (G\d)", prompt).group(1)
            assert page.locator(f".hz-land[data-land={land}].is-selected").count() == 1, key
        if key == "land.retreat":
            assert prompt.startswith("Retreat! — "), prompt
        if key in ("move.push", "move.gather", "pick.carry"):
            assert " — " in prompt, prompt  # the power that asks is named first
        if key == "pick.carry":
            assert re.search(r"to carry to G\d", prompt), prompt
        home(page)

    # Elemental Boon's elements: named buttons; choosing one leaves the others
    load(page, saves["choose_elements"])
    prompt, buttons = words(page)
    assert buttons == ["Sun", "Moon", "Fire", "Air", "Water", "Earth", "Plant", "Animal"]
    assert worded(prompt).startswith("Elemental Boon — Choose 3 more")
    page.click("[data-testid=action-element-water]")
    page.wait_for_function("document.querySelector('[data-testid=prompt]').innerText.includes('Choose 2 more')")
    assert "Water" not in words(page)[1]


def test_this_rounds_effects_are_worded(page, base_url, saves):
    open_app(page, base_url)
    load(page, saves["effects.no_action"])
    effects = worded(page.inner_text("[data-testid=hz-effects]"))
    assert "The invaders do not " in effects


def test_a_new_decision_brings_a_lit_choice_into_sight_on_a_phone(make_context, base_url, saves):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    load(page, saves["keep"])  # the drawn cards lie below the spirit panel
    assert game_attr(page, "pending-kind") == "keep"
    in_sight = page.evaluate("""() => {
      const host = document.querySelector('.board-host').getBoundingClientRect();
      return [...document.querySelectorAll('.board-host .is-target')].some((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > host.top && r.top < Math.min(host.bottom, innerHeight);
      });
    }""")
    assert in_sight
    assert not guard.errors


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_invader_cards_are_one_row_at_1280_with_nothing_cut(make_context, base_url, saves, lang):
    """The status lies in the side panel: its three invader cards in one row (the deck and the
    discard under them when the panel is narrow), no word of them cut, in English and in Spanish."""
    ctx, guard = make_context(1280, 860)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url, query=f"botDelay=0&test=1&lang={lang}")
    load(page, saves["move.push"])
    slots = page.evaluate("""[...document.querySelectorAll('.hzb-slots > *')].map((el) => ({
      cls: el.className, top: el.offsetTop, cut: el.scrollWidth > el.clientWidth + 1}))""")
    cards = [s for s in slots if "hzb-slot" in s["cls"].split()]
    assert len(slots) == 5 and len(cards) == 3
    assert len({s["top"] for s in cards}) == 1, slots
    assert not [s for s in slots if s["cut"]], slots
    assert not guard.errors

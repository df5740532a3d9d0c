"""Each of the five Horizons spirits through the UI for one full round, then the bot to the end
screen: its growth (an option and every icon of it), two of its unique cards played whose elements
reach its innate power's first level, every power used in its phase (the innate included), the
invader phase and Time passes, until round 2 asks for growth. A spirit with a standing rule shows
it where it holds: on its panel and on the land.

The start is the seed's setup with one presence taken from the card plays track into a land the
spirit holds (two card plays in round 1) and 4 energy, so each spirit can pay for its two cards;
Rising Heat's sacred site also gets a town from another land, to show the town's lowered health.
"""
from __future__ import annotations

import json

import pytest

from e2e_helpers import game_attr, open_save_file, settle
from horizons_page import act, answer, answer_until, kind, lit, log_text, still

from pyengine.core.match import Match

GAME = "spirit_island_horizons"
# spirit -> the two unique cards played (their elements reach the innate's first level) and the
# land its standing rule holds in at the start (None: its rule acts at a moment)
ROUND = {
    "sun_bright_whirlwind": (["gift_of_the_sunlit_air", "gift_of_wind_sped_steps"], None),
    "devouring_teeth_lurk_underfoot": (["gift_of_furious_might", "ferocious_rampage"], None),
    "eyes_watch_from_the_trees": (["boon_of_watchful_guarding", "whispered_guidance_through_the_night"], None),
    "fathomless_mud_of_the_swamp": (["foul_vapors_and_fetid_muck", "exaltation_of_tangled_growth"], "G2"),
    "rising_heat_of_stone_and_sand": (["gift_of_searing_heat", "sweltering_exhaustion"], "G5"),
}


def round_save(spirit: str, folder) -> str:
    match = Match.create(GAME, [{"name": "Ann", "kind": "human", "spirit": spirit}], 3, {})
    state = match.state
    panel = state["spirits"]["0"]
    held = next(l for l, here in state["lands"].items() if here["presence"].get("0"))
    panel["tracks"]["card_plays"] += 1
    state["lands"][held]["presence"]["0"] += 1
    panel["energy"] = 4
    if spirit == "rising_heat_of_stone_and_sand":
        source = next(l for l, here in state["lands"].items() if here["town"] and l != held)
        state["lands"][held]["town"].append(state["lands"][source]["town"].pop())
    save = match.to_save()
    save.update(start={"state": state}, actions=[], position=None)
    path = folder / f"{spirit}.json"
    path.write_text(json.dumps(save))
    return path


def powers_left(page):
    return [x for x in lit(page) if x.startswith(("card:", "innate:"))]


def use_every_power(page):
    """The power phase shown: use each lit power (its target, then its own decisions), then end it."""
    phase = page.get_attribute("[data-testid=hz-round]", "data-phase")
    used = []
    while kind(page) == "powers" and powers_left(page):
        power = powers_left(page)[0]
        act(page, f"[data-target='{power}']")
        used.append(power)
        answer_until(page, lambda: kind(page) == "powers" or page.get_attribute("[data-testid=hz-round]", "data-phase") != phase)
    if kind(page) == "powers":
        act(page, "[data-testid=action-done]")
    return used


@pytest.mark.parametrize("spirit", list(ROUND))
def test_a_full_round_then_the_bot_to_the_end(page, base_url, tmp_path, spirit):
    cards, rule_land = ROUND[spirit]
    open_save_file(page, base_url, round_save(spirit, tmp_path))
    assert kind(page) == "spirit" and page.get_attribute("[data-testid=hz-round]", "data-round") == "1"
    innate = page.inner_text("[data-testid=hz-innate-power] span >> nth=0")

    # a standing rule is shown where it holds: the panel names the land, the land has its mark
    if rule_land:
        rule = page.locator("[data-testid=hz-special-rule]")
        assert rule.get_attribute("data-active") == "true"
        assert rule_land in page.inner_text("[data-testid=hz-rule-now]")
        assert page.locator(f".hz-land[data-land={rule_land}] .hz-piece--rule").count() == 1
        aria = page.get_attribute(f".hz-land[data-land={rule_land}]", "aria-label")
        assert "Blistering Heat" in aria or "Offer No Firm Foundations" in aria, aria
    if spirit == "rising_heat_of_stone_and_sand":
        assert "Towns here have 1 health" in page.get_attribute(f".hz-land[data-land={rule_land}]", "aria-label")

    # growth: the first option, then every icon of it (track, land, card kept, a push...)
    act(page, "[data-testid=hz-growth] >> nth=0")
    assert "Ann grows with option 1" in log_text(page)
    answer_until(page, lambda: kind(page) == "spirit" and all(f"card:{c}" in lit(page) for c in cards))

    # two cards whose elements reach the innate power's first level
    for card in cards:
        act(page, f"[data-testid=hz-hand-card][data-card={card}]")
        assert page.locator(f"[data-testid=hz-played-card][data-card={card}]").count() == 1
    assert page.locator("[data-testid=hz-innate-level][data-reached=true]").count() >= 1
    act(page, "[data-testid=action-done]")

    # the fast phase, the invaders, the slow phase: every power used where it may be
    used = []
    while page.get_attribute("[data-testid=hz-round]", "data-round") == "1":
        if kind(page) == "powers":
            used += use_every_power(page)
        else:
            answer(page)
    assert any(u.startswith("innate:") for u in used), used
    log = log_text(page)
    assert f"Ann uses {innate}" in log, log[-600:]
    for card in cards:
        assert f"card:{card}" in used, (card, used)

    # round 2 asks for growth; the bot plays the game to its end
    still(page)
    assert kind(page) == "spirit" and "Choose a growth option" in page.inner_text("[data-testid=prompt]")
    page.evaluate("window.__gardenTable.autoplay(3000)")
    page.wait_for_selector("[data-testid=end-screen]:not([hidden]) [data-testid=hz-result]", timeout=60_000)
    assert page.inner_text("[data-testid=hz-result-reason] td").strip()
    assert settle(page) == "over"

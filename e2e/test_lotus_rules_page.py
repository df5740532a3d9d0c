"""The Lotus rules page: every placeholder filled, captions that say what the boards show."""
from __future__ import annotations

from e2e_helpers import ENGINE_TIMEOUT


def chip(embed, flower, seat):
    return int(embed.locator(f"[data-testid=flower-{flower}] ~ .lb-bed-foot .lb-chip[data-seat='{seat}']").inner_text())


def test_rules_page_has_no_raw_placeholder_and_example_1_caption_matches_its_board(page, base_url):
    page.goto(f"{base_url}rules/lotus.html")
    page.wait_for_function("document.querySelectorAll('[data-testid=embed][data-state=ready]').length === 4",
                           timeout=ENGINE_TIMEOUT)
    page.wait_for_selector("[data-testid=rules-example] [data-testid=lotus-board]")
    text = page.inner_text("body")
    assert "{" not in text and "}" not in text
    assert "2 actions left" in page.inner_text("[data-testid=rules-example] [data-testid=actions-left]")

    # worked example 1: the caption's counts are the board's strength on the Lotus
    caption = page.locator("[data-testid=rules-worked-examples] h3:has-text('1.') + p").inner_text()
    first = page.locator("[data-testid=embed]").first
    red, blue = chip(first, 7, 0), chip(first, 7, 1)
    assert (red, blue) == (4, 1)
    assert "Red has four guardian symbols" in caption and "against blue's one" in caption
    # blue's last card brings blue to two, as the caption says, and red controls the flower
    first.locator("[data-testid=hand-card][data-card='blue-7-3']").click()
    first.locator("[data-testid=flower-7]").click()
    page.wait_for_function("document.querySelector('[data-testid=embed]').innerText.includes('choose a reward')")
    assert "brings blue to two" in caption
    assert "Control: Player 1." in first.locator("[data-testid=embed-log]").inner_text()

    # our decision on a short deck is on the page, marked as ours
    decisions = page.inner_text("[data-testid=rules-decisions]")
    assert "An exchange draws new cards only" in decisions

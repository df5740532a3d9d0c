"""Share this position: a link that holds the save in its fragment opens that exact position,
offline too; the snippet frames it; a broken link says so in the player's words."""
from __future__ import annotations

from e2e_helpers import ENGINE_TIMEOUT, new_game, open_app, settle

BOARD = "[data-testid=embed][data-state=ready], [data-testid=embed][data-state=over]"


def test_a_shared_position_opens_offline_exactly_as_it_was(make_context, base_url):
    ctx, guard = make_context(service_workers="allow")
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=5, first_player="0")
    settle(page)
    page.evaluate("window.__gardenTable.autoplay(5)")
    settle(page)
    save = page.evaluate("window.__gardenTable.app.session.exportSave()")
    page.click("[data-testid=menu]")
    page.click("[data-testid=menu-share]")
    page.wait_for_selector("[data-testid=share][open]")
    link = page.input_value("[data-testid=share-link]")
    snippet = page.input_value("[data-testid=share-snippet]")
    assert link.startswith(f"{base_url}embed.html?live=1#save=")
    assert snippet.startswith(f'<iframe src="{base_url}embed.html?live=1#save=') and snippet.endswith("</iframe>")
    assert len(link) < 8000  # a link that fits a chat message
    ctx.set_offline(True)
    shared = ctx.new_page()
    shared.goto(link)
    shared.wait_for_selector(BOARD, timeout=ENGINE_TIMEOUT)
    # the board's match is the shared save itself: the same actions from the same start
    again = shared.evaluate("window.pyengine.call({op: 'save', match: 'm1'})")["save"]
    assert again["actions"] == save["actions"] and again["seed"] == save["seed"] and again["game"] == "lotus"
    assert len(save["actions"]) >= 5
    ctx.set_offline(False)


def test_a_broken_shared_link_says_so_and_shows_nothing(page, base_url):
    page.goto(f"{base_url}embed.html?live=1#save=AAAA-not-a-position")
    page.wait_for_selector("[data-testid=embed][data-state=error]", timeout=ENGINE_TIMEOUT)
    assert "does not hold a whole position" in page.inner_text("[data-testid=embed]")


def test_a_lesson_step_is_shared_as_its_position(page, base_url):
    page.goto(f"{base_url}learn.html?game=lotus&lesson=2")
    page.wait_for_selector("[data-testid=lesson][data-state=look]", timeout=ENGINE_TIMEOUT)
    page.click("[data-testid=lesson-share]")
    link = page.input_value("[data-testid=share-link]")
    page.goto(link)
    page.wait_for_selector(BOARD, timeout=ENGINE_TIMEOUT)
    # the rulebook's example: blue holds the Lotus card that completes the flower
    assert page.locator("[data-testid=embed] [data-target='hand:blue-7-3']").count() == 1

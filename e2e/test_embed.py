"""Teaching pages: the rules page's worked examples run live in the engine, one worker for all."""

from e2e_helpers import ENGINE_TIMEOUT


def test_rules_page_worked_examples_play_live(page, base_url):
    page.goto(f"{base_url}rules/lotus.html")
    page.wait_for_function("document.querySelectorAll('[data-testid=embed][data-state=ready]').length === 4",
                           timeout=ENGINE_TIMEOUT)
    first = page.locator("[data-testid=embed]").first
    # example 1: blue lays the last Lotus petal; red controls it and must choose a reward
    first.locator("[data-testid=hand-card][data-card='blue-7-3']").click()
    first.locator("[data-testid=flower-7]").click()
    page.wait_for_function("document.querySelector('[data-testid=embed]').innerText.includes('choose a reward')")
    assert "completed the Lotus and collects 7 petals" in first.locator("[data-testid=embed-log]").inner_text()
    # start again, then an illegal attempt: refused with the engine's reason, nothing changes
    first.locator("[data-testid=embed-reset]").click()
    page.wait_for_function("!document.querySelector('[data-testid=embed]').innerText.includes('choose a reward')")
    first.locator("[data-testid=hand-card][data-card='blue-3-2']").click()  # begins its play: one step
    page.wait_for_function("document.querySelector('[data-testid=embed-counter]').innerText !== ''")
    counter = first.locator("[data-testid=embed-counter]").inner_text()
    first.locator("[data-testid=flower-7]").click()
    page.wait_for_function("document.querySelector('[data-testid=embed-prompt]').innerText.includes('can only go on the Iris')")
    assert first.locator("[data-testid=embed-counter]").inner_text() == counter
    assert first.locator("[data-testid=hand-card][data-card='blue-3-2']").count() == 1
    # example 4: play the last turn to the end: both wildflowers leave the game
    fourth = page.locator("[data-testid=embed]").nth(3)
    for _ in range(12):
        if fourth.get_attribute("data-state") == "over":
            break
        fourth.locator("[data-testid=embed-bot]").click()
        page.wait_for_timeout(150)
    assert fourth.get_attribute("data-state") == "over"


def test_single_board_page_for_an_iframe(page, base_url):
    page.goto(f"{base_url}embed.html?src=examples/lotus_example_3.json&viewer=spectator")
    page.wait_for_selector("[data-testid=embed][data-state=ready]", timeout=ENGINE_TIMEOUT)
    board = page.locator("[data-testid=embed]")
    assert board.locator("[data-testid=hand-card]").count() == 0  # a spectator sees no hand
    assert "tie with 2 each" in board.inner_text()


def test_every_games_worked_example_is_shipped_for_embedding(page, base_url):
    # the Grimwood example answered 404 before: its file name did not match the build's pattern
    for src in ("grimwood_example.json", "living_forest_example_1.json", "lotus_example_1.json"):
        page.goto(f"{base_url}embed.html?src=examples/{src}&viewer=spectator")
        page.wait_for_selector("[data-testid=embed][data-state=ready], [data-testid=embed][data-state=over]", timeout=ENGINE_TIMEOUT)
        assert page.locator("[data-testid=embed] .embed-board *").count() > 10, src


def test_an_embed_shows_only_saves_of_this_site(page, base_url):
    for src in ("data:application/json,{}", "https://example.com/save.json"):
        page.goto(f"{base_url}embed.html?src={src}")
        page.wait_for_selector("[data-testid=embed][data-state=error]", timeout=ENGINE_TIMEOUT)
        assert "not a file of this site" in page.inner_text("[data-testid=embed]")
    # the site's pages forbid scripts from anywhere else
    for path in ("index.html", "embed.html"):
        page.goto(f"{base_url}{path}")
        csp = page.get_attribute("meta[http-equiv=Content-Security-Policy]", "content")
        assert "script-src 'self'" in csp and "default-src 'self'" in csp


def test_the_rules_pages_run_their_live_boards_under_the_sites_policy(make_context, base_url):
    # only the pages' own code runs here (no test script in the page): a violation reaches the
    # console, which the guard turns into a failure
    ctx, guard = make_context(csp=True)
    page = ctx.new_page()
    guard.watch(page)
    for rules in ("lotus", "living_forest"):
        page.goto(f"{base_url}rules/{rules}.html")
        page.wait_for_selector("[data-testid=embed][data-state=ready], [data-testid=embed][data-state=over]",
                               timeout=ENGINE_TIMEOUT)
        assert page.locator("[data-testid=embed][data-state=error]").count() == 0, rules
    page.goto(f"{base_url}rules/grimwood.html")  # its example is drawn by the game's renderer, no engine
    page.wait_for_selector("[data-testid=rules-example] [data-testid=grimwood-board]")

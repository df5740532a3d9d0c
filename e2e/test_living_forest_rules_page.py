"""Living Forest's rules page embeds the rulebooks' six worked examples: each board runs in the
engine with a caption saying what it shows, and plays as the example describes."""
from e2e_helpers import ENGINE_TIMEOUT

CAPTIONS = ["Fire Varan", "9 water", "4 stones", "3 Fire Varans", "26 sun", "7 at most"]


def test_rules_page_shows_the_six_worked_examples(page, base_url):
    page.goto(f"{base_url}rules/living_forest.html")
    page.wait_for_function("document.querySelectorAll('[data-testid=embed][data-state=ready]').length === 6",
                           timeout=ENGINE_TIMEOUT)
    boards = page.locator("[data-testid=rules-worked-examples] [data-testid=embed]")
    assert boards.count() == 6
    for i, words in enumerate(CAPTIONS):
        board = boards.nth(i)
        assert board.locator("[data-testid=lf-board]").count() == 1
        assert words in board.locator("figcaption").inner_text()
    # example 2: John puts out the two fires of 4 with his 9 water, as the rulebook says
    second = boards.nth(1)
    for _ in range(2):
        second.locator("[data-testid=centre-fire][data-value='4']").first.click()
        page.wait_for_timeout(300)
    page.wait_for_function("document.querySelectorAll('[data-testid=embed]')[1].querySelector('[data-testid=embed-log]')"
                           ".innerText.split('put out a fire of 4').length === 3")
    assert second.locator("[data-testid=fires-out]").first.get_attribute("data-count") == "2"

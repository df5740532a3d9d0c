"""Horizons' rules page: the rulebook's worked examples as real positions with recorded moves, each
on the game's own board, that a reader steps through; and our decisions in players' words."""
from e2e_helpers import ENGINE_TIMEOUT

# title words, caption words, and the recorded steps of each example (as the make script writes them)
EXAMPLES = [("Growth", "Reaching Grasp", 5), ("cascades", "strikes back", 5), ("build and an explore", "mountain card", 2),
            ("terror level divider", "Emigration Accelerates", 5)]

BOARD = """(el) => JSON.stringify({
  lands: [...el.querySelectorAll('[data-land]')].map((g) => g.getAttribute('aria-label')),
  blight: el.querySelector('[data-testid=hz-blight]').dataset.count,
  fear: {...el.querySelector('[data-testid=hz-fear]').dataset},
  energy: el.querySelector('[data-testid=hz-energy]').dataset.energy,
  hand: el.querySelector('[data-testid=hz-hand]').dataset.count,
  round: {...el.querySelector('[data-testid=hz-round]').dataset},
})"""


def open_page(page, base_url, pace="skip"):
    """The page, its examples' own steps (the invader phase) shown at ``pace`` ("skip": none)."""
    page.goto(f"{base_url}rules/spirit_island_horizons.html?pace={pace}")
    page.wait_for_function("document.querySelectorAll('[data-testid=embed][data-state=ready]').length === 4",
                           timeout=ENGINE_TIMEOUT)
    return page.locator("[data-testid=rules-worked-examples] [data-testid=embed]")


def step_to(page, boards, i, button, step):
    boards.nth(i).locator(f"[data-testid={button}]").click()
    page.wait_for_function(f"(() => {{ const el = document.querySelectorAll('[data-testid=embed]')[{i}];"
                           f" return el.dataset.step === '{step}' && el.dataset.state === 'ready'; }})()",
                           timeout=ENGINE_TIMEOUT)


def test_each_worked_example_mounts_at_its_start_and_steps_forward_and_back(page, base_url):
    boards = open_page(page, base_url)
    assert boards.count() == 4
    titles = page.locator("[data-testid=rules-worked-examples] > h3").all_text_contents()
    for i, (title, words, total) in enumerate(EXAMPLES):
        board = boards.nth(i)
        assert title in titles[i]
        assert board.locator("[data-testid=hz-island]").count() == 1
        assert words in board.locator("figcaption").inner_text()
        assert board.locator("[data-testid=embed-counter]").inner_text() == f"Step 0 of {total}"
        start = board.evaluate(BOARD)
        step_to(page, boards, i, "embed-next", 1)
        after = board.evaluate(BOARD)
        assert after != start, title  # the recorded move changed the board
        step_to(page, boards, i, "embed-back", 0)
        assert board.evaluate(BOARD) == start


def test_a_step_forward_shows_the_invader_phase_one_step_at_a_time(page, base_url):
    boards = open_page(page, base_url, pace="step")
    board = boards.nth(2)  # the build and the explore: a card played, then the invader phase
    step_to(page, boards, 2, "embed-next", 1)
    board.locator("[data-testid=embed-next]").click()
    shown, before = [], ""
    for _ in range(20):
        # the next step on screen (its words differ from the last one's), or the position after them
        page.wait_for_function("(before) => { const el = document.querySelectorAll('[data-testid=embed]')[2];"
                               " const words = el.querySelector('[data-testid=embed-prompt]').innerText;"
                               " return (el.dataset.state === 'playback' && words !== before)"
                               " || (el.dataset.state === 'ready' && el.dataset.step === '2'); }", arg=before,
                               timeout=ENGINE_TIMEOUT)
        if board.get_attribute("data-state") == "ready":
            break
        before = board.locator("[data-testid=embed-prompt]").inner_text()
        shown.append((board.get_attribute("data-stage"), before,
                      board.evaluate("(el) => [...el.querySelectorAll('.hz-land.is-selected')].map((g) => g.dataset.land)")))
        board.locator("[data-testid=playback-continue]").click()
    steps = [s for s, _, _ in shown]
    assert "build" in steps and "explore" in steps and steps.index("build") < steps.index("explore"), shown
    for step, words, lit in shown:
        assert words.startswith("Step ")
        if step in ("build", "explore"):
            assert len(lit) == 1, (step, lit)
    assert board.get_attribute("data-step") == "2"


def test_the_examples_end_where_their_captions_say(page, base_url):
    boards = open_page(page, base_url)
    data = lambda i, sel, key: boards.nth(i).locator(f"[data-testid={sel}]").first.get_attribute(f"data-{key}")  # noqa: E731
    for i, (_, _, total) in enumerate(EXAMPLES):
        step_to(page, boards, i, "embed-last", total)
    # growth: 3 energy, 2 card plays, 5 cards in hand
    assert (data(0, "hz-energy", "energy"), data(0, "hz-hand", "count")) == ("3", "5")
    assert data(0, "hz-track-card_plays", "uncovered") == "2"
    # ravage: 2 blight fewer in the pool (6 to 4), the town destroyed: 1 fear generated
    assert (data(1, "hz-blight", "count"), data(1, "hz-fear", "generated")) == ("4", "1")
    # fear: terror level II, the markers back in the pool
    assert (data(3, "hz-fear", "terror"), data(3, "hz-fear", "pool")) == ("2", "4")
    step_to(page, boards, 3, "embed-first", 0)
    assert (data(3, "hz-fear", "terror"), data(3, "hz-fear", "pool")) == ("1", "1")


def test_our_decisions_are_in_players_words(page, base_url):
    open_page(page, base_url)
    decisions = page.locator("[data-testid=rules-decisions]")
    assert decisions.locator("h2 .tag").text_content() == "Our decisions"
    ids = [d.get_attribute("data-decision") for d in decisions.locator("[data-decision]").all()]
    assert ids == ["open_hands", "invader_steps"] + [f"D{n:02}" for n in range(1, 11)]
    assert decisions.locator("[data-reading]").count() == 12
    assert "shown to all players" in decisions.locator("[data-decision=open_hands]").inner_text()
    assert "Continue" in decisions.locator("[data-decision=invader_steps]").inner_text()
    text = page.inner_text("body")
    for word in ("D01", "D03", "decision D", "engine", "transcription", "rettigcd", "digest", "{"):
        assert word not in text, word

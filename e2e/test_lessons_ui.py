"""Lessons in the browser: a learner takes a lesson through the board, a wrong move on the way is
shown, answered and taken back, and the course remembers what was finished."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from e2e_helpers import ENGINE_TIMEOUT, still
from lesson_driver import LESSON as STATE, at_step as at_step_in, lesson_json, take_lesson
from pyengine.core.lessons import step_kind

def lesson_state(page, *states):
    sel = ", ".join(f"{STATE}[data-state={s}]" for s in states)
    page.wait_for_selector(sel, timeout=ENGINE_TIMEOUT)
    return page.get_attribute(STATE, "data-state")


def step(page):
    return int(page.get_attribute(STATE, "data-step"))


def at_step(page, n, state="move"):
    at_step_in(page, n, (state,))


def tap(page, target):
    still(page)
    page.click(f"{STATE} [data-target='{target}']")


def open_lesson(page, base_url, game, n, lang="en"):
    page.goto(f"{base_url}learn.html?game={game}&lesson={n}&lang={lang}")
    return lesson_state(page, "look", "move", "watch")


def test_a_learner_takes_the_first_lotus_lesson_with_a_wrong_move_on_the_way(page, base_url):
    assert open_lesson(page, base_url, "lotus", 1) == "look"
    assert "four cards are your hand" in page.inner_text("[data-testid=lesson-say]")
    # the look step points at the two-symbol Lily card
    page.wait_for_selector(f"{STATE} [data-target='hand:red-6-1'].is-lesson-pointer")
    page.click("[data-testid=lesson-next]")
    assert lesson_state(page, "move") == "move" and step(page) == 1
    # wrong: exchange the Lily (a legal move the step names): shown, answered, taken back
    page.click(f"{STATE} [data-testid=action-exchange]")  # which card: the chooser asks
    page.locator("[data-testid=chooser][open] button", has_text="Lily").click()
    lesson_state(page, "wrong")
    assert "worth keeping" in page.inner_text("[data-testid=lesson-feedback]")
    assert lesson_state(page, "move") == "move" and step(page) == 1
    assert page.is_visible("[data-testid=lesson-feedback]")
    assert "Choose the Lily (6) card" in page.inner_text("[data-testid=lesson-feedback]")  # the hint joined the words
    assert page.locator(f"{STATE} [data-target='hand:red-6-1']").count() == 1  # back in the hand
    # right: the Lily card, then the Lily
    tap(page, "hand:red-6-1")
    at_step(page, 2)
    tap(page, "flower:6")
    at_step(page, 3)
    assert page.is_hidden("[data-testid=lesson-feedback]")
    # a guardian to the Lily, a card from the deck, then blue's turn watched and the Lily looked at
    tap(page, "guardian:red-g1")
    at_step(page, 4)
    tap(page, "flower:6")
    at_step(page, 5)
    tap(page, "deck")
    at_step(page, 6, "watch")
    assert "Now blue plays" in page.inner_text("[data-testid=lesson-say]")
    page.click("[data-testid=lesson-next]")
    at_step(page, 7, "look")
    page.keyboard.press("Enter")  # the focus went on to the new step's Next
    assert lesson_state(page, "done") == "done"
    assert "That is a whole turn" in page.inner_text("[data-testid=lesson-say]")
    page.click("[data-testid=learn-next]")
    at_step(page, 0, "look")
    assert "lesson=2" in page.url
    # the course list marks the finished lesson
    page.click("[data-testid=learn-list]")
    page.wait_for_selector("[data-testid=learn-item]")
    items = page.locator("[data-testid=learn-item]")
    assert items.count() == 6
    assert items.nth(0).locator("[data-testid=learn-done]").count() == 1
    assert items.nth(1).locator("[data-testid=learn-done]").count() == 0


def test_the_home_screen_and_the_game_menu_lead_to_a_course(page, base_url):
    from e2e_helpers import open_app, new_game
    open_app(page, base_url)
    assert page.get_attribute("[data-testid=learn-lotus]", "href") == "learn.html?game=lotus"
    new_game(page, [("Ann", "human"), ("Bot", "bot")])
    page.click("[data-testid=menu]")
    assert page.get_attribute("[data-testid=menu-learn]", "href") == "learn.html?game=lotus"
    assert page.is_visible("[data-testid=menu-learn]")


def test_try_it_in_a_real_game_opens_a_game_against_easy_computers(page, base_url):
    from e2e_helpers import wait_engine
    page.goto(f"{base_url}index.html?play=lotus&botDelay=0&test=1")
    page.wait_for_selector("[data-testid=setup-dialog][open]", timeout=ENGINE_TIMEOUT)
    assert page.input_value("[data-testid=seat-kind-0]") == "human"
    assert page.input_value("[data-testid=seat-kind-1]") == "bot"
    assert page.input_value("[data-testid=seat-level-1]") == "easy"


def test_the_rules_page_plays_its_course_inline(page, base_url):
    page.goto(f"{base_url}rules/lotus.vi.html")
    section = page.locator("[data-testid=rules-lessons]")
    section.locator(f"{STATE}[data-state=look]").wait_for(timeout=ENGINE_TIMEOUT)
    assert section.locator("[data-testid=course-row] button").count() == 6
    assert "bàn tay" in section.inner_text() or "tay bài" in section.inner_text()  # the page's language
    section.locator("[data-testid=course-lesson-2]").click()
    section.locator(f"{STATE}[data-state=look]").wait_for()
    page.wait_for_function("document.querySelectorAll('[data-testid=rules-lessons] [data-testid=lesson]').length === 1")
    assert "Hoa sen" in section.locator("[data-testid=lesson-say]").inner_text()


COURSES = json.loads((Path(__file__).resolve().parent.parent / "web" / "lessons" / "courses.json").read_text())["courses"]


@pytest.mark.parametrize("game", sorted(g for g in COURSES if g != "lotus"))  # Lotus: tapped by hand above
def test_a_learner_takes_each_games_first_lesson_with_a_wrong_move_on_the_way(page, base_url, game):
    lesson = lesson_json(COURSES[game][0])
    wrong = next(i for i, s in enumerate(lesson["steps"]) if step_kind(s) == "move" and s.get("wrong"))
    page.goto(f"{base_url}learn.html?game={game}&lesson=1&lang=es")
    take_lesson(page, page, lesson, wrong_at=wrong)
    assert page.is_visible("[data-testid=learn-next]")


@pytest.mark.parametrize("src,words", [
    ("examples/lotus_example_1.json", "not a lesson"),      # a save is not a lesson: the check names why
    ("https://example.com/lesson.json", "not a file of this site"),
    ("lessons/lotus/99.json", "404"),
])
def test_a_lesson_that_is_not_one_is_refused_with_its_reason(page, base_url, src, words):
    page.goto(f"{base_url}lesson.html?lesson={src}")
    page.wait_for_selector(f"{STATE}[data-state=error]", timeout=ENGINE_TIMEOUT)
    assert words in page.inner_text(STATE)
    assert page.locator(f"{STATE} .lesson-board").count() == 0


@pytest.mark.parametrize("lang", ["es", "kk"])
@pytest.mark.parametrize("width", [390, 820])
def test_the_home_cards_keep_their_three_buttons_inside(make_context, base_url, lang, width):
    from e2e_helpers import open_app
    ctx, guard = make_context(width, 844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url, query=f"botDelay=0&test=1&lang={lang}")
    outside = page.evaluate("""[...document.querySelectorAll('.game-card .btn')].filter((b) => {
      const r = b.getBoundingClientRect(), c = b.closest('.game-card').getBoundingClientRect();
      return r.right > c.right + 1 || r.left < c.left - 1; }).length""")
    assert outside == 0
    assert page.locator(".game-card .btn").count() == 12  # new game, rules, learn to play: four games

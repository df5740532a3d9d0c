"""Driving the Horizons board in a page: its lit targets, waiting for glides, one move, the log."""
from __future__ import annotations

from e2e_helpers import game_attr, settle, still


def lit(page):
    return page.evaluate("[...document.querySelectorAll('.board-host .is-target')].map((e) => e.dataset.target)")


def read_summary(page):
    """A turn summary on screen (what the other people did) is read and tapped away first: it sits
    in the page's flow, so its going (at the next press, or by itself) moves what is under the
    pointer, and a click would land beside its target."""
    if page.is_visible("#turn-summary"):
        page.click("#turn-summary")
        page.wait_for_selector("#turn-summary", state="hidden")


def act(page, selector):
    moves = int(game_attr(page, "moves"))
    still(page)
    read_summary(page)
    page.click(selector, force=True)  # an SVG land or a card: the element itself is the target
    page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
    settle(page)


def log_text(page):
    return page.inner_text("[data-testid=log-list]")


def kind(page):
    return game_attr(page, "pending-kind")


SUB_DECISIONS = 60  # at most this many clicks to finish one growth, power or invader phase


def answer(page, choices=lit):
    """One click for the decision shown: its first choice (``choices``: the lit targets, or a
    narrower list), else its first worded button."""
    targets = choices(page)
    if targets:
        act(page, f"[data-target='{targets[0]}']")
    else:
        act(page, "[data-testid=prompt-buttons] button >> nth=0")


def answer_until(page, done, choices=lit):
    """Answer the decisions shown until ``done(page)``; fails after SUB_DECISIONS clicks."""
    for _ in range(SUB_DECISIONS):
        if done():
            return
        answer(page, choices)
    raise AssertionError(f"still deciding {kind(page)}: {page.inner_text('[data-testid=prompt]')}")


def no_sideways_scroll(page):
    return page.evaluate("""() => {
      const host = document.querySelector('.board-host');
      return document.documentElement.scrollWidth <= innerWidth && host.scrollWidth <= host.clientWidth;
    }""")

"""Driving the Horizons board in a page: its lit targets, waiting for glides, one move, the log."""
from __future__ import annotations

from e2e_helpers import game_attr, settle


def lit(page):
    return page.evaluate("[...document.querySelectorAll('.board-host .is-target')].map((e) => e.dataset.target)")


def still(page):
    """Pieces and cards glide to their new places after a move: click once they are there."""
    page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running' "
                           "|| a.effect.getComputedTiming().iterations === Infinity)")


def act(page, selector):
    moves = int(game_attr(page, "moves"))
    still(page)
    page.click(selector, force=True)  # an SVG land or a card: the element itself is the target
    page.wait_for_function(f"Number(document.querySelector('[data-testid=game]').dataset.moves) > {moves}")
    settle(page)


def log_text(page):
    return page.inner_text("[data-testid=log-list]")

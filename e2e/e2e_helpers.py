"""Small page helpers shared by the e2e tests."""
from __future__ import annotations

import re

ENGINE_TIMEOUT = 90_000


def open_app(page, base_url, query="botDelay=0&test=1"):
    page.goto(f"{base_url}index.html?{query}")
    wait_engine(page)


def wait_engine(page):
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT)
    page.wait_for_selector("[data-testid=home]:not([hidden]) [data-testid=new-game-lotus]")


def new_game(page, seats, seed=11, first_player="0", game="lotus", options=None):
    """seats: [(name, "human"|"bot"), ...]; options: {name: value as the select shows it}."""
    page.click(f"[data-testid=new-game-{game}]")
    page.select_option("[data-testid=setup-players]", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.select_option(f"[data-testid=seat-kind-{i}]", kind)
        page.fill(f"[data-testid=seat-name-{i}]", name)
    for name, value in (options or {}).items():
        page.select_option(f"[data-testid=option-{name}]", value)
    if first_player is not None:  # None: the game has no such option (Horizons)
        page.select_option("[data-testid=option-first_player]", first_player)
    page.fill("[data-testid=setup-seed]", str(seed))
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden])")


def open_save_file(page, base_url, path, board="[data-testid=game]:not([hidden])"):
    """Open a save file from the home screen; the first person takes the device if offered."""
    open_app(page, base_url)
    page.set_input_files("[data-testid=import-file]", str(path))
    page.wait_for_selector(board)
    assert settle(page) in ("idle", "handoff")
    if game_attr(page, "state") == "handoff":
        page.click("[data-testid=handoff-confirm]")
        assert settle(page) == "idle"


def settle(page, states=("idle", "handoff", "over", "turnover")):
    """Wait until the game screen is no longer busy or waiting for a bot ("turnover": a
    person's turn ended with a private draw they still see, until they hide it)."""
    sel = ", ".join(f"[data-testid=game][data-state={s}]" for s in states)
    page.wait_for_selector(sel)
    return page.get_attribute("[data-testid=game]", "data-state")


def still(page):
    """Pieces and cards glide to their new places after a move: click once they are there
    (a click by position during a glide lands on whatever is passing)."""
    page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running' "
                           "|| a.effect.getComputedTiming().iterations === Infinity)")


def game_attr(page, name):
    return page.get_attribute("[data-testid=game]", f"data-{name}")


def hand_cards(page):
    return page.locator("[data-testid=hand-card]")


def hand_ids(page):
    return [c.get_attribute("data-card") for c in hand_cards(page).all()]


def flower_count(page, ftype):
    return int(page.get_attribute(f"[data-testid=flower-{ftype}]", "data-cards"))


def card_type(card_id):
    return int(card_id.split("-")[1])


def toast_text(page):
    page.wait_for_selector("[data-testid=toast][data-kind=error]")
    return page.locator("[data-testid=toast][data-kind=error]").last.inner_text()


def finish_turn_by_clicks(page):
    """Refill by clicking the own deck (or a wildflower) until the turn passes."""
    me = game_attr(page, "pending-player")
    for _ in range(8):
        state = settle(page)
        if state != "idle" or game_attr(page, "pending-player") != me or game_attr(page, "pending-kind") != "refill":
            return
        deck = page.locator("[data-testid=own-deck].is-target")
        if deck.count():
            deck.click()
        else:
            page.locator("[data-testid=wild-card].is-target").first.click()


CARD_RE = re.compile(r"^(red|blue|yellow|green|wild)-[3-7]-\d+$")

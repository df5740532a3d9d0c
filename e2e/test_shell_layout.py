"""Every game at phone, tablet, laptop and large sizes: the top bar and the prompt bar stay
put however the page is scrolled, nothing scrolls sideways, and on a phone every target is
big enough for a finger."""
from __future__ import annotations

import pytest

from e2e_helpers import new_game, open_app, settle

SIZES = {"phone": (390, 844), "tablet": (820, 1180), "laptop": (1366, 768), "large": (1920, 1080)}
GAMES = [("lotus", {}), ("grimwood", {}), ("living_forest", {}), ("living_forest", {"kodama": "true"})]
MIN_TARGET = 44  # px, the smallest comfortable touch target


def start(make_context, base_url, size, game, options):
    ctx, guard = make_context(*SIZES[size])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot"), ("Bot 3", "bot")], seed=8, first_player="0", game=game, options=options)
    assert settle(page) == "idle"
    return page


def bars_in_view(page):
    return page.evaluate("""() => {
      const top = document.querySelector('.topbar').getBoundingClientRect();
      const bar = document.querySelector('[data-testid=promptbar]').getBoundingClientRect();
      return top.top >= 0 && top.bottom <= innerHeight && bar.top >= 0 && bar.bottom <= innerHeight + 0.5;
    }""")


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game,options", GAMES, ids=["lotus", "grimwood", "living_forest", "kodama"])
def test_the_bars_stay_put_and_nothing_scrolls_sideways(make_context, base_url, size, game, options):
    page = start(make_context, base_url, size, game, options)
    assert bars_in_view(page)
    # scroll to the very bottom every way a person would
    page.mouse.move(SIZES[size][0] / 2, SIZES[size][1] / 2)
    page.mouse.wheel(0, 20000)
    page.keyboard.press("End")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight); document.getElementById('board-host').scrollTop = 1e6")
    page.wait_for_timeout(100)
    assert bars_in_view(page)
    assert page.evaluate("window.scrollY") == 0
    widths = page.evaluate("""() => ({page: document.documentElement.scrollWidth, view: innerWidth,
      board: document.getElementById('board-host').scrollWidth, boardView: document.getElementById('board-host').clientWidth})""")
    assert widths["page"] <= widths["view"], widths
    assert widths["board"] <= widths["boardView"] + 1, widths


@pytest.mark.parametrize("game,options", GAMES, ids=["lotus", "grimwood", "living_forest", "kodama"])
def test_no_target_is_too_small_for_a_finger_on_a_phone(make_context, base_url, game, options):
    page = start(make_context, base_url, "phone", game, options)
    small = page.evaluate(f"""() => [...document.querySelectorAll('#game [data-target], #game button, #game a.btn, #game select')]
      .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {{ const r = el.getBoundingClientRect(); return {{what: el.dataset.target || el.dataset.testid || el.textContent.trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height)}}; }})
      .filter((r) => r.w < {MIN_TARGET} - 0.5 || r.h < {MIN_TARGET} - 0.5)""")
    assert small == []

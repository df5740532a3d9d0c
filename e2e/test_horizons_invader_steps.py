"""The invader phase shown one step at a time: after the last fast power each fear card, each
land's ravage, each build and each explore is drawn on its own with its land lit, the tracker on
its step and its log lines in the prompt bar, until "Continue" (or an automatic pace the player
sets and can pause).  Undo says why it is off."""
from __future__ import annotations

import time

from e2e_helpers import open_app, settle

GAME = "[data-testid=game]"


def start_solo(page, base_url, pace):
    open_app(page, base_url, f"botDelay=0&test=1&pace={pace}")
    page.click("[data-testid=new-game-spirit_island_horizons]")
    page.select_option("[data-testid=setup-players]", "1")
    page.select_option("[data-testid=seat-kind-0]", "human")
    page.fill("[data-testid=setup-seed]", "5")
    page.click("[data-testid=setup-start]")
    page.wait_for_selector(f"{GAME}:not([hidden])")
    settle(page)


def state(page):
    return page.get_attribute(GAME, "data-state")


def until_playback(page, moves=40):
    """Let the bot decide for the spirit (test hook, not awaited: the playback waits) until the
    page shows a step of the invader phase."""
    for _ in range(moves):
        page.evaluate("() => { window.__gardenTable.autoplay(1); }")
        page.wait_for_function(f"['idle', 'playback', 'over'].includes(document.querySelector('{GAME}').dataset.state)"
                               f" && !document.querySelector('{GAME}').inert")
        time.sleep(0.2)
        if state(page) == "playback":
            return
    raise AssertionError("no invader step was shown")


def shown(page):
    return page.evaluate(f"""() => ({{
      step: document.querySelector('{GAME}').dataset.stage,
      prompt: document.querySelector('[data-testid=prompt]').innerText,
      lit: [...document.querySelectorAll('.board-host .is-selected[data-target^="land:"], .board-host .is-selected [data-target^="land:"]')]
        .map((e) => e.dataset.target),
      tracker: [...document.querySelectorAll('[data-testid=phase-tracker] [aria-current=step]')].map((e) => e.textContent),
      island: document.querySelector('.board-host svg') ? document.querySelector('.board-host svg').innerHTML.length : 0,
    }})""")


def test_each_invader_step_waits_for_continue_with_its_land_lit_and_the_tracker_on_it(page, base_url):
    start_solo(page, base_url, "step")
    until_playback(page)
    seen = []
    for _ in range(40):
        if state(page) != "playback":
            break
        now = shown(page)
        seen.append(now)
        assert now["prompt"].startswith("Step ")
        assert len(now["tracker"]) == 1
        if now["step"] in ("ravage", "build", "explore"):
            assert len(now["lit"]) == 1, now  # the land of the step, and no other
            assert now["tracker"] == [now["step"].capitalize()]
        time.sleep(0.3)
        assert state(page) == "playback"  # nothing moves on by itself at this pace
        page.click("[data-testid=playback-continue]")
        # the next step (other words), or the decision after the steps
        page.wait_for_function("(before) => { const s = document.querySelector('[data-testid=game]').dataset.state;"
                               " return (s === 'playback' && document.querySelector('[data-testid=prompt]').innerText !== before)"
                               " || ['idle', 'over'].includes(s); }", arg=now["prompt"])
    steps = [s["step"] for s in seen]
    assert {"build", "explore"} <= set(steps), steps
    assert steps.index("build") < steps.index("explore")
    settle(page)
    assert state(page) == "idle"


def test_undo_is_off_during_the_steps_and_says_why_when_tapped(page, base_url):
    start_solo(page, base_url, "step")
    until_playback(page)
    assert page.get_attribute("[data-testid=undo]", "aria-disabled") == "true"
    page.click("[data-testid=undo]", force=True)  # aria-disabled: a person can still tap it to learn why
    assert "revealed" in page.inner_text("[data-testid=toast]")
    assert state(page) == "playback"  # the tap took nothing back
    page.click("[data-testid=playback-skip]")
    settle(page)
    assert state(page) == "idle"
    # after the steps, the revealed invader card still keeps the moves before it
    if page.get_attribute("[data-testid=undo]", "aria-disabled") == "true":
        assert page.get_attribute("[data-testid=undo]", "title")


def test_an_automatic_pace_moves_on_by_itself_and_pause_stops_it(page, base_url):
    start_solo(page, base_url, "fast")
    until_playback(page)
    page.click("[data-testid=playback-pause]")
    first = page.inner_text("[data-testid=prompt]")
    time.sleep(2.0)
    assert page.inner_text("[data-testid=prompt]") == first  # paused: still the same step
    page.click("[data-testid=playback-pause]")  # go on
    page.wait_for_function(f"document.querySelector('[data-testid=prompt]').innerText !== {first!r}", timeout=5000)
    settle(page)
    assert state(page) == "idle"

"""Taking a lesson through its board, as a learner would: for a move step, the board element (or
prompt-bar button, or chooser option) of a legal move that matches the step's pattern is tapped.
The engine is asked which legal moves there are and where they live (their `target`)."""
from __future__ import annotations

import json
from pathlib import Path

from e2e_helpers import ENGINE_TIMEOUT, still
from pyengine.core.jsondata import bare
from pyengine.core.lessons import matches, step_kind

LESSONS = Path(__file__).resolve().parent.parent / "web" / "lessons"
LESSON = "[data-testid=lesson]"


def lesson_json(path: str) -> dict:
    return json.loads((LESSONS / path).read_text())


def at_step(scope, n, states=("look", "move", "watch")):
    sel = ", ".join(f"{LESSON}[data-step='{n}'][data-state={s}]" for s in states)
    scope.locator(sel).first.wait_for(timeout=ENGINE_TIMEOUT)


def legal(page, scope, seat):
    match = scope.locator(LESSON).get_attribute("data-match")
    return page.evaluate("([m, p]) => window.pyengine.call({op: 'legal', match: m, player: p})", [match, seat])["actions"]


def button_testid(action):
    """The prompt-bar button of an action (js/plan.js buttonGroups; controller planButton)."""
    key = action.get("group") or f"{action['do']}:{json.dumps(bare(action), separators=(',', ':'), ensure_ascii=False)}"
    return f"action-{key.replace(':', '-', 1)}"


# moves made of a pick on the board first, then the target (Living Forest: a tree of the rack,
# then a space of the forest)
PICK_FIRST = {"plant": lambda a: f"[data-testid=rack-tree][data-tree='{a['tree']}']"}


def tap_action(page, scope, actions, action):
    """Tap where `action` lives; a chooser that opens picks it by its place among its fellows."""
    still(page)
    if action["do"] in PICK_FIRST:
        scope.locator(f"{LESSON} {PICK_FIRST[action['do']](action)}").first.click()
        still(page)
        scope.locator(f"{LESSON} [data-target='{action['target']}']").first.click()
        return
    if action["target"] != "prompt" and not action.get("group"):
        fellows = [a for a in actions if a["target"] == action["target"] and not a.get("group")]
        scope.locator(f"{LESSON} [data-target='{action['target']}']").first.click()
    else:
        fellows = [a for a in actions if a.get("group") == action.get("group")] if action.get("group") else [action]
        # a game names its buttons by the group, by the action, or as js/plan.js does
        names = [button_testid(action), f"action-{action.get('group') or action['do']}"]
        scope.locator(", ".join(f"{LESSON} [data-testid='{n}']" for n in names)).first.click()
    if len(fellows) > 1:
        page.locator(f"[data-testid=chooser][open] [data-testid=chooser-option-{fellows.index(action)}]").click()


def play_step(page, scope, lesson, n, pattern_of=None):
    """Step n of a move step: tap its first right move (or the move `pattern_of(step)` names)."""
    step = lesson["steps"][n]
    actions = legal(page, scope, lesson["seat"])
    patterns = [pattern_of(step)] if pattern_of else step["right"]
    action = next(a for a in actions if any(matches(bare(a), p) for p in patterns))
    tap_action(page, scope, actions, action)


def take_lesson(page, scope, lesson, wrong_at=None):
    """Every step of a lesson the right way; at step `wrong_at` (a move step with named wrong
    moves) the first wrong move first: it must be shown, answered, and taken back."""
    for n, step in enumerate(lesson["steps"]):
        at_step(scope, n)
        if step_kind(step) != "move":
            scope.locator("[data-testid=lesson-next]").click()
            past_step(scope, n)
            continue
        if n == wrong_at:
            play_step(page, scope, lesson, n, lambda s: s["wrong"][0]["move"])
            scope.locator(f"{LESSON}[data-state=wrong]").wait_for(timeout=ENGINE_TIMEOUT)
            feedback = scope.locator("[data-testid=lesson-feedback]").inner_text()
            at_step(scope, n, ("move",))
            assert scope.locator("[data-testid=lesson-feedback]").is_visible()
            assert feedback
            play_step(page, scope, lesson, n)
        else:
            play_step(page, scope, lesson, n)
        past_step(scope, n)
    scope.locator(f"{LESSON}[data-state=done]").wait_for(timeout=ENGINE_TIMEOUT)


def past_step(scope, n):
    """Wait until the lesson has left step n; the steps of a move shown one at a time (the invader
    phase) are skipped on the way."""
    moved = f"{LESSON}:not([data-step='{n}']), {LESSON}[data-state=done], {LESSON}[data-state=playback]"
    while True:
        scope.locator(moved).first.wait_for(timeout=ENGINE_TIMEOUT)
        if scope.locator(LESSON).get_attribute("data-state") != "playback":
            return
        scope.locator("[data-testid=playback-skip]").click()
        scope.locator(f"{LESSON}:not([data-state=playback])").wait_for(timeout=ENGINE_TIMEOUT)

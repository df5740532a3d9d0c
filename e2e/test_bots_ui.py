"""The bots in the page (issue 13): a level per computer seat, chosen in the setup dialog and
kept in the save; a hard bot's move thought over in slices (op think) while the page stays
usable (an undo answered mid-thought takes the person's move back and the bot's move never
comes); Horizons' suggested move, marked on the board, said in words and played.

The engine's requests are watched (and some held back) by wrapping the page's engine client,
so nothing depends on timing.  Set BOTS_SHOTS=<dir> to save screenshots of the dialog and the
thinking state at phone, tablet and laptop sizes.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from e2e_helpers import game_attr, open_app, settle

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
from bot_kit import has_bot  # noqa: E402

# a game's searching bot (and so ops think and suggest) exists once it judges positions
needs_bot = {game: pytest.mark.skipif(not has_bot(game), reason=f"{game} has no searching bot yet")
             for game in ("lotus", "spirit_island_horizons")}

SHOTS = os.environ.get("BOTS_SHOTS")
SIZES = {"phone": (390, 844), "tablet": (820, 1180), "laptop": (1366, 768)}

# Wraps the engine client: every answer is recorded (op, and the answer's field names, its
# done/progress/action/events); a request of an op in window.__holdOps is held back once
# window.__free answers of that op have come, until window.__release() sends it on.
WATCH_JS = """() => {
  const engine = window.__gardenTable.app.engine;
  const real = engine.call;
  window.__answers = [];
  window.__holdOps = [];
  window.__free = Infinity;
  window.__held = null;
  const count = (op) => window.__answers.filter((a) => a.op === op).length;
  engine.call = (req) => {
    const go = () => real(req).then((res) => {
      window.__answers.push({ op: req.op, ok: res.ok, keys: Object.keys(res).sort(), done: res.done,
        progress: res.progress, action: res.action, events: res.events, player: res.player, error: res.error });
      return res;
    });
    if (window.__holdOps.includes(req.op) && count(req.op) >= window.__free && !window.__held) {
      return new Promise((resolve) => { window.__held = () => { window.__held = null; resolve(go()); }; });
    }
    return go();
  };
  window.__release = () => window.__held && window.__held();
}"""


def watch(page):
    page.evaluate(WATCH_JS)


def answers(page, op):
    return [a for a in page.evaluate("window.__answers") if a["op"] == op]


def shot(page, name):
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png")


def setup(page, game, seats, seed, first_player="0"):
    """seats: [(name, "human" | ("bot", level))]: the dialog filled in, not yet started."""
    page.click(f"[data-testid=new-game-{game}]")
    page.select_option("[data-testid=setup-players]", str(len(seats)))
    for i, (name, kind) in enumerate(seats):
        page.select_option(f"[data-testid=seat-kind-{i}]", "human" if kind == "human" else "bot")
        page.fill(f"[data-testid=seat-name-{i}]", name)
        if kind != "human":
            page.select_option(f"[data-testid=seat-level-{i}]", kind[1])
    if first_player is not None:
        page.select_option("[data-testid=option-first_player]", first_player)
    page.fill("[data-testid=setup-seed]", str(seed))


def start(page):
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden])")


def engine(page, request):
    return page.evaluate("(req) => window.pyengine.call(req)", {"match": game_attr(page, "match"), **request})


def log_texts(page):
    return page.locator("[data-testid=log-list] li").all_inner_texts()


def test_the_level_select_reaches_the_seat_and_its_badge(page, base_url, tmp_path):
    open_app(page, base_url)
    setup(page, "lotus", [("Ann", "human"), ("Ben", ("bot", "normal")), ("Cy", ("bot", "normal"))], seed=4)
    # only a computer seat has a level, Normal unless chosen; each level says how it plays
    assert page.locator("[data-testid=seat-level-0]").count() == 0
    assert page.input_value("[data-testid=seat-level-1]") == "normal"
    abouts = {}
    for level in ("easy", "normal", "hard"):
        page.select_option("[data-testid=seat-level-1]", level)
        abouts[level] = page.inner_text("[data-testid=seat-level-about-1]")
    assert abouts["easy"] == "Glances ahead for a moment and often misses a good move: for learning the game."
    assert len(set(abouts.values())) == 3
    page.select_option("[data-testid=seat-level-2]", "easy")
    start(page)
    assert settle(page) == "idle"
    # the level shows where the kind does, and the competitive game offers no suggestion
    badges = page.locator(".lb-badge--bot").all_inner_texts()
    assert badges == ["computer (hard)", "computer (easy)"]
    assert page.locator("[data-testid=suggest]").count() == 0
    with page.expect_download() as dl:
        page.click("[data-testid=menu]")
        page.click("[data-testid=menu-export]")
    path = tmp_path / "save.json"
    dl.value.save_as(path)
    seats = json.loads(path.read_text())["seats"]
    assert [s.get("level") for s in seats] == [None, "hard", "easy"]
    assert [s["kind"] for s in seats] == ["human", "bot", "bot"]


def lotus_to_the_bots_turn(page, level="hard"):
    """Lotus, seed 7, Ann against Ben: 34 moves by the random bot of the test hook, then Ann's
    own move by a tap (her reward: a scoring token), which she may take back while Ben thinks
    over his turn (five choices).  Ben's first slice is answered; the next request is held back.
    Returns the log's lines before Ann's move."""
    setup(page, "lotus", [("Ann", "human"), ("Ben", ("bot", level))], seed=7)
    start(page)
    assert settle(page) == "idle"
    assert page.evaluate("window.__gardenTable.autoplay(34)") == 34
    assert settle(page) == "idle" and game_attr(page, "pending-player") == "0" and game_attr(page, "moves") == "34"
    before = log_texts(page)
    watch(page)
    page.evaluate("window.__holdOps = ['think']; window.__free = 1")
    page.click("[data-testid=action-reward-token]")
    page.wait_for_function("window.__held !== null")
    return before


@needs_bot["lotus"]
@pytest.mark.parametrize("size", ["laptop"])
def test_a_hard_bot_thinks_in_slices_and_an_undo_meanwhile_stops_it(make_context, base_url, size):
    ctx, guard = make_context(*SIZES[size])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    before = lotus_to_the_bots_turn(page)
    # one slice answered, the next held back: the page shows who thinks, and how far
    first = answers(page, "think")
    assert len(first) == 1 and first[0]["ok"] and first[0]["done"] is False
    assert first[0]["keys"] == ["done", "ok", "progress"]  # progress only, nothing of the position
    assert 0 < first[0]["progress"] < 0.5
    assert game_attr(page, "state") == "bot" and game_attr(page, "moves") == "35"
    assert game_attr(page, "thinking") == str(round(first[0]["progress"] * 100))
    assert page.inner_text("[data-testid=prompt]") == "Ben (computer, hard) is thinking…"
    assert page.get_attribute("[data-testid=bot-progress]", "value") == game_attr(page, "thinking")
    assert page.locator(".lb-badge--bot").all_inner_texts() == ["computer (hard)"]
    assert page.get_attribute("[data-testid=undo]", "aria-disabled") == "false"
    # the held slice goes to the worker and Ann's undo right behind it: the worker answers the
    # undo after that one slice, and the page asks no more
    page.evaluate("window.__release(); document.querySelector('[data-testid=undo]').click()")
    page.wait_for_function("window.__answers.some((a) => a.op === 'undo')")
    undo = answers(page, "undo")[0]
    assert undo["ok"], undo
    thinks = answers(page, "think")
    assert len(thinks) == 2 and thinks[1]["done"] is False  # the slice in flight, answered first
    assert settle(page) == "idle"
    assert game_attr(page, "pending-player") == "0" and game_attr(page, "moves") == "34"
    # a request the page sends now has its answer after everything sent before: no think came
    engine(page, {"op": "save"})
    assert len(answers(page, "think")) == 2
    assert log_texts(page) == before  # Ann's move taken back, and nothing of Ben's
    assert len(engine(page, {"op": "save"})["save"]["actions"]) == 34
    assert page.locator("[data-testid=toast][data-kind=error]").count() == 0

    # Ann moves again: the bot thinks it over slice by slice, and its move shows
    page.evaluate("window.__holdOps = []")
    page.click("[data-testid=action-reward-token]")
    page.wait_for_function("window.__answers.some((a) => a.op === 'think' && a.done)")
    assert settle(page) == "idle" and game_attr(page, "pending-player") == "0"
    rest = answers(page, "think")[2:]
    thought = rest[:[a["done"] for a in rest].index(True) + 1]  # its first move (a turn may have several)
    assert len(thought) >= 2 and all(a["ok"] and a["done"] is False for a in thought[:-1])
    done = thought[-1]
    assert done["keys"] == ["done", "events", "ok", "pending", "player"] and done["player"] == 1
    # the move's entries as anyone may read them: the same as the spectator's log
    public = engine(page, {"op": "view", "player": None})["view"]["log"]
    seqs = {e["seq"] for e in done["events"]}
    assert done["events"] == [e for e in public if e.get("seq") in seqs]
    assert any(line.startswith("Ben") for line in log_texts(page))
    assert game_attr(page, "moves") == str(len(engine(page, {"op": "save"})["save"]["actions"]))


@needs_bot["spirit_island_horizons"]
def test_undo_during_a_suggestion_stops_it_and_the_suggestion_can_be_played(page, base_url):
    open_app(page, base_url)
    setup(page, "spirit_island_horizons", [("Ann", "human")], seed=5, first_player=None)
    start(page)
    assert settle(page) == "idle"
    watch(page)
    # a first growth step, then a suggestion asked and taken back with the step
    page.locator("[data-target='growth:0']").click()
    assert settle(page) == "idle" and game_attr(page, "moves") == "1"
    page.evaluate("window.__holdOps = ['suggest']; window.__free = 1")
    page.click("[data-testid=suggest]")
    page.wait_for_function("window.__held !== null")
    asked = answers(page, "suggest")
    assert len(asked) == 1 and asked[0]["keys"] == ["done", "ok", "progress"] and asked[0]["done"] is False
    assert page.is_disabled("[data-testid=suggest]")
    assert page.get_attribute("[data-testid=suggest]", "data-progress") == str(round(asked[0]["progress"] * 100))
    page.evaluate("window.__release(); document.querySelector('[data-testid=undo]').click()")
    page.wait_for_function("window.__answers.some((a) => a.op === 'undo')")
    assert answers(page, "undo")[0]["ok"]
    assert settle(page) == "idle" and game_attr(page, "moves") == "0"
    engine(page, {"op": "save"})
    assert len(answers(page, "suggest")) == 2  # no more asked
    assert page.locator("[data-testid=suggestion]").count() == 0
    assert page.inner_text("[data-testid=suggest]") == "Suggest a move"

    # asked again: one of the legal actions, marked where it lives and said in words
    page.evaluate("window.__holdOps = []")
    page.click("[data-testid=suggest]")
    page.wait_for_selector("[data-testid=suggestion]")
    action = answers(page, "suggest")[-1]["action"]
    legal = engine(page, {"op": "legal", "player": 0})["actions"]
    assert action in legal
    marked = page.locator(".is-suggested")
    assert marked.count() >= 1
    assert action["target"] in [marked.nth(i).get_attribute("data-target") for i in range(marked.count())]
    words = page.evaluate("""async (action) => {
      const m = await import('./games/spirit_island_horizons/index.js');
      const view = (await window.pyengine.call({ op: 'view', match: document.getElementById('game').dataset.match, player: 0 })).view;
      return m.actionText(action, view);
    }""", action)
    assert words and page.inner_text("[data-testid=suggestion-text]") == f"Suggested: {words}"
    # ignored: the marks go; asked once more and played: the engine has that very action
    page.click("[data-testid=suggest-ignore]")
    assert page.locator(".is-suggested").count() == 0 and page.locator("[data-testid=suggestion]").count() == 0
    page.click("[data-testid=suggest]")
    page.wait_for_selector("[data-testid=suggestion]")
    again = answers(page, "suggest")[-1]["action"]
    assert again == action  # the same position and seed: the same suggestion
    page.click("[data-testid=suggest-play]")
    assert settle(page) == "idle" and game_attr(page, "moves") == "1"
    played = engine(page, {"op": "save"})["save"]["actions"]
    bare = {k: v for k, v in action.items() if k not in ("label", "target", "group")}
    assert played == [{"player": 0, "action": bare}]
    assert page.locator(".is-suggested").count() == 0


@needs_bot["lotus"]
@pytest.mark.skipif(not SHOTS, reason="BOTS_SHOTS=<dir> saves the screenshots to look at")
@pytest.mark.parametrize("size", list(SIZES))
def test_screenshots_of_the_dialog_and_the_thinking(make_context, base_url, size):
    ctx, guard = make_context(*SIZES[size])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    setup(page, "grimwood", [("Ann", "human"), ("Ben", ("bot", "hard")), ("Cy", ("bot", "easy"))], seed=2)
    shot(page, f"dialog_{size}")
    page.click("[data-testid=setup-cancel]")
    lotus_to_the_bots_turn(page)
    shot(page, f"thinking_{size}")
    page.evaluate("window.__holdOps = []; window.__release()")

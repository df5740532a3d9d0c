"""What a person sees fits: at phone, tablet, laptop and large sizes no text is cut off (home,
every game's setup dialog, a started game of each), and on a phone every target is big enough
for a finger.  The first tip and the turn summary sit beside the board, never over it; a
cooperative game's seats are people by default; the home page shows every game at once."""
from __future__ import annotations

import pytest

from e2e_helpers import game_attr, new_game, open_app, settle
from layout_checks import on_board, small_targets, split_by, text_overflow

SIZES = {"phone": (390, 844), "tablet": (820, 1180), "laptop": (1366, 768), "large": (1920, 1080)}
GAMES = ["lotus", "living_forest", "grimwood", "spirit_island_horizons"]
HORIZONS = "spirit_island_horizons"  # its board is another engineer's: its own misfits are reported, not failed


def page_at(make_context, base_url, size):
    ctx, guard = make_context(*SIZES[size])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    return page


def open_setup(page, game, seed=5):
    page.click(f"[data-testid=new-game-{game}]")
    page.wait_for_selector("[data-testid=setup-dialog][open]")
    count = 2 if game == HORIZONS else 3
    page.select_option("[data-testid=setup-players]", str(count))
    for i in range(count):
        page.select_option(f"[data-testid=seat-kind-{i}]", "human" if i == 0 else "bot")
    page.fill("[data-testid=setup-seed]", str(seed))
    if page.locator("[data-testid=option-first_player]").count():
        page.select_option("[data-testid=option-first_player]", "0")


def start(page):
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden])")
    assert settle(page) == "idle"


def go_home(page):
    page.click("[data-testid=menu]")
    page.click("[data-testid=menu-home]")
    page.wait_for_selector("[data-testid=home]:not([hidden])")


def survey(page, check):
    """check(page, root) on home, then each game's setup dialog and started game:
    {place: offenders} for the places with any."""
    found = {"home": check(page, "#home")}
    for game in GAMES:
        open_setup(page, game)
        found[f"{game} setup"] = check(page, "#setup")
        start(page)
        found[f"{game} game"] = check(page, "#game")
        go_home(page)
    return {place: bad for place, bad in found.items() if bad}


def judge(found):
    """Fail on any misfit but the Horizons board's own; xfail naming those if they are all."""
    theirs = {}
    for place in list(found):
        if place == f"{HORIZONS} game":
            mine, board = split_by(found[place], on_board)
            theirs[place] = board
            found[place] = mine
    found = {p: bad for p, bad in found.items() if bad}
    assert found == {}
    theirs = {p: bad for p, bad in theirs.items() if bad}
    if theirs:
        pytest.xfail("Horizons board elements (its own files): " + "; ".join(
            f"{o['what']} '{o['text']}' {o.get('w', o.get('need'))}x{o.get('h', o.get('room'))}" for bad in theirs.values() for o in bad))


@pytest.mark.parametrize("size", list(SIZES))
def test_no_text_is_cut_off(make_context, base_url, size):
    page = page_at(make_context, base_url, size)
    judge(survey(page, text_overflow))


def test_every_target_is_big_enough_for_a_finger_on_a_phone(make_context, base_url):
    page = page_at(make_context, base_url, "phone")
    judge(survey(page, small_targets))


def test_the_checks_find_cut_text_and_small_targets(make_context, base_url):
    """The helpers are not blind: a cut name, a cut select and a small button are found."""
    page = page_at(make_context, base_url, "phone")
    page.evaluate("""() => {
      const box = document.createElement('div');
      box.id = 'probe';
      box.innerHTML = '<p style="width:40px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Cherry Blossom</p>'
        + '<select style="width:60px;height:48px"><option>Fathomless Mud of the Swamp</option></select>'
        + '<button style="width:30px;height:30px;padding:0">x</button>'
        + '<div style="width:40px;overflow:auto;white-space:nowrap">a scrolling strip of words</div>';
      document.getElementById('home').append(box);
    }""")
    cut = [o["text"] for o in text_overflow(page, "#probe")]
    assert cut == ["Cherry Blossom", "Fathomless Mud of the Swamp"]
    assert [o["text"] for o in small_targets(page, "#probe")] == ["x"]


def overlap(a, b):
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def test_the_first_tip_covers_nothing_and_shows_once(make_context, base_url):
    ctx, guard = make_context(*SIZES["laptop"])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    page.click(f"[data-testid=new-game-{HORIZONS}]")
    page.fill("[data-testid=seat-name-0]", "Ann")
    start(page)
    tip = page.locator("[data-testid=tip]")
    assert tip.is_visible()
    assert "Tip" in tip.inner_text()
    box = tip.bounding_box()
    # over none of the lit targets (the growth options) where they show, nor the board at all
    host = page.locator("#board-host").bounding_box()
    lit = page.locator("#board-host .is-target")
    assert lit.count() > 0
    for i in range(lit.count()):
        target = lit.nth(i).bounding_box()
        assert target is None or not overlap(host, target) or not overlap(box, target)
    assert not overlap(box, host)
    assert not overlap(box, page.locator("[data-testid=promptbar]").bounding_box())
    page.click("[data-testid=tip-close]")
    assert tip.is_hidden()
    # another game in this browser (a new page): no tip again
    page2 = ctx.new_page()
    guard.watch(page2)
    open_app(page2, base_url)
    new_game(page2, [("Ana", "human"), ("Bot", "bot")], seed=3, game="lotus")
    assert settle(page2) == "idle"
    page2.wait_for_timeout(300)
    assert page2.locator("[data-testid=tip]").is_hidden()
    assert page2.locator("[data-testid=toast][data-kind=info]").count() == 0


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_the_turn_summary_tells_only_the_others_moves_beside_the_board(make_context, base_url, size):
    page = page_at(make_context, base_url, size)
    # the first computer starts: it calls animals, the second too, then it is Ana's turn,
    # announced in the log by the seat before her ("Ana calls guardian animals")
    new_game(page, [("Ana", "human"), ("Bot", "bot"), ("Cy", "bot")], seed=3, first_player="1", game="living_forest")
    page.wait_for_function("document.querySelector('[data-testid=game]').dataset.pendingPlayer === '0'")
    assert settle(page) == "idle"
    summary = page.locator("[data-testid=turn-summary]")
    summary.wait_for()
    lines = [li.inner_text() for li in summary.locator("li").all()]
    assert lines and all("Ana" not in line for line in lines), lines
    assert any("Bot" in line for line in lines) and any("Cy" in line for line in lines)
    board = page.locator("#board-host").bounding_box()
    assert not overlap(summary.bounding_box(), board)
    if size == "laptop":  # beside the board: the board keeps its size when it goes
        summary.click()
        assert summary.is_hidden()
        assert page.locator("#board-host").bounding_box() == board


def test_one_person_with_two_seats_is_not_told_their_own_moves(make_context, base_url):
    page = page_at(make_context, base_url, "laptop")
    page.click("[data-testid=new-game-lotus]")
    page.select_option("[data-testid=setup-players]", "3")
    page.fill("[data-testid=seat-name-0]", "Ana")
    page.select_option("[data-testid=seat-kind-1]", "same:0")
    page.fill("[data-testid=seat-name-1]", "Ana two")
    page.select_option("[data-testid=seat-kind-2]", "bot")
    page.fill("[data-testid=seat-name-2]", "Bot")
    page.select_option("[data-testid=option-first_player]", "0")
    page.fill("[data-testid=setup-seed]", "4")
    start(page)
    for _ in range(12):  # Ana's first seat plays (by the bot's hand) until her second seat decides
        if game_attr(page, "pending-player") == "1":
            break
        page.evaluate("window.__gardenTable.autoplay(1)")
        settle(page)
    assert game_attr(page, "pending-player") == "1"
    summary = page.locator("[data-testid=turn-summary]")
    assert summary.is_hidden() or "Ana" not in summary.inner_text()


def test_a_cooperative_game_adds_people_and_the_home_page_shows_every_game(make_context, base_url):
    page = page_at(make_context, base_url, "laptop")
    # with many saved games in the browser too
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=3, game="lotus")
    settle(page)
    go_home(page)
    page.evaluate("""() => {
      const key = 'garden-table.saves.v2';
      const all = JSON.parse(localStorage.getItem(key));
      const one = Object.values(all)[0];
      for (let i = 0; i < 8; i++) all[`copy${i}`] = { ...one, id: `copy${i}` };
      localStorage.setItem(key, JSON.stringify(all));
    }""")
    open_app(page, base_url)
    assert page.locator("[data-testid=saved-game]").count() == 9
    for game in GAMES:  # every game's new-game button without scrolling
        button = page.locator(f"[data-testid=new-game-{game}]").bounding_box()
        assert button["y"] >= 0 and button["y"] + button["height"] <= SIZES["laptop"][1], game
    card = page.inner_text(f"[data-testid=game-card-{HORIZONS}]")
    assert "1–3 players" in card and "Solo" not in card
    page.click(f"[data-testid=new-game-{HORIZONS}]")
    page.select_option("[data-testid=setup-players]", "3")
    assert [page.input_value(f"[data-testid=seat-kind-{i}]") for i in range(3)] == ["human"] * 3
    assert page.input_value("[data-testid=seat-name-2]") == "Player 3"

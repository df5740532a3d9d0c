"""Living Forest in a real browser: a two-person hot-seat round with its hand-off screens,
an illegal attempt refused by the engine, then autoplay to the end screen; and a phone-sized
game against a bot."""
from __future__ import annotations

from e2e_helpers import game_attr, new_game, open_app, settle, toast_text


def new_lf_game(page, seats, seed=7, first_player="0"):
    new_game(page, seats, seed=seed, first_player=first_player, game="living_forest")


def seat(page, i):
    return page.locator(f"[data-testid=seat-panel][data-seat='{i}']")


def line_cards(page, i):
    return seat(page, i).locator("[data-testid=line-card]")


def count(page, i, testid):
    return int(seat(page, i).locator(f"[data-testid={testid}]").get_attribute("data-count"))


def log_text(page):
    return page.inner_text("[data-testid=log-list]")


def handoff_to(page, name):
    assert settle(page) == "handoff"
    assert page.inner_text("[data-testid=handoff-title]") == f"Pass the device to {name}"
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"


def test_hot_seat_round_with_handoffs_then_autoplay(page, base_url):
    open_app(page, base_url)
    new_lf_game(page, [("Ann", "human"), ("Ben", "human")], seed=7, first_player="0")

    # the animal phase is private: a cover before Ann's draw, and nobody's line behind it
    assert settle(page) == "handoff"
    assert page.inner_text("[data-testid=handoff-title]") == "Pass the device to Ann"
    assert page.locator("[data-testid=line-card]").count() == 0
    assert page.inner_text("[data-testid=handoff-confirm]") == "I am Ann: call my animals"
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"
    assert game_attr(page, "viewer") == "0" and game_attr(page, "pending-kind") == "draw"
    assert "Ann holds the Sacred Tree" in page.inner_text("[data-testid=holder]")

    # draw by clicking the own pile, then with the button; the line and the pile follow
    pile = count(page, 0, "pile")
    seat(page, 0).locator("[data-testid=pile]").click()
    settle(page)
    assert line_cards(page, 0).count() == 1
    assert count(page, 0, "pile") == pile - 1
    page.click("[data-testid=action-draw]")
    settle(page)
    assert line_cards(page, 0).count() == 2
    assert "Ann drew the" in log_text(page)

    # an illegal attempt: attracting during the animal phase -> the engine's reason, nothing changes
    moves = game_attr(page, "moves")
    page.locator("[data-testid=market-card]").first.click()
    assert "You cannot attract an animal now: the spirits are calling their guardian animals" in toast_text(page)
    settle(page)
    assert game_attr(page, "moves") == moves
    assert line_cards(page, 0).count() == 2

    # Ann stops; the cover comes back before Ben's draw, Ann's line is now public
    page.click("[data-testid=action-stop]")
    handoff_to(page, "Ben")
    assert game_attr(page, "viewer") == "1"
    assert line_cards(page, 0).count() == 2
    assert "Ann stopped with" in log_text(page)
    page.click("[data-testid=action-draw]")
    settle(page)
    page.click("[data-testid=action-stop]")

    # actions are public: no cover; Ann takes a fragment by clicking the supply
    assert settle(page) == "idle"
    assert game_attr(page, "pending-player") == "0" and game_attr(page, "pending-kind") == "action"
    assert "Ann's actions" in log_text(page)
    page.click("[data-testid=fragment-supply]")
    settle(page)
    assert count(page, 0, "fragments") == 1
    # undo takes it back (a public decision may be undone by its own seat), then again
    assert page.get_attribute("[data-testid=undo]", "aria-disabled") == "false"
    page.click("[data-testid=undo]")
    settle(page)
    assert count(page, 0, "fragments") == 0
    page.click("[data-testid=fragment-supply]")
    settle(page)
    assert count(page, 0, "fragments") == 1
    # the same action twice is refused with the engine's reason
    moves = game_attr(page, "moves")
    page.click("[data-testid=fragment-supply]")
    assert "You already chose to take a fragment this round" in toast_text(page)
    settle(page)
    assert game_attr(page, "moves") == moves and count(page, 0, "fragments") == 1

    # plant a tree if one is affordable: a tree from the rack, then a lit space of the forest
    if page.locator("[data-testid=rack-tree].is-target").count():
        tree = page.locator("[data-testid=rack-tree].is-target").first
        tree_id = tree.get_attribute("data-tree")
        tree.click()
        assert tree.get_attribute("aria-pressed") == "true"
        space = seat(page, 0).locator("[data-testid=space].is-target").first
        x, y = space.get_attribute("data-x"), space.get_attribute("data-y")
        space.click()
        settle(page)
        planted = seat(page, 0).locator(f"[data-testid=space][data-x='{x}'][data-y='{y}']")
        assert planted.get_attribute("data-tree") == tree_id
        assert "Ann planted" in log_text(page)
    else:
        page.click("[data-testid=action-pass]")
        settle(page)

    # whatever is left of Ann's turn (a bonus pick) is declined; then Ben ends his actions
    # at once: the round ends by itself and the log says what happened
    for _ in range(3):
        if game_attr(page, "pending-player") != "0":
            break
        page.locator("[data-testid=action-done], [data-testid=action-pass]").first.click()
        settle(page)
    assert game_attr(page, "pending-player") == "1" and game_attr(page, "pending-kind") == "action"
    assert "Ben's actions" in log_text(page)
    page.click("[data-testid=action-pass]")
    settle(page)
    log = log_text(page)
    assert "Round 2: Ben holds the Sacred Tree." in log
    assert "Onibi attacks with" in log or "The centre was empty" in log

    # round 2: Ben draws first, behind a cover, then Ann behind another
    handoff_to(page, "Ben")
    assert game_attr(page, "viewer") == "1" and game_attr(page, "pending-kind") == "draw"
    board = page.inner_text("[data-testid=lf-board]")
    assert not any(bad in board for bad in ("null", "undefined", "NaN", "lf.", "living_forest."))
    news = page.inner_text("[data-testid=round-end]")  # the end of round 1, on the board too
    assert "End of round 1" in news and ("Onibi attacks with" in news or "The centre was empty" in news)
    assert line_cards(page, 0).count() == 0  # the help lines went to the discards
    assert count(page, 0, "discard") >= 2
    page.click("[data-testid=action-draw]")
    settle(page)
    page.click("[data-testid=action-stop]")
    handoff_to(page, "Ann")
    assert game_attr(page, "viewer") == "0"

    # the rest on autopilot (the test hook lets the bot play both seats) to the end screen
    page.evaluate("window.__gardenTable.autoplay()")
    assert settle(page, ("over",)) == "over"
    page.locator("[data-testid=end-screen]").wait_for()
    assert page.locator("[data-testid=result-row]").count() == 2
    title = page.inner_text("[data-testid=end-title]")
    assert "wins" in title or "Shared" in title
    head = page.inner_text("[data-testid=results] thead")
    for column in ("Total", "Trees", "Fires", "Flowers"):
        assert column in head
    note = page.inner_text("[data-testid=result-note]")
    assert any(why in note for why in ("wins by reaching a goal", "the total of the three counts decides", "share the victory"))
    assert "Game over." in log_text(page)


def test_phone_game_against_a_bot(make_context, base_url):
    ctx, guard = make_context(width=390, height=844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    new_lf_game(page, [("Ann", "human"), ("Bot", "bot")], seed=3, first_player="0")
    assert settle(page) == "idle"  # one person: no hand-off
    # your own forest comes first on a phone, and nothing is wider than the screen
    own = seat(page, 0).bounding_box()
    circle = page.locator(".lf-circle").bounding_box()
    assert own["y"] < circle["y"]
    assert page.evaluate("document.getElementById('board-host').scrollWidth") <= 390
    page.click("[data-testid=action-draw]")
    settle(page)
    assert line_cards(page, 0).count() == 1
    page.click("[data-testid=action-stop]")
    # the bot draws by itself, then Ann acts: take a fragment and end
    page.wait_for_function(
        "document.querySelector('[data-testid=game]').dataset.pendingKind === 'action' && "
        "document.querySelector('[data-testid=game]').dataset.state === 'idle'")
    page.click("[data-testid=action-take_fragment]")
    settle(page)
    assert count(page, 0, "fragments") == 1
    page.click("[data-testid=action-pass]")
    page.wait_for_function("document.querySelector('[data-testid=log-list]').textContent.includes('Round 2')")

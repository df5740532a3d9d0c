"""The app shell around every board: saved games, setup memory, toasts, the turn summary,
keyboard focus, installing, loading."""
from __future__ import annotations

from e2e_helpers import card_type, game_attr, hand_ids, new_game, open_app, settle, wait_engine


def saved_rows(page):
    return page.locator("[data-testid=saved-game]")


def go_home(page):
    if settle(page) == "handoff":
        page.click("[data-testid=handoff-home]")
    else:
        page.click("[data-testid=menu]")
        page.click("[data-testid=menu-home]")
    page.wait_for_selector("[data-testid=home]:not([hidden])")


def test_several_saved_games_side_by_side(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"
    page.evaluate("window.__gardenTable.autoplay(6)")
    settle(page)
    lotus_moves = game_attr(page, "moves")
    go_home(page)
    assert saved_rows(page).count() == 1
    # a second game never overwrites the first
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=6, first_player="0", game="grimwood")
    settle(page)
    go_home(page)
    rows = saved_rows(page)
    assert rows.count() == 2
    assert rows.nth(0).get_attribute("data-game") == "grimwood"  # most recently played first
    lotus = page.locator("[data-testid=saved-game][data-game=lotus]")
    assert "Lotus" in lotus.inner_text() and "Ana, Bot" in lotus.inner_text() and "just now" in lotus.inner_text()
    assert "turn " in lotus.inner_text()
    # deleting takes a second tap
    grimwood = page.locator("[data-testid=saved-game][data-game=grimwood]")
    grimwood.locator("[data-testid=resume-discard]").click()
    assert saved_rows(page).count() == 2
    grimwood.locator("[data-testid=resume-discard]").click()
    assert saved_rows(page).count() == 1
    # the first game resumes where it was, and survives a reload
    page.reload()
    wait_engine(page)
    lotus.locator("[data-testid=resume]").click()
    assert settle(page) == "idle"
    assert game_attr(page, "moves") == lotus_moves


def test_the_names_typed_last_time_are_remembered(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bảo", "human"), ("Bot", "bot")], seed=5, first_player="0")
    go_home(page)
    page.click("[data-testid=new-game-living_forest]")
    assert page.input_value("[data-testid=seat-name-0]") == "Ana"
    assert page.input_value("[data-testid=seat-name-1]") == "Bảo"
    assert page.input_value("[data-testid=seat-kind-1]") == "human"


def test_one_toast_at_a_time_and_never_over_the_hand(make_context, base_url):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"
    cards = hand_ids(page)
    wrong = [t for t in (3, 4, 5, 6, 7) if t != card_type(cards[0])]
    page.click(f"[data-testid=hand-card][data-card='{cards[0]}']")
    for ftype in wrong[:2]:  # two refusals (or a refusal and a hint) in a row
        page.click(f"[data-testid=flower-{ftype}]")
        settle(page)
    page.wait_for_selector("[data-testid=toast]")
    assert page.locator("[data-testid=toast]").count() == 1
    toast = page.locator("[data-testid=toast]").bounding_box()
    hand = page.locator("[data-testid=hand]").bounding_box()
    board = page.locator("#board-host").bounding_box()
    # the hand may be scrolled out of the board area; where it shows, the toast is not over it
    visible_top = max(hand["y"], board["y"])
    visible_bottom = min(hand["y"] + hand["height"], board["y"] + board["height"])
    assert visible_top >= visible_bottom or toast["y"] + toast["height"] <= visible_top


def test_a_turn_summary_shows_what_the_others_did(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="1")  # the bot starts
    page.wait_for_function("document.querySelector('[data-testid=game]').dataset.pendingPlayer === '0'")
    assert settle(page) == "idle"
    summary = page.locator("[data-testid=turn-summary]")
    summary.wait_for()
    text = summary.inner_text()
    assert "Bot" in text and "played" in text
    assert len(summary.locator("li").all()) >= 2
    summary.click()
    assert summary.is_hidden()


def test_keyboard_focus_follows_play(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"
    first, second = hand_ids(page)[:2]
    page.focus(f"[data-testid=hand-card][data-card='{first}']")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") == second
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.card") == first
    page.keyboard.press("Enter")
    page.focus(f"[data-testid=flower-{card_type(first)}]")
    page.keyboard.press("Enter")
    settle(page)
    # after the move the focus is on a lit target, not left on the page
    assert page.evaluate("document.activeElement !== document.body && document.activeElement.classList.contains('is-target')")


def test_the_app_is_installable(make_context, base_url):
    ctx, guard = make_context(service_workers="allow")
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json())")
    assert manifest["display"] == "standalone" and manifest["start_url"]
    sizes = {i["sizes"] for i in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert page.evaluate("(src) => fetch(src).then((r) => r.ok)", icon["src"])
    cdp = ctx.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # a test browser context is incognito-like; every other check of Chromium's must pass
    assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors


def test_the_loading_bar_moves_during_the_download(page, base_url):
    # record every value the bar takes while the runtime downloads
    page.add_init_script("""
      window.__bar = [];
      new MutationObserver((records) => {
        for (const r of records) if (r.target.id === 'loading-bar' && r.target.dataset.progress) window.__bar.push(Number(r.target.dataset.progress));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-progress'] });
    """)
    open_app(page, base_url)
    values = page.evaluate("window.__bar")
    assert any(0 < v < 1 for v in values), values
    assert values == sorted(values) and values[-1] == 1


def test_pieces_glide_unless_the_player_asks_for_less_motion(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"
    moving = "document.getAnimations().filter((a) => a.effect && a.effect.target && a.effect.target.closest('[data-flip]')).length"
    card = hand_ids(page)[0]
    page.click(f"[data-testid=hand-card][data-card='{card}']")
    page.click(f"[data-testid=flower-{card_type(card)}]")
    page.wait_for_function(f"{moving} > 0")  # the card glides from the hand into its flower
    settle(page)
    page.emulate_media(reduced_motion="reduce")
    card = hand_ids(page)[0]
    page.click(f"[data-testid=hand-card][data-card='{card}']")
    page.click(f"[data-testid=flower-{card_type(card)}]")
    settle(page)
    assert page.evaluate(moving) == 0


def test_the_app_runs_under_its_content_security_policy(make_context, base_url):
    # no test script of ours runs in the page here: only the app's own code, under its policy
    # (any violation is reported on the console, which the guard turns into a failure)
    ctx, guard = make_context(csp=True)
    page = ctx.new_page()
    guard.watch(page)
    page.goto(f"{base_url}index.html?botDelay=0&test=1")
    page.wait_for_selector("html[data-engine=ready] [data-testid=home]:not([hidden]) [data-testid=new-game-lotus]", timeout=90_000)
    new_game(page, [("Ana", "human"), ("Bot", "bot")], seed=5, first_player="0")
    page.wait_for_selector("[data-testid=game][data-state=idle]")
    card = page.get_attribute("[data-testid=hand-card]", "data-card")
    page.click(f"[data-testid=hand-card][data-card='{card}']")
    page.click(f"[data-testid=flower-{card_type(card)}]")
    page.wait_for_selector("[data-testid=game][data-moves='2'][data-state=idle]")


def test_a_step_of_an_action_is_one_round_trip(page, base_url):
    # the move's answer carries the next decision and the mover's own view: a tap that begins
    # a play needs no further request but the autosave
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"
    page.evaluate("""() => {
      const engine = window.__gardenTable.app.session.engine;
      window.__ops = [];
      const call = engine.call.bind(engine);
      engine.call = (req) => { window.__ops.push(req.op); return call(req); };
    }""")
    card = hand_ids(page)[0]
    page.click(f"[data-testid=hand-card][data-card='{card}']")
    settle(page)
    assert game_attr(page, "pending-kind") == "play"
    page.wait_for_function("window.__ops.includes('save')")
    assert page.evaluate("window.__ops") == ["act", "save"]

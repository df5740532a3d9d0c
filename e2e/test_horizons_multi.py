"""Horizons of Spirit Island with 2 and 3 spirits in a real browser.

(a) One person plays two spirits for a full round through the setup dialog and the board: the
dialog gives each seat its own spirit and refuses a clash in words; both spirits grow, one lets
the other act in mid-phase and takes the phase back, both play cards, the powers are used in the
fast and slow phases, the invader phase and Time passes run, round 2 asks for growth. No hand-off
cover ever appears, every prompt names the spirit deciding, and undo takes back an action of the
other spirit of the same person.
Two people play a full round the same way: hands are open among the spirits, so no hand-off
cover ever appears between them, and the board's view carries the teammate's hand.
(b) Three bots play a 3-spirit game to the end screen.
(c) The 2- and 3-board islands fit a phone, a tablet and a laptop without sideways scrolling
(screenshots under .cache/test-results/horizons_multi/).
"""
from __future__ import annotations

from pathlib import Path

from e2e_helpers import game_attr, open_app, settle
from horizons_page import act, answer, answer_until, kind, lit, log_text, no_sideways_scroll, still

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".cache" / "test-results" / "horizons_multi"
SIZES = [("phone", 390, 844), ("tablet", 820, 1180), ("laptop", 1366, 768)]
GAME = "spirit_island_horizons"
MUD, WIND, TEETH = "Fathomless Mud of the Swamp", "Sun-Bright Whirlwind", "Devouring Teeth Lurk Underfoot"
NO_BOTS = "botWait=1&test=1"  # the bots wait for autoplay (which draws the board only at its end)


def open_setup(page, count):
    page.click(f"[data-testid=new-game-{GAME}]")
    page.select_option("[data-testid=setup-players]", str(count))


def fill_seats(page, seats):
    """seats: [(name, "human" | "bot" | "same:<seat>", spirit id or None)]."""
    for i, (name, kind, spirit) in enumerate(seats):
        page.select_option(f"[data-testid=seat-kind-{i}]", kind)
        page.fill(f"[data-testid=seat-name-{i}]", name)
        if spirit:
            page.select_option(f"[data-testid=seat-spirit-{i}]", spirit)


def start(page, seed):
    page.fill("[data-testid=setup-seed]", str(seed))
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden]) .hz-island")


def watch_cover(page):
    """From now on window.__coverSeen says whether the hand-off cover was ever shown."""
    page.evaluate("""() => {
      const el = document.getElementById('handoff');
      window.__coverSeen = !el.hidden;
      new MutationObserver(() => { if (!el.hidden) window.__coverSeen = true; }).observe(el, {attributes: true});
    }""")


def cover_seen(page):
    return page.evaluate("window.__coverSeen")


def shown_view(page):
    """The view the board draws now (the shell's, in test mode)."""
    return page.evaluate("window.__gardenTable.app.session.view.board.spirits")


def shown_hand(page, seat):
    return shown_view(page)[seat]["hand"]


def shown_played(page, seat):
    return shown_view(page)[seat]["played"]


def phase(page):
    return page.get_attribute("[data-testid=hz-round]", "data-phase")


def prompt(page):
    return page.inner_text("[data-testid=prompt]")


def tab_state(page, seat):
    return page.get_attribute(f"[data-testid=hz-spirit-chip][data-seat='{seat}']", "data-state")


def choices(page):
    """The lit choices of the decision shown, without the hand-overs to another spirit."""
    return [x for x in lit(page) if not x.startswith("switch:")]


def playing(page):
    """At a spirit's play step (growth done): its hand cards may be played."""
    return kind(page) == "spirit" and ("Play cards" in prompt(page) or "No card plays left" in prompt(page))


def grow(page):
    act(page, "[data-testid=hz-growth] >> nth=0")
    answer_until(page, lambda: playing(page), choices)


def play_cards(page):
    """Play the lit hand cards while there are plays and energy for them; returns the cards played."""
    played = []
    while True:
        cards = [x for x in lit(page) if x.startswith("card:") and page.locator(f"[data-testid=hz-hand-card][data-target='{x}']").count()]
        if not cards:
            return played
        act(page, f"[data-testid=hz-hand-card][data-target='{cards[0]}']")
        played.append(cards[0][5:])
        assert page.locator(f"[data-testid=hz-played-card][data-card='{cards[0][5:]}']").count() == 1


def use_powers(page):
    """The power phase shown: each spirit uses each lit power, then is done, until the phase ends."""
    now = phase(page)
    used = []
    while phase(page) == now and page.get_attribute("[data-testid=hz-round]", "data-round") == "1":
        if kind(page) != "powers":
            answer(page, choices)
            continue
        powers = [x for x in lit(page) if x.startswith(("card:", "innate:"))]
        if powers:
            act(page, f"[data-target='{powers[0]}']")
            used.append((game_attr(page, "pending-player"), powers[0]))
            answer_until(page, lambda: kind(page) == "powers" or phase(page) != now, choices)
        else:
            act(page, "[data-testid=action-done]")
    return used


def shot(page, name):
    """A screenshot of the board with the spirits' tabs in sight."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    still(page)
    page.locator("[data-testid=hz-spirit-tabs]").scroll_into_view_if_needed()
    page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_the_dialog_gives_each_seat_its_own_spirit_and_refuses_a_clash(page, base_url):
    open_app(page, base_url)
    page.click(f"[data-testid=new-game-{GAME}]")
    assert page.input_value("[data-testid=setup-players]") == "1"  # the solo game first
    assert "solo game only" in page.get_attribute("label.option-row:has([data-testid=option-board])", "title")
    page.select_option("[data-testid=setup-players]", "3")
    # seat i's spirit is the i-th
    assert [page.input_value(f"[data-testid=seat-spirit-{i}]") for i in range(3)] == [
        "fathomless_mud_of_the_swamp", "sun_bright_whirlwind", "devouring_teeth_lurk_underfoot"]
    fill_seats(page, [("Ann", "human", None), ("Bea", "same:0", "fathomless_mud_of_the_swamp"), ("Cal", "bot", None)])
    page.fill("[data-testid=setup-seed]", "5")
    page.click("[data-testid=setup-start]")
    error = page.locator("[data-testid=setup-error]")
    error.wait_for(state="visible")
    assert error.inner_text() == ("The game could not start: Fathomless Mud of the Swamp is already the spirit of Ann: "
                                  "choose another spirit for Bea")
    assert error.is_visible() and page.locator("[data-testid=game]").is_hidden()
    # "choose for me" never gives a spirit another seat has
    page.select_option("[data-testid=seat-spirit-1]", "__random")
    page.select_option("[data-testid=seat-spirit-2]", "__random")
    start(page, 5)
    names = page.eval_on_selector_all("[data-testid=hz-spirit-tab] .hzb-tab-name", "(els) => els.map((e) => e.textContent)")
    assert len(names) == 3 and len(set(names)) == 3 and names[0] == MUD, names


def test_one_person_plays_two_spirits_for_a_full_round(page, base_url):
    open_app(page, base_url)
    open_setup(page, 2)
    fill_seats(page, [("Ann", "human", None), ("Bea", "same:0", None)])
    start(page, 7)
    watch_cover(page)
    assert settle(page) == "idle"
    assert page.get_attribute(".hz-island", "data-layout") == "two_boards_GH"
    assert page.locator(".hz-land").count() == 16
    # both spirits' presence on their own boards, each with its seat's mark
    assert page.locator(".hz-land[data-land^=G] .hz-piece--presence").count() >= 1
    assert page.locator(".hz-land[data-land^=H] .hz-piece--presence").count() >= 1

    # the spirit phase: Mud acts, the Whirlwind waits; the prompt names the spirit and its player
    assert prompt(page) == f"{MUD} (Ann): Choose a growth option"
    assert [tab_state(page, 0), tab_state(page, 1)] == ["acting", "waiting"]
    assert page.locator("[data-testid=hz-switch]").count() == 1
    assert page.inner_text("[data-testid=hz-switch]") == f"Let {WIND} act"
    assert page.locator("[data-testid=hz-hand-card]").count() == 4  # Mud's own hand, shown
    shot(page, "round_1_growth")
    grow(page)

    # in mid-phase Mud lets the Whirlwind act: its panel and hand now, no cover between them
    act(page, "[data-testid=hz-switch][data-seat='1']")
    assert "Ann waits and lets Bea act" in log_text(page)
    assert game_attr(page, "pending-player") == "1"
    assert prompt(page) == f"{WIND} (Bea): Choose a growth option"
    assert [tab_state(page, 0), tab_state(page, 1)] == ["waiting", "acting"]
    assert page.get_attribute("[data-testid=hz-spirit]", "data-seat") == "1"
    grow(page)
    # a look at Mud's panel: only a look (nothing on it is a choice); its hand is open to all
    page.click("[data-testid=hz-spirit-tab][data-seat='0']")
    assert page.get_attribute("[data-testid=hz-spirit]", "data-seat") == "0"
    assert page.locator("[data-testid=hz-look]").is_visible()
    assert len(shown_hand(page, 0)) == 4
    assert not [x for x in lit(page) if x.startswith("growth:")]
    shot(page, "round_1_a_look_at_the_other_spirit")
    page.click("[data-testid=hz-look-back]")
    assert page.get_attribute("[data-testid=hz-spirit]", "data-seat") == "1"

    # and back to Mud, who plays its cards and is done for the phase
    act(page, "[data-testid=hz-switch][data-seat='0']")
    assert game_attr(page, "pending-player") == "0" and playing(page)
    mud_cards = play_cards(page)
    assert mud_cards
    act(page, "[data-testid=action-done]")
    assert game_attr(page, "pending-player") == "1"
    assert [tab_state(page, 0), tab_state(page, 1)] == ["done", "acting"]
    assert "Done for this phase" in page.text_content("[data-testid=hz-spirit-chip][data-seat='0']")
    assert page.locator("[data-testid=hz-switch]").count() == 0  # a done spirit takes nothing over
    shot(page, "round_1_one_spirit_done")

    # undo, with the Whirlwind deciding, takes back Mud's "done" (the same person's other spirit)
    still(page)
    page.click("[data-testid=undo]")
    page.wait_for_function("document.querySelector('[data-testid=game]').dataset.pendingPlayer === '0'")
    settle(page)
    assert [tab_state(page, 0), tab_state(page, 1)] == ["acting", "waiting"]
    assert playing(page)
    act(page, "[data-testid=action-done]")
    assert game_attr(page, "pending-player") == "1"

    # the Whirlwind plays its cards; the spirit phase ends
    wind_cards = play_cards(page)
    assert wind_cards
    act(page, "[data-testid=action-done]")

    # the fast phase, the invaders, the slow phase: both spirits use their powers
    used = []
    while page.get_attribute("[data-testid=hz-round]", "data-round") == "1":
        if kind(page) == "powers":
            assert prompt(page).startswith((f"{MUD} (Ann): ", f"{WIND} (Bea): ")), prompt(page)
            used += use_powers(page)
        else:
            assert prompt(page).startswith((f"{MUD} (Ann): ", f"{WIND} (Bea): ")), prompt(page)
            answer(page, choices)
    assert {seat for seat, _ in used} == {"0", "1"}, used
    for card in mud_cards + wind_cards:
        assert any(power == f"card:{card}" for _, power in used), (card, used)
    log = log_text(page)
    assert "Invader phase" in log or "ravage" in log.lower() or "explore" in log.lower()

    # round 2 asks for growth; no hand-off cover appeared all round
    still(page)
    assert kind(page) == "spirit" and "Choose a growth option" in prompt(page)
    assert [tab_state(page, 0), tab_state(page, 1)] == ["acting", "waiting"]
    assert not cover_seen(page)
    shot(page, "round_2_growth")
    # every word on the board came from the catalog (no key, no unfilled slot), the tabs' spoken words too
    words = page.inner_text(".board-host") + " ".join(page.eval_on_selector_all("[data-testid=hz-spirit-tabs] [aria-label]", "(els) => els.map((e) => e.getAttribute('aria-label'))"))
    assert "horizons." not in words and "{" not in words


def test_two_people_play_a_round_with_open_hands_and_no_hand_off_cover(page, base_url):
    open_app(page, base_url)
    open_setup(page, 2)
    fill_seats(page, [("Ann", "human", None), ("Bob", "human", None)])
    watch_cover(page)
    start(page, 7)
    assert settle(page) == "idle"  # no "pass the device": nothing of a spirit is hidden from a teammate
    assert prompt(page) == f"{MUD} (Ann): Choose a growth option"  # named once, not "Ann: ..." again
    assert page.locator("[data-testid=hz-hand-card]").count() == 4
    assert len(shown_hand(page, 1)) == 4  # Bob's hand is in the board's view while Ann decides
    grow(page)
    act(page, "[data-testid=hz-switch][data-seat='1']")
    # the Whirlwind is Bob's: he acts at once, with Ann's hand in the view as well
    assert settle(page) == "idle"
    assert prompt(page) == f"{WIND} (Bob): Choose a growth option"
    assert page.locator("[data-testid=hz-hand-card]").count() == 4
    assert shown_hand(page, 0) and shown_hand(page, 1)
    grow(page)
    wind_cards = play_cards(page)
    assert wind_cards
    act(page, "[data-testid=action-done]")
    assert game_attr(page, "pending-player") == "0" and playing(page)
    assert set(wind_cards) <= set(shown_played(page, 1))  # Bob's cards in play, seen from Ann's turn
    mud_cards = play_cards(page)
    assert mud_cards
    act(page, "[data-testid=action-done]")
    # the power phases and the invaders, to round 2's growth: never a cover
    while page.get_attribute("[data-testid=hz-round]", "data-round") == "1":
        assert game_attr(page, "state") != "handoff"
        if kind(page) == "powers":
            use_powers(page)
        else:
            answer(page, choices)
    still(page)
    assert kind(page) == "spirit" and "Choose a growth option" in prompt(page)
    assert not cover_seen(page)


def test_three_bots_play_three_spirits_to_the_end_screen(page, base_url):
    open_app(page, base_url, NO_BOTS)
    open_setup(page, 3)
    fill_seats(page, [("Ann", "bot", None), ("Bea", "bot", None), ("Cal", "bot", None)])
    start(page, 21)
    assert page.get_attribute(".hz-island", "data-layout") == "three_boards_GHB"
    assert page.locator(".hz-land").count() == 24
    assert page.locator("[data-testid=hz-spirit-tab]").count() == 3
    # a while in: each bot's spirit in its tab; the prompt says whose bot thinks
    page.evaluate("window.__gardenTable.autoplay(40)")
    settle(page, ("bot", "idle", "over"))
    if game_attr(page, "state") == "bot":
        assert "is thinking" in prompt(page)
        shot(page, "three_bots_under_way")
    page.evaluate("window.__gardenTable.autoplay(20000)")
    page.wait_for_selector("[data-testid=end-screen]:not([hidden]) [data-testid=hz-result]", timeout=120_000)
    assert page.inner_text("[data-testid=hz-result-reason] td").strip()
    assert settle(page) == "over"
    page.screenshot(path=str(SHOTS / "three_bots_end_screen.png"))


def test_the_two_and_three_board_islands_fit_phone_tablet_and_laptop(make_context, base_url):
    SHOTS.mkdir(parents=True, exist_ok=True)
    for count, seats in ((2, [("Ann", "human", None), ("Bea", "same:0", None)]),
                         (3, [("Ann", "human", None), ("Bea", "same:0", None), ("Cal", "same:0", None)])):
        ctx, guard = make_context(*SIZES[0][1:])
        page = ctx.new_page()
        guard.watch(page)
        open_app(page, base_url)
        open_setup(page, count)
        fill_seats(page, seats)
        start(page, 7)
        assert settle(page) == "idle"  # the growth choice, with "Let ... act" beside each waiting spirit
        assert page.locator("[data-testid=hz-switch]").count() == count - 1
        for name, width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(200)
            assert no_sideways_scroll(page), (count, name)
            box = page.locator(".hz-island").bounding_box()
            assert box["width"] >= min(width, 1366 - 400) * 0.5, (count, name, box)
            # every spirit's tab is on the page at once, the acting one's panel under them
            tabs = page.locator("[data-testid=hz-spirit-tab]")
            assert tabs.count() == count
            for i in range(count):
                tabs.nth(i).scroll_into_view_if_needed()
                assert tabs.nth(i).is_visible()
            # each "Let ... act" lies beside its spirit's tab, within the page
            for i in range(count - 1):
                let, tab = page.locator("[data-testid=hz-switch]").nth(i).bounding_box(), tabs.nth(i + 1).bounding_box()
                assert let["x"] + let["width"] <= width and abs(let["y"] - tab["y"]) < 8, (count, name, let, tab)
            page.locator(".board-host").evaluate("(el) => el.scrollTo(0, 0)")
            page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")
            page.screenshot(path=str(SHOTS / f"horizons_{count}p_{name}_{width}x{height}.png"))
            if name == "phone":  # the tabs and the panel, further down
                page.locator("[data-testid=hz-spirit-tabs]").evaluate("(el) => el.scrollIntoView({block: 'start'})")
                page.screenshot(path=str(SHOTS / f"horizons_{count}p_{name}_tabs.png"))
        assert not guard.errors and not guard.blocked
        ctx.close()

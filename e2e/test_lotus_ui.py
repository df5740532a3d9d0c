"""The Lotus app in a real browser: hot-seat, undo, resume, a full game, offline."""
from __future__ import annotations

import json
import time

from e2e_helpers import (
    card_type, finish_turn_by_clicks, flower_count, game_attr, hand_cards, hand_ids, new_game, open_app,
    settle, toast_text, wait_engine,
)
from test_lotus_board import play_card

FLOWERS = {3: "Iris", 4: "Primrose", 5: "Cherry Blossom", 6: "Lily", 7: "Lotus"}


def test_hot_seat_handoff_illegal_attempt_and_undo(page, base_url):
    open_app(page, base_url)
    # the loading stages were shown and all completed
    assert page.locator("[data-testid=stages] .stage.is-done").count() == 4
    new_game(page, [("Ann", "human"), ("Ben", "human")], seed=11, first_player="0")

    # two people on one device: the first private decision is behind a hand-off cover
    assert settle(page) == "handoff"
    assert page.inner_text("[data-testid=handoff-title]") == "Pass the device to Ann"
    assert hand_cards(page).count() == 0  # nobody's hand is rendered behind the cover
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"
    assert game_attr(page, "viewer") == "0"
    hand = hand_ids(page)
    assert len(hand) == 4

    # a tap on a hand card begins its play (exchanging has its own button), and the engine's
    # frame lights its flower and the other cards of its type
    first = hand[0]
    assert page.inner_text("[data-testid=action-exchange]") == "Exchange cards…"
    page.click(f"[data-testid=hand-card][data-card='{first}']")
    settle(page)
    assert game_attr(page, "pending-kind") == "play"
    assert page.get_attribute(f"[data-testid=hand-card][data-card='{first}']", "aria-pressed") == "true"
    assert page.inner_text("[data-testid=prompt]").endswith("Add another card of the same type, or choose the flower.")
    ftype = card_type(first)
    flower = page.locator(f"[data-testid=flower-{ftype}]")
    assert "is-target" in flower.get_attribute("class")
    lit = page.locator("[data-testid=hand-card].is-target").evaluate_all("(cs) => cs.map((c) => c.dataset.card)")
    assert lit == [c for c in hand if c != first and card_type(c) == ftype]

    # an illegal attempt: the chosen card on a flower of another type -> the engine's reason, nothing changes
    other = next(t for t in (3, 4, 5, 6, 7) if t != ftype)
    moves = game_attr(page, "moves")
    page.click(f"[data-testid=flower-{other}]")
    # in players' words: what is wrong and what to do instead (lotus.refuse.wrong_flower)
    mine, theirs = FLOWERS[ftype], FLOWERS[other]
    assert toast_text(page).startswith(
        f"The cards you chose are {mine} cards: they can only go on the {mine}, not on the {theirs}. Tap the {mine}")
    settle(page)
    assert game_attr(page, "moves") == moves
    assert hand_ids(page) == hand
    assert flower_count(page, other) == 0

    # the legal move
    before = flower_count(page, ftype)
    flower.click()
    settle(page)
    assert flower_count(page, ftype) == before + 1
    assert first not in hand_ids(page)
    assert page.inner_text("[data-testid=actions-left]") == "1 action left"
    log = page.inner_text("[data-testid=log-list]")
    assert "Ann played" in log or "Ann started" in log

    # undo takes the whole action back
    assert page.get_attribute("[data-testid=undo]", "aria-disabled") == "false"
    page.click("[data-testid=undo]")
    settle(page)
    assert sorted(hand_ids(page)) == sorted(hand)
    assert flower_count(page, ftype) == before
    assert page.inner_text("[data-testid=actions-left]") == "2 actions left"

    # play it again, then exchange two cards through the deck, then refill by clicks
    play_card(page, first)
    settle(page)
    rest = hand_ids(page)
    page.click("[data-testid=action-exchange]")  # which card first: the chooser, in hand order
    options = page.locator("[data-testid=chooser][open] button")
    assert options.all_inner_texts()[0] == f"Exchange the red {FLOWERS[card_type(rest[0])]} with your deck"
    page.click("[data-testid=chooser-option-0]")
    settle(page)
    assert game_attr(page, "pending-kind") == "exchange"
    page.click(f"[data-testid=hand-card][data-card='{rest[1]}']")  # one action only: no chooser
    settle(page)
    page.click("[data-testid=own-deck]")
    settle(page)
    assert game_attr(page, "pending-kind") == "refill"
    assert "exchanged" in page.inner_text("[data-testid=log-list]")
    finish_turn_by_clicks(page)

    # Ann sees the cards she drew last, then hides them herself
    assert settle(page) == "turnover"
    page.click("[data-testid=turn-done]")
    # Ben's turn: the cover comes back before Ben's hand is fetched
    assert settle(page) == "handoff"
    assert page.inner_text("[data-testid=handoff-title]") == "Pass the device to Ben"
    assert hand_cards(page).count() == 0
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"
    assert game_attr(page, "viewer") == "1"
    assert len(hand_ids(page)) == 4
    assert "Ben" in page.inner_text("[data-testid=hand]")

    # keyboard: focus a hand card and choose it with Enter, then its flower with Space
    card = hand_ids(page)[0]
    page.focus(f"[data-testid=hand-card][data-card='{card}']")
    page.keyboard.press("Enter")
    settle(page)
    assert page.get_attribute(f"[data-testid=hand-card][data-card='{card}']", "aria-pressed") == "true"
    before = flower_count(page, card_type(card))
    page.focus(f"[data-testid=flower-{card_type(card)}]")
    page.keyboard.press("Space")
    settle(page)
    assert flower_count(page, card_type(card)) == before + 1

    # a card of another type cannot join a play: the engine's reason, nothing changes; then
    # cancel takes the play step back
    cards = hand_ids(page)
    a = cards[0]
    b = next(c for c in cards if card_type(c) != card_type(a))
    page.click(f"[data-testid=hand-card][data-card='{a}']")
    settle(page)
    assert page.locator(f"[data-testid=hand-card][data-card='{b}'].is-target").count() == 0
    moves = game_attr(page, "moves")
    page.click(f"[data-testid=hand-card][data-card='{b}']")
    refusal = toast_text(page)  # lotus.refuse.types_mix
    assert refusal.startswith(f"Different flowers never mix: you chose {FLOWERS[card_type(a)]} cards and this is a ")
    assert "Not allowed" not in refusal and "'" not in refusal
    settle(page)
    assert game_attr(page, "moves") == moves
    assert hand_ids(page) == cards
    page.click("[data-testid=action-cancel]")
    settle(page)
    assert game_attr(page, "pending-kind") == "action"
    assert page.get_attribute(f"[data-testid=hand-card][data-card='{a}']", "aria-pressed") == "false"


def test_reload_resume_export_and_import(page, base_url, tmp_path):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=5, first_player="0")
    assert settle(page) == "idle"  # one person: no hand-off
    card = hand_ids(page)[0]
    play_card(page, card)
    settle(page)
    moves = game_attr(page, "moves")
    hand = hand_ids(page)

    page.reload()
    wait_engine(page)
    assert "Ann" in page.inner_text("[data-testid=resume-detail]")
    page.click("[data-testid=resume]")
    page.wait_for_selector("[data-testid=game]:not([hidden])")
    assert settle(page) == "idle"
    assert game_attr(page, "moves") == moves
    assert hand_ids(page) == hand
    assert page.inner_text("[data-testid=actions-left]") == "1 action left"

    # export a save file
    page.click("[data-testid=menu]")
    with page.expect_download() as dl:
        page.click("[data-testid=menu-export]")
    path = tmp_path / "save.json"
    dl.value.save_as(path)
    save = json.loads(path.read_text())
    assert save["format"] == "pyengine-save" and save["game"] == "lotus"

    # a bad file shows the engine's error on the home screen
    page.click("[data-testid=menu]")
    page.click("[data-testid=menu-home]")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pyengine-save", "version": 99}')
    page.set_input_files("[data-testid=import-file]", str(bad))
    page.wait_for_selector("[data-testid=import-error]:not([hidden])")
    assert "version 99 is not supported" in page.inner_text("[data-testid=import-error]")

    # the good file opens the game where it was
    page.set_input_files("[data-testid=import-file]", str(path))
    page.wait_for_selector("[data-testid=game]:not([hidden])")
    assert settle(page) == "idle"
    assert game_attr(page, "moves") == moves
    assert hand_ids(page) == hand


def test_full_game_against_a_bot(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=3, first_player="0")
    assert settle(page) == "idle"
    # first turn by clicks: play a card, then move a guardian from the supply onto a flower
    card = hand_ids(page)[0]
    play_card(page, card)
    settle(page)
    page.locator("[data-testid=seat-panel][data-seat='0'] [data-testid=guardian].is-target").first.click()
    settle(page)
    assert game_attr(page, "pending-kind") == "move"
    page.locator("[data-testid^=flower-].is-target").first.click()
    settle(page)
    assert "sent their" in page.inner_text("[data-testid=log-list]")
    finish_turn_by_clicks(page)
    # the bot answers by itself
    page.wait_for_function(
        "document.querySelector('[data-testid=game]').dataset.pendingPlayer === '0' && "
        "document.querySelector('[data-testid=game]').dataset.state === 'idle'")
    assert "Bot's turn" in page.inner_text("[data-testid=log-list]")
    # then the rest of the game on autopilot (the test hook lets the bot play Ann's seat too)
    page.evaluate("window.__gardenTable.autoplay()")
    assert settle(page, ("over",)) == "over"
    end = page.locator("[data-testid=end-screen]")
    end.wait_for()
    rows = page.locator("[data-testid=result-row]")
    assert rows.count() == 2
    title = page.inner_text("[data-testid=end-title]")
    assert "wins" in title or "Shared" in title
    assert "Game over" in page.inner_text("[data-testid=log-list]")
    page.click("[data-testid=end-board]")
    assert end.is_hidden()
    page.click("[data-testid=show-results]")
    page.click("[data-testid=end-new]")
    page.wait_for_selector("[data-testid=setup-dialog][open]")


def test_offline_after_first_visit(make_context, base_url):
    ctx, guard = make_context(service_workers="allow")
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    # the service worker precaches the whole build, then controls the page
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    ctx.set_offline(True)
    t0 = time.time()
    page.reload()
    wait_engine(page)
    assert time.time() - t0 < 90
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=9, first_player="0")
    assert settle(page) == "idle"
    card = hand_ids(page)[0]
    play_card(page, card)
    settle(page)
    assert card not in hand_ids(page)
    ctx.set_offline(False)

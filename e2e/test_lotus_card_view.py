"""The card view on the Lotus board: a long press, a right click or the `i` key on a card,
a petal, a guardian or a flower opens the shell's dialog with its full name and what it does."""
from __future__ import annotations

from e2e_helpers import card_type, hand_ids, new_game, open_app, settle
from test_lotus_board import play_card

FLOWERS = {3: "Iris", 4: "Primrose", 5: "Cherry Blossom", 6: "Lily", 7: "Lotus"}
DIALOG = "[data-testid=card-view]"


def full_name(card):
    colour, ftype, _ = card.split("-")
    return f"{colour.capitalize()} {FLOWERS[int(ftype)]}"


def shown(page):
    page.wait_for_selector(f"{DIALOG}[open]")
    title = page.inner_text("[data-testid=card-view-title]")
    text = page.inner_text("[data-testid=card-view-text]")
    page.click("[data-testid=card-view-close]")
    page.wait_for_selector(f"{DIALOG}:not([open])", state="attached")
    return title, text


def test_card_view_on_long_press_right_click_and_i_key(make_context, base_url):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Ben", "bot")], seed=7, first_player="0")
    assert settle(page) == "idle"
    card, other = hand_ids(page)[:2]
    moves = page.get_attribute("[data-testid=game]", "data-moves")

    # a long press (touch) on a hand card: its full name and what it does; it is not chosen
    hand_card = page.locator(f"[data-testid=hand-card][data-card='{card}']")
    box = hand_card.bounding_box()
    at = {"pointerType": "touch", "isPrimary": True, "clientX": box["x"] + 20, "clientY": box["y"] + 20, "bubbles": True}
    hand_card.dispatch_event("pointerdown", at)
    page.wait_for_timeout(650)
    hand_card.dispatch_event("pointerup", at)
    hand_card.dispatch_event("click", at)  # the click that ends a long press is swallowed
    title, text = shown(page)
    assert title == full_name(card)
    symbols = 2 if card.endswith("-1") else 1
    assert f"adds {symbols} to Ann's strength" in text or f"add {symbols} to Ann's strength" in text
    assert f"blooms when it holds {card_type(card)} petals" in text
    assert hand_card.get_attribute("aria-pressed") == "false"
    assert page.get_attribute("[data-testid=game]", "data-moves") == moves

    # a right click on a petal in the garden (the card just played)
    play_card(page, other)
    settle(page)
    page.locator(f"[data-testid=flower-{card_type(other)}] [data-inspect='card:{other}']").click(button="right")
    title, text = shown(page)
    assert title == full_name(other) and f"It grows in the {FLOWERS[card_type(other)]}" in text

    # the i key on a focused flower and on a focused guardian
    page.focus(f"[data-testid=flower-{card_type(other)}]")
    page.keyboard.press("i")
    title, text = shown(page)
    assert title == FLOWERS[card_type(other)] and "Petals:" in text and "Strength: Ann" in text
    page.focus("[data-testid=seat-panel][data-seat='0'] [data-testid=guardian]")
    page.keyboard.press("i")
    title, text = shown(page)
    assert title == "Ann's ladybug guardian" and "waits in Ann's supply" in text and "adds 1 to Ann's strength" in text

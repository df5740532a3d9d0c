"""The card view on the Lotus board: a long press, a right click or the `i` key on a card,
a petal, a guardian or a flower opens the shell's dialog with its full name and what it does;
every picture on the board and in the dialog is an element drawn with the DOM, never parsed markup."""
from __future__ import annotations

from e2e_helpers import card_type, hand_ids, new_game, open_app, settle, still
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
    still(page)
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


# Records every piece of markup the page parses (innerHTML, outerHTML, insertAdjacentHTML,
# DOMParser, Range fragments), the shell's own included.
RECORD_MARKUP = """(() => {
  const seen = (window.__markup = []);
  for (const name of ["innerHTML", "outerHTML"]) {
    const desc = Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(Element.prototype, name, { configurable: true, get: desc.get,
      set(v) { seen.push(String(v)); desc.set.call(this, v); } });
  }
  const wrap = (proto, name, at) => {
    const fn = proto[name];
    proto[name] = function (...args) { seen.push(String(args[at])); return fn.apply(this, args); };
  };
  wrap(Element.prototype, "insertAdjacentHTML", 1);
  wrap(DOMParser.prototype, "parseFromString", 0);
  wrap(Range.prototype, "createContextualFragment", 0);
})();"""

# Every kind of picture the Lotus module gives the shell: the home icon and each card view's art.
MODULE_PICTURES = """async () => {
  const m = await import("./games/lotus/index.js");
  const view = window.__gardenTable.app.session.view;
  const refs = [...new Set([...document.querySelectorAll("[data-testid=lotus-board] [data-inspect]")].map((e) => e.dataset.inspect)),
    "power:elder", "power:path", "power:growth", "flower:3", "flower:7"];
  const pictures = [m.icon(64), ...refs.map((r) => m.cardInfo(r, view).art)];
  return { refs, elements: pictures.filter((p) => p instanceof SVGSVGElement && p.childElementCount > 0).length, all: pictures.length };
}"""


def lotus_markup(page):
    """What the page parsed from markup that is a Lotus picture (its classes are lb-...)."""
    return [m for m in page.evaluate("window.__markup") if "lb-" in m or "data-insect" in m or "<svg" in m]


def test_the_pictures_are_built_as_elements_not_parsed_from_markup(make_context, base_url):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    page.add_init_script(RECORD_MARKUP)
    open_app(page, base_url)
    assert page.locator("[data-testid=game-card-lotus] > svg.lb-flower-icon > path").count() == 7  # the home icon
    new_game(page, [("Ann", "human"), ("Ben", "bot")], seed=7, first_player="0")
    assert settle(page) == "idle"
    card = hand_ids(page)[0]
    play_card(page, card)
    settle(page)
    page.evaluate("window.__gardenTable.autoplay(40)")  # both seats play on: guardians, crowns, wildflowers
    settle(page)
    board = "[data-testid=lotus-board]"
    assert page.locator(f"{board} svg.lb-flower").count() == 5
    assert page.locator(f"{board} .lb-petal[data-card][data-inspect] title").count() >= 2  # petals, each named
    assert page.locator(f"{board} svg.lb-guardian-svg[data-insect]").count() >= 4
    assert page.locator(f"{board} svg.lb-insect[data-insect]").count() >= 3
    assert page.locator(f"{board} svg.lb-deck-svg").count() == 2 and page.locator(f"{board} svg.lb-token").count() == 2

    # the card view's picture of a petal, a hand card, a flower and a guardian
    for target in (f"{board} .lb-petal[data-inspect]", "[data-testid=hand-card]", f"{board} [data-testid=flower-7]",
                   f"{board} [data-testid=guardian]"):
        page.locator(target).first.click(button="right")
        page.wait_for_selector(f"{DIALOG}[open]")
        art = page.locator(f"{DIALOG} .card-view-art > svg")
        assert art.count() == 1 and art.locator("*").count() >= 3, target
        page.click("[data-testid=card-view-close]")
        page.wait_for_selector(f"{DIALOG}:not([open])", state="attached")

    # none of the board's pictures, the home icon or the card view's art went through markup text
    assert lotus_markup(page) == []
    # and every picture the module hands the shell is an element it drew
    pictures = page.evaluate(MODULE_PICTURES)
    assert pictures["elements"] == pictures["all"] and pictures["all"] >= 10, pictures

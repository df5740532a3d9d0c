"""The Grimwood pieces the shell's kit shows (web/README's board conventions): the last-move
marks (lastMove -> is-last), the arrow-key groups and gliding cards (data-group, data-flip),
the end screen's combos (resultDetails) and the card view (data-inspect -> cardInfo); and the
notice that a save of rules corrected since goes on from its saved position.
"""
from __future__ import annotations

from pathlib import Path

from e2e_helpers import open_app, settle, wait_engine
from test_grimwood_table import DECK, load_position, shot, tap

def move(page, selector):
    tap(page, selector)


def marked(page):
    return sorted(el.get_attribute("data-target") or el.get_attribute("data-mark") for el in page.locator(".gw .is-last").all())


def test_last_move_groups_and_gliding_cards(page, base_url, tmp_path):
    load_position(page, base_url, tmp_path, hands={0: ["nymph", "owl-1"], 1: ["crow-1", "crow-2"], 2: ["owl-2"]},
                  combos={1: [["giant"]]}, deck=["mage"] + DECK)
    # arrow keys: hand cards, seats and combos are groups; every card glides by its id
    assert {el.get_attribute("data-group") for el in page.locator("[data-testid=hand-card]").all()} == {"hand"}
    assert {el.get_attribute("data-group") for el in page.locator("[data-testid=seat-pick]").all()} == {"seats"}
    assert {el.get_attribute("data-group") for el in page.locator("[data-testid=combo]").all()} == {"combos"}
    flips = page.eval_on_selector_all("[data-flip]", "els => els.map(e => e.dataset.flip)")
    assert "nymph" in flips and "giant" in flips and len(flips) == len(set(flips))
    page.focus("[data-testid=hand-card][data-card=nymph]")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") == "owl-1"

    move(page, "[data-testid=deck]")  # draw: the deck and the drawn card are the last move
    assert marked(page) == ["deck", "hand:mage"]
    after = page.locator("[data-testid=deck].is-last")
    style = after.evaluate("el => { const s = getComputedStyle(el); const a = getComputedStyle(el, '::after'); return [s.outlineStyle, a.content]; }")
    assert style == ["dashed", '"last"']

    tap(page, "[data-testid=hand-card][data-card=nymph]")
    move(page, "[data-testid=combo-new]")  # the combo laid
    laid = page.get_attribute("[data-testid=combo][data-seat='0']", "data-combo")
    assert marked(page) == [f"combo:{laid}"]
    # the Nymph went from the hand into the combo under the same data-flip
    assert page.locator("[data-testid=combo][data-seat='0'] [data-flip=nymph]").count() == 1
    tap(page, "[data-testid=action-power-nymph]")
    move(page, "[data-testid=card-card][data-card=giant]")  # taken from Ben: his seat was hit
    assert "seat:1" in marked(page)
    shot(page, "last-move")




def test_the_end_screen_shows_every_players_combos_and_their_points(page, base_url, tmp_path):
    load_position(page, base_url, tmp_path, hands={0: ["mage", "owl-1"], 1: ["crow-1", "hydra"], 2: ["owl-2"]},
                  combos={0: [["giant", "troll"], ("locations", ["path-1", "swamp-1", "clearing-2"])], 1: [["nymph"]],
                          2: [("crows", ["crow-5", "crow-6", "crow-7"])]})
    page.evaluate("window.__gardenTable.autoplay()")
    end = page.locator("[data-testid=end-screen]")
    end.wait_for(state="visible", timeout=90_000)
    details = end.locator("[data-testid=result-details]")
    rows = {r.get_attribute("data-seat"): int(r.locator(".score").inner_text()) for r in end.locator("[data-testid=result-row]").all()}
    players = details.locator("[data-testid=result-player]")
    assert players.count() == 3
    laid = 0
    for player in players.all():
        seat = player.get_attribute("data-seat")
        points = [int(c.get_attribute("data-points")) for c in player.locator("[data-testid=result-combo]").all()]
        assert sum(points) == rows[seat], f"seat {seat}: combos {points} against a score of {rows[seat]}"
        for combo in player.locator("[data-testid=result-combo]").all():
            assert combo.locator("[data-inspect]").count() >= 1  # its cards are shown
            assert combo.inner_text().strip().endswith(("pt", "pts"))
        laid += len(points)
    assert laid >= 3
    shot(page, "end")


def card_view(page):
    dialog = page.locator("[data-testid=card-view]")
    dialog.wait_for(state="visible")
    return dialog.locator("[data-testid=card-view-title]").inner_text(), dialog.locator("[data-testid=card-view-text]").inner_text()


def close_card_view(page):
    page.click("[data-testid=card-view-close]")
    page.locator("[data-testid=card-view]").wait_for(state="hidden")


def test_every_card_opens_the_card_view_with_its_full_name_and_power(page, base_url, tmp_path):
    load_position(page, base_url, tmp_path, hands={0: ["dracula", "owl-1"], 1: ["crow-1"], 2: ["owl-2"]},
                  combos={1: [["giant", "eternals"]]}, discard=["crow-5", "laraki"])
    moves = page.get_attribute("[data-testid=game]", "data-moves")
    # a tap on a card in another player's combo (not a move now) shows that card
    page.click("[data-testid=combo][data-seat='1'] [data-inspect=eternals]")
    title, text = card_view(page)
    assert title == "The Eternals" and "Fill your hand to 7 by drawing and/or stealing." in text
    assert "supernatural combo" in text
    close_card_view(page)
    # a right click on a hand card shows it and plays nothing
    page.click("[data-testid=hand-card][data-card=dracula]", button="right")
    title, text = card_view(page)
    assert title == "Dracula" and "Steal 2 cards from one player's hand." in text and "Bride" in text
    close_card_view(page)
    # a long press (touch) on a hand card, then the i key on the discard pile's top card
    page.locator("[data-testid=hand-card][data-card=owl-1]").evaluate("""(el) => new Promise((done) => {
      const r = el.getBoundingClientRect(), at = { bubbles: true, pointerType: "touch", clientX: r.x + 5, clientY: r.y + 5 };
      el.dispatchEvent(new PointerEvent("pointerdown", at));
      setTimeout(() => { el.dispatchEvent(new PointerEvent("pointerup", at)); done(); }, 650);
    })""")
    title, text = card_view(page)
    assert title == "Owl" and "10-point combo" in text
    close_card_view(page)
    page.focus("[data-testid=discard] [data-inspect=laraki]")
    page.keyboard.press("i")
    title, text = card_view(page)
    assert title == "The Laraki" and "keep one, give one to each other player" in text
    close_card_view(page)
    # the whole discard pile, top first, each card shown whole on a tap
    page.click("[data-testid=discard-browse-toggle]")
    browse = page.locator("[data-testid=discard-browse] [data-inspect]")
    assert browse.first.get_attribute("data-inspect") == "laraki"
    assert browse.count() == int(page.get_attribute("[data-testid=discard]", "data-count"))
    page.click("[data-testid=discard-browse] [data-inspect=crow-5]")
    assert card_view(page)[0] == "Crow"
    close_card_view(page)
    assert page.get_attribute("[data-testid=game]", "data-moves") == moves
    # on a phone, too
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("[data-testid=combo][data-seat='1'] [data-inspect=giant]")
    assert card_view(page)[0] == "Giant"
    shot(page, "card-view-phone")


# Records every piece of markup the page parses through innerHTML (the shell's own included).
RECORD_MARKUP = """(() => {
  window.__markup = [];
  const desc = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  Object.defineProperty(Element.prototype, "innerHTML", { configurable: true, get: desc.get,
    set(v) { window.__markup.push(String(v)); desc.set.call(this, v); } });
})();"""


def test_the_pictures_are_built_as_elements_not_parsed_from_markup(page, base_url, tmp_path):
    page.add_init_script(RECORD_MARKUP)
    load_position(page, base_url, tmp_path, hands={0: ["dracula", "owl-1", "rune-1"], 1: ["crow-1"], 2: ["owl-2"]},
                  combos={1: [["giant"]]}, discard=["laraki"])
    page.click("[data-testid=hand-card][data-card=dracula]", button="right")
    card_view(page)
    art = page.locator("[data-testid=card-view] .card-view-art > svg")
    assert art.count() == 1 and art.locator("*").count() > 8  # the Dracula's picture, drawn
    close_card_view(page)
    # cards, backs, seat tokens, the card view's picture: none went through markup text
    grimwood = [m for m in page.evaluate("window.__markup") if "gw-" in m or "#1f3a27" in m or "viewBox=\"0 0 60 44\"" in m]
    assert grimwood == []
    assert page.locator(".gw svg.gw-pic").count() >= 4 and page.locator(".gw svg.gw-token").count() >= 3


FIRST_RELEASE = Path(__file__).resolve().parent.parent / "tests" / "saves" / "grimwood_v1_rules1_3p_30_actions.json"


def test_a_first_release_save_opens_and_says_the_rules_were_corrected(page, base_url):
    """Its actions no longer replay (a rule was corrected since): it goes on from its saved
    position and a notice says so, once: the game kept in this browser is of today's rules."""
    open_app(page, base_url)
    page.set_input_files("[data-testid=import-file]", str(FIRST_RELEASE))
    page.wait_for_selector("[data-testid=grimwood-board]")
    notice = page.locator("[data-testid=toast][data-kind=info]")
    notice.wait_for()
    assert "earlier version of the rules (release 1)" in notice.inner_text()
    assert "corrected rules (release 2)" in notice.inner_text()
    assert page.locator("[data-testid=toast][data-kind=error]").count() == 0
    assert settle(page) in ("idle", "handoff")
    # resumed from this browser's saved games: its own save loads as it is, without the notice
    page.evaluate("localStorage.setItem('garden-table.seen.cardview-tip', '1')")
    page.goto(f"{base_url}index.html?botDelay=0&test=1")
    wait_engine(page)
    page.click("[data-testid=saved-game][data-game=grimwood] [data-testid=resume]")
    page.wait_for_selector("[data-testid=grimwood-board]")
    assert settle(page) in ("idle", "handoff")
    assert page.locator("[data-testid=toast]").count() == 0

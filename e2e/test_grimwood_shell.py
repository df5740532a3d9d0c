"""The Grimwood pieces the shell's kit shows (web/README's board conventions): the last-move
marks (lastMove -> is-last), the arrow-key groups and gliding cards (data-group, data-flip),
the end screen's combos (resultDetails) and the card view (data-inspect -> cardInfo).

Where the kit of this build does not have a hook yet (board-kit without markLast or
watchGroups, an end screen without resultDetails), the test does what the README says the
shell does with the module's answer, so the module's side is still checked in the page.
"""
from __future__ import annotations

from test_grimwood_table import DECK, load_position, shot, tap

KIT = "(async () => Object.keys(await import(new URL('js/board-kit.js', document.baseURI).href)))()"
MODULE = "new URL('games/grimwood/index.js', document.baseURI).href"


def kit_has(page, name):
    return name in page.evaluate(KIT)


def mark_last(page):
    """The shell's markLast, when the kit lacks it: is-last on the module's lastMove marks."""
    if kit_has(page, "markLast"):
        return
    page.evaluate(f"""(async () => {{
      const mod = await import({MODULE});
      const root = document.querySelector('[data-testid=grimwood-board]');
      for (const el of root.querySelectorAll('.is-last')) el.classList.remove('is-last');
      for (const m of mod.lastMove(window.__gardenTable.app.session.view))
        for (const el of root.querySelectorAll(`[data-target="${{CSS.escape(m)}}"], [data-mark="${{CSS.escape(m)}}"]`)) el.classList.add('is-last');
    }})()""")


def move(page, selector):
    tap(page, selector)
    mark_last(page)


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
    if kit_has(page, "watchGroups"):
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
    if end.locator("[data-testid=result-details]").count() == 0:  # a shell without resultDetails yet
        page.evaluate(f"""(async () => {{
          const mod = await import({MODULE});
          const s = window.__gardenTable.app.session;
          document.getElementById('end-body').append(mod.resultDetails(s.view.result, s.view, (i) => s.seats[i].name));
        }})()""")
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

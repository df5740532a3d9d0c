"""The Lotus board's conventions in a real browser: the last move, card view data, arrow-key
groups and gliding pieces, touch sizes and focus rings, colour never alone, large screens."""
from __future__ import annotations

from e2e_helpers import card_type, hand_ids, new_game, open_app, settle

MODULE = "./games/lotus/index.js"


def start(page, base_url, seed=7):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Ben", "bot")], seed=seed, first_player="0")
    assert settle(page) == "idle"


def play_card(page, card):
    """Play one hand card onto its flower: the card, then the flower (lit once the engine's
    play step has begun)."""
    page.click(f"[data-testid=hand-card][data-card='{card}']")
    page.click(f"[data-testid=flower-{card_type(card)}].is-target")


def play_first_card(page):
    card = hand_ids(page)[0]
    play_card(page, card)
    settle(page)
    return card


def call_module(page, fn, *args):
    """Call an export of the Lotus module on the view on screen."""
    return page.evaluate(
        "async ([fn, args]) => { const m = await import(%r); return m[fn](...args, window.__gardenTable.app.session.view); }"
        % MODULE, [fn, list(args)])


def art_of(page, ref):
    """The card view's picture of ref: the tag of the SVG element the module drew (None if it is no element)."""
    return page.evaluate(
        "async (ref) => { const m = await import(%r); const art = m.cardInfo(ref, window.__gardenTable.app.session.view).art;"
        " return art instanceof SVGSVGElement ? art.localName : null; }" % MODULE, ref)


def marked(page, marks):
    """The elements each mark names on the board (data-target or data-mark)."""
    return page.evaluate("""(marks) => marks.map((m) => document.querySelectorAll(
        `[data-testid=lotus-board] [data-target="${CSS.escape(m)}"], [data-testid=lotus-board] [data-mark="${CSS.escape(m)}"]`).length)""",
                         marks)


def test_last_move_card_view_groups_and_gliding_pieces(page, base_url):
    start(page, base_url)
    board = "[data-testid=lotus-board]"
    # arrow-key groups and stable ids for the pieces that move
    assert page.locator(f"{board} [data-group=hand][data-target^='hand:']").count() == 4
    assert page.locator(f"{board} [data-group=garden][data-target^='flower:']").count() == 5
    assert page.locator(f"{board} [data-group=wild][data-target^='wild:']").count() == 4
    card = hand_ids(page)[0]
    assert page.get_attribute(f"[data-testid=hand-card][data-card='{card}']", "data-flip") == f"card:{card}"

    played = play_first_card(page)
    ftype = card_type(played)
    # the card now is a petal of its flower with the same flip id, so the kit glides it there
    petal = page.locator(f"[data-testid=flower-{ftype}] [data-flip='card:{played}']")
    assert petal.count() == 1 and petal.get_attribute("data-inspect") == f"card:{played}"

    # the last move is the flower grown, and its mark is on the board
    marks = call_module(page, "lastMove")
    assert marks == [f"flower:{ftype}"]
    assert marked(page, marks) == [1]
    # the shell marks it; .is-last is visible without colour: a dashed ring and a badge with words
    assert "is-last" in page.get_attribute(f"[data-testid=flower-{ftype}]", "class")
    style = page.evaluate("""(sel) => { const el = document.querySelector(sel);
        const ring = getComputedStyle(el, '::before'), badge = getComputedStyle(el, '::after');
        return [ring.borderTopStyle, parseFloat(ring.borderTopWidth), badge.content]; }""", f"[data-testid=flower-{ftype}]")
    assert style[0] == "dashed" and style[1] >= 2 and style[2] == '"last move"'

    # a guardian moved: the guardian and its flower are marked
    page.locator("[data-testid=seat-panel][data-seat='0'] [data-testid=guardian]").first.click()
    page.click(f"[data-testid=flower-{ftype}]")
    settle(page)
    marks = call_module(page, "lastMove")
    assert sorted(marks) == sorted(["guardian:red-g1", f"flower:{ftype}"]) or sorted(marks) == sorted(["guardian:red-g2", f"flower:{ftype}"])
    assert marked(page, marks) == [1, 1]
    assert page.locator("[data-testid=lotus-board] .is-last").count() == 2

    # every card, petal, guardian, flower and power on the board can be inspected, in words
    refs = page.evaluate("() => [...new Set([...document.querySelectorAll('[data-testid=lotus-board] [data-inspect]')].map((e) => e.dataset.inspect))]")
    kinds = {r.split(":")[0] for r in refs}
    assert {"card", "flower", "guardian"} <= kinds
    for ref in refs:
        info = call_module(page, "cardInfo", ref)
        assert info and info["title"] and info["text"] and art_of(page, ref) == "svg", ref
        words = " ".join([info["title"], info.get("subtitle", ""), *info["text"]])
        assert "{" not in words and "lotus." not in words and "undefined" not in words, (ref, words)
    info = call_module(page, "cardInfo", f"card:{played}")
    assert info["title"].endswith({3: "Iris", 4: "Primrose", 5: "Cherry Blossom", 6: "Lily", 7: "Lotus"}[ftype])
    assert any("strength" in line for line in info["text"])
    power = call_module(page, "cardInfo", "power:growth")
    assert power["title"] == "Infinite Growth" and "3 or more cards" in power["text"][0]


def test_phone_targets_are_44px_with_a_focus_ring_and_nothing_scrolls_sideways(make_context, base_url):
    ctx, guard = make_context(390, 844)
    page = ctx.new_page()
    guard.watch(page)
    start(page, base_url)
    play_first_card(page)  # a flower with a guardian target and a strength chip
    small = page.evaluate("""() => [...document.querySelectorAll('[data-testid=lotus-board] [data-target], [data-testid=lotus-board] button, [data-testid=lotus-board] [data-inspect]:not(g)')]
        .map((e) => { const r = e.getBoundingClientRect(); return [e.dataset.target || e.dataset.inspect || e.className, Math.round(r.width), Math.round(r.height)]; })
        .filter(([, w, h]) => w < 44 || h < 44)""")
    assert small == []
    # the keyboard focus ring on every target and inspectable element of the board
    page.focus("[data-testid=hand-card]")
    seen = 0
    for _ in range(30):
        page.keyboard.press("Tab")  # keyboard focus: the ring must show (:focus-visible)
        ring = page.evaluate("""() => { const e = document.activeElement;
            if (!e.closest('[data-testid=lotus-board]')) return null;
            const s = getComputedStyle(e); return [e.dataset.target || e.dataset.inspect, s.outlineStyle, parseFloat(s.outlineWidth)]; }""")
        if ring:
            seen += 1
            assert ring[1] == "solid" and ring[2] >= 3, ring
    assert seen >= 8
    for width, height in [(390, 844), (820, 1180), (1366, 768), (1920, 1080)]:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        over = page.evaluate("""() => [document.documentElement.scrollWidth - innerWidth,
            ...[document.querySelector('.board-host'), ...document.querySelectorAll('[data-testid=lotus-board] *')]
               .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
               .map((e) => e.className)]""")
        assert over == [0], (width, over)


def test_large_screens_use_the_room_and_colour_always_comes_with_its_insect(make_context, base_url):
    ctx, guard = make_context(1920, 1080)
    page = ctx.new_page()
    guard.watch(page)
    start(page, base_url)
    play_first_card(page)
    card = page.locator("[data-testid=hand-card]").first.bounding_box()
    flower = page.locator("[data-testid^=flower-] svg").first.bounding_box()
    assert card["width"] >= 90 and flower["width"] >= 240, (card, flower)
    # every element drawn in a seat colour also shows that seat's insect
    lonely = page.evaluate("""() => [...document.querySelectorAll('[data-testid=lotus-board] [data-colour]')]
        .filter((e) => !e.querySelector(`[data-insect="${e.dataset.colour}"]`)).map((e) => e.className.baseVal ?? e.className)""")
    coloured = page.locator("[data-testid=lotus-board] [data-colour]").count()
    assert coloured >= 8 and lonely == []

"""Hidden information on a shared device: what the page shows between people.

A bot's turn between two people, the seed during play, the last private draw of a turn,
and the hand-off cover's own menu.
"""
from __future__ import annotations

import json
import re

import pytest

from e2e_helpers import card_type, game_attr, hand_ids, new_game, open_app, settle

GAMES = ["lotus", "grimwood", "living_forest"]
PEOPLE_AND_A_BOT = [("Ana", "human"), ("Bot", "bot"), ("Bảo", "human")]


def engine(page, request: dict):
    return page.evaluate("(req) => window.pyengine.call(req)", request)


def match_id(page) -> str:
    return game_attr(page, "match")


def strings(value, out: set) -> set:
    if isinstance(value, dict):
        for v in value.values():
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def private_strings(page, seat: int) -> set:
    """What the seat's own board view holds that the spectator's does not (its card ids)."""
    mine = engine(page, {"op": "view", "match": match_id(page), "player": seat})["view"]["board"]
    everyone = engine(page, {"op": "view", "match": match_id(page), "player": None})["view"]["board"]
    return {s for s in strings(mine, set()) - strings(everyone, set()) if len(s) >= 4}


def still_private(page, seat: int, seen: set) -> set:
    """Of what the seat held privately so far (and holds now), what is still not public."""
    everyone = engine(page, {"op": "view", "match": match_id(page), "player": None})["view"]
    return (seen | private_strings(page, seat)) - strings(everyone, set())


def open_a_private_card(page, secrets: set) -> None:
    """Open the card view of one of the seat's private cards, if its board shows one."""
    page.evaluate("""(secrets) => {
      const el = [...document.querySelectorAll('#board-host [data-inspect]')]
        .find((e) => secrets.some((s) => e.dataset.inspect.split(':').includes(s)));
      if (el && !document.querySelector('[data-testid=card-view][open]')) el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    }""", sorted(secrets))


def pending(page):
    view = engine(page, {"op": "view", "match": match_id(page), "player": None})["view"]
    return view["pending"]


def autoplay(page, n=1):
    page.evaluate(f"window.__gardenTable.autoplay({n})")
    return settle(page, ("idle", "handoff", "over", "bot", "turnover"))


def on_page(page, secrets: set) -> list[str]:
    """The secrets found in the page's data attributes (where boards keep card ids; names
    as text are not ids: a public card may bear the same name)."""
    data = page.evaluate("""() => [...document.body.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.value)).join(' ')""")
    return sorted(s for s in secrets if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", data))


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_between_two_people_shows_only_what_everyone_may_see(make_context, base_url, game):
    ctx, guard = make_context(1280, 860)
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url, query="botWait=1&test=1")  # the bot waits: we look at its turn
    new_game(page, PEOPLE_AND_A_BOT, seed=21, first_player="0", game=game)
    # Play on (the test hook plays every seat; Ana takes the device whenever offered) until
    # the bot's turn begins right after Ana's while Ana holds something not public.
    held: set = set()
    previous = None
    secrets: set = set()
    for _ in range(1500):
        p = pending(page)
        assert p is not None, "the game ended before the case came up"
        if p["player"] == 0 and settle(page) == "handoff":
            page.click("[data-testid=handoff-confirm]")
            settle(page)
        if p["player"] == 0:
            held |= private_strings(page, 0)
            open_a_private_card(page, held)
        if previous == 0 and p["player"] == 1:
            secrets = still_private(page, 0, held)
            if secrets:
                break
        previous = p["player"]
        autoplay(page)
    assert secrets, "Ana never left the device with something private"
    assert settle(page, ("bot",)) == "bot"
    assert game_attr(page, "viewer") == ""
    assert page.locator("[data-testid=card-view][open]").count() == 0  # a card Ana opened is closed
    assert on_page(page, secrets) == []
    # the bot plays; the next person gets the cover before anything of theirs is shown
    while pending(page) and pending(page)["player"] == 1:
        autoplay(page)
        assert on_page(page, still_private(page, 0, secrets)) == []
        assert game_attr(page, "viewer") in ("", None)


def test_the_cover_has_its_own_menu_and_reveals_nothing(page, base_url, tmp_path):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Ben", "human")], seed=11, first_player="0")
    assert settle(page) == "handoff"
    # the game behind the cover cannot be reached, its menu included
    assert page.evaluate("document.getElementById('game').inert") is True
    assert page.get_attribute("[data-testid=handoff-rules]", "href") == "rules/lotus.html"
    with page.expect_download() as dl:
        page.click("[data-testid=handoff-export]")
    path = tmp_path / "save.json"
    dl.value.save_as(path)
    assert json.loads(path.read_text())["game"] == "lotus"
    assert hand_ids(page) == []
    page.click("[data-testid=handoff-home]")
    page.wait_for_selector("[data-testid=home]:not([hidden])")
    # resuming the game brings the cover back first
    page.click("[data-testid=resume]")
    assert settle(page) == "handoff"
    assert hand_ids(page) == []


def test_the_seed_is_shown_only_once_the_game_is_over(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Bot", "bot")], seed=424242, first_player="0")
    assert settle(page) == "idle"
    assert "424242" not in page.evaluate("document.body.outerHTML")
    assert "424242" not in page.inner_text("body")
    page.evaluate("window.__gardenTable.autoplay()")
    assert settle(page, ("over",)) == "over"
    assert "424242" in page.inner_text("[data-testid=end-seed]")
    assert "last turn" in page.inner_text("[data-testid=end-reason]")  # why the game ended


def test_after_the_last_draw_of_a_turn_its_player_sees_the_card_then_hides_it(page, base_url):
    open_app(page, base_url)
    new_game(page, [("Ann", "human"), ("Ben", "human")], seed=11, first_player="0")
    page.click("[data-testid=handoff-confirm]")
    assert settle(page) == "idle"
    for _ in range(2):  # two plays, each of one card
        card = hand_ids(page)[0]
        page.click(f"[data-testid=hand-card][data-card='{card}']")
        page.click(f"[data-testid=flower-{card_type(card)}]")
        settle(page)
    kept = set(hand_ids(page))
    # refill from the deck: the second draw ends the turn
    while game_attr(page, "pending-kind") == "refill" and settle(page) == "idle":
        page.click("[data-testid=own-deck]")
    assert settle(page, ("turnover",)) == "turnover"
    drawn = set(hand_ids(page)) - kept
    assert len(drawn) == 2
    prompt = page.inner_text("[data-testid=prompt]")
    assert prompt.startswith("Ann:") and "drew" in prompt and "Hide your hand" in prompt
    page.click("[data-testid=turn-done]")
    assert settle(page) == "handoff"
    assert on_page(page, drawn | kept) == []


def test_one_person_playing_two_seats_gets_no_cover_between_them(page, base_url):
    open_app(page, base_url)
    page.click("[data-testid=new-game-lotus]")
    page.select_option("[data-testid=setup-players]", "3")
    page.fill("[data-testid=seat-name-0]", "Ana")
    page.select_option("[data-testid=seat-kind-0]", "human")
    page.select_option("[data-testid=seat-kind-1]", "same:0")  # Ana plays seat 2 as well
    page.fill("[data-testid=seat-name-1]", "Ana's other")
    page.select_option("[data-testid=seat-kind-2]", "human")
    page.fill("[data-testid=seat-name-2]", "Ben")
    page.select_option("[data-testid=option-first_player]", "0")
    page.fill("[data-testid=setup-seed]", "7")
    page.click("[data-testid=setup-start]")
    assert settle(page) == "handoff"  # two people at the table: the first one takes the device
    page.click("[data-testid=handoff-confirm]")
    seats = engine(page, {"op": "view", "match": match_id(page)})["view"]["seats"]
    assert seats[0]["person"] == seats[1]["person"] != seats[2].get("person")
    while pending(page)["player"] == 0:  # Ana's first seat plays its turn
        autoplay(page)
    # then her second seat: no cover, her view
    assert pending(page)["player"] == 1 and settle(page) == "idle" and game_attr(page, "viewer") == "1"
    while pending(page)["player"] == 1:
        autoplay(page)
    assert settle(page) == "handoff" and "Ben" in page.inner_text("[data-testid=handoff-title]")

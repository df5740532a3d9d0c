"""Horizons of Spirit Island in a real browser: a solo game started from the setup dialog grows
(an option, a presence from each track placed on a lit land), is refused a card it cannot pay
for, plays a card, uses it on a land
(pushing an explorer), then the bot plays to the end screen and its score sheet; the board fits
a phone, a tablet and two laptops without sideways scrolling (screenshots under
.cache/test-results/horizons_ui/); the rules page shows our decisions as ours."""
from __future__ import annotations

from pathlib import Path

from e2e_helpers import game_attr, open_app, settle, toast_text
from horizons_page import act, lit, log_text, no_sideways_scroll, still

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / ".cache" / "test-results" / "horizons_ui"
SIZES = [("phone", 390, 844), ("tablet", 820, 1180), ("laptop", 1366, 768), ("laptop", 1280, 860)]


def start_solo(page, name="Ann", seed=7):
    page.click("[data-testid=new-game-spirit_island_horizons]")
    page.fill("[data-testid=seat-name-0]", name)
    page.select_option("[data-testid=option-board]", "G")
    page.fill("[data-testid=setup-seed]", str(seed))
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden]) .hz-island")
    assert settle(page) == "idle"


def test_solo_game_grows_plays_uses_a_power_and_ends(page, base_url):
    open_app(page, base_url)
    start_solo(page)
    assert page.locator(".hz-land").count() == 8
    assert game_attr(page, "pending-kind") == "spirit"
    assert "Choose a growth option" in page.inner_text("[data-testid=prompt]")
    assert lit(page) == ["growth:0", "growth:1", "growth:2"]

    # growth option 2: two presence, range 1; the first from the energy track into G1
    act(page, "[data-testid=hz-growth] >> nth=1")
    assert "Ann grows with option 2" in log_text(page)
    assert {"track:energy", "track:card_plays"} <= set(lit(page))
    act(page, "[data-testid=hz-track-energy] [data-testid=hz-track-next]")
    assert game_attr(page, "pending-kind") == "place"
    assert "land:G1" in lit(page) and "land:G8" not in lit(page)  # range 1 from G2
    still(page)
    page.click(".hz-land[data-land=G8]", force=True)  # out of range: no move, the land's details instead
    assert page.get_attribute("[data-testid=hz-land-details]", "data-land") == "G8"
    assert game_attr(page, "pending-kind") == "place"
    act(page, ".hz-land[data-land=G1]")
    assert page.get_attribute("[data-testid=hz-track-energy]", "data-uncovered") == "2"
    assert "takes a presence from the Energy track and places it in G1" in log_text(page)
    # the second from the card plays track into G4
    act(page, "[data-testid=hz-track-card_plays] [data-testid=hz-track-next]")
    act(page, ".hz-land[data-land=G4]")
    assert page.get_attribute("[data-testid=hz-track-card_plays]", "data-uncovered") == "2"
    assert "presence of" in page.get_attribute(".hz-land[data-land=G4]", "aria-label")

    # a card that costs more than the energy there is: the engine says why, nothing changes
    assert game_attr(page, "pending-kind") == "spirit"
    assert "card:intractable_thickets_and_thorns" not in lit(page)
    moves = game_attr(page, "moves")
    still(page)
    page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")
    page.click("[data-testid=hz-hand-card][data-card=intractable_thickets_and_thorns]")
    assert "You do not have enough energy for that card" in toast_text(page)
    assert game_attr(page, "moves") == moves

    # play Foul Vapors and Fetid Muck (cost 0): it leaves the hand for the played cards
    assert page.get_attribute("[data-testid=hz-plays]", "data-left") == "2"
    act(page, "[data-testid=hz-hand-card][data-card=foul_vapors_and_fetid_muck]")
    assert page.locator("[data-testid=hz-played-card][data-card=foul_vapors_and_fetid_muck]").count() == 1
    assert page.locator("[data-testid=hz-hand-card][data-card=foul_vapors_and_fetid_muck]").count() == 0
    assert page.get_attribute("[data-testid=hz-plays]", "data-left") == "1"
    act(page, "[data-testid=action-done]")

    # the invaders have explored; in the slow phase the played card is lit: use it on G1
    assert game_attr(page, "pending-kind") == "powers"
    assert "Slow powers" in page.inner_text("[data-testid=prompt]")
    assert "card:foul_vapors_and_fetid_muck" in lit(page)
    act(page, "[data-testid=hz-played-card][data-card=foul_vapors_and_fetid_muck]")
    assert game_attr(page, "pending-kind") == "aim"
    act(page, ".hz-land[data-land=G1]")
    assert "Ann uses Foul Vapors and Fetid Muck on G1" in log_text(page)
    assert page.get_attribute("[data-testid=hz-fear]", "data-generated") == "1"
    # its push: a lit adjacent land takes the explorer
    assert game_attr(page, "pending-kind") == "move"
    assert "Push explorers from G1" in page.inner_text("[data-testid=prompt]")
    assert page.inner_text("[data-testid=action-done]") == "Stop pushing"
    target = lit(page)[0]
    act(page, f".hz-land[data-target='{target}']")
    assert f"Explorer moves from G1 to {target[5:]}" in log_text(page)

    # the bot plays on to the end screen and its score sheet
    page.evaluate("window.__gardenTable.autoplay(3000)")
    page.wait_for_selector("[data-testid=end-screen]:not([hidden]) [data-testid=hz-result]", timeout=60_000)
    sheet = page.locator("[data-testid=hz-result]")
    won = sheet.get_attribute("data-won") == "true"
    assert page.inner_text("[data-testid=end-title]") == ("You won together!" if won else "You lost together.")
    assert page.inner_text("[data-testid=hz-result-outcome] td") == ("Won" if won else "Lost")
    for row in ("reason", "round", "terror", "blight_left", "fear_cards_left"):
        assert page.inner_text(f"[data-testid=hz-result-{row}] td").strip()
    assert page.inner_text("[data-testid=end-reason]") == page.inner_text("[data-testid=hz-result-reason] td")


def test_the_board_fits_phone_tablet_and_laptop(make_context, base_url):
    SHOTS.mkdir(parents=True, exist_ok=True)
    ctx, guard = make_context(*SIZES[0][1:])
    page = ctx.new_page()
    guard.watch(page)
    open_app(page, base_url)
    start_solo(page)
    act(page, "[data-testid=hz-growth] >> nth=1")
    for name, width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        assert no_sideways_scroll(page), name
        # the map and the spirit panel are both on the page, the island as wide as it can be
        box = page.locator(".hz-island").bounding_box()
        assert box["width"] >= min(width, 1366 - 300) * 0.5, name
        page.locator("[data-testid=hz-spirit]").scroll_into_view_if_needed()
        assert page.locator("[data-testid=hz-spirit]").is_visible()
        page.locator(".board-host").evaluate("(el) => el.scrollTo(0, 0)")
        page.evaluate("document.querySelectorAll('#toasts .toast').forEach((el) => el.remove())")
        page.screenshot(path=str(SHOTS / f"horizons_{name}_{width}x{height}.png"))


SAVE = ROOT / "tests" / "positions" / "spirit_island_horizons_cascade_round2.json"


def test_a_ravage_with_a_cascade_choice_then_the_innate_power(page, base_url):
    """Round 2 of a saved game (seed 1): play a card, pick which land ravages first, send the
    cascading blight where you choose, then use Fathomless Mud's innate power in the slow phase."""
    from e2e_helpers import open_save_file
    open_save_file(page, base_url, SAVE)
    assert game_attr(page, "pending-kind") == "spirit"
    act(page, "[data-testid=hz-hand-card][data-card=foul_vapors_and_fetid_muck]")
    act(page, "[data-testid=action-done]")

    # two sands lands ravage: G5 first; its blight lands where there was blight, and cascades
    assert game_attr(page, "pending-kind") == "ravage_order"
    assert {"land:G3", "land:G5"} <= set(lit(page))
    act(page, ".hz-land[data-land=G5]")
    assert game_attr(page, "pending-kind") == "cascade"
    assert "cascades" in page.inner_text("[data-testid=prompt]")
    choices = [t for t in lit(page) if t != "land:G2"]  # not onto the sacred site
    act(page, f".hz-land[data-target='{choices[0]}']")
    assert f"The blight cascades from G5 into {choices[0][5:]}" in log_text(page)
    while game_attr(page, "pending-kind") not in ("powers", "spirit"):  # the rest of the invader phase
        target = lit(page)[0]
        act(page, f"[data-target='{target}']")

    # the slow phase: the innate power (1 water from the card played) moves a presence
    assert game_attr(page, "pending-kind") == "powers"
    assert "innate:spreading_and_dreadful_mire" in lit(page)
    act(page, "[data-target='innate:spreading_and_dreadful_mire']")
    assert game_attr(page, "pending-kind") == "aim"
    land = lit(page)[0]
    act(page, f".hz-land[data-target='{land}']")
    assert f"Ann uses Spreading and Dreadful Mire on {land[5:]}" in log_text(page)
    if game_attr(page, "pending-kind") == "land":  # two sacred sites in range: which one the presence leaves
        assert "land:G2" in lit(page)
        act(page, ".hz-land[data-land=G2]")
    assert f"moves a presence from G2 to {land[5:]}" in log_text(page), game_attr(page, "pending-kind")


def test_the_setup_dialog_says_how_a_spirit_plays_and_can_choose_one(page, base_url):
    open_app(page, base_url)
    page.click("[data-testid=new-game-spirit_island_horizons]")
    about = page.inner_text("[data-testid=seat-spirit-about-0]")
    assert "wetlands" in about  # Fathomless Mud's line, in our words
    page.select_option("[data-testid=seat-spirit-0]", "__random")
    assert page.inner_text("[data-testid=seat-spirit-about-0]") == ""
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=game]:not([hidden]) .hz-island")
    assert settle(page) == "idle"
    # the game started with one of the spirits the dialog offered
    offered = page.evaluate("[...document.querySelectorAll('[data-testid=seat-spirit-0] option')]"
                            ".map((o) => o.textContent).filter((x) => x !== 'Choose for me')")
    panel = page.inner_text(".hzb-spirit")
    assert any(name in panel for name in offered), (offered, panel[:80])

"""The Horizons island drawing (web/games/spirit_island_horizons/island.js) in the built app:
every land of each layout is one target with its name ("G5") inside its polygon and its piece
stack inside its land, and a screenshot of each layout at phone, tablet and laptop sizes
(under .cache/test-results/horizons_island/)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from e2e_helpers import open_app

ROOT = Path(__file__).resolve().parent.parent
MAP = json.loads((ROOT / "web/games/spirit_island_horizons/map.json").read_text("utf-8"))
SHOTS = ROOT / ".cache" / "test-results" / "horizons_island"
LAND_COUNTS = {"solo_G": 8, "solo_H": 8, "two_boards_GH": 16, "three_boards_GHB": 24}
SIZES = [(390, 844), (820, 1180), (1280, 800)]

# The pieces printed on each board at setup (shared/data/spirit_island_horizons.json, start_pieces).
START = {
    "G": {1: {"dahan": 2}, 2: {"city": 1}, 3: {"dahan": 1}, 4: {"dahan": 1}, 5: {"blight": 1}, 6: {}, 7: {"dahan": 2}, 8: {"town": 1}},
    "H": {1: {"dahan": 1}, 2: {"city": 1}, 3: {"dahan": 1}, 4: {}, 5: {"blight": 1}, 6: {"dahan": 2}, 7: {"town": 1}, 8: {"dahan": 1}},
    "B": {1: {"dahan": 1}, 2: {"city": 1}, 3: {"dahan": 2}, 4: {"blight": 1}, 5: {}, 6: {"town": 1}, 7: {"dahan": 1}, 8: {"dahan": 2}},
}
# A busier position: every kind of piece, damage, presence and a sacred site, Defend.
BUSY = {
    "G2": {"explorer": [0, 1], "town": [0, 1], "city": [2], "dahan": [0, 1], "blight": 2, "presence": {"0": 2}, "defend": 3},
    "G3": {"explorer": [0], "town": [0], "dahan": [0], "presence": {"0": 1}},
    "G8": {"explorer": [0, 0, 0], "town": [1], "blight": 1, "presence": {"0": 1}},
}


def engine_lands(layout_id):
    """The engine's lands at setup for a layout."""
    lands = {}
    for board in MAP["layouts"][layout_id]["boards"]:
        for land_id in board["lands"]:
            printed = START[board["board"]][int(land_id[1:])]
            lands[land_id] = {"explorer": [], "town": [0] * printed.get("town", 0), "city": [0] * printed.get("city", 0),
                              "dahan": [0] * printed.get("dahan", 0), "blight": printed.get("blight", 0), "presence": {}, "defend": 0}
    return lands


def polygons(layout_id):
    return {lid: land["polygon"] for b in MAP["layouts"][layout_id]["boards"] for lid, land in b["lands"].items()}


def inside(poly, x, y):
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


DRAW = """async ([layout, lands, lit]) => {
  const m = await import(new URL("games/spirit_island_horizons/island.js", document.baseURI).href);
  const map = await m.loadMap();
  document.querySelector("#hz-test")?.remove();
  const box = document.createElement("div");
  box.id = "hz-test";
  box.style.cssText = "position:fixed;inset:0;z-index:9999;background:#fff;padding:4px;overflow:auto";
  box.append(m.drawIsland(layout, lands, {map, lit, seats: 1}));
  document.body.append(box);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const svg = box.querySelector("svg");
  return [...svg.querySelectorAll("[data-target]")].map((g) => {
    // the name's centre in the island's units (it sits in a translated, CSS-scaled group)
    const text = g.querySelector(".hz-number");
    const nb = text.getBBox();
    const num = new DOMPoint(nb.x + nb.width / 2, nb.y + nb.height / 2).matrixTransform(svg.getCTM().inverse().multiply(text.getCTM()));
    const st = g.querySelector(".hz-stack").getBBox();
    return {target: g.dataset.target, details: g.dataset.details, mark: g.dataset.mark, tag: g.tagName, cls: g.getAttribute("class"),
            aria: g.getAttribute("aria-label"), role: g.getAttribute("role"),
            number: [num.x, num.y], text: text.textContent,
            stack: [st.x, st.y, st.width, st.height]};
  });
}"""


@pytest.mark.parametrize("layout_id", list(LAND_COUNTS))
def test_each_layout_draws_every_land_once_with_its_number_and_pieces_inside(page, base_url, layout_id):
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_app(page, base_url)
    lands = engine_lands(layout_id)
    lit = [f"land:{next(iter(lands))}"]
    polys = polygons(layout_id)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        drawn = page.evaluate(DRAW, [layout_id, lands, lit])
        assert len(drawn) == LAND_COUNTS[layout_id] == len(polys)
        assert sorted(d["target"] for d in drawn) == sorted(f"land:{lid}" for lid in polys)
        for d in drawn:
            lid = d["target"].split(":")[1]
            assert d["details"] == lid and d["mark"] == d["target"] and d["tag"] == "g" and d["role"] == "button"
            assert d["text"] == lid  # the land's name as the prompts say it: "G5"
            assert d["aria"].startswith(f"Land {lid}, ") and "{" not in d["aria"], d["aria"]
            assert ("is-target" in d["cls"].split()) == (d["target"] in lit)
            poly = [(x * 100, y * 100) for x, y in polys[lid]]
            assert inside(poly, *d["number"]), (lid, d["number"])
            x, y, w, h = d["stack"]
            for cx, cy in [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]:
                assert inside(poly, cx, cy), (lid, d["stack"])
        page.locator("#hz-test svg").screenshot(path=str(SHOTS / f"{layout_id}_{width}x{height}.png"))


def test_the_labels_of_the_map_file_lie_inside_their_polygons():
    for layout_id in LAND_COUNTS:
        for lid, poly in polygons(layout_id).items():
            land = next(b["lands"][lid] for b in MAP["layouts"][layout_id]["boards"] if lid in b["lands"])
            assert inside(poly, *land["label"]), (layout_id, lid)


def test_a_busy_land_shows_every_kind_in_words_and_fits(page, base_url):
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_app(page, base_url)
    lands = {**engine_lands("solo_G"), **BUSY}
    polys = polygons("solo_G")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        drawn = {d["target"]: d for d in page.evaluate(DRAW, ["solo_G", lands, ["land:G2", "land:G8"]])}
        g2 = drawn["land:G2"]["aria"]
        assert g2 == ("Land G2, wetland, coastal: 2 presence of spirit 1 (a sacred site), 2 explorers (1 damaged), "
                      "2 towns (1 damaged), 1 city (1 damaged), 2 dahan (1 damaged), 2 blight, and Defend 3"), g2
        assert drawn["land:G6"]["aria"] == "Land G6, jungle, inland: no pieces"
        for lid in ("G3", "G8"):
            x, y, w, h = drawn[f"land:{lid}"]["stack"]
            poly = [(px * 100, py * 100) for px, py in polys[lid]]
            assert all(inside(poly, cx, cy) for cx, cy in [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]), lid
        page.locator("#hz-test svg").screenshot(path=str(SHOTS / f"busy_solo_G_{width}x{height}.png"))


def test_the_map_ships_in_dist_and_in_the_offline_list(page, base_url):
    files = json.loads(page.request.get(f"{base_url}build.json").text())["files"]
    for name in ("map.json", "island.js", "island.css"):
        assert f"games/spirit_island_horizons/{name}" in files
    assert "i18n/en/spirit_island_horizons.ftl" in files

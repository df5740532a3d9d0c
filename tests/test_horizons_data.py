"""Horizons of Spirit Island: the data file (pyengine/games/spirit_island_horizons/data.json),
its ids and accessors, and the island of each layout, against the researched data and the map."""

import doctest
import itertools
import json
import math
import os
import re
from collections import Counter

import pytest

from catalog import catalog
from pyengine.core.graph import Graph
from pyengine.games.spirit_island_horizons import data as D
from pyengine.games.spirit_island_horizons import island as I

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CANDIDATES = [os.environ.get("PYENGINE_SHARED", ""), os.path.join(ROOT, "shared"), os.path.join(ROOT, "..", "shared")]
SHARED_DIR = next((os.path.join(c, "data") for c in CANDIDATES
                   if c and os.path.exists(os.path.join(c, "data", "spirit_island_horizons.json"))), None)

LAYOUTS = ["solo_G", "solo_H", "two_boards_GH", "three_boards_GHB"]
TERRAINS = ["jungle", "mountain", "sands", "wetland"]
FILTERS = {"any": "any", "another": "another", "Invaders": "invaders", "Dahan": "dahan", "Blight": "blight",
           "NoBlight": "no_blight", "NoInvaders": "no_invaders", "coastal": "coastal", "terrain": "terrain"}
MUD = "fathomless_mud_of_the_swamp"


def _load(name):
    if SHARED_DIR is None:
        pytest.skip("shared/data/spirit_island_horizons*.json is not beside this checkout (set PYENGINE_SHARED)")
    with open(os.path.join(SHARED_DIR, name)) as f:
        return json.load(f)


def words(key: str) -> str:
    """English words of a Horizons card, rule or spirit: the catalog's (the data holds none)."""
    return catalog("en")[key]


def named(item: str, part: str = "") -> str:
    return words(f"horizons.named.{item}{part}")


def spirit_words(sid: str) -> str:
    return words(f"seatfield.spirit_island_horizons.spirit.{sid}")


# the shared data's notes to developers inside an effect (a ruling's id, the printed wording
# behind a reading): the rules page gives the ruling in players' words, so a card's words leave them out
DEVELOPER_NOTE = re.compile(r" \((?:decision D\d+|text: [^()]*)\)")


def sentence(text: str) -> str:
    """The shared data's effect as the catalog writes it (a capital first letter, no developer note)."""
    text = DEVELOPER_NOTE.sub("", text)
    return text[:1].upper() + text[1:]


@pytest.fixture(scope="module")
def shared():
    return _load("spirit_island_horizons.json")


@pytest.fixture(scope="module")
def geometry():
    return _load("spirit_island_horizons.map.json")


def test_the_modules_examples_run():
    assert doctest.testmod(D).failed == 0
    assert doctest.testmod(I).failed == 0


# ---- counts -----------------------------------------------------------------------------------

def test_card_and_spirit_counts():
    assert len(D.MINOR) == 36 and len(D.MAJOR) == 22 and len(D.FEAR) == 15
    assert len(D.SPIRITS) == 5 and len(D.UNIQUE) == 20
    for sid in D.SPIRITS:
        cards = D.unique_powers(sid)
        assert len(cards) == 4 and all(D.deck_of(c) == "unique" and D.spirit_of(c) == sid for c in cards)
        assert D.spirit(sid)["setup"]["hand"] == cards
    assert sorted(c for s in D.SPIRITS for c in D.unique_powers(s)) == sorted(D.UNIQUE)
    assert all(D.deck_of(c) == "minor" for c in D.minor_deck()) and all(D.deck_of(c) == "major" for c in D.major_deck())
    comp = D.DATA["components"]
    assert (comp["minor_powers"], comp["major_powers"], comp["fear_cards"], comp["spirits"], comp["unique_powers"]) == (36, 22, 15, 5, 20)
    assert D.DATA["setup"]["fear_deck"] == {"cards": 9, "per_terror_level": 3}


def test_invader_cards_by_stage_each_with_its_terrains():
    by_stage = {s: D.invader_cards(s) for s in D.STAGES}
    assert {s: len(c) for s, c in by_stage.items()} == {1: 4, 2: 5, 3: 6}
    assert D.DATA["components"]["invader_cards"]["by_stage"] == {"1": 4, "2": 5, "3": 6}
    assert sorted(D.invader_terrains(c) for c in by_stage[1]) == [(t,) for t in TERRAINS]
    assert sorted(D.invader_terrains(c) for c in by_stage[2]) == sorted([(t,) for t in TERRAINS] + [("coastal",)])
    stage3 = [D.invader_terrains(c) for c in by_stage[3]]
    assert all(len(t) == 2 and t[0] != t[1] and set(t) <= set(TERRAINS) for t in stage3)
    assert sorted(tuple(sorted(t)) for t in stage3) == sorted(itertools.combinations(TERRAINS, 2))
    for c in D.invader_cards():
        assert D.invader_stage(c) in D.STAGES and D.invader_terrains(c)
    # a game's deck: 3/4/5, one of each stage removed unseen
    assert D.invader_deck_sizes() == {1: 3, 2: 4, 3: 5}
    assert all(len(by_stage[s]) - D.invader_deck_sizes()[s] == 1 for s in D.STAGES)


def test_stage2_special_action_is_on_the_four_single_terrain_cards_per_D01():
    flagged = [c for c in D.invader_cards() if D.has_stage2_special(c)]
    assert flagged == ["stage2_jungle", "stage2_mountain", "stage2_sands", "stage2_wetland"]
    assert not D.has_stage2_special("stage2_coastal")
    assert all(D.decisions_of(c) == ["D01"] for c in D.invader_cards(2))
    special = D.DATA["stage_2_special"]
    assert special["cards"] == flagged and special["default"] is True
    assert special["confidence"] == "unknown" and special["decisions"] == ["D01"]
    assert D.DATA["components"]["invader_cards"]["confidence"] == "inferred"


# ---- ids ----------------------------------------------------------------------------------------

def _all_ids():
    ids = [s["id"] for s in D.DATA["spirits"]]
    ids += [c["id"] for deck in D.DATA["powers"].values() for c in deck]
    ids += [x["id"] for s in D.DATA["spirits"] for x in s["innate_powers"] + s["special_rules"]]
    ids += [c["id"] for c in D.DATA["fear_cards"]] + [c["id"] for c in D.DATA["invader_cards"]]
    ids += list(D.BOARDS) + [l["id"] for b in D.BOARDS.values() for l in b["lands"]]
    ids += list(D.LAYOUTS) + [d["id"] for d in D.DATA["decisions"]]
    return ids


def test_every_id_is_unique():
    ids = _all_ids()
    assert [i for i, n in Counter(ids).items() if n > 1] == []
    assert set(ids) == set(D.NAMED)


def test_named_ids_are_lower_snake_names():
    named = (list(D.SPIRITS.values()) + list(D.POWERS.values()) + list(D.INNATES.values())
             + list(D.SPECIAL_RULES.values()) + list(D.FEAR.values()))
    assert len(named) == 5 + 78 + 5 + 5 + 15
    for item in named:
        assert re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", item["id"])
        assert "name" not in item and "text" not in item, item["id"]  # words are the catalog's
    assert D.slug("Veil the Night's Hunt") == "veil_the_nights_hunt"
    for must in ("fathomless_mud_of_the_swamp", "call_of_the_dahan_ways", "retreat", "natures_resilience"):
        assert must in D.NAMED


def test_invader_land_board_and_decision_ids():
    for c in D.invader_cards():
        assert c == f"stage{D.invader_stage(c)}_" + "_".join(D.invader_terrains(c))
    assert sorted(D.BOARDS) == ["B", "G", "H"]
    for b, board in D.BOARDS.items():
        assert [l["id"] for l in board["lands"]] == [f"{b}{n}" for n in range(1, 9)]
        assert [l["number"] for l in board["lands"]] == list(range(1, 9))
    assert list(D.DECISIONS) == [f"D{n:02d}" for n in range(1, 11)]
    assert sorted(D.LAYOUTS) == sorted(LAYOUTS)


def test_decision_marks_point_at_real_things():
    for item_id, item in D.NAMED.items():
        for did in item.get("decisions", ()):
            assert did in D.DECISIONS, (item_id, did)
        mark = item.get("confidence")
        if mark is not None:
            assert mark in D.MARKS, (item_id, mark)
    rule_words = {"destroyed_presence", "who_decides"}  # rules, not named things
    for did, dec in D.DECISIONS.items():
        assert dec["decision"] and dec["reason"] and dec["topic"] and dec["status"]
        for target in dec["applies_to"]:
            assert target in D.NAMED or target in rule_words, (did, target)
    assert D.decisions_of("blazing_renewal") == ["D02"]
    assert D.decisions_of("violent_windstorms") == ["D04"]
    assert D.decisions_of("sweltering_exhaustion") == ["D05"]
    assert D.decisions_of("blistering_heat") == ["D06"]
    assert D.decisions_of("solo_G") == ["D07"] and D.decisions_of("two_boards_GH") == ["D08", "D10"]
    assert D.decisions_of("three_boards_GHB") == ["D09", "D10"]
    assert D.confidence("two_boards_GH") == "assumed" and D.confidence("solo_G") == "inferred"
    assert D.confidence("D01") is None and D.confidence("G1") is None and D.confidence("G") == "confirmed"
    assert D.confidence("stage1_jungle") == "inferred" and D.confidence("call_of_the_dahan_ways") == "confirmed"


# ---- against the researched data ----------------------------------------------------------------

def _theirs_card(c):
    r = c["range"]
    rng = None if r is None else (r["source"], r["range"], tuple(r.get("source_terrain", ())))
    t = c["target"]
    return (c["cost"], c["speed"], rng, (t["kind"], FILTERS[t["filter"]], tuple(t.get("terrains", ()))),
            tuple(c["elements"]), sentence(c["effect"]), [(t["elements"], sentence(t["effect"])) for t in c.get("thresholds", [])])


def _ours_card(cid):
    r, t = D.card_range(cid), D.target(cid)
    rng = None if r is None else (r.source, r.steps, r.source_terrain)
    return (D.cost(cid), D.speed(cid), rng, (t.kind, t.filter, t.terrains), D.elements(cid), named(cid, ".text"),
            [(dict(th.elements), named(cid, ".threshold")) for th in D.thresholds(cid)])


def test_power_cards_match_the_shared_data(shared):
    pc = shared["power_cards"]
    theirs = [("minor", c) for c in pc["minor"]] + [("major", c) for c in pc["major"]]
    theirs += [("unique", u) for s in shared["spirits"] for u in s["unique_powers"]]
    assert sorted(D.slug(c["name"]) for _, c in theirs) == sorted(D.POWERS)
    for deck, c in theirs:
        cid = D.slug(c["name"])
        assert named(cid) == c["name"] and D.deck_of(cid) == deck
        assert _ours_card(cid) == _theirs_card(c), cid
    assert list(D.MINOR) == [D.slug(c["name"]) for c in pc["minor"]]
    assert list(D.MAJOR) == [D.slug(c["name"]) for c in pc["major"]]


def test_fear_cards_match_the_shared_data(shared):
    cards = shared["fear_cards"]["cards"]
    assert D.fear_deck() == [D.slug(c["name"]) for c in cards]
    for c in cards:
        assert named(D.slug(c["name"])) == c["name"]
        for level in D.TERROR_LEVELS:
            assert named(D.slug(c["name"]), f".level.{level}") == sentence(c[f"terror_level_{level}"])


def test_invader_cards_match_the_shared_data(shared):
    inv = shared["invader_deck"]
    for stage, key in ((1, "stage_I"), (2, "stage_II"), (3, "stage_III")):
        assert [list(D.invader_terrains(c)) for c in D.invader_cards(stage)] == inv[key]
    assert [c.split("_", 1)[1] for c in D.invader_cards(2) if D.has_stage2_special(c)] == inv["stage_II_special"]["flagged_cards"]
    assert D.invader_deck_sizes() == {1: inv["per_game"]["I"], 2: inv["per_game"]["II"], 3: inv["per_game"]["III"]}


def _growth_string(icon):
    op = icon["op"]
    if op == "gain_energy":
        return f"gain_energy:{icon['amount']}"
    if op == "add_presence":
        extra = ":only " + " or ".join(t.capitalize() for t in icon["terrains"]) if "terrains" in icon else ""
        return f"add_presence:range{icon['range']}{extra}"
    return op


def test_spirits_match_the_shared_data(shared):
    assert [spirit_words(s) for s in D.SPIRITS] == shared["components"]["spirits"]["names"]
    for s in shared["spirits"]:
        sid = D.slug(s["name"])
        assert [[_growth_string(i) for i in option] for option in D.growth_options(sid)] == s["growth_pick_one"]
        for name in ("energy", "card_plays"):
            assert D.track(sid, name) == s["presence_tracks"][name]
        assert D.start_energy(sid) == s["setup"]["start_energy"] == 0
        assert sum(p["count"] for p in D.setup_presence(sid)) == sum(p["count"] for p in s["setup"]["presence"])
        rules = D.spirit(sid)["special_rules"]
        assert [(named(r["id"]), named(r["id"], ".text")) for r in rules] == [(r["name"], sentence(r["effect"])) for r in s["special_rules"]]
        (theirs,) = s["innate_powers"]
        (iid,) = D.innate_powers(sid)
        inn = D.innate(iid)
        assert named(iid) == theirs["name"] and D.speed(iid) == theirs["speed"]
        assert D.card_range(iid) == D.Range(theirs["range"]["source"], theirs["range"]["range"])
        assert D.target(iid) == D.Target(theirs["target"]["kind"], FILTERS[theirs["target"]["filter"]])
        assert inn["mode"] == theirs["mode"].split()[0]
        assert [(l["elements"], named(iid, f".level.{n}")) for n, l in enumerate(inn["levels"], 1)] == [
            (l["elements"], sentence(l["effect"])) for l in theirs["levels"]]
        assert D.unique_powers(sid) == [D.slug(u["name"]) for u in s["unique_powers"]]
    assert {D.slug(k): [D.slug(n) for n in v] for k, v in shared["power_cards"]["suggested_by_spirit"].items()} == D.DATA["suggested_by_spirit"]
    assert all(c in D.POWERS for v in D.DATA["suggested_by_spirit"].values() for c in v)


def test_boards_and_layouts_match_the_shared_data(shared):
    isl = shared["island"]
    theirs = {b["board"]: b for b in isl["horizons_boards"]["boards"]}
    theirs["B"] = next(b for b in isl["reference_boards_A_F"]["boards"] if b["board"] == "B")
    for letter, board in theirs.items():
        for land in board["lands"]:
            ours = D.LANDS[f"{letter}{land['land']}"]
            assert (ours["terrain"], ours["coastal"], ours["pieces"]) == (land["terrain"], land["coastal"], land["start_pieces"])
            assert ours["adjacent"] == [f"{letter}{n}" for n in land["adjacent"]]
    lay = isl["layouts"]
    for lid, spec in lay["list"].items():
        ours = D.LAYOUTS[lid]
        assert (ours["players"], ours["boards"], ours["cross_board_adjacency"], ours["status"], ours["decisions"]) == (
            spec["players"], spec["boards"], spec["cross_board_adjacency"], spec["status"], spec["decisions"])
        assert ours["not_adjacent"] == spec.get("borderline_not_adjacent", [])
    assert {int(k): v for k, v in D.DATA["default_layout_by_players"].items()} == {int(k): v for k, v in lay["default_by_players"].items()}
    assert D.DATA["board_sanity"]["text"] == isl["horizons_boards"]["sanity"]


def test_decisions_match_the_shared_data(shared):
    assert [(d["id"], d["topic"], d["status"], d["decision"], d["reason"]) for d in D.DATA["decisions"]] == [
        (d["id"], d["topic"], d["status"], d["decision"], d["reason"]) for d in shared["decisions"]]


def test_pieces_and_pools_match_the_shared_data(shared):
    cr = shared["core_rules"]
    for piece in D.INVADER_PIECES:
        theirs = cr["invaders"][piece]
        assert (D.health(piece), D.damage(piece), D.fear_on_destroy(piece)) == (theirs["health"], theirs["damage"], theirs["fear_on_destroy"])
    assert (D.health("dahan"), D.counterattack()) == (cr["dahan"]["health"], cr["dahan"]["counterattack_damage_each"])
    pools = dict(re.findall(r"(\d)p=(\d+)", shared["setup"]["blight_pool"]))
    assert {int(k): int(v) for k, v in pools.items()} == {n: D.blight_pool(n) for n in (1, 2, 3)}
    assert D.fear_pool(1) == shared["setup"]["fear_pool_per_player"]


# ---- accessors ----------------------------------------------------------------------------------

def test_pools_by_player_count():
    assert [D.blight_pool(n) for n in (1, 2, 3)] == [6, 11, 16]
    assert [D.fear_pool(n) for n in (1, 2, 3)] == [4, 8, 12]
    assert all(D.blight_pool(n) == 5 * n + 1 and D.fear_pool(n) == 4 * n for n in range(1, 7))


def test_pieces():
    assert [(D.health(p), D.damage(p), D.fear_on_destroy(p)) for p in D.INVADER_PIECES] == [(1, 1, 0), (2, 2, 1), (3, 3, 2)]
    assert (D.health("dahan"), D.counterattack()) == (2, 2)
    assert [D.downgrade(p) for p in ("city", "town", "explorer")] == ["town", "explorer", None]


def test_card_accessors():
    assert (D.cost("accelerated_rot"), D.speed("accelerated_rot"), D.is_fast("accelerated_rot")) == (4, "slow", False)
    assert D.card_range("accelerated_rot") == D.Range("presence", 2)
    assert D.elements("accelerated_rot") == ("sun", "water", "plant")
    (th,) = D.thresholds("accelerated_rot")
    assert dict(th.elements) == {"sun": 3, "water": 2, "plant": 3}
    assert D.card_range("tsunami").sacred_site and D.target("tsunami") == D.Target("land", "coastal")
    assert D.card_range("gift_of_power") is None and D.target("gift_of_power") == D.Target("spirit", "any")
    assert D.target("exaltation_of_tangled_growth") == D.Target("spirit", "another")
    assert D.elements("elemental_boon") == ()
    terrain_sourced = {c: D.card_range(c).source_terrain for c in D.POWERS
                       if D.card_range(c) is not None and D.card_range(c).source_terrain}
    assert terrain_sourced == {"whispered_guidance_through_the_night": ("jungle",), "cleansing_floods": ("wetland",),
                               "the_jungle_hungers": ("jungle",)}
    filters = {D.target(c).filter for c in D.POWERS if D.target(c).kind == "land"}
    assert filters == {"any", "invaders", "dahan", "blight", "no_blight", "no_invaders", "coastal", "terrain"}
    for c in D.POWERS:
        assert D.speed(c) in ("fast", "slow") and D.cost(c) >= 0
        assert set(D.elements(c)) <= set(D.ELEMENTS) and len(set(D.elements(c))) == len(D.elements(c))
        assert list(D.elements(c)) == sorted(D.elements(c), key=D.ELEMENTS.index)
        assert all(set(t.elements) <= set(D.ELEMENTS) and all(n > 0 for n in t.elements.values()) for t in D.thresholds(c))
        t = D.target(c)
        assert bool(t.terrains) == (t.filter == "terrain") and set(t.terrains) <= set(TERRAINS)
        r = D.card_range(c)
        assert (r is None) == (t.kind == "spirit")
    assert sum(1 for c in D.MINOR if D.thresholds(c)) + sum(1 for c in D.MAJOR if D.thresholds(c)) == 29


def test_thresholds_one_element_short_is_not_met():
    (th,) = D.thresholds("call_of_the_dahan_ways")
    assert D.meets(th.elements, {"moon": 2}) and not D.meets(th.elements, {"moon": 1, "water": 5})


def test_every_card_rule_and_spirit_has_its_words_and_no_other_words_are_named():
    """Each name, text, threshold and level the page shows has English words; nothing else."""
    expected = {f"seatfield.spirit_island_horizons.spirit.{s}" for s in D.SPIRITS}
    for c in D.POWERS:
        expected |= {f"horizons.named.{c}", f"horizons.named.{c}.text"}
        expected |= {f"horizons.named.{c}.threshold" for _ in D.thresholds(c)}
    for r in D.SPECIAL_RULES:
        expected |= {f"horizons.named.{r}", f"horizons.named.{r}.text"}
    for i in D.INNATES:
        expected |= {f"horizons.named.{i}"} | {f"horizons.named.{i}.level.{n}" for n in range(1, len(D.innate(i)["levels"]) + 1)}
    for f in D.fear_deck():
        assert D.FEAR[f]["terror_levels"] == list(D.TERROR_LEVELS)
        expected |= {f"horizons.named.{f}"} | {f"horizons.named.{f}.level.{n}" for n in D.TERROR_LEVELS}
    got = {k for k in catalog("en") if k.startswith(("horizons.named.", "seatfield.spirit_island_horizons.spirit."))
           and not k.endswith(".about") and k != "seatfield.spirit_island_horizons.spirit"}
    assert got == expected
    for c in D.fear_deck():
        assert len({named(c, f".level.{n}") for n in D.TERROR_LEVELS}) == 3, c
    for item in [*D.POWERS, *D.SPECIAL_RULES, *D.INNATES, *D.fear_deck()]:
        assert D.slug(named(item)) == item, item
    for sid in D.SPIRITS:
        assert D.slug(spirit_words(sid)) == sid


def test_the_push_or_gather_mark_says_what_the_words_say():
    """Gift of Wind-Sped Steps hastens a slow power that pushes or gathers: the data's mark of such
    a power agrees with its English words."""
    for c in D.POWERS:
        assert D.pushes_or_gathers(c) == bool(re.search(r"\b(push|gather)", named(c, ".text").lower())), c
    for i in D.INNATES:
        levels = [named(i, f".level.{n}").lower() for n in range(1, len(D.innate(i)["levels"]) + 1)]
        assert D.pushes_or_gathers(i) == any(re.search(r"\b(push|gather)", t) for t in levels), i


def test_fathomless_mud_of_the_swamp():
    assert D.growth_options(MUD) == [
        [{"op": "reclaim_all"}, {"op": "add_presence", "range": 0}],
        [{"op": "add_presence", "range": 1}, {"op": "add_presence", "range": 1}],
        [{"op": "gain_power_card"}, {"op": "add_presence", "range": 2}, {"op": "gain_energy", "amount": 2}],
    ]
    assert [D.track_value(MUD, "energy", n) for n in range(1, 8)] == [1, 1, 2, 3, 3, 4, 5]
    assert [D.track_value(MUD, "card_plays", n) for n in range(1, 7)] == [1, 2, 2, 3, 3, 4]
    assert D.track_elements(MUD, "energy", 7) == {"plant": 1, "water": 1}
    assert D.track_elements(MUD, "card_plays", 2) == {} and D.track_elements(MUD, "card_plays", 6) == {"earth": 1, "moon": 1}
    assert D.special_rules(MUD) == ["offer_no_firm_foundations"]
    (iid,) = D.innate_powers(MUD)
    assert iid == "spreading_and_dreadful_mire" and D.innate(iid)["mode"] == "cumulative"
    assert D.card_range(iid) == D.Range("sacred_site", 1) and D.target(iid) == D.Target("land", "invaders")
    assert D.innate_levels_reached(iid, {"water": 1}) == [0]
    assert D.innate_levels_reached(iid, {"water": 2, "moon": 1, "earth": 1}) == [0, 1]
    assert D.innate_levels_reached(iid, {"water": 4, "moon": 3, "earth": 3, "plant": 1}) == [0, 1, 2]  # one plant short
    assert D.innate_levels_reached(iid, {"water": 4, "moon": 3, "earth": 3, "plant": 2}) == [0, 1, 2, 3]
    assert D.setup_presence(MUD) == [{"count": 2, "pick": "lowest", "terrain": "wetland"}]
    assert [(D.cost(c), D.speed(c)) for c in D.unique_powers(MUD)] == [(0, "slow"), (0, "slow"), (2, "fast"), (1, "slow")]


def test_every_spirit_is_complete():
    for sid in D.SPIRITS:
        options = D.growth_options(sid)
        assert len(options) == 3 and all(options)
        for icon in itertools.chain.from_iterable(options):
            assert icon["op"] in ("reclaim_all", "gain_power_card", "gain_energy", "add_presence")
        for name in ("energy", "card_plays"):
            spaces = D.track(sid, name)
            assert spaces[0].get("value") == 1 or (name == "energy" and spaces[0].get("value") == 2)
            assert all(set(s) <= {"value", "element"} and s for s in spaces)
            assert all(s["element"] in D.ELEMENTS for s in spaces if "element" in s)
        (iid,) = D.innate_powers(sid)
        levels = D.innate(iid)["levels"]
        assert len(levels) == 4 and D.innate(iid)["mode"] in ("cumulative", "replacing")
        assert all(level["elements"] and set(level["elements"]) <= set(D.ELEMENTS) for level in levels)
        for isle_id, board in (("solo_G", "G"), ("solo_H", "H")):
            placed = I.island(isle_id).starting_presence(sid, board)
            assert sum(placed.values()) == sum(p["count"] for p in D.setup_presence(sid))
            assert all(I.island(isle_id).board_of(l) == board for l in placed)
    assert D.innate("mischief_and_sabotage")["mode"] == "replacing"
    # levels are checked one by one: Scorch with Waves of Heat's level 2 does not need level 1's air
    assert D.innate_levels_reached("scorch_with_waves_of_heat", {"fire": 3, "earth": 2}) == [1]


def test_starting_presence_resolves_on_each_board():
    g, h = I.island("solo_G"), I.island("solo_H")
    expect = {"sun_bright_whirlwind": ({"G5": 1, "G1": 2}, {"H8": 1, "H3": 2}),
              "devouring_teeth_lurk_underfoot": ({"G5": 1}, {"H5": 1}),
              "eyes_watch_from_the_trees": ({"G7": 2}, {"H5": 2}),
              MUD: ({"G2": 2}, {"H6": 2}),
              "rising_heat_of_stone_and_sand": ({"G5": 2}, {"H8": 2})}
    for sid, (on_g, on_h) in expect.items():
        assert g.starting_presence(sid, "G") == on_g and h.starting_presence(sid, "H") == on_h, sid
    assert I.island("three_boards_GHB").starting_presence(MUD, "B") == {"B1": 2}


# ---- the island ---------------------------------------------------------------------------------

COASTAL = {"G": [1, 2, 3], "H": [1, 2, 3], "B": [1, 2, 3]}  # data: "the ocean borders lands 1,2,3"


@pytest.mark.parametrize("board", ["G", "H", "B"])
def test_each_board(board):
    lands = D.BOARDS[board]["lands"]
    assert len(lands) == 8
    assert Counter(l["terrain"] for l in lands) == {t: 2 for t in TERRAINS}
    assert [l["number"] for l in lands if l["coastal"]] == COASTAL[board]
    ids = {l["id"] for l in lands}
    for land in lands:  # adjacency within the board: symmetric, no loops, only its own lands
        assert land["id"] not in land["adjacent"] and set(land["adjacent"]) <= ids
        assert len(set(land["adjacent"])) == len(land["adjacent"])
        for other in land["adjacent"]:
            assert land["id"] in D.LANDS[other]["adjacent"], (land["id"], other)
        assert set(land["pieces"]) <= set(D.PIECES) and all(n > 0 for n in land["pieces"].values())
    assert Graph({l["id"]: l["adjacent"] for l in lands}).connected()  # every land reachable within its board


def test_board_data_sources_for_the_ocean_sentence(shared):
    for b in shared["island"]["horizons_boards"]["boards"] + shared["island"]["reference_boards_A_F"]["boards"][1:2]:
        numbers = [int(n) for n in re.search(r"borders lands ([\d,]+)", b["ocean"]).group(1).split(",")]
        assert numbers == COASTAL[b["board"]]
        assert [l["land"] for l in b["lands"] if l["coastal"]] == numbers


@pytest.mark.parametrize("board", ["G", "H"])
def test_printed_pieces_match_the_sanity_line(board, shared):
    """'each board: 2 of each terrain, 6 dahan, 1 city (land 2), 1 town, 1 blight (land 5)'."""
    assert shared["island"]["horizons_boards"]["sanity"].startswith(
        "each board: 2 of each terrain, 6 dahan, 1 city (land 2), 1 town, 1 blight (land 5)")
    isle = I.island(f"solo_{board}")
    assert isle.printed_totals() == {"explorer": 0, "town": 1, "city": 1, "dahan": 6, "blight": 1}
    assert isle.pieces(f"{board}2").get("city") == 1 and isle.pieces(f"{board}5").get("blight") == 1
    assert Counter(isle.terrain(l) for l in isle.land_ids) == {t: 2 for t in TERRAINS}
    sanity = D.DATA["board_sanity"]
    assert board in sanity["boards"] and sanity["totals"] == isle.printed_totals()
    assert (sanity["city_land"], sanity["blight_land"], sanity["per_terrain"]) == (2, 5, 2)


def test_printed_pieces_of_g_and_h():
    assert I.island("solo_G").setup_pieces() == {"G1": {"dahan": 2}, "G2": {"city": 1}, "G3": {"dahan": 1}, "G4": {"dahan": 1},
                                                 "G5": {"blight": 1}, "G7": {"dahan": 2}, "G8": {"town": 1}}
    assert I.island("solo_H").setup_pieces() == {"H1": {"dahan": 1}, "H2": {"city": 1}, "H3": {"dahan": 1}, "H5": {"blight": 1},
                                                 "H6": {"dahan": 2}, "H7": {"town": 1}, "H8": {"dahan": 2}}


CROSS = {"solo_G": [], "solo_H": [],
         "two_boards_GH": [("G3", "H3"), ("G3", "H4"), ("G4", "H3"), ("G7", "H3")],
         "three_boards_GHB": [("G7", "H4"), ("G8", "H3"), ("G8", "H4"), ("G3", "B7"), ("G3", "B8"), ("G4", "B7"),
                              ("G7", "B7"), ("H4", "B4"), ("H4", "B7"), ("H7", "B3"), ("H7", "B4"), ("H8", "B3")]}
BOARDS_OF = {"solo_G": ("G",), "solo_H": ("H",), "two_boards_GH": ("G", "H"), "three_boards_GHB": ("G", "H", "B")}


def _edges(isle):
    return {frozenset((a, b)) for a in isle.land_ids for b in isle.adjacent(a)}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_layout_island(layout):
    isle = I.island(layout)
    assert isle.boards == BOARDS_OF[layout]
    assert isle.land_ids == [f"{b}{n}" for b in BOARDS_OF[layout] for n in range(1, 9)]
    assert all(isle.lands_of_board(b) == [f"{b}{n}" for n in range(1, 9)] for b in isle.boards)
    for a in isle.land_ids:  # symmetric across the whole layout
        for b in isle.adjacent(a):
            assert a in isle.adjacent(b) and a != b
    cross = {e for e in _edges(isle) if len({isle.board_of(l) for l in e}) == 2}
    assert cross == {frozenset(p) for p in CROSS[layout]}
    assert [tuple(p) for p in D.LAYOUTS[layout]["cross_board_adjacency"]] == CROSS[layout]
    inside = _edges(isle) - cross
    assert inside == {frozenset((l["id"], o)) for b in isle.boards for l in D.BOARDS[b]["lands"] for o in l["adjacent"]}
    for a, b in D.LAYOUTS[layout]["not_adjacent"]:
        assert b not in isle.adjacent(a)
    assert isle.graph.connected() and len(isle.within(isle.land_ids[:1], len(isle.land_ids))) == len(isle.land_ids)
    assert all(re.fullmatch(r"[GHB][1-8]", l) for l in isle.land_ids)  # no ocean (land 0)
    assert len(isle.coastal_lands()) == 3 * len(isle.boards) and set(isle.coastal_lands()) | set(isle.inland_lands()) == set(isle.land_ids)
    assert sorted(l for t in TERRAINS for l in isle.lands_of_terrain(t)) == sorted(isle.land_ids)


def test_not_adjacent_borderline_pairs():
    assert D.LAYOUTS["two_boards_GH"]["not_adjacent"] == [["G4", "H4"]]
    assert D.LAYOUTS["three_boards_GHB"]["not_adjacent"] == [["H7", "B7"]]
    assert "H4" not in I.island("two_boards_GH").adjacent("G4")
    assert "B7" not in I.island("three_boards_GHB").adjacent("H7")


def test_lands_of_terrain_coast_and_invader_cards():
    g = I.island("solo_G")
    assert {t: g.lands_of_terrain(t) for t in TERRAINS} == {"jungle": ["G6", "G7"], "mountain": ["G1", "G8"],
                                                            "sands": ["G3", "G5"], "wetland": ["G2", "G4"]}
    assert g.coastal_lands() == ["G1", "G2", "G3"] and g.inland_lands() == ["G4", "G5", "G6", "G7", "G8"]
    assert g.invader_lands("stage2_coastal") == ["G1", "G2", "G3"]
    assert g.invader_lands("stage1_jungle") == ["G6", "G7"]
    assert g.invader_lands("stage3_jungle_sands") == ["G3", "G5", "G6", "G7"]
    gh = I.island("two_boards_GH")
    assert gh.lands_of_terrain("mountain") == ["G1", "G8", "H3", "H4"] and gh.board_of("H4") == "H"
    assert gh.coastal_lands() == ["G1", "G2", "G3", "H1", "H2", "H3"]
    with pytest.raises(ValueError):
        I.island("solo_A")


def test_range():
    g = I.island("solo_G")
    assert g.within(["G3"], 0) == {"G3"}
    assert g.within(["G3"], 1) == {"G2", "G3", "G4"}
    assert g.within(["G3"], 2) == {"G1", "G2", "G3", "G4", "G5", "G6", "G7"}
    assert g.within(["G3", "G8"], 1) == {"G2", "G3", "G4", "G5", "G6", "G7", "G8"}
    assert g.distance("G3", "G8") == 3
    # a terrain-only source: range 1 from a Jungle (The Jungle Hungers) with presence in G2 and G6
    jungle = D.card_range("the_jungle_hungers")
    assert g.in_range(["G2", "G6"], jungle.steps, jungle.source_terrain) == {"G1", "G2", "G5", "G6", "G8"}
    assert g.reach(jungle, {"G2": 3}) == set()  # no presence in a jungle: no land in range
    # a sacred site: 2+ presence
    ss = D.card_range("savage_mawbeasts")
    assert g.reach(ss, {"G3": 1}) == set()
    assert g.reach(ss, {"G3": 2, "G8": 1}) == {"G2", "G3", "G4"}
    assert g.reach(D.card_range("call_of_the_dahan_ways"), {"G3": 1, "G8": 1}) == g.within(["G3", "G8"], 1)
    assert g.reach(D.card_range("steam_vents"), {"G3": 1}, extra=1) == {"G2", "G3", "G4"}
    # across boards
    gh = I.island("two_boards_GH")
    assert gh.within(["G7"], 1) == {"G4", "G5", "G7", "G8", "H3"}


# ---- the map file -------------------------------------------------------------------------------

def _inside(point, polygon):
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _point_segment(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _segments_cross(p, q, a, b):
    def side(o, s, t):
        return (s[0] - o[0]) * (t[1] - o[1]) - (s[1] - o[1]) * (t[0] - o[0])
    return side(p, q, a) * side(p, q, b) < 0 and side(a, b, p) * side(a, b, q) < 0


def _gap(poly_a, poly_b):
    """The distance between two polygons' borders (0 where they touch or cross)."""
    best = math.inf
    for p, q in zip(poly_a, poly_a[1:] + poly_a[:1]):
        for a, b in zip(poly_b, poly_b[1:] + poly_b[:1]):
            if _segments_cross(p, q, a, b):
                return 0.0
            best = min(best, _point_segment(p, a, b), _point_segment(q, a, b), _point_segment(a, p, q), _point_segment(b, p, q))
    return best


def test_map_has_every_layout_and_the_same_pairs(geometry):
    assert sorted(geometry["layouts"]) == sorted(D.LAYOUTS)
    for lid, spec in geometry["layouts"].items():
        ours = D.LAYOUTS[lid]
        assert [b["board"] for b in spec["boards"]] == ours["boards"]
        assert spec["players"] == ours["players"] and spec["decisions"] == ours["decisions"]
        assert sorted(map(sorted, spec["cross_board_adjacent"])) == sorted(map(sorted, ours["cross_board_adjacency"]))
        assert sorted(map(sorted, spec["uncertain_pairs"])) == sorted(map(sorted, ours["not_adjacent"]))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_map_has_a_polygon_and_label_for_every_land_and_no_others(layout, geometry):
    spec = geometry["layouts"][layout]
    isle = I.island(layout)
    width, height = spec["size"]
    drawn = {}
    for board in spec["boards"]:
        assert sorted(board["lands"]) == sorted(isle.lands_of_board(board["board"]))
        drawn.update(board["lands"])
    assert sorted(drawn) == sorted(isle.land_ids) and len(drawn) == len(isle.land_ids)
    for land, shape in drawn.items():
        assert (shape["terrain"], shape["coastal"]) == (isle.terrain(land), isle.coastal(land))
        poly = [tuple(p) for p in shape["polygon"]]
        assert len(poly) >= 3 and all(len(p) == 2 for p in poly)
        assert all(-0.001 <= x <= width + 0.001 and -0.001 <= y <= height + 0.001 for x, y in poly)
        assert len(shape["label"]) == 2 and _inside(shape["label"], poly), land
        clearance = min(_point_segment(shape["label"], a, b) for a, b in zip(poly, poly[1:] + poly[:1]))
        assert abs(clearance - shape["label_clearance"]) < 0.005 and clearance > 0.02, land


@pytest.mark.parametrize("layout", LAYOUTS)
def test_map_polygons_touch_exactly_where_lands_are_adjacent(layout, geometry):
    isle = I.island(layout)
    polys = {land: [tuple(p) for p in shape["polygon"]]
             for board in geometry["layouts"][layout]["boards"] for land, shape in board["lands"].items()}
    for a, b in itertools.combinations(isle.land_ids, 2):
        touching = _gap(polys[a], polys[b]) < 0.01
        assert touching == (b in isle.adjacent(a)), (a, b)

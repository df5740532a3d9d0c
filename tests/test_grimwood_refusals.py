"""Grimwood refusals: every one is a catalog key with raw arguments, and every key has its
English words in web/games/grimwood/messages.en.js (which say what to do instead)."""

import re

import pytest

from catalog import catalog, web_file
from grimwood_helpers import act, make, refusal
from pyengine.core import bot
from pyengine.core.errors import BadRequest, IllegalAction
from pyengine.core.jsondata import bare
from pyengine.core.match import Match
from pyengine.games.grimwood import data as D
from pyengine.games.grimwood.explain import REFUSALS

ARG_TYPES = {"seat": "seat", "owner": "seat", "card": "card", "kind": "kind", "mode": "mode", "cap": int, "count": int}


def catalog_keys() -> set:
    return {k for k in catalog() if k.startswith("grimwood.refuse.")}


def test_every_refusal_key_has_english_words():
    keys = {f"grimwood.refuse.{name}" for name in REFUSALS}
    assert keys - catalog_keys() == set(), "refusals without words in messages.en.js"
    assert catalog_keys() - keys == set(), "words for refusals the engine never gives"


def test_refusal_words_name_no_action_or_internal_value():
    for key, words in catalog().items():
        if key.startswith("grimwood.refuse."):
            assert not re.search(r"'(draw|steal|lay|into|power|skip|do|from)'|combo id|\bc\d+\b|seat \d|null|\bclick", words), key


def check_reason(err: IllegalAction, players: int) -> None:
    assert err.key.startswith("grimwood.refuse.") and err.key[len("grimwood.refuse."):] in REFUSALS
    for name, value in err.reason_args.items():
        kind = ARG_TYPES[name]
        if kind == "seat":
            assert isinstance(value, int) and 0 <= value < players
        elif kind == "card":
            assert value in D.ORDER or value in D.NAMES
        elif kind == "kind":
            assert value in D.SETS or value == "supernatural"
        elif kind == "mode":
            assert value in ("ask", "always", "never")
        else:
            assert isinstance(value, kind)


TRIES = [{}, {"do": None}, {"do": "draw"}, {"do": "steal", "from": 0}, {"do": "steal", "from": 1}, {"do": "steal", "from": 9},
         {"do": "steal", "from": "1"}, {"do": "rune", "card": "rune-1"}, {"do": "rune", "card": "owl-1"},
         {"do": "lay", "card": "owl-1"}, {"do": "lay", "card": "giant"}, {"do": "lay", "card": ["x"]},
         {"do": "set", "kind": "owls"}, {"do": "set", "kind": "paths"}, {"do": "set", "kind": "pairs"},
         {"do": "amulet", "mode": "ask"}, {"do": "amulet", "mode": "sometimes"}, {"do": "into", "combo": "c1"},
         {"do": "into", "combo": "c99"}, {"do": "into", "combo": None}, {"do": "power", "card": "mage"},
         {"do": "power", "card": "dragon"}, {"do": "combo", "combo": "c1"}, {"do": "combo", "combo": 3},
         {"do": "card", "card": "giant"}, {"do": "card", "card": {}}, {"do": "player", "seat": 0},
         {"do": "player", "seat": 2}, {"do": "player", "seat": True}, {"do": "name", "name": "amazon"},
         {"do": "name", "name": "dragonfly"}, {"do": "play", "card": "owl-1"}, {"do": "block"},
         {"do": "discard", "card": "giant"}, {"do": "keep"}, {"do": "cancel"}]


@pytest.mark.parametrize("seed", range(6))
def test_every_refusal_in_bot_games_is_a_listed_key_with_raw_arguments(seed):
    players = 2 + seed % 5
    m = Match.create("grimwood", players, seed, {})
    seen = set()
    while not m.over:
        legal = [bare(a) for a in m.legal()]
        for action in TRIES:
            if action in legal:
                continue
            try:
                m.act(action)
            except BadRequest:
                continue
            except IllegalAction as err:
                check_reason(err, players)
                seen.add(err.key)
                continue
            raise AssertionError(f"{action} was accepted while not legal")
        m.act(bot.choose(m))
    assert len(seen) >= 12  # the refusals met cover many decisions


def test_refusals_name_what_is_wrong():
    m = make(hands={0: ["owl-1", "owl-2", "mage"], 1: []}, combos={1: [["dragon", "hydra"]]}, deck_top=["crow-1"])
    assert refusal(m, {"do": "set", "kind": "owls"}) == ("set_missing", {"kind": "owls"})
    assert refusal(m, {"do": "steal", "from": 1}) == ("steal_empty_hand", {"seat": 1})
    act(m, {"do": "lay", "card": "mage"})
    assert refusal(m, {"do": "into", "combo": "c1"}) == ("not_your_combo", {"owner": 1})
    assert refusal(m, {"do": "lay", "card": "mage"}) == ("already_chosen", {"card": "mage"})
    assert refusal(m, {"do": "draw"}) == ("step.lay", {})


def test_the_card_view_names_the_same_male_creatures_as_the_rules():
    text = web_file("games/grimwood/messages.en.js")
    male = re.search(r"const MALE = \[([^\]]*)\]", text).group(1)
    assert set(re.findall(r'"(\w+)"', male)) == set(D.MALE)

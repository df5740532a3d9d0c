"""Every word the Horizons board shows has English words in the catalog: each log, prompt,
refusal and option key the engine emits, each end-of-game reason, the setup dialog's labels,
and each key the board's modules name."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from catalog import catalog, web_file

from pyengine.core.flow import Frame
from pyengine.games.spirit_island_horizons import fear as F
from pyengine.games.spirit_island_horizons import ops as O
from pyengine.games.spirit_island_horizons import invaders as I
from pyengine.games.spirit_island_horizons import pieces as P
from pyengine.games.spirit_island_horizons import spirit as S
from pyengine.games.spirit_island_horizons.frames_check import sub_programs
from pyengine.games.spirit_island_horizons.phases import PHASES
from pyengine.games.spirit_island_horizons.rules import Horizons

ENGINE = Path(__file__).resolve().parent.parent / "pyengine" / "games" / "spirit_island_horizons"
MODULES = ["board.js", "cards.js", "index.js"]


def engine_keys() -> set[str]:
    """The keys written out in the engine's sources, and those it builds: a refusal name, a
    decision frame's prompt, the power phases' prompts."""
    text = "\n".join(p.read_text("utf-8") for p in ENGINE.glob("*.py"))
    # a key that goes on in an f-string ("...powers_{speed}") is built: its forms are added below
    keys = {k for k in re.findall(r"horizons\.(?:log|prompt|refuse|option)\.[a-z_0-9]+\{?", text) if not k.endswith("{")}
    keys |= {f"horizons.refuse.{n}" for n in re.findall(r"refuse\(\s*\"([a-z_]+)\"", text)}
    keys |= {f"horizons.refuse.{n}" for n in P.REFUSALS | I.REFUSALS | S.REFUSALS}
    keys |= {f"horizons.prompt.powers_{speed}" for speed in ("fast", "slow")}
    # the options the programs offer (a "choose one" card's two), and those operations build
    keys |= {key for program in O.PROGRAMS.values() for sub in sub_programs(program) for step in sub
             if step["op"] == "choose" for key in step["options"]}
    keys |= {f"horizons.option.track_{t}" for t in S.TRACKS} | {f"horizons.option.deck_{d}" for d in S.DECKS}
    for frame in Horizons.frames:
        if frame.kind in ("round", "powers", "spirit", "invaders", "ravage", "effect"):
            continue  # never asks, or asks with the keys above
        # a frame with no prompt of its own gets the core's key, named after the game
        own = frame.prompt is not Frame.prompt
        keys.add(f"horizons.prompt.{frame.kind}" if own else frame.prompt_key or f"{Horizons.id}.prompt.{frame.kind}")
    return keys


def test_every_engine_key_has_english_words():
    missing = sorted(k for k in engine_keys() if k not in catalog())
    assert missing == []


def test_every_outcome_and_setup_label_has_words():
    words = catalog()
    wanted = {f"end.reason.spirit_island_horizons.{r}" for r in F.OUTCOMES}
    wanted |= {"game.spirit_island_horizons.name", "seatfield.spirit_island_horizons.spirit"}
    for name, spec in Horizons.options_spec.items():
        wanted |= {f"options.spirit_island_horizons.{name}"} | {f"options.spirit_island_horizons.{name}.{str(c).lower() if isinstance(c, bool) else c}" for c in spec["choices"]}
    assert sorted(wanted - set(words)) == []


@pytest.mark.parametrize("name", MODULES)
def test_every_key_a_module_names_has_words(name):
    text = web_file(f"games/spirit_island_horizons/{name}")
    used = set(re.findall(r"[\"'`]((?:horizons|end\.hz)\.[a-z_0-9.]+[a-z_0-9])[\"'`]", text))
    assert sorted(used - set(catalog())) == []


def test_the_names_the_board_builds_have_words():
    words = catalog()
    wanted = {f"horizons.phase.{p}" for p in PHASES + ("over",)}
    wanted |= {f"horizons.piece.{form}.{k}" for form in ("one", "kind") for k in ("explorer", "town", "city", "dahan", "blight")}
    wanted |= {f"horizons.element.{e}" for e in ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")}
    wanted |= {f"horizons.card.target.land.{f}" for f in ("any", "invaders", "no_invaders", "dahan", "blight", "no_blight", "coastal", "terrain")}
    wanted |= {f"horizons.card.range.{r}" for r in ("presence", "sacred_site")}
    wanted |= {f"horizons.growth.{form}{op}" for form in ("", "short.") for op in ("reclaim_all", "add_presence", "gain_power_card", "gain_energy")}
    wanted |= {f"horizons.track.{tr}" for tr in S.TRACKS} | {f"horizons.deck.{d}" for d in S.DECKS}
    wanted |= {f"horizons.{where}.{r}" for where in ("island.rule", "board.rule.idle") for r in S.STANDING_RULES}
    wanted |= {f"horizons.island.health.{k}" for k in ("explorer", "town", "city", "dahan")}
    assert S.STANDING_RULES  # filled by the spirit modules the game imports
    assert sorted(wanted - set(words)) == []


def test_a_card_that_cannot_be_played_is_refused_with_its_worded_reason():
    from pyengine.core.errors import IllegalAction
    from pyengine.core.match import Match

    m = Match.create("spirit_island_horizons", 1, 7, {})
    m.act({"do": "growth", "option": 1}, 0)
    for track, land in (("energy", "G1"), ("card_plays", "G4")):
        icon = next(a["icon"] for a in m.legal() if a["do"] == "take")
        m.act({"do": "take", "icon": icon, "track": track}, 0)
        m.act({"do": "place", "land": land}, 0)
    before = m.position()
    with pytest.raises(IllegalAction) as caught:
        m.act({"do": "play", "card": "intractable_thickets_and_thorns"}, 0)  # costs 2, 1 energy
    assert caught.value.key == "horizons.refuse.not_enough_energy"
    assert caught.value.reason_args["card"] == "intractable_thickets_and_thorns"
    assert caught.value.key in catalog()
    assert m.position() == before

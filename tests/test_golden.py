"""Golden playthroughs: one recorded seeded bot game per game, compared line by line.

Any change of the rules shows up as a diff. After an intended change, rewrite
the files with ``UPDATE_GOLDEN=1 python3 -m pytest tests/test_golden.py`` and
read the diff before committing it (one game: add ``-k <game id>``, e.g.
``-k spirit_island_horizons``).
"""

import json
import os

import pytest

from pyengine.core import bot
from pyengine.core.match import Match
from living_forest_helpers import golden_summary as living_forest_summary
from horizons_helpers import golden_summary as horizons_summary

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden")
CASES = [("lotus", 2, 1), ("lotus", 3, 2), ("lotus", 4, 3), ("grimwood", 3, 4), ("living_forest", 2, 45),
         ("spirit_island_horizons", 1, 161)]
# Horizons once more with each other spirit (the first case is Fathomless Mud, the default seat),
# each on a seed whose game has its special rule act (the seeds were searched for it):
# the players value names the spirit, and the file is named after it.
HORIZONS_SPIRITS = {"sun_bright_whirlwind": 27, "devouring_teeth_lurk_underfoot": 27,
                    "eyes_watch_from_the_trees": 77, "rising_heat_of_stone_and_sand": 35}
CASES += [("spirit_island_horizons", spirit, seed) for spirit, seed in HORIZONS_SPIRITS.items()]
# and with 2 and 3 spirits (the first free spirits: Mud and Whirlwind, then Teeth) on the sides'
# boards: the bots play every spirit's phases in seat order, the invaders on every board
CASES += [("spirit_island_horizons", 2, 5), ("spirit_island_horizons", 3, 6)]


def seats_of(players):
    """Match.create's players: a count, or one seat playing the named spirit."""
    return players if isinstance(players, int) else [{"name": "A", "kind": "human", "spirit": players}]


def file_name(game: str, players, seed: int) -> str:
    who = f"{players}p" if isinstance(players, int) else players
    return f"{game}_{who}_seed{seed}.txt"


def grimwood_summary(view: dict) -> str:
    """A compact public line: decision, actions left, deck and discard top, each seat's hand count, combos, score."""
    b = view["board"]
    pending = view["pending"]
    who = f"{pending['player']}/{pending['kind']}" if pending else "over"
    seats = " ".join(
        f"h{s['hand_count']}[{' '.join('+'.join(c['cards']) for c in s['combos'])}]={s['score']}" for s in b["seats"]
    )
    top = b["discard"][-1] if b["discard"] else "-"
    return f"  {who} a{b['actions_left']} | d{b['deck']} top:{top} | {seats}"


SUMMARIES = {"grimwood": grimwood_summary, "living_forest": living_forest_summary,
             "spirit_island_horizons": horizons_summary}


def summary(view: dict) -> str:
    """A compact public line: step, garden with guardians, wildflower row, each seat's counts."""
    if view["game"] in SUMMARIES:
        return SUMMARIES[view["game"]](view)
    b = view["board"]
    garden = " ".join(
        f"{f['type']}:{','.join(c['id'] for c in f['cards'])}" + (f"[{','.join(g['id'] for g in f['guardians'])}]" if f["guardians"] else "")
        for f in b["garden"]
    )
    row = ",".join(c["id"] if c else "-" for c in b["wild_row"])
    seats = " ".join(
        f"{s['colour']}:d{s['deck']}h{s['hand_count']}p{s['pile']}t{s['tokens']}{''.join(p[0] for p in s['powers'])}"
        for s in b["seats"]
    )
    pending = view["pending"]
    who = f"{pending['player']}/{pending['kind']}" if pending else "over"
    return f"  {who} a{b['actions_taken']} | {garden} | {row} w{b['wild_deck']} | {seats}"


def playthrough(game: str, players: int, seed: int) -> str:
    m = Match.create(game, seats_of(players), seed, {})
    lines = [f"# {game} players={players} seed={seed}", summary(m.view(None))]
    while not m.over:
        action = bot.choose(m)
        entries = m.act(action)
        lines.append("> " + json.dumps({k: v for k, v in action.items() if k != "label"}, sort_keys=True))
        lines += [f"  {e['key']} {json.dumps(e['args'], sort_keys=True)}" for e in m.view(None, len(m.log) - len(entries))["log"]]
        lines.append(summary(m.view(None)))
    lines.append("= " + json.dumps(m.view(None)["result"], sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game,players,seed", CASES)
def test_golden_playthrough(game, players, seed):
    path = os.path.join(HERE, file_name(game, players, seed))
    text = playthrough(game, players, seed)
    if os.environ.get("UPDATE_GOLDEN") == "1":
        with open(path, "w") as f:
            f.write(text)
    assert os.path.exists(path), f"no golden file {path}: write it with UPDATE_GOLDEN=1 and read it before committing"
    with open(path) as f:
        expected = f.read()
    assert text == expected, "the playthrough changed: see git diff after UPDATE_GOLDEN=1"

"""What the Horizons tests share: a refused operation and the state it leaves."""
from __future__ import annotations

import copy

import pytest

from pyengine.core.errors import IllegalAction


def refused(key: str, fn, *args) -> IllegalAction:
    """``fn(*args)`` is refused with ``horizons.refuse.<key>`` and changes nothing (the state
    is its first argument); returns the error."""
    state = args[0]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as caught:
        fn(*args)
    assert caught.value.key == f"horizons.refuse.{key}"
    assert state == before
    return caught.value


LETTERS = {"explorer": "e", "town": "t", "city": "c", "dahan": "d"}


def _land(name: str, here: dict) -> str:
    """``G3:2e1t*1d1b2p``: counts of explorers, towns, cities, dahan (``*`` after a kind with
    damage), blight, presence (all seats) and defend; an empty land is left out."""
    out = "".join(f"{len(here[k])}{c}" + ("*" if any(here[k]) else "") for k, c in LETTERS.items() if here[k])
    out += f"{here['blight']}b" if here["blight"] else ""
    presence = sum(here["presence"].values())
    out += (f"{presence}p" if presence else "") + (f"{here['defend']}D" if here["defend"] else "")
    return f"{name}:{out}" if out else ""


def golden_summary(view: dict) -> str:
    """A compact public line for tests/test_golden.py: decision, round and phase, blight pool,
    fear (pool+generated, earned, terror, deck), the invader track and deck, every land's pieces,
    and the spirit (energy, tracks taken, hand count, played cards)."""
    b = view["board"]
    pending = view["pending"]
    who = f"{pending['player']}/{pending['kind']}" if pending else "over"
    inv, fear = b["invaders"], b["fear"]
    track = " ".join(f"{k[0].upper()}:{inv[k] or '-'}" for k in ("ravage", "build", "explore"))
    lands = " ".join(x for x in (_land(l, here) for l, here in b["lands"].items()) if x)
    spirits = " ".join(
        f"e{s['energy']} t{s['tracks']['energy']['uncovered']}/{s['tracks']['card_plays']['uncovered']} "
        f"h{s['hand_count']} [{','.join(s['played'])}]" for s in b["spirits"])
    return (f"  {who} r{b['round']} {b['phase']} | b{b['pools']['blight']} f{fear['pool']}+{fear['generated']} "
            f"x{fear['earned']} T{fear['terror']} d{fear['deck']} | {track} d{inv['deck']} | {lands} | {spirits}")

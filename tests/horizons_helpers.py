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

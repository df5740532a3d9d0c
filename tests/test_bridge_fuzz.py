"""Any JSON at all through the bridge gets a clear answer: never an escaped exception,
never an internal error, and a refused request changes nothing.  (Each game's own fuzz test
mutates its real actions and saves; this one throws arbitrary JSON at every op.)"""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine import bridge

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
OPS = ["games", "new", "view", "legal", "act", "undo", "save", "load", "bot", "think", "suggest", "close", "nope"]
FIELDS = ["game", "players", "seed", "options", "match", "player", "log_from", "action", "actions", "save", "to", "view",
          "slice_ms", "level"]


def answer(req) -> dict:
    text = bridge.handle(json.dumps(req))  # must not raise
    out = json.loads(text)
    assert isinstance(out["ok"], bool), out
    if not out["ok"]:
        assert out["error"]["code"] != "internal_error", (req, out)
    return out


MATCH = answer({"op": "new", "game": "lotus", "players": 2, "seed": 1})["match"]


def position() -> str:
    return json.dumps(answer({"op": "save", "match": MATCH})["save"]["position"], sort_keys=True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(op=st.sampled_from(OPS), fields=st.dictionaries(st.sampled_from(FIELDS), JSON, max_size=5))
def test_any_json_in_any_field_gets_a_clear_answer(op, fields):
    answer({"op": op, **fields})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(op=st.sampled_from(["act", "undo", "view", "legal", "bot", "think", "suggest", "save"]),
       fields=st.dictionaries(st.sampled_from(["player", "action", "actions", "to", "log_from", "view", "slice_ms", "level"]),
                              JSON, max_size=3))
def test_a_refused_request_on_a_real_match_changes_nothing(op, fields):
    before = position()
    out = answer({"op": op, "match": MATCH, **fields})
    if not out["ok"] or op in ("view", "legal", "save", "suggest") or (op == "think" and not out["done"]):
        assert position() == before


@settings(max_examples=200, deadline=None)
@given(req=JSON)
def test_a_request_that_is_any_json_value_gets_a_clear_answer(req):
    answer(req)

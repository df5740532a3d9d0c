"""The JSON bridge: ``handle(request_json) -> response_json``.

The one entry point the browser worker, the tests and embedding pages use;
identical in CPython and Pyodide.  A request is ``{"op": ..., ...}``; the
answer is ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code",
"message", "key"?, "args"?}}``: ``message`` is for developers, ``key`` and
``args`` (when present) are what the page words for players.  No exception
ever crosses it.  Several matches live side by side under ids ("m1", "m2",
...), so one worker can serve several boards.

Ops and their fields (answers in brackets):
  games                                   [games]
  new    game, players, seed?, options?   [match, seats]
  view   match, player?, log_from?        [view]
  legal  match, player?                   [player, actions] (a private decision's: for its seat only)
  act    match, action | actions, player?, view?, log_from?
                                          [events, player, pending, view?]
  undo   match, player?, to? ("step"|"action")   [undone, steps]
  save   match                            [save]
  load   save                             [match, seats, rules_updated?]
  bot    match, level? (default "random")  [player, events, pending] (public entries only)
  think  match, slice_ms?                 [done, progress] or, once done, the bot's move played:
                                          [done, player, events, pending] (public entries only)
  suggest match, player, slice_ms?        [done, progress] or, once done, [done, action]
  close  match                            []
  lesson lesson                           [seat, steps] (the lesson checked and played through; see core/lessons.py)

``think`` is a computer seat's move at its seat's level, thought over in slices of about
``slice_ms`` milliseconds (default 40): the page asks again until ``done``, and any other
request between two slices is answered at once (an undo or another action makes the
thought moot: the next ``think`` starts afresh).  ``suggest`` thinks the same way for the
seat deciding now (``player``, who must be that seat) and answers the move it would play.
``load`` answers ``rules_updated: {"from", "to"}`` (rules releases) when the save was written
under rules corrected since and the game goes on from the position it saved.
"""

from __future__ import annotations

import json
import random
import re
import time

from .core import bot, lessons, registry
from .core.errors import BadRequest, EngineError, GameOver, NotYourTurn, UnknownMatch
from .core.match import Match, visible_entries

_matches: dict[str, Match] = {}
_thoughts: dict[tuple, bot.Think] = {}  # (match id, "bot" or "suggest") -> the thought under way
SLICE_MS = (40, 1, 200)  # default, least, most
SUGGEST_LEVEL = "hard"
_counter = [0]


def _store(match: Match) -> str:
    _counter[0] += 1
    match_id = f"m{_counter[0]}"
    _matches[match_id] = match
    return match_id


def _match(req: dict) -> Match:
    match_id = req.get("match")
    if not isinstance(match_id, str):
        raise BadRequest("field 'match' (a match id from 'new' or 'load') is required")
    if match_id not in _matches:
        raise UnknownMatch(f"no match {match_id!r} (it was closed, or this engine was restarted)")
    return _matches[match_id]


def _player(req: dict, match: Match) -> int | None:
    return match.check_viewer(req.get("player"))


def _op_games(req):
    return {"games": [g.describe() for g in registry.all_games()]}


def _op_new(req):
    if "game" not in req:
        raise BadRequest("field 'game' is required")
    if "players" not in req:
        raise BadRequest("field 'players' (a count or a list of seats) is required")
    seed = req.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)  # the seed is recorded, so the match still replays
    match = Match.create(req["game"], req["players"], seed, req.get("options"))
    # no seed in the answer: whoever knows it can replay the shuffles (views show it once over)
    return {"match": _store(match), "seats": match.seats}


def _op_view(req):
    match = _match(req)
    return {"view": match.view(_player(req, match), req.get("log_from", 0))}


def _op_legal(req):
    match = _match(req)
    decision = match.pending()
    asked = _player(req, match)
    if decision is None:
        return {"player": None, "actions": []}
    if asked is not None and asked != decision.player:
        return {"player": decision.player, "actions": []}
    if asked is None and decision.private:
        # the choices of a private decision show the seat's hidden cards: only for that seat
        return {"player": decision.player, "actions": [], "private": True}
    return {"player": decision.player, "actions": match.game.legal_actions(match.state)}  # not over: decided above


def _op_act(req):
    match = _match(req)
    if ("action" in req) == ("actions" in req):
        raise BadRequest("give either 'action' (one) or 'actions' (several, played all or nothing)")
    player = _player(req, match)
    if "actions" in req:
        entries = match.play_all(req["actions"], player)
    else:
        entries = match.act(req["action"], player)
    actor = match.actions[-1]["player"]
    answer = {"player": actor, "events": visible_entries(entries, actor), "pending": _pending(match)}
    if req.get("view") is True:  # the acting seat's new view in the same round trip
        answer["view"] = match.view(actor, _log_from(req))
    return answer


def _pending(match: Match) -> dict | None:
    decision = match.pending()
    return decision.to_json() if decision else None


def _log_from(req) -> int:
    return req.get("log_from", 0)


def _op_stages(req):
    """The steps of the last moves a page may show one at a time (Horizons' invader phase):
    those whose first log entry is at ``log_from`` or later, each with its public board."""
    match = _match(req)
    log_from = req.get("log_from")
    if isinstance(log_from, bool) or not isinstance(log_from, int) or log_from < 0:
        raise BadRequest("log_from must be a whole number >= 0")
    return {"stages": match.stages_from(log_from)}


def _op_undo(req):
    match = _match(req)
    player = _player(req, match)
    to = req.get("to", "step")
    if to == "action":  # back to the start of the action being built
        undone = match.undo_action(player)
        return {"undone": undone[0], "steps": len(undone)}
    if to != "step":
        raise BadRequest("'to' must be 'step' or 'action'")
    return {"undone": match.undo(player), "steps": 1}


def _op_save(req):
    return {"save": _match(req).to_save()}


def _op_load(req):
    data = req.get("save")
    if isinstance(data, str):
        if _text_too_deep(data):
            raise BadRequest(f"the save nests lists or objects more than {MAX_DEPTH} deep")
        try:
            data = json.loads(data)
        except ValueError as err:
            raise BadRequest(f"the save is not valid JSON ({err})") from None
        except RecursionError:
            raise BadRequest(f"the save nests lists or objects more than {MAX_DEPTH} deep") from None
        if _too_deep(data):
            raise BadRequest(f"the save nests lists or objects more than {MAX_DEPTH} deep")
    if data is None:
        raise BadRequest("field 'save' is required")
    match = Match.from_save(data)
    answer = {"match": _store(match), "seats": match.seats}
    if match.rules_updated:
        answer["rules_updated"] = match.rules_updated
    return answer


def _op_bot(req):
    match = _match(req)
    player, entries = match.play_bot(req.get("level", bot.RANDOM))
    return _bot_move(match, player, entries)


def _bot_move(match: Match, player: int, entries: list) -> dict:
    # what the bot's opponents may see of its move: its public log entries, not the action
    # itself (an exchanged card would be shown by it)
    return {"player": player, "events": visible_entries(entries, None), "pending": _pending(match)}


def _slice(req) -> float:
    default, least, most = SLICE_MS
    ms = req.get("slice_ms", default)
    if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not least <= ms <= most:
        raise BadRequest(f"slice_ms must be a number of milliseconds from {least} to {most}")
    return ms / 1000


def _thought(req, match: Match, purpose: str, level: str) -> bot.Think:
    """The thought under way for this match and purpose, or a new one for its position now."""
    key = (req["match"], purpose)
    think = _thoughts.get(key)
    if think is None or not think.holds_for(match) or think.level != level:
        think = _thoughts[key] = bot.Think(match, level)
    return think


def _think_slice(think: bot.Think, seconds: float) -> bool:
    deadline = time.perf_counter() + seconds
    return think.run(lambda: time.perf_counter() >= deadline)


def _op_think(req):
    match = _match(req)
    seconds = _slice(req)
    decision = match.pending()
    if decision is None:
        raise GameOver("the game is over; the bot has nothing to play", key="refuse.game_over")
    if match.seats[decision.player]["kind"] != "bot":
        raise BadRequest(f"{match.seat_name(decision.player)} is not a computer seat: use 'suggest'")
    think = _thought(req, match, "bot", bot.seat_level(match, decision.player))
    if not _think_slice(think, seconds):
        return {"done": False, "progress": think.progress}
    del _thoughts[(req["match"], "bot")]
    player, entries = match.play_thought(think)
    return {"done": True, **_bot_move(match, player, entries)}


def _op_suggest(req):
    match = _match(req)
    seconds = _slice(req)
    decision = match.pending()
    if decision is None:
        raise GameOver("the game is over; there is nothing to suggest", key="refuse.game_over")
    if _player(req, match) != decision.player:
        # the suggestion is one of the deciding seat's own choices: for that seat only
        raise NotYourTurn(f"a suggestion is for the seat deciding now, {match.seat_name(decision.player)}",
                          key="refuse.not_your_turn", args={"seat": decision.player})
    think = _thought(req, match, "suggest", SUGGEST_LEVEL)
    if not _think_slice(think, seconds):
        return {"done": False, "progress": think.progress}
    return {"done": True, "action": think.action}


def _op_close(req):
    _match(req)
    del _matches[req["match"]]
    for purpose in ("bot", "suggest"):
        _thoughts.pop((req["match"], purpose), None)
    return {}


def _op_lesson(req):
    checked = lessons.check_lesson(req.get("lesson"), Match.from_save)
    return {"seat": checked["seat"], "steps": checked["steps"]}


_OPS = {
    "games": _op_games,
    "new": _op_new,
    "view": _op_view,
    "legal": _op_legal,
    "act": _op_act,
    "undo": _op_undo,
    "stages": _op_stages,
    "save": _op_save,
    "load": _op_load,
    "bot": _op_bot,
    "think": _op_think,
    "suggest": _op_suggest,
    "close": _op_close,
    "lesson": _op_lesson,
}


MAX_DEPTH = 64  # deeper JSON than any request or save needs; refused before any work


def _too_deep(value, limit: int = MAX_DEPTH) -> bool:
    """True when ``value`` nests lists/objects more than ``limit`` deep (checked without recursion)."""
    if isinstance(value, dict) and not any(isinstance(v, (dict, list)) for v in value.values()):
        return False  # the common request: flat
    todo = [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            todo.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))
    return False


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"\[\]|\{\}")


def _text_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """True when JSON text nests more than ``limit`` deep, found before parsing it: the
    parser recurses, and in Pyodide very deep nesting overflows the stack fatally.
    Strings are dropped, then the innermost bracket pairs are removed one level at a time."""
    if text.count("[") + text.count("{") <= limit:
        return False  # too few brackets to nest that deep (most requests)
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(limit):
        if not brackets:
            return False
        fewer = _PAIR.sub("", brackets)
        if fewer == brackets:
            return False  # unbalanced: the parser names the error
        brackets = fewer
    return bool(brackets) and _PAIR.search(brackets) is not None


def call(req) -> dict:
    """Like :func:`handle` but with Python objects in and out."""
    if isinstance(req, dict) and _too_deep(req):
        return {"ok": False, "error": BadRequest(f"the request nests lists or objects more than {MAX_DEPTH} deep").to_json()}
    return _answer(req)


def _answer(req) -> dict:
    """The answer to a request whose depth is known to be within MAX_DEPTH."""
    try:
        if not isinstance(req, dict):
            raise BadRequest("a request must be a JSON object with an 'op' field")
        op = req.get("op")
        if not isinstance(op, str) or op not in _OPS:
            raise BadRequest(f"unknown op {op!r}; ops are: {', '.join(_OPS)}")
        return {"ok": True, **_OPS[op](req)}
    except EngineError as err:
        return {"ok": False, "error": err.to_json()}
    except Exception as err:  # a bug: report it, never raise across the bridge
        return {"ok": False, "error": {"code": "internal_error", "message": f"{type(err).__name__}: {err}"}}


def handle(request_json: str) -> str:
    """JSON text in, JSON text out; the contract the page and tests rely on."""
    too_deep = {"ok": False, "error": {"code": "bad_request", "message": f"the request nests lists or objects more than {MAX_DEPTH} deep"}}
    if isinstance(request_json, str) and _text_too_deep(request_json):
        return json.dumps(too_deep)
    try:
        req = json.loads(request_json)
    except (TypeError, ValueError) as err:
        return json.dumps({"ok": False, "error": {"code": "bad_request", "message": f"request is not valid JSON ({err})"}})
    except RecursionError:
        return json.dumps(too_deep)
    return json.dumps(_answer(req))  # its depth was checked on the text

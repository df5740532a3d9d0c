"""Lessons: a starting position and the steps a learner takes from it (web/LESSONS.md).

A lesson is JSON.  ``check_lesson`` refuses a malformed one, naming the defect, and plays it
through on the engine: every right move and every named wrong move must be legal where its
step stands, every watched move too, and the position after the last step must be the one
the lesson claims.  The page plays a lesson itself (web/lessons/); it asks this check first,
so a teacher's broken lesson is refused before anything is drawn.

A move counts as a pattern's when every field the pattern names has the same value in the
move (an exact action is the pattern with all its fields): ``matches``, the one rule the page
uses too.
"""

from __future__ import annotations

from .errors import EngineError
from .jsondata import bare, canonical

LESSON_FORMAT = "garden-lesson"
LESSON_VERSIONS = (1,)
STEP_KINDS = ("look", "move", "watch")
STEP_FIELDS = {
    "look": {"look", "targets"},
    "move": {"move", "right", "hint", "wrong", "not_quite"},
    "watch": {"watch", "actions"},
}
TOP_FIELDS = {"format", "version", "game", "title", "summary", "seat", "names", "position", "steps", "done", "expect"}
MAX_STEPS = 60


class LessonError(EngineError):
    """A lesson that is malformed or does not play as it says."""

    code = "bad_lesson"


def matches(action: dict, pattern: dict) -> bool:
    """True when ``action`` has every field of ``pattern`` with the same value (as JSON)."""
    return all(k in action and canonical(action[k]) == canonical(v) for k, v in pattern.items())


def _text(value, where: str) -> None:
    """A narration: a catalog key, or {"key": ..., "args": {...}}."""
    if isinstance(value, str) and value:
        return
    if isinstance(value, dict) and isinstance(value.get("key"), str) and value["key"] \
            and set(value) <= {"key", "args"} and isinstance(value.get("args", {}), dict):
        return
    raise LessonError(f"{where} must be a message key or {{\"key\", \"args\"}}")


def text_keys(lesson: dict) -> list[str]:
    """Every catalog key a lesson shows (for the catalog tests)."""
    def key(value):
        return value if isinstance(value, str) else value["key"]
    keys = [key(lesson["title"])] + ([key(lesson["summary"])] if "summary" in lesson else []) + [key(lesson["done"])]
    keys += [key(n) for n in lesson.get("names", []) if n is not None]
    for step in lesson["steps"]:
        kind = step_kind(step)
        keys.append(key(step[kind]))
        if kind == "move":
            keys += [key(step[f]) for f in ("hint", "not_quite") if f in step]
            keys += [key(w["say"]) for w in step.get("wrong", [])]
    return keys


def step_kind(step: dict) -> str:
    kinds = [k for k in STEP_KINDS if k in step]
    return kinds[0] if len(kinds) == 1 else ""


def _pattern(value, where: str) -> dict:
    if not isinstance(value, dict) or not value or not isinstance(value.get("do", ""), str):
        raise LessonError(f"{where} must be an object with an action's fields")
    return value


def check_shape(lesson) -> None:
    """Refuses a lesson whose JSON is not a lesson (before any move is tried)."""
    if not isinstance(lesson, dict):
        raise LessonError("a lesson must be a JSON object")
    if lesson.get("format") != LESSON_FORMAT:
        raise LessonError(f"not a lesson: 'format' must be {LESSON_FORMAT!r}")
    if not any(type(lesson.get("version")) is int and lesson["version"] == v for v in LESSON_VERSIONS):
        raise LessonError(f"lesson version {lesson.get('version')!r} is not supported")
    unknown = set(lesson) - TOP_FIELDS
    if unknown:
        raise LessonError(f"unknown lesson field(s): {', '.join(sorted(unknown))}")
    for field in ("game", "title", "seat", "position", "steps", "done"):
        if field not in lesson:
            raise LessonError(f"the lesson has no '{field}'")
    if not isinstance(lesson["game"], str):
        raise LessonError("'game' must be a game id")
    _text(lesson["title"], "'title'")
    _text(lesson["done"], "'done'")
    if "summary" in lesson:
        _text(lesson["summary"], "'summary'")
    if isinstance(lesson["seat"], bool) or not isinstance(lesson["seat"], int):
        raise LessonError("'seat' must be the learner's seat number")
    names = lesson.get("names", [])
    if not isinstance(names, list):
        raise LessonError("'names' must list each seat's name (a message key, or null for \"Player n\")")
    for i, name in enumerate(names, 1):
        if name is not None:
            _text(name, f"seat {i}'s name")
    if not isinstance(lesson["position"], dict):
        raise LessonError("'position' must be a save (a page fetches a position given by its URL first)")
    steps = lesson["steps"]
    if not isinstance(steps, list) or not steps or len(steps) > MAX_STEPS:
        raise LessonError(f"'steps' must be a list of 1 to {MAX_STEPS} steps")
    for i, step in enumerate(steps, 1):
        where = f"step {i}"
        if not isinstance(step, dict) or not step_kind(step):
            raise LessonError(f"{where} must be an object with exactly one of {', '.join(STEP_KINDS)}")
        kind = step_kind(step)
        unknown = set(step) - STEP_FIELDS[kind]
        if unknown:
            raise LessonError(f"{where} ({kind}): unknown field(s) {', '.join(sorted(unknown))}")
        _text(step[kind], f"{where}'s narration")
        if kind == "look":
            targets = step.get("targets", [])
            if not isinstance(targets, list) or not all(isinstance(t, str) and t for t in targets):
                raise LessonError(f"{where}: 'targets' must be a list of board target ids")
        elif kind == "watch":
            moves = step.get("actions")
            if not isinstance(moves, list) or not moves:
                raise LessonError(f"{where}: 'actions' must be a list of one or more moves")
            for j, p in enumerate(moves, 1):
                _pattern(p, f"{where}'s move {j}")
        else:
            right = step.get("right")
            if not isinstance(right, list) or not right:
                raise LessonError(f"{where}: 'right' must be a list of one or more moves")
            for j, p in enumerate(right, 1):
                _pattern(p, f"{where}'s right move {j}")
            for f in ("hint", "not_quite"):
                if f in step:
                    _text(step[f], f"{where}'s '{f}'")
            wrong = step.get("wrong", [])
            if not isinstance(wrong, list):
                raise LessonError(f"{where}: 'wrong' must be a list of {{\"move\", \"say\"}}")
            for j, w in enumerate(wrong, 1):
                if not isinstance(w, dict) or set(w) != {"move", "say"}:
                    raise LessonError(f"{where}'s wrong move {j} must be {{\"move\", \"say\"}}")
                _pattern(w["move"], f"{where}'s wrong move {j}")
                _text(w["say"], f"{where}'s wrong move {j}'s words")
    expect = lesson.get("expect", {})
    if not isinstance(expect, dict) or not all(isinstance(k, str) and k for k in expect):
        raise LessonError("'expect' must map view paths (\"board.seats.1.score\") to values")


def view_at(view: dict, path: str):
    """The value at a dotted path of a view (numbers index lists); KeyError when there is none."""
    value = view
    for part in path.split("."):
        if isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        elif isinstance(value, dict) and part in value:
            value = value[part]
        else:
            raise KeyError(path)
    return value


def _legal_matching(match, pattern: dict) -> list[dict]:
    return [bare(a) for a in match.legal() if matches(bare(a), pattern)]


def check_lesson(lesson, load) -> dict:
    """Checks a lesson and plays it through; ``load(save)`` makes a match of its position.

    Returns {"seat", "steps": [{"kind", "player"}...], "final": public view after the last step}.
    Every right move of a step is tried: each must be legal, and after each the next move step's
    right moves must be legal too (the lesson goes on from the learner's own move)."""
    check_shape(lesson)
    if lesson["position"].get("game") != lesson["game"]:
        raise LessonError(f"the position is not a {lesson['game']} position")
    try:
        match = load(lesson["position"])
    except EngineError as err:
        raise LessonError(f"the starting position is refused: {err.message}") from None
    seat = lesson["seat"]
    if not 0 <= seat < len(match.seats):
        raise LessonError(f"'seat' {seat} is not a seat of this position")
    if "names" in lesson and len(lesson["names"]) != len(match.seats):
        raise LessonError(f"'names' names {len(lesson['names'])} seats; the position has {len(match.seats)}")
    played = []
    for i, step in enumerate(lesson["steps"], 1):
        kind = step_kind(step)
        decision = match.pending()
        where = f"step {i} ({kind})"
        played.append({"kind": kind, "player": decision.player if decision else None})
        if kind == "look":
            continue
        if decision is None:
            raise LessonError(f"{where}: the game is already over")
        if kind == "watch":
            for j, pattern in enumerate(step["actions"], 1):
                found = _legal_matching(match, pattern) if match.pending() else []
                if len(found) != 1:
                    raise LessonError(f"{where}: watched move {j} must be exactly one legal move "
                                      f"({len(found)} match)")
                match.act(found[0])
            continue
        if decision.player != seat:
            raise LessonError(f"{where}: it is seat {decision.player}'s decision, not the learner's (seat {seat})")
        right = []
        for j, p in enumerate(step["right"], 1):
            found = _legal_matching(match, p)
            if not found:
                raise LessonError(f"{where}: right move {j} {canonical(p)} is not legal here")
            right += found
        for j, w in enumerate(step.get("wrong", []), 1):
            found = _legal_matching(match, w["move"])
            if not found:
                raise LessonError(f"{where}: wrong move {j} {canonical(w['move'])} is not legal here "
                                  "(an illegal move gets the engine's own reason; name only legal ones)")
            if any(canonical(a) == canonical(r) for a in found for r in right):
                raise LessonError(f"{where}: wrong move {j} also counts as right")
        following = next((s for s in lesson["steps"][i:] if step_kind(s) != "look"), None)
        if following is not None and step_kind(following) == "move":
            for alternative in right[1:]:
                trial = load(match.to_save())
                trial.act(alternative)
                if trial.pending() is None or not any(_legal_matching(trial, p) for p in following["right"]):
                    raise LessonError(f"{where}: after the right move {canonical(alternative)} "
                                      "the next step's right moves are not legal")
        match.act(right[0])
    final = match.view(None)
    for path, wanted in lesson.get("expect", {}).items():
        try:
            got = view_at(final, path)
        except KeyError:
            raise LessonError(f"the lesson expects {path}, which the final view does not have") from None
        if canonical(got) != canonical(wanted):
            raise LessonError(f"the lesson expects {path} = {canonical(wanted)}, the game has {canonical(got)}")
    return {"seat": seat, "steps": played, "final": final}

"""The lessons (web/lessons/): every course's lessons play through on the engine as they claim,
their words are in the catalogs, and the check refuses a broken lesson, naming the defect."""
import copy
import json
import sys
from pathlib import Path

import pytest

from catalog import catalog
from engine_helpers import call
from pyengine import bridge
from pyengine.core.errors import EngineError
from pyengine.core.lessons import LessonError, check_lesson, matches, text_keys, view_at
from pyengine.core.match import Match

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "web" / "lessons"
# build.py copies the worked examples, tests/positions/*_example*.json, to dist/examples/
EXAMPLES = ROOT / "tests" / "positions"

if sys.platform == "emscripten" or not LESSONS.exists():
    pytest.skip("the page's lessons are not beside the tests here (inside Pyodide)", allow_module_level=True)


def courses() -> dict:
    return json.loads((LESSONS / "courses.json").read_text())["courses"]


def resolved(path: Path) -> dict:
    """A lesson with its position read, as the page fetches it (relative to the lesson's URL)."""
    lesson = json.loads(path.read_text())
    if isinstance(lesson["position"], str):
        site_path = (path.parent / lesson["position"]).resolve().relative_to(ROOT / "web")
        assert site_path.parts[0] == "examples", f"{path}: a position of this site is one of its examples"
        lesson["position"] = json.loads((EXAMPLES / site_path.name).read_text())
    return lesson


ALL = sorted((p.parent.name, f"{p.parent.name}/{p.name}") for p in LESSONS.glob("*/*.json"))


def test_every_lesson_file_is_in_its_games_course():
    listed = {f for files in courses().values() for f in files}
    assert {f for _, f in ALL} == listed
    assert all(f.startswith(f"{game}/") for game, files in courses().items() for f in files)


@pytest.mark.parametrize("game,file", ALL)
def test_every_lesson_plays_through_as_it_claims(game, file):
    lesson = resolved(LESSONS / file)
    assert lesson["game"] == game
    checked = check_lesson(lesson, Match.from_save)
    assert len(checked["steps"]) == len(lesson["steps"])
    assert lesson.get("expect"), "a lesson names what its last position holds"


@pytest.mark.parametrize("game,file", ALL)
def test_every_lesson_word_is_in_the_catalog(game, file):
    lesson = resolved(LESSONS / file)
    missing = [k for k in text_keys(lesson) if k not in catalog("en")]
    assert not missing
    assert all(k.startswith(f"lessons.{game}.") for k in text_keys(lesson))


def test_a_course_has_five_to_ten_lessons():
    for game, files in courses().items():
        assert 5 <= len(files) <= 10, game
        assert len(set(files)) == len(files)


def test_the_bridge_checks_a_lesson_and_names_a_defect():
    lesson = resolved(LESSONS / "lotus" / "1.json")
    answer = call(op="lesson", lesson=lesson)
    assert answer["ok"] and answer["seat"] == 0 and answer["steps"][1] == {"kind": "move", "player": 0}
    broken = copy.deepcopy(lesson)
    broken["steps"][1]["right"] = [{"do": "play", "card": "red-7-7"}]
    refused = json.loads(bridge.handle(json.dumps({"op": "lesson", "lesson": broken})))
    assert not refused["ok"] and refused["error"]["code"] == "bad_lesson"
    assert "step 2" in refused["error"]["message"] and "not legal" in refused["error"]["message"]


def lotus_lesson(**changes):
    lesson = resolved(LESSONS / "lotus" / "1.json")
    lesson.update(changes)
    return lesson


def refusal(lesson) -> str:
    with pytest.raises(LessonError) as err:
        check_lesson(lesson, Match.from_save)
    return err.value.message


@pytest.mark.parametrize("change,words", [
    ({"format": "garden-save"}, "not a lesson"),
    ({"version": 2}, "version"),
    ({"colour": "red"}, "unknown lesson field"),
    ({"seat": 5}, "not a seat"),
    ({"seat": True}, "seat number"),
    ({"steps": []}, "'steps' must be"),
    ({"title": 3}, "'title'"),
    ({"position": "lotus_example_1.json"}, "fetches"),
    ({"expect": {"board.garden.0.type": 7}}, "expects board.garden.0.type"),
    ({"expect": {"board.nothing": 1}}, "does not have"),
    ({"names": [None]}, "names 1 seats"),
    ({"names": [None, 3]}, "seat 2's name"),
])
def test_a_malformed_or_false_lesson_is_refused_naming_the_defect(change, words):
    assert words in refusal(lotus_lesson(**change))


def step_changed(i, step):
    lesson = lotus_lesson()
    lesson["steps"][i] = step
    return lesson


def test_a_step_is_checked_against_the_position_it_stands_on():
    assert "exactly one of" in refusal(step_changed(0, {"look": "x", "move": "y"}))
    assert "unknown field" in refusal(step_changed(0, {"look": "lessons.lotus.1.hand", "right": []}))
    # a named wrong move must be legal (an illegal one gets the engine's own reason on the page)
    illegal_wrong = step_changed(1, {"move": "lessons.lotus.1.play", "right": [{"do": "play", "card": "red-6-1"}],
                                     "wrong": [{"move": {"do": "move"}, "say": "lessons.lotus.1.play"}]})
    assert "wrong move 1" in refusal(illegal_wrong)
    both = step_changed(1, {"move": "lessons.lotus.1.play", "right": [{"do": "play"}],
                            "wrong": [{"move": {"do": "play", "card": "red-4-4"}, "say": "lessons.lotus.1.play"}]})
    assert "also counts as right" in refusal(both)
    # a right move after which the lesson cannot go on (another card than the place step wants)
    other = step_changed(1, {"move": "lessons.lotus.1.play", "right": [{"do": "play", "card": "red-6-1"},
                                                                       {"do": "play", "card": "red-4-4"}]})
    assert "next step's right moves are not legal" in refusal(other)
    # the learner's moves are the learner's: a move step on another seat's decision is refused
    lesson = lotus_lesson(seat=1)
    assert "not the learner's" in refusal(lesson)
    # a watched move names one legal move exactly
    vague = step_changed(1, {"watch": "lessons.lotus.1.play", "actions": [{"do": "play"}]})
    assert "exactly one legal move" in refusal(vague)


def test_a_refused_position_is_named_as_the_lessons():
    lesson = lotus_lesson()
    lesson["position"] = {**lesson["position"], "seats": []}
    assert "starting position is refused" in refusal(lesson)


def test_a_pattern_counts_a_move_by_the_fields_it_names():
    play = {"do": "play", "card": "red-6-1"}
    assert matches(play, {"do": "play"}) and matches(play, play)
    assert not matches(play, {"do": "play", "card": "red-6-2"})
    assert not matches(play, {"do": "play", "flower": 6})
    assert not matches({"do": "to", "flower": 1}, {"do": "to", "flower": True})  # JSON values, not Python's 1 == True
    assert matches({"do": "x", "cards": ["a", "b"]}, {"cards": ["a", "b"]})


def test_a_view_path_reads_objects_and_lists():
    view = {"board": {"seats": [{"score": 3}, {"score": 5}]}}
    assert view_at(view, "board.seats.1.score") == 5
    for missing in ("board.seats.2.score", "board.x", "board.seats.a"):
        with pytest.raises(KeyError):
            view_at(view, missing)


def test_the_lesson_error_is_an_engine_error():
    assert issubclass(LessonError, EngineError) and LessonError.code == "bad_lesson"


def test_a_lessons_seat_names_are_catalog_words():
    lesson = lotus_lesson(names=[None, "lessons.lotus.1.title"])
    check_lesson(lesson, Match.from_save)
    assert "lessons.lotus.1.title" in text_keys(lesson)

"""The page's own files for the tests: the message catalogs (web/i18n/<lang>/<area>.ftl, Project
Fluent, parsed with Fluent's own parser), the Node prelude that gives the page's i18n module
those catalogs (tests/catalogs.mjs), and the text of any file under web/.  None of them exists
inside Pyodide (the tests skip there)."""
from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
I18N = WEB / "i18n"
# what every page fetches (web/i18n/index.js AREAS), then what a page with lessons adds (LESSON_AREAS)
PAGE_AREAS = ("app", "lotus", "grimwood", "living_forest", "spirit_island_horizons", "spirit_island_horizons_cards")
LESSON_AREAS = ("lessons_lotus", "lessons_grimwood", "lessons_living_forest", "lessons_spirit_island_horizons")
AREAS = PAGE_AREAS + LESSON_AREAS
# a Node script that imports this first speaks English through the page's own t()
NODE_CATALOGS = (ROOT / "tests" / "catalogs.mjs").as_uri()


def web_file(relative: str) -> str:
    """The text of web/<relative>."""
    path = WEB / relative
    if sys.platform == "emscripten" or not path.exists():
        pytest.skip("the page's files are not beside the tests here (inside Pyodide)")
    return path.read_text("utf-8")


def dotted(fluent_id: str) -> str:
    """The engine's key of a Fluent id: the inverse of web/i18n/index.js fluentId (no key holds
    a dash, so the rule is one-to-one)."""
    return fluent_id.replace("-", ".")


def fluent_syntax():
    """Fluent's own parser, or a skip where the catalogs are not beside the tests (inside
    Pyodide, which has neither the files nor the parser)."""
    if sys.platform == "emscripten":
        pytest.skip("the catalogs are not beside the tests here (inside Pyodide)")
    return pytest.importorskip("fluent.syntax")


def ftl_resource(lang: str, area: str):
    """One .ftl file parsed by fluent.syntax (junk entries included, for the tests to find)."""
    return fluent_syntax().parse((I18N / lang / f"{area}.ftl").read_text("utf-8"))


@functools.cache
def catalog(lang: str = "en") -> dict:
    """{key: the message's source text}: every message the page can show in `lang`."""
    fluent_syntax()
    from fluent.syntax import ast, serializer

    out = {}
    for area in AREAS:
        for entry in ftl_resource(lang, area).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                out[dotted(entry.id.name)] = serializer.serialize_pattern(entry.value).strip()
    return out


def present(lang: str) -> bool:
    """Whether a language has all its catalog files."""
    return all((I18N / lang / f"{area}.ftl").exists() for area in AREAS)


def messages_of_area(lang: str, area: str) -> dict:
    """{Fluent id: (the variables it uses, its plain text)} of one .ftl file; a term's id keeps
    its leading dash."""
    fluent_syntax()
    from fluent.syntax import ast, visitor

    class Words(visitor.Visitor):
        def __init__(self):
            super().__init__()
            self.names, self.parts = set(), []

        def visit_VariableReference(self, node):
            self.names.add(node.id.name)

        def visit_TextElement(self, node):
            self.parts.append(node.value)

    out = {}
    for entry in ftl_resource(lang, area).body:
        if isinstance(entry, (ast.Message, ast.Term)):
            words = Words()
            words.visit(entry)
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            out[name] = (words.names, " ".join(words.parts))
    return out

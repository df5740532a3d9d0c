"""The catalogs of every language: each .ftl file parses with Fluent's own parser without a junk
entry; every language has exactly English's messages, each with English's variables; no English
sentence is left in another language's catalog; and the languages the page offers
(web/i18n/index.js LANGUAGES) are those with catalogs."""
from __future__ import annotations

import re

import pytest

from catalog import AREAS, fluent_syntax, ftl_resource, messages_of_area, present, web_file

OTHERS = ("vi", "ja", "kk", "es")

# Messages allowed to read the same as English in a language: names that stay as they are
# (the games' own titles as their rulebooks print them), and symbols.  Kept short on purpose.
SAME_AS_ENGLISH = {
    "*": {"game.lotus.name", "game.grimwood.name", "game.living_forest.name", "app.title"},
    # the Vietnamese Grimwood rulebook prints its supernaturals' names in English; every game title
    # stays English in vi (vi/TERMS.md)
    "vi": {"grimwood.card.laraki", "grimwood.card.shadow_queen", "grimwood.card.dark_unicorn",
           "grimwood.card.eternals", "game.spirit_island_horizons.name"},
}


def shipped_languages() -> list[str]:
    text = web_file("i18n/index.js")
    found = re.search(r"export const LANGUAGES = Object\.freeze\(\[([^\]]*)\]\)", text)
    return re.findall(r'"(\w+)"', found.group(1))


def messages(lang: str) -> dict:
    """{fluent id: (variables used, the message's plain text)} over all areas of a language."""
    out = {}
    for area in AREAS:
        out.update(messages_of_area(lang, area))
    return out


@pytest.mark.parametrize("lang", ("en",) + OTHERS)
def test_every_catalog_file_parses_without_junk(lang):
    if not present(lang):
        pytest.skip(f"no {lang} catalogs yet")
    fluent_syntax()
    from fluent.syntax import ast

    for area in AREAS:
        junk = [e.annotations[0].message + ": " + e.content[:80]
                for e in ftl_resource(lang, area).body if isinstance(e, ast.Junk)]
        assert junk == [], (lang, area)


def test_the_page_offers_exactly_the_languages_with_catalogs():
    shipped = shipped_languages()
    assert shipped[0] == "en"
    assert shipped == ["en"] + [lang for lang in OTHERS if present(lang)]


@pytest.mark.parametrize("lang", OTHERS)
def test_a_language_has_englishs_messages_with_englishs_variables(lang):
    if not present(lang):
        pytest.skip(f"no {lang} catalogs yet")
    english, theirs = messages("en"), messages(lang)
    english_ids = {k for k in english if not k.startswith("-")}  # terms are each language's own
    their_ids = {k for k in theirs if not k.startswith("-")}
    assert sorted(english_ids - their_ids) == [], "missing"
    assert sorted(their_ids - english_ids) == [], "not in English"
    differ = {k: (sorted(english[k][0]), sorted(theirs[k][0])) for k in english_ids if english[k][0] != theirs[k][0]}
    assert differ == {}


@pytest.mark.parametrize("lang", OTHERS)
def test_no_english_sentence_is_left_in_another_language(lang):
    if not present(lang):
        pytest.skip(f"no {lang} catalogs yet")
    english, theirs = messages("en"), messages(lang)
    allowed = SAME_AS_ENGLISH["*"] | SAME_AS_ENGLISH.get(lang, set())
    left = {}
    for key, (_, text) in theirs.items():
        if key.startswith("-") or key not in english or key.replace("-", ".") in allowed:
            continue
        words = re.findall(r"[A-Za-z]{2,}", text)
        if len(words) >= 2 and text.split() == english[key][1].split():
            left[key] = text
    assert left == {}

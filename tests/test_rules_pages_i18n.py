"""Each game's rules page in other languages (web/rules/<game>.<lang>.html): the page list in
js/games.js (RULES_LANGUAGES) names exactly the pages that exist; a translated page says its
language on <html lang>, keeps the English page's skeleton (the same block elements in the same order
with the same ids, classes and data attributes: the same live examples, anchors and decision
list; a sentence may reorder its inline words), and is not English."""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from catalog import WEB, web_file

GAMES = ("lotus", "grimwood", "living_forest", "spirit_island_horizons")
OTHERS = ("vi", "ja", "kk", "es")
# attributes whose values are words (translated), not structure
WORDED = {"title", "alt", "aria-label", "data-caption", "content", "placeholder", "lang"}
# inline tags a sentence may reorder in another language (unless they carry data for a script)
INLINE = {"b", "i", "em", "strong", "br", "small", "code", "kbd", "abbr", "sup", "sub", "q", "span", "a", "wbr"}


class Skeleton(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.lang, self.words = [], None, []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        if tag in ("script", "style"):
            self._skip += 1
        kept = tuple(sorted((k, v) for k, v in attrs.items() if k not in WORDED))
        if tag not in INLINE or any(k.startswith("data-") or k == "id" for k in attrs):
            self.tags.append((tag, kept))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.words += re.findall(r"\w+", data)


def skeleton(relative: str) -> Skeleton:
    parsed = Skeleton()
    parsed.feed(web_file(relative))
    return parsed


def rules_languages() -> dict[str, list[str]]:
    text = web_file("js/games.js")
    block = re.search(r"RULES_LANGUAGES = Object\.freeze\(\{(.*?)\}\);", text, re.S).group(1)
    return {game: re.findall(r'"(\w+)"', langs) for game, langs in re.findall(r"(\w+): \[([^\]]*)\]", block)}


def test_the_app_lists_exactly_the_rules_pages_that_exist():
    listed = rules_languages()
    assert set(listed) == set(GAMES)
    for game in GAMES:
        present = ["en"] + [lang for lang in OTHERS if (WEB / "rules" / f"{game}.{lang}.html").exists()]
        assert listed[game] == present, game


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", OTHERS)
def test_a_translated_rules_page_keeps_the_english_skeleton(game, lang):
    if not (WEB / "rules" / f"{game}.{lang}.html").exists():
        pytest.skip(f"no {lang} rules page for {game} yet")
    english, theirs = skeleton(f"rules/{game}.html"), skeleton(f"rules/{game}.{lang}.html")
    assert english.lang == "en" and theirs.lang == lang
    assert theirs.tags == english.tags
    # not English: at most a tenth of the words are the English page's own (names, numbers, ids)
    common = set(w.lower() for w in english.words if len(w) > 3 and not w.isdigit())
    left = [w for w in theirs.words if w.lower() in common]
    assert len(left) <= len(theirs.words) / 10, sorted(set(left))[:40]


@pytest.mark.parametrize("game", GAMES)
def test_the_english_page_offers_its_other_languages(game):
    page = web_file(f"rules/{game}.html")
    assert f'data-game="{game}"' in page and "data-rules-langs" in page and 'src="langs.js"' in page

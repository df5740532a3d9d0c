"""The rulebooks' own terms are the catalogs' terms: for each entry of the shared glossary
(../shared/i18n/glossary.json) with a term in language L, every message of that game whose
English words use the English term uses L's term (an inflected form counts: the stem is
enough), except where a listed, justified exception says why not."""
from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from catalog import ROOT, present
from test_i18n_catalogs import OTHERS, messages_of_area

GLOSSARY = ROOT.parent / "shared" / "i18n" / "glossary.json"

# (language, English term): why that rulebook term is not used in some messages
EXCEPTIONS: dict[tuple[str, str], str] = {
    ("es", "tied"): "Lotus' board labels one player's strength as tied: 'empate' there, since "
                    "'empatados' would guess the player's gender and number; 'empatados' elsewhere",
    ("kk", "phase"): "the Horizons rulebook's 'кезең' also names the invader stages I-III; its other "
                     "form 'фаза' (25 against 28) names the phases, so a phase is never read as a stage",
    ("kk", "card plays"): "the rulebook names the track once each way; the app takes the noun phrase "
                          "'картаны ойнату жолы' (like 'Энергия жолы'), not the verb 'Картамен ойнайды'",
    ("kk", "elements"): "'Алынған элементтер' is the rulebook's heading for the elements a card gives; "
                        "a card's list and the round's chosen elements are not 'gained' and drop 'алынған'",
    ("kk", "remove"): "the rulebook's imperative 'алып тастаңыз'; buttons and verb words use the "
                      "verbal noun 'алып тастау' of the same verb, as Kazakh buttons do (TERMS.md)",
    ("kk", "draw"): "the glossary's 'тартасыз' is the second person of 'тарту'; the log tells what "
                    "another spirit did in the third person, 'тартады'",
    ("kk", "hand"): "the glossary's 'Қолыңызға' is 'into your hand', a dative of 'қол'; the hand's "
                    "labels use the bare noun 'Қол'",
    ("kk", "invader"): "'басқыншы' for the invaders themselves; where English says invader card, "
                       "deck or phase, the rulebook's own compounds 'Invader картасы' (6 of 10), "
                       "'Invader палубасы' (2 of 4) and 'Invader фазасы'",
    ("kk", "island board"): "the option names one board in the nominative singular, 'Арал тақтасы', "
                            "which the rulebook also writes; the glossary gives its plural",
    ("kk", "town"): "the rulebook writes 'қала' for both town and city (the glossary says so); "
                    "town takes its other word for a settlement, 'елді мекен', so the two differ",
    ("vi", "supernatural"): "the Grimwood rulebook heads the set 'COMBO SIÊU NHIÊN' (no 'sinh vật'); "
                            "the combo's name keeps its heading, the creatures are 'sinh vật siêu nhiên'",
    ("vi", "score"): "'tính điểm' is the rulebook's verb (to score); the score column is the noun "
                     "'Điểm', the rulebook's word for points",
    ("vi", "forest"): "the game's title, Living Forest, stays in English as the Vietnamese rulebook "
                      "prints it: not the word forest",
    ("vi", "fire"): "the rulebook has 'mảnh Lửa' for the fire tokens and 'Lửa' for the victory "
                    "category and in its action name 'Dập tắt Lửa'; each message takes its sense",
    ("vi", "water"): "the Kodama stack is 'Kodama Nước' in the rulebook ('chồng thẻ Kodama Nước'), "
                     "not the element's 'Giọt Nước'",
    ("vi", "Onibi attacks"): "'Onibi đấm vào mặt bạn!!!' is the rulebook's playful section heading; "
                             "help and log lines say 'Onibi tấn công' (vi/TERMS.md)",
    ("vi", "promo card"): "the rulebook's 'Promo Card' is an English heading; the app writes the "
                          "Vietnamese 'thẻ Promo', with the noun first (vi/TERMS.md)",
    ("ja", "plant"): "Living Forest's rulebook names the planting action '保護木の獲得' (D); its '配置' "
                     "is the placing of the tile, which the action words do not name",
    ("ja", "draw"): "the rulebook's 'ドロー' is a noun; its verb is '引く' ('引いた'), which the app's "
                    "buttons use; the glossary's tie '引き分け' shares the English word",
    ("ja", "fragment"): "the action keeps the rulebook's own name 'A)フラグメントの獲得' where English says "
                        "take a fragment; the token is 'フラグメントタイル' everywhere else",
    ("ja", "cancel"): "'打ち消す' is conjugated there ('打ち消されない', not found by a stem), and "
                      "cancelling the bonus action is another sense, '取り消す'",
    ("ja", "fire"): "the rulebook has two words, '鬼火' for the fire tokens and '炎' for the victory "
                    "category (both in the glossary); each message takes the one of its sense",
    ("ja", "Fire Varan"): "the animal's name is '火トカゲ'; the rulebook's '火トカゲカード' adds 'card' "
                          "where it speaks of the card, as the supply count does",
    ("ja", "card"): "Japanese counts cards with the counter '枚' ('残り19枚'): a count of cards does "
                    "not repeat 'カード'",
    ("ja", "forest"): "the game's title in katakana, 'リビングフォレスト', as its Japanese edition "
                      "prints it: not the word forest",
    ("ja", "Owl"): "the Horned Owl is 'ミミズク' in Japanese, a bird of its own; 'フクロウ' stays the "
                   "rulebook's Owl",
}


def fold(text: str) -> str:
    """Case, accents and the Fluent placeables aside: "Espíritu" and "espiritus" compare."""
    text = re.sub(r"\{[^{}]*\}", " ", text)
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


def english_term(entry: dict) -> str:
    return re.sub(r"\s*\([^)]*\)", "", entry["en"]).strip()


def found(term: str, text: str) -> bool:
    """The term, each word possibly inflected (a plural, a case ending: a long word's stem is
    enough), is in the text: "cartas de pétalos" is found in "carta de pétalo"."""
    def stem(word: str) -> str:
        return word[:-2] if len(word) >= 6 else word

    pattern = r"\s+".join(re.escape(stem(w)) + r"\w*" for w in fold(term).split())
    return re.search(pattern, fold(text)) is not None


def glossary() -> dict:
    if not GLOSSARY.exists():
        pytest.skip("the shared glossary is not beside the project here")
    return json.loads(GLOSSARY.read_text("utf-8"))["games"]


def cases(lang: str):
    for game, entries in glossary().items():
        for entry in entries:
            term = entry.get(lang)
            english = english_term(entry)
            if term and len(english) >= 3 and "game title" not in entry["en"]:
                yield game, english, term


def english_pattern(game: str, english: str) -> re.Pattern:
    """Where English uses the term; case counts when the glossary holds it twice in two cases
    (Lotus: the Elder Guardian power and the elder guardian piece)."""
    twins = [e for e in glossary()[game] if english_term(e).casefold() == english.casefold()]
    return re.compile(rf"\b{re.escape(english)}(s|es)?\b", 0 if len(twins) > 1 else re.I)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_rulebooks_terms_are_used(lang):
    if not present(lang):
        pytest.skip(f"no {lang} catalogs yet")
    missing = {}
    areas = {}
    for game, english, term in cases(lang):
        if (lang, english) in EXCEPTIONS:
            continue
        if game not in areas:
            areas[game] = (messages_of_area("en", game), messages_of_area(lang, game))
        ours, theirs = areas[game]
        pattern = english_pattern(game, english)
        for key, (_, text) in ours.items():
            if key in theirs and pattern.search(text) and not found(term, theirs[key][1]):
                missing.setdefault(f"{english} → {term}", []).append(key)
    assert missing == {}


def test_every_exception_names_a_glossary_term():
    terms = {(lang, english) for lang in OTHERS for _, english, _ in cases(lang)}
    assert set(EXCEPTIONS) <= terms
    assert all(len(why) > 20 for why in EXCEPTIONS.values())

"""Check one language's catalog file against English while it is being written:

    python3 tests/check_catalog.py vi lotus       # web/i18n/vi/lotus.ftl

Prints what the catalog tests would refuse, for that one file: parse errors (junk), messages
missing or not in English, variables that differ, sentences left in English, and the
rulebook's glossary terms not used where English uses the English term.  Exit code 0 when
clean.  (The tests themselves run on a language once all its files exist.)"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from catalog import I18N, ftl_resource, messages_of_area  # noqa: E402


def problems(lang: str, area: str) -> list[str]:
    from fluent.syntax import ast

    out = []
    if not (I18N / lang / f"{area}.ftl").exists():
        return [f"no file web/i18n/{lang}/{area}.ftl"]
    for entry in ftl_resource(lang, area).body:
        if isinstance(entry, ast.Junk):
            out.append(f"junk: {entry.annotations[0].message}: {entry.content[:100]!r}")
    english, theirs = messages_of_area("en", area), messages_of_area(lang, area)
    ids = {k for k in english if not k.startswith("-")}
    their_ids = {k for k in theirs if not k.startswith("-")}
    out += [f"missing: {k}" for k in sorted(ids - their_ids)]
    out += [f"not in English: {k}" for k in sorted(their_ids - ids)]
    for k in sorted(ids & their_ids):
        if english[k][0] != theirs[k][0]:
            out.append(f"variables differ: {k}: English {sorted(english[k][0])}, here {sorted(theirs[k][0])}")
        text = theirs[k][1]
        if len(re.findall(r"[A-Za-z]{2,}", text)) >= 2 and text.split() == english[k][1].split():
            out.append(f"still English: {k}")
    out += glossary_misses(lang, area, english, theirs)
    return out


def glossary_misses(lang, area, english, theirs) -> list[str]:
    try:
        import test_i18n_terms as terms
        entries = [(e, t) for game, e, t in terms.cases(lang) if game == area]
    except BaseException:  # pytest.skip: the shared glossary is not beside the project
        return []
    out = []
    for eng, term in entries:
        if (lang, eng) in terms.EXCEPTIONS:
            continue
        pattern = terms.english_pattern(area, eng)
        keys = [k for k, (_, text) in english.items()
                if k in theirs and pattern.search(text) and not terms.found(term, theirs[k][1])]
        if keys:
            out.append(f"glossary: '{eng}' is '{term}' in this rulebook, not used in {', '.join(keys)}")
    return out


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    found = problems(sys.argv[1], sys.argv[2])
    print("\n".join(found) if found else "clean")
    sys.exit(1 if found else 0)

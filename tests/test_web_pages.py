"""Every page of the site carries the same Content-Security-Policy (this site's scripts only)
and gives it nothing to allow: no inline script, no inline event handler; and no script of the
site parses markup from strings (every element is built with DOM calls)."""
from __future__ import annotations

import sys
from html.parser import HTMLParser

import pytest

from catalog import WEB

PAGES = sorted(p.relative_to(WEB).as_posix() for p in WEB.rglob("*.html")) if WEB.exists() else []


class _Scripts(HTMLParser):
    def __init__(self):
        super().__init__()
        self.policies, self.inline, self.handlers = [], [], []
        self._open_inline = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "content-security-policy":
            self.policies.append(attrs.get("content"))
        if tag == "script" and not attrs.get("src"):
            self._open_inline = True
        self.handlers += [f"<{tag} {name}>" for name in attrs if name.startswith("on")]

    def handle_data(self, data):
        if self._open_inline and data.strip():
            self.inline.append(data.strip()[:60])

    def handle_endtag(self, tag):
        if tag == "script":
            self._open_inline = False


def _read(page: str) -> _Scripts:
    parser = _Scripts()
    parser.feed((WEB / page).read_text("utf-8"))
    return parser


@pytest.mark.skipif(sys.platform == "emscripten" or not PAGES, reason="the page's files are not beside the tests")
def test_every_page_has_the_sites_policy_and_no_inline_script():
    site = _read("index.html").policies
    assert len(site) == 1 and "script-src 'self';" in site[0] and "unsafe-eval" not in site[0]
    assert {"index.html", "embed.html", "rules/lotus.html", "rules/grimwood.html"} <= set(PAGES)
    for page in PAGES:
        found = _read(page)
        assert found.policies == site, f"{page} must carry the site's Content-Security-Policy"
        assert not found.inline, f"{page} has an inline script: {found.inline}"
        assert not found.handlers, f"{page} has inline event handlers: {found.handlers}"


MARKUP_PARSERS = ("innerHTML", "outerHTML", "insertAdjacentHTML", "DOMParser", "createContextualFragment", "document.write")


@pytest.mark.skipif(sys.platform == "emscripten" or not PAGES, reason="the page's files are not beside the tests")
def test_no_script_of_the_site_parses_markup_from_strings():
    scripts = list(WEB.rglob("*.js"))
    assert len(scripts) > 20
    for path in scripts:
        text = path.read_text("utf-8")
        found = [name for name in MARKUP_PARSERS if name in text]
        assert not found, f"{path.relative_to(WEB)} uses {found}"

"""Layout checks any e2e test can run on a page: text cut off by its box, and targets too
small for a finger.  Each returns a list of offenders (empty when all is well), each offender
a dict naming the element (its test id, classes and text; " (board)" when it is drawn by the
game's board) so a failure says what to fix."""
from __future__ import annotations

MIN_TARGET = 44  # CSS px, the smallest comfortable touch target

# A short, stable description of an element for a failure message.
_DESCRIBE = """(el) => {
  const id = el.dataset.testid || el.dataset.target || el.id || '';
  const cls = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
  return `${el.tagName.toLowerCase()}${id ? '#' + id : ''}${cls ? '.' + cls : ''}${el.closest('#board-host') ? ' (board)' : ''}`;
}"""

# Text that does not fit: a box whose own text is wider than it (scrollWidth beyond clientWidth,
# whether the rest is hidden, cut with an ellipsis or spills out), a select whose chosen words
# are wider than the select shows, and an SVG text wider than the SVG it is drawn in.  Boxes
# meant to scroll (overflow auto/scroll) and text only read aloud (clipped to 1 px) are left out.
_OVERFLOW = """(root) => {
  const describeEl = DESCRIBE;
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) return [];
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const scrolls = (cs) => /(auto|scroll)/.test(cs.overflowX);
  const canvas = document.createElement('canvas').getContext('2d');
  const textWidth = (text, cs) => {
    canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const bad = [];
  for (const el of scope.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    if (el.tagName === 'SELECT') {
      const opt = el.selectedOptions[0];
      if (!opt) continue;
      // the room for the words: the box less its padding and the drop-down arrow (about 20 px)
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      const need = textWidth(opt.textContent.trim(), cs);
      if (need > room + 1) bad.push({ what: describeEl(el), text: opt.textContent.trim().slice(0, 40), need: Math.round(need), room: Math.round(room) });
      continue;
    }
    if (el instanceof SVGTextElement) {
      const svg = el.ownerSVGElement;
      const box = el.getBoundingClientRect();
      const frame = (el.closest('[data-text-box]') || svg).getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1)
        bad.push({ what: describeEl(el), text: el.textContent.trim().slice(0, 40), need: Math.round(box.width), room: Math.round(frame.width) });
      continue;
    }
    if (!(el instanceof HTMLElement) || !ownText(el) || scrolls(cs)) continue;
    if (cs.display === 'inline' || cs.display === 'contents') continue; // its block is checked
    if (el.clientWidth <= 1 && el.clientHeight <= 1) continue; // read aloud only (a 1 px clip)
    if (el.scrollWidth > el.clientWidth + 1)
      bad.push({ what: describeEl(el), text: el.textContent.trim().slice(0, 40), need: el.scrollWidth, room: el.clientWidth });
  }
  return bad;
}"""

# Things a finger taps: buttons, links styled as buttons, form fields, board targets.
_TARGETS = """([root, min]) => {
  const describeEl = DESCRIBE;
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) return [];
  const picks = 'button, a.btn, select, input:not([type=hidden]):not([type=file]), [data-target], .file-btn';
  return [...scope.querySelectorAll(picks)]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]'))
    .map((el) => { const r = el.getBoundingClientRect(); return { what: describeEl(el), text: (el.textContent || el.value || '').trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) }; })
    .filter((r) => r.w < min - 0.5 || r.h < min - 0.5);
}"""


def text_overflow(page, root=None):
    """Elements under ``root`` (a CSS selector; the whole page by default) whose text does not fit."""
    return page.evaluate(_OVERFLOW.replace("DESCRIBE", _DESCRIBE), root)


def small_targets(page, root=None, minimum=MIN_TARGET):
    """Interactive elements under ``root`` smaller than ``minimum`` CSS px either way."""
    return page.evaluate(_TARGETS.replace("DESCRIBE", _DESCRIBE), [root, minimum])


def on_board(offender):
    """Is the offender drawn by the game's board (not the shell around it)?"""
    return offender["what"].endswith(" (board)")


def split_by(offenders, owned):
    """(offenders not matching, offenders matching) ``owned``: a predicate on an offender."""
    return [o for o in offenders if not owned(o)], [o for o in offenders if owned(o)]

// Small pieces every board renderer needs (house habit 8: a board draws, lights targets and
// reports clicks).  A renderer may use them so each does not write them again.

import { h } from "./dom.js";

// Load a board's stylesheet once.  href: its URL, or false to leave styling to the page.
export function ensureStyles(href) {
  if (href === false || !href) return;
  const url = new URL(href, document.baseURI).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((l) => l.href === url)) return;
  document.head.append(h("link", { rel: "stylesheet", href: url }));
}

// Report clicks on any [data-target] inside root as onTarget(target, {element}), lit or not
// (deciding what a click means is the caller's job).  Returns the function that stops it.
export function reportTargets(root, onTarget) {
  const click = (event) => {
    const hit = event.target.closest("[data-target]");
    if (!hit || !root.contains(hit)) return;
    event.preventDefault();
    onTarget(hit.dataset.target, { element: hit });
  };
  root.addEventListener("click", click);
  return () => root.removeEventListener("click", click);
}

// Redraw root and give the keyboard focus back to the same target, so a keyboard player
// keeps their place across views.
export function redrawKeepingFocus(root, redraw) {
  const focused = root.contains(document.activeElement) ? document.activeElement.dataset.target : null;
  redraw();
  if (!focused) return;
  const again = root.querySelector(`[data-target="${CSS.escape(focused)}"]`);
  if (again) again.focus({ preventScroll: true });
}

// The classes of a clickable thing: lit when its target is legal now, selected when picked.
// hl: {targets: Set, selected: Set}.
export function targetClasses(base, target, hl) {
  let out = base;
  if (hl.targets.has(target)) out += " is-target";
  if (hl.selected.has(target)) out += " is-selected";
  return out;
}

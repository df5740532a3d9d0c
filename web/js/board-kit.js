// Small pieces every board renderer needs (house habit 8: a board draws, lights targets and
// reports clicks).  A renderer may use them so each does not write them again.

import { h } from "./dom.js";
import { t as catalogT } from "../i18n/index.js";
import { bare } from "./plan.js";

// Load each stylesheet once; the promise resolves when all of them are in (a link already on
// the page counts once its sheet is).  An href of false or "" is skipped (the page styles it).
// A board draws nothing before this resolves: a first drawing measured unstyled would scroll
// or glide to places the styles then move (seen in Firefox and WebKit, where the sheet lands later).
export function loadStyles(...hrefs) {
  return Promise.all(hrefs.filter(Boolean).map((href) => {
    const url = new URL(href, document.baseURI).href;
    let link = [...document.querySelectorAll("link[rel=stylesheet]")].find((l) => l.href === url);
    if (link && link.sheet) return undefined;
    if (!link) {
      link = h("link", { rel: "stylesheet", href: url });
      document.head.append(link);
    }
    return new Promise((resolve) => {
      link.addEventListener("load", resolve, { once: true });
      link.addEventListener("error", resolve, { once: true });
    });
  })).then(() => undefined);
}

export const ensureStyles = (href) => { loadStyles(href); };

// A board's own stylesheet: config.cssHref, else its board.css beside it (false: the page's).
export const boardCss = (config, base) => (config.cssHref === undefined ? new URL("./board.css", base).href : config.cssHref);

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
// keeps their place across views; pieces marked data-flip glide to their new places.
export function redrawKeepingFocus(root, redraw) {
  const focused = root.contains(document.activeElement) ? document.activeElement.dataset.target : null;
  flipAround(root, redraw);
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

// ---- watched on the host element (the shell and the teaching boards call these) ----------

const LONG_PRESS_MS = 500;
const PRESS_SLOP_PX = 10;

// Ask to show the card of any [data-inspect] inside host: a long press (touch or pen), a right
// click, the `i` key on a focused element, or a plain click on an element that is not a target
// (a click on a target stays a move).  onInspect(ref, element).  Returns the function that stops it.
export function watchInspect(host, onInspect) {
  let press = null;
  let swallowClick = false;
  const inspectable = (node) => {
    const el = node && node.closest ? node.closest("[data-inspect]") : null;
    return el && host.contains(el) ? el : null;
  };
  let pressed = { el: null, at: 0 }; // the last long press: a touch one may also raise contextmenu
  const fire = (el) => onInspect(el.dataset.inspect, el);
  const down = (event) => {
    swallowClick = false;
    if (event.pointerType === "mouse") return;
    const el = inspectable(event.target);
    if (!el) return;
    press = { el, x: event.clientX, y: event.clientY, timer: setTimeout(() => {
      press = null;
      swallowClick = true; // the click that ends a long press is not a move
      pressed = { el, at: performance.now() };
      fire(el);
    }, LONG_PRESS_MS) };
  };
  const cancel = () => {
    if (press) clearTimeout(press.timer);
    press = null;
  };
  const move = (event) => {
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > PRESS_SLOP_PX) cancel();
  };
  const click = (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const el = inspectable(event.target);
    if (el && !event.target.closest("[data-target]")) fire(el);
  };
  const menu = (event) => {
    const el = inspectable(event.target);
    if (!el) return;
    event.preventDefault();
    cancel();
    if (pressed.el === el && performance.now() - pressed.at < 800) return; // one card view per press
    fire(el);
  };
  const key = (event) => {
    if (event.key !== "i" && event.key !== "I") return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const el = inspectable(document.activeElement);
    if (!el) return;
    event.preventDefault();
    fire(el);
  };
  const on = [["pointerdown", down], ["pointerup", cancel], ["pointercancel", cancel], ["pointermove", move],
    ["click", click, true], ["contextmenu", menu], ["keydown", key]];
  for (const [type, fn, capture] of on) host.addEventListener(type, fn, Boolean(capture));
  return () => {
    cancel();
    for (const [type, fn, capture] of on) host.removeEventListener(type, fn, Boolean(capture));
  };
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// The arrow keys move the focus to the nearest member of the focused element's
// [data-group] in that direction (by position on screen, so rows, grids and circles all work).
export function watchGroups(host) {
  const key = (event) => {
    const dir = ARROWS[event.key];
    const from = event.target.closest && event.target.closest("[data-group]");
    if (!dir || !from || !host.contains(from) || event.altKey || event.ctrlKey || event.metaKey) return;
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    const [x0, y0] = centre(from);
    let best = null;
    for (const el of host.querySelectorAll(`[data-group="${CSS.escape(from.dataset.group)}"]`)) {
      if (el === from || el.disabled || !el.getClientRects().length) continue;
      const [x, y] = centre(el);
      const along = (x - x0) * dir[0] + (y - y0) * dir[1];
      if (along <= 1) continue;
      const across = Math.abs((x - x0) * dir[1]) + Math.abs((y - y0) * dir[0]);
      const cost = along + 2 * across;
      if (!best || cost < best.cost) best = { el, cost };
    }
    if (!best) return;
    event.preventDefault();
    best.el.focus();
  };
  host.addEventListener("keydown", key);
  return () => host.removeEventListener("keydown", key);
}

// Mark the elements of root whose data-target or data-mark is in `marks` with `is-last`.
export function markLast(root, marks) {
  for (const old of root.querySelectorAll(".is-last")) old.classList.remove("is-last");
  for (const mark of marks || []) {
    const q = CSS.escape(mark);
    for (const el of root.querySelectorAll(`[data-target="${q}"], [data-mark="${q}"]`)) el.classList.add("is-last");
  }
}

// A computer seat's level as the catalog words it ("hard"); the engine's default when it names none.
export function botLevelWords(view, i, t = catalogT) {
  const seat = view.seats && view.seats[i];
  return t(`bot.level.${(seat && seat.level) || "normal"}`);
}

// Mark where a suggested action lives with `is-suggested`: its board element (data-target) or,
// for a prompt-bar button, the button of its group.  action: a legal action, or null (none).
export function markSuggested(host, buttons, action) {
  for (const root of [host, buttons]) for (const old of root.querySelectorAll(".is-suggested")) old.classList.remove("is-suggested");
  if (!action) return;
  if (action.target && action.target !== "prompt" && !action.group) {
    for (const el of host.querySelectorAll(`[data-target="${CSS.escape(action.target)}"]`)) el.classList.add("is-suggested");
    return;
  }
  // the prompt bar's button ids are the groups of js/plan.js buttonGroups
  const group = action.group || (action.target === "prompt" ? `${action.do}:${JSON.stringify(bare(action))}` : null);
  const id = group ? `action-${group.replace(":", "-")}` : null;
  const button = id ? buttons.querySelector(`[data-testid="${CSS.escape(id)}"]`) : null;
  if (button) button.classList.add("is-suggested");
  else if (action.target) for (const el of host.querySelectorAll(`[data-target="${CSS.escape(action.target)}"]`)) el.classList.add("is-suggested");
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

// Redraw root so that every [data-flip] piece glides from where it was to where it is now,
// and a piece that just appeared fades in.
function flipAround(root, redraw) {
  if (reducedMotion() || typeof Element.prototype.animate !== "function") {
    redraw();
    return;
  }
  const before = new Map();
  for (const el of root.querySelectorAll("[data-flip]")) before.set(el.dataset.flip, el.getBoundingClientRect());
  const hadAny = before.size > 0;
  redraw();
  if (!hadAny) return; // the first drawing of a board does not fly in
  for (const el of root.querySelectorAll("[data-flip]")) {
    const was = before.get(el.dataset.flip);
    const now = el.getBoundingClientRect();
    if (!was) {
      el.animate([{ opacity: 0, transform: "scale(.85)" }, { opacity: 1, transform: "none" }], { duration: 260, easing: "ease-out" });
    } else if (Math.abs(was.left - now.left) > 2 || Math.abs(was.top - now.top) > 2) {
      // an SVG piece moves in its drawing's own units: screen pixels divided by its scale
      const m = el instanceof SVGGraphicsElement ? el.getScreenCTM() : null;
      const dx = (was.left - now.left) / (m && m.a ? m.a : 1);
      const dy = (was.top - now.top) / (m && m.d ? m.d : 1);
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 380, easing: "cubic-bezier(.2,.7,.3,1)" });
    }
  }
}

// ---- small helpers every game module needs once ------------------------------------------

// A seat's name as the view gives it, or "Player n".
export function seatName(view, i, t = catalogT) {
  return (view && view.seats && view.seats[i] && view.seats[i].name) || t("setup.default_name", { n: Number(i) + 1 });
}

// "hand:red-4-5" -> ["hand", "red-4-5"]; "deck" -> ["deck", null]
export function splitTarget(target) {
  const at = String(target).indexOf(":");
  return at < 0 ? [String(target), null] : [target.slice(0, at), target.slice(at + 1)];
}

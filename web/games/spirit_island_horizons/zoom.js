// The island in its frame: zoom and pan (two-finger pinch, mouse wheel, the +, − and fit
// buttons under it, a drag when zoomed in), the legend of the spirits' presence beside those
// buttons, and a land's details under them
// (land-details.js) in a panel beside play.  Zooming moves the SVG's viewBox, so the page never
// scrolls and the island keeps its place in the layout; the state lives in the board and
// outlasts the redraw after every move.
//
//   const state = islandState();                  // once per board
//   host.append(islandFrame(drawIsland(...), state, {t, lands, spirits, seatName}));
//
// A tap on a lit land (or a land with lit pieces) is a move, as before; a tap on any other land
// shows its details; a long press, a right click or the `i` key shows them on any land.  A drag
// or a pinch is never a tap.
import { h } from "../../js/dom.js";
import { presenceIcon } from "./island.js";
import { landDetails } from "./land-details.js";
import { t as catalogT } from "../../i18n/index.js";
import { spiritName } from "./cards.js";

const K_MAX = 5;
const STEP = 1.5;            // one press of + or −
const SLOP_PX = 8;           // a pointer that moves further than this drags: no tap
const LONG_PRESS_MS = 500;

// The zoom of one board's island: {k (1: the whole island), x, y (the view's top left, drawing
// units), layout, details (the land whose details are shown), px (screen px per unit at k = 1)}.
export function islandState() {
  return { k: 1, x: null, y: null, layout: null, details: null, px: null };
}

const landOf = (node) => (node && node.closest ? node.closest(".hz-land") : null);
// a lit land, or one whose pieces are lit: a tap there is a move
const isLit = (g) => g.classList.contains("is-target") || Boolean(g.querySelector(".hz-piece.is-target"));

// info: {t, lands (the view's), spirits ([{seat, name}]: the legend with 2 or 3), seatName(seat)}
export function islandFrame(svg, state, info = {}) {
  const t = info.t || catalogT;
  const layout = svg.dataset.layout;
  if (state.layout !== layout) Object.assign(state, islandState(), { layout });
  const vb = svg.viewBox.baseVal;
  const base = { x: vb.x, y: vb.y, w: vb.width, h: vb.height };

  const button = (id, text, key, onclick) => h("button", { type: "button", class: `hz-zoom-btn hz-zoom-btn--${id}`, dataset: { testid: `hz-zoom-${id}` }, "aria-label": t(key), title: t(key), text, onclick });
  const zoomIn = button("in", "+", "horizons.zoom.in", () => zoomAt(state.k * STEP));
  const zoomOut = button("out", "\u2212", "horizons.zoom.out", () => zoomAt(state.k / STEP));
  const fit = button("fit", "\u2922", "horizons.zoom.fit", () => zoomAt(1));
  const stage = h("div", { class: "hz-stage" }, svg);
  const frame = h("div", { class: "hz-frame", dataset: { testid: "hz-island-frame" } },
    stage,
    h("div", { class: "hz-under" },
      legend(info.spirits || [], t),
      h("div", { class: "hz-zoom", role: "group", "aria-label": t("horizons.zoom.controls") }, zoomIn, zoomOut, fit)));

  // ---- the view -------------------------------------------------------------------------
  const clamp = (v, lo, hi) => Math.min(Math.max(v, lo), hi);
  function apply() {
    const k = state.k;
    const w = base.w / k, hgt = base.h / k;
    if (state.x === null) { state.x = base.x + (base.w - w) / 2; state.y = base.y + (base.h - hgt) / 2; }
    state.x = clamp(state.x, base.x, base.x + base.w - w);
    state.y = clamp(state.y, base.y, base.y + base.h - hgt);
    svg.setAttribute("viewBox", `${state.x.toFixed(2)} ${state.y.toFixed(2)} ${w.toFixed(2)} ${hgt.toFixed(2)}`);
    frame.dataset.zoom = k.toFixed(3);
    frame.classList.toggle("is-zoomed", k > 1.001);
    zoomIn.disabled = k >= K_MAX - 1e-6;
    zoomOut.disabled = fit.disabled = k <= 1 + 1e-6;
    measure();
  }
  // --hz-px: screen pixels per drawing unit, from which island.css keeps the numbers readable
  function measure() {
    const m = svg.isConnected ? svg.getScreenCTM() : null;
    if (m && m.a > 0) state.px = m.a / state.k;
    if (state.px) svg.style.setProperty("--hz-px", (state.px * state.k).toFixed(4));
  }
  // the drawing point under a client point
  function toDrawing(cx, cy) {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(cx, cy).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }
  // zoom to k, keeping the drawing point p (default: the view's centre) at the client point c
  function zoomAt(k, p = null, c = null) {
    k = clamp(k, 1, K_MAX);
    const w = base.w / state.k, hgt = base.h / state.k;
    const at = p || { x: state.x + w / 2, y: state.y + hgt / 2 };
    const ratio = state.k / k;
    state.x = at.x - (at.x - state.x) * ratio;
    state.y = at.y - (at.y - state.y) * ratio;
    state.k = k;
    apply();
    if (c && p) {  // land exactly under the fingers (a pinch also pans)
      const now = toDrawing(c.x, c.y);
      if (now) { state.x += p.x - now.x; state.y += p.y - now.y; apply(); }
    }
  }

  // ---- pointers: drag, pinch, long press -------------------------------------------------
  const pointers = new Map();
  let gesture = null;   // {x, y, sx, sy} one pointer; {dist, k, p} two
  let dragged = false;  // the click that ends a drag, a pinch or a long press is no tap
  let press = null;
  const cancelPress = () => { if (press) clearTimeout(press); press = null; };
  const startOne = (e) => { gesture = { x: e.clientX, y: e.clientY, sx: state.x, sy: state.y }; };
  const midpoint = () => {
    const [a, b] = [...pointers.values()];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, dist: Math.hypot(a.x - b.x, a.y - b.y) };
  };
  svg.addEventListener("pointerdown", (e) => {
    if (e.button > 0) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) {
      dragged = false;
      startOne(e);
      const g = landOf(e.target);
      if (g && e.pointerType !== "mouse") press = setTimeout(() => { press = null; dragged = true; show(g.dataset.details); }, LONG_PRESS_MS);
    } else if (pointers.size === 2) {
      cancelPress();
      dragged = true;
      const m = midpoint();
      gesture = { dist: m.dist || 1, k: state.k, p: toDrawing(m.x, m.y) };
    }
  });
  svg.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size >= 2 && gesture && gesture.dist) {
      const m = midpoint();
      zoomAt(gesture.k * (m.dist / gesture.dist), gesture.p, m);
      return;
    }
    if (!gesture || gesture.dist) return;
    const dx = e.clientX - gesture.x, dy = e.clientY - gesture.y;
    if (!dragged && Math.hypot(dx, dy) <= SLOP_PX) return;
    if (!dragged) {
      dragged = true;
      cancelPress();
      if (svg.setPointerCapture) try { svg.setPointerCapture(e.pointerId); } catch { /* gone */ }
    }
    if (state.k > 1 && state.px) {
      const s = state.px * state.k;
      state.x = gesture.sx - dx / s;
      state.y = gesture.sy - dy / s;
      apply();
    }
  });
  const up = (e) => {
    pointers.delete(e.pointerId);
    cancelPress();
    if (pointers.size === 1) {  // a pinch ends: the finger left pans from here
      const [p] = pointers.values();
      startOne({ clientX: p.x, clientY: p.y });
    } else if (!pointers.size) gesture = null;
  };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);

  // the wheel zooms about the pointer; the page does not scroll under the island
  frame.addEventListener("wheel", (e) => {
    if (!svg.contains(e.target)) return;
    e.preventDefault();
    const delta = e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);
    zoomAt(state.k * Math.exp(-delta * 0.002), toDrawing(e.clientX, e.clientY), { x: e.clientX, y: e.clientY });
  }, { passive: false });

  // ---- taps and keys --------------------------------------------------------------------
  // before the board's own click handler: swallow the end of a drag, and a tap on a land that is
  // no move shows its details instead of asking the engine
  frame.addEventListener("click", (e) => {
    if (!svg.contains(e.target)) return;
    if (dragged) {
      dragged = false;
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const g = landOf(e.target);
    if (!g || isLit(g)) return;
    e.preventDefault();
    e.stopPropagation();
    show(state.details === g.dataset.details ? null : g.dataset.details);
  }, true);
  frame.addEventListener("contextmenu", (e) => {
    const g = landOf(e.target);
    if (!g) return;
    e.preventDefault();
    show(g.dataset.details);
  });
  frame.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const g = landOf(e.target);
    if (g && (e.key === "i" || e.key === "I")) show(g.dataset.details);
    else if (g && (e.key === "Enter" || e.key === " ")) {  // a key press is a tap on the focused land or piece
      dragged = false;
      (e.target.closest("[data-target]") || g).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    } else if (e.key === "Escape" && state.details) show(null);
    else if (e.key === "+" || e.key === "=") zoomAt(state.k * STEP);
    else if (e.key === "-") zoomAt(state.k / STEP);
    else if (e.key === "0") zoomAt(1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  });

  // ---- the land's details ---------------------------------------------------------------
  let panel = null;
  function show(landId) {
    state.details = landId || null;
    if (panel) panel.remove();
    panel = null;
    if (!state.details) return;
    const g = svg.querySelector(`.hz-land[data-details="${CSS.escape(state.details)}"]`);
    if (!g) { state.details = null; return; }
    panel = landDetails(state.details, (info.lands || {})[state.details], {
      t, seatName: info.seatName, terrain: g.dataset.terrain, onClose: () => show(null),
    });
    // under the island, never over it: every land stays in sight and within reach
    frame.append(panel);
  }

  apply();
  if (typeof ResizeObserver === "function") {
    const ro = new ResizeObserver(() => {
      if (!svg.isConnected) { ro.disconnect(); return; }
      measure();
    });
    ro.observe(svg);
  }
  // drawn again after a move: the details follow the land's new pieces
  if (state.details) queueMicrotask(() => show(state.details));
  return frame;
}

// Whose presence is which: each spirit's shape and colour with its name (2 or 3 spirits).
function legend(spirits, t) {
  if (spirits.length < 2) return null;
  return h("ul", { class: "hz-legend", "aria-label": t("horizons.legend.aria"), dataset: { testid: "hz-legend" } },
    ...spirits.map((sp) => h("li", { class: "hz-legend-item", dataset: { seat: String(sp.seat) } }, presenceIcon(sp.seat), h("span", { text: spiritName(sp) }))));
}

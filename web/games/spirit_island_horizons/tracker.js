// The phase tracker: the round's phases and the steps of the spirit and invader phases, with
// the one under way marked (the view's board.phase and board.step; while the invader phase is
// shown a step at a time, the step shown).
import { t } from "../../i18n/index.js";
import { h, clear } from "../../js/dom.js";
import { ensureStyles } from "../../js/board-kit.js";

export const TRACKER_CSS = new URL("./tracker.css", import.meta.url).href;

// [phase, its steps]: the order of a round
const ROUND = Object.freeze([
  ["spirit", ["growth", "cards"]],
  ["fast", []],
  ["invader", ["fear", "ravage", "build", "explore", "advance"]],
  ["slow", []],
  ["time", []],
]);

// Where a shown step of a move stands in the round (the engine's stage names).
export const STAGE_PLACE = Object.freeze({
  fear: ["invader", "fear"], ravage: ["invader", "ravage"], build: ["invader", "build"],
  reveal: ["invader", "explore"], explore: ["invader", "explore"], advance: ["invader", "advance"],
  slow: ["slow", null], time_passes: ["time", null], growth: ["spirit", "growth"],
});

export function drawTracker(slot, board) {
  ensureStyles(TRACKER_CSS);
  clear(slot);
  if (!board) return;
  const phaseAt = ROUND.findIndex(([p]) => p === board.phase);
  const list = h("ol", { class: "hz-tracker-list" });
  ROUND.forEach(([phase, steps], i) => {
    const here = i === phaseAt;
    const item = h("li", {
      class: `hz-tracker-phase${here ? " is-current" : ""}${i < phaseAt ? " is-done" : ""}`,
      dataset: { phase },
      "aria-current": here && !(board.step && steps.includes(board.step)) ? "step" : null,
      title: t(`horizons.phase.${phase}`),
    }, h("span", { class: "hz-tracker-name", text: t(`horizons.tracker.${phase}`) }));
    if (steps.length) {
      const at = here ? steps.indexOf(board.step) : -1;
      item.append(h("ol", { class: "hz-tracker-steps" }, ...steps.map((step, j) => h("li", {
        class: `hz-tracker-step${j === at ? " is-current" : ""}${here && at >= 0 && j < at ? " is-done" : ""}`,
        dataset: { step },
        "aria-current": j === at ? "step" : null,
        text: t(`horizons.tracker.step.${step}`),
      }))));
    }
    list.append(item);
  });
  // the round and phase as data too (the tests follow the game by them)
  slot.append(h("span", { class: "hz-tracker-round", dataset: { testid: "hz-round", round: String(board.round), phase: board.phase },
    text: t("horizons.tracker.round", { round: board.round }) }), list);
  if (board.phase === "over") slot.append(h("strong", { class: "hz-tracker-over", text: t("horizons.phase.over") }));
  // one line: the phase under way is brought into the row's sight (the row scrolls, never the page)
  const current = slot.querySelector(".hz-tracker-phase.is-current");
  if (current && slot.scrollWidth > slot.clientWidth) {
    const box = slot.getBoundingClientRect();
    const r = current.getBoundingClientRect();
    if (r.right > box.right - 8) slot.scrollLeft += r.right - box.right + 8; // as little as it takes
    else if (r.left < box.left + 8) slot.scrollLeft -= box.left + 8 - r.left;
  }
}

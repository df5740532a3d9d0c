// The end screen's words: who won and why (the count that reached its goal, or the total of
// the three counts that broke a tie), for resultNote (one sentence) and resultDetails (a list).
import { h } from "../../js/dom.js";
import { t, list } from "../../i18n/index.js";

const CATS = ["trees", "fires", "flowers"];

// "12 different trees and 13 fires": what a seat reached.
function reached(res, seat) {
  const cats = (res.reasons || {})[String(seat)] || [];
  return list(cats.map((c) => t(`end.lf.count.${c}.n`, { count: (res[c] || [])[seat] })));
}

export function resultNote(res, nameOf) {
  const winners = res.winners || [];
  const qualified = res.qualified || [];
  if (!qualified.length) return t("end.lf.nobody");
  const names = list(winners.map(nameOf));
  if (res.tiebreak === "shared") {
    return t("end.lf.why.shared", { names, total: res.scores[winners[0]], each: list(winners.map((w) => t("end.lf.who_reached", { name: nameOf(w), what: reached(res, w) }))) });
  }
  if (res.tiebreak === "sum") {
    const w = winners[0];
    const others = qualified.filter((q) => q !== w);
    return t("end.lf.why.sum", {
      name: nameOf(w), what: reached(res, w), total: res.scores[w],
      others: list(others.map((q) => t("end.lf.who_reached_total", { name: nameOf(q), what: reached(res, q), total: res.scores[q] }))),
    });
  }
  return t("end.lf.why.goal", { name: names, what: reached(res, winners[0]) });
}

// One line per seat in the final order: its three counts against their goals (a check mark for
// each goal reached), and its total when the total decided.
export function resultDetails(res, view, nameOf) {
  const b = (view && view.board) || {};
  const goal = (cat) => (b.goals ? b.goals[cat] : b.goal || 12);
  const rows = (res.ranking || []).map((seat) => {
    const parts = CATS.map((cat) => {
      const n = (res[cat] || [])[seat];
      const ok = n >= goal(cat);
      return h("span", { class: `lf-end-count${ok ? " is-reached" : ""}` },
        t("end.lf.detail.count", { n, goal: goal(cat), what: t(`end.lf.count.${cat}`) }), ok ? h("b", { text: " ✓" }) : null);
    });
    const why = (res.winners || []).includes(seat) ? t("end.lf.detail.winner") : (res.qualified || []).includes(seat) ? t("end.lf.detail.qualified") : t("end.lf.detail.best", { n: res.best[seat] });
    return h("li", { dataset: { testid: "result-detail", seat: String(seat) } },
      h("strong", { text: nameOf(seat) }), ` — ${why}: `, ...parts.flatMap((p, k) => (k ? [" · ", p] : [p])),
      t("end.lf.detail.total", { total: res.scores[seat] }));
  });
  return h("ul", { class: "lf-end-list", dataset: { testid: "lf-result-details" } }, ...rows);
}

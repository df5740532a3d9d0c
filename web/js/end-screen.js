// The end screen's account of the result: who won (or whether the team won), why the game
// ended, the table of places and scores, and the game's own notes and details.
import { h } from "./dom.js";
import { t, has } from "../i18n/index.js";
import { seatDot } from "./ui.js";

// A game may word a text itself (<key>.<game>.<kind>); else the shared wording.
function own(base, gameId, kind) {
  return has(`${base}.${gameId}.${kind}`) ? t(`${base}.${gameId}.${kind}`) : has(`${base}.${kind}`) ? t(`${base}.${kind}`) : null;
}

function title(session, res) {
  if (res.kind === "team") return t(res.won ? "end.team.won" : "end.team.lost");
  const names = res.winners.map((i) => session.seats[i].name);
  return names.length === 1 ? t("end.winner", { name: names[0] }) : t("end.winners", { names: names.join(", ") });
}

function table(session, res) {
  const cols = session.module.resultColumns || [];
  return h("table", { class: "results", dataset: { testid: "results" } },
    h("thead", {}, h("tr", {},
      h("th", { text: t("end.place") }), h("th", { text: t("end.player") }), h("th", { text: t(session.module.scoreLabel || "end.score") }),
      ...cols.map((c) => h("th", { text: t(c.label) })))),
    h("tbody", {}, ...res.ranking.map((i) => h("tr", {
      class: res.winners.includes(i) ? "is-winner" : "",
      style: { "--seat-colour": session.seatColour(i) },
      dataset: { testid: "result-row", seat: String(i) },
    },
      h("td", { class: "place", text: String(res.places[i]) }),
      h("td", { class: "name" }, h("span", { class: "name-cell" }, seatDot(session.seats[i].name), session.seats[i].name)),
      h("td", { class: "score", text: String(res.scores[i]) }),
      ...cols.map((c) => h("td", { text: c.format ? c.format(res[c.key][i]) : String(res[c.key][i]) }))))));
}

export function resultNodes(session, view) {
  const res = view.result;
  const mod = session.module;
  const name = (i) => session.seats[i].name;
  const why = own("end.reason", session.gameId, res.reason);
  const details = mod.resultDetails ? mod.resultDetails(res, view, name) : null;
  // a game that words its own result note explains its tie-breaks there
  const tiebreak = res.tiebreak && !mod.resultNote ? own("end.tiebreak", session.gameId, res.tiebreak) : null;
  return [
    h("h2", { id: "end-title", dataset: { testid: "end-title" }, text: title(session, res) }),
    why ? h("p", { dataset: { testid: "end-reason" }, text: why }) : null,
    res.kind === "ranking" ? table(session, res) : null,
    tiebreak ? h("p", { class: "tiebreak", dataset: { testid: "tiebreak" }, text: tiebreak }) : null,
    mod.resultNote ? h("p", { class: "tiebreak", dataset: { testid: "result-note" }, text: mod.resultNote(res, name) }) : null,
    details ? h("div", { class: "result-details", dataset: { testid: "result-details" } }, details) : null,
  ].filter(Boolean);
}

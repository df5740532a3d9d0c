// The details of one land in words and small pictures: its name, terrain, board and number,
// coastal or inland, every piece with its count and damage, the presence of each spirit (in its
// shape and colour), blight, Defend and the standing rules in effect there.  Built with DOM calls
// from the view's land (island.js documents its fields); zoom.js shows it beside the island.
//
//   const panel = landDetails("G5", view.board.lands.G5, {t, seatName, onClose});
import { h, s, drawn } from "../../js/dom.js";
import { landRuleWords, pieceShape, presenceIcon, presenceWords } from "./island.js";
import { t as catalogT, list as listWords } from "../../i18n/index.js";

const DAMAGEABLE = Object.freeze(["explorer", "town", "city", "dahan"]);

function pieceIcon(kind) {
  return s("svg", { viewBox: "-10 -10 20 20", class: "hz-details-icon", "aria-hidden": "true" }, ...pieceShape(kind).map(drawn));
}

// "2 explorers: 1 undamaged, 1 with 1 damage"
function kindLine(kind, list, t) {
  const pieces = t(`horizons.piece.${kind}`, { count: list.length });
  if (!list.some((d) => d > 0)) return pieces;
  const byDamage = new Map();
  for (const d of list) byDamage.set(d, (byDamage.get(d) || 0) + 1);
  const parts = [...byDamage.keys()].sort((a, b) => a - b).map((d) => (d > 0
    ? t("horizons.details.damage", { count: byDamage.get(d), damage: d })
    : t("horizons.details.undamaged", { count: byDamage.get(d) })));
  return t("horizons.details.kind", { pieces, damage: listWords(parts, "unit") });
}

// The rows of a land's details: [{kind, seat?, text}], in the island's stack order.
export function detailRows(land = {}, t = catalogT, seatName = null) {
  const rows = presenceWords(land, t, seatName).map(({ seat, text }) => ({ kind: "presence", seat, text }));
  for (const kind of DAMAGEABLE) {
    const list = land[kind] || [];
    if (list.length) rows.push({ kind, text: kindLine(kind, list, t) });
  }
  if (land.blight > 0) rows.push({ kind: "blight", text: t("horizons.piece.blight", { count: land.blight }) });
  if (land.defend > 0) rows.push({ kind: "defend", text: t("horizons.piece.defend", { count: land.defend }) });
  for (const text of landRuleWords(land, t, seatName)) rows.push({ kind: "rule", text });
  return rows;
}

// The panel: a labelled region (not a modal: play goes on beside it) with a close button.
// info: {t, seatName, terrain, coastal (from the map when the view's land lacks them), onClose}.
export function landDetails(landId, land = {}, info = {}) {
  const t = info.t || catalogT;
  const name = t("horizons.land.name", { board: landId[0], number: landId.slice(1) });
  const terrain = land.terrain || info.terrain;
  const coastal = land.coastal === undefined ? info.coastal : land.coastal;
  const rows = detailRows(land, t, info.seatName);
  return h("section", { class: "hz-details", role: "region", "aria-label": t("horizons.details.aria", { land: name }), dataset: { testid: "hz-land-details", land: landId } },
    h("div", { class: "hz-details-head" },
      h("h3", { class: "hz-details-name", text: name }),
      h("p", { class: "hz-details-where", dataset: { testid: "hz-land-details-where" }, text: t("horizons.details.where", {
        terrain: t(`horizons.terrain.${terrain}`), where: t(coastal ? "horizons.land.coastal" : "horizons.land.inland"),
        board: landId[0], number: landId.slice(1),
      }) }),
      h("button", { type: "button", class: "hz-details-close", dataset: { testid: "hz-land-details-close" },
        "aria-label": t("horizons.details.close", { land: name }), text: "\u00d7", onclick: () => info.onClose && info.onClose() })),
    rows.length
      ? h("ul", { class: "hz-details-list" }, ...rows.map((row) => h("li", { class: `hz-details-row hz-details-row--${row.kind}`, dataset: { kind: row.kind, ...(row.seat === undefined ? {} : { seat: String(row.seat) }) } },
        row.kind === "presence" ? presenceIcon(row.seat, { class: "hz-details-icon" }) : row.kind === "rule" ? h("span", { class: "hz-details-icon hz-details-rule", "aria-hidden": "true", text: "!" }) : pieceIcon(row.kind),
        h("span", { text: row.text }))))
      : h("p", { class: "hz-details-empty", text: t("horizons.details.empty") }));
}

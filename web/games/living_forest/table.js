// The shared table of the Living Forest board: the Circle of Spirits, the market (with the
// promo cards and the Kodama stacks beside it) and the tree rack.  Each function takes the
// board's renderer (board.js) for its helpers (hit, card, words) and returns one section.
import { h } from "../../js/dom.js";
import * as art from "./art.js";

// ---- circle of spirits ---------------------------------------------------------------
export function circle(r) {
  const { b } = r;
  const stones = b.circle.stones;
  const ring = h("div", { class: "lf-ring" });
  ring.append(art.draw(art.ringPicture()));
  stones.forEach((action, n) => {
    const angle = (n / stones.length) * 2 * Math.PI - Math.PI / 2;
    const x = 50 + 38 * Math.cos(angle);
    const y = 50 + 38 * Math.sin(angle);
    const here = b.circle.spirits.map((s, i) => (s === n ? i : null)).filter((i) => i !== null);
    const onibi = b.circle.onibi === n;
    let aria = r.t("lf.board.stone.aria", { n: n + 1, action: r.t(`lf.stone.${action}`) });
    if (here.length) aria = r.t("lf.board.stone.spirits", { text: aria, names: here.map((i) => r.name(i)).join(", ") });
    if (onibi) aria = r.t("lf.board.onibi.aria", { text: aria });
    ring.append(r.hit(`lf-stone lf-stone--${action}`, `stone:${n}`, {
      style: { left: `${x}%`, top: `${y}%` }, "aria-label": aria, title: aria,
      dataset: { testid: "stone", stone: String(n), group: "circle", inspect: `stone:${n}` },
    },
    art.draw(art.stonePicture(action)),
    ...here.map((i) => h("span", { class: "lf-pawn", dataset: { testid: "spirit", seat: String(i), flip: `spirit:${i}` } }, r.pawn(i, 22))),
    onibi ? h("span", { class: "lf-onibi", title: r.t("lf.board.onibi"), dataset: { testid: "onibi", flip: "onibi", mark: "onibi", inspect: "token:onibi" } }, art.draw(art.onibiPicture(22))) : null));
  });
  const fires = b.centre.map((v) => r.hit("lf-fire-btn", `fire:${v}`, {
    "aria-label": r.t("lf.board.fire.aria", { value: v }), title: r.t("lf.board.fire.aria", { value: v }),
    dataset: { testid: "centre-fire", value: String(v), group: "fires", inspect: `fire:${v}` },
  }, art.draw(art.firePicture(v, 44))));
  const centre = (h("div", { class: "lf-centre", "aria-label": r.t("lf.board.centre.aria", { count: b.centre.length, total: b.fire_total }), role: "group", dataset: { testid: "centre", mark: "centre" } },
    h("div", { class: "lf-centre-fires" }, ...fires),
    h("div", { class: "lf-centre-total", dataset: { testid: "fire-total" }, text: r.t("lf.board.centre.total", { total: b.fire_total }) })));
  // the fires sit in the ring's centre; on a phone they line up under it (bigger targets)
  const wrap = h("div", { class: "lf-ring-wrap" }, ring, centre);
  const supply = h("div", { class: "lf-supply" },
    r.hit("lf-supply-item", "fragment", { "aria-label": r.t("lf.board.fragment.take"), title: r.t("lf.board.fragment.take"), dataset: { testid: "fragment-supply", inspect: "token:fragment" } },
      art.draw(art.fragmentPicture(22)), h("span", { text: r.t("lf.board.fragments") })),
    h("span", { class: "lf-supply-item", title: r.t("lf.board.varans.left", { count: b.varans }), tabindex: "0", dataset: { testid: "varan-supply", inspect: "token:varans" } },
      art.draw(art.varanPicture(22)), h("span", { class: "lf-sr", text: r.t("lf.board.varans.left", { count: b.varans }) }),
      h("b", { "aria-hidden": "true", text: `×${b.varans}` })));
  return h("section", { class: "lf-circle", "aria-label": r.t("lf.board.circle") },
    h("h3", { class: "lf-title", text: r.t("lf.board.circle") }), wrap, supply);
}

// ---- market: three levels, then the cards beside the circle (promo, Kodama stacks) -----
export function market(r) {
  const { b } = r;
  const rows = ["1", "2", "3"].map((level) => h("div", { class: `lf-market-row lf-market-row--l${level}`, dataset: { testid: `market-${level}` } },
    h("div", { class: "lf-level" },
      h("strong", { text: r.t("lf.board.level", { level }) }),
      h("span", { class: "lf-muted", text: r.t("lf.board.level.deck", { count: b.decks[level] }) })),
    h("div", { class: "lf-cards" }, ...b.market[level].map((card, k) => (card
      ? r.card(card, { target: `card:${card.id}`, testid: "market-card", group: "market" })
      : h("span", { class: "lf-card lf-card--slot", dataset: { mark: `slot:${level}:${k}` }, text: r.t("lf.board.slot.empty") }))))));
  const att = b.attracted || {};
  return h("section", { class: "lf-market", "aria-label": r.t("lf.board.market") },
    h("h3", { class: "lf-title" }, r.t("lf.board.market"),
      h("span", { class: "lf-muted", text: r.t("lf.board.attracted", { a: att["1"] || 0, b: att["2"] || 0, c: att["3"] || 0 }) })),
    ...rows);
}

// The cards beside the circle: the promo cards and the Kodama stacks (null when neither is in play).
export function beside(r) {
  const { b } = r;
  const parts = [];
  if (b.promo_enabled && b.promo && b.promo.length) {
    parts.push(h("div", { class: "lf-beside", dataset: { testid: "market-promo" } },
      h("strong", { class: "lf-beside-title", text: r.t("lf.board.promo") }),
      h("div", { class: "lf-cards" }, ...b.promo.map((card) => r.card(card, { target: `card:${card.id}`, testid: "market-card", group: "market" })))));
  }
  const kodama = kodamaStacks(r);
  if (kodama) parts.push(kodama);
  return parts.length ? h("section", { class: "lf-beside-row", "aria-label": r.t("lf.board.promo") }, ...parts) : null;
}

// The Kodama stacks (option on): their face-up tops (called by choosing them) and counts.
function kodamaStacks(r) {
  const k = r.b.kodama;
  if (!k) return null;
  const goals = r.b.goals || {};
  const goalsText = r.t("lf.board.kodama.goals", { trees: goals.trees, fires: goals.fires, flowers: goals.flowers });
  const stacks = ["flower", "tree", "water"].map((s) => {
    const st = k.stacks[s] || { top: null, count: 0 };
    return h("div", { class: `lf-kstack lf-kstack--${s}`, dataset: { testid: "kodama-stack", stack: s, count: String(st.count), mark: `kstack:${s}` } },
      h("span", { class: "lf-khead", title: r.t(`lf.board.kodama.stack.${s}`) }, h("strong", { text: r.t(`lf.board.kodama.short.${s}`) }),
        h("span", { class: "lf-kcount", title: r.t("lf.board.kodama.count", { count: st.count }) },
          h("span", { class: "lf-sr", text: r.t("lf.board.kodama.count", { count: st.count }) }), h("span", { "aria-hidden": "true", text: `(${st.count})` }))),
      st.top ? r.card(st.top, { target: `kodama:${st.top.id}`, testid: "kodama-card", group: "market" })
        : h("span", { class: "lf-card lf-card--slot", text: r.t("lf.board.kodama.empty") }));
  });
  return h("div", { class: "lf-kodama lf-beside", "aria-label": r.t("lf.board.kodama"), dataset: { testid: "kodama-board" } },
    h("span", { class: "lf-beside-title" }, art.draw(art.kodamaPicture(16)), h("strong", { text: r.t("lf.board.kodama") }),
      // the goals as pictures (their words for screen readers and on hover)
      h("span", { class: "lf-kgoals", dataset: { testid: "goals" }, title: goalsText, "aria-label": goalsText },
        art.draw(art.treePicture("seed", 14)), h("b", { text: String(goals.trees) }),
        art.draw(art.firePicture(3, 14)), h("b", { text: String(goals.fires) }),
        art.draw(art.elementPicture("flower", 14)), h("b", { text: String(goals.flowers) })),
      k.removed ? h("span", { class: "lf-sr", text: r.t("lf.board.kodama.removed", { count: k.removed }) }) : null),
    h("div", { class: "lf-kstacks" }, ...stacks));
}

// ---- tree rack -------------------------------------------------------------------------
export function rack(r) {
  const tiles = r.b.trees.map((tree) => {
    const bonus = r.treeEffect(tree);
    const aria = r.t("lf.board.rack.aria", { tree: r.treeTitle(tree.id), cost: tree.cost, bonus, left: tree.left });
    return r.hit(`lf-tree-tile${tree.left ? "" : " is-gone"}${tree.per_kodama !== undefined ? " is-kodama" : ""}`, `tree:${tree.id}`, {
      "aria-label": aria, title: aria,
      dataset: { testid: "rack-tree", tree: tree.id, left: String(tree.left), group: "rack", inspect: `tree:${tree.id}`, mark: `rack:${tree.id}` },
    },
    h("span", { class: "lf-tree-cost" }, art.draw(art.elementPicture("seed", 13)), h("b", { text: String(tree.cost) })),
    art.draw(art.treePicture(r.treeIcon(tree), 24)),
    r.treeChips(tree, "lf-tree-bonus"),
    h("span", { class: "lf-tree-left", text: r.t("lf.board.rack.left", { left: tree.left }) }));
  });
  return h("section", { class: "lf-rack", "aria-label": r.t("lf.board.rack") },
    h("h3", { class: "lf-title", text: r.t("lf.board.rack") }), h("div", { class: "lf-rack-tiles" }, ...tiles));
}

// The Living Forest table renderer.  It knows no rules (house habit 8): it draws what a
// view says, lights up the targets it is told to, and reports clicks.
//
//   import { createLivingForestBoard } from "./games/living_forest/board.js";
//   const board = createLivingForestBoard(element, { onTarget: (target, info) => ... });
//   board.set(view, { targets: ["card:hedgehog", "fire:2"], selected: ["tree:tree_3a"] });
//   board.destroy();
//
// `view` is the engine's view (view.board, view.seats, view.viewer, view.pending, view.over);
// the board format is in pyengine/games/living_forest/POSITION.md; highlights may carry `news`,
// lines of text shown under the status (what the last end of round did).  Targets are strings (see
// index.js); every one is a focusable <button> that reports its target through
// config.onTarget whether it is lit or not: deciding what a click means is the caller's job.
// config: { onTarget(target, {element}), t(key, args) (defaults to the app catalog),
//           cssHref (false to skip loading board.css) }.
import { h, svgFrom, clear } from "../../js/dom.js";
import { ensureStyles, reportTargets, redrawKeepingFocus } from "../../js/board-kit.js";
import { t as catalogT } from "../../i18n/index.js";
import * as art from "./art.js";

export function createLivingForestBoard(element, config = {}) {
  const t = config.t || catalogT;
  ensureStyles(config.cssHref === undefined ? new URL("./board.css", import.meta.url).href : config.cssHref);
  const root = h("div", { class: "lf", dataset: { testid: "lf-board" } });
  element.append(root);
  const stop = reportTargets(root, config.onTarget || (() => {}));
  const open = new Set(); // discard lists the viewer opened stay open across redraws
  return {
    set(view, highlights = {}) {
      for (const d of root.querySelectorAll("details[data-key]")) (d.open ? open.add(d.dataset.key) : open.delete(d.dataset.key));
      redrawKeepingFocus(root, () => new Renderer(view, normalise(highlights), t).draw(root));
      for (const d of root.querySelectorAll("details[data-key]")) d.open = open.has(d.dataset.key);
    },
    destroy() {
      stop();
      root.remove();
    },
  };
}

function normalise(hl) {
  return { targets: new Set(hl.targets || []), selected: new Set(hl.selected || []), news: hl.news || [] };
}

const ELEMENTS = art.ELEMENTS;

// Kodama cards are all called "Kodama" (their ids tell them apart).
const animalKey = (animal) => (String(animal).startsWith("kodama_") ? "kodama" : animal);

class Renderer {
  constructor(view, hl, t) {
    this.view = view;
    this.hl = hl;
    this.t = t;
    this.b = view && view.board;
  }

  // ---- helpers -------------------------------------------------------------------
  name(i) {
    const s = this.view.seats && this.view.seats[i];
    return (s && s.name) || this.t("setup.default_name", { n: i + 1 });
  }

  colour(i) {
    return art.seatColour(this.b.seats[i].spirit, i);
  }

  cls(base, target) {
    let c = base;
    if (target && this.hl.targets.has(target)) c += " is-target";
    if (target && this.hl.selected.has(target)) c += " is-selected";
    return c;
  }

  // A button that reports `target`; lit when the caller says so.
  hit(base, target, attrs, ...children) {
    return h("button", {
      type: "button",
      class: this.cls(`${base} lf-hit`, target),
      dataset: { target, ...(attrs.dataset || {}) },
      "aria-pressed": this.hl.selected.has(target) ? "true" : undefined,
      ...Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== "dataset")),
    }, ...children);
  }

  treeTitle(type) {
    const m = /^tree_(k?)(\d+)/.exec(type);
    if (type === "start") return this.t("lf.tree.start");
    return this.t(m && m[1] ? "lf.tree.kodama" : "lf.tree", { cost: m ? Number(m[2]) : "?" });
  }

  // A tree's effect in words: its permanent bonus, "same action twice", or (Kodama trees) an
  // element per Kodama symbol or a Kodama symbol of its own.
  treeEffect(info) {
    if (info.special) return this.t("lf.tree.special");
    if (info.per_kodama) return this.t("lf.tree.per_kodama", { element: this.t(`lf.element.${info.per_kodama}`) });
    if (info.kodama) return this.t("lf.board.card.symbols", { count: info.kodama }).replace(/^, /, "");
    return this.bonusText(info.bonus);
  }

  // The small picture under a tree: its bonus chips, ×2, or a Kodama mark.
  treeChips(info, cls) {
    if (info.special) return h("span", { class: `${cls} lf-tree-bonus--twice`, text: "×2" });
    if (info.per_kodama) return h("span", { class: `${cls} lf-kodama-chip` }, svgFrom(art.elementMarkup(info.per_kodama, 13)), "/", svgFrom(art.kodamaMarkup(13)));
    if (info.kodama) return h("span", { class: `${cls} lf-kodama-chip` }, svgFrom(art.kodamaMarkup(14)), h("b", { text: `+${info.kodama}` }));
    return this.elementChips(info.bonus, { cls });
  }

  treeIcon(info) {
    return info.special ? "twice" : info.per_kodama || Object.keys(info.bonus || {})[0] || "flower";
  }

  bonusText(bonus) {
    const parts = Object.entries(bonus || {}).filter(([, n]) => n).map(([el, n]) => this.t("lf.bonus", { n, element: this.t(`lf.element.${el}`) }));
    return parts.join(", ");
  }

  elementChips(values, { zeros = false, cls = "lf-els" } = {}) {
    const chips = ELEMENTS.filter((el) => zeros || (values && values[el])).map((el) => {
      const n = values ? values[el] : 0;
      return h("span", { class: `lf-elv${n < 0 ? " is-neg" : ""}`, dataset: { el } },
        svgFrom(art.elementMarkup(el, 15)), h("span", { text: n > 0 && !zeros ? `${n}` : String(n).replace("-", "−") }));
    });
    return h("span", { class: cls }, ...chips);
  }

  // ---- the whole table -------------------------------------------------------------
  draw(root) {
    clear(root);
    if (!this.b) return;
    root.classList.toggle("has-targets", this.hl.targets.size > 0);
    root.append(this.status());
    if (this.hl.news.length) {
      root.append(h("div", { class: "lf-news", dataset: { testid: "round-end" } },
        h("strong", { text: this.t("lf.board.round_end", { round: this.b.round - 1 }) }),
        ...this.hl.news.map((text) => h("span", { text }))));
    }
    root.append(
      h("div", { class: "lf-table" }, this.circle(), h("div", { class: "lf-shop" }, this.kodamaBoard(), this.market(), this.rack())),
      this.seats(),
    );
  }

  status() {
    const { b, view } = this;
    const parts = [h("span", { class: "lf-round", text: `${this.t("lf.board.round", { round: b.round })} · ${this.t(`lf.board.phase.${b.phase}`)}` })];
    if (view.over) {
      parts.push(h("span", { class: "lf-status-main", text: this.t("lf.board.status.over") }));
    } else {
      const who = b.turn;
      parts.push(h("span", { class: "lf-status-main", style: { "--seat": this.colour(who) } },
        svgFrom(art.spiritMarkup(this.colour(who), 20)),
        this.t(b.phase === "draw" ? "lf.board.status.draw" : "lf.board.status.act", { name: this.name(who) })));
      const task = b.task;
      if (task && task.kind === "kodama") {
        parts.push(h("span", { class: "lf-task", dataset: { testid: "task-left" } },
          svgFrom(art.kodamaMarkup(16)), this.t("lf.board.task.kodama", { left: task.left })));
      }
      if (task && (task.kind === "attract" || task.kind === "extinguish")) {
        parts.push(h("span", { class: "lf-task", dataset: { testid: "task-left" } },
          svgFrom(art.elementMarkup(task.kind === "attract" ? "sun" : "water", 16)), this.t(`lf.board.task.${task.kind}`, { left: task.left })));
      }
    }
    parts.push(h("span", { class: "lf-holder", dataset: { testid: "holder" } }, svgFrom(art.sacredTreeMarkup(18)), this.t("lf.board.holder", { name: this.name(b.holder) })));
    return h("div", { class: "lf-status", role: "status", dataset: { testid: "lf-status" } }, ...parts);
  }

  // ---- circle of spirits -------------------------------------------------------------
  circle() {
    const { b } = this;
    const stones = b.circle.stones;
    const ring = h("div", { class: "lf-ring" });
    ring.append(svgFrom(`<svg class="lf-ring-bg" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
      <circle r="47" fill="#cfe3c1" stroke="#7ea36a" stroke-width="1.2"/>
      <circle r="38" fill="none" stroke="#a9c695" stroke-width="9" stroke-dasharray="2 3"/>
      <circle r="27" fill="#5a3d2b" stroke="#3b2619" stroke-width="1.5"/>
      <circle r="24" fill="#6e4b33"/></svg>`));
    stones.forEach((action, n) => {
      const angle = (n / stones.length) * 2 * Math.PI - Math.PI / 2;
      const x = 50 + 38 * Math.cos(angle);
      const y = 50 + 38 * Math.sin(angle);
      const here = b.circle.spirits.map((s, i) => (s === n ? i : null)).filter((i) => i !== null);
      const onibi = b.circle.onibi === n;
      let aria = this.t("lf.board.stone.aria", { n: n + 1, action: this.t(`lf.stone.${action}`) });
      if (here.length) aria = this.t("lf.board.stone.spirits", { text: aria, names: here.map((i) => this.name(i)).join(", ") });
      if (onibi) aria = this.t("lf.board.onibi.aria", { text: aria });
      const target = `stone:${n}`;
      ring.append(this.hit(`lf-stone lf-stone--${action}`, target, {
        style: `left:${x}%;top:${y}%`, "aria-label": aria, title: aria, dataset: { testid: "stone", stone: String(n) },
      },
      svgFrom(`<svg class="lf-stone-icon" viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">${art.stoneBody(action)}</svg>`),
      ...here.map((i) => h("span", { class: "lf-pawn", dataset: { testid: "spirit", seat: String(i) } }, svgFrom(art.spiritMarkup(this.colour(i), 22)))),
      onibi ? h("span", { class: "lf-onibi", title: this.t("lf.board.onibi"), dataset: { testid: "onibi" } }, svgFrom(art.onibiMarkup(22))) : null));
    });
    const fires = b.centre.map((v) => this.hit("lf-fire-btn", `fire:${v}`, {
      "aria-label": this.t("lf.board.fire.aria", { value: v }), title: this.t("lf.board.fire.aria", { value: v }), dataset: { testid: "centre-fire", value: String(v) },
    }, svgFrom(art.fireMarkup(v, 34))));
    ring.append(h("div", { class: "lf-centre", "aria-label": this.t("lf.board.centre.aria", { count: b.centre.length, total: b.fire_total }), role: "group", dataset: { testid: "centre" } },
      h("div", { class: "lf-centre-fires" }, ...fires),
      h("div", { class: "lf-centre-total", dataset: { testid: "fire-total" }, text: this.t("lf.board.centre.total", { total: b.fire_total }) })));
    const supply = h("div", { class: "lf-supply" },
      this.hit("lf-supply-item", "fragment", { "aria-label": this.t("lf.board.fragment.take"), title: this.t("lf.board.fragment.take"), dataset: { testid: "fragment-supply" } },
        svgFrom(art.fragmentMarkup(22)), h("span", { text: this.t("lf.board.fragments") })),
      h("span", { class: "lf-supply-item", title: this.t("lf.board.varans"), dataset: { testid: "varan-supply" } },
        svgFrom(art.varanMarkup(22)), h("span", { text: `${this.t("lf.board.varans")} ${b.varans}` })));
    return h("section", { class: "lf-circle", "aria-label": this.t("lf.board.circle") },
      h("h3", { class: "lf-title", text: this.t("lf.board.circle") }), ring, supply);
  }

  // ---- market and rack -------------------------------------------------------------
  card(card, { target = null, testid = "card", drawn = false, small = false } = {}) {
    const t = this.t;
    const isVaran = card.animal === "varan";
    const els = ELEMENTS.filter((el) => card.elements && card.elements[el]);
    const elText = els.length ? els.map((el) => `${card.elements[el]} ${t(`lf.element.${el}`)}`).join(", ") : t("lf.board.card.nothing");
    const isKodama = Boolean(card.stack) || animalKey(card.animal) === "kodama";
    const ability = card.ability ? t(`lf.board.card.ability.${card.ability.type}`, { kind: t(`lf.kind.${card.ability.action}`) }) : "";
    const symbols = card.kodama ? t("lf.board.card.symbols", { count: card.kodama }) : "";
    const aria = t("lf.board.card.aria", {
      name: t(`lf.animal.${animalKey(card.animal)}`),
      marker: card.marker ? ` (${t(`lf.marker.${card.marker}`)})` : "",
      elements: (card.effect ? `${elText}; ${t(`lf.card.effect.${card.effect}`)}` : elText) + symbols + ability,
      cost: card.cost ? t(isKodama ? "lf.board.kodama.cost" : "lf.board.card.cost", { cost: card.cost }) : "",
    });
    const body = [
      h("span", { class: "lf-card-top" },
        card.marker ? svgFrom(art.markerMarkup(card.marker, small ? 13 : 16)) : h("span", { class: "lf-marker-none" }),
        h("span", { class: "lf-card-name", text: t(`lf.animal.${animalKey(card.animal)}`) })),
      isVaran ? h("span", { class: "lf-card-art" }, svgFrom(art.varanMarkup(small ? 26 : 34)))
        : h("span", { class: "lf-card-els" }, ...els.map((el) => h("span", { class: `lf-elv${card.elements[el] < 0 ? " is-neg" : ""}`, dataset: { el } },
          svgFrom(art.elementMarkup(el, small ? 13 : 16)), h("b", { text: String(card.elements[el]).replace("-", "−") })))),
      card.effect ? h("span", { class: "lf-card-effect", text: t(`lf.card.effect.${card.effect}`) }) : null,
      card.ability ? h("span", { class: "lf-card-ability", title: ability.replace(/^; /, "") },
        h("b", { text: card.ability.type === "bonus_action" ? "+" : "×2" }), svgFrom(art.actionMarkup(card.ability.action, small ? 13 : 15))) : null,
      card.kodama ? h("span", { class: "lf-card-kodama", title: symbols.replace(/^, /, "") }, ...Array.from({ length: card.kodama }, () => svgFrom(art.kodamaMarkup(small ? 13 : 16)))) : null,
      card.cost ? h("span", { class: "lf-card-cost", title: t(isKodama ? "lf.board.kodama.cost" : "lf.board.card.cost", { cost: card.cost }).replace(/^, /, "") },
        svgFrom(art.elementMarkup(isKodama ? "flower" : "sun", 14)), h("b", { text: String(card.cost) })) : null,
    ];
    const base = `lf-card lf-card--l${card.level ?? "x"}${isKodama ? " lf-card--kodama" : ""}${isVaran ? " lf-card--varan" : ""}${small ? " lf-card--small" : ""}${drawn ? " is-drawn" : ""}`;
    const attrs = { "aria-label": aria, title: aria, dataset: { testid, card: card.id } };
    if (target) return this.hit(base, target, attrs, ...body);
    return h("span", { class: base, role: "img", ...attrs }, ...body);
  }

  market() {
    const { b } = this;
    const rows = ["1", "2", "3"].map((level) => h("div", { class: `lf-market-row lf-market-row--l${level}`, dataset: { testid: `market-${level}` } },
      h("div", { class: "lf-level" },
        h("strong", { text: this.t("lf.board.level", { level }) }),
        h("span", { class: "lf-muted", text: this.t("lf.board.level.deck", { count: b.decks[level] }) })),
      h("div", { class: "lf-cards" }, ...b.market[level].map((card) => (card
        ? this.card(card, { target: `card:${card.id}`, testid: "market-card" })
        : h("span", { class: "lf-card lf-card--slot", text: this.t("lf.board.slot.empty") }))))));
    if (b.promo_enabled && b.promo && b.promo.length) {
      rows.push(h("div", { class: "lf-market-row lf-market-row--promo", dataset: { testid: "market-promo" } },
        h("div", { class: "lf-level" }, h("strong", { text: this.t("lf.board.promo") })),
        h("div", { class: "lf-cards" }, ...b.promo.map((card) => this.card(card, { target: `card:${card.id}`, testid: "market-card" })))));
    }
    const att = b.attracted || {};
    return h("section", { class: "lf-market", "aria-label": this.t("lf.board.market") },
      h("h3", { class: "lf-title" }, this.t("lf.board.market"),
        h("span", { class: "lf-muted", text: this.t("lf.board.attracted", { a: att["1"] || 0, b: att["2"] || 0, c: att["3"] || 0 }) })),
      ...rows);
  }

  // The Kodama board (option on): three stacks, their face-up tops (called by clicking) and counts.
  kodamaBoard() {
    const k = this.b.kodama;
    if (!k) return null;
    const goals = this.b.goals || {};
    const stacks = ["flower", "tree", "water"].map((s) => {
      const st = k.stacks[s] || { top: null, count: 0 };
      return h("div", { class: `lf-kstack lf-kstack--${s}`, dataset: { testid: "kodama-stack", stack: s, count: String(st.count) } },
        h("strong", { text: this.t(`lf.board.kodama.stack.${s}`) }),
        st.top ? this.card(st.top, { target: `kodama:${st.top.id}`, testid: "kodama-card" })
          : h("span", { class: "lf-card lf-card--slot", text: this.t("lf.board.kodama.empty") }),
        h("span", { class: "lf-muted", text: this.t("lf.board.kodama.count", { count: st.count }) }));
    });
    return h("section", { class: "lf-kodama", "aria-label": this.t("lf.board.kodama"), dataset: { testid: "kodama-board" } },
      h("h3", { class: "lf-title" }, svgFrom(art.kodamaMarkup(18)), this.t("lf.board.kodama"),
        h("span", { class: "lf-muted", dataset: { testid: "goals" }, text: this.t("lf.board.kodama.goals", { trees: goals.trees, fires: goals.fires, flowers: goals.flowers }) })),
      h("div", { class: "lf-kstacks" }, ...stacks),
      k.removed ? h("p", { class: "lf-muted", text: this.t("lf.board.kodama.removed", { count: k.removed }) }) : null);
  }

  rack() {
    const tiles = this.b.trees.map((tree) => {
      const bonus = this.treeEffect(tree);
      const aria = this.t("lf.board.rack.aria", { tree: this.treeTitle(tree.id), cost: tree.cost, bonus, left: tree.left });
      const main = this.treeIcon(tree);
      return this.hit(`lf-tree-tile${tree.left ? "" : " is-gone"}`, `tree:${tree.id}`, { "aria-label": aria, title: aria, dataset: { testid: "rack-tree", tree: tree.id, left: String(tree.left) } },
        h("span", { class: "lf-tree-cost" }, svgFrom(art.elementMarkup("seed", 13)), h("b", { text: String(tree.cost) })),
        svgFrom(art.treeMarkup(main, 30)),
        this.treeChips(tree, "lf-tree-bonus"),
        h("span", { class: "lf-tree-left", text: this.t("lf.board.rack.left", { left: tree.left }) }));
    });
    return h("section", { class: "lf-rack", "aria-label": this.t("lf.board.rack") },
      h("h3", { class: "lf-title", text: this.t("lf.board.rack") }), h("div", { class: "lf-rack-tiles" }, ...tiles));
  }

  // ---- the seats ---------------------------------------------------------------------
  seats() {
    const { b, view } = this;
    const focus = view.viewer !== null && view.viewer !== undefined ? view.viewer : view.pending ? view.pending.player : null;
    const order = b.seats.map((_, i) => i);
    if (focus !== null) order.sort((x, y) => (x === focus ? -1 : y === focus ? 1 : x - y));
    return h("div", { class: "lf-seats" }, ...order.map((i) => this.seat(i, i === focus)));
  }

  seat(i, isFocus) {
    const { b, view } = this;
    const seat = b.seats[i];
    const deciding = view.pending && !view.over && view.pending.player === i;
    const kind = view.seats && view.seats[i] && view.seats[i].kind;
    const badges = [];
    if (i === view.viewer) badges.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.you") }));
    if (kind === "bot") badges.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.bot") }));
    if (b.holder === i) badges.push(h("span", { class: "lf-badge lf-badge--holder", title: this.t("lf.board.holder", { name: this.name(i) }) }, svgFrom(art.sacredTreeMarkup(14)), this.t("lf.board.seat.holder")));
    if (!view.over && seat.state) badges.push(h("span", { class: `lf-badge lf-badge--${seat.state}`, dataset: { testid: "seat-state" }, text: this.t(`lf.board.seat.state.${seat.state}`) }));
    const prog = (key, icon) => {
      const goal = b.goals ? b.goals[key] : b.goal;
      const n = seat.progress ? seat.progress[key] : null;
      return h("span", { class: `lf-prog${n !== null && n >= goal ? " is-reached" : ""}`, title: this.t(`lf.board.progress.${key}`), dataset: { testid: `progress-${key}` } },
        svgFrom(icon), h("span", { class: "lf-sr", text: this.t(`lf.board.progress.${key}`) }),
        n === null || n === undefined ? this.t("lf.board.progress.hidden", { goal }) : this.t("lf.board.progress.value", { n, goal }));
    };
    return h("section", {
      class: `lf-seat${deciding ? " is-turn" : ""}${isFocus ? " is-focus" : ""}`,
      style: { "--seat": this.colour(i) },
      dataset: { testid: "seat-panel", seat: String(i) },
      "aria-label": this.name(i),
    },
      h("header", { class: "lf-seat-head" },
        svgFrom(art.spiritMarkup(this.colour(i), 26)),
        h("span", { class: "lf-seat-name", text: this.name(i) }),
        ...badges,
        h("span", { class: "lf-progress" },
          prog("trees", art.treeMarkup("seed", 18)), prog("fires", art.fireMarkup(3, 18)), prog("flowers", art.elementMarkup("flower", 18)))),
      h("div", { class: "lf-seat-body" }, this.forest(i, deciding), this.helpLine(i)),
      this.seatFoot(i));
  }

  forest(i, deciding) {
    const { b } = this;
    const seat = b.seats[i];
    const layout = b.forest_layout;
    const cols = layout.columns || 5;
    const rows = layout.rows || 3;
    const colBonus = layout.column_bonus || layout.columns_bonus || {};
    const rowBonus = layout.row_bonus || {};
    const corners = new Map((layout.corners || []).map((c) => [`${c.x},${c.y}`, c]));
    const grid = h("div", { class: "lf-forest-grid", style: { "--cols": String(cols) } });
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const tree = seat.forest[y][x];
        const corner = corners.get(`${x},${y}`);
        let what = tree ? this.treeTitle(tree) : this.t("lf.board.space.empty");
        if (tree && tree !== "start") {
          const info = b.trees.find((tr) => tr.id === tree);
          if (info) what += `, ${this.treeEffect(info)}`;
        }
        if (!tree && corner) what += `; ${this.t(`lf.board.corner.${corner.bonus}`, { amount: corner.amount })}`;
        const aria = this.t("lf.board.space.aria", { col: x + 1, row: y + 1, what });
        const inner = [];
        if (tree) {
          const info = b.trees.find((tr) => tr.id === tree);
          const main = tree === "start" ? "seed" : info ? this.treeIcon(info) : "seed";
          inner.push(svgFrom(tree === "start" ? art.startTreeMarkup(32) : art.treeMarkup(main, 30)));
          if (info) inner.push(this.treeChips(info, "lf-space-bonus"));
        } else if (corner) {
          inner.push(h("span", { class: "lf-corner" },
            corner.bonus === "fragments" ? svgFrom(art.fragmentMarkup(16)) : svgFrom(art.elementMarkup(corner.bonus === "attract" ? "sun" : "water", 16)),
            h("b", { text: corner.bonus === "fragments" ? `×${corner.amount}` : `+${corner.amount}` })));
        }
        const attrs = { "aria-label": aria, title: aria, dataset: { testid: "space", x: String(x), y: String(y), tree: tree || "" } };
        const cls = `lf-space${tree ? " has-tree" : ""}${tree === "start" ? " is-start" : ""}${corner ? " is-corner" : ""}`;
        grid.append(deciding ? this.hit(cls, `space:${x},${y}`, attrs, ...inner) : h("span", { class: cls, role: "img", ...attrs }, ...inner));
      }
      const rb = rowBonus[String(y)];
      grid.append(rb ? this.lineBonus(rb, seat.forest[y].every(Boolean)) : h("span"));
    }
    for (let x = 0; x < cols; x++) {
      const cb = colBonus[String(x)];
      grid.append(cb ? this.lineBonus(cb, seat.forest.every((row) => row[x])) : h("span"));
    }
    return h("div", { class: "lf-forest", "aria-label": this.t("lf.board.forest", { name: this.name(i) }), role: "group", dataset: { testid: "forest" } }, grid);
  }

  lineBonus(bonus, full) {
    const [el, n] = Object.entries(bonus)[0];
    const text = this.t("lf.board.line.bonus", { n, element: this.t(`lf.element.${el}`) });
    return h("span", { class: `lf-line-bonus${full ? " is-full" : ""}`, title: text, "aria-label": text }, svgFrom(art.elementMarkup(el, 13)), h("b", { text: `+${n}` }));
  }

  helpLine(i) {
    const { b, view } = this;
    const seat = b.seats[i];
    const box = h("div", { class: "lf-line", dataset: { testid: "help-line" } });
    box.append(h("h4", { class: "lf-title", text: this.t("lf.board.line") }));
    if (seat.line === null) {
      box.append(h("p", { class: "lf-muted lf-line-hidden", text: this.t("lf.board.line.hidden") }));
    } else if (!seat.line.length) {
      box.append(h("p", { class: "lf-muted", text: this.t("lf.board.line.empty") }));
    } else {
      const drawn = b.just_drawn && view.pending && view.pending.player === i ? b.just_drawn.id : null;
      box.append(h("div", { class: "lf-line-cards" }, ...seat.line.map((card) => (card.id === drawn
        ? this.card(card, { target: "drawn", testid: "line-card", drawn: true, small: true })
        : this.card(card, { testid: "line-card", small: true })))));
    }
    const totals = h("div", { class: "lf-totals", "aria-label": this.t("lf.board.totals"), dataset: { testid: "totals" } },
      ...ELEMENTS.map((el) => {
        const total = seat.strength ? seat.strength[el] : null;
        const bonus = seat.bonus ? seat.bonus[el] : 0;
        const label = total === null ? this.t(`lf.element.${el}`) : this.t("lf.board.totals.aria", { element: this.t(`lf.element.${el}`), total, bonus });
        const cls = `lf-total${total !== null && total < 0 ? " is-neg" : ""}`;
        const attrs = { title: label, "aria-label": label, dataset: { el, testid: `total-${el}` } };
        const body = [svgFrom(art.elementMarkup(el, 18)), h("b", { text: total === null ? "?" : String(total).replace("-", "−") }),
          bonus ? h("small", { text: `+${bonus}` }) : null];
        // the deciding seat's totals take an element tile (lit only while one is being used)
        return this.hl.targets.has(`total:${el}`) ? this.hit(cls, `total:${el}`, attrs, ...body) : h("span", { class: cls, ...attrs }, ...body);
      }),
      h("span", { class: `lf-total lf-total--solitary${seat.solitary >= 3 ? " is-full" : ""}`, dataset: { testid: "solitary" }, title: this.t("lf.board.solitary", { n: seat.solitary ?? "?" }) },
        svgFrom(art.markerMarkup("solitary", 16)), h("b", { text: seat.solitary === null || seat.solitary === undefined ? "?" : `${seat.solitary}/3` })));
    if (seat.kodama !== undefined) {
      const label = this.t("lf.board.kodama.symbols", { n: seat.kodama ?? "?" });
      totals.append(h("span", { class: "lf-total lf-total--kodama", title: label, "aria-label": label, dataset: { testid: "kodama-symbols", count: String(seat.kodama ?? "") } },
        svgFrom(art.kodamaMarkup(18)), h("b", { text: seat.kodama === null ? "?" : String(seat.kodama) })));
    }
    box.append(totals);
    if (seat.actions) {
      const used = (seat.used || []).map((k) => this.t(`lf.kind.${k}`));
      box.append(h("p", { class: "lf-muted lf-actions", dataset: { testid: "seat-actions" } },
        this.t("lf.board.actions", { count: seat.actions }), seat.extra ? ` ${this.t("lf.board.extra", { count: seat.extra })}` : "",
        used.length ? ` · ${this.t("lf.board.used", { list: used.join(", ") })}` : "",
        seat.bonus_actions && seat.bonus_actions.length ? ` · ${this.t("lf.board.bonus_actions", { list: seat.bonus_actions.map((a) => this.t(`lf.animal.${a}`)).join(", ") })}` : ""));
    }
    return box;
  }

  seatFoot(i) {
    const { b, view } = this;
    const seat = b.seats[i];
    const mine = view.viewer === i;
    const pileText = this.t("lf.board.pile.count", { count: seat.pile });
    const pileBody = [svgFrom(art.pileMarkup(30)), h("span", { class: "lf-stack-text" }, h("small", { text: this.t("lf.board.pile") }), h("b", { text: pileText }))];
    const pile = mine
      ? this.hit("lf-stack", "pile", { "aria-label": this.t("lf.board.pile.aria", { cards: pileText }), dataset: { testid: "pile", count: String(seat.pile) } }, ...pileBody)
      : h("span", { class: "lf-stack", dataset: { testid: "pile", count: String(seat.pile) } }, ...pileBody);
    const items = [pile];
    if (seat.pile_top && seat.pile_top.length) {
      items.push(h("span", { class: "lf-muted lf-pile-top", text: this.t("lf.board.pile.top", { cards: seat.pile_top.map((c) => this.t(`lf.animal.${animalKey(c.animal)}`)).join(", ") }) }));
    }
    const discardBody = [svgFrom(art.pileMarkup(30, "#e6d7c3")), h("span", { class: "lf-stack-text" }, h("small", { text: this.t("lf.board.discard") }), h("b", { text: this.t("lf.board.pile.count", { count: seat.discard_count }) }))];
    items.push(h("span", { class: "lf-stack", dataset: { testid: "discard", count: String(seat.discard_count) } }, ...discardBody));
    items.push(h("span", { class: "lf-stat", title: this.t("lf.board.fragments"), dataset: { testid: "fragments", count: String(seat.fragments) } },
      svgFrom(art.fragmentMarkup(20)), h("b", { text: `×${seat.fragments}` })));
    items.push(h("span", { class: "lf-stat lf-put-out", title: this.t("lf.board.fires"), dataset: { testid: "fires-out", count: String(seat.fires.length) } },
      svgFrom(art.fireMarkup(2, 20)), h("b", { text: `×${seat.fires.length}` }),
      seat.fires.length ? h("small", { class: "lf-muted", text: `(${seat.fires.join("+")})` }) : null));
    const tiles = ["fire", "flower", "tree"].filter((k) => seat.tiles[k] > 0).map((k) => this.hit("lf-vtile-btn", `tile:${i}:${k}`, {
      "aria-label": this.t("lf.board.tile.aria", { name: this.name(i), tile: this.t(`lf.tile.${k}`) }), title: this.t("lf.board.tile.aria", { name: this.name(i), tile: this.t(`lf.tile.${k}`) }),
      dataset: { testid: "victory-tile", tile: k, count: String(seat.tiles[k]) },
    }, svgFrom(art.victoryMarkup(k, 24)), seat.tiles[k] > 1 ? h("b", { text: `×${seat.tiles[k]}` }) : null));
    if (seat.element_tiles !== undefined) {
      const used = (seat.element_used || []).map((el) => this.t(`lf.element.${el}`));
      const label = this.t("lf.board.element_tiles.aria", { count: seat.element_tiles }) + (used.length ? `; ${this.t("lf.board.element_used", { list: used.join(", ") })}` : "");
      items.push(h("span", { class: "lf-stat lf-etiles", title: label, "aria-label": label, dataset: { testid: "element-tiles", count: String(seat.element_tiles), used: (seat.element_used || []).join(",") } },
        h("small", { class: "lf-muted", text: this.t("lf.board.element_tiles") }), h("span", { class: "lf-etile", text: "◆" }), h("b", { text: `×${seat.element_tiles}` }),
        ...(seat.element_used || []).map((el) => h("span", { class: "lf-etile is-used" }, svgFrom(art.elementMarkup(el, 14))))));
    }
    items.push(h("span", { class: "lf-tiles", title: this.t("lf.board.tiles"), dataset: { testid: "tiles" } },
      h("small", { class: "lf-muted", text: this.t("lf.board.tiles") }), ...(tiles.length ? tiles : [h("span", { class: "lf-muted", text: this.t("lf.board.tiles.none") })])));
    const foot = h("div", { class: "lf-seat-foot" }, ...items);
    if (mine && Array.isArray(seat.discard)) {
      foot.append(h("details", { class: "lf-discard-list", dataset: { key: `discard-${i}`, testid: "discard-list" } },
        h("summary", { text: this.t("lf.board.discard.show", { count: seat.discard.length }) }),
        seat.discard.length ? h("div", { class: "lf-line-cards" }, ...seat.discard.map((c) => this.card(c, { testid: "discard-card", small: true })))
          : h("p", { class: "lf-muted", text: this.t("lf.board.discard.empty") })));
    }
    return foot;
  }
}

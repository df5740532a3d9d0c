// The Living Forest table renderer.  It knows no rules (house habit 8): it draws what a
// view says, lights up the targets it is told to, and reports clicks.
//
//   import { createLivingForestBoard } from "./games/living_forest/board.js";
//   const board = createLivingForestBoard(element, { onTarget: (target, info) => ... });
//   board.set(view, { targets: ["card:hedgehog", "fire:2"], selected: ["tree:tree_3a"] });
//   board.ready   // resolves once its styles are in and it has drawn (nothing is drawn before)
//   board.destroy();
//
// `view` is the engine's view (view.board, view.seats, view.viewer, view.pending, view.over);
// the board format is in pyengine/games/living_forest/POSITION.md; highlights may carry `news`,
// lines of text shown under the status (what the last end of round did).  Targets are strings (see
// index.js); every one is a focusable <button> that reports its target through
// config.onTarget whether it is lit or not: deciding what a click means is the caller's job.
// config: { onTarget(target, {element}), t(key, args) (defaults to the app catalog),
//           cssHref (false to skip loading board.css) }.
//
// Layout (board.css): the own area (the seat deciding, or the viewer: forest, line, totals,
// piles) in full; every seat as a compact summary in seat order, whoever acts; the other seats'
// full panels open on demand (their summary's button) or by themselves when they hold a lit
// target; the circle, the market (with the promo cards and Kodama stacks) and the tree rack
// arranged by the board's width.  Elements carry data-inspect (the card view), data-mark (what
// the last action changed), data-group (arrow keys) and data-flip (cards gliding between places).
import { h, clear } from "../../js/dom.js";
import { botLevelWords, boardCss, loadStyles, reportTargets, redrawKeepingFocus, seatName } from "../../js/board-kit.js";
import { t as catalogT } from "../../i18n/index.js";
import * as art from "./art.js";
import { openSeats, ownSeat, seatLetters } from "./layout.js";
import { beside, circle, market, rack } from "./table.js";
import { treeName, treeTint } from "./trees.js";

export function createLivingForestBoard(element, config = {}) {
  const t = config.t || catalogT;
  const root = h("div", { class: "lf", dataset: { testid: "lf-board" } });
  element.append(root);
  const stop = reportTargets(root, config.onTarget || (() => {}));
  const open = new Set(); // discard lists the viewer opened stay open across redraws
  const opened = new Set(); // the other seats whose full panel the viewer opened
  // a summary's button opens or folds that seat's panel without a redraw
  const toggle = (event) => {
    const btn = event.target.closest("[data-expand]");
    if (!btn || !root.contains(btn)) return;
    const seat = Number(btn.dataset.expand);
    const panel = root.querySelector(`[data-testid=seat-panel][data-seat="${seat}"]`);
    if (!panel) return;
    const show = panel.hidden;
    if (show) opened.add(seat);
    else opened.delete(seat);
    panel.hidden = !show;
    btn.setAttribute("aria-expanded", show ? "true" : "false");
    btn.setAttribute("aria-label", t(show ? "lf.board.seat.fold.aria" : "lf.board.seat.open.aria", { name: btn.dataset.name }));
    btn.textContent = t(show ? "lf.board.seat.fold" : "lf.board.seat.open");
    if (show) panel.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  root.addEventListener("click", toggle);
  const shown = { view: null, hl: null, styled: false };
  const draw = () => {
    if (!shown.view || !shown.styled) return;
    for (const d of root.querySelectorAll("details[data-key]")) (d.open ? open.add(d.dataset.key) : open.delete(d.dataset.key));
    redrawKeepingFocus(root, () => new Renderer(shown.view, shown.hl, t, opened).draw(root));
    for (const d of root.querySelectorAll("details[data-key]")) d.open = open.has(d.dataset.key);
  };
  // nothing is drawn before the styles are in (board-kit loadStyles)
  const ready = loadStyles(boardCss(config, import.meta.url)).then(() => {
    shown.styled = true;
    draw();
  });
  return {
    ready,
    set(view, highlights = {}) {
      shown.view = view;
      shown.hl = normalise(highlights);
      draw();
    },
    destroy() {
      stop();
      root.removeEventListener("click", toggle);
      root.remove();
    },
  };
}

function normalise(hl) {
  return { targets: new Set(hl.targets || []), selected: new Set(hl.selected || []), news: hl.news || [] };
}

const ELEMENTS = art.ELEMENTS;

// Kodama cards are all called "Kodama" (their ids tell them apart).
// A long animal name in a smaller size, so that its longest word stays whole on a small card
// (Саламандра, サンショウウオ): a Japanese character counts as wide as 1.7 letters.
function nameSize(name) {
  const width = (word) => [...word].reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 1.7 : 1), 0);
  const widest = Math.max(...name.split(/\s+/).map(width));
  return widest > 10 ? " lf-card-name--longer" : widest > 6 ? " lf-card-name--long" : "";
}

const animalKey = (animal) => (String(animal).startsWith("kodama_") ? "kodama" : animal);

class Renderer {
  constructor(view, hl, t, opened) {
    this.view = view;
    this.hl = hl;
    this.t = t;
    this.b = view && view.board;
    if (!this.b) return;
    this.own = ownSeat(view);
    this.open = openSeats(view, hl.targets, opened);
    this.letters = seatLetters(this.b.seats.map((_, i) => this.name(i)));
  }

  // ---- helpers -------------------------------------------------------------------
  name(i) {
    return seatName(this.view, i, this.t);
  }

  colour(i) {
    return art.seatColour(this.b.seats[i].spirit, i);
  }

  pawn(i, size) {
    return art.draw(art.spiritPicture(this.colour(i), size, this.letters[i]));
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

  // Something that shows a card but reports no target: focusable, so the card view opens
  // from the keyboard too.
  still(tag, base, attrs, ...children) {
    return h(tag, { class: base, tabindex: attrs.dataset && attrs.dataset.inspect ? "0" : undefined, ...attrs }, ...children);
  }

  treeTitle(type) {
    return treeName(type, this.view, this.t);
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
    if (info.per_kodama) return h("span", { class: `${cls} lf-kodama-chip` }, art.draw(art.elementPicture(info.per_kodama, 13)), "/", art.draw(art.kodamaPicture(13)));
    if (info.kodama) return h("span", { class: `${cls} lf-kodama-chip` }, art.draw(art.kodamaPicture(14)), h("b", { text: `+${info.kodama}` }));
    return this.elementChips(info.bonus, { cls });
  }

  treeIcon(info) {
    return treeTint(info);
  }

  bonusText(bonus) {
    const parts = Object.entries(bonus || {}).filter(([, n]) => n).map(([el, n]) => this.t("lf.bonus", { n, element: this.t(`lf.element.${el}`) }));
    return parts.join(", ");
  }

  elementChips(values, { zeros = false, cls = "lf-els" } = {}) {
    const chips = ELEMENTS.filter((el) => zeros || (values && values[el])).map((el) => {
      const n = values ? values[el] : 0;
      return h("span", { class: `lf-elv${n < 0 ? " is-neg" : ""}`, dataset: { el } },
        art.draw(art.elementPicture(el, 15)), h("span", { text: n > 0 && !zeros ? `${n}` : String(n).replace("-", "−") }));
    });
    return h("span", { class: cls }, ...chips);
  }

  // ---- the whole table -------------------------------------------------------------
  draw(root) {
    clear(root);
    if (!this.b) return;
    root.classList.toggle("has-targets", this.hl.targets.size > 0);
    root.classList.toggle("has-kodama", Boolean(this.b.kodama));
    root.dataset.players = String(this.b.seats.length);
    // the root is the size container (board.css); the grid inside it follows its width
    const layout = h("div", { class: "lf-layout" }, this.status());
    root.append(layout);
    if (this.hl.news.length) {
      layout.append(h("div", { class: "lf-news", dataset: { testid: "round-end" } },
        h("strong", { text: this.t("lf.board.round_end", { round: this.b.round - 1 }) }),
        ...this.hl.news.map((text) => h("span", { text }))));
    }
    const others = this.b.seats.map((_, i) => i).filter((i) => i !== this.own);
    layout.append(
      h("div", { class: "lf-own", dataset: { testid: "own-area" } }, this.seat(this.own, true)),
      this.summaries(),
      h("div", { class: "lf-others" }, ...others.map((i) => this.seat(i, false))),
      ...[circle(this), market(this), beside(this), rack(this)].filter(Boolean),
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
        this.pawn(who, 20),
        this.t(b.phase === "draw" ? "lf.board.status.draw" : "lf.board.status.act", { name: this.name(who) })));
      const task = b.task;
      if (task && task.kind === "kodama") {
        parts.push(h("span", { class: "lf-task", dataset: { testid: "task-left" } },
          art.draw(art.kodamaPicture(16)), this.t("lf.board.task.kodama", { left: task.left })));
      }
      if (task && (task.kind === "attract" || task.kind === "extinguish")) {
        parts.push(h("span", { class: "lf-task", dataset: { testid: "task-left" } },
          art.draw(art.elementPicture(task.kind === "attract" ? "sun" : "water", 16)), this.t(`lf.board.task.${task.kind}`, { left: task.left })));
      }
    }
    parts.push(h("span", { class: "lf-holder", dataset: { testid: "holder", inspect: "token:sacred" }, tabindex: "0" },
      art.draw(art.sacredTreePicture(18)), this.t("lf.board.holder", { name: this.name(b.holder) })));
    return h("div", { class: "lf-status", role: "status", dataset: { testid: "lf-status" } }, ...parts);
  }

  // ---- cards --------------------------------------------------------------------------
  card(card, { target = null, testid = "card", drawn = false, small = false, group = null, mark = null } = {}) {
    const t = this.t;
    const isVaran = card.animal === "varan";
    const name = t(`lf.animal.${animalKey(card.animal)}`);
    const els = ELEMENTS.filter((el) => card.elements && card.elements[el]);
    const elText = els.length ? els.map((el) => `${card.elements[el]} ${t(`lf.element.${el}`)}`).join(", ") : t("lf.board.card.nothing");
    const isKodama = Boolean(card.stack) || animalKey(card.animal) === "kodama";
    const ability = card.ability ? t(`lf.board.card.ability.${card.ability.type}`, { kind: t(`lf.kind.${card.ability.action}`) }) : "";
    const symbols = card.kodama ? t("lf.board.card.symbols", { count: card.kodama }) : "";
    const level = card.level ? t("lf.board.card.level", { level: card.level }) : "";
    const aria = t("lf.board.card.aria", {
      name,
      marker: card.marker ? ` (${t(`lf.marker.${card.marker}`)})` : "",
      elements: level + (card.effect ? `${elText}; ${t(`lf.card.effect.${card.effect}`)}` : elText) + symbols + ability,
      cost: card.cost ? t(isKodama ? "lf.board.kodama.cost" : "lf.board.card.cost", { cost: card.cost }) : "",
    });
    const body = [
      h("span", { class: "lf-card-top" },
        card.marker ? art.draw(art.markerPicture(card.marker, small ? 13 : 16)) : h("span", { class: "lf-marker-none" }),
        h("span", { class: `lf-card-name${nameSize(name)}`, text: name }),
        // the level as pips too: the border colour is not the only cue
        card.level ? h("span", { class: "lf-card-level", "aria-hidden": "true", text: "I".repeat(card.level) }) : null),
      isVaran ? h("span", { class: "lf-card-art" }, art.draw(art.varanPicture(small ? 26 : 34)))
        // three elements, one of them negative (the Loris), fit two rows only in a smaller size
        : h("span", { class: `lf-card-els${els.length > 2 ? " lf-card-els--three" : ""}` }, ...els.map((el) => h("span", { class: `lf-elv${card.elements[el] < 0 ? " is-neg" : ""}`, dataset: { el } },
          art.draw(art.elementPicture(el, small ? 13 : 16)), h("b", { text: String(card.elements[el]).replace("-", "−") })))),
      card.effect ? h("span", { class: "lf-card-effect", text: t(`lf.card.effect.${card.effect}`) }) : null,
      card.ability ? h("span", { class: "lf-card-ability", title: ability.replace(/^; /, "") },
        h("b", { text: card.ability.type === "bonus_action" ? "+" : "×2" }), art.draw(art.actionPicture(card.ability.action, small ? 13 : 15))) : null,
      card.kodama ? h("span", { class: "lf-card-kodama", title: symbols.replace(/^, /, "") }, ...Array.from({ length: card.kodama }, () => art.draw(art.kodamaPicture(small ? 13 : 16)))) : null,
      card.cost ? h("span", { class: "lf-card-cost", title: t(isKodama ? "lf.board.kodama.cost" : "lf.board.card.cost", { cost: card.cost }).replace(/^, /, "") },
        art.draw(art.elementPicture(isKodama ? "flower" : "sun", 14)), h("b", { text: String(card.cost) })) : null,
    ];
    const base = `lf-card lf-card--l${card.level ?? "x"}${isKodama ? " lf-card--kodama" : ""}${isVaran ? " lf-card--varan" : ""}${small ? " lf-card--small" : ""}${drawn ? " is-drawn" : ""}`;
    const dataset = { testid, card: card.id, inspect: `card:${card.id}`, flip: card.id };
    if (group) dataset.group = group;
    if (mark) dataset.mark = mark;
    const attrs = { "aria-label": aria, title: aria, dataset };
    if (target) return this.hit(base, target, attrs, ...body);
    return this.still("span", base, { role: "img", ...attrs }, ...body);
  }

  // ---- the seats ---------------------------------------------------------------------
  // Every seat in seat order (whoever acts), compact: spirit and letter, name, the three
  // counts toward the goal, the Sacred Tree, what it is doing; a button opens its full panel.
  summaries() {
    return h("section", { class: "lf-players", "aria-label": this.t("lf.board.players") },
      ...this.b.seats.map((_, i) => this.summary(i)));
  }

  summary(i) {
    const { b, view } = this;
    const seat = b.seats[i];
    const own = i === this.own;
    const deciding = view.pending && !view.over && view.pending.player === i;
    const kind = view.seats && view.seats[i] && view.seats[i].kind;
    const tags = [];
    if (i === view.viewer) tags.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.you") }));
    if (kind === "bot") tags.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.bot", { level: botLevelWords(view, i, this.t) }) }));
    if (b.holder === i) {
      tags.push(h("span", { class: "lf-badge lf-badge--holder lf-badge--icon", title: this.t("lf.board.holder", { name: this.name(i) }), dataset: { testid: "summary-holder" } },
        art.draw(art.sacredTreePicture(14)), h("span", { class: "lf-sr", text: this.t("lf.board.seat.holder") })));
    }
    if (!view.over && seat.state) tags.push(h("span", { class: `lf-badge lf-badge--${seat.state}`, dataset: { testid: "summary-state" }, text: this.t(`lf.board.seat.state.${seat.state}`) }));
    const button = own ? null : h("button", {
      type: "button", class: "lf-expand", dataset: { expand: String(i), testid: "seat-expand", name: this.name(i) },
      "aria-controls": `lf-seat-${i}`, "aria-expanded": this.open.has(i) ? "true" : "false",
      "aria-label": this.t(this.open.has(i) ? "lf.board.seat.fold.aria" : "lf.board.seat.open.aria", { name: this.name(i) }),
      text: this.t(this.open.has(i) ? "lf.board.seat.fold" : "lf.board.seat.open"),
    });
    return h("div", {
      class: `lf-sum${own ? " is-own" : ""}${deciding ? " is-turn" : ""}${button ? "" : " no-button"}`,
      style: { "--seat": this.colour(i) },
      dataset: { testid: "seat-summary", seat: String(i), mark: `seat:${i}` },
    },
    h("span", { class: "lf-sum-who" }, this.pawn(i, 24), h("span", { class: "lf-seat-name", text: this.name(i) }), ...tags),
    this.progress(i, "lf-sum-progress"),
    button);
  }

  progress(i, cls) {
    const { b } = this;
    const seat = b.seats[i];
    const prog = (key, icon) => {
      const goal = b.goals ? b.goals[key] : b.goal;
      const n = seat.progress ? seat.progress[key] : null;
      return h("span", { class: `lf-prog${n !== null && n >= goal ? " is-reached" : ""}`, title: this.t(`lf.board.progress.${key}`), dataset: { testid: `progress-${key}` } },
        art.draw(icon), h("span", { class: "lf-sr", text: this.t(`lf.board.progress.${key}`) }),
        n === null || n === undefined ? this.t("lf.board.progress.hidden", { goal }) : this.t("lf.board.progress.value", { n, goal }));
    };
    return h("span", { class: `lf-progress ${cls}` },
      prog("trees", art.treePicture("seed", 18)), prog("fires", art.firePicture(3, 18)), prog("flowers", art.elementPicture("flower", 18)));
  }

  // A seat's full panel: the own area (always shown), or another seat's (shown when opened).
  seat(i, isOwn) {
    const { b, view } = this;
    const seat = b.seats[i];
    const deciding = view.pending && !view.over && view.pending.player === i;
    const kind = view.seats && view.seats[i] && view.seats[i].kind;
    const badges = [];
    if (i === view.viewer) badges.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.you") }));
    if (kind === "bot") badges.push(h("span", { class: "lf-badge", text: this.t("lf.board.seat.bot", { level: botLevelWords(view, i, this.t) }) }));
    if (b.holder === i) badges.push(h("span", { class: "lf-badge lf-badge--holder", title: this.t("lf.board.holder", { name: this.name(i) }) }, art.draw(art.sacredTreePicture(14)), this.t("lf.board.seat.holder")));
    if (!view.over && seat.state) badges.push(h("span", { class: `lf-badge lf-badge--${seat.state}`, dataset: { testid: "seat-state" }, text: this.t(`lf.board.seat.state.${seat.state}`) }));
    return h("section", {
      class: `lf-seat${deciding ? " is-turn" : ""}${isOwn ? " is-own is-focus" : ""}`,
      id: isOwn ? undefined : `lf-seat-${i}`,
      hidden: !isOwn && !this.open.has(i),
      style: { "--seat": this.colour(i) },
      dataset: { testid: "seat-panel", seat: String(i) },
      "aria-label": this.t("lf.board.seat.aria", { name: this.name(i) }),
    },
      h("header", { class: "lf-seat-head" },
        this.pawn(i, 26),
        h("span", { class: "lf-seat-name", text: this.name(i) }),
        ...badges,
        this.progress(i, "lf-seat-progress")),
      h("div", { class: "lf-seat-body" }, this.forest(i, deciding && isOwn), this.helpLine(i, isOwn), this.seatFoot(i, isOwn)));
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
        const info = tree && tree !== "start" ? b.trees.find((tr) => tr.id === tree) : null;
        if (info) what += `, ${this.treeEffect(info)}`;
        if (!tree && corner) what += `; ${this.t(`lf.board.corner.${corner.bonus}`, { amount: corner.amount })}`;
        const aria = this.t("lf.board.space.aria", { col: x + 1, row: y + 1, what });
        const inner = [];
        if (tree) {
          const main = tree === "start" ? "seed" : info ? this.treeIcon(info) : "seed";
          inner.push(art.draw(tree === "start" ? art.startTreePicture(32) : art.treePicture(main, 30)));
          if (info) inner.push(this.treeChips(info, "lf-space-bonus"));
        } else if (corner) {
          inner.push(h("span", { class: "lf-corner" },
            corner.bonus === "fragments" ? art.draw(art.fragmentPicture(16)) : art.draw(art.elementPicture(corner.bonus === "attract" ? "sun" : "water", 16)),
            h("b", { text: corner.bonus === "fragments" ? `×${corner.amount}` : `+${corner.amount}` })));
        }
        const dataset = { testid: "space", x: String(x), y: String(y), tree: tree || "", mark: `space:${i}:${x},${y}` };
        if (tree) dataset.inspect = `tree:${tree}`;
        const attrs = { "aria-label": aria, title: aria, dataset };
        const cls = `lf-space${tree ? " has-tree" : ""}${tree === "start" ? " is-start" : ""}${corner ? " is-corner" : ""}`;
        if (deciding) {
          dataset.group = "forest";
          grid.append(this.hit(cls, `space:${x},${y}`, attrs, ...inner));
        } else {
          grid.append(this.still("span", cls, { role: "img", ...attrs }, ...inner));
        }
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
    const text = this.t(full ? "lf.board.line.bonus.full" : "lf.board.line.bonus", { n, element: this.t(`lf.element.${el}`) });
    return h("span", { class: `lf-line-bonus${full ? " is-full" : ""}`, title: text, "aria-label": text },
      art.draw(art.elementPicture(el, 13)), h("b", { text: `+${n}` }), full ? h("span", { class: "lf-check", "aria-hidden": "true", text: "✓" }) : null);
  }

  helpLine(i, isOwn) {
    const { b, view } = this;
    const seat = b.seats[i];
    const box = h("div", { class: "lf-line", dataset: { testid: "help-line", mark: `line:${i}` } });
    const head = h("h4", { class: "lf-title" }, this.t("lf.board.line"));
    box.append(head);
    // the totals come first, the cards under them (a long line wraps below, the totals stay put)
    let cards;
    if (seat.line === null) {
      cards = h("p", { class: "lf-muted lf-line-hidden", text: this.t("lf.board.line.hidden") });
    } else if (!seat.line.length) {
      cards = h("p", { class: "lf-muted lf-line-empty", text: this.t("lf.board.line.empty") });
    } else {
      const drawn = b.just_drawn && view.pending && view.pending.player === i ? b.just_drawn.id : null;
      cards = (h("div", { class: "lf-line-cards" }, ...seat.line.map((card) => (card.id === drawn && isOwn
        ? this.card(card, { target: "drawn", testid: "line-card", drawn: true, small: true, mark: `line-card:${card.id}` })
        : this.card(card, { testid: "line-card", small: true, drawn: card.id === drawn, mark: `line-card:${card.id}` })))));
    }
    const totals = h("div", { class: "lf-totals", "aria-label": this.t("lf.board.totals"), dataset: { testid: "totals" } },
      ...ELEMENTS.map((el) => {
        const total = seat.strength ? seat.strength[el] : null;
        const bonus = seat.bonus ? seat.bonus[el] : 0;
        const label = total === null ? this.t(`lf.element.${el}`) : this.t("lf.board.totals.aria", { element: this.t(`lf.element.${el}`), total, bonus });
        const cls = `lf-total${total !== null && total < 0 ? " is-neg" : ""}`;
        const attrs = { title: label, "aria-label": label, dataset: { el, testid: `total-${el}`, mark: `total:${i}:${el}` } };
        const body = [art.draw(art.elementPicture(el, 18)), h("b", { text: total === null ? "?" : String(total).replace("-", "−") }),
          bonus ? h("small", { text: `+${bonus}` }) : null];
        // the deciding seat's totals take an element tile (lit only while one is being used)
        return isOwn && this.hl.targets.has(`total:${el}`) ? this.hit(cls, `total:${el}`, attrs, ...body) : h("span", { class: cls, ...attrs }, ...body);
      }),
      h("span", { class: `lf-total lf-total--solitary${seat.solitary >= 3 ? " is-full" : ""}`, dataset: { testid: "solitary" }, title: this.t("lf.board.solitary", { n: seat.solitary ?? "?" }) },
        art.draw(art.markerPicture("solitary", 16)), h("b", { text: seat.solitary === null || seat.solitary === undefined ? "?" : `${seat.solitary}/3` })));
    if (seat.kodama !== undefined) {
      const label = this.t("lf.board.kodama.symbols", { n: seat.kodama ?? "?" });
      totals.append(h("span", { class: "lf-total lf-total--kodama", title: label, "aria-label": label, dataset: { testid: "kodama-symbols", count: String(seat.kodama ?? "") } },
        art.draw(art.kodamaPicture(18)), h("b", { text: seat.kodama === null ? "?" : String(seat.kodama) })));
    }
    box.append(totals, cards);
    if (seat.actions) {
      const used = (seat.used || []).map((k) => this.t(`lf.kind.${k}`));
      head.append(h("span", { class: "lf-muted lf-actions", dataset: { testid: "seat-actions", mark: `actions:${i}` } },
        this.t("lf.board.actions", { count: seat.actions }), seat.extra ? ` ${this.t("lf.board.extra", { count: seat.extra })}` : "",
        used.length ? ` · ${this.t("lf.board.used", { list: used.join(", ") })}` : "",
        seat.bonus_actions && seat.bonus_actions.length ? ` · ${this.t("lf.board.bonus_actions", { list: seat.bonus_actions.map((a) => this.t(`lf.animal.${a}`)).join(", ") })}` : ""));
    }
    return box;
  }

  seatFoot(i, isOwn) {
    const { b, view } = this;
    const seat = b.seats[i];
    const pileText = this.t("lf.board.pile.count", { count: seat.pile });
    const pileBody = [art.draw(art.pilePicture(30)), h("span", { class: "lf-stack-text" }, h("small", { text: this.t("lf.board.pile") }), h("b", { text: pileText }))];
    const pileData = { testid: "pile", count: String(seat.pile), mark: `pile:${i}` };
    const pile = isOwn && i === view.viewer
      ? this.hit("lf-stack", "pile", { "aria-label": this.t("lf.board.pile.aria", { cards: pileText }), dataset: pileData }, ...pileBody)
      : h("span", { class: "lf-stack", dataset: pileData }, ...pileBody);
    const items = [pile];
    if (seat.pile_top && seat.pile_top.length) {
      // the public cards on top of the pile (attracted or called this game), each its own little card
      items.push(h("span", { class: "lf-pile-top", dataset: { testid: "pile-top" } },
        h("small", { class: "lf-muted", text: this.t("lf.board.pile.top.label") }),
        h("span", { class: "lf-sr", text: this.t("lf.board.pile.top", { cards: seat.pile_top.map((c) => this.t(`lf.animal.${animalKey(c.animal)}`)).join(", ") }) }),
        ...seat.pile_top.map((c) => this.still("span", "lf-top-card", {
          title: this.t(`lf.animal.${animalKey(c.animal)}`),
          dataset: { inspect: `card:${c.id}`, flip: c.id, mark: `top:${c.id}`, testid: "pile-top-card" },
        }, c.marker ? art.draw(art.markerPicture(c.marker, 12)) : null, h("span", { text: this.t(`lf.animal.${animalKey(c.animal)}`) })))));
    }
    const discardBody = [art.draw(art.pilePicture(30, "#e6d7c3")), h("span", { class: "lf-stack-text" }, h("small", { text: this.t("lf.board.discard") }), h("b", { text: this.t("lf.board.pile.count", { count: seat.discard_count }) }))];
    items.push(h("span", { class: "lf-stack", dataset: { testid: "discard", count: String(seat.discard_count), mark: `discard:${i}` } }, ...discardBody));
    items.push(h("span", { class: "lf-stat", title: this.t("lf.board.fragments"), tabindex: "0", dataset: { testid: "fragments", count: String(seat.fragments), mark: `fragments:${i}`, inspect: "token:fragment" } },
      art.draw(art.fragmentPicture(20)), h("b", { text: `×${seat.fragments}` })));
    items.push(h("span", { class: "lf-stat lf-put-out", title: this.t("lf.board.fires"), dataset: { testid: "fires-out", count: String(seat.fires.length), mark: `fires:${i}` } },
      art.draw(art.firePicture(2, 20)), h("b", { text: `×${seat.fires.length}` }),
      seat.fires.length ? h("small", { class: "lf-muted", text: `(${seat.fires.join("+")})` }) : null));
    const tiles = ["fire", "flower", "tree"].filter((k) => seat.tiles[k] > 0).map((k) => this.hit("lf-vtile-btn", `tile:${i}:${k}`, {
      "aria-label": this.t("lf.board.tile.aria", { name: this.name(i), tile: this.t(`lf.tile.${k}`) }), title: this.t("lf.board.tile.aria", { name: this.name(i), tile: this.t(`lf.tile.${k}`) }),
      dataset: { testid: "victory-tile", tile: k, count: String(seat.tiles[k]), inspect: `vtile:${k}` },
    }, art.draw(art.victoryPicture(k, 26)), seat.tiles[k] > 1 ? h("b", { text: `×${seat.tiles[k]}` }) : null));
    if (seat.element_tiles !== undefined) {
      const used = (seat.element_used || []).map((el) => this.t(`lf.element.${el}`));
      const label = this.t("lf.board.element_tiles.aria", { count: seat.element_tiles }) + (used.length ? `; ${this.t("lf.board.element_used", { list: used.join(", ") })}` : "");
      items.push(h("span", { class: "lf-stat lf-etiles", title: label, "aria-label": label, tabindex: "0", dataset: { testid: "element-tiles", count: String(seat.element_tiles), used: (seat.element_used || []).join(","), mark: `etiles:${i}`, inspect: "etile" } },
        h("small", { class: "lf-muted lf-foot-label", text: this.t("lf.board.element_tiles") }), art.draw(art.elementTilePicture(null, 18)), h("b", { text: `×${seat.element_tiles}` }),
        ...(seat.element_used || []).map((el) => h("span", { class: "lf-etile is-used" }, art.draw(art.elementTilePicture(el, 18))))));
    }
    items.push(h("span", { class: "lf-tiles", title: this.t("lf.board.tiles"), dataset: { testid: "tiles", mark: `tiles:${i}` } },
      h("small", { class: "lf-muted lf-foot-label", text: this.t("lf.board.tiles") }), ...(tiles.length ? tiles : [h("span", { class: "lf-muted", text: this.t("lf.board.tiles.none") })])));
    const foot = h("div", { class: "lf-seat-foot" }, ...items);
    if (i === view.viewer && Array.isArray(seat.discard)) {
      foot.append(h("details", { class: "lf-discard-list", dataset: { key: `discard-${i}`, testid: "discard-list" } },
        h("summary", { text: this.t("lf.board.discard.show", { count: seat.discard.length }) }),
        seat.discard.length ? h("div", { class: "lf-line-cards" }, ...seat.discard.map((c) => this.card(c, { testid: "discard-card", small: true })))
          : h("p", { class: "lf-muted", text: this.t("lf.board.discard.empty") })));
    }
    return foot;
  }
}

// Embedded boards for rule-teaching pages: a position (a save file) drawn by the game's
// own renderer, with controls to step through its recorded actions and, if the page
// wants, to play on from any step.  Every board on a page shares one engine worker.
//
//   import { embedMatch, embedAll } from "<site>/embed/embed.js";
//   embedMatch(element, {src: "examples/lotus_example_1.json"});   // or {save: {...}}
//   embedAll();   // every [data-embed-src] element of the page, options from data-* attributes
//
// Options:  src | save   the save file (URL relative to the page, or the object itself, or a
//                        promise of it)
//           step         how many of its actions to show at first (default: all)
//           viewer       "pending" (default: whoever decides; teaching shows their hand),
//                        "spectator", or a seat number
//           live         true: the reader may play moves (and ask the computer to move)
//           caption      text under the board (default: the save's "note")
//           lang         en, vi, ja, kk or es (default: the page's <html lang>, else the browser's)
// Returns a promise of {goTo(step), destroy()}.
import { startEngine } from "../engine/client.js";
import { gameModule } from "../js/games.js";
import { h, clear } from "../js/dom.js";
import { t } from "../i18n/index.js";
import { ready } from "../i18n/language.js";
import { playActions } from "../js/play.js";
import { refusalText } from "../js/refusal.js";
import { BoardController, planButton } from "../js/controller.js";
import { Playback } from "../js/playback.js";
import { readSiteJson } from "./site-json.js";

// The save to show: the one the host page passes (or a promise of it), or a file of this site.
async function readSave(options) {
  return (await options.save) || (await readSiteJson(options.src)).data;
}

export async function embedMatch(element, options = {}) {
  // the language: the embed's own option, else the page's (the host's <html lang> when the board
  // sits in someone else's page); embed.html is our page and follows it
  await ready(options.lang || null, { ownPage: Boolean(options.ownPage) });
  const root = h("figure", { class: "embed", dataset: { testid: "embed", state: "loading" } });
  clear(element);
  element.append(root);
  const status = h("p", { class: "embed-status", text: t("embed.loading") });
  root.append(status);
  let engine, save, module;
  try {
    [engine, save] = await Promise.all([startEngine(), readSave(options)]);
    module = await gameModule(save.game);
    if (!module) throw new Error(t("embed.error.game", { game: save.game }));
  } catch (err) {
    status.textContent = t("embed.error", { message: err.message || String(err) });
    root.dataset.state = "error";
    return { goTo() {}, destroy() {} };
  }
  const total = (save.actions || []).length;
  const live = Boolean(options.live);
  let step = Math.max(0, Math.min(total, options.step ?? total));
  let matchId = null;
  let view = null;
  let extra = 0; // moves the reader played on top of the recorded step

  const host = h("div", { class: "embed-board" });
  const prompt = h("p", { class: "embed-prompt", dataset: { testid: "embed-prompt" }, "aria-live": "polite" });
  const buttons = h("div", { class: "embed-buttons" });
  const log = h("ol", { class: "embed-log", dataset: { testid: "embed-log" } });
  const counter = h("span", { class: "embed-counter", dataset: { testid: "embed-counter" } });
  const nav = (label, testid, to) => h("button", { type: "button", class: "btn btn--small", "aria-label": t(label), title: t(label), text: t(`${label}.glyph`), dataset: { testid }, onclick: () => goTo(to()) });
  // A position with recorded actions gets step controls; a bare position only "start again".
  const controls = total
    ? h("div", { class: "embed-controls" },
      nav("embed.first", "embed-first", () => 0),
      nav("embed.back", "embed-back", () => (extra ? step : step - 1)),
      counter,
      nav("embed.next", "embed-next", () => step + 1),
      nav("embed.last", "embed-last", () => total))
    : h("div", { class: "embed-controls" },
      h("button", { type: "button", class: "btn btn--small", dataset: { testid: "embed-reset" }, text: t("embed.reset"), onclick: () => goTo(0) }),
      counter);
  const caption = options.caption ?? save.note;
  status.remove();
  root.append(host, prompt, buttons, controls, log);
  if (caption) root.append(h("figcaption", { text: caption }));
  // the board as in the app: a reader can open any card, and play on if the page allows
  const controller = new BoardController(module, host, {
    allow: () => live,
    send: (actions) => send(actions),
    undo: () => goTo(step),
    hint: (text) => { prompt.textContent = text; },
    redraw: () => draw(),
  });
  const call = (req) => engine.call({ match: matchId, ...req });

  function viewerFor(pending) {
    if (options.viewer === "spectator") return null;
    if (typeof options.viewer === "number") return options.viewer;
    return pending ? pending.player : null;
  }

  async function show() {
    const pub = await call({ op: "view", player: null });
    const seat = viewerFor(pub.view.pending);
    view = seat === null ? pub.view : (await call({ op: "view", player: seat })).view;
    if (!live) view = { ...view, actions: [] }; // a picture to step through, nothing to click
    draw();
  }

  function draw() {
    const plan = controller.draw(view);
    prompt.textContent = view.over ? t("embed.over") : plan.prompt || module.formatPrompt(view);
    clear(buttons);
    if (live) buttons.append(...controller.buttons((b, onclick) => planButton(b, onclick, true)));
    if (live && !view.over) {
      buttons.append(h("button", { type: "button", class: "btn btn--small", dataset: { testid: "embed-bot" }, text: t("embed.bot"), onclick: () => botMove() }));
    }
    clear(log);
    for (const entry of view.log.slice(-4)) log.append(h("li", { text: module.formatLog(entry, view) }));
    if (!total) counter.textContent = extra ? t("embed.counter.position", { count: extra }) : "";
    else counter.textContent = extra ? t("embed.counter.extra", { step, total, extra }) : t("embed.counter", { step, total });
    root.dataset.state = view.over ? "over" : "ready";
    root.dataset.step = String(step);
  }

  let gen = 0; // a new step asked for: a step-by-step showing under way stops

  async function goTo(target) {
    gen++;
    if (target === step + 1 && !extra && view && module.stageView && await stepForward()) return;
    step = Math.max(0, Math.min(total, target));
    extra = 0;
    controller.forget();
    if (matchId) await call({ op: "close" });
    const partial = { ...save, actions: (save.actions || []).slice(0, step) };
    if (step !== total) delete partial.position; // the saved position is the one after all actions
    const r = await engine.call({ op: "load", save: partial });
    if (!r.ok) {
      prompt.textContent = t("embed.error", { message: r.error.message });
      root.dataset.state = "error";
      return;
    }
    matchId = r.match;
    await show();
  }

  // One recorded action forward on the match shown, its own steps (the invader phase) shown one
  // at a time as in the app.  False when it cannot be played here (the caller loads instead).
  async function stepForward() {
    const entry = save.actions[step];
    const from = view.log_from + view.log.length;
    const r = await call({ op: "act", action: entry.action, player: entry.player });
    if (!r.ok) return false;
    step += 1;
    const mine = gen;
    const stages = await call({ op: "stages", log_from: from });
    if (stages.ok && stages.stages.length) {
      const seat = viewerFor(r.pending);
      const after = (await call({ op: "view", player: seat })).view;
      await new Playback({
        draw: (v, stage) => {
          controller.draw(module.stageView({ ...v, actions: [] }, stage));
          clear(log);
          for (const e of v.log.slice(-4)) log.append(h("li", { text: module.formatLog(e, v) }));
          counter.textContent = t("embed.counter", { step, total });
        },
        prompt,
        buttons,
        setState: (name, kind) => { root.dataset.state = name; root.dataset.stage = kind; },
        alive: () => mine === gen,
        words: (entries, v) => entries.map((e) => module.formatLog(e, v)).join(" "),
      }, after, stages.stages).run();
      delete root.dataset.stage;
      if (mine !== gen) return true; // another step was asked for meanwhile: it draws itself
      root.dataset.state = "loading"; // the steps are over: the position after them is being drawn
    }
    await show();
    return true;
  }

  async function send(actions) {
    const r = await playActions(call, actions, view.pending.player);
    if (!r.ok) {
      prompt.textContent = refusalText(r.error, module, view, view.seats, view.pending.player);
      return false;
    }
    extra += r.played;
    await show();
    return true;
  }

  async function botMove() {
    const r = await call({ op: "bot" });
    if (r.ok) extra += 1;
    await show();
  }

  await goTo(step);
  return {
    goTo,
    destroy() {
      controller.destroy();
      if (matchId) call({ op: "close" });
      clear(element);
    },
  };
}

// Mount a board on every element with data-embed-src (data-step, data-viewer, data-live,
// data-caption as options).
export function embedAll(scope = document) {
  return Promise.all([...scope.querySelectorAll("[data-embed-src]")].map((el) => {
    const d = el.dataset;
    const viewer = d.viewer === undefined ? "pending" : /^\d+$/.test(d.viewer) ? Number(d.viewer) : d.viewer;
    return embedMatch(el, {
      src: d.embedSrc,
      step: d.step === undefined ? undefined : Number(d.step),
      viewer,
      live: d.live !== undefined,
      caption: d.caption,
      // the host's language where it says one (the element's, else its page's)
      lang: d.lang || (el.closest("[lang]") || {}).lang || undefined,
    });
  }));
}

// An interactive lesson (web/LESSONS.md): the game's own board, a teacher's words for each step,
// and the learner's moves judged as they come.  A "move" step waits for one of its right moves (a
// named wrong move gets its own words, any other legal one the step's "not quite"; either is shown
// on the board, then taken back; an illegal one gets the engine's reason); a "watch" step plays
// its moves itself; a "look" step points at the board and waits for "Next".  Every lesson on a
// page shares the one engine worker.
//
//   import { playLesson } from "<site>/lessons/lesson.js";
//   playLesson(element, {src: "lessons/lotus/1.json", lang: "vi", onEvent: (type, detail) => {}});
//
// Events: "ready" {steps}, "step" {step, steps, kind}, "done" {steps}, "error" {message}.
// Returns a promise of {restart(), destroy()}.
import { startEngine } from "../engine/client.js";
import { gameModule } from "../js/games.js";
import { h, clear } from "../js/dom.js";
import { t, loadAreas, LESSON_AREAS } from "../i18n/index.js";
import { ready } from "../i18n/language.js";
import { refusalText } from "../js/refusal.js";
import { BoardController, planButton } from "../js/controller.js";
import { matches, bare } from "./matches.js";
import { readSiteJson } from "../embed/site-json.js";
import { lessonArea } from "./courses.js";
import { showShare } from "../js/share.js";
import { Playback } from "../js/playback.js";

export const TAKE_BACK_MS = 1600; // how long a wrong move stays on the board before it is taken back

// The lesson with its position read: a position named by URL is relative to the lesson file.
async function readLesson(options) {
  let lesson = options.lesson;
  let base = document.baseURI;
  if (!lesson) ({ data: lesson, url: base } = await readSiteJson(options.src));
  if (lesson && typeof lesson.position === "string") {
    lesson = { ...lesson, position: (await readSiteJson(lesson.position, base)).data };
  }
  return lesson;
}

function say(text) {
  if (!text) return "";
  return typeof text === "string" ? t(text) : t(text.key, text.args || {});
}

export async function playLesson(element, options = {}) {
  await ready(options.lang || null, { ownPage: Boolean(options.ownPage) });
  const emit = (type, detail = {}) => options.onEvent && options.onEvent(type, detail);
  const root = h("section", { class: "lesson", dataset: { testid: "lesson", state: "loading" } });
  clear(element);
  element.append(root);
  const status = h("p", { class: "lesson-status", text: t("lesson.loading") });
  root.append(status);
  let engine, lesson, module, checked;
  try {
    [engine, lesson] = await Promise.all([startEngine(), readLesson(options)]);
    const area = lessonArea(lesson && lesson.game);
    if (LESSON_AREAS.includes(area)) await loadAreas([area]); // the lesson's words
    const answer = await engine.call({ op: "lesson", lesson });
    if (!answer.ok) throw new Error(answer.error.message);
    checked = answer;
    module = await gameModule(lesson.game);
    if (!module) throw new Error(t("embed.error.game", { game: lesson.game }));
  } catch (err) {
    status.textContent = t("lesson.error", { message: err.message || String(err) });
    root.dataset.state = "error";
    emit("error", { message: err.message || String(err) });
    return { restart() {}, destroy() {} };
  }
  const steps = lesson.steps;
  const seat = lesson.seat;
  let index = 0;
  let played = []; // {player, action}: the moves since the lesson's position, the learner's own
  let matchId = null;
  let view = null;
  let busy = false;
  let alive = true;

  const title = h("h3", { class: "lesson-title", text: say(lesson.title) });
  const counter = h("span", { class: "lesson-counter", dataset: { testid: "lesson-counter" } });
  const host = h("div", { class: "lesson-board" });
  const words = h("p", { class: "lesson-say", dataset: { testid: "lesson-say" } });
  const feedback = h("p", { class: "lesson-feedback", dataset: { testid: "lesson-feedback" }, hidden: true });
  const prompt = h("p", { class: "lesson-prompt", dataset: { testid: "lesson-prompt" } });
  const buttons = h("div", { class: "lesson-buttons" });
  const talk = h("div", { class: "lesson-talk", "aria-live": "polite" }, words, feedback, prompt, buttons);
  status.remove();
  root.append(h("header", { class: "lesson-head" }, title, counter), talk, host);

  const controller = new BoardController(module, host, {
    allow: () => !busy && kind() === "move",
    send: (actions) => attempt(actions),
    undo: () => enter(index),
    hint: (text) => { prompt.textContent = text; },
    redraw: () => draw(),
  });
  const call = (req) => engine.call({ match: matchId, ...req });

  function kind(i = index) {
    const step = steps[i];
    return !step ? "done" : "move" in step ? "move" : "watch" in step ? "watch" : "look";
  }

  // A lesson's seats are named by the lesson (its "names"), else numbered; the board marks the
  // learner's as "you".  The names in its position are the author's, in no particular language.
  function named(v) {
    const names = lesson.names || [];
    const seats = v.seats.map((s, i) => ({ ...s, name: names[i] ? say(names[i]) : t("lesson.seat", { n: i + 1 }) }));
    return { ...v, seats };
  }

  // The lesson's position with the moves played so far, as a save.
  function saveNow() {
    const save = { ...lesson.position, actions: [...(lesson.position.actions || []), ...played] };
    delete save.position; // a saved position is the one after the file's own actions only
    return save;
  }

  // The match at the lesson's position with the moves played so far.
  async function load() {
    if (matchId) await call({ op: "close" });
    const r = await engine.call({ op: "load", save: saveNow() });
    if (!r.ok) throw new Error(r.error.message);
    matchId = r.match;
    root.dataset.match = matchId; // which engine match the board shows (the tests ask it)
  }

  async function fetchView() {
    view = named((await call({ op: "view", player: seat })).view);
    if (kind() !== "move") view = { ...view, actions: [] }; // nothing to play on a look or watch step
  }

  function pointAt(targets) {
    for (const el of host.querySelectorAll(".is-lesson-pointer")) el.classList.remove("is-lesson-pointer");
    for (const id of targets || []) {
      for (const el of host.querySelectorAll(`[data-target="${CSS.escape(id)}"], [data-mark="${CSS.escape(id)}"]`)) {
        el.classList.add("is-lesson-pointer");
      }
    }
  }

  function button(label, testid, onclick, primary = false) {
    return h("button", { type: "button", class: `btn btn--small${primary ? " btn--primary" : ""}`, dataset: { testid }, text: t(label), onclick });
  }

  function draw() {
    const focused = root.contains(document.activeElement); // before its buttons are redrawn
    const step = steps[index];
    const k = kind();
    const plan = controller.draw(view);
    const targets = k === "look" ? step.targets : [];
    Promise.resolve(controller.board.ready).then(() => pointAt(targets)); // the first drawing waits for its styles
    counter.textContent = t("lesson.counter", { step: Math.min(index + 1, steps.length), total: steps.length });
    prompt.textContent = k === "move" ? (plan.prompt || module.formatPrompt(view)) : "";
    clear(buttons);
    if (k === "move") {
      buttons.append(...controller.buttons((b, onclick) => planButton(b, onclick, true)));
      if (step.hint) buttons.append(button("lesson.hint", "lesson-hint", () => showFeedback("hint", say(step.hint))));
    } else if (k === "done") {
      buttons.append(button("lesson.again", "lesson-again", () => restart()));
    } else {
      const go = button("lesson.next", "lesson-next", () => next(), true);
      buttons.append(go);
      if (focused) go.focus({ preventScroll: true }); // a keyboard learner goes on with Enter
    }
    buttons.append(button("share.title", "lesson-share", () => showShare(saveNow())));
    root.dataset.state = k;
    root.dataset.step = String(index);
  }

  function showFeedback(kind, text) {
    feedback.hidden = !text;
    feedback.dataset.kind = kind;
    feedback.textContent = text || "";
    if (text) feedback.scrollIntoView({ block: "nearest" });
  }

  // Step i: its words, its position, and for a watch step its moves played.  The match is
  // loaded afresh from the lesson's save (fresh) after a wrong move was shown, a refusal or a
  // restart; after "Next" or the learner's right moves it already stands at step i.
  async function enter(i, { fresh = true } = {}) {
    index = i;
    controller.forget();
    if (fresh || !matchId) await load();
    const k = kind();
    if (k === "watch") {
      const from = await logLength();
      for (const pattern of steps[i].actions) {
        const pending = (await call({ op: "view", player: null })).view.pending;
        const legal = (await call({ op: "legal", player: pending.player })).actions.map(bare);
        const action = legal.find((a) => matches(a, pattern));
        const r = await call({ op: "act", action, player: pending.player });
        if (!r.ok) throw new Error(r.error.message);
        played.push({ player: pending.player, action });
      }
      words.textContent = say(steps[i].watch);
      await showStages(from);
    }
    await fetchView();
    words.textContent = k === "done" ? say(lesson.done) : say(steps[i][k]);
    draw();
    if (k === "done") emit("done", { steps: steps.length });
    else emit("step", { step: i, steps: steps.length, kind: k });
  }

  async function logLength() {
    const v = (await call({ op: "view", player: seat })).view;
    return v.log_from + v.log.length;
  }

  // The steps of the moves just played shown one at a time, as in the app (Horizons' invader
  // phase: each ravage, build and explore), with Continue and Skip.
  async function showStages(from) {
    if (!module.stageView) return;
    const r = await call({ op: "stages", log_from: from });
    if (!r.ok || !r.stages.length) return;
    const after = named((await call({ op: "view", player: seat })).view);
    await new Playback({
      draw: (v, stage) => controller.draw(module.stageView({ ...v, actions: [] }, stage)),
      prompt,
      buttons,
      setState: (name) => { root.dataset.state = name; },
      alive: () => alive,
      words: (entries, v) => entries.map((e) => module.formatLog(e, v)).join(" "),
    }, after, r.stages).run();
  }

  async function next() {
    if (busy) return;
    showFeedback("", "");
    await enter(index + 1, { fresh: false });
  }

  // The learner's moves (a tap may send several, played in order): each right one goes on to
  // the next step; the first that is not right stops there.
  async function attempt(actions) {
    if (busy) return false;
    busy = true;
    try {
      let moved = false;
      const from = await logLength();
      for (const sent of actions) {
        if (kind() !== "move") break;
        const step = steps[index];
        const action = bare(sent);
        const right = step.right.some((p) => matches(action, p));
        const r = await call({ op: "act", action, player: seat });
        if (!r.ok) { // not legal: the engine's own reason, and nothing changed
          showFeedback("refused", refusalText(r.error, module, view, view.seats, seat));
          if (moved) await enter(index);
          return false;
        }
        if (!right) {
          const wrong = (step.wrong || []).find((w) => matches(action, w.move));
          await showWrong(wrong ? say(wrong.say) : say(step.not_quite || "lesson.not_quite"), step);
          return true;
        }
        played.push({ player: seat, action });
        index += 1;
        moved = true;
        showFeedback("", "");
      }
      if (moved) {
        await showStages(from);
        await enter(index, { fresh: false });
      }
      return true;
    } finally {
      busy = false;
    }
  }

  // A wrong move: shown on the board with the teacher's words, then taken back.
  async function showWrong(text, step) {
    await fetchView();
    view = { ...view, actions: [] };
    controller.draw(view);
    showFeedback("wrong", text);
    root.dataset.state = "wrong";
    await new Promise((done) => setTimeout(done, options.takeBackMs ?? TAKE_BACK_MS));
    if (!alive) return;
    await enter(index);
    showFeedback("wrong", step.hint ? `${text} ${say(step.hint)}` : text);
  }

  async function restart() {
    played = [];
    showFeedback("", "");
    await enter(0);
  }

  emit("ready", { steps: steps.length, seat: checked.seat });
  await enter(0);
  performance.mark("lesson-first-step"); // what bench.py times: a lesson's first step on screen
  return {
    restart,
    destroy() {
      alive = false;
      controller.destroy();
      if (matchId) call({ op: "close" });
      clear(element);
    },
  };
}

// App entry: loading screen, home, game screen, end screen.  The board itself is the
// game module's renderer (games/<id>/board.js); this file is only the shell around it.
import { startEngine } from "../engine/client.js";
import { t, has, applyI18n } from "../i18n/index.js";
import { ready, chooseLanguage, NATIVE_NAMES } from "../i18n/language.js";
import { LANGUAGES, language } from "../i18n/index.js";
import { h, clear } from "./dom.js";
import { showScreen, toast, clearToasts, settings } from "./ui.js";
import { resultNodes } from "./end-screen.js";
import { gameModule, rulesUrl } from "./games.js";
import { renderHome, renderSaves, openSetup, gameName } from "./home.js";
import { Session } from "./session.js";
import { downloadJson, stamp, newSlotId } from "./storage.js";
import { courseOf, learnUrl } from "../lessons/courses.js";
import { showShare } from "./share.js";

const STAGES = ["download", "start", "engine", "ready"];

const app = {
  engine: null,
  games: [],
  session: null,

  // A new game in a slot of its own: it never overwrites a game in progress.
  // Start a new match; returns the engine's refusal ({code, message, key?, args?}) or null.
  async startNew(gameId, players, options, seed) {
    const r = await this.engine.call({ op: "new", game: gameId, players, options, seed });
    if (!r.ok) return r.error;
    await this.begin(gameId, r.match, r.seats, { slot: newSlotId(), fresh: true });
    return null;
  },

  // Open a save: a saved game of this browser (slot: its id) or an imported file (a new
  // slot); returns an error message or null.
  async openSave(save, slot = null) {
    const r = await this.engine.call({ op: "load", save });
    if (!r.ok) {
      const message = t("home.import.error", { message: r.error.message });
      showImportError(message);
      return message;
    }
    const data = typeof save === "string" ? JSON.parse(save) : save;
    // rules_updated: its actions replay differently under rules corrected since, so the game
    // goes on from the position it saved; the player is told so
    const notice = r.rules_updated ? t("game.rules_updated", r.rules_updated) : null;
    await this.begin(data.game, r.match, r.seats, { slot: slot || newSlotId(), fresh: false, notice });
    return null;
  },

  async begin(gameId, matchId, seats, { slot, fresh, notice = null }) {
    if (this.session) this.session.destroy();
    const setup = document.getElementById("setup");
    if (setup.open) setup.close(); // before the first view, so the dialog does not take the focus back
    const module = await gameModule(gameId);
    showScreen("game");
    document.getElementById("game-title").textContent = gameName(this.games.find((g) => g.id === gameId) || { id: gameId, name: gameId });
    for (const id of ["rules-link", "handoff-rules"]) document.getElementById(id).href = rulesUrl(gameId, language());
    showLearnLink(gameId);
    this.session = new Session({ app: this, engine: this.engine, gameId, module, matchId, seats, slot, fresh });
    await this.session.run(() => this.session.refresh());
    this.session.autosave();
    if (notice) toast(notice, "info", 15000); // the rules changed under this save: said first
    showTip(gameId);
  },

  goHome() {
    hideTip();
    if (this.session) this.session.destroy();
    this.session = null;
    closeMenu();
    showScreen("home");
    renderSaves(this);
  },

  async exportSave() {
    if (!this.session) return;
    const save = await this.session.exportSave();
    if (!save) return;
    const file = `${save.game}-${stamp()}.json`;
    downloadJson(save, file);
    toast(t("game.exported", { file }));
  },

  showEnd(session, view) {
    const box = document.getElementById("end");
    const body = document.getElementById("end-body");
    clear(body);
    clearToasts();
    body.append(
      ...resultNodes(session, view),
      view.seed !== undefined ? h("p", { class: "muted small", dataset: { testid: "end-seed" }, text: t("end.seed", { seed: String(view.seed) }) /* an id: no digit grouping */ }) : null,
      h("div", { class: "row row--wrap" },
        h("button", { type: "button", class: "btn btn--primary", dataset: { testid: "end-new" }, text: t("end.new"),
          onclick: () => { hideEnd(); openSetup(this, this.games.find((g) => g.id === session.gameId)); } }),
        h("button", { type: "button", class: "btn", dataset: { testid: "end-board" }, text: t("end.show_board"), onclick: () => hideEnd() }),
        h("button", { type: "button", class: "btn", dataset: { testid: "end-export" }, text: t("end.export"), onclick: () => this.exportSave() }),
        h("button", { type: "button", class: "btn", dataset: { testid: "end-home" }, text: t("end.home"), onclick: () => { hideEnd(); this.goHome(); } })),
    );
    box.hidden = false;
    document.getElementById("game").inert = true;
    body.querySelector("button").focus();
  },
};

// The first-visit tip, a line in the top bar until closed: a game's own (tip.<game>, which says
// the general one's words too) or the general one, each shown once in this browser; a game's
// own tip counts as the general one seen.
// The game menu's "Learn to play", for a game that has a course.
async function showLearnLink(gameId) {
  const link = document.getElementById("menu-learn");
  link.href = learnUrl(gameId);
  link.hidden = !(await courseOf(gameId)).length;
}

function showTip(gameId) {
  const key = has(`tip.${gameId}`) ? `tip.${gameId}` : "cardview.tip";
  const box = document.getElementById("tip");
  const fresh = firstTime(key === "cardview.tip" ? "cardview-tip" : key);
  if (key !== "cardview.tip") firstTime("cardview-tip");
  if (!fresh) {
    box.hidden = true;
    return;
  }
  document.getElementById("tip-text").textContent = t(key);
  box.dataset.key = key;
  box.hidden = false;
}

function hideTip() {
  document.getElementById("tip").hidden = true;
}

// True the first time `what` happens in this browser (a tip shown once).
function firstTime(what) {
  try {
    const key = `garden-table.seen.${what}`;
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, "1");
  } catch {
    return false;
  }
  return true;
}

function hideEnd() {
  document.getElementById("end").hidden = true;
  document.getElementById("game").inert = false;
}

function showImportError(message) {
  const el = document.getElementById("import-error");
  el.textContent = message;
  el.hidden = false;
  toast(message, "error", 8000);
}

// The language pickers (home screen, game menu): each language named in itself.  A change
// speaks at once: the screen on show is worded again from what it already holds (the game's
// view as it is: nothing is fetched, nothing of anyone's hand is revealed).
function wireLanguage() {
  for (const select of document.querySelectorAll(".lang-select")) {
    for (const lang of LANGUAGES) select.append(h("option", { value: lang, lang, text: NATIVE_NAMES[lang] }));
    select.value = language();
    select.addEventListener("change", async () => {
      await chooseLanguage(select.value);
      await respeak();
    });
  }
}

async function respeak() {
  for (const select of document.querySelectorAll(".lang-select")) select.value = language();
  applyI18n();
  document.title = t("app.title");
  drawStages();
  if (lastStage) onStage(lastStage);
  if (app.games.length) await renderHome(app);
  const s = app.session;
  if (s) {
    const game = app.games.find((g) => g.id === s.gameId);
    document.getElementById("game-title").textContent = gameName(game || { id: s.gameId, name: s.gameId });
    for (const id of ["rules-link", "handoff-rules"]) document.getElementById(id).href = rulesUrl(s.gameId, language());
    s.respeak();
  }
}

function closeMenu() {
  const menu = document.getElementById("game-menu");
  menu.hidden = true;
  document.getElementById("btn-menu").setAttribute("aria-expanded", "false");
}

function wireShell() {
  wireLanguage();
  document.getElementById("tip-close").addEventListener("click", hideTip);
  document.getElementById("btn-undo").addEventListener("click", (e) => {
    const s = app.session;
    const why = e.currentTarget.dataset.why;
    if (e.currentTarget.getAttribute("aria-disabled") === "true") {
      if (why) toast(t(why), "info"); // why nothing can be taken back now
      return;
    }
    if (s) s.run(() => s.undo("action"));
  });
  const game = document.getElementById("game");
  const logBtn = document.getElementById("btn-log");
  const setLog = (open) => {
    game.classList.toggle("log-open", open);
    logBtn.setAttribute("aria-expanded", String(open));
  };
  logBtn.addEventListener("click", () => setLog(!game.classList.contains("log-open")));
  document.getElementById("btn-log-close").addEventListener("click", () => setLog(false));
  const menuBtn = document.getElementById("btn-menu");
  menuBtn.addEventListener("click", () => {
    const menu = document.getElementById("game-menu");
    menu.hidden = !menu.hidden;
    menuBtn.setAttribute("aria-expanded", String(!menu.hidden));
    if (!menu.hidden) menu.querySelector("button").focus();
  });
  document.getElementById("menu-export").addEventListener("click", () => { closeMenu(); app.exportSave(); });
  document.getElementById("menu-share").addEventListener("click", async () => {
    closeMenu();
    const save = app.session && await app.session.exportSave();
    if (save) showShare(save);
  });
  // the hand-off cover has its own menu: nothing behind it is revealed to reach it
  document.getElementById("handoff-export").addEventListener("click", () => app.exportSave());
  document.getElementById("handoff-home").addEventListener("click", () => app.goHome());
  document.getElementById("menu-home").addEventListener("click", () => app.goHome());
  document.getElementById("menu-new").addEventListener("click", () => {
    closeMenu();
    const s = app.session;
    openSetup(app, app.games.find((g) => g.id === (s ? s.gameId : "lotus")) || app.games[0]);
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    closeMenu();
    setLog(false);
  });
  const file = document.getElementById("import-file");
  file.addEventListener("change", async () => {
    const f = file.files && file.files[0];
    file.value = "";
    if (!f) return;
    document.getElementById("import-error").hidden = true;
    let text;
    try {
      text = await f.text();
    } catch {
      showImportError(t("home.import.unreadable"));
      return;
    }
    await app.openSave(text);
  });
}

function drawStages() {
  const list = document.getElementById("stages");
  clear(list);
  for (const stage of STAGES) {
    list.append(h("li", { class: "stage", dataset: { stage, testid: `stage-${stage}` } },
      h("span", { class: "stage-dot", "aria-hidden": "true" }),
      h("span", { class: "stage-name", text: t(`loading.stage.${stage}`) }),
      h("span", { class: "stage-ms" })));
  }
}

let ticker = null;
// Shares of the loading bar per stage (the download is most of the wait on a first visit).
const STAGE_SHARE = { download: 0.7, start: 0.15, engine: 0.15 };

function barAt(stage, within) {
  let done = 0;
  for (const name of STAGES) {
    if (name === stage) return done + (STAGE_SHARE[name] || 0) * Math.max(0, Math.min(1, within));
    done += STAGE_SHARE[name] || 0;
  }
  return 1;
}

let lastStage = null; // replayed once the words are in (the engine may start before them)

function onStage(s) {
  const bar = document.getElementById("loading-bar");
  if (s.progress !== undefined) {
    bar.style.setProperty("--progress", String(barAt("download", s.progress)));
    bar.dataset.progress = s.progress.toFixed(3);
    return;
  }
  lastStage = s;
  clearInterval(ticker);
  if (s.stage !== "ready" && s.stage !== "error") {
    // keep the active stage's clock running so a slow download visibly progresses
    const started = performance.now() - s.ms;
    // The active dot turns an eighth with each tick, in the repaint the clock needs anyway: a
    // CSS animation repaints 60 times a second, which in WebKitGTK without a GPU took most of
    // a core from the engine's download and start (engine-ready took 2-3x as long).
    let turn = 0;
    ticker = setInterval(() => {
      const active = document.querySelector("#stages .stage.is-active");
      if (!active) return;
      active.querySelector(".stage-ms").textContent = t("loading.ms", { s: ((performance.now() - started) / 1000).toFixed(1) });
      active.style.setProperty("--turn", `${(turn = (turn + 1) % 8) * 45}deg`);
    }, 200);
  }
  const items = [...document.querySelectorAll("#stages .stage")];
  const idx = STAGES.indexOf(s.stage);
  if (s.stage === "error") {
    const err = document.getElementById("loading-error");
    err.querySelector("p").textContent = t("loading.error", { message: s.detail });
    err.hidden = false;
    items.forEach((li) => li.classList.contains("is-active") && li.classList.add("is-failed"));
    return;
  }
  items.forEach((li, i) => {
    li.classList.toggle("is-done", i < idx || s.stage === "ready");
    li.classList.toggle("is-active", i === idx && s.stage !== "ready");
    if (i === idx) li.querySelector(".stage-ms").textContent = t("loading.ms", { s: (s.ms / 1000).toFixed(1) });
  });
  bar.style.setProperty("--progress", String(barAt(s.stage, 0)));
}

async function main() {
  // the page's words and the engine load side by side: the loading bar hears the download
  // from its first byte, and its stages are named once the words are in
  const engine = startEngine(onStage);
  engine.catch(() => {}); // a failed start is shown by its stage and handled below
  await ready();
  applyI18n();
  document.title = t("app.title");
  drawStages();
  wireShell();
  document.getElementById("loading-retry").addEventListener("click", () => location.reload());
  showScreen("loading");
  onStage(lastStage || { stage: "download", ms: 0 });
  try {
    app.engine = await engine;
  } catch {
    return; // the error stage is on screen
  }
  const r = await app.engine.call({ op: "games" });
  app.games = r.ok ? r.games : [];
  await renderHome(app);
  if (!app.session) showScreen("home"); // a save opened while the home screen was being drawn stays open
  // ?play=<game>: "try it in a real game" at the end of a course opens that game's setup
  const play = new URLSearchParams(location.search).get("play");
  const first = app.games.find((g) => g.id === play);
  if (first && !app.session) openSetup(app, first, { firstGame: true });
  if (settings.test) {
    window.__gardenTable = {
      app,
      autoplay: (max) => app.session && app.session.autoplay(max),
    };
  }
}

main();

// The steps of a move shown one at a time: a game whose one action runs many steps of its own
// (Horizons' invader phase: each fear card, each land's ravage, build and explore) marks them,
// and the engine keeps each step's board (op "stages").  The page draws each step's board with
// its land lit and its log lines in the prompt bar, then waits for "Continue" or, at an
// automatic pace the player chose, for a short pause that they can stop.
import { h, clear } from "./dom.js";
import { t } from "../i18n/index.js";
import { settings } from "./ui.js";

const PACE_KEY = "garden-table.pace";
// ms per step; "step": wait for Continue; "skip": show no step (the tests' default)
export const PACES = Object.freeze({ step: 0, slow: 2400, fast: 1200 });
const url = new URLSearchParams(location.search);

export function pace() {
  const asked = url.get("pace");
  if (asked === "skip" || asked in PACES) return asked;
  if (settings.test) return "skip";
  try {
    const kept = localStorage.getItem(PACE_KEY);
    if (kept in PACES) return kept;
  } catch {
    /* no storage: the default */
  }
  return "step";
}

function keepPace(value) {
  try {
    localStorage.setItem(PACE_KEY, value);
  } catch {
    /* no storage: this visit only */
  }
}

// The log entries of each step: from its first entry to the next step's (the last step runs to
// the end of the log shown).
export function stepsOf(stages, log) {
  return stages.map((stage, i) => ({
    stage,
    entries: log.slice(stage.at, i + 1 < stages.length ? stages[i + 1].at : log.length),
  }));
}

export class Playback {
  // host: {draw(view, stage), prompt, buttons, setState(name), alive() -> bool, words(entries, view)}
  constructor(host, view, stages) {
    this.host = host;
    this.view = view;
    this.steps = stepsOf(stages, view.log);
    this.skipping = false;
    this.paused = false;
    this.wake = null;
    this.timer = null;
  }

  // Resolves true once every step was shown (or skipped), false if the page moved on meanwhile.
  async run() {
    if (pace() === "skip" || !this.steps.length) return true;
    for (let i = 0; i < this.steps.length && !this.skipping; i++) {
      if (!this.host.alive()) return false;
      this.show(i);
      await this.wait();
    }
    clearTimeout(this.timer);
    return this.host.alive();
  }

  show(i) {
    const { stage, entries } = this.steps[i];
    const end = i + 1 < this.steps.length ? this.steps[i + 1].stage.at : this.view.log.length;
    this.host.draw({ ...this.view, log: this.view.log.slice(0, end) }, stage);
    this.host.setState("playback", stage.step);
    const words = this.host.words(entries, this.view);
    this.host.prompt.textContent = t("playback.step", { n: i + 1, of: this.steps.length, text: words });
    this.drawControls();
  }

  drawControls() {
    const bar = this.host.buttons;
    clear(bar);
    const go = h("button", { type: "button", class: "btn btn--primary", dataset: { testid: "playback-continue" },
      text: t("playback.continue"), onclick: () => this.next() });
    const select = h("select", { class: "playback-pace", dataset: { testid: "playback-pace" }, "aria-label": t("playback.pace"),
      onchange: () => { keepPace(select.value); this.paused = false; this.arm(); } },
    ...Object.keys(PACES).map((p) => h("option", { value: p, text: t(`playback.pace.${p}`) })));
    select.value = pace() in PACES ? pace() : "step";
    const automatic = PACES[select.value] > 0;
    const pause = automatic ? h("button", { type: "button", class: "btn", dataset: { testid: "playback-pause" },
      "aria-pressed": String(this.paused), text: t(this.paused ? "playback.resume" : "playback.pause"),
      onclick: () => { this.paused = !this.paused; this.drawControls(); this.arm(); } }) : null;
    const skip = h("button", { type: "button", class: "btn", dataset: { testid: "playback-skip" }, text: t("playback.skip"),
      onclick: () => { this.skipping = true; this.next(); } });
    bar.append(...[go, pause, skip, select].filter(Boolean));
    go.focus({ preventScroll: true });
  }

  wait() {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.arm();
    });
  }

  // The automatic pace's timer, unless paused or stepping by hand.
  arm() {
    clearTimeout(this.timer);
    const ms = PACES[pace()] || 0;
    if (ms > 0 && !this.paused && this.wake) this.timer = setTimeout(() => this.next(), ms);
  }

  next() {
    clearTimeout(this.timer);
    const wake = this.wake;
    this.wake = null;
    if (wake) wake();
  }
}

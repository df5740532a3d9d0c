// One match being played on this device: whose view to show (hot-seat privacy),
// turning clicks into engine actions, bots, undo, the log and the automatic save.
import { h, clear } from "./dom.js";
import { t, has } from "../i18n/index.js";
import { toast, clearToasts, settings } from "./ui.js";
import { writeSave } from "./storage.js";
import { playActions } from "./play.js";
import { refusalText } from "./refusal.js";
import { closeCardView } from "./card-view.js";
import { BoardController, planButton } from "./controller.js";
import { TurnSummary } from "./summary.js";
import { bare } from "./plan.js";
import { markSuggested } from "./board-kit.js";
import { Playback } from "./playback.js";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const percent = (progress) => Math.round(Math.max(0, Math.min(1, progress || 0)) * 100);

export class Session {
  // opts: {engine, gameId, module, matchId, seats, app, slot (its saved-games slot), fresh (a new game)}
  constructor(opts) {
    Object.assign(this, opts);
    this.humans = this.seats.map((s, i) => (s.kind === "human" ? i : null)).filter((i) => i !== null);
    // the people at the table: one person may play several seats
    this.people = [...new Set(this.humans.map((i) => this.personOf(i)))];
    // whose private information may be on this screen now (a person, or null: only what
    // everyone may see), and the seat of theirs last shown; with one person no hand-off is needed
    this.lastPerson = this.people.length === 1 ? this.people[0] : null;
    this.lastSeat = this.humans.length ? this.humans[0] : null;
    this.summary = new TurnSummary(document.getElementById("turn-summary"), this.people, Boolean(this.fresh), (i) => this.personOf(i));
    this.busy = false;
    this.gen = 0;
    this.botTimer = null;
    this.asking = null; // a suggestion asked for the deciding person: {gen, progress} or, once known, {gen, action}
    this.view = null;
    this.decider = null;
    this.el = {
      screen: document.getElementById("game"),
      host: document.getElementById("board-host"),
      prompt: document.getElementById("prompt-text"),
      buttons: document.getElementById("prompt-buttons"),
      suggest: document.getElementById("prompt-suggest"),
      log: document.getElementById("log-list"),
      undo: document.getElementById("btn-undo"),
      handoff: document.getElementById("handoff"),
      end: document.getElementById("end"),
    };
    this.controller = new BoardController(this.module, this.el.host, {
      allow: (kind) => this.allow(kind),
      send: (actions) => this.runSend(actions),
      undo: (mode) => this.run(() => this.undo(mode)),
      hint: (text) => toast(text),
      redraw: () => this.render(this.view, this.decider),
    });
    const quiet = () => this.summary.hide(); // the summary goes as soon as the player acts on the board
    this.el.host.addEventListener("pointerdown", quiet);
    this.unwatch = [() => this.el.host.removeEventListener("pointerdown", quiet)];
    this.el.screen.dataset.match = this.matchId;
  }

  personOf(seat) {
    const s = this.seats[seat];
    return s && s.kind === "human" ? s.person || `seat ${seat}` : null;
  }

  // Whose private information may be shown for seat p now: its person is the one at the device.
  mayShow(p) {
    return this.people.length <= 1 || this.lastPerson === this.personOf(p);
  }

  // A seat's colour for the shell (hand-off cover, log, end screen): the game module's if
  // it draws seats in its own colours, else the seat's chosen colour.
  seatColour(i) {
    if (this.module.seatColour && this.seats[i]) return this.module.seatColour(i, this.seats[i]);
    return `var(--c-${(this.seats[i] && this.seats[i].colour) || "none"})`;
  }

  call(request) {
    return this.engine.call({ match: this.matchId, ...request });
  }

  destroy() {
    this.gen++;
    clearTimeout(this.botTimer);
    for (const stop of this.unwatch) stop();
    this.summary.hide();
    closeCardView();
    this.controller.destroy();
    this.el.handoff.hidden = true;
    this.el.screen.inert = false;
    this.el.end.hidden = true;
    this.call({ op: "close" });
  }

  setState(state) {
    this.el.screen.dataset.state = state;
  }

  // Run one user or bot step at a time; clicks while busy are ignored.
  async run(fn) {
    if (this.busy) return false;
    this.busy = true;
    this.setState("busy");
    try {
      await fn();
    } catch (err) {
      console.error(err);
      toast(t("game.engine_error", { message: err.message || String(err) }), "error");
    } finally {
      this.busy = false;
      this.setState(this.state || "idle");
    }
    return true;
  }

  // ---- deciding what to show -------------------------------------------------------
  // own: the view the acting seat's move answered with; when the next decision is that seat's
  // own again (a step of the same action), nothing else need be fetched.
  async refresh(own = null) {
    this.gen++;
    clearTimeout(this.botTimer);
    if (!(await this.playStages(own))) return;
    const p0 = own && !own.over && own.pending ? own.pending.player : null;
    if (p0 !== null && p0 === own.viewer && this.seats[p0].kind === "human" && this.mayShow(p0)) {
      this.el.handoff.hidden = true;
      this.el.screen.inert = false;
      this.el.end.hidden = true;
      this.summary.keepFor(this.personOf(p0));
      this.showOwn(own, p0);
      return;
    }
    const pub = await this.call({ op: "view", player: null });
    if (!pub.ok) throw new Error(pub.error.message);
    const v = pub.view;
    this.el.handoff.hidden = true;
    this.el.screen.inert = false;
    if (v.over) {
      this.summary.hide();
      const final = this.people.length === 1 ? (await this.call({ op: "view", player: this.lastSeat })).view : v;
      this.render(final, null);
      this.state = "over";
      this.app.showEnd(this, final);
      return;
    }
    this.el.end.hidden = true;
    const p = v.pending.player;
    this.summary.keepFor(this.personOf(p));
    if (this.seats[p].kind === "human") {
      if (v.pending.private) {
        if (!this.mayShow(p)) {
          // Hand-off: nothing of the next seat is fetched until they confirm.
          this.controller.forget();
          this.render(v, null);
          this.showHandoff(p);
          return;
        }
        this.showOwn((await this.call({ op: "view", player: p })).view, p);
        return;
      } else if (this.mayShow(p)) {
        this.showOwn((await this.call({ op: "view", player: p })).view, p);
        return;
      } else {
        // A public decision (a reward): the public view plus that seat's choices, and
        // whether that seat may take its last step back (nothing else of its view is used).
        const legal = await this.call({ op: "legal", player: p });
        const own = await this.call({ op: "view", player: p, log_from: v.log.length });
        this.render({ ...v, actions: legal.actions || [], can_undo: Boolean(own.ok && own.view.can_undo),
          undo_block: own.ok ? own.view.undo_block : v.undo_block }, p);
      }
      this.state = "idle";
      this.summary.show(this.personOf(p), this.view, (entry) => this.module.formatLog(entry, this.view), (i) => this.seats[i].name);
      this.focusFirst();
    } else {
      // A computer's turn: with several people at the table the device is between them, so
      // only what everyone may see is shown, and the next person confirms the hand-off.
      if (this.people.length > 1) this.lastPerson = null;
      const shown = this.lastPerson !== null ? (await this.call({ op: "view", player: this.lastSeat })).view : v;
      this.render(shown, null);
      this.state = "bot";
      this.scheduleBot();
    }
  }

  // The steps of the moves since the last view shown, one at a time (a game that marks them:
  // module.stageView), before the next decision.  False if the page moved on meanwhile.
  async playStages(own) {
    const from = this.shownLog;
    if (!this.module.stageView || from === undefined) return true;
    const gen = this.gen;
    const r = await this.call({ op: "stages", log_from: from });
    if (!r.ok || !r.stages.length) return true;
    const base = own && own.log_from === 0 ? own : (await this.call({ op: "view", player: this.lastSeat })).view;
    if (gen !== this.gen || !base) return gen === this.gen;
    this.summary.hide();
    const shown = await new Playback({
      draw: (view, stage) => {
        this.controller.draw(this.module.stageView(view, stage));
        this.setUndo(false, "undo.why.revealed");
        this.renderLog(view);
      },
      prompt: this.el.prompt,
      buttons: this.el.buttons,
      setState: (name, step) => {
        this.state = name;
        this.setState(name);
        this.el.screen.dataset.stage = step;
        clear(this.el.suggest);
      },
      alive: () => gen === this.gen,
      words: (entries, view) => entries.map((e) => this.module.formatLog(e, view)).join(" "),
    }, base, r.stages).run();
    delete this.el.screen.dataset.stage;
    this.setState("busy"); // the step shown is over: the decision after it is being drawn
    return shown;
  }

  // The deciding seat's own view, on the screen of the person who plays it.
  showOwn(view, p) {
    if (view.pending && view.pending.private) this.lastPerson = this.personOf(p);
    this.lastSeat = p;
    this.render(view, p);
    this.state = "idle";
    this.summary.show(this.personOf(p), this.view, (entry) => this.module.formatLog(entry, this.view), (i) => this.seats[i].name);
    this.focusFirst();
  }

  // After a move the keyboard focus goes to the next sensible place: the first lit target
  // (the hand's first), else the first prompt button; never left on the page itself.
  focusFirst() {
    const active = document.activeElement;
    const lit = active && active.isConnected && !active.disabled
      && ((this.el.host.contains(active) && active.classList.contains("is-target")) || this.el.buttons.contains(active));
    if (lit) return; // still on something that can be played: the player keeps their place
    const target = this.el.host.querySelector("[data-group=hand].is-target") || this.el.host.querySelector(".is-target")
      || this.el.buttons.querySelector(".btn--primary, .btn");
    if (target) target.focus({ preventScroll: true });
  }

  // The words again, in the language just chosen, from the view on screen (nothing is fetched:
  // what is shown stays exactly what this screen may show).
  respeak() {
    if (!this.view) return;
    this.render(this.view, this.decider);
    if (!this.el.end.hidden) this.app.showEnd(this, this.view);
  }

  showHandoff(p) {
    this.state = "handoff";
    clearToasts();
    this.summary.hide();
    closeCardView();
    const seat = this.seats[p];
    const box = this.el.handoff;
    box.querySelector("#handoff-title").textContent = t("handoff.title", { name: seat.name });
    box.style.setProperty("--seat-colour", this.seatColour(p));
    // a game may word the cover itself (handoff.body.<game>, handoff.confirm.<game>)
    const own = (key) => (has(`${key}.${this.gameId}`) ? `${key}.${this.gameId}` : key);
    box.querySelector("#handoff-body").textContent = t(own("handoff.body"));
    const btn = box.querySelector("#handoff-confirm");
    btn.textContent = t(own("handoff.confirm"), { name: seat.name });
    btn.onclick = () => {
      box.hidden = true;
      this.el.screen.inert = false;
      this.lastPerson = this.personOf(p);
      this.lastSeat = p;
      this.run(() => this.refresh());
    };
    box.hidden = false;
    this.el.screen.inert = true; // nothing behind the cover can be reached, not even by Tab
    btn.focus();
  }

  // A computer's move, thought over in the worker in slices (op "think"), so the page stays
  // responsive meanwhile: undo, leave, save.  Anything that changes what is shown (undo, leave,
  // the autoplay hook) changes this.gen and the page asks no more (the worker answers a request
  // sent meanwhile after at most one slice).  The move shows once both the thought and the
  // short pause that lets people follow (settings.botDelay, from the turn's start) are over.
  scheduleBot() {
    if (settings.botWait) return; // a test's bots move only through the autoplay hook
    const gen = this.gen;
    const started = performance.now();
    this.showThinking(0);
    this.think(gen, started).catch((err) => {
      console.error(err);
      if (gen === this.gen) toast(t("game.engine_error", { message: err.message || String(err) }), "error");
    });
  }

  async think(gen, started) {
    for (;;) {
      const r = await this.call({ op: "think" });
      if (gen !== this.gen) return; // taken back, left or drawn anew meanwhile: the thought is moot
      if (!r.ok) throw new Error(r.error.message);
      if (r.done) break;
      this.showThinking(r.progress);
    }
    // the move is played: nothing of the person's can be taken back before it shows
    this.setUndo(false, "undo.why.computer");
    this.showThinking(1);
    const rest = settings.botDelay - (performance.now() - started);
    if (rest > 0) await sleep(rest);
    for (;;) {
      if (gen !== this.gen) return;
      const ran = await this.run(async () => {
        if (gen !== this.gen) return;
        await this.refresh();
        this.autosave();
      });
      if (ran) return;
      await sleep(20); // another step is running: show the move right after it
    }
  }

  // The prompt while a computer thinks: who, at what level, and how far its thought is.
  showThinking(progress) {
    const p = this.view && this.view.pending ? this.view.pending.player : null;
    if (p === null || !this.seats[p]) return;
    const name = this.seats[p].name;
    const n = percent(progress);
    this.el.screen.dataset.thinking = String(n);
    this.el.prompt.textContent = t("game.thinking", { name, level: t(`bot.level.${this.levelOf(p)}`) });
    let bar = this.el.buttons.querySelector("[data-testid=bot-progress]");
    if (!bar) {
      bar = h("progress", { class: "bot-progress", max: "100", dataset: { testid: "bot-progress" } });
      this.el.buttons.append(h("span", { class: "bot-thinking" }, bar, h("span", { class: "bot-progress-text", "aria-hidden": "true" })));
    }
    bar.value = n;
    bar.setAttribute("aria-label", t("game.thinking.progress", { name, percent: n }));
    bar.nextElementSibling.textContent = t("game.thinking.percent", { percent: n });
  }

  levelOf(seat) {
    return this.seats[seat].level || "normal"; // the engine's own default
  }

  // ---- a suggestion for the deciding person (a game that offers it: module.suggests) ----------
  // Asked of the worker in slices (op "suggest") like a computer's thought; undo, a move or
  // leaving changes this.gen and the page stops asking.
  mayAskSuggestion(view, decider) {
    return Boolean(this.module.suggests) && decider !== null && decider === view.viewer && !view.over
      && Boolean(view.actions && view.actions.length);
  }

  async askSuggestion() {
    if (this.busy || !this.view || this.asking) return;
    const gen = this.gen;
    const player = this.decider;
    this.asking = { gen, progress: 0 };
    this.render(this.view, this.decider);
    try {
      for (;;) {
        const r = await this.call({ op: "suggest", player });
        if (gen !== this.gen) return;
        if (!r.ok) {
          this.asking = null;
          toast(this.refusal(r.error), "error");
          this.render(this.view, this.decider);
          return;
        }
        if (r.done) {
          this.asking = { gen, action: r.action };
          break;
        }
        this.asking = { gen, progress: r.progress };
        this.showAsking();
      }
    } catch (err) {
      if (gen === this.gen) this.asking = null;
      throw err;
    }
    this.render(this.view, this.decider);
    const marked = this.el.host.querySelector(".is-suggested") || this.el.buttons.querySelector(".is-suggested");
    if (marked) marked.scrollIntoView({ block: "nearest" });
  }

  // The suggestion's part of the prompt bar: the button, its progress, or the move in words
  // with a way to play it or leave it.
  suggestionNodes(view) {
    const a = this.asking && this.asking.gen === this.gen ? this.asking : null;
    if (!a) {
      return [h("button", { type: "button", class: "btn", dataset: { testid: "suggest" }, text: t("suggest.ask"),
        onclick: () => this.askSuggestion().catch((err) => toast(t("game.engine_error", { message: err.message || String(err) }), "error")) })];
    }
    if (!a.action) {
      const n = percent(a.progress);
      return [h("button", { type: "button", class: "btn", disabled: true, dataset: { testid: "suggest", progress: String(n) }, text: t("suggest.thinking", { percent: n }) })];
    }
    const words = this.module.actionText ? this.module.actionText(a.action, view) : a.action.label;
    return [h("div", { class: "suggestion", role: "status", dataset: { testid: "suggestion" } },
      h("span", { class: "suggestion-text", dataset: { testid: "suggestion-text" }, text: t("suggest.text", { move: words }) }),
      h("button", { type: "button", class: "btn btn--primary", dataset: { testid: "suggest-play" }, text: t("suggest.play"),
        onclick: () => this.runSend([bare(a.action)]) }),
      h("button", { type: "button", class: "btn", dataset: { testid: "suggest-ignore" }, text: t("suggest.ignore"),
        onclick: () => { this.asking = null; this.render(this.view, this.decider); } }))];
  }

  showAsking() {
    const btn = this.el.suggest.querySelector("[data-testid=suggest]");
    const n = percent(this.asking.progress);
    if (btn) {
      btn.dataset.progress = String(n);
      btn.textContent = t("suggest.thinking", { percent: n });
    }
  }

  // ---- drawing ----------------------------------------------------------------------
  render(view, decider) {
    // a card opened from another viewer's screen (a card of their hand) does not stay open
    if (this.view && this.view.viewer !== view.viewer) closeCardView();
    this.view = view;
    this.shownLog = (view.log_from || 0) + view.log.length; // the steps after it are still to show
    this.decider = decider;
    const plan = this.controller.draw(view);
    const screen = this.el.screen;
    screen.dataset.viewer = view.viewer === null ? "" : String(view.viewer);
    screen.dataset.pendingPlayer = view.pending ? String(view.pending.player) : "";
    screen.dataset.pendingKind = view.pending ? view.pending.kind : "";
    screen.dataset.moves = String(view.actions_played);
    delete screen.dataset.thinking;

    // prompt line and buttons
    let text = "";
    if (view.over) text = t("game.over");
    else if (decider === null) {
      const p = view.pending.player;
      text = this.seats[p].kind === "bot" ? t("game.thinking", { name: this.seats[p].name, level: t(`bot.level.${this.levelOf(p)}`) }) : t("game.not_your_turn", { name: this.seats[p].name });
    } else {
      text = plan.prompt || this.module.formatPrompt(view);
      // "name: " before it, unless the game's prompt names who decides itself
      const named = Boolean(this.module.promptNamesDecider && this.module.promptNamesDecider(view));
      if (!named && (decider !== view.viewer || this.humans.length > 1)) text = t("game.prompt.for", { name: this.seats[decider].name, text });
    }
    this.el.prompt.textContent = text;
    clear(this.el.buttons);
    this.el.buttons.append(...this.controller.buttons((b, onclick) => planButton(b, onclick)));
    if (view.over) {
      this.el.buttons.append(h("button", { type: "button", class: "btn btn--primary", dataset: { testid: "show-results" }, text: t("end.show_results"), onclick: () => this.app.showEnd(this, view) }));
    }
    if (this.asking && this.asking.gen !== this.gen) this.asking = null; // asked for another position
    clear(this.el.suggest);
    if (this.mayAskSuggestion(view, decider)) this.el.suggest.append(...this.suggestionNodes(view));
    markSuggested(this.el.host, this.el.buttons, this.asking && this.asking.action ? this.asking.action : null);
    // while a computer thinks, the person whose seat is on the screen may take back their move
    const bot = decider === null && view.pending && this.seats[view.pending.player].kind === "bot";
    const mine = bot ? view.viewer !== null : decider !== null && (decider === view.viewer || !view.pending.private);
    this.setUndo(Boolean(view.can_undo && mine), view.undo_block || (view.can_undo ? "undo.why.not_yours" : "undo.why.none"));
    this.renderLog(view);
  }

  // Undo is offered (`on`) or not, and then says why (`why`: a catalog key): the button stays
  // focusable and a tap on it tells the reason.
  setUndo(on, why) {
    const btn = this.el.undo;
    const off = !on;
    btn.disabled = false;
    btn.setAttribute("aria-disabled", String(off));
    btn.classList.toggle("is-disabled", off);
    btn.title = off ? t(why) : "";
    if (off) btn.dataset.why = why;
    else delete btn.dataset.why;
  }

  renderLog(view) {
    const list = this.el.log;
    clear(list);
    if (!view.log.length) list.append(h("li", { class: "log-empty", text: t("game.log.empty") }));
    for (const entry of view.log) {
      const turn = entry.key.endsWith(".turn");
      const seat = entry.args && entry.args.seat !== undefined ? entry.args.seat : entry.player;
      list.append(h("li", {
        class: `log-entry${turn ? " log-turn" : ""}`,
        style: { "--seat-colour": this.seatColour(seat) },
        dataset: { key: entry.key },
        text: this.module.formatLog(entry, view),
      }));
    }
    list.scrollTop = list.scrollHeight;
  }

  refusal(error) {
    return refusalText(error, this.module, this.view, this.seats, this.decider);
  }

  // ---- input ------------------------------------------------------------------------
  // May the person at the device act on the board now ("target": a tap, "button")?
  allow(kind) {
    if (this.busy || !this.view) return false;
    if (this.decider === null) {
      if (kind === "target" && !this.view.over) toast(t("game.not_your_turn", { name: this.seats[this.view.pending.player].name }));
      return false;
    }
    return true;
  }

  // Resolves whether the engine played them (false: refused, or another step was running).
  async runSend(actions) {
    let ok = false;
    await this.run(async () => {
      ok = await this.send(actions);
    });
    return ok;
  }

  // Play a sequence of actions for the deciding seat, all or nothing; a refusal changes
  // nothing and shows the engine's reason.
  async send(actions) {
    if (this.asking) {
      this.gen++; // a move of the person's own ends the suggestion: the page asks no more
      this.asking = null;
    }
    const r = await playActions((req) => this.call(req), actions, this.decider, { view: true });
    if (!r.ok) {
      toast(this.refusal(r.error), "error");
      this.render(this.view, this.decider);
      return false;
    }
    // a public decision by another seat means the device left whoever last saw private
    // information: cover the screen again before the next private decision
    if (!this.mayShow(this.decider)) this.lastPerson = null;
    const drawn = r.events.filter((e) => e.private);
    const passed = !r.pending || this.personOf(r.pending.player) !== this.personOf(this.decider);
    if (this.people.length > 1 && drawn.length && this.mayShow(this.decider) && passed) {
      await this.showTurnOver(this.decider, drawn);
    } else {
      await this.refresh(r.view);
    }
    this.autosave(r.view);
    return true;
  }

  // The seat's turn ended with something only it may see (its last draw): it sees that
  // first, on its own board, and hides it itself before the device passes on.
  async showTurnOver(seat, entries) {
    const own = await this.call({ op: "view", player: seat });
    if (!own.ok) throw new Error(own.error.message);
    this.summary.hide();
    this.render(own.view, null);
    this.state = "turnover";
    const lines = entries.map((e) => this.module.formatLog(e, own.view));
    this.el.prompt.textContent = t("game.turn_over", { name: this.seats[seat].name, what: lines.join(" ") });
    clear(this.el.buttons);
    clear(this.el.suggest);
    const done = h("button", { type: "button", class: "btn btn--primary", dataset: { testid: "turn-done" }, text: t("game.turn_over.hide"),
      onclick: () => {
        this.lastPerson = null;
        this.run(() => this.refresh());
      } });
    this.el.buttons.append(done);
    done.focus({ preventScroll: true });
  }

  // "one": a single engine step; "action": back to the start of the action being built.
  async undo(mode = "action") {
    const player = this.decider !== null ? this.decider : this.view.viewer;
    // a computer's thought or a suggestion under way stops now: the page asks no more
    const stopped = this.state === "bot" || Boolean(this.asking);
    this.gen++;
    this.asking = null;
    const r = await this.call({ op: "undo", player, to: mode === "action" ? "action" : "step" });
    if (!r.ok) {
      toast(this.refusal(r.error), "error");
      if (stopped) await this.refresh(); // nothing was taken back: the thought goes on
      return;
    }
    this.controller.forget();
    await this.refresh();
    this.autosave();
  }

  // known: a view of the match as it is now (any seat's: only public facts are read from it)
  async autosave(known = null) {
    const r = await this.call({ op: "save" });
    if (!r.ok) return;
    const view = known || (await this.call({ op: "view", player: null })).view || null;
    writeSave(this.slot, {
      game: this.gameId,
      save: r.save,
      players: this.seats.map((s) => s.name),
      moves: r.save.actions.length,
      progress: view ? this.progress(view) : null,
      over: Boolean(view && view.over),
    });
  }

  // How far the game is, for the saved-games list: the module's words (a round), else the
  // number of turns begun ("<game>.turn" log entries).
  progress(view) {
    if (this.module.progress) return this.module.progress(view);
    const turns = view.log.filter((e) => e.key.endsWith(".turn")).length;
    return turns ? { key: "home.saved.turn", args: { count: turns } } : null;
  }

  async exportSave() {
    const r = await this.call({ op: "save" });
    if (!r.ok) {
      toast(t("game.engine_error", { message: r.error.message }), "error");
      return null;
    }
    return r.save;
  }

  // Test hook: let the bot decide for whoever is pending, `max` times (or to the end).
  async autoplay(max = 10000) {
    let n = 0;
    this.gen++;
    clearTimeout(this.botTimer);
    await this.run(async () => {
      while (n < max) {
        const pub = await this.call({ op: "view", player: null });
        if (pub.view.over) break;
        const r = await this.call({ op: "bot" });
        if (!r.ok) break;
        n++;
      }
      await this.refresh();
      await this.autosave();
    });
    return n;
  }
}

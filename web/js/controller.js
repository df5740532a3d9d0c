// What the app's session and a teaching page's board share: one game board driven by a view.
// It draws a view with the module's plan (picks kept while still valid, last-move marks),
// opens any card the reader asks about, and turns a tap or a button into the module's intent
// and carries it out: on-screen picks, a hint, actions played all or nothing, undo, or a small
// chooser when one tap could mean several moves.  The host owns the engine and the words
// around the board; it is asked through `hooks`:
//   allow(kind) -> bool        may the reader act now ("target" or "button"); the host may say
//                              why not itself
//   send(actions) -> Promise   play these for the deciding seat; resolves false when the engine
//                              refused them (the host words the refusal; the picks stay)
//   undo(mode) -> Promise      "one" step, or back to the start of the "action"
//   hint(text)                 show a short help text
//   redraw()                   draw again after the picks changed
import { watchInspect, watchGroups, markLast } from "./board-kit.js";
import { showCardView } from "./card-view.js";
import { choose } from "./chooser.js";
import { h, clear } from "./dom.js";

export class BoardController {
  constructor(module, host, hooks) {
    this.module = module;
    this.host = host;
    this.hooks = hooks;
    this.picks = [];
    this.view = null;
    this.plan = null;
    clear(host);
    this.board = module.createBoard(host, { onTarget: (target) => this.target(target) });
    this.unwatch = [
      watchInspect(host, (ref, el) => showCardView(module.cardInfo && this.view ? module.cardInfo(ref, this.view) : null, el)),
      watchGroups(host),
    ];
  }

  // Draw a view; returns the module's plan (its prompt and buttons are the host's to place).
  draw(view) {
    this.view = view;
    const plan = this.module.plan(view, this.picks);
    // the picks still valid: the module says which (plan.picks), else the selected hand cards
    this.picks = plan.picks || (plan.selected || []).filter((s) => s.startsWith("hand:")).map((s) => s.slice(5))
      .filter((c) => this.picks.includes(c));
    this.plan = plan;
    this.board.set(view, plan);
    markLast(this.host, this.module.lastMove ? this.module.lastMove(view) : []);
    return plan;
  }

  forget() {
    this.picks = [];
  }

  target(target) {
    if (this.view && !this.view.over && this.hooks.allow("target")) {
      this.apply(this.module.onTarget(this.view, this.picks, target));
    }
  }

  button(id) {
    if (this.view && this.hooks.allow("button")) this.apply(this.module.onButton(this.view, this.picks, id));
  }

  // The plan's prompt-bar buttons, each made by `make(button, onclick)`.
  buttons(make) {
    return (this.plan ? this.plan.buttons : []).map((b) => make(b, () => this.button(b.id)));
  }

  async apply(intent) {
    if (!intent) return;
    if (intent.hint) this.hooks.hint(intent.hint);
    if (intent.picks) {
      this.picks = intent.picks;
      if (!intent.send) this.hooks.redraw();
    }
    if (intent.send) {
      const before = this.picks;
      this.picks = [];
      if ((await this.hooks.send(intent.send)) === false) this.picks = before;
    }
    if (intent.undo) {
      this.picks = [];
      await this.hooks.undo(intent.undo);
    }
    if (intent.choose) {
      const picked = await choose(intent.choose);
      if (picked) await this.apply({ send: picked.send });
    }
  }

  destroy() {
    for (const stop of this.unwatch) stop();
    this.board.destroy();
  }
}

// A prompt-bar button of a plan (`b`: {id, label, primary, help}); `small` on teaching boards.
export function planButton(b, onclick, small = false) {
  return h("button", {
    type: "button",
    class: `btn${small ? " btn--small" : ""}${b.primary ? " btn--primary" : ""}`,
    dataset: { testid: `action-${b.id.replace(":", "-")}` },
    title: b.help,
    onclick,
  }, b.label, !small && b.help ? h("small", { text: b.help }) : null);
}

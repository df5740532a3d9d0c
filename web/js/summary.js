// The turn summary: before a person's next decision, a short list of what the others did
// since that person last looked (bots and other people), so nobody needs the log to follow.
// Never a line about the person's own seats (their moves, or their turn announced by the one
// before). It sits beside the board (above the log, or under the board on a narrow screen),
// never over it. Dismissed by a tap, or by itself after a few seconds.
import { h, clear } from "./dom.js";
import { t, list } from "../i18n/index.js";

const SHOW_MS = 7000;
const MAX_LINES = 8;

export class TurnSummary {
  // el: the summary element; people: the people at the table; fresh: a new game (its first
  // moves are summarised), else a resumed one (only what happens from now on); personOf(seat):
  // who plays a seat (null for a bot).
  constructor(el, people, fresh, personOf) {
    this.el = el;
    this.personOf = personOf;
    this.seen = new Map(fresh ? people.map((p) => [p, 0]) : []);
    this.timer = null;
    this.seat = null; // whose summary is on screen (a person): it is worded from their seat's own view
    this.el.onclick = () => this.hide();
  }

  // Show person p what the others did since p last looked, worded from p's seat's own view.
  show(p, view, format, name) {
    const from = this.seen.has(p) ? this.seen.get(p) : view.log_from + view.log.length;
    this.seen.set(p, view.log_from + view.log.length);
    // the others' entries; "X's turn" lines are left out (the title names who played)
    const entries = view.log.slice(Math.max(0, from - view.log_from))
      .filter((e) => e.player !== null && e.player !== undefined && !this.mine(e, p) && !/[._]turn$/.test(e.key));
    if (!entries.length) return;
    const who = [...new Set(entries.map((e) => e.player))].map(name);
    clear(this.el);
    const shown = entries.slice(-MAX_LINES);
    this.el.append(h("div", { class: "summary-body" },
      h("p", { class: "summary-title", text: t("summary.title", { names: list(who) }) }),
      h("ul", {}, ...shown.map((e) => h("li", { text: format(e) }))),
      entries.length > shown.length ? h("p", { class: "summary-more", text: t("summary.more", { count: entries.length - shown.length }) }) : null,
      h("p", { class: "summary-dismiss", text: t("summary.dismiss") })));
    this.el.hidden = false;
    this.seat = p;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hide(), SHOW_MS);
  }

  // Is entry e about person p's own seats: played by one, or naming one as its seat?
  mine(e, p) {
    const seat = e.args && e.args.seat;
    return this.personOf(e.player) === p || (Number.isInteger(seat) && this.personOf(seat) === p);
  }

  hide() {
    clearTimeout(this.timer);
    this.el.hidden = true;
    this.seat = null;
  }

  // Hide it unless the screen still belongs to the seat it was worded for.
  keepFor(seat) {
    if (this.seat !== seat) this.hide();
  }
}

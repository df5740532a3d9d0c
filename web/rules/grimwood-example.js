// A live example on the Grimwood rules page: the game's own renderer fed a hand-written view
// (the rulebook's worked example after its first turn).  No engine is needed to draw it.
import { createGrimwoodBoard } from "../games/grimwood/board.js";
import { cardInfo } from "../games/grimwood/index.js";
import { watchInspect } from "../js/board-kit.js";
import { showCardView } from "../js/card-view.js";
import { ready } from "../i18n/language.js";

await ready(document.documentElement.lang); // the drawing speaks the page's language, from the catalog

const combo = (id, kind, cards, points, locked = false) => ({ id, kind, cards, points, locked });
const seat = (extra) => ({ hand_count: 3, combos: [], score: 0, amulet: "ask", skips: 0, ...extra });

const view = {
  game: "grimwood",
  seats: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }, { name: "Cleo", kind: "human" }],
  viewer: 0,
  over: false,
  pending: { player: 0, kind: "turn", private: true, prompt: { key: "grimwood.prompt.turn", args: { left: 0 } } },
  can_undo: false,
  actions_played: 9,
  log: [],
  actions: [],
  board: {
    seats: [
      seat({ hand: ["nymph", "owl-2", "amulet-1"], combos: [combo("c1", "locations", ["path-1", "swamp-4", "clearing-2"], 5), combo("c2", "supernatural", ["dark_unicorn"], 1)], score: 6 }),
      seat({ hand_count: 2, combos: [combo("c3", "supernatural", ["giant", "mage"], 2)], score: 2 }),
      seat({ hand_count: 4, combos: [combo("c4", "owls", ["owl-1", "owl-5", "owl-6"], 10)], score: 10 }),
    ],
    deck: 41,
    discard: ["crow-3", "rune-2", "swamp-1"],
    removed: 0,
    runes: [],
    turn: 0,
    first: 0,
    actions_left: 0,
    final: null,
    over: false,
    task: null,
  },
};

const host = document.getElementById("example-board");
const board = createGrimwoodBoard(host, {
  onTarget: () => {}, // a picture: taps on it play nothing
});
// as in the app: a tap on a card (or a long press, a right click, the i key) shows it whole
watchInspect(host, (ref, el) => showCardView(cardInfo(ref, view), el));
board.set(view, { targets: ["hand:nymph"], guard: { seat: 0, value: "ask", choices: [] } });

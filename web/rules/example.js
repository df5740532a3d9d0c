// A live example on the rules page: the game's own renderer fed a hand-written view.
// No engine is needed to draw a position; a teaching page can do the same with any view.
import { createLotusBoard } from "../games/lotus/board.js";
import { ready } from "../i18n/language.js";

await ready(document.documentElement.lang); // the drawing speaks the page's language, from the catalog

const card = (id) => {
  const [colour, type, n] = id.split("-");
  return { id, type: Number(type), colour: colour === "wild" ? null : colour, symbols: colour === "wild" ? 0 : n === "1" ? 2 : 1 };
};
const seat = (colour, insect, extra) => ({
  colour, insect, deck: 20, hand_count: 4, hand_limit: 4, pile: 0, tokens: 0, powers: [], score: 0, guardians: [], ...extra,
});

const view = {
  game: "lotus",
  seats: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }],
  viewer: 0,
  over: false,
  pending: { player: 0, kind: "action", private: true, prompt: { key: "lotus.prompt.action", args: { left: 2 } } },
  can_undo: false,
  actions_played: 12,
  log: [],
  board: {
    garden: [
      { type: 4, name: "Primrose", cards: [card("blue-4-3")], space: 3, guardians: [], strength: { 1: 1 }, leaders: [1] },
      {
        type: 6, name: "Lily", space: 1,
        cards: ["red-6-1", "wild-6-2", "blue-6-4", "red-6-3", "wild-6-1"].map(card),
        guardians: [{ id: "blue-g1", seat: 1, elder: false, at: 6 }],
        strength: { 0: 3, 1: 2 }, leaders: [0],
      },
    ],
    wild_row: ["wild-3-2", "wild-5-1", "wild-7-3", "wild-4-4"].map(card),
    wild_deck: 11,
    seats: [
      seat("red", "Ladybug", { hand: ["red-6-5", "red-3-2", "red-7-4", "wild-5-3"].map(card), pile: 5, score: 10, tokens: 1,
        guardians: [{ id: "red-g1", seat: 0, elder: false, at: null }, { id: "red-g2", seat: 0, elder: false, at: null }] }),
      seat("blue", "Dragonfly", { pile: 3, score: 3, powers: ["growth"],
        guardians: [{ id: "blue-g1", seat: 1, elder: false, at: 6 }, { id: "blue-g2", seat: 1, elder: false, at: null }] }),
    ],
    turn: 0, first: 1, step: "action", actions_taken: 0, actions_left: 2, selection: [], rewards: [], reward_flower: null, final: null,
  },
};

const board = createLotusBoard(document.getElementById("example-board"), {
  onTarget: () => {}, // a picture: clicks do nothing here
});
board.set(view, { targets: ["flower:6"], selected: ["hand:red-6-5"] });

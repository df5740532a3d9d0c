// What the card view shows for a Living Forest piece (the board's data-inspect refs):
//   card:<id>     an animal, a Fire Varan, Sanki/Onibi, a Kodama card (market, line, piles, stacks)
//   tree:<type>   a protective tree (rack or forest; "tree:start" the starting tree)
//   fire:<value>  a fire token          vtile:<kind>  a victory tile        etile  an element tile
//   stone:<n>     a circle stone        token:fragment | token:sacred | token:onibi | token:varans (the supply)
// cardInfo(ref, view) -> {title, subtitle, art (an <svg> element), picture (its data), text: [lines]} or null.
import { t, list } from "../../i18n/index.js";
import { splitTarget } from "../../js/board-kit.js";
import * as art from "./art.js";
import { treeOf, treeTint } from "./trees.js";

const ELEMENTS = art.ELEMENTS;

// Every card the view shows, by id (market, promo, Kodama tops, lines, piles' tops, discards, the card just drawn).
function findCard(view, id) {
  const b = view && view.board;
  if (!b) return null;
  const pools = [...Object.values(b.market || {}), b.promo || [], b.just_drawn ? [b.just_drawn] : []];
  if (b.kodama) pools.push(Object.values(b.kodama.stacks).map((s) => s.top));
  for (const seat of b.seats || []) pools.push(seat.line || [], seat.pile_top || [], seat.discard || []);
  for (const pool of pools) for (const card of pool) if (card && card.id === id) return card;
  return null;
}

const VARAN = { animal: "varan", level: null, cost: 0, marker: "solitary", elements: {}, effect: null };

function animalKey(card) {
  if (card.animal === "varan" || String(card.id).startsWith("varan-")) return "varan";
  if (card.stack || String(card.animal).startsWith("kodama_")) return "kodama";
  return card.animal;
}

function elementWords(card) {
  const gives = ELEMENTS.filter((el) => (card.elements || {})[el] > 0).map((el) => t("lf.info.amount", { n: card.elements[el], element: t(`lf.element.${el}`) }));
  const takes = ELEMENTS.filter((el) => (card.elements || {})[el] < 0).map((el) => t("lf.info.amount", { n: -card.elements[el], element: t(`lf.element.${el}`) }));
  if (!gives.length && !takes.length) return t("lf.info.card.nothing");
  if (!takes.length) return t("lf.info.card.gives", { gives: list(gives) });
  if (!gives.length) return t("lf.info.card.takes", { takes: list(takes) });
  return t("lf.info.card.gives_takes", { gives: list(gives), takes: list(takes) });
}

function cardSubtitle(card, key) {
  if (key === "varan") return t("lf.info.sub.varan");
  if (card.stack) return t("lf.info.sub.kodama", { stack: t(`lf.board.kodama.short.${card.stack}`) });
  if (key === "kodama") return t("lf.info.sub.kodama_start");
  if (card.effect) return t("lf.info.sub.promo");
  if (!card.level) return t("lf.info.sub.start");
  return t("lf.info.sub.level", { level: card.level });
}

function cardInfoOf(card) {
  const key = animalKey(card);
  const text = [];
  if (key === "varan") {
    text.push(t("lf.info.varan"), t("lf.info.marker.solitary"));
  } else {
    text.push(elementWords(card));
    if (card.marker) text.push(t(`lf.info.marker.${card.marker}`));
  }
  if (card.effect) text.push(t(`lf.info.effect.${card.effect}`));
  if (card.kodama) text.push(t("lf.info.kodama_symbols", { count: card.kodama }));
  if (card.ability) text.push(t(`lf.info.ability.${card.ability.type}`, { kind: t(`lf.kind.${card.ability.action}`) }));
  if (card.stack) text.push(t("lf.info.cost.kodama", { cost: card.cost }));
  else if (card.effect && card.cost) text.push(t("lf.info.cost.promo", { cost: card.cost }));
  else if (card.level) text.push(t("lf.info.cost.animal", { cost: card.cost, fire: card.level + 1 }));
  return { title: t(`lf.animal.${key}`), subtitle: cardSubtitle(card, key), picture: art.cardPicture(card, 110), text };
}

function treeInfo(type, view) {
  if (type === "start") {
    return { title: t("lf.info.title.start_tree"), subtitle: t("lf.info.sub.start_tree"), picture: art.startTreePicture(96), text: [t("lf.info.tree.start")] };
  }
  const info = treeOf(view, type);
  if (!info) return null; // a tree type the view does not show
  const { cost } = info;
  const kodama = info.per_kodama !== undefined;
  const text = [];
  if (info.special) text.push(t("lf.info.tree.special"));
  else if (info.per_kodama) text.push(t("lf.info.tree.per_kodama", { element: t(`lf.element.${info.per_kodama}`) }));
  else if (info.kodama) text.push(t("lf.info.tree.symbols", { count: info.kodama }));
  else {
    const gives = Object.entries(info.bonus || {}).filter(([, n]) => n).map(([el, n]) => t("lf.info.amount", { n, element: t(`lf.element.${el}`) }));
    text.push(t("lf.info.tree.bonus", { bonus: list(gives) }));
  }
  text.push(t("lf.info.tree.plant", { cost }));
  if (kodama) text.push(t("lf.info.tree.once"));
  text.push(t("lf.info.tree.goal"), t("lf.info.tree.left", { count: info.left }));
  return { title: t(kodama ? "lf.info.title.kodama_tree" : "lf.info.title.tree", { cost }), subtitle: t("lf.info.sub.tree", { cost }), picture: art.treePicture(treeTint(info), 96), text };
}

function stoneInfo(n, view) {
  const stones = (view && view.board && view.board.circle && view.board.circle.stones) || [];
  const action = stones[n] || "fragment";
  return {
    title: t("lf.board.stone.aria", { n: n + 1, action: t(`lf.stone.${action}`) }),
    subtitle: t("lf.info.sub.stone"),
    picture: art.stoneDiscPicture(action, 96),
    text: [t(`lf.info.stone.${action}`), t("lf.info.stone.move")],
  };
}

// cardInfo(ref, view): the card view of ref, or null.  `picture` is its drawing as data (art.js);
// `art`, the <svg> element the card view shows, is drawn from it when it is read.
export function cardInfo(ref, view) {
  const info = infoOf(ref, view);
  if (!info) return null;
  const { picture } = info;
  return { ...info, get art() { return art.draw(picture); } };
}

function infoOf(ref, view) {
  const [kind, rest] = splitTarget(ref || "");
  const id = rest || "";
  if (kind === "card") {
    const card = findCard(view, id) || (id.startsWith("varan-") ? { ...VARAN, id } : null);
    return card ? cardInfoOf(card) : null;
  }
  if (kind === "tree") return treeInfo(id, view);
  if (kind === "fire") {
    const v = Number(id);
    return { title: t("lf.board.fire.aria", { value: v }), subtitle: t("lf.info.sub.fire"), picture: art.firePicture(v, 96), text: [t("lf.info.fire.put_out", { value: v }), t("lf.info.fire.attack")] };
  }
  if (kind === "vtile" && ["fire", "flower", "tree"].includes(id)) {
    return { title: t(`lf.info.vtile.${id}`), subtitle: t("lf.info.sub.vtile"), picture: art.victoryPicture(id, 96), text: [t(`lf.info.vtile.counts.${id}`), t("lf.info.vtile.steal")] };
  }
  if (kind === "etile") return { title: t("lf.info.etile"), subtitle: t("lf.info.sub.kodama_part"), picture: art.elementTilePicture(null, 96), text: [t("lf.info.etile.buy"), t("lf.info.etile.use")] };
  if (kind === "stone") return stoneInfo(Number(id), view);
  if (kind === "token" && id === "varans") return cardInfoOf({ ...VARAN, id: "varan" }); // the Varan supply
  if (kind === "token" && id === "fragment") return { title: t("lf.info.fragment"), subtitle: t("lf.info.sub.token"), picture: art.fragmentPicture(96), text: [t("lf.info.fragment.get"), t("lf.info.fragment.use")] };
  if (kind === "token" && id === "sacred") return { title: t("lf.info.sacred"), subtitle: t("lf.info.sub.token"), picture: art.sacredTreePicture(96), text: [t("lf.info.sacred.text")] };
  if (kind === "token" && id === "onibi") return { title: t("lf.board.onibi"), subtitle: t("lf.info.sub.kodama_part"), picture: art.onibiPicture(96), text: [t("lf.info.onibi.text")] };
  return null;
}

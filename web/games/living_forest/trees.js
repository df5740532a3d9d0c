// What the board, the card view and the log say of a tree type, from the view's own list of
// trees (view.board.trees: cost, bonus, special, per_kodama, kodama): never from its id.

// The rack's entry of a tree type (null for the starting tree or a type the view does not list).
export function treeOf(view, type) {
  const trees = (view && view.board && view.board.trees) || [];
  return trees.find((tr) => tr.id === type) || null;
}

// "Tree 5", "Kodama tree 4", "Starting tree".
export function treeName(type, view, t) {
  if (type === "start") return t("lf.tree.start");
  const info = treeOf(view, type);
  return t(info && info.per_kodama !== undefined ? "lf.tree.kodama" : "lf.tree", { cost: info ? info.cost : "?" });
}

// The element that tints a tree's picture (or "twice" for the tree of the same action twice).
export function treeTint(info) {
  return info.special ? "twice" : info.per_kodama || Object.keys(info.bonus || {})[0] || "flower";
}

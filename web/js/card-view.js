// The card view: a dialog with a card's full name, its picture and what it does, opened by
// the host's inspect watcher (board-kit watchInspect) for the game module's cardInfo(ref).
// Works in the app and in teaching pages: it makes its own <dialog> and loads its own styles.
import { h, clear } from "./dom.js";
import { t } from "../i18n/index.js";
import { ensureStyles } from "./board-kit.js";

let dialog = null;
let opener = null;

function make() {
  ensureStyles(new URL("../css/card-view.css", import.meta.url).href);
  dialog = h("dialog", { class: "card-view", dataset: { testid: "card-view" }, "aria-labelledby": "card-view-title" });
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close(); // a tap beside the card closes it
  });
  dialog.addEventListener("close", () => {
    // back to where the card was opened from, unless the focus has moved on meanwhile
    const active = document.activeElement;
    const unplaced = !active || active === document.body || dialog.contains(active);
    if (unplaced && opener && opener.isConnected) opener.focus({ preventScroll: true });
    opener = null;
  });
  document.body.append(dialog);
}

// info: {title, subtitle?, art?: an <svg> element, text: [lines]}; from: the element it was opened from.
export function showCardView(info, from) {
  if (!info) return false;
  if (!dialog) make();
  opener = from || document.activeElement;
  clear(dialog);
  const lines = Array.isArray(info.text) ? info.text : info.text ? [info.text] : [];
  dialog.append(h("div", { class: "card-view-body" },
    info.art ? h("div", { class: "card-view-art", "aria-hidden": "true" }, info.art) : null,
    h("div", { class: "card-view-words" },
      h("h2", { id: "card-view-title", dataset: { testid: "card-view-title" }, text: info.title }),
      info.subtitle ? h("p", { class: "card-view-sub", dataset: { testid: "card-view-subtitle" }, text: info.subtitle }) : null,
      h("div", { class: "card-view-text", dataset: { testid: "card-view-text" } }, ...lines.map((line) => h("p", { text: line })))),
    h("button", { type: "button", class: "btn btn--primary card-view-close", dataset: { testid: "card-view-close" },
      text: t("cardview.close"), onclick: () => dialog.close() })));
  if (!dialog.open) dialog.showModal();
  dialog.querySelector(".card-view-close").focus();
  return true;
}

export function closeCardView() {
  if (dialog && dialog.open) dialog.close();
}

// A small chooser: when one tap could mean several moves, the player picks one of them.
// Used by the app and the teaching boards; resolves with the chosen option or null.
import { h, clear } from "./dom.js";
import { t } from "../i18n/index.js";

let dialog = null;

export function choose(options, title = t("chooser.title")) {
  if (!dialog) {
    dialog = h("dialog", { class: "chooser card-view", dataset: { testid: "chooser" } });
    document.body.append(dialog);
  }
  clear(dialog);
  return new Promise((resolve) => {
    const done = (value) => {
      dialog.onclose = null;
      if (dialog.open) dialog.close();
      resolve(value);
    };
    dialog.append(h("div", { class: "card-view-body" },
      h("h2", { text: title }),
      ...options.map((o, i) => h("button", { type: "button", class: "btn btn--primary card-view-close", dataset: { testid: `chooser-option-${i}` },
        text: o.label, onclick: () => done(o) })),
      h("button", { type: "button", class: "btn card-view-close", dataset: { testid: "chooser-cancel" }, text: t("chooser.cancel"), onclick: () => done(null) })));
    dialog.onclose = () => resolve(null);
    dialog.showModal();
  });
}

// Shell-wide bits: screens, toasts, settings from the URL.
import { h } from "./dom.js";
import { t, language } from "../i18n/index.js";

export function showScreen(id) {
  for (const el of document.querySelectorAll(".screen")) el.hidden = el.id !== id;
  document.documentElement.dataset.screen = id;
}

// One message at a time: a new one replaces the one on screen.
export function toast(text, kind = "info", ms = 4500) {
  const box = document.getElementById("toasts");
  clearToasts();
  const item = h("div", { class: `toast toast--${kind}`, role: kind === "error" ? "alert" : "status", dataset: { testid: "toast", kind } },
    h("span", { text }),
    h("button", { type: "button", class: "toast-close", "aria-label": t("toast.close"), text: t("toast.close.glyph"), onclick: () => item.remove() }));
  box.append(item);
  setTimeout(() => item.remove(), ms);
  return item;
}

export function clearToasts() {
  for (const old of document.querySelectorAll("#toasts .toast")) old.remove();
}

const params = new URLSearchParams(location.search);

export const settings = {
  botDelay: Math.max(0, Number(params.get("botDelay") ?? 600) || 0),
  test: params.get("test") === "1",
  // tests only: computer seats wait for the autoplay hook instead of moving by themselves
  botWait: params.get("test") === "1" && params.get("botWait") === "1",
};

// "5 minutes ago" in the page's language (Intl's words and plurals).
export function ago(ms) {
  const min = Math.floor((Date.now() - ms) / 60000);
  if (min < 1) return t("time.just_now");
  const words = new Intl.RelativeTimeFormat(language(), { numeric: "always" });
  if (min < 60) return words.format(-min, "minute");
  const hours = Math.floor(min / 60);
  return hours < 48 ? words.format(-hours, "hour") : words.format(-Math.floor(hours / 24), "day");
}

// A seat's round marker: its colour (--seat-colour from the surrounding element) with the
// initial of its name, so colour is never the only cue.
export function seatDot(name) {
  const initial = Array.from(String(name).trim())[0] || "?";
  return h("span", { class: "dot", "aria-hidden": "true", text: initial.toUpperCase() });
}

// embed.html: one board for an <iframe>, its options from the page's query string; a shared
// position (js/share.js) comes in the fragment, #save=<packed save>, which no server sees.
import { embedMatch } from "./embed.js";
import { unpackSave } from "../js/share.js";
import { ready } from "../i18n/language.js";

const q = new URLSearchParams(location.search);
const viewer = q.get("viewer");
const shared = location.hash.startsWith("#save=") ? location.hash.slice(6) : null;
embedMatch(document.getElementById("embed-host"), {
  // the catalog first: a broken link's words are the player's
  save: shared === null ? undefined : ready(q.get("lang")).then(() => unpackSave(shared)),
  src: q.get("src") || "examples/lotus_example_1.json",
  step: q.has("step") ? Number(q.get("step")) : undefined,
  viewer: viewer === null ? "pending" : /^\d+$/.test(viewer) ? Number(viewer) : viewer,
  live: q.get("live") === "1",
  lang: q.get("lang"),
  ownPage: true,
});

// embed.html: one board for an <iframe>, its options from the page's query string.
import { embedMatch } from "./embed.js";

const q = new URLSearchParams(location.search);
const viewer = q.get("viewer");
embedMatch(document.getElementById("embed-host"), {
  src: q.get("src") || "examples/lotus_example_1.json",
  step: q.has("step") ? Number(q.get("step")) : undefined,
  viewer: viewer === null ? "pending" : /^\d+$/.test(viewer) ? Number(viewer) : viewer,
  live: q.get("live") === "1",
  lang: q.get("lang"),
  ownPage: true,
});

// The engine check page: the loading stages, then the answer to {"op": "games"}.
import { startEngine } from "./client.js";
const list = document.getElementById("stages");
const out = document.getElementById("out");
try {
  const engine = await startEngine((s) => {
    const li = document.createElement("li");
    li.textContent = `${s.stage} (${s.ms} ms): ${s.detail}`;
    if (s.stage === "error") li.className = "error";
    list.append(li);
  });
  out.textContent = JSON.stringify(await engine.call({ op: "games" }), null, 2);
} catch (err) {
  out.textContent = `engine failed: ${err.message}`;
  out.className = "error";
}

// The home screen (games, resume, import) and the new-game dialog.
import { h, clear } from "./dom.js";
import { t, has, language } from "../i18n/index.js";
import { GAMES, gameModule, rulesUrl } from "./games.js";
import { listSaves, deleteSave, readNames, writeNames } from "./storage.js";
import { ago } from "./ui.js";
import { courses, learnUrl } from "../lessons/courses.js";

export function gameName(game) {
  return has(`game.${game.id}.name`) ? t(`game.${game.id}.name`) : game.name;
}

export async function renderHome(app) {
  const list = document.getElementById("game-list");
  clear(list);
  const learn = await courses();
  for (const game of app.games) {
    const known = Boolean(GAMES[game.id]);
    const mod = known ? await gameModule(game.id) : null;
    list.append(
      h("article", { class: "game-card", dataset: { testid: `game-card-${game.id}` } },
        mod && mod.icon ? mod.icon(64) : null,
        h("div", { class: "game-card-body" },
          h("h3", { text: gameName(game) }),
          has(`game.${game.id}.tagline`) ? h("p", { text: t(`game.${game.id}.tagline`) }) : null,
          h("p", { class: "muted", text: t("home.players", { min: game.min_players, max: game.max_players }) }),
          h("div", { class: "row" },
            h("button", {
              type: "button", class: "btn btn--primary", disabled: !known,
              dataset: { testid: `new-game-${game.id}` }, text: t("home.new"),
              onclick: () => openSetup(app, game),
            }),
            known ? h("a", { class: "btn", href: rulesUrl(game.id, language()), target: "_blank", rel: "noopener", dataset: { testid: `rules-${game.id}` }, text: t("home.rules") }) : null,
            known && learn[game.id] ? h("a", { class: "btn", href: learnUrl(game.id), dataset: { testid: `learn-${game.id}` }, text: t("home.learn") }) : null))),
    );
  }
  renderSaves(app);
}

// The saved games of this browser, most recently played first: each can be resumed (or
// looked at, once finished) or deleted (after a second tap, so nothing is lost by a slip).
export function renderSaves(app) {
  const box = document.getElementById("resume");
  clear(box);
  const saves = listSaves();
  box.hidden = saves.length === 0;
  if (!saves.length) return;
  const rows = saves.map((entry) => {
    const game = app.games.find((g) => g.id === entry.game);
    const progress = entry.progress && entry.progress.key ? t(entry.progress.key, entry.progress.args || {}) : t("home.saved.moves", { count: entry.moves || 0 });
    const del = h("button", { type: "button", class: "btn btn--small", dataset: { testid: "resume-discard" }, text: t("home.saved.delete"),
      onclick: () => {
        if (del.dataset.armed !== "1") {
          del.dataset.armed = "1";
          del.textContent = t("home.saved.delete.confirm");
          return;
        }
        deleteSave(entry.id);
        renderSaves(app);
      } });
    return h("li", { class: `saved${entry.over ? " is-over" : ""}`, dataset: { testid: "saved-game", slot: entry.id, game: entry.game } },
      h("div", { class: "saved-text" },
        h("strong", { text: game ? gameName(game) : entry.game }),
        h("span", { dataset: { testid: "resume-detail" }, text: t("home.saved.detail", {
          players: (entry.players || []).join(", "), progress, when: ago(entry.savedAt),
        }) }),
        entry.over ? h("span", { class: "saved-badge", text: t("home.saved.over") }) : null),
      h("div", { class: "row" },
        h("button", { type: "button", class: `btn btn--small${entry.over ? "" : " btn--primary"}`, dataset: { testid: "resume" },
          text: t(entry.over ? "home.saved.look" : "home.resume"), onclick: () => app.openSave(entry.save, entry.id) }),
        del));
  });
  box.append(h("h2", { text: t("home.resume.title") }), h("ul", { class: "saved-list" }, ...rows));
}

// ---- new-game dialog ---------------------------------------------------------------

const RANDOM = "__random"; // a seat field's "choose for me" (fields whose spec says random: true)
// how well a computer seat plays (the engine's bot levels: its search's budget)
export const LEVELS = Object.freeze(["easy", "normal", "hard"]);
const DEFAULT_LEVEL = "normal";

// A seat's field chosen at random where it asked for it, among the choices no other seat holds.
function resolveRandom(value, spec, taken) {
  if (value !== RANDOM) return value;
  const free = spec.choices.filter((c) => !taken.includes(c));
  const pool = free.length ? free : spec.choices;
  return pool[Math.floor(Math.random() * pool.length)];
}

// firstGame: a learner's first real game after a course: one person, the other seats computers
// at the easy level (a cooperative game: the person alone).
export function openSetup(app, game, { firstGame = false } = {}) {
  const dialog = document.getElementById("setup");
  const colours = game.seat_fields && game.seat_fields.colour ? game.seat_fields.colour.choices : null;
  // other per-seat fields with choices (e.g. a standing habit): one select each, labelled from the catalog
  const extraFields = Object.entries(game.seat_fields || {}).filter(([name, spec]) => name !== "colour" && Array.isArray(spec.choices));
  const state = {
    // a cooperative game is played alone as well: its fewest seats first, else two
    count: game.cooperative ? game.min_players : Math.min(Math.max(2, game.min_players), game.max_players),
    seats: [],
    options: Object.fromEntries(Object.entries(game.options || {}).map(([k, spec]) => [k, spec.default])),
  };
  const defaultName = (i, kind) => t(kind === "bot" ? "setup.default_bot" : "setup.default_name", { n: i + 1 });
  const remembered = readNames();
  for (let i = 0; i < game.max_players; i++) {
    const last = remembered[i];
    // in a cooperative game another seat is another person (a computer only when chosen)
    const kind = game.cooperative || (firstGame && i === 0) ? "human" : firstGame ? "bot" : last ? last.kind : i === 0 ? "human" : "bot";
    const extra = Object.fromEntries(extraFields.map(([name, spec]) => [name, spec.choices.includes(spec.default) ? spec.default : spec.choices[i % spec.choices.length]]));
    const typed = last && last.typed && last.kind === kind;
    const level = firstGame ? "easy" : last && LEVELS.includes(last.level) ? last.level : DEFAULT_LEVEL;
    state.seats.push({ name: typed ? last.name : defaultName(i, kind), kind, level, sameAs: null, colour: colours ? colours[i % colours.length] : undefined, auto: !typed, extra });
  }
  const error = h("p", { class: "form-error", role: "alert", dataset: { testid: "setup-error" }, hidden: true });
  const seatsBox = h("div", { class: "seats" });
  const optionsBox = h("div", { class: "options" });
  const seed = h("input", { id: "setup-seed", type: "text", inputmode: "numeric", autocomplete: "off", maxlength: "100", dataset: { testid: "setup-seed" } });

  const drawSeats = () => {
    clear(seatsBox);
    for (let i = 0; i < state.count; i++) {
      const seat = state.seats[i];
      const name = h("input", { type: "text", value: seat.name, maxlength: "40", required: true, "aria-label": t("setup.field", { seat: t("setup.seat", { n: i + 1 }), field: t("setup.name") }), dataset: { testid: `seat-name-${i}` },
        oninput: (e) => {
          seat.name = e.target.value;
          seat.auto = false;
          for (const o of seatsBox.querySelectorAll(`option[value="same:${i}"]`)) o.textContent = t("setup.kind.same", { name: seat.name });
          drawOptions();
        } });
      // played by a person, a computer, or the same person as an earlier seat (one person may
      // play several seats: no hand-off between them)
      if (seat.sameAs !== null && !(seat.sameAs < i && state.seats[seat.sameAs].kind === "human" && state.seats[seat.sameAs].sameAs === null)) seat.sameAs = null;
      const same = state.seats.slice(0, i).map((s, k) => (s.kind === "human" && s.sameAs === null ? k : null)).filter((k) => k !== null);
      const kind = h("select", { "aria-label": t("setup.field", { seat: t("setup.seat", { n: i + 1 }), field: t("setup.kind") }), dataset: { testid: `seat-kind-${i}` },
        onchange: (e) => {
          const value = e.target.value;
          seat.sameAs = value.startsWith("same:") ? Number(value.slice(5)) : null;
          seat.kind = seat.sameAs === null ? value : "human";
          if (seat.auto) { seat.name = defaultName(i, seat.kind); name.value = seat.name; }
          drawSeats();
        } },
        ...["human", "bot"].map((k) => h("option", { value: k, selected: seat.kind === k && seat.sameAs === null, text: t(`setup.kind.${k}`) })),
        ...same.map((k) => h("option", { value: `same:${k}`, selected: seat.sameAs === k, text: t("setup.kind.same", { name: state.seats[k].name || t("setup.seat", { n: k + 1 }) }) })));
      const row = h("fieldset", { class: "seat-row", style: { "--seat-colour": `var(--c-${seat.colour || "none"})` } },
        h("legend", { text: t("setup.seat", { n: i + 1 }) }),
        h("label", {}, h("span", { text: t("setup.name") }), name),
        h("label", {}, h("span", { text: t("setup.kind") }), kind));
      let levelAbout = null; // placed under the row's fields
      if (seat.kind === "bot") {
        // a computer seat's level, with a line that says honestly how it plays
        const about = h("small", { class: "seat-about muted", dataset: { testid: `seat-level-about-${i}` }, text: t(`setup.level.${seat.level}.about`) });
        const level = h("select", { "aria-label": t("setup.field", { seat: t("setup.seat", { n: i + 1 }), field: t("setup.level") }), dataset: { testid: `seat-level-${i}` },
          onchange: (e) => {
            seat.level = e.target.value;
            about.textContent = t(`setup.level.${seat.level}.about`);
          } },
          ...LEVELS.map((l) => h("option", { value: l, selected: seat.level === l, text: t(`setup.level.${l}`) })));
        row.classList.add("has-level");
        row.append(h("label", {}, h("span", { text: t("setup.level") }), level));
        levelAbout = about;
      }
      if (colours) {
        const colour = h("select", { "aria-label": t("setup.field", { seat: t("setup.seat", { n: i + 1 }), field: t("setup.colour") }), dataset: { testid: `seat-colour-${i}` },
          onchange: (e) => {
            const other = state.seats.findIndex((s, j) => j !== i && j < state.count && s.colour === e.target.value);
            if (other >= 0) state.seats[other].colour = seat.colour; // swap, so colours stay distinct
            seat.colour = e.target.value;
            drawSeats();
          } },
          ...colours.map((c) => h("option", { value: c, selected: seat.colour === c,
            text: has(`insect.${c}`) ? t("setup.colour.option", { colour: t(`colour.${c}`), insect: t(`insect.${c}`) }) : t(`colour.${c}`) })));
        row.append(h("label", { class: "seat-wide" }, h("span", { text: t("setup.colour") }), colour));
      }
      for (const [field, spec] of extraFields) {
        const label = has(`seatfield.${game.id}.${field}`) ? t(`seatfield.${game.id}.${field}`) : field;
        // a line on how the chosen one plays, where the catalog has one (a spirit)
        const about = (c) => (c !== RANDOM && has(`seatfield.${game.id}.${field}.${c}.about`) ? t(`seatfield.${game.id}.${field}.${c}.about`) : "");
        const hint = h("small", { class: "seat-about muted", dataset: { testid: `seat-${field}-about-${i}` }, text: about(seat.extra[field]) });
        const select = h("select", { "aria-label": t("setup.field", { seat: t("setup.seat", { n: i + 1 }), field: label }), dataset: { testid: `seat-${field}-${i}` },
          onchange: (e) => {
            seat.extra[field] = e.target.value === RANDOM ? RANDOM : spec.choices.find((c) => String(c) === e.target.value);
            hint.textContent = about(seat.extra[field]);
          } },
          ...spec.choices.map((c) => h("option", { value: String(c), selected: seat.extra[field] === c,
            text: has(`seatfield.${game.id}.${field}.${c}`) ? t(`seatfield.${game.id}.${field}.${c}`) : String(c) })),
          ...(spec.random ? [h("option", { value: RANDOM, selected: seat.extra[field] === RANDOM, text: t("setup.random") })] : []));
        row.append(h("label", { class: "seat-wide" }, h("span", { text: label }), select), hint);
      }
      if (levelAbout) row.append(levelAbout);
      seatsBox.append(row);
    }
    drawOptions();
  };

  const optionLabel = (name, value) => {
    const key = `options.${game.id}.${name}.${value}`;
    if (typeof value === "number") {
      const seat = state.seats[value];
      return has(`options.${game.id}.${name}.seat`) ? t(`options.${game.id}.${name}.seat`, { name: seat.name, n: value + 1 }) : String(value);
    }
    return has(key) ? t(key) : String(value);
  };

  const drawOptions = () => {
    clear(optionsBox);
    for (const [name, spec] of Object.entries(game.options || {})) {
      const choices = (spec.choices || []).filter((c) => typeof c !== "number" || c < state.count);
      if (!choices.includes(state.options[name])) state.options[name] = spec.default;
      // a choice's short name in the select, what it means on a line under it (where the catalog has one)
      const aboutOf = (c) => (has(`options.${game.id}.${name}.${c}.about`) ? t(`options.${game.id}.${name}.${c}.about`) : "");
      const about = h("small", { class: "option-about muted", dataset: { testid: `option-${name}-about` }, text: aboutOf(state.options[name]) });
      const select = h("select", { dataset: { testid: `option-${name}` }, onchange: (e) => {
        const raw = e.target.value;
        state.options[name] = choices.find((c) => String(c) === raw);
        about.textContent = aboutOf(state.options[name]);
      } }, ...choices.map((c) => h("option", { value: String(c), selected: state.options[name] === c, text: optionLabel(name, c) })));
      const label = has(`options.${game.id}.${name}`) ? t(`options.${game.id}.${name}`) : name;
      // the engine's doc is for developers; a player's hint comes from the catalog
      const help = has(`options.${game.id}.${name}.help`) ? t(`options.${game.id}.${name}.help`) : undefined;
      optionsBox.append(h("label", { class: "option-row", title: help }, h("span", { text: label }), select, about));
    }
  };

  const count = h("select", { id: "setup-players", dataset: { testid: "setup-players" }, onchange: (e) => { state.count = Number(e.target.value); drawSeats(); } });
  for (let n = game.min_players; n <= game.max_players; n++) count.append(h("option", { value: String(n), selected: n === state.count, text: String(n) }));

  const form = h("form", { method: "dialog", class: "setup-form" },
    h("h2", { text: t("setup.title", { game: gameName(game) }) }),
    h("label", { class: "option-row" }, h("span", { text: t("setup.players") }), count),
    seatsBox,
    h("h3", { text: t("setup.options") }),
    optionsBox,
    h("label", { class: "option-row" }, h("span", { text: t("setup.seed") }), seed),
    h("p", { class: "muted small", text: t("setup.seed.hint") }),
    error,
    h("div", { class: "row row--end" },
      h("button", { type: "button", class: "btn", value: "cancel", dataset: { testid: "setup-cancel" }, text: t("setup.cancel"), onclick: () => dialog.close() }),
      h("button", { type: "submit", class: "btn btn--primary", dataset: { testid: "setup-start" }, text: t("setup.start") })),
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = state.seats.slice(0, state.count);
    const shared = chosen.some((s) => s.sameAs !== null);
    const players = chosen.map((s, i) => {
      const seat = { name: s.name.trim() || defaultName(0, s.kind), kind: s.kind };
      if (shared && s.kind === "human") seat.person = `p${(s.sameAs ?? i) + 1}`;
      if (s.kind === "bot") seat.level = s.level; // a person's seat has none (the engine refuses one)
      if (s.colour) seat.colour = s.colour;
      Object.assign(seat, s.extra);
      return seat;
    });
    for (const [field, spec] of extraFields) {  // "choose for me": now, among what the others left
      for (const seat of players) {
        seat[field] = resolveRandom(seat[field], spec, players.filter((o) => o !== seat).map((o) => o[field]));
      }
    }
    writeNames(state.seats.map((s) => ({ name: s.name.trim(), kind: s.kind, level: s.level, typed: !s.auto && Boolean(s.name.trim()) })));
    const raw = seed.value.trim();
    const seedValue = raw === "" ? null : /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
    const err = await app.startNew(game.id, players, state.options, seedValue);
    if (err) {
      error.textContent = t("setup.error", { message: refusalWords(err, players) });
      error.hidden = false;
      error.scrollIntoView({ block: "nearest" });
    } else {
      dialog.close();
    }
  });
  // The engine's refusal in the catalog's words where it has a key: its seat numbers ("seat",
  // "other") as the names typed here, a seat field's value as the dialog shows it.
  const refusalWords = (err, players) => {
    if (!err.key || !has(err.key)) return err.message;
    const args = { ...(err.args || {}) };
    for (const k of ["seat", "other"]) if (typeof args[k] === "number" && players[args[k]]) args[k] = players[args[k]].name;
    for (const [k, v] of Object.entries(args)) {
      const field = extraFields.find(([, spec]) => spec.choices.includes(v));
      if (field && has(`seatfield.${game.id}.${field[0]}.${v}`)) args[k] = t(`seatfield.${game.id}.${field[0]}.${v}`);
    }
    return t(err.key, args);
  };

  drawSeats();
  clear(dialog);
  dialog.append(form);
  dialog.showModal();
}

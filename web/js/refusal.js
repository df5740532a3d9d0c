// The words a player reads when the engine refuses something: the error's catalog key,
// worded by the game module (its own keys) or here (the core's refuse.* and undo.* keys).
// The error's `message` is for developers and is never shown.
import { t } from "../i18n/index.js";

const CORE_KEY = /^(refuse|undo)\./;

// error: the bridge's {code, message, key?, args?}; module: the game module;
// view: the view on screen; seats: [{name}]; player: the seat that tried.
export function refusalText(error, module, view, seats, player) {
  if (!error || !error.key) return error && error.message ? t("game.error", { message: error.message }) : t("refuse.unknown");
  const args = { ...(error.args || {}) };
  if (CORE_KEY.test(error.key)) {
    if (typeof args.seat === "number" && seats[args.seat]) args.seat = seats[args.seat].name;
    return t(error.key, args);
  }
  return module.formatLog({ key: error.key, args, player }, view);
}

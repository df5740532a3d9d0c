// Card ids to display names: "owl-3" is an Owl, "dark_unicorn" the Dark Unicorn.  The name key
// (the id without its copy number) picks the picture and the catalog entries.
import { t } from "../../i18n/index.js";

export function cardKey(id) {
  return String(id).replace(/-\d+$/, "");
}

export function cardName(id) {
  return id === null || id === undefined ? t("grimwood.card.hidden") : t(`grimwood.card.${cardKey(id)}`);
}

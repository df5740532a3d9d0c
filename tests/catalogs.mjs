// For tests run by Node: the page's own i18n module (web/i18n/index.js) given the catalogs
// read from web/i18n/<lang>/*.ftl, as the page would fetch them.  Importing this file loads
// English (or the language in the CATALOG_LANG environment variable).
import { readFileSync } from "node:fs";
import { AREAS, FALLBACK, addCatalog, useLanguage } from "../web/i18n/index.js";

export function useCatalogs(lang) {
  for (const l of new Set([FALLBACK, lang])) {
    const errors = addCatalog(l, AREAS.map((area) => readFileSync(new URL(`../web/i18n/${l}/${area}.ftl`, import.meta.url), "utf8")));
    if (errors.length) throw new Error(`catalog ${l}: ${errors.map((e) => e.message).join("; ")}`);
  }
  useLanguage(lang);
}

useCatalogs(process.env.CATALOG_LANG || FALLBACK);

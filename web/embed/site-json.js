// A JSON file of this site for a teaching board or a lesson (a save, a lesson): never another
// origin, data: or blob:, so a link cannot make the page show someone else's text.  "This site"
// is the one these modules come from, also when a teaching page of another site loads them.
import { t } from "../i18n/index.js";

const SITE = new URL(import.meta.url).origin;
const MAX_BYTES = 2_000_000; // far above any real save or lesson: a bigger file is not one

// {data, url}: the parsed file and its address (what the file's own relative links start from).
export async function readSiteJson(src, base = document.baseURI) {
  const url = new URL(src, base);
  if (url.origin !== SITE) throw new Error(t("embed.error.origin", { src }));
  const res = await fetch(url);
  if (!res.ok) throw new Error(t("embed.error.fetch", { src, status: res.status }));
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new Error(t("embed.error.size", { src }));
  return { data: JSON.parse(text), url: url.href };
}

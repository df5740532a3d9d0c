// A rules page's live positions: every [data-embed-src] element becomes a board.
// (A module file rather than an inline script, so the page's Content-Security-Policy needs no exception.)
import { embedAll } from "../embed/embed.js";

embedAll();

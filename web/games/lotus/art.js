// Lotus artwork: colours and small SVG pictures built in code (no image files,
// nothing fetched).  Pure drawing: no rules here.

export const SEAT_COLOURS = {
  red: "#d8433b",
  blue: "#2d74d6",
  yellow: "#e0a914",
  green: "#3c9a48",
};

export const FLOWER_COLOURS = {
  3: { fill: "#8e6fd6", deep: "#5b3fa6", light: "#e6ddfa" }, // Iris
  4: { fill: "#f5cf48", deep: "#b58d0c", light: "#fdf3c6" }, // Primrose
  5: { fill: "#f7b3cf", deep: "#c9618f", light: "#fde6ef" }, // Cherry Blossom
  6: { fill: "#f59a5c", deep: "#c05d1c", light: "#fde2cf" }, // Lily
  7: { fill: "#e45b9f", deep: "#a3266a", light: "#fad7e8" }, // Lotus
};

export const WILD_STROKE = "#9aa39a";

// A small insect drawn for a colour, in a 24x24 box, as SVG markup.
export function insectBody(colour, { outline = "#fff" } = {}) {
  const c = SEAT_COLOURS[colour] || "#888";
  return {
    red: // ladybug
      `<circle cx="12" cy="13" r="8" fill="${c}" stroke="${outline}" stroke-width="1.5"/>
       <path d="M12 5v16" stroke="#222" stroke-width="1.4"/>
       <circle cx="12" cy="5.5" r="3.2" fill="#222"/>
       <circle cx="8.6" cy="11" r="1.6" fill="#222"/><circle cx="15.4" cy="11" r="1.6" fill="#222"/>
       <circle cx="8.8" cy="16" r="1.4" fill="#222"/><circle cx="15.2" cy="16" r="1.4" fill="#222"/>`,
    blue: // dragonfly
      `<ellipse cx="7" cy="8.5" rx="5.5" ry="2.4" fill="${c}" opacity=".75" stroke="${outline}" stroke-width="1"/>
       <ellipse cx="17" cy="8.5" rx="5.5" ry="2.4" fill="${c}" opacity=".75" stroke="${outline}" stroke-width="1"/>
       <ellipse cx="7.5" cy="13" rx="4.6" ry="2" fill="${c}" opacity=".6" stroke="${outline}" stroke-width="1"/>
       <ellipse cx="16.5" cy="13" rx="4.6" ry="2" fill="${c}" opacity=".6" stroke="${outline}" stroke-width="1"/>
       <rect x="10.8" y="6" width="2.4" height="17" rx="1.2" fill="${c}" stroke="${outline}" stroke-width=".8"/>
       <circle cx="12" cy="5" r="2.4" fill="${c}" stroke="${outline}" stroke-width=".8"/>`,
    yellow: // butterfly
      `<path d="M12 12C8 3 2 4 2.5 9S7 14 12 12Z" fill="${c}" stroke="${outline}" stroke-width="1.2"/>
       <path d="M12 12C16 3 22 4 21.5 9S17 14 12 12Z" fill="${c}" stroke="${outline}" stroke-width="1.2"/>
       <path d="M12 12C8 14 4 18 7 20.5S11.5 17 12 12Z" fill="${c}" stroke="${outline}" stroke-width="1.2"/>
       <path d="M12 12C16 14 20 18 17 20.5S12.5 17 12 12Z" fill="${c}" stroke="${outline}" stroke-width="1.2"/>
       <rect x="11.2" y="6" width="1.6" height="13" rx=".8" fill="#3a2a10"/>`,
    green: // caterpillar
      `<circle cx="5" cy="15" r="3.6" fill="${c}" stroke="${outline}" stroke-width="1"/>
       <circle cx="9.5" cy="13" r="3.8" fill="${c}" stroke="${outline}" stroke-width="1"/>
       <circle cx="14.2" cy="13.6" r="3.8" fill="${c}" stroke="${outline}" stroke-width="1"/>
       <circle cx="18.6" cy="11" r="4.2" fill="${c}" stroke="${outline}" stroke-width="1"/>
       <circle cx="19.8" cy="10" r="1" fill="#222"/>
       <path d="M18 6.8l-1-2.6M20.4 6.8l1-2.6" stroke="#222" stroke-width="1"/>`,
  }[colour] || `<circle cx="12" cy="12" r="8" fill="${c}"/>`;
}

export function insectMarkup(colour, size = 18, options = {}) {
  const body = insectBody(colour, options);
  return `<svg class="lb-insect" data-insect="${colour}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false">${body}</svg>`;
}

// A guardian token: the insect on a disc; the elder guardian gets a silver ring.
export function guardianMarkup(colour, elder = false, size = 30) {
  const c = SEAT_COLOURS[colour] || "#888";
  const ring = elder ? `<circle cx="20" cy="20" r="18" fill="none" stroke="#b9c0c8" stroke-width="4"/>` : "";
  return `<svg class="lb-guardian-svg" data-insect="${colour}" viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="${elder ? 15 : 17}" fill="#fffdf6" stroke="${c}" stroke-width="3.5"/>${ring}
    <g transform="translate(${elder ? 9 : 8} ${elder ? 9 : 8}) scale(${elder ? 0.92 : 1})">${insectBody(colour)}</g>
  </svg>`;
}

// One petal pointing up from the centre (0,0), as an SVG path.
export function petalPath(length, width, inner = 14) {
  const w = width / 2;
  return `M0 ${-inner} C ${w * 1.25} ${-inner - length * 0.25}, ${w} ${-inner - length * 0.8}, 0 ${-inner - length}` +
    ` C ${-w} ${-inner - length * 0.8}, ${-w * 1.25} ${-inner - length * 0.25}, 0 ${-inner} Z`;
}

// A small flower icon for a card or a button: `type` petals in the flower's colour.
export function flowerIconMarkup(type, size = 28) {
  const col = FLOWER_COLOURS[type] || FLOWER_COLOURS[5];
  let petals = "";
  for (let i = 0; i < type; i++) {
    petals += `<path d="${petalPath(13, 10, 3)}" transform="rotate(${(360 / type) * i})" fill="${col.fill}" stroke="${col.deep}" stroke-width="1"/>`;
  }
  return `<svg class="lb-flower-icon" viewBox="-18 -18 36 36" width="${size}" height="${size}" aria-hidden="true" focusable="false">${petals}<circle r="4" fill="#ffe27a" stroke="${col.deep}" stroke-width="1"/></svg>`;
}

export function crownMarkup(size = 14) {
  return `<svg class="lb-crown" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><path d="M3 18 L2 7 L8 11 L12 4 L16 11 L22 7 L21 18 Z" fill="#f2c230" stroke="#8a6500" stroke-width="1.4" stroke-linejoin="round"/></svg>`;
}

export function tokenMarkup(size = 18) {
  return `<svg class="lb-token" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10" fill="#f6d36b" stroke="#a37a12" stroke-width="2"/><text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="700" fill="#6b4d00" font-family="sans-serif">5</text></svg>`;
}

export function powerMarkup(power, size = 18) {
  const inner = {
    elder: `<circle cx="12" cy="12" r="5" fill="#fff" stroke="#8b939c" stroke-width="2"/><circle cx="12" cy="12" r="2" fill="#8b939c"/>`,
    path: `<path d="M4 18 Q12 2 20 18" fill="none" stroke="#fff" stroke-width="2.4"/><circle cx="12" cy="8" r="2.2" fill="#fff"/>`,
    growth: `<path d="M12 19V8M12 8c-4 0-6-3-6-5 3 0 6 2 6 5Zm0 3c3 0 6-2 6-5-3 0-6 2-6 5Z" fill="#fff" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/>`,
  }[power] || "";
  const bg = { elder: "#6f7a86", path: "#7b5cc4", growth: "#3c9a48" }[power] || "#777";
  return `<svg class="lb-power" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><rect x="1" y="1" width="22" height="22" rx="6" fill="${bg}"/>${inner}</svg>`;
}

export function deckMarkup(size = 34) {
  return `<svg class="lb-deck-svg" viewBox="0 0 30 40" width="${size * 0.75}" height="${size}" aria-hidden="true" focusable="false">
    <rect x="5" y="1" width="23" height="33" rx="3" fill="#c9dcc4" stroke="#5c7d58"/>
    <rect x="3" y="3" width="23" height="33" rx="3" fill="#d8e8d2" stroke="#5c7d58"/>
    <rect x="1" y="5" width="23" height="33" rx="3" fill="#eaf4e5" stroke="#5c7d58"/>
    <path d="M12.5 14c-3 3-3 8 0 12 3-4 3-9 0-12Z" fill="#8cbf84"/></svg>`;
}

// A whole petal card (for the card view): `card` is {type, colour, symbols} as in the view.
// The top band and border are the seat colour; its insects stand for the guardian symbols.
export function cardMarkup(card, width = 120) {
  const col = FLOWER_COLOURS[card.type] || FLOWER_COLOURS[5];
  const edge = card.colour ? SEAT_COLOURS[card.colour] : WILD_STROKE;
  const dash = card.colour ? "" : ' stroke-dasharray="6 4"';
  let petals = "";
  for (let i = 0; i < card.type; i++) {
    petals += `<path d="${petalPath(30, 22, 6)}" transform="rotate(${(360 / card.type) * i})" fill="${col.fill}" stroke="${col.deep}" stroke-width="1.5"/>`;
  }
  let insects = "";
  const n = card.colour ? card.symbols : 0;
  for (let k = 0; k < n; k++) {
    const x = 50 - (n - 1) * 14 + k * 28 - 12;
    insects += `<g data-insect="${card.colour}" transform="translate(${x} 112)">${insectBody(card.colour, { outline: "#fffdf6" })}</g>`;
  }
  return `<svg class="lb-card-art" viewBox="0 0 100 140" width="${width}" height="${width * 1.4}" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="96" height="136" rx="10" fill="#fffdf6" stroke="${edge}" stroke-width="4"${dash}/>
    <rect x="4" y="4" width="92" height="96" rx="8" fill="${col.light}"/>
    <rect x="4" y="4" width="92" height="9" rx="4" fill="${edge}"/>
    <text x="11" y="32" font-size="20" font-weight="800" fill="${col.deep}" font-family="sans-serif">${card.type}</text>
    <g transform="translate(52 62)">${petals}<circle r="7" fill="#ffe27a" stroke="${col.deep}" stroke-width="1.5"/></g>
    ${insects}
  </svg>`;
}

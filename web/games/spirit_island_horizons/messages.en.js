// English messages of Horizons of Spirit Island's board: the island drawing's words (land
// names, terrains, pieces).  island.js uses them when no catalog t() is passed in.

export default {
  "horizons.island.aria": { one: "The island: board {boards}", other: "The island: boards {boards}" },
  "horizons.list.sep": ", ",
  "horizons.list.and": "{a} and {b}",
  "horizons.land.name": "{board}{number}",
  "horizons.land.aria": "Land {name}, {terrain}, {where}: {pieces}",
  "horizons.land.coastal": "coastal",
  "horizons.land.inland": "inland",
  "horizons.land.empty": "no pieces",
  "horizons.terrain.jungle": "jungle",
  "horizons.terrain.mountain": "mountain",
  "horizons.terrain.sands": "sands",
  "horizons.terrain.wetland": "wetland",
  "horizons.piece.explorer": { one: "{count} explorer", other: "{count} explorers" },
  "horizons.piece.town": { one: "{count} town", other: "{count} towns" },
  "horizons.piece.city": { one: "{count} city", other: "{count} cities" },
  "horizons.piece.dahan": { one: "{count} dahan", other: "{count} dahan" },
  "horizons.piece.blight": { one: "{count} blight", other: "{count} blight" },
  "horizons.piece.presence": { one: "{count} presence of {spirit}", other: "{count} presence of {spirit}" },
  "horizons.piece.sacred_site": "{pieces} (a sacred site)",
  "horizons.piece.defend": "Defend {count}",
  "horizons.piece.damaged": "{pieces} ({count} damaged)",
  "horizons.spirit.seat": "spirit {n}",
};

"""The island of a layout: its lands, their terrain and coast, the printed pieces, adjacency.

A layout (``solo_G``, ``solo_H``, ``two_boards_GH``, ``three_boards_GHB``; data.json
``layouts``) is one or more island boards; each land is ``<board><number>`` (``G1`` ..
``G8``). Adjacency is each board's own lists plus the layout's cross-board pairs; the ocean
is not a land (a coastal land is one that touches it). Imports only the data and the core's
graph, so the rules, the view, the loader and the tests can all ask these.

>>> isle = island("solo_G")
>>> isle.lands_of_terrain("wetland"), isle.coastal_lands()
(['G2', 'G4'], ['G1', 'G2', 'G3'])
>>> sorted(isle.within(["G1"], 1))
['G1', 'G2', 'G6']
>>> sorted(isle.in_range(["G1", "G7"], 1, source_terrain=("jungle",)))
['G4', 'G5', 'G7', 'G8']
>>> island("two_boards_GH").adjacent("G7")
('G4', 'G5', 'G8', 'H3')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Mapping

from ...core.graph import Graph
from . import data as D


@dataclass(frozen=True)
class Land:
    id: str
    board: str
    number: int
    terrain: str
    coastal: bool
    pieces: Mapping[str, int]  # printed at setup: explorer, town, city, dahan, blight


class Island:
    """The lands of one layout and their graph."""

    def __init__(self, layout: str):
        spec = D.LAYOUTS[layout]
        self.layout = layout
        self.boards: tuple[str, ...] = tuple(spec["boards"])
        self.lands: dict[str, Land] = {}
        adjacency: dict[str, list[str]] = {}
        for b in self.boards:
            for land in D.BOARDS[b]["lands"]:
                self.lands[land["id"]] = Land(land["id"], b, land["number"], land["terrain"], land["coastal"],
                                              dict(land["pieces"]))
                adjacency[land["id"]] = list(land["adjacent"])
        for a, b in spec["cross_board_adjacency"]:
            adjacency[a].append(b)
            adjacency[b].append(a)
        self.graph = Graph(adjacency)

    # ---- one land
    def land(self, land: str) -> Land:
        return self.lands[land]

    def terrain(self, land: str) -> str:
        return self.lands[land].terrain

    def coastal(self, land: str) -> bool:
        return self.lands[land].coastal

    def inland(self, land: str) -> bool:
        return not self.lands[land].coastal

    def board_of(self, land: str) -> str:
        return self.lands[land].board

    def pieces(self, land: str) -> dict[str, int]:
        """The pieces printed on the land (placed at setup)."""
        return dict(self.lands[land].pieces)

    def adjacent(self, land: str) -> tuple[str, ...]:
        """The lands touching ``land`` (sorted; the ocean is not among them)."""
        return tuple(sorted(self.graph.neighbours(land)))

    # ---- sets of lands (each in island order: boards as the layout lists them, then number)
    @property
    def land_ids(self) -> list[str]:
        return list(self.lands)

    def lands_of_terrain(self, *terrains: str) -> list[str]:
        return [l for l, land in self.lands.items() if land.terrain in terrains]

    def coastal_lands(self) -> list[str]:
        return [l for l, land in self.lands.items() if land.coastal]

    def inland_lands(self) -> list[str]:
        return [l for l, land in self.lands.items() if not land.coastal]

    def lands_of_board(self, board: str) -> list[str]:
        return [l for l, land in self.lands.items() if land.board == board]

    def matches(self, land: str, name: str) -> bool:
        """The land is of terrain ``name``, or coastal when ``name`` is "coastal" (an invader
        card's or a target's word for its lands)."""
        return self.coastal(land) if name == "coastal" else self.terrain(land) == name

    def invader_lands(self, card: str) -> list[str]:
        """The lands an invader card acts in (stage III: the lands of either terrain)."""
        names = D.invader_terrains(card)
        return [l for l in self.lands if any(self.matches(l, n) for n in names)]

    # ---- range
    def within(self, sources: Iterable[str], steps: int) -> set[str]:
        """Every land at most ``steps`` lands from one of ``sources`` (range 0: the sources)."""
        return self.graph.within(list(sources), steps)

    def in_range(self, sources: Iterable[str], steps: int, source_terrain: Iterable[str] = ()) -> set[str]:
        """As ``within``, but when ``source_terrain`` is given only sources of those terrains
        count (a power with range "from a Jungle")."""
        terrains = tuple(source_terrain)
        if terrains:
            sources = [s for s in sources if self.terrain(s) in terrains]
        return self.within(sources, steps)

    def reach(self, rng: D.Range, presence: Mapping[str, int], extra: int = 0) -> set[str]:
        """The lands a power of range ``rng`` can target for a spirit with ``presence``
        (land -> count on the island): from its presence, or only from its sacred sites
        (2+ presence), of the source terrain if the range names one; ``extra`` range from
        other effects.

        >>> r = D.card_range("cleansing_floods")
        >>> sorted(island("solo_G").reach(r, {"G2": 1, "G7": 2}))
        ['G1', 'G2', 'G3', 'G4', 'G5', 'G6']
        """
        least = 2 if rng.sacred_site else 1
        sources = [l for l, n in presence.items() if n >= least]
        return self.in_range(sources, rng.steps + extra, rng.source_terrain)

    def distance(self, a: str, b: str) -> int | None:
        return self.graph.distance(a, b)

    # ---- setup
    def setup_pieces(self) -> dict[str, dict[str, int]]:
        """Land -> the pieces printed on it (lands with none omitted)."""
        return {l: dict(land.pieces) for l, land in self.lands.items() if land.pieces}

    def printed_totals(self, board: str | None = None) -> dict[str, int]:
        """How many of each piece the island (or one board) prints."""
        out = {p: 0 for p in D.PIECES}
        for land in self.lands.values():
            if board is None or land.board == board:
                for piece, n in land.pieces.items():
                    out[piece] += n
        return out

    def starting_presence(self, spirit: str, board: str) -> dict[str, int]:
        """Land -> presence the spirit places at setup on its starting ``board``.

        >>> island("solo_G").starting_presence("fathomless_mud_of_the_swamp", "G")
        {'G2': 2}
        """
        out: dict[str, int] = {}
        for rule in D.setup_presence(spirit):
            if "land" in rule:
                land = f"{board}{rule['land']}"
            else:
                lands = [l for l in self.lands_of_board(board) if self.terrain(l) == rule["terrain"]]
                numbers = sorted(self.lands[l].number for l in lands)
                land = f"{board}{numbers[0] if rule['pick'] == 'lowest' else numbers[-1]}"
            out[land] = out.get(land, 0) + rule["count"]
        return out


@lru_cache(maxsize=None)
def island(layout: str) -> Island:
    """The island of a layout (built once; treat it as read-only)."""
    if layout not in D.LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}; layouts: {', '.join(D.LAYOUTS)}")
    return Island(layout)

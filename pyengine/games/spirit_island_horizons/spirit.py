"""A spirit's panel in the state, the power decks, and the pure functions of the spirit phase:
growth, gaining energy, playing cards, elements, innate levels and Time passes for a spirit
(digest: Setup, Spirit phase, Powers: range, innate powers, elements).

The spirit part of a game's state is plain JSON::

    state["spirits"]["0"] = {"spirit": "fathomless_mud_of_the_swamp", "board": "G",
                             "energy": 0,
                             "tracks": {"energy": 0, "card_plays": 0},
                             "hand": [...], "played": [...], "discard": [...],
                             "forgotten": [...],   # its unique cards that left the game
                             "drawn": [...],       # the cards drawn by a gain, until one is kept
                             "forget": False,      # a major was kept: one card must be forgotten
                             "used": [...],        # powers (cards, innates) used this round
                             "growth": None}       # the growth option chosen this round
    state["powers"] = {"minor": {"deck": [...], "discard": [...]}, "major": {...}}

``state["spirits"]`` is keyed by the seat number as text, as presence is in pieces.py (JSON
object keys are text). ``tracks`` counts the presence taken from each track, named as data.py
names the tracks (``energy``, ``card_plays``): 0 at setup, when only the leftmost space is
uncovered, so ``k`` taken leaves ``k + 1`` spaces uncovered; a track of ``n`` spaces holds
``n - 1`` presence at setup. ``drawn`` and ``forget`` hold a gain of a power card between its
two choices (which card to keep, which to forget), so a save in between keeps every card
somewhere and the position loader can count them.

Every function changes the state in place, makes no player's choice (which option, track, land,
card: the caller's arguments) and draws randomness only from the ``core.rng.Rng`` passed in.
A refused step raises IllegalAction with a key ``horizons.refuse.<name>`` (``REFUSALS``) and
changes nothing. The flow (a later step) runs a growth option's icons as ``growth_icons`` gives
them, each with its own functions:

* add presence: ``presence_tracks`` / ``presence_lands`` -> ``add_presence``; or
  ``move_choices`` -> ``move_presence``;
* gain energy: ``gain_energy``;
* gain a power card: ``draw_power_cards`` -> ``keep_power_card`` (-> ``forget_choices`` ->
  ``forget_card`` after a major);
* reclaim: ``reclaim_all``.

>>> from ...core.rng import Rng
>>> from .island import island
>>> from . import pieces as P
>>> isle = island("solo_G")
>>> state = P.setup_state(isle)
>>> state["powers"] = setup_powers(Rng(1))
>>> panel = setup_spirit(state, isle, 0, "fathomless_mud_of_the_swamp", "G")
>>> panel["hand"], state["lands"]["G2"]["presence"]
(['exaltation_of_tangled_growth', 'foul_vapors_and_fetid_muck', 'intractable_thickets_and_thorns', 'open_shifting_waterways'], {'0': 2})
>>> energy_per_turn(state, 0), card_plays(state, 0)
(1, 1)
>>> add_presence(state, isle, 0, {"op": "add_presence", "range": 1}, "energy", "G1")["uncovered"]
{'element': 'plant'}
>>> energy_per_turn(state, 0), elements(state, 0)["plant"]
(1, 1)
"""

from __future__ import annotations

from typing import Mapping

from ...core.errors import IllegalAction
from ...core.rng import Rng
from ...core.validate import distinct, fail, fields, id_list, one_of, whole
from ...core.zones import NOBODY, EVERYONE, Zone, conserve
from . import data as D
from . import pieces as P
from .island import Island

SPIRIT_KEYS: tuple[str, ...] = ("spirit", "board", "energy", "tracks", "hand", "played", "discard", "forgotten",
                                "drawn", "forget", "used", "growth")
TRACKS: tuple[str, ...] = ("energy", "card_plays")  # data.py's names of the two presence tracks
DECKS: tuple[str, ...] = ("minor", "major")
DRAW = 4  # cards drawn by a gain of a power card (keep 1)
MOST_ENERGY = 999  # the rules set no limit; a sane bound (a game lasts at most ~13 rounds of <= 11 energy)

REFUSALS = frozenset({"growth_chosen", "no_growth", "not_a_choice", "track_empty", "not_in_range",
                      "not_in_hand", "no_plays_left", "not_enough_energy", "already_used", "nothing_drawn",
                      "gain_pending", "no_forget", "no_presence", "not_a_deck"})

HAND_ZONE = Zone("hand", seen_by=EVERYONE)
PLAYED_ZONE = Zone("played cards", seen_by=EVERYONE)
DISCARD_ZONE = Zone("discard", seen_by=EVERYONE)
DRAWN_ZONE = Zone("drawn cards", seen_by=EVERYONE)
FORGOTTEN_ZONE = Zone("forgotten cards", seen_by=EVERYONE, holds=lambda c: D.deck_of(c) == "unique")
DECK_ZONES = {d: Zone(f"{d} power deck", seen_by=NOBODY, holds=lambda c, d=d: D.deck_of(c) == d) for d in DECKS}
DECK_DISCARD_ZONES = {d: Zone(f"{d} power discard", seen_by=EVERYONE, holds=lambda c, d=d: D.deck_of(c) == d)
                      for d in DECKS}


def refuse(name: str, message: str, **args) -> IllegalAction:
    """A refused step: key ``horizons.refuse.<name>`` (``REFUSALS``); nothing has changed."""
    assert name in REFUSALS, name
    return IllegalAction(message, key=f"horizons.refuse.{name}", args=args)


def panel(state: dict, seat: int) -> dict:
    """The spirit panel of a seat."""
    return state["spirits"][str(seat)]


def spirit_id(state: dict, seat: int) -> str:
    return panel(state, seat)["spirit"]


# ---- setup ------------------------------------------------------------------------------------

def setup_powers(rng: Rng) -> dict:
    """The power decks of a new game: minor (36) and major (22), each shuffled, face down."""
    out = {}
    for name, cards in (("minor", D.minor_deck()), ("major", D.major_deck())):
        rng.shuffle(cards)
        out[name] = {"deck": cards, "discard": []}
    return out


def new_panel(sid: str, board: str) -> dict:
    """A spirit's panel at setup: its 4 unique cards in hand, its starting energy, both tracks
    full but the leftmost space."""
    return {"spirit": sid, "board": board, "energy": D.start_energy(sid), "tracks": {t: 0 for t in TRACKS},
            "hand": D.unique_powers(sid), "played": [], "discard": [], "forgotten": [], "drawn": [],
            "forget": False, "used": [], "growth": None}


def setup_spirit(state: dict, isle: Island, seat: int, sid: str, board: str) -> dict:
    """Set a spirit up at ``seat`` on its starting ``board``: its panel (``new_panel``) and its
    starting presence placed as its setup says (island.starting_presence). Returns the panel."""
    if sid not in D.SPIRITS:
        raise ValueError(f"unknown spirit {sid!r}")
    if board not in isle.boards:
        raise ValueError(f"board {board!r} is not in layout {isle.layout}")
    new = new_panel(sid, board)
    state.setdefault("spirits", {})[str(seat)] = new
    for land, n in isle.starting_presence(sid, board).items():
        P.add_presence(state, land, seat, n)
    return new


def starting_presence_count(sid: str) -> int:
    return sum(p["count"] for p in D.setup_presence(sid))


def track_presence(sid: str) -> int:
    """The presence a spirit's tracks hold at setup (every space but the leftmost of each)."""
    return sum(len(D.track(sid, t)) - 1 for t in TRACKS)


# ---- the tracks and elements ------------------------------------------------------------------

def uncovered(state: dict, seat: int, name: str) -> list[dict]:
    """The uncovered spaces of a track, leftmost first."""
    p = panel(state, seat)
    return D.track(p["spirit"], name)[: p["tracks"][name] + 1]


def energy_per_turn(state: dict, seat: int) -> int:
    """The energy gained in the spirit phase: the highest uncovered number on the energy track."""
    p = panel(state, seat)
    return D.track_value(p["spirit"], "energy", p["tracks"]["energy"] + 1)


def card_plays(state: dict, seat: int) -> int:
    """Cards that may be played this round: the highest uncovered number on the card-play track."""
    p = panel(state, seat)
    return D.track_value(p["spirit"], "card_plays", p["tracks"]["card_plays"] + 1)


def plays_left(state: dict, seat: int) -> int:
    return max(0, card_plays(state, seat) - len(panel(state, seat)["played"]))


def elements(state: dict, seat: int) -> dict[str, int]:
    """The elements the spirit has now, every element named (0 where none): those of its uncovered
    track spaces (permanent), those printed on its cards played this round and those a one-round
    effect ``{"kind": "elements", "seat": s, "elements": [...]}`` gives it. Never spent: using a
    power takes nothing from this count."""
    p = panel(state, seat)
    out = {e: 0 for e in D.ELEMENTS}
    for name in TRACKS:
        for e, n in D.track_elements(p["spirit"], name, p["tracks"][name] + 1).items():
            out[e] += n
    for card in p["played"]:
        for e in D.elements(card):
            out[e] += 1
    for gift in state.get("effects", ()):  # elements given for this round (Elemental Boon)
        if gift["kind"] == "elements" and gift["seat"] == seat:
            for e in gift["elements"]:
                out[e] += 1
    return out


def gain_energy_phase(state: dict, seat: int) -> int:
    """Spirit phase (b): gain the energy track's value. Returns it."""
    n = energy_per_turn(state, seat)
    panel(state, seat)["energy"] += n
    return n


# ---- growth -----------------------------------------------------------------------------------

def growth_options(state: dict, seat: int) -> list[list[dict]]:
    return D.growth_options(spirit_id(state, seat))


def choose_growth(state: dict, seat: int, index: int) -> list[dict]:
    """Choose this round's growth option (one per round). Returns its icons, for the flow to
    run in any order."""
    p = panel(state, seat)
    if p["growth"] is not None:
        raise refuse("growth_chosen", f"spirit {seat} already chose growth option {p['growth']} this round",
                     seat=seat)
    options = growth_options(state, seat)
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(options):
        raise refuse("not_a_choice", f"growth option {index!r} is not one of 0..{len(options) - 1}", seat=seat)
    p["growth"] = index
    return options[index]


def growth_icons(state: dict, seat: int) -> list[dict]:
    """The icons of the growth option chosen this round."""
    p = panel(state, seat)
    if p["growth"] is None:
        raise refuse("no_growth", f"spirit {seat} has chosen no growth option this round", seat=seat)
    return growth_options(state, seat)[p["growth"]]


def presence_lands_of(state: dict, seat: int) -> dict[str, int]:
    """Land -> the spirit's presence there (lands with none omitted)."""
    key = str(seat)
    return {l: here["presence"][key] for l, here in state["lands"].items() if here["presence"].get(key)}


def sacred_site_lands(state: dict, seat: int) -> list[str]:
    """The lands where the spirit has a sacred site (2 or more of its presence)."""
    return [l for l, n in presence_lands_of(state, seat).items() if n >= 2]


# A spirit's standing rule: one that holds in some lands for as long as a condition does (not one
# that acts at a moment). Rule id -> (state, seat) -> the lands it holds in now. The spirit modules
# fill it; the rules read it where they act and the view shows it on the board.
STANDING_RULES: dict = {}


def standing_rules(state: dict, seat: int) -> dict[str, list[str]]:
    """The spirit's standing rules -> the lands each holds in now (empty: not in effect)."""
    return {r: STANDING_RULES[r](state, seat) for r in D.special_rules(panel(state, seat)["spirit"])
            if r in STANDING_RULES}


def presence_tracks(state: dict, seat: int) -> list[str]:
    """The tracks whose leftmost presence may be taken (those with presence left on them)."""
    p = panel(state, seat)
    return [t for t in TRACKS if p["tracks"][t] < len(D.track(p["spirit"], t)) - 1]


def presence_lands(state: dict, isle: Island, seat: int, icon: Mapping) -> list[str]:
    """The lands an add-presence icon may place in: within its range of one of the spirit's
    presences, of its terrains when it names some; in island order."""
    reach = isle.in_range(presence_lands_of(state, seat), icon["range"])
    terrains = icon.get("terrains")
    return [l for l in isle.land_ids if l in reach and (not terrains or isle.terrain(l) in terrains)]


def _check_icon(icon: Mapping) -> None:
    if icon.get("op") != "add_presence":
        raise refuse("not_a_choice", f"{icon!r} is not an add-presence icon")


def add_presence(state: dict, isle: Island, seat: int, icon: Mapping, track: str, land: str) -> dict:
    """Growth, add presence: take the leftmost presence of ``track`` and place it on ``land``
    (one of ``presence_lands``). Returns the space it uncovered (its number, its element or
    both: a space with two benefits gives both, from now on)."""
    _check_icon(icon)
    if track not in presence_tracks(state, seat):
        raise refuse("track_empty", f"no presence is left to take from track {track!r}", seat=seat, track=str(track))
    if land not in presence_lands(state, isle, seat, icon):
        raise refuse("not_in_range", f"{land!r} is not within range {icon['range']} of spirit {seat}'s presence"
                     + (f" and of terrain {', '.join(icon['terrains'])}" if icon.get("terrains") else ""),
                     seat=seat, land=str(land))
    p = panel(state, seat)
    p["tracks"][track] += 1
    P.add_presence(state, land, seat)
    return {"track": track, "land": land, "uncovered": D.track(p["spirit"], track)[p["tracks"][track]]}


def move_choices(state: dict, isle: Island, seat: int, icon: Mapping) -> dict[str, list[str]]:
    """Instead of a track presence, move one already on the island: origin -> the lands it may
    go to. Our reading: the destination is one the icon could place in (range from any of the
    spirit's presence as it is before the move, its terrains), other than the origin."""
    _check_icon(icon)
    lands = presence_lands(state, isle, seat, icon)
    return {o: [l for l in lands if l != o] for o in presence_lands_of(state, seat)
            if any(l != o for l in lands)}


def move_presence(state: dict, isle: Island, seat: int, icon: Mapping, origin: str, land: str) -> dict:
    """Growth, add presence by moving one of the spirit's presence from ``origin`` to ``land``
    (``move_choices``); the tracks are unchanged."""
    choices = move_choices(state, isle, seat, icon)
    if origin not in choices:
        raise refuse("no_presence", f"spirit {seat} has no presence in {origin!r} to move", seat=seat,
                     land=str(origin))
    if land not in choices[origin]:
        raise refuse("not_in_range", f"{land!r} is not a land this icon may move presence to from {origin}",
                     seat=seat, land=str(land))
    here = state["lands"][origin]["presence"]
    here[str(seat)] -= 1
    if not here[str(seat)]:
        del here[str(seat)]
    P.add_presence(state, land, seat)
    return {"from": origin, "to": land}


def gain_energy(state: dict, seat: int, icon: Mapping) -> int:
    """Growth, gain energy: the printed amount, at once."""
    if icon.get("op") != "gain_energy":
        raise refuse("not_a_choice", f"{icon!r} is not a gain-energy icon")
    panel(state, seat)["energy"] += icon["amount"]
    return icon["amount"]


def reclaim_all(state: dict, seat: int) -> list[str]:
    """Growth, reclaim: every card of the spirit's discard back to its hand. Returns them."""
    p = panel(state, seat)
    back, p["discard"] = p["discard"], []
    p["hand"].extend(back)
    return back


def draw_power_cards(state: dict, seat: int, deck: str, rng: Rng) -> list[str]:
    """Gain a power card, first step: draw 4 from the ``deck`` (minor or major) into the spirit's
    ``drawn``; when the deck runs out its discard is shuffled (with ``rng``) into a new deck.
    Fewer than 4 only when deck and discard together hold fewer. Returns the cards drawn."""
    if deck not in DECKS:
        raise refuse("not_a_deck", f"{deck!r} is not minor or major", deck=str(deck))
    p = panel(state, seat)
    if p["drawn"] or p["forget"]:
        raise refuse("gain_pending", f"spirit {seat} is still gaining a power card", seat=seat)
    pile = state["powers"][deck]
    got: list[str] = []
    while len(got) < DRAW:
        if not pile["deck"]:
            if not pile["discard"]:
                break
            pile["deck"], pile["discard"] = pile["discard"], []
            rng.shuffle(pile["deck"])
        got.append(pile["deck"].pop(0))
    p["drawn"] = got
    return got


def keep_power_card(state: dict, seat: int, card: str) -> dict:
    """Gain a power card, second step: keep ``card`` of the drawn ones (to hand), the others to
    their deck's discard. A kept major means one card must be forgotten (``forget_card``)."""
    p = panel(state, seat)
    if not p["drawn"]:
        raise refuse("nothing_drawn", f"spirit {seat} has drawn no power cards to keep from", seat=seat)
    if card not in p["drawn"]:
        raise refuse("not_a_choice", f"{card!r} is not one of the drawn cards", seat=seat, card=str(card))
    rest = [c for c in p["drawn"] if c != card]
    for c in rest:
        state["powers"][D.deck_of(c)]["discard"].append(c)
    p["drawn"] = []
    p["hand"].append(card)
    p["forget"] = D.deck_of(card) == "major"
    return {"kept": card, "discarded": rest, "forget": p["forget"]}


def forget_choices(state: dict, seat: int) -> list[tuple[str, str]]:
    """The cards that may be forgotten: (place, card) for each in hand, discard, played this round."""
    p = panel(state, seat)
    return [(place, c) for place in ("hand", "discard", "played") for c in p[place]]


def forget_card(state: dict, seat: int, card: str) -> dict:
    """Forget ``card`` (after keeping a major): from hand, discard or played this round (its
    elements stop counting then); a unique card leaves the game (``forgotten``), any other goes
    to its deck's discard."""
    p = panel(state, seat)
    if not p["forget"]:
        raise refuse("no_forget", f"spirit {seat} has no card to forget", seat=seat)
    for place, c in forget_choices(state, seat):
        if c == card:
            break
    else:
        raise refuse("not_a_choice", f"{card!r} is not in spirit {seat}'s hand, discard or played cards",
                     seat=seat, card=str(card))
    p[place].remove(card)
    # a card used this round and then forgotten stays used: its effect may still be running
    deck = D.deck_of(card)
    if deck == "unique":
        p["forgotten"].append(card)
    else:
        state["powers"][deck]["discard"].append(card)
    p["forget"] = False
    return {"card": card, "from": place, "to": "forgotten" if deck == "unique" else f"{deck} discard"}


# ---- playing cards and using powers ----------------------------------------------------------

def play_refusal(state: dict, seat: int, card: str) -> IllegalAction | None:
    """Why ``card`` may not be played now (None: it may): in hand, a play left, energy >= cost,
    no gain of a card half done."""
    p = panel(state, seat)
    if p["drawn"] or p["forget"]:
        return refuse("gain_pending", f"spirit {seat} is still gaining a power card", seat=seat)
    if card not in p["hand"]:
        return refuse("not_in_hand", f"{card!r} is not in spirit {seat}'s hand", seat=seat, card=str(card))
    if plays_left(state, seat) <= 0:
        return refuse("no_plays_left", f"spirit {seat} has played {len(p['played'])} of "
                      f"{card_plays(state, seat)} cards this round", seat=seat)
    if p["energy"] < D.cost(card):
        return refuse("not_enough_energy", f"{card} costs {D.cost(card)}, spirit {seat} has {p['energy']} energy",
                      seat=seat, card=card)
    return None


def playable(state: dict, seat: int) -> list[str]:
    """The cards of the hand that may be played now, in hand order."""
    return [c for c in panel(state, seat)["hand"] if play_refusal(state, seat, c) is None]


def play_card(state: dict, seat: int, card: str) -> dict:
    """Play ``card``: pay its cost at once; its elements count at once, for the rest of the round."""
    why = play_refusal(state, seat, card)
    if why is not None:
        raise why
    p = panel(state, seat)
    p["hand"].remove(card)
    p["played"].append(card)
    p["energy"] -= D.cost(card)
    return {"card": card, "paid": D.cost(card), "energy": p["energy"]}


def use_power(state: dict, seat: int, power: str) -> None:
    """Mark a played card or an innate power of the spirit used this round (each at most once).
    Elements are not spent."""
    p = panel(state, seat)
    if power not in p["played"] and power not in D.innate_powers(p["spirit"]):
        raise refuse("not_a_choice", f"{power!r} is neither a card spirit {seat} played nor its innate power",
                     seat=seat, power=str(power))
    if power in p["used"]:
        raise refuse("already_used", f"spirit {seat} already used {power} this round", seat=seat, power=power)
    p["used"].append(power)


def innate_levels(state: dict, seat: int, iid: str) -> list[int]:
    """The levels (0-based) of an innate power the spirit uses with its elements now:
    ``cumulative`` every level reached, in order; ``replacing`` only the highest reached."""
    have = elements(state, seat)
    reached = D.innate_levels_reached(iid, have)
    if D.innate(iid)["mode"] == "replacing":
        return reached[-1:]
    return reached


def thresholds_met(state: dict, seat: int, card: str) -> list[int]:
    """The indexes of ``card``'s own threshold blocks that the spirit's elements meet now."""
    have = elements(state, seat)
    return [i for i, t in enumerate(D.thresholds(card)) if D.meets(t.elements, have)]


def time_passes(state: dict, seat: int) -> list[str]:
    """Time passes for the spirit: its played cards to its discard; ``used`` and ``growth``
    reset. Returns the cards discarded."""
    p = panel(state, seat)
    gone, p["played"] = p["played"], []
    p["discard"].extend(gone)
    p["used"] = []
    p["growth"] = None
    return gone


# ---- the loader's check -----------------------------------------------------------------------

def layout(state: dict):
    """Every power-card zone: the decks and their discards, each spirit's hand, played cards,
    discard, drawn cards and forgotten cards."""
    for d in DECKS:
        yield DECK_ZONES[d], None, state["powers"][d]["deck"]
        yield DECK_DISCARD_ZONES[d], None, state["powers"][d]["discard"]
    for key in sorted(state["spirits"], key=int):
        p = state["spirits"][key]
        for zone, field in ((HAND_ZONE, "hand"), (PLAYED_ZONE, "played"), (DISCARD_ZONE, "discard"),
                            (DRAWN_ZONE, "drawn"), (FORGOTTEN_ZONE, "forgotten")):
            yield zone, int(key), p[field]


def _time_passing(state: dict) -> bool:
    """The flow asks its decisions of Time passes (frames on the round about to do it, no
    power phase): the flow's own check says which frames may lie there."""
    flow = state.get("flow")
    return isinstance(flow, list) and len(flow) > 1 and all(isinstance(f, dict) for f in flow[:2]) \
        and flow[0].get("kind") == "round" and flow[0].get("phase") == "time" \
        and flow[1].get("kind") not in ("powers", "together")


def _uniques_in_play(state: dict) -> set[str]:
    """The unique cards of the spirits in play (those of the panels that name a spirit)."""
    return {c for q in state.get("spirits", {}).values() if isinstance(q, dict) and isinstance(q.get("spirit"), str)
            and q["spirit"] in D.SPIRITS for c in D.unique_powers(q["spirit"])}


def check_spirit(state: dict, seat: int, isle: Island | None = None) -> None:
    """The position loader's check of one spirit panel: exactly its fields; a known spirit on a
    board of the island; energy 0..MOST_ENERGY (999: the rules set no bound); each track's count
    0..its length - 1; every card id known, a minor or major or a unique card of a spirit in play
    (one may be given to another spirit), in one place only; its 4 unique cards somewhere (a
    spirit's hand, played, discard, forgotten; drawn never); forgotten only unique cards; drawn
    at most 4 and only minor or major cards of one deck, never with a forget owed; played at most the card plays uncovered; ``used`` distinct
    played cards (or cards forgotten since they were used) or its innate powers; ``growth`` null or an option's index; and, when the lands
    are in the state, its presence on the island + destroyed + on the tracks = the presence it
    started with. Raises PositionError naming the first defect."""
    where = f"spirit {seat}"
    p = fields(state.get("spirits", {}).get(str(seat)), SPIRIT_KEYS, where)
    sid = p["spirit"]
    if not isinstance(sid, str) or sid not in D.SPIRITS:
        fail(f"{where} is {sid!r}, which is not a spirit of this game")
    boards = isle.boards if isle is not None else tuple(D.BOARDS)
    one_of(p["board"], list(boards), f"{where}'s starting board")
    whole(p["energy"], f"{where}'s energy", 0, MOST_ENERGY)
    tracks = fields(p["tracks"], TRACKS, f"{where}'s tracks")
    for t in TRACKS:
        whole(tracks[t], f"the presence taken from {where}'s {t} track", 0, len(D.track(sid, t)) - 1)
    # a unique card may be another spirit's in play: given from hand (Entwined Power's threshold)
    allowed = set(D.MINOR) | set(D.MAJOR) | _uniques_in_play(state)
    seen: dict[str, str] = {}
    for key in ("hand", "played", "discard", "forgotten", "drawn"):
        id_list(p[key], f"{where}'s {key}", most=len(allowed))
        for c in p[key]:
            if c not in D.POWERS:
                fail(f"{where}'s {key} holds {c!r}, which is not a power card")
            if c not in allowed:
                fail(f"{where}'s {key} holds {c}, a unique card of another spirit, not in play")
            if c in seen:
                fail(f"card {c} is both in {where}'s {seen[c]} and in its {key}")
            seen[c] = key
    for c in D.unique_powers(sid):
        if not any(c in q[k] for q in state["spirits"].values() if isinstance(q, dict)
                   for k in ("hand", "played", "discard", "forgotten") if isinstance(q.get(k), list)):
            fail(f"{where}'s unique card {c} is nowhere: it must be in a spirit's hand, played, discard or forgotten "
                 f"cards")
    for c in p["forgotten"]:
        if D.deck_of(c) != "unique":
            fail(f"{where}'s forgotten cards hold {c}, a {D.deck_of(c)} card (it goes to its deck's discard)")
    if len(p["drawn"]) > DRAW:
        fail(f"{where} has drawn {len(p['drawn'])} cards, more than {DRAW}")
    if len({D.deck_of(c) for c in p["drawn"]} - set(DECKS)) or len({D.deck_of(c) for c in p["drawn"]}) > 1:
        fail(f"{where}'s drawn cards must all come from one power deck (minor or major)")
    if not isinstance(p["forget"], bool):
        fail(f"{where}'s forget must be true or false")
    if p["forget"] and p["drawn"]:
        fail(f"{where} cannot owe a forgotten card while it still has drawn cards to keep one from")
    plays = D.track_value(sid, "card_plays", tracks["card_plays"] + 1)
    if len(p["played"]) > plays:
        fail(f"{where} has played {len(p['played'])} cards, more than its {plays} card plays")
    id_list(p["used"], f"{where}'s used powers")
    distinct(p["used"], f"{where}'s used powers")
    for power in p["used"]:
        # a card used and then forgotten this round (after a major was gained) is used still
        gone = power in D.POWERS and power not in p["hand"] and power not in p["discard"] and power not in p["drawn"]
        # reclaimed as Time passes while another spirit is still asked (Gift of Constancy)
        reclaimed = power in p["hand"] and _time_passing(state)
        if power not in p["played"] and power not in D.innate_powers(sid) and not gone and not reclaimed:
            fail(f"{where} used {power!r}, which is neither a card it played this round (or forgot since) nor its "
                 f"innate power")
    if p["growth"] is not None:
        whole(p["growth"], f"{where}'s growth option", 0, len(D.growth_options(sid)) - 1)
    if isinstance(state.get("lands"), dict):
        on_island = sum(here["presence"].get(str(seat), 0) for here in state["lands"].values())
        destroyed = state.get("destroyed_presence", {}).get(str(seat), 0)
        on_tracks = track_presence(sid) - tracks["energy"] - tracks["card_plays"]
        total = starting_presence_count(sid) + track_presence(sid)
        if on_island + destroyed + on_tracks != total:
            fail(f"{where} has {on_island} presence on the island, {destroyed} destroyed and {on_tracks} on its "
                 f"tracks: {on_island + destroyed + on_tracks}, not the {total} it has in all")


def check_powers(state: dict, isle: Island | None = None) -> None:
    """The loader's check of the power cards: ``state["powers"]`` exactly minor and major with a
    deck and a discard each, every spirit panel (``check_spirit``), and every minor, major and
    in-play unique card in exactly one place (core.zones conserve)."""
    powers = fields(state.get("powers"), DECKS, "the power decks")
    for d in DECKS:
        fields(powers[d], ("deck", "discard"), f"the {d} power deck")
        for key in ("deck", "discard"):
            id_list(powers[d][key], f"the {d} power {key}", most=len(D.POWERS))
    spirits = state.get("spirits")
    if not isinstance(spirits, dict) or not spirits:
        fail("spirits must be an object seat -> panel, with at least one spirit")
    for key in spirits:
        if not (isinstance(key, str) and key.isdigit() and str(int(key)) == key):
            fail(f"spirits is keyed {key!r}, which is not a seat number")
        check_spirit(state, int(key), isle)
    ids = [spirits[k]["spirit"] for k in spirits]
    distinct(ids, "the spirits in play")
    universe = set(D.MINOR) | set(D.MAJOR) | {c for sid in ids for c in D.unique_powers(sid)}
    conserve(layout(state), universe, "power card")

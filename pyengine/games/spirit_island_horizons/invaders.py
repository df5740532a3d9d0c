"""The invader deck and the invader actions: Explore (with the stage II action, decision D01),
Build, Ravage, Advance, and the first Explore before round 1 (digest: Setup, Invaders).

The invader part of a game's state is plain JSON::

    state["invader"] = {"deck": [...],          # face down, top first
                        "explore": None,        # the card in each space, or None
                        "build": "stage1_jungle",
                        "ravage": None,
                        "discard": [...],       # oldest first
                        "removed": [...],       # one of each stage, removed unseen at setup
                        "special_done": [...]}  # stage II cards whose special action fired

``removed`` is never shown (it is in the state only so that conservation counts every card).

Every function is pure: it changes the state in place (pieces through pieces.py), makes no
player's choice (which land a stage II town goes to, where a cascade goes, how the dahan's
counter-attack is split: the caller's arguments) and draws randomness only from the
``core.rng.Rng`` passed in. The flow frames (a later step) call the small steps below in order;
each step's docstring says where it stands in its action:

* Explore: ``reveal`` -> ``special_choices`` / ``apply_special`` (only when ``special_pending``)
  -> ``explore_lands`` -> ``add_explorers``;
* Build: ``build_lands`` -> ``build_land`` for each;
* Ravage: ``ravage_lands`` -> for each land, in the players' order: ``ravage_damage`` ->
  ``ravage_blight`` (-> ``cascade`` while one is owed) -> ``ravage_dahan`` -> ``counterattack``
  (the caller splits it with pieces.damage);
* Advance: ``advance``.

>>> from ...core.rng import Rng
>>> from .island import island
>>> from . import pieces as P
>>> isle = island("solo_G")
>>> state = P.setup_state(isle)
>>> state["invader"] = setup_invader_deck(Rng(7))
>>> [len(state["invader"][k]) for k in ("deck", "removed")]
[12, 3]
>>> first = first_explore(state, isle)
>>> first["card"] == state["invader"]["build"], state["invader"]["explore"]
(True, None)
"""

from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.rng import Rng
from ...core.validate import distinct, fail, fields, id_list
from ...core.zones import EVERYONE, NOBODY, Zone, conserve
from . import data as D
from . import pieces as P
from .island import Island

SPACES: tuple[str, ...] = ("explore", "build", "ravage")  # right to left on the invader track
INVADER_KEYS: tuple[str, ...] = ("deck", "explore", "build", "ravage", "discard", "removed", "special_done")
EXPLORE_REASONS: tuple[str, ...] = ("town_or_city", "adjacent_town_or_city", "coastal")

LOSS_INVADER_DECK = "loss_invader_deck_empty"  # the outcome reason id (fear.py lists them all)

REFUSALS = frozenset({"not_a_choice", "not_adjacent", "no_cascade", "special_not_pending", "special_pending"})

DECK_ZONE = Zone("invader deck", seen_by=NOBODY)
REMOVED_ZONE = Zone("invader cards removed unseen", seen_by=NOBODY)
SPACE_ZONES = {s: Zone(f"{s} space", seen_by=EVERYONE) for s in SPACES}
DISCARD_ZONE = Zone("invader discard", seen_by=EVERYONE)


def refuse(name: str, message: str, **args) -> IllegalAction:
    """A refused step: key ``horizons.refuse.<name>`` (``REFUSALS``); nothing has changed."""
    assert name in REFUSALS, name
    return IllegalAction(message, key=f"horizons.refuse.{name}", args=args)


def _inv(state: dict) -> dict:
    return state["invader"]


# ---- setup ------------------------------------------------------------------------------------

def setup_invader_deck(rng: Rng) -> dict:
    """The invader part of a new game: the cards sorted by stage, each stage shuffled, one card
    of each removed unseen, then 3 stage I on top, 4 stage II, 5 stage III at the bottom
    (digest, Setup; the counts are data.py ``invader_deck_sizes``). Nothing revealed yet."""
    sizes = D.invader_deck_sizes()
    deck: list[str] = []
    removed: list[str] = []
    for stage in D.STAGES:
        cards = D.invader_cards(stage)
        rng.shuffle(cards)
        removed.append(cards.pop(0))
        if len(cards) != sizes[stage]:
            raise ValueError(f"stage {stage} has {len(cards)} cards after one is removed, not {sizes[stage]}")
        deck.extend(cards)
    return {"deck": deck, "explore": None, "build": None, "ravage": None, "discard": [], "removed": removed,
            "special_done": []}


def stage(state: dict) -> int | None:
    """The invader stage shown: the stage of the top card of the deck (None: the deck is empty)."""
    deck = _inv(state)["deck"]
    return D.invader_stage(deck[0]) if deck else None


# ---- lands ------------------------------------------------------------------------------------

def card_lands(isle: Island, card: str | None) -> list[str]:
    """The lands an invader card acts in, in island order: those of its terrain; a stage III
    card's two terrains both; the coastal stage II card every coastal land; no card, none."""
    return [] if card is None else isle.invader_lands(card)


def _town_or_city(state: dict, land: str) -> bool:
    return P.count(state, land, "town") + P.count(state, land, "city") > 0


# ---- explore ----------------------------------------------------------------------------------

def reveal(state: dict) -> dict:
    """Explore, step 1: reveal the top card of the deck into the Explore space.

    An empty deck: the players lose; this returns ``{"card": None, "outcome":
    "loss_invader_deck_empty"}`` and changes nothing (it does not raise). Otherwise
    ``{"card": id, "stage": n}``. The Explore space must be empty (Advance empties it)."""
    inv = _inv(state)
    if inv["explore"] is not None:
        raise ValueError(f"the Explore space already holds {inv['explore']}")
    if not inv["deck"]:
        return {"card": None, "outcome": LOSS_INVADER_DECK}
    card = inv["deck"].pop(0)
    inv["explore"] = card
    return {"card": card, "stage": D.invader_stage(card)}


def special_pending(state: dict, option: bool = True) -> bool:
    """Explore, step 2 (ask): the card in the Explore space carries the stage II action, the
    option is on (it is by default) and this card's action has not fired yet (decision D01:
    once per card, on its first reveal, before its explorers)."""
    inv = _inv(state)
    card = inv["explore"]
    return bool(option and card is not None and D.has_stage2_special(card) and card not in inv["special_done"])


def special_choices(state: dict, isle: Island) -> dict[str, list[str]]:
    """Explore, step 2 (the choice): for each island board in play, the lands of that board
    without a town, where the stage II action may add its town (a city there does not
    prevent it; decision D01). A board whose every land has a town gets none (an empty list).
    The players pick one land per board that has any."""
    return {b: [l for l in isle.lands_of_board(b) if P.count(state, l, "town") == 0] for b in isle.boards}


def apply_special(state: dict, isle: Island, choice: dict[str, str], option: bool = True) -> dict:
    """Explore, step 2 (apply): add 1 town to the chosen land of each board (``choice``: board
    -> land, one for every board that has a candidate, none for a board without) and mark the
    card's action as done. Refused, changing nothing, when no action is pending or the choice
    is not exactly one candidate per board that has any."""
    if not special_pending(state, option):
        raise refuse("special_not_pending", "no stage II action is waiting", card=_inv(state)["explore"])
    options = special_choices(state, isle)
    wanted = {b for b, lands in options.items() if lands}
    if not isinstance(choice, dict) or set(choice) != wanted or any(choice[b] not in options[b] for b in wanted):
        raise refuse("not_a_choice", f"pick one land without a town on each of the boards {sorted(wanted)}",
                     choice=str(choice))
    added = [P.add(state, "town", choice[b], 1)["land"] for b in isle.boards if b in wanted]
    card = _inv(state)["explore"]
    _inv(state)["special_done"].append(card)
    return {"card": card, "towns": added}


def explore_lands(state: dict, isle: Island) -> dict[str, list[str]]:
    """Explore, step 3: the lands of the card in the Explore space that get an explorer, each
    with its reasons (``EXPLORE_REASONS``, in that order): it has a town or city, it is
    adjacent to a land with a town or city, it is coastal. Computed on the island as it is
    now, before any explorer is added (explorers do not make reasons anyway)."""
    out: dict[str, list[str]] = {}
    for land in card_lands(isle, _inv(state)["explore"]):
        reasons = []
        if _town_or_city(state, land):
            reasons.append("town_or_city")
        if any(_town_or_city(state, a) for a in isle.adjacent(land)):
            reasons.append("adjacent_town_or_city")
        if isle.coastal(land):
            reasons.append("coastal")
        if reasons:
            out[land] = reasons
    return out


def add_explorers(state: dict, isle: Island, option: bool = True) -> dict:
    """Explore, step 4: add 1 explorer to each land of ``explore_lands`` (all reasons computed
    first). Refused while the card's stage II action is pending."""
    if special_pending(state, option):
        raise refuse("special_pending", "the stage II action comes before the explorers",
                     card=_inv(state)["explore"])
    lands = explore_lands(state, isle)
    for land in lands:
        P.add(state, "explorer", land, 1)
    return {"card": _inv(state)["explore"], "explored": lands}


def explore(state: dict, isle: Island, option: bool = True) -> dict:
    """Explore in one call when no choice is needed: reveal, then the explorers. When the
    revealed card's stage II action is pending this stops after the reveal and returns
    ``"special": special_choices(...)``; the caller applies the choice (``apply_special``) and
    then calls ``add_explorers``. An empty deck returns the loss (see ``reveal``)."""
    shown = reveal(state)
    if shown["card"] is None:
        return shown
    if special_pending(state, option):
        return dict(shown, special=special_choices(state, isle))
    return dict(shown, **add_explorers(state, isle, option))


# ---- build ------------------------------------------------------------------------------------

def build_lands(state: dict, isle: Island) -> list[str]:
    """Build, step 1: the lands of the card in the Build space that have any invaders (none
    when the space is empty)."""
    return [l for l in card_lands(isle, _inv(state)["build"]) if P.has_invaders(state, l)]


def build_piece(state: dict, land: str) -> str:
    """What a build adds: a city when the land has more towns than cities, else a town."""
    return "city" if P.count(state, land, "town") > P.count(state, land, "city") else "town"


def build_land(state: dict, land: str) -> dict:
    """Build, step 2, in one land: add a city or a town (``build_piece``)."""
    return P.add(state, build_piece(state, land), land, 1)


def build(state: dict, isle: Island) -> list[dict]:
    """Build in every land of ``build_lands`` (the order does not matter: one build never
    changes another land)."""
    return [build_land(state, land) for land in build_lands(state, isle)]


# ---- ravage -----------------------------------------------------------------------------------

def ravage_lands(state: dict, isle: Island) -> list[str]:
    """Ravage, step 1: the lands of the card in the Ravage space that have invaders; none when
    the space is empty (rounds 1 and 2). The players choose the order."""
    return [l for l in card_lands(isle, _inv(state)["ravage"]) if P.has_invaders(state, l)]


def ravage_damage(state: dict, land: str) -> int:
    """Ravage of one land, step 1: the damage the invaders deal (x1, x2, x3 minus Defend)."""
    return P.invader_damage(state, land)


def _cascade_info(isle: Island, land: str, added: dict) -> dict:
    owed = added["cascades"] > 0 and not added["pool_empty"]
    return {"land": land, "blight": added["added"] > 0, "presence_destroyed": added["presence_destroyed"],
            "pool_empty": added["pool_empty"], "cascade": owed,
            "cascade_to": list(isle.adjacent(land)) if owed else []}


def ravage_blight(state: dict, isle: Island, land: str, amount: int) -> dict:
    """Ravage of one land, step 2: 2 or more damage adds 1 blight to the land (destroying one
    presence of each spirit there); 1 or 0 adds none. When the land already had blight a
    cascade is owed: ``"cascade": True`` and ``"cascade_to"`` the adjacent lands the players
    pick from (then ``cascade``). No cascade once the blight pool is empty (the players lost)."""
    if not P.land_takes_blight(amount):
        return {"land": land, "blight": False, "presence_destroyed": {}, "pool_empty": P.blight_pool_empty(state),
                "cascade": False, "cascade_to": []}
    return _cascade_info(isle, land, P.add(state, "blight", land, 1))


def cascade(state: dict, isle: Island, source: str, to: str) -> dict:
    """Ravage of one land, step 2b: the cascading blight from ``source`` goes to ``to``, an
    adjacent land the players chose. Returns as ``ravage_blight``: a land that already had
    blight cascades again (cascades chain). Refused when ``to`` is not adjacent."""
    P.land_of(state, source)
    if to not in isle.adjacent(source):
        raise refuse("not_adjacent", f"a cascade from {source} goes to an adjacent land, not {to}",
                     source=source, destination=str(to))
    return _cascade_info(isle, to, P.add(state, "blight", to, 1))


def ravage_dahan(state: dict, land: str, amount: int) -> dict:
    """Ravage of one land, step 3: the same damage to the dahan there (pieces.ravage_dahan)."""
    return P.ravage_dahan(state, land, amount)


def counterattack(state: dict, land: str) -> int:
    """Ravage of one land, step 4: the damage the surviving dahan deal back, 2 each, even when
    the invaders dealt 0; the players split it among the invaders (the caller, with
    pieces.damage)."""
    return P.counterattack_damage(state, land)


def ravage_land(state: dict, isle: Island, land: str) -> dict:
    """The ravage of one land up to its choices: steps 1-4 in order. A cascade owed is
    returned (``blight["cascade_to"]``) for the caller to resolve with ``cascade``; its order
    against the dahan damage does not matter (it puts blight elsewhere)."""
    amount = ravage_damage(state, land)
    blight = ravage_blight(state, isle, land, amount)
    dahan = ravage_dahan(state, land, amount)
    return {"land": land, "damage": amount, "blight": blight, "dahan": dahan,
            "counterattack": counterattack(state, land)}


# ---- advance and the first explore ------------------------------------------------------------

def advance(state: dict) -> dict:
    """Advance: each card moves one space left, Explore -> Build -> Ravage -> discard."""
    inv = _inv(state)
    moved = {"discarded": inv["ravage"]}
    if inv["ravage"] is not None:
        inv["discard"].append(inv["ravage"])
    inv["ravage"], inv["build"], inv["explore"] = inv["build"], inv["explore"], None
    moved.update(ravage=inv["ravage"], build=inv["build"])
    return moved


def first_explore(state: dict, isle: Island, option: bool = True) -> dict:
    """The invaders' first action, before round 1: reveal the top card, Explore it, then move
    it to the Build space (nothing moves to Ravage). The top card is stage I (no special)."""
    inv = _inv(state)
    if any(inv[s] is not None for s in SPACES) or inv["discard"]:
        raise ValueError("the first Explore comes before any invader card is out")
    out = explore(state, isle, option)
    if out["card"] is None or "special" in out:
        return out
    inv["build"], inv["explore"] = inv["explore"], None
    return out


# ---- the loader's check -----------------------------------------------------------------------

def layout(state: dict):
    """Every zone of the invader part: (zone, None, its list of card ids)."""
    inv = _inv(state)
    yield DECK_ZONE, None, inv["deck"]
    for s in SPACES:
        yield SPACE_ZONES[s], None, [] if inv[s] is None else [inv[s]]
    yield DISCARD_ZONE, None, inv["discard"]
    yield REMOVED_ZONE, None, inv["removed"]


def check_invaders(state: dict) -> None:
    """The position loader's check of ``state["invader"]``: exactly its fields; every invader
    card in exactly one place (core.zones conserve); one card of each stage removed; the deck
    holds at most 12 and is ordered by stage (I on top); no revealed card of a later stage
    than a card still in the deck, and those out in the order they came (discard oldest
    first, then Ravage, Build, Explore); ``special_done`` lists distinct stage II cards with the
    action that have been revealed. Raises PositionError naming the first defect."""
    inv = fields(state.get("invader"), INVADER_KEYS, "the invader cards")
    for s in SPACES:
        if inv[s] is not None and not isinstance(inv[s], str):
            fail(f"the {s} space must hold a card id or null")
    for key in ("deck", "discard", "removed", "special_done"):
        id_list(inv[key], f"the invader {key}", most=len(D.INVADERS))
    conserve(layout(state), set(D.INVADERS), "invader card")
    if sorted(D.invader_stage(c) for c in inv["removed"]) != list(D.STAGES):
        fail(f"one invader card of each stage is removed at setup, not {inv['removed']}")
    sizes = D.invader_deck_sizes()
    if len(inv["deck"]) > sum(sizes.values()):
        fail(f"the invader deck holds {len(inv['deck'])} cards, more than {sum(sizes.values())}")
    stages = [D.invader_stage(c) for c in inv["deck"]]
    if stages != sorted(stages):
        fail("the invader deck must hold stage I cards above stage II above stage III")
    out = list(inv["discard"]) + [inv[s] for s in reversed(SPACES) if inv[s] is not None]  # oldest first
    drawn = [D.invader_stage(c) for c in out]
    if drawn != sorted(drawn):
        fail("the invader cards out of the deck must have come out in stage order (discard, Ravage, Build, Explore)")
    if stages and drawn and drawn[-1] > stages[0]:
        fail("a revealed invader card is of a later stage than a card still in the deck")
    distinct(inv["special_done"], "special_done")
    for card in inv["special_done"]:
        if card not in D.INVADERS or not D.has_stage2_special(card) or card not in out:
            fail(f"special_done lists {card!r}, which is not a revealed stage II card with the action")

"""The 22 major powers as programs (ops.py), and the operations and one-round effects they need
that the shared ones do not give.

Most majors are plain steps; these change the round, through ``state["effects"]`` and the hooks
the shared modules read (each says where):

* ``{"kind": "skip", "land"}``: invaders skip every action there (phases.skipped): Paralyzing
  Fright, Indomitable Claim.
* ``{"kind": "dahan_health", "land", "n"}``, ``{"kind": "dahan_unharmed", "land"}`` (pieces.py)
  and ``{"kind": "no_blight", "land"}`` (decide.added_blight): Infinite Vitality.
* ``{"kind": "vengeance", "land", "seat", "adjacent"}``: after each effect that destroys towns,
  cities or dahan there, 1 damage per piece destroyed (acts.AFTER_DESTROY, below).
* ``{"kind": "powerstorm", "seat", "n", "repeated"}``: the seat may repeat ``n`` more power cards
  (each once), paying their cost again, as each is done (phases.AFTER_USE, below).

Our readings where the card text leaves a choice are noted at the card; the data file's
paraphrase (data.json ``powers.major``) is the text followed.
"""

from __future__ import annotations

from ...core.validate import fail

from . import acts as A
from . import data as D
from . import decide as X
from . import frames_check as FC
from . import growth as G
from . import minor_powers as MP
from . import ops as O
from . import phases as PH
from . import pieces as P
from . import spirit as S
from . import targeting as T

CITY_TOWN = ["town", "city"]


# ---- lands to choose from ----------------------------------------------------------------------

@O.OPS.define("pick_land")
def _pick_land(ctx, effect, step):
    """Choose a land (into vars[as]) among the union of ``lands`` (ops.lands specs), kept to
    those within ``within`` of the user's presence, holding one of ``with`` (kinds, as ops
    counts them), other than the target when ``not_target``."""
    state, isle = ctx.state, A.isle_of(ctx.state)
    where = set()
    for spec in step["lands"]:
        where.update(O.lands(state, effect, spec))
    if "within" in step:
        where &= set(isle.in_range(S.presence_lands_of(state, effect["player"]), step["within"]))
    if step.get("not_target"):
        where.discard(effect.get("land"))
    if "with" in step:
        where = {l for l in where if sum(O._count(state, l, k, effect["player"]) for k in step["with"])}
    chosen = [l for l in isle.land_ids if l in where]
    if chosen:
        return X.land_frame(effect["player"], chosen, step["as"], step.get("purpose", "land"))


# ---- defend that moves with the dahan (The Trees and Stones Speak of War) ----------------------

@O.OPS.define("shift_defend")
def _shift_defend(ctx, effect, step):
    """Move ``n`` of the target's Defend to each land in vars[var] (a pushed dahan's Defend)."""
    land = effect["land"]
    for to in O.lands(ctx.state, effect, {"var": step["var"]}):
        n = min(step["n"], ctx.state["lands"][land]["defend"])
        if n:
            ctx.state["lands"][land]["defend"] -= n
            A.defend(ctx, to, n)


# ---- presence: from the tracks (Indomitable Claim), destroyed (Blazing Renewal) -----------------

@O.OPS.define("choose_track")
def _choose_track(ctx, effect, step):
    """Which track the user takes a presence from (vars["track"]: its index in vars["tracks"],
    or in S.presence_tracks when only one has presence left); asked only when both have some."""
    tracks = S.presence_tracks(ctx.state, effect["player"])
    if len(tracks) == 1:
        effect["vars"]["track"] = 0
    if len(tracks) > 1:
        effect["vars"]["tracks"] = tracks
        return X.option_frame(effect["player"], [f"horizons.option.track_{t}" for t in tracks], "track")


@O.OPS.define("presence_from_track")
def _presence_from_track(ctx, effect, step):
    """Add one of the user's presence from the track chosen to the target, whatever its terrain
    (the space it uncovers counts at once, as in growth)."""
    state, seat, land = ctx.state, effect["player"], effect["land"]
    tracks = effect["vars"].get("tracks") or S.presence_tracks(state, seat)
    if "track" not in effect["vars"] or not tracks:
        return  # both tracks empty: nothing to add (do as much as possible)
    track = tracks[effect["vars"]["track"]]
    S.panel(state, seat)["tracks"][track] += 1
    P.add_presence(state, land, seat)
    ctx.log("horizons.log.presence_added", seat=seat, land=land, track=track)


@O.OPS.define("return_presence")
def _return_presence(ctx, effect, step):
    """The target spirit puts up to ``n`` of its destroyed presence (decision D02) into the land
    in vars[to]; vars[as] is how many."""
    state, seat = ctx.state, O.seat_of(effect, "target")
    to = effect["vars"].get(step["to"])
    out = state["destroyed_presence"]
    n = min(step["n"], out.get(str(seat), 0)) if to else 0
    effect["vars"][step["as"]] = n
    if n:
        out[str(seat)] -= n
        if not out[str(seat)]:
            del out[str(seat)]
        P.add_presence(state, to, seat, n)
        ctx.log("horizons.log.presence_returned", seat=seat, land=to, n=n)


# ---- counting what a power destroyed (Mists of Oblivion) --------------------------------------

@O.OPS.define("count_pieces")
def _count_pieces(ctx, effect, step):
    effect["vars"][step["as"]] = sum(len(ctx.state["lands"][effect["land"]][k]) for k in step["kinds"])


@O.OPS.define("fear_per_destroyed")
def _fear_per_destroyed(ctx, effect, step):
    """1 fear per piece of ``kinds`` gone from the target since vars[since] (at most ``most``)."""
    now = sum(len(ctx.state["lands"][effect["land"]][k]) for k in step["kinds"])
    A.fear(ctx, min(step["most"], effect["vars"][step["since"]] - now))


# ---- Dissolve the Bonds of Kinship ------------------------------------------------------------

@O.OPS.define("clash")
def _clash(ctx, effect, step):
    """Explorers and towns/cities damage each other, at once: what each side deals, counted
    before either is hurt, into vars["by_explorers"] and vars["by_builders"]."""
    here = ctx.state["lands"][effect["land"]]
    effect["vars"]["by_explorers"] = D.damage("explorer") * len(here["explorer"]) if here["town"] or here["city"] else 0
    effect["vars"]["by_builders"] = (D.damage("town") * len(here["town"]) + D.damage("city") * len(here["city"])
                                     if here["explorer"] else 0)


@O.OPS.define("spread_push")
def _spread_push(ctx, effect, step):
    """Push every ``kinds`` piece of the target, one at a time, each to an adjacent land that
    got none yet while there is one (spreading to as many lands as possible)."""
    got = effect["vars"].setdefault("spread", [])
    got.extend(effect["vars"].pop("pushed_to", []))
    land = effect["land"]
    if not any(ctx.state["lands"][land][k] for k in step["kinds"]):
        return None
    near = list(A.isle_of(ctx.state).adjacent(land))
    fresh = [l for l in near if l not in got] or near
    effect["pc"] -= 1  # again, until none is left
    return X.move_frame(effect["player"], "push", land, step["kinds"], 1, False, "pushed_to", lands=fresh)


# ---- Wrap in Wings of Sunlight: a move to any land --------------------------------------------

def _carry(ctx, kind: str, land: str, index: int) -> None:
    """The pick frame's verb "carry": move the piece to the frame's ``into`` land (any land, not
    only an adjacent one). Its damage goes with it."""
    to = ctx.top["into"]  # the pick frame deciding (decide.Pick calls its verb while on top)
    here = ctx.state["lands"][land][kind]
    taken = here.pop(index)
    ctx.state["lands"][to][kind] = sorted(ctx.state["lands"][to][kind] + [taken])
    ctx.log("horizons.log.moved", piece=kind, land=land, to=to)
    A.overdamaged(ctx, to)


X.VERBS["carry"] = _carry


@O.OPS.define("carry")
def _carry_op(ctx, effect, step):
    """Move up to ``n`` ``kinds`` pieces from the target to the land in vars[to]."""
    to = effect["vars"].get(step["to"])
    if to and to != effect["land"]:
        return X.pick_frame(effect["player"], "carry", [effect["land"]], step["kinds"], step["n"], True, into=to)


# ---- Entwined Power: the target's gain, then the user takes one of the rest ---------------------

@O.OPS.define("choose_deck")
def _choose_deck(ctx, effect, step):
    decks = G.decks_with_cards(ctx.state)
    effect["vars"]["decks"] = decks
    if len(decks) == 1:
        effect["vars"]["deck"] = 0
    elif decks:
        return X.option_frame(O.seat_of(effect, "target"), [f"horizons.option.deck_{d}" for d in decks], "deck")


@O.OPS.define("draw_to_keep")
def _draw_to_keep(ctx, effect, step):
    """The target spirit draws 4 of the deck chosen and keeps one (then forgets after a major);
    the cards drawn are remembered in vars["drawn"]."""
    if "deck" not in effect["vars"]:
        return
    seat, deck = O.seat_of(effect, "target"), effect["vars"]["decks"][effect["vars"]["deck"]]
    G.gain_card(ctx, seat, deck)  # pushes the keep frame: the program waits under it
    effect["vars"]["drawn"] = list(S.panel(ctx.state, seat)["drawn"])


@O.OPS.define("gain_rest")
def _gain_rest(ctx, effect, step):
    """The user gains one of the drawn cards the target did not keep (from the deck's discard,
    where they went), keeping it as a gain keeps (a major owes a forget)."""
    drawn = effect["vars"].get("drawn", [])
    if not drawn:
        return
    pile = ctx.state["powers"][D.deck_of(drawn[0])]["discard"]
    rest = [c for c in drawn if c in pile]
    if len(rest) == len(drawn):  # the kept card was forgotten at once: it went to the discard last
        rest.remove(max(rest, key=pile.index))
    if not rest:
        return
    seat = effect["player"]
    for c in rest:
        pile.remove(c)
    S.panel(ctx.state, seat)["drawn"] = rest
    ctx.log("horizons.log.drew", seat=seat, deck=D.deck_of(rest[0]), count=len(rest), cards=rest)
    return {"kind": "keep", "player": seat}


@O.OPS.define("entwine")
def _entwine(ctx, effect, step):
    """This round the user and the target (another spirit) may each target powers from the
    other's presence: one ``entwined`` effect each way (none when the target is the user)."""
    user, target = effect["player"], O.seat_of(effect, "target")
    if user == target:
        return
    for seat, other in ((user, target), (target, user)):
        entry = {"kind": "entwined", "seat": seat, "with": other}
        if entry not in ctx.state["effects"]:
            ctx.state["effects"].append(entry)
    ctx.log("horizons.log.round_effect", effect="entwined", land=None)


@O.OPS.define("choose_gift")
def _choose_gift(ctx, effect, step):
    """The spirit (``who``) may choose a card of its hand to give the other (into vars[as])."""
    giver = O.seat_of(effect, step["who"])
    receiver = effect["player"] if giver != effect["player"] else O.seat_of(effect, "target")
    return MP.give_frame(giver, receiver, step["as"])


@O.OPS.define("exchange_gifts")
def _exchange_gifts(ctx, effect, step):
    """The cards chosen change hands (each still in its giver's hand: it was chosen from there)."""
    user, target, v = effect["player"], O.seat_of(effect, "target"), effect["vars"]
    for giver, receiver, card in ((user, target, v.get("user_gives")), (target, user, v.get("target_gives"))):
        hand = S.panel(ctx.state, giver)["hand"]
        if card is not None and card in hand:
            hand.remove(card)
            S.panel(ctx.state, receiver)["hand"].append(card)
            ctx.log("horizons.log.card_given", seat=giver, to=receiver, card=card)


# ---- Vengeance of the Dead ------------------------------------------------------------------------

@O.OPS.define("vengeance")
def _vengeance(ctx, effect, step):
    ctx.state["effects"].append({"kind": "vengeance", "land": effect["land"], "seat": effect["player"],
                                 "adjacent": step["adjacent"]})
    ctx.log("horizons.log.round_effect", effect="vengeance", land=effect["land"])


DECIDING = ("damage", "pick", "move", "cascade", "land", "option")


def _avenge(ctx, piece: str, land: str, n: int) -> None:
    """acts.AFTER_DESTROY: a town, city or dahan destroyed in a vengeance land owes 1 damage. The
    damage comes after the effect that destroyed it: under the decision being made (its
    allocation ends first), or above the step being run; owed damage not yet dealt grows."""
    if piece not in ("town", "city", "dahan"):
        return
    for entry in ctx.state["effects"]:
        if entry["kind"] != "vengeance" or entry["land"] != land:
            continue
        stack = ctx.stack
        deciding = stack[-1]["kind"] in DECIDING
        below = stack[-2] if deciding and len(stack) > 1 else stack[-1]
        waiting = below["kind"] == "effect" and below["pc"] == 0 and below["program"][:1]
        if waiting and below["program"][0]["op"] == "avenge":
            below["program"][0]["n"] += n
            continue
        frame = O.power_frame(entry["seat"], "vengeance_of_the_dead",
                              [{"op": "avenge", "n": n, "adjacent": entry["adjacent"]}], land=land)
        if deciding:
            if stack[-1]["player"] != entry["seat"]:  # another spirit's decision lies on it till it ends
                frame["vars"]["waits_for"] = stack[-1]["player"]
            stack.insert(len(stack) - 1, frame)
        else:
            ctx.push(frame)


A.AFTER_DESTROY.append(_avenge)


@O.OPS.define("avenge")
def _avenge_op(ctx, effect, step):
    """The owed damage: in the land (to invaders), or with the threshold, each point in it or an
    adjacent land with invaders, as the user chooses."""
    land, n = effect["land"], step["n"]
    effect["vars"].pop("waits_for", None)  # the decision it waited under is done
    if n <= 0:
        return None
    if not step["adjacent"]:
        return X.damage_frame(effect["player"], land, n)
    chosen = effect["vars"].pop("where", None)
    if chosen is not None:  # the point goes where it was sent
        step["n"] -= 1
        effect["pc"] -= 1
        return X.damage_frame(effect["player"], chosen, 1)
    isle = A.isle_of(ctx.state)
    where = [l for l in isle.land_ids if (l == land or l in isle.adjacent(land)) and P.has_invaders(ctx.state, l)]
    if not where:
        return None
    effect["pc"] -= 1
    return X.land_frame(effect["player"], where, "where", "vengeance")


# ---- Powerstorm --------------------------------------------------------------------------------

def storm_of(state: dict, seat: int) -> dict | None:
    return next((e for e in state["effects"] if e["kind"] == "powerstorm" and e["seat"] == seat), None)


@O.OPS.define("powerstorm")
def _powerstorm(ctx, effect, step):
    """The target may repeat ``n`` power cards this round (each once); a second Powerstorm on the
    same spirit (a repeat of it) adds to the first."""
    seat = O.seat_of(effect, "target")
    entry = storm_of(ctx.state, seat)
    if entry is None:
        entry = {"kind": "powerstorm", "seat": seat, "n": 0, "repeated": []}
        ctx.state["effects"].append(entry)
        ctx.log("horizons.log.round_effect", effect="powerstorm", land=None)
    entry["n"] += step["n"]


def _after_card(state: dict, seat: int, power: str) -> dict | None:
    """phases.AFTER_USE: once a power card is done, its repeat is offered (a repeat granted must
    be used at once: digest, Repeat)."""
    if power not in D.POWERS or (storm_of(state, seat) is None and power != "powerstorm"):
        return None
    return O.power_frame(seat, "powerstorm", [{"op": "offer_repeat", "card": power},
                                                     {"op": "repeat_card", "card": power}])


PH.AFTER_USE.append(_after_card)


@O.OPS.define("offer_repeat")
def _offer_repeat(ctx, effect, step):
    state, seat, card = ctx.state, effect["player"], step["card"]
    entry = storm_of(state, seat)
    can = (entry is not None and entry["n"] > 0 and card not in entry["repeated"]
           and S.panel(state, seat)["energy"] >= D.cost(card)
           and (T.target_lands(state, seat, card) or T.target_spirits(state, seat, card)))
    if not can:
        effect["vars"]["repeat"] = 1
        return None
    frame = X.option_frame(seat, ["horizons.option.repeat", "horizons.option.decline"], "repeat")
    frame["n"] = D.cost(card)
    return frame


@O.OPS.define("repeat_card")
def _repeat_card(ctx, effect, step):
    if effect["vars"].get("repeat") != 0:
        return None
    state, seat, card = ctx.state, effect["player"], step["card"]
    entry = storm_of(state, seat)
    entry["n"] -= 1
    entry["repeated"].append(card)
    S.panel(state, seat)["energy"] -= D.cost(card)
    ctx.log("horizons.log.paid", seat=seat, n=D.cost(card))
    return {"kind": "aim", "player": seat, "power": card, "repeat": True}


# ---- the cards -----------------------------------------------------------------------------------

def thr(then: list[dict], otherwise: list[dict] | None = None, i: int = 0) -> dict:
    step = {"op": "if", "cond": {"threshold": i}, "then": then}
    if otherwise:
        step["else"] = otherwise
    return step


def each_dahan(times: int) -> dict:
    return {"count": ["dahan"], "times": times}


THRASH = [{"op": "damage", "n": {"count": ["blight"], "times": 2}},
          {"op": "damage", "n": {"count": ["adjacent_blight"]}}]
TSUNAMI_SHORE = [{"op": "fear", "n": 1}, {"op": "damage", "n": 4}, {"op": "destroy", "n": 1, "kinds": ["dahan"]}]
WINDS = [{"op": "fear", "n": 1}, {"op": "defend", "n": 6}, {"op": "downgrade", "n": 1, "kinds": CITY_TOWN}]

# Talons of Lightning's threshold makes its range 3 (targeting reads it)
T.RANGE_BY_THRESHOLD["talons_of_lightning"] = (0, ("set", 3))

O.define_programs({
    "accelerated_rot": [
        {"op": "fear", "n": 2},
        thr([{"op": "damage", "n": 9}, {"op": "remove_blight"}], [{"op": "damage", "n": 4}]),
    ],
    "cleansing_floods": [
        thr([{"op": "damage", "n": 14}], [{"op": "damage", "n": 4}]),
        {"op": "remove_blight"},
    ],
    "pillar_of_living_flame": [
        thr([{"op": "fear", "n": 5}, {"op": "damage", "n": 10}], [{"op": "fear", "n": 3}, {"op": "damage", "n": 5}]),
        {"op": "if", "cond": {"terrain": ["jungle", "wetland"]}, "then": [{"op": "add", "piece": "blight"}]},
    ],
    # the threshold counts the blight "now": after the card's own blight is added
    "poisoned_land": [
        {"op": "fear", "n": 1},
        {"op": "damage", "n": 7},
        {"op": "add", "piece": "blight"},
        {"op": "destroy", "n": "all", "kinds": ["dahan"]},
        thr([{"op": "fear", "n": {"count": ["blight"]}}, {"op": "damage", "n": {"count": ["blight"], "times": 4}}]),
    ],
    "terrifying_nightmares": [
        thr([{"op": "fear", "n": 6}], [{"op": "fear", "n": 2}]),
        {"op": "push", "n": 4, "up_to": True, "kinds": ["explorer", "town"]},
    ],
    # each dahan pushed (one at a time, so each takes its own Defend 2) moves 2 Defend with it
    "the_trees_and_stones_speak_of_war": [
        {"op": "damage", "n": each_dahan(1)},
        {"op": "defend", "n": each_dahan(2)},
        thr([{"op": "push", "n": 1, "up_to": True, "kinds": ["dahan"], "store": "pushed"},
             {"op": "shift_defend", "var": "pushed", "n": 2},
             {"op": "if", "cond": {"not": {"var": "pushed", "is": None}},
              "then": [{"op": "push", "n": 1, "up_to": True, "kinds": ["dahan"], "store": "pushed"},
                       {"op": "shift_defend", "var": "pushed", "n": 2}]}]),
    ],
    # in solo the target is oneself (digest, Targeting a spirit): "you" and "target" are the same
    # spirit, so it gains a card, then one of the 3 it did not keep, and with the threshold 3
    # energy; targeting from the other's presence changes nothing. With another spirit each may
    # target its powers from the other's presence this round (targeting.range_sources); the target
    # chooses the deck and keeps its card, then the user takes one of the rest
    "entwined_power": [
        {"op": "entwine"},
        {"op": "choose_deck"},
        {"op": "draw_to_keep"},
        {"op": "gain_rest"},
        # "you and target each gain 3": once when the target is yourself (solo), as Elemental Boon's elements;
        # "may each give the other 1 power card from hand": each chooses from the hand it held
        # before the exchange (the user first), then both cards change hands (ours)
        thr([{"op": "energy", "who": "target", "n": 3},
             {"op": "if", "cond": {"self": False}, "then": [
                 {"op": "energy", "who": "user", "n": 3},
                 {"op": "choose_gift", "who": "user", "as": "user_gives"},
                 {"op": "choose_gift", "who": "target", "as": "target_gives"},
                 {"op": "exchange_gifts"}]}]),
    ],
    "paralyzing_fright": [
        thr([{"op": "fear", "n": 8}], [{"op": "fear", "n": 4}]),
        {"op": "round_effect", "effect": {"kind": "skip", "land": "target"}},
    ],
    "powerstorm": [
        {"op": "energy", "who": "target", "n": 3},
        thr([{"op": "powerstorm", "n": 3}], [{"op": "powerstorm", "n": 1}]),
    ],
    "talons_of_lightning": [
        {"op": "fear", "n": 3},
        {"op": "damage", "n": 5},
        thr([{"op": "at", "lands": "adjacent", "program": [{"op": "destroy", "n": 1, "kinds": ["town"]}]}]),
    ],
    "the_jungle_hungers": [
        {"op": "destroy", "n": "all", "kinds": ["explorer", "town"]},
        thr([{"op": "destroy", "n": 1, "kinds": ["city"]}], [{"op": "destroy", "n": "all", "kinds": ["dahan"]}]),
    ],
    # the repeat's land is any adjacent land (the threshold names it: the target filter "blight"
    # is not asked again)
    "the_land_thrashes_in_furious_pain": THRASH + [
        thr([{"op": "choose_land", "lands": "adjacent", "as": "again", "purpose": "repeat"},
             {"op": "at", "lands": {"var": "again"}, "program": THRASH}]),
    ],
    "tsunami": [
        {"op": "fear", "n": 2},
        {"op": "damage", "n": 8},
        {"op": "destroy", "n": 2, "kinds": ["dahan"]},
        thr([{"op": "at", "lands": "coastal_same_board", "program": TSUNAMI_SHORE}]),
    ],
    # pushed dahan go one at a time into vars["pushed"]; then 2 damage per dahan in each such land
    "vigor_of_the_breaking_dawn": [
        {"op": "damage", "n": each_dahan(2)},
        thr([{"op": "push", "n": 2, "up_to": True, "kinds": ["dahan"], "store": "pushed"},
             {"op": "at", "lands": {"var": "pushed"}, "program": [{"op": "damage", "n": each_dahan(2)}]}]),
    ],
    "vengeance_of_the_dead": [
        {"op": "fear", "n": 3},
        thr([{"op": "vengeance", "adjacent": True}], [{"op": "vengeance", "adjacent": False}]),
    ],
    # "any one land": any land of the island but the target; Defend 5 there even if no dahan came
    "wrap_in_wings_of_sunlight": [
        thr([{"op": "gather", "n": 3, "up_to": True, "kinds": ["dahan"]}]),
        {"op": "pick_land", "lands": ["all"], "not_target": True, "as": "wings", "purpose": "wings"},
        {"op": "carry", "n": 5, "kinds": ["dahan"], "to": "wings"},
        {"op": "at", "lands": {"var": "wings"}, "program": [{"op": "defend", "n": 5}]},
    ],
    # the land is chosen even with no destroyed presence to return: the threshold's 4 damage
    # there does not depend on presence added (only the 2 damage to each town/city does)
    "blazing_renewal": [
        {"op": "pick_land", "lands": ["all"], "within": 2, "as": "renewal", "purpose": "renewal"},
        {"op": "return_presence", "n": 2, "to": "renewal", "as": "returned"},
        {"op": "at", "lands": {"var": "renewal"}, "program": [
            {"op": "if", "cond": {"not": {"var": "returned", "is": 0}},
             "then": [{"op": "damage_each", "n": 2, "kinds": CITY_TOWN}]},
            thr([{"op": "damage", "n": 4}])]},
    ],
    # "repeat this power": its effects again in the same land (ops.repeat)
    "winds_of_rust_and_atrophy": WINDS + [thr([{"op": "repeat"}])],
    # the presence comes from a track (as a power's added presence does), the user's choice of track;
    # the printed threshold reads "3 fear if invaders are present. Invaders skip all actions in target
    # land this turn": only the fear needs invaders now, the skip holds for any that come later
    "indomitable_claim": [
        {"op": "choose_track"},
        {"op": "presence_from_track"},
        {"op": "defend", "n": 20},
        thr([{"op": "if", "cond": {"has": ["invaders"]}, "then": [{"op": "fear", "n": 3}]},
             {"op": "round_effect", "effect": {"kind": "skip", "land": "target"}}]),
    ],
    # the fear counts every town and city this power destroyed, its threshold's damage too
    "mists_of_oblivion": [
        {"op": "count_pieces", "kinds": CITY_TOWN, "as": "before"},
        {"op": "damage_each", "n": 1, "kinds": ["explorer", "town", "city"]},
        thr([{"op": "damage", "n": 3}]),
        {"op": "fear_per_destroyed", "since": "before", "kinds": CITY_TOWN, "most": 4},
    ],
    "infinite_vitality": [
        {"op": "round_effect", "effect": {"kind": "dahan_health", "land": "target", "n": 4}},
        {"op": "round_effect", "effect": {"kind": "no_blight", "land": "target"}},
        thr([{"op": "round_effect", "effect": {"kind": "dahan_unharmed", "land": "target"}},
             {"op": "pick_land", "lands": ["target", "adjacent"], "with": ["blight"], "as": "heal", "purpose": "heal"},
             {"op": "at", "lands": {"var": "heal"}, "program": [{"op": "remove_blight"}]}]),
    ],
    # a city becomes 2 explorers (one replaces it, its damage kept; one is added); the clash and
    # the spreading push come after the three replacements
    "dissolve_the_bonds_of_kinship": [
        {"op": "if", "cond": {"has": ["city"]},
         "then": [{"op": "replace", "n": 1, "kinds": ["city"], "into": "explorer"},
                  {"op": "add", "piece": "explorer"}]},
        {"op": "replace", "n": 1, "kinds": ["town"], "into": "explorer"},
        {"op": "replace", "n": 1, "kinds": ["dahan"], "into": "explorer"},
        thr([{"op": "clash"},
             {"op": "damage", "n": {"var": "by_explorers"}, "kinds": CITY_TOWN},
             {"op": "damage", "n": {"var": "by_builders"}, "kinds": ["explorer"]}]),
        {"op": "spread_push", "kinds": ["explorer"]},
    ],
})


# ---- what the loader must know of these operations ------------------------------------------------

def _seat(state: dict, seat) -> bool:
    return type(seat) is int and str(seat) in state["spirits"]


def _vengeance_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "land", "seat", "adjacent"} and entry["land"] in state["lands"] \
        and _seat(state, entry["seat"]) and isinstance(entry["adjacent"], bool)


def _powerstorm_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "seat", "n", "repeated"} and _seat(state, entry["seat"]) \
        and type(entry["n"]) is int and 0 <= entry["n"] <= 99 and isinstance(entry["repeated"], list) \
        and all(isinstance(c, str) and c in D.POWERS for c in entry["repeated"])


def _avenge_ok(program: list) -> bool:
    step = program[0]
    return len(program) == 1 and set(step) == {"op", "n", "adjacent"} and type(step["n"]) is int \
        and 0 <= step["n"] <= 999 and isinstance(step["adjacent"], bool)


def _repeat_ok(program: list) -> bool:
    card = program[0].get("card")
    return isinstance(card, str) and card in D.POWERS and program == [{"op": "offer_repeat", "card": card},
                                                                      {"op": "repeat_card", "card": card}]


def _entwined_ok(state: dict, entry: dict) -> bool:
    return set(entry) == {"kind", "seat", "with"} and _seat(state, entry["seat"]) and _seat(state, entry["with"]) \
        and entry["seat"] != entry["with"]


FC.EFFECT_CHECKS.update({"vengeance": _vengeance_ok, "powerstorm": _powerstorm_ok, "entwined": _entwined_ok})
FC.AGAIN_OPS.update({"spread_push", "avenge"})
# the decision under way when a vengeance frame was put under it is its maker's (another spirit's)
FC.SEAT_OPS["avenge"] = lambda state, effect, step, frame: effect["vars"].get("waits_for", effect["player"])
FC.PUSHES["entwine"] = set()
# the deck chosen, the keep and the forget of the target's gain are the target spirit's
FC.SEAT_OPS.update({"choose_deck": FC.who_decides, "draw_to_keep": FC.who_decides, "choose_gift": FC.who_decides})


def _decks_ok(state: dict, effect: dict, where: str) -> None:
    """choose_deck stored the decks offered (distinct, in order) and, once chosen, the index."""
    got = effect["vars"]
    decks, deck = got.get("decks"), got.get("deck")
    if not isinstance(decks, list) or not decks or decks != [d for d in S.DECKS if d in decks]:
        fail(f"{where}: the decks offered {decks!r} are not power decks, in order")
    if deck is not None and not (type(deck) is int and 0 <= deck < len(decks)):
        fail(f"{where}: the deck chosen {deck!r} is not one of the {len(decks)} offered")


def _drawn_ok(state: dict, effect: dict, where: str) -> None:
    """draw_to_keep stored the cards the target drew: distinct cards of the deck chosen."""
    got = effect["vars"]
    if "drawn" not in got:
        return
    drawn, decks, deck = got["drawn"], got.get("decks") or [], got.get("deck")
    chosen = decks[deck] if type(deck) is int and 0 <= deck < len(decks) else None
    if not isinstance(drawn, list) or len(set(map(str, drawn))) != len(drawn) or \
            not all(isinstance(c, str) and c in D.POWERS and D.deck_of(c) == chosen for c in drawn):
        fail(f"{where}: the cards drawn {drawn!r} are not distinct cards of the {chosen} deck")


FC.ANSWER_CHECKS.update({"choose_deck": _decks_ok, "draw_to_keep": _drawn_ok})
FC.PUSHES.update({"choose_gift": {"give_card"}, "exchange_gifts": set()})
# the repeat offered to the target of another spirit's Powerstorm lies on the target's own powers
FC.HANDS_OVER.update({"offer_repeat", "repeat_card"})
FC.RAVAGE_EFFECTS.add("vengeance_of_the_dead")
FC.OWED_EFFECTS.add("vengeance_of_the_dead")
FC.BELOW["effect"].add("ravage")
FC.MADE_PROGRAMS.update({"avenge": _avenge_ok, "offer_repeat": _repeat_ok})

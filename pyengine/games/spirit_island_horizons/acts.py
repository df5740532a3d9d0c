"""The pieces' operations as the flow does them: each changes the island through pieces.py,
earns the fear cards its fear fills (fear.py), and writes the log. Powers, fear cards and the
invader steps all go through here, so a town destroyed by a power, by a counter-attack or by a
fear card gives its fear the same way.

``who`` is the index of the seat whose effect it is (the log names it), None for the invaders.
"""

from __future__ import annotations

from ...core.flow import Context
from . import data as D
from . import fear as F
from . import pieces as P
from .island import Island, island


# What happens after a town, city or dahan is destroyed, by anything: callables (ctx, piece, land)
# that one-round effects register (Vengeance of the Dead: major_powers.py).
AFTER_DESTROY: list = []


def destroyed(ctx: Context, piece: str, land: str, n: int = 1) -> None:
    """Tell the AFTER_DESTROY hooks that ``n`` of ``piece`` were destroyed in ``land``."""
    for hook in AFTER_DESTROY:
        hook(ctx, piece, land, n)


def isle_of(state: dict) -> Island:
    return island(state["layout"])


OWNER = 0  # seat 0, who set the game up, stands in for the game's owner (decision D03)


def decider(state: dict, lands) -> int:
    """Who makes a choice the rules leave open in these lands (decision D03): the spirit whose
    starting board holds them all, else (lands on several boards, or a board nobody started on)
    the game's owner."""
    isle = isle_of(state)
    boards = {isle.board_of(l) for l in lands}
    owners = [int(s) for s, p in state["spirits"].items() if len(boards) == 1 and p["board"] in boards]
    return owners[0] if len(owners) == 1 else OWNER


def earned(ctx: Context, n: int) -> None:
    """Earn ``n`` fear cards (from a destroy or a fear effect) and log what came of it."""
    if not n:
        return
    out = F.earn(ctx.state, n)
    ctx.log("horizons.log.fear_card_earned", count=len(out["earned"]), terror=out["terror"])
    if out["rose"]:
        ctx.log("horizons.log.terror_rises", terror=out["terror"])


def fear(ctx: Context, n: int) -> None:
    if n <= 0:
        return
    ctx.log("horizons.log.fear", n=n)
    earned(ctx, P.fear(ctx.state, n))


def _result(ctx: Context, out: dict, key: str) -> dict:
    """Log one piece's change and earn the fear of what it destroyed."""
    args = {"piece": out.get("replaced", out["piece"]), "land": out["land"]}
    if out.get("ignored"):  # dahan that ignore destroy effects this round
        ctx.log("horizons.log.unharmed", **args)
        return out
    if out.get("replaced"):
        args["into"] = out["piece"]
    ctx.log(key, **args)
    if out.get("destroyed"):
        if key != "horizons.log.destroyed":
            ctx.log("horizons.log.destroyed", piece=out["piece"], land=out["land"])
        earned(ctx, out.get("earned", 0))
        destroyed(ctx, out["piece"], out["land"])
    return out


def damage(ctx: Context, piece: str, land: str, index: int, n: int = 1) -> dict:
    out = P.damage(ctx.state, piece, land, index, n)
    if out.get("ignored"):
        ctx.log("horizons.log.unharmed", piece=piece, land=land)
    if out["destroyed"]:
        ctx.log("horizons.log.destroyed", piece=piece, land=land)
        earned(ctx, out["earned"])
        destroyed(ctx, piece, land)
    return out


def destroy(ctx: Context, piece: str, land: str, index: int) -> dict:
    return _result(ctx, P.destroy(ctx.state, piece, land, index), "horizons.log.destroyed")


def remove(ctx: Context, piece: str, land: str, index: int | None = None) -> dict:
    out = P.remove(ctx.state, piece, land, index)
    ctx.log("horizons.log.removed", piece=piece, land=land)
    return out


def downgrade(ctx: Context, piece: str, land: str, index: int) -> dict:
    out = P.downgrade(ctx.state, piece, land, index)
    if out.get("removed"):
        ctx.log("horizons.log.removed", piece=piece, land=land)
        return out
    return _result(ctx, out, "horizons.log.replaced")


def replace(ctx: Context, piece: str, land: str, index: int, new: str) -> dict:
    return _result(ctx, P.replace(ctx.state, piece, land, index, new), "horizons.log.replaced")


def add(ctx: Context, piece: str, land: str, n: int = 1) -> dict:
    """Add pieces; blight destroys presence there (logged). The caller resolves a cascade."""
    out = P.add(ctx.state, piece, land, n)
    if out["added"]:
        ctx.log("horizons.log.added", piece=piece, land=land, n=out["added"])
    for seat, lost in sorted(out.get("presence_destroyed", {}).items()):
        ctx.log("horizons.log.presence_destroyed", seat=int(seat), land=land, n=lost)
    return out


def move(ctx: Context, piece: str, source: str, to: str, index: int | None = None) -> dict:
    out = P.move(ctx.state, isle_of(ctx.state), piece, source, to, index)
    ctx.log("horizons.log.moved", piece=piece, land=source, to=to)
    overdamaged(ctx, to, (piece,))
    return out


def overdamaged(ctx: Context, land: str, kinds=P.DAMAGEABLE) -> None:
    """Destroy the pieces of a land whose damage reaches their health there: a dahan hurt where
    its health was raised (Infinite Vitality) that leaves that land, an invader in a land where
    its health is lowered (Blistering Heat) once it enters or the lowering begins."""
    for kind in kinds:
        here = ctx.state["lands"][land].get(kind)
        if not isinstance(here, list):
            continue
        while here and here[-1] >= P.health_of(ctx.state, kind, land) and not (
                kind == "dahan" and P.dahan_unharmed(ctx.state, land)):
            destroy(ctx, kind, land, len(here) - 1)


def overdamaged_everywhere(ctx: Context) -> None:
    """The invaders overdamaged in every land, while an invader health change is in play (the
    game checks it before every step of the flow: a sacred site that forms or goes anywhere
    changes the health there). Dahan are left to the moves: their raised health only ends as
    Time passes, with their damage."""
    if any(in_play(ctx.state) for in_play in P.HEALTH_IN_PLAY):
        for land in ctx.state["lands"]:
            overdamaged(ctx, land, P.INVADERS)


# What happens when Defend is given to a land, by anything: callables (ctx, land, n) that a
# spirit's rule registers (Dahan Trust the Watchers counts the lands a power defends: spirit_eyes.py).
AFTER_DEFEND: list = []


def defend(ctx: Context, land: str, n: int) -> None:
    if n > 0:
        P.defend(ctx.state, land, n)
        ctx.log("horizons.log.defend", land=land, n=n)
        for hook in AFTER_DEFEND:
            hook(ctx, land, n)


def pieces_of(state: dict, land: str, kinds) -> list[tuple[str, int]]:
    """The distinct pieces of ``kinds`` on a land, as (kind, damage taken): pieces with the same
    kind and damage are alike, so a choice names one of each."""
    here = state["lands"][land]
    return [(k, d) for k in kinds for d in sorted(set(here[k]))]


def index_of(state: dict, land: str, kind: str, taken: int) -> int:
    return state["lands"][land][kind].index(taken)


def health_left(kind: str, taken: int, state: dict | None = None, land: str | None = None) -> int:
    return (D.health(kind) if state is None else P.health_of(state, kind, land)) - taken

"""A match: setup, seed and the list of actions taken, with the state they give.

The core owns the flow: it asks the game for the pending decision, accepts
exactly the members of the legal list, applies them on a copy (so a failure
changes nothing), keeps the move log, offers undo back to the last reveal,
and writes and reads versioned save files.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import bot, registry
from .errors import BadRequest, CannotUndo, EngineError, GameOver, IllegalAction, NotYourTurn, SaveError
from .game import Game
from .jsondata import bare, canonical, clone
from .rng import Rng, seed_to_state, state_from_text, state_to_text

SAVE_FORMAT = "pyengine-save"
SAVE_VERSION = 3
# 1: written before the core ran the games' flow; its positions are upgraded on load
# 2: written before a position kept what each seat has seen of hidden cards (Game.MEMORY)
READABLE_VERSIONS = (1, 2, 3)
MEMORY_SINCE = 3
RULES_FIELD = "rules_release"  # Game.RULES_RELEASE when written; a save without it is release 1
SEAT_KINDS = ("human", "bot")
MAX_ACTIONS_AT_ONCE = 64  # one click never needs more (a whole hand, a whole split)


class _ReplayDiffers(SaveError):
    """A save's actions do not replay to its saved position under this release's rules."""


@dataclass
class _Snapshot:
    """What undo restores: the position before one action of ``actor``."""

    actor: int
    state: dict
    rng: int
    log_len: int


def normalise_seats(game: Game, players) -> list[dict]:
    """Seat descriptions from a count or a list; refuses bad ones by name."""
    if isinstance(players, bool) or not isinstance(players, (int, list)):
        raise BadRequest("players must be a number of seats or a list of seat descriptions")
    count = players if isinstance(players, int) else len(players)
    if not game.min_players <= count <= game.max_players:  # before any seat is made
        raise BadRequest(f"{game.name} takes {game.min_players} to {game.max_players} players, not {count}")
    if isinstance(players, int):
        players = [{} for _ in range(players)]
    seats = []
    for i, desc in enumerate(players):
        if not isinstance(desc, dict):
            raise BadRequest(f"seat {i} must be an object like {{\"name\": \"Ann\", \"kind\": \"human\"}}")
        seat = dict(desc)
        name = seat.setdefault("name", f"Player {i + 1}")
        if not isinstance(name, str) or not name.strip() or len(name) > 40 or not is_text(name):
            raise BadRequest(f"seat {i}: name must be 1 to 40 characters")
        kind = seat.setdefault("kind", "human")
        if kind not in SEAT_KINDS:
            raise BadRequest(f"seat {i}: kind must be 'human' or 'bot', not {kind!r}")
        if "level" in seat:
            if kind != "bot":
                raise BadRequest(f"seat {i}: only a computer seat has a level")
            if seat["level"] not in bot.LEVELS:
                raise BadRequest(f"seat {i}: level must be one of {', '.join(bot.LEVELS)}, not {seat['level']!r}")
        if "person" in seat:
            person = seat["person"]
            if kind != "human":
                raise BadRequest(f"seat {i}: only a seat played by a person names its person")
            if not isinstance(person, str) or not person.strip() or len(person) > 40 or not is_text(person):
                raise BadRequest(f"seat {i}: person must be 1 to 40 characters")
        seats.append(seat)
    return game.resolve_seats(seats)


def visible_entries(entries: list[dict], player: int | None) -> list[dict]:
    """Log entries as ``player`` may read them: secret arguments only for their seats,
    and ``"private": true`` on the entries that showed ``player`` something secret."""
    out = []
    for entry in entries:
        secret = entry.get("secret")
        shown = {k: v for k, v in entry.items() if k != "secret"}
        if secret and player in secret["seats"]:
            shown["args"] = {**entry["args"], **secret["args"]}
            shown["private"] = True
        out.append(shown)
    return out


SEED_BOUND = 1 << 63


def is_text(value: str) -> bool:
    """True for a string that is real text (no lone surrogate halves from hand-made JSON)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_seed(seed) -> int | str:
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise BadRequest("seed must be an integer or a string")
    if isinstance(seed, str) and (len(seed) > 100 or not is_text(seed)):
        raise BadRequest("seed must be a text of at most 100 characters")
    if isinstance(seed, int) and not -SEED_BOUND <= seed < SEED_BOUND:
        raise BadRequest("seed must be an integer of at most 63 bits")
    return seed


class Match:
    """One game being played. Build with :meth:`create` or :meth:`from_save`."""

    def __init__(self, game: Game, seats: list[dict], options: dict, seed, start: dict | None):
        self.game = game
        self.seats = seats
        self.options = options
        self.seed = seed
        self.start = start  # None: the game's setup from the seed; else a given position
        self.actions: list[dict] = []  # [{"player": p, "action": {...}}] without labels
        self.log: list[dict] = []
        self._undo: list[_Snapshot] = []
        # why the last action cannot be taken back now (a catalog key), when nothing can
        self._undo_block = "undo.why.start"
        # the marked steps of the last moves (Game.stage_board), each with the log index it starts at
        self.stages: list[dict] = []
        self.staging = True  # off while a save's moves are replayed: their steps are never shown
        self.kept_tree = None  # the subtree of a bot's last move, for its next decision (bot.Kept)
        # {"from": release, "to": release}: loaded from the saved position of a save whose actions
        # replay differently under this release's rules (set by from_save); else None
        self.rules_updated: dict | None = None
        if start is None:
            rng = Rng(seed_to_state(seed))
            self.state = game.setup(clone(seats), clone(options), rng)
            self.rng_state = rng.state
        else:
            self.state = clone(start["state"])
            self.rng_state = start["rng"]
        self.log = [dict(event, seq=-1, player=None) for event in game.start_events(self.state)]

    # ---- construction -------------------------------------------------
    @classmethod
    def create(cls, game_id: str, players, seed, options: dict | None = None) -> "Match":
        game = registry.get(game_id)
        seats = normalise_seats(game, players)
        if options is not None and not isinstance(options, dict):
            raise BadRequest("options must be an object")
        resolved = game.resolve_options(options, len(seats))
        return cls(game, seats, resolved, check_seed(seed), None)

    # ---- the flow -----------------------------------------------------
    def pending(self):
        return self.game.pending(self.state)

    @property
    def over(self) -> bool:
        return self.pending() is None

    def legal(self) -> list[dict]:
        return [] if self.over else self.game.legal_actions(self.state)

    def act(self, action, player: int | None = None) -> list[dict]:
        """Play ``action`` for the pending seat; returns the log entries it made.

        Raises (and changes nothing) when the match is over, ``player`` is not
        the deciding seat, or the action is malformed or not legal now.
        """
        decision = self.pending()
        if decision is None:
            raise GameOver("the game is over; no action can be played", key="refuse.game_over")
        if player is not None and player != decision.player:
            raise NotYourTurn(
                f"it is {self.seats[decision.player]['name']}'s decision ({decision.kind}), "
                f"not {self.seat_name(player)}'s",
                key="refuse.not_your_turn", args={"seat": decision.player},
            )
        if not isinstance(action, dict):
            raise BadRequest("an action must be a JSON object, as listed by 'legal'")
        wanted = bare(action)
        # == first (cheap), then the exact JSON: 1, 1.0 and true are equal in Python, not here
        exact = canonical(wanted)
        if not any(bare(a) == wanted and canonical(bare(a)) == exact for a in self.game.legal_actions(self.state)):
            reason = self.game.explain_illegal(self.state, bare(action))
            raise IllegalAction.because(reason) if isinstance(reason, dict) else IllegalAction(reason)
        return self._apply(decision.player, bare(action))

    def play_bot(self, level: str = bot.RANDOM) -> tuple[int, list[dict]]:
        """A bot's move for the deciding seat, thought over to the end at ``level`` (default:
        the random bot): (that seat, the log entries it made)."""
        bot.check_level(level)
        if self.over:
            raise GameOver("the game is over; the bot has nothing to play", key="refuse.game_over")
        think = bot.Think(self, level)
        think.run()
        return self.play_thought(think)

    def play_thought(self, think) -> tuple[int, list[dict]]:
        """Play the move a finished :class:`bot.Think` chose for this very position.  It is one
        of the legal list itself, so it is not checked against it again."""
        if not think.holds_for(self) or think.action is None:
            raise BadRequest("that bot's thought was for another position, or is not finished")
        entries = self._apply(think.seat, bare(think.action))
        self.kept_tree = think.kept(self.state)
        return think.seat, entries

    def _apply(self, actor: int, action: dict) -> list[dict]:
        before = _Snapshot(actor, self.state, self.rng_state, len(self.log))  # never mutated again
        work = clone(self.state)
        rng = Rng(self.rng_state)
        watch = self.game.stage_board if self.staging else None
        outcome = self.game.apply(work, action, rng, watch) if watch else self.game.apply(work, action, rng)
        self.state, self.rng_state = work, rng.state
        seq = len(self.actions)
        self.actions.append({"player": actor, "action": action})
        entries = [dict(event, seq=seq, player=actor) for event in outcome.events]
        if outcome.stages:
            self._keep_stages(outcome, len(self.log))
        self.log.extend(entries)
        if outcome.reveals or rng.state != before.rng:
            self._undo.clear()  # never undo behind a reveal or a random draw
            self._undo_block = "undo.why.revealed" if outcome.reveals else "undo.why.chance"
        else:
            if self._undo and self.person(self._undo[-1].actor) != self.person(actor):
                self._undo.clear()  # never undo across another person's action
                self._undo_block = "undo.why.other_person"
            self._undo.append(before)
        return entries

    STAGES_KEPT = 400  # the page plays back the last moves' steps; older ones are never asked for

    def _keep_stages(self, outcome, at: int) -> None:
        """The marked steps of a move, each given the log index it starts at and the board it
        ends with (the next step's starting board; the last one's is the board after the move)."""
        marks = outcome.stages
        ends = [m["board"] for m in marks[1:]] + [clone(self.game.stage_board(self.state))]
        for mark, end in zip(marks, ends):
            self.stages.append({"step": mark["step"], "args": mark["args"], "at": at + mark["at"], "board": end})
        del self.stages[:-self.STAGES_KEPT]

    def stages_from(self, log_from: int) -> list[dict]:
        """The marked steps whose first log entry is at ``log_from`` or later."""
        return [s for s in self.stages if s["at"] >= log_from]

    def undo_block(self, player: int | None) -> str | None:
        """Why ``player`` cannot take back the last action now (a catalog key), or None if they can."""
        if self.can_undo(player):
            return None
        if self.pending() is None:
            return "undo.why.over"
        if player is None:
            return "undo.why.watching"
        if not self.actions:
            return "undo.why.start"
        if self.person(self.actions[-1]["player"]) != self.person(player):
            return "undo.why.other_person"  # nothing said of what that move showed its player
        return self._undo_block

    def person(self, seat: int) -> str:
        """Who plays ``seat``: its ``person`` (one person may play several seats), else the
        seat itself; every bot seat is its own."""
        return self.seats[seat].get("person") or f"seat {seat}"

    def can_undo(self, player: int | None) -> bool:
        """``player`` may take back the last action: it was theirs or their person's other seat's."""
        return player is not None and bool(self._undo) and self.person(self._undo[-1].actor) == self.person(player)

    def undo(self, player: int | None = None) -> dict:
        """Take back the last action of ``player`` (default: the deciding seat)."""
        if player is None:
            decision = self.pending()
            if decision is None:
                raise CannotUndo("the game is over", key="undo.over")
            player = decision.player
        if not self._undo:
            raise CannotUndo("nothing to undo: the last action revealed hidden information, used chance, or there is none",
                             key="undo.none")
        if not self.can_undo(player):
            raise CannotUndo(f"{self.seat_name(player)} cannot undo another seat's action", key="undo.other_seat")
        snap = self._undo.pop()
        self.state, self.rng_state = snap.state, snap.rng
        del self.log[snap.log_len:]
        self.stages = [s for s in self.stages if s["at"] < snap.log_len]
        return self.actions.pop()["action"]

    def undo_action(self, player: int | None = None) -> list[dict]:
        """Take back the last action and, while the decision restored is a step inside one
        action (``Decision.within_action``), the steps before it: back to the start of the
        action being built.  Returns the actions taken back, last first."""
        if player is None:
            decision = self.pending()
            player = decision.player if decision else None
        undone = [self.undo(player)]
        while self.can_undo(player) and self._within_action():
            undone.append(self.undo(player))
        return undone

    def _within_action(self) -> bool:
        decision = self.pending()
        return decision is not None and decision.within_action

    def play_all(self, actions: list, player: int | None = None) -> list[dict]:
        """Play several actions for the deciding seat, all or nothing: if one is refused, the
        match is as before and the refusal is raised.  Returns the log entries they made."""
        if not isinstance(actions, list) or not actions:
            raise BadRequest("'actions' must be a non-empty list of actions")
        if len(actions) > MAX_ACTIONS_AT_ONCE:
            raise BadRequest(f"at most {MAX_ACTIONS_AT_ONCE} actions may be sent at once")
        kept = (self.state, self.rng_state, len(self.actions), len(self.log), list(self._undo),
                self._undo_block, list(self.stages))
        entries = []
        try:
            for action in actions:
                entries += self.act(action, player)
        except EngineError:
            self.state, self.rng_state = kept[0], kept[1]
            del self.actions[kept[2]:]
            del self.log[kept[3]:]
            self._undo, self._undo_block, self.stages = kept[4], kept[5], kept[6]
            raise
        return entries

    def seat_name(self, player) -> str:
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self.seats):
            return self.seats[player]["name"]
        return f"seat {player!r}"

    # ---- views --------------------------------------------------------
    def check_viewer(self, player) -> int | None:
        if player is None:
            return None
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < len(self.seats):
            raise BadRequest(f"player must be null (spectator) or a seat number 0..{len(self.seats) - 1}")
        return player

    def view(self, player: int | None, log_from: int = 0) -> dict:
        """What ``player`` (None: a spectator) may see; the log from entry ``log_from`` on."""
        player = self.check_viewer(player)
        if isinstance(log_from, bool) or not isinstance(log_from, int) or log_from < 0:
            raise BadRequest("log_from must be a whole number >= 0")
        decision = self.pending()
        view = {
            "game": self.game.id,
            # a computer seat's level is public, like its kind (the boards show "computer (hard)")
            "seats": [{"name": s["name"], "kind": s["kind"], **{k: s[k] for k in ("person", "level") if k in s}}
                      for s in self.seats],
            "viewer": player,
            "options": self.options,
            "over": decision is None,
            "pending": decision.to_json() if decision else None,
            "result": self.game.result(self.state) if decision is None else None,
            "can_undo": self.can_undo(player),
            "undo_block": self.undo_block(player),
            "actions_played": len(self.actions),
            "board": self.game.board_view(self.state, player),
            "log_from": log_from,
            "log": visible_entries(self.log[log_from:], player),
        }
        if decision is None:
            view["seed"] = self.seed  # for replays and bug reports; during play it would give away every shuffle
        elif player == decision.player:
            view["actions"] = self.game.legal_actions(self.state)
        return view

    # ---- save / load --------------------------------------------------
    def position(self) -> dict:
        return {"state": clone(self.state), "rng": state_to_text(self.rng_state)}

    def to_save(self) -> dict:
        start = None if self.start is None else {"state": clone(self.start["state"]), "rng": state_to_text(self.start["rng"])}
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            RULES_FIELD: self.game.RULES_RELEASE,
            "seats": clone(self.seats),
            "options": clone(self.options),
            "seed": self.seed,
            "start": start,
            "actions": clone(self.actions),
            "position": self.position(),
        }

    @classmethod
    def from_save(cls, data) -> "Match":
        """Rebuild a match from a save, replaying and checking every action."""
        if not isinstance(data, dict):
            raise SaveError("a save must be a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(f"not a save file: 'format' must be {SAVE_FORMAT!r}")
        version = data.get("version")
        if not any(type(version) is int and version == v for v in READABLE_VERSIONS):
            raise SaveError(f"save version {version!r} is not supported (this engine reads versions "
                            f"{', '.join(map(str, READABLE_VERSIONS))})")
        game_id = data.get("game")
        if not isinstance(game_id, str):
            raise SaveError("the save names no game")
        try:
            game = registry.get(game_id)
            seats = normalise_seats(game, data.get("seats"))
            options = data.get("options", {})
            if not isinstance(options, dict):
                raise BadRequest("options must be an object")
            options = game.resolve_options(options, len(seats))
            seed = check_seed(data.get("seed", 0))
        except EngineError as err:
            raise SaveError(f"bad save header: {err.message}") from None
        start = data.get("start")
        if start is not None:
            if not isinstance(start, dict) or not isinstance(start.get("state"), dict):
                raise SaveError("'start' must be null or an object with a 'state' object")
            try:
                rng = state_from_text(start["rng"]) if "rng" in start else seed_to_state(seed)
            except ValueError:
                raise SaveError("'start.rng' must be 16 lower-case hex digits (or left out)") from None
            state = cls._upgraded(game, start["state"], version, "start")
            game.check_position(state, seats, options)
            start = {"state": state, "rng": rng}
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise SaveError("'actions' must be a list")
        release = cls._release(game, data)
        saved = data.get("position")
        if saved is not None:
            if not isinstance(saved, dict) or not isinstance(saved.get("state"), dict):
                raise SaveError("'position' must be null or an object with a 'state' object")
            saved = {**saved, "state": cls._upgraded(game, saved["state"], version, "position")}
        match = cls(game, seats, options, seed, start)
        match.staging = False
        try:
            match._replay(actions, saved, version)
        except _ReplayDiffers as differs:
            if saved is None or release >= game.RULES_RELEASE:
                raise SaveError(differs.message) from None
            # written under older rules, since corrected: go on from the position it saved
            match = cls._at_position(game, seats, options, seed, saved)
            match.rules_updated = {"from": release, "to": game.RULES_RELEASE}
        match.staging = True
        return match

    def _replay(self, actions: list, saved: dict | None, version: int) -> None:
        """Play a save's actions and compare the position they give with the saved one; raises
        _ReplayDiffers when an action is refused or the positions differ."""
        for i, entry in enumerate(actions):
            if not isinstance(entry, dict) or not isinstance(entry.get("action"), dict):
                raise SaveError(f"action #{i} must be an object {{\"player\": n, \"action\": {{...}}}}")
            try:
                self.act(entry["action"], entry.get("player"))
            except EngineError as err:
                raise _ReplayDiffers(f"action #{i} cannot be replayed: {err.message}") from None
        if saved is None:
            return
        saved, replayed = clone(saved), self.position()
        if version < MEMORY_SINCE:  # an older save could not write what the replay remembers
            saved["state"].pop(Game.MEMORY, None)
            replayed["state"].pop(Game.MEMORY, None)
        if canonical(saved) != canonical(replayed):
            raise _ReplayDiffers("the saved position differs from what its actions produce: "
                                 "the file was edited or corrupted")

    @staticmethod
    def _release(game: Game, data: dict) -> int:
        """The rules release a save was written under (1 when it does not say)."""
        release = data.get(RULES_FIELD, 1)
        if isinstance(release, bool) or not isinstance(release, int) or release < 1:
            raise SaveError(f"'{RULES_FIELD}' must be a whole number from 1, not {release!r}")
        if release > game.RULES_RELEASE:
            raise SaveError(f"the save was written under release {release} of {game.name}'s rules, newer "
                            f"than this engine's ({game.RULES_RELEASE})")
        return release

    @classmethod
    def _at_position(cls, game: Game, seats: list, options: dict, seed, saved: dict) -> "Match":
        """A match that starts at a saved position (checked by the game's loader); its undo
        history and log start there."""
        try:
            rng = state_from_text(saved.get("rng"))
        except (TypeError, ValueError):
            raise SaveError("'position.rng' must be 16 lower-case hex digits") from None
        game.check_position(saved["state"], seats, options)
        return cls(game, seats, options, seed, {"state": saved["state"], "rng": rng})

    @staticmethod
    def _upgraded(game: Game, state: dict, version: int, where: str) -> dict:
        """A copy of a saved state in this release's format (``Game.upgrade_state``, asked of
        this release's saves too: a game may drop what it no longer keeps)."""
        state = clone(state)
        try:
            return game.upgrade_state(state, version)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            raise SaveError(f"'{where}' is not a position of a version {version} save of {game.name}") from None

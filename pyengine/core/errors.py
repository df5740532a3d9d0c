"""Typed errors. Each carries a stable ``code`` the bridge passes on."""


class EngineError(Exception):
    """Base error: ``code`` is machine-readable, the message is for developers.

    What a player reads comes from ``key`` and ``args`` (a message catalog key and
    its raw arguments: seat numbers, card ids), when the error carries them; the
    bridge passes both on, and the page words them in the player's language.
    """

    code = "engine_error"

    def __init__(self, message: str, code: str | None = None, key: str | None = None, args: dict | None = None):
        super().__init__(message)
        if code is not None:
            self.code = code
        self.key = key
        self.reason_args = dict(args or {})

    @property
    def message(self) -> str:
        return str(self.args[0])

    def to_json(self) -> dict:
        out = {"code": self.code, "message": self.message}
        if self.key is not None:
            out["key"] = self.key
            out["args"] = self.reason_args
        return out


class BadRequest(EngineError):
    """A request or action that is malformed (wrong type, missing field)."""

    code = "bad_request"


class IllegalAction(EngineError):
    """A well-formed action that the rules do not allow now."""

    code = "illegal_action"

    @classmethod
    def because(cls, reason: dict) -> "IllegalAction":
        """From a game's reason ``{"key": ..., "args": {...}}``."""
        args = reason.get("args", {})
        return cls(f"{reason['key']} {args}", key=reason["key"], args=args)


class NotYourTurn(EngineError):
    """An action sent on behalf of a seat that is not the one deciding."""

    code = "not_your_turn"


class PositionError(EngineError):
    """A position (hand-written or from a save) that breaks the game's invariants."""

    code = "bad_position"


class SaveError(EngineError):
    """A save file that is truncated, corrupted, from another version or inconsistent."""

    code = "bad_save"


class UnknownGame(EngineError):
    code = "unknown_game"


class UnknownMatch(EngineError):
    code = "unknown_match"


class GameOver(EngineError):
    code = "game_over"


class CannotUndo(EngineError):
    code = "cannot_undo"

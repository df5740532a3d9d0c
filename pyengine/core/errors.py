"""Typed errors. Each carries a stable ``code`` the bridge passes on."""


class EngineError(Exception):
    """Base error: ``code`` is machine-readable, the message is for people."""

    code = "engine_error"

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        return str(self.args[0])


class BadRequest(EngineError):
    """A request or action that is malformed (wrong type, missing field)."""

    code = "bad_request"


class IllegalAction(EngineError):
    """A well-formed action that the rules do not allow now."""

    code = "illegal_action"


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

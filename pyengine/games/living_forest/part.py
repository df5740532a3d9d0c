"""The points where an optional part of Living Forest (the promo cards, the Kodama expansion)
hooks into the base game.

A part is on when its match option is (``state["rules"][key]``).  The base game calls every
part that is on, in a fixed order, at these points and nowhere else; each hook's default adds
nothing, so a part overrides only what it changes.  With every part off the game is the base.
"""

from __future__ import annotations


class Part:
    key = ""  # the match option (and the key of state["rules"]) that turns the part on
    frames: tuple = ()  # the frame handlers it adds to the game's flow
    dos: frozenset = frozenset()  # the actions it adds at the action step
    state_keys: frozenset = frozenset()  # the position fields it adds
    seat_keys: frozenset = frozenset()  # the seat fields it adds
    shows_cards = False  # True: it adds fields to every card of the view (card_fields)

    def on(self, state: dict) -> bool:
        return bool(state["rules"].get(self.key))

    # ---- setup (in this order: starting piles, level decks, trees, then ``setup``) ----------
    def starting_cards(self, spirit: str) -> list[str]:
        """Cards shuffled into a spirit's starting pile."""
        return []

    def animals(self, level: str) -> list[str]:
        """Animals shuffled into a level deck."""
        return []

    def trees(self) -> list[str]:
        """Tree types added to the rack."""
        return []

    def cards(self) -> list[str]:
        """The part's cards that no pile above names (for conservation)."""
        return []

    def seat_setup(self, seat: dict) -> None:
        pass

    def setup(self, state: dict, stones: list[int], rng) -> None:
        pass

    # ---- the circle and the action phase ---------------------------------------------------
    def stones(self, stones: list[str]) -> list[str]:
        """The circle's stone actions."""
        return stones

    def action_types(self) -> list[str]:
        return []

    def actions_allowed(self, state: dict, player: int, allowed: int) -> int:
        return allowed

    def repeatable(self, seat: dict) -> set[str]:
        """Action types the seat may take twice this round."""
        return set()

    def standees(self, state: dict) -> tuple:
        """Stones a moving spirit jumps without counting (pieces that are not spirits)."""
        return ()

    def plant_refusal(self, seat: dict, tree: str) -> dict | None:
        """Why the seat may not plant ``tree`` at all (None: the part has nothing against it)."""
        return None

    def type_options(self, game, state: dict, player: int, kind: str) -> list[dict]:
        """The first picks of an action type the part adds."""
        return []

    def step_options(self, game, state: dict, player: int) -> list[dict]:
        """Actions the part adds at the action step (after the action types, before passing);
        while one is offered the seat's turn goes on."""
        return []

    def use(self, state: dict, player: int, action: dict) -> str | None:
        """Count the action just started if the part owns it (its origin), else None."""
        return None

    def type_refusal(self, state: dict, player: int, action: dict, kind: str) -> tuple[bool, dict | None]:
        """(True, reason or None) when the part judges whether ``action`` may start now."""
        return False, None

    def start_turn(self, ctx, player: int) -> None:
        """The seat's action phase begins (its action frame is on top)."""

    def act(self, game, ctx, frame: dict, action: dict) -> None:
        """Apply one of the part's actions taken at the action step."""
        raise NotImplementedError

    def refusal(self, game, state: dict, player: int, action: dict) -> dict | None:
        """Why one of the part's actions is refused at the action step."""
        return None

    def end_round(self, state: dict) -> None:
        pass

    def goals(self, state: dict, goals: dict) -> dict:
        return goals

    # ---- the view and the loader -------------------------------------------------------------
    def card_fields(self, cid: str) -> dict:
        """Fields the part adds to every card of the view."""
        return {}

    def view(self, state: dict, player, view: dict, card) -> None:
        """Add to the board view; ``card(id)`` is a card as the view shows it."""

    def seat_view(self, state: dict, seat: dict, shown: dict) -> None:
        pass

    def zones(self, state: dict, n: int):
        """The part's zones of cards in the position: (core.zones.Zone, seat or None, card ids)."""
        return ()

    def check_seat(self, state: dict, seat: dict, where: str) -> None:
        pass

    def check(self, state: dict, n: int) -> None:
        pass

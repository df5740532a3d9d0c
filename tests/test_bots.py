"""The bots of every game: the playouts' fast path, sampling what a seat cannot see, and a
search that never peeks (its move depends only on its seat's view and its seed)."""

from __future__ import annotations

import pytest
from bot_kit import (SEARCHED, SETUPS, easy_moves, has_bot, options_of, positions_budget,
                     sampled_positions, setup_id)

from pyengine.core import bot, registry
from pyengine.core.game import Game
from pyengine.core.jsondata import bare, canonical, clone
from pyengine.core.match import Match
from pyengine.core.playout import Playout
from pyengine.core.rng import Rng
from pyengine.core.zones import NOBODY, OWNER

FAST_PATH_ACTIONS = 3000  # per setup, in CPython (a tenth inside Pyodide)


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_the_fast_path_reaches_the_states_a_match_reaches(setup):
    """The same seeded random choices, by index, through Match.act (copy, check, labels)
    and through a Playout (in place, unlabelled): the same moves and the same states."""
    game_id, players = setup
    actions, seed = 0, 0
    target = max(300, positions_budget(FAST_PATH_ACTIONS))
    while actions < target:
        match = Match.create(game_id, players, seed, options_of(game_id, seed))
        play = Playout(match.game, clone(match.state), Rng(match.rng_state))
        pick = Rng(seed + 1)
        while not match.over:
            legal = match.legal()
            moves = play.moves()
            assert [bare(m) for m in moves] == [bare(a) for a in legal]
            i = pick.below(len(legal))
            match.act(legal[i])
            play.play(moves[i])
            actions += 1
            assert play.state == match.state, f"seed {seed}, action {len(match.actions)}"
            assert play.rng.state == match.rng_state
        assert play.seat() is None
        seed += 1


def _positions(setup, games=3, every=23):
    return sampled_positions(setup[0], setup[1], positions_budget(games), every)


def _views(game, state, seats):
    return [canonical(game.board_view(state, s)) for s in seats]


@pytest.mark.parametrize("setup", SEARCHED, ids=setup_id)
def test_a_sample_keeps_what_the_seat_sees(setup):
    """A determinized copy looks the same to its seat (board and, if it decides, its choices),
    is a possible position, leaves the real state alone, and does not depend on how the
    hidden cards really lie."""
    for k, match in enumerate(_positions(setup)):
        game, state = match.game, match.state
        before = canonical(state)
        for seat in range(len(match.seats)):
            sample = game.determinize(state, seat, Rng(k * 10 + seat))
            assert canonical(state) == before
            assert canonical(game.board_view(sample, seat)) == canonical(game.board_view(state, seat))
            game.check_position(sample, match.seats, match.options)
            if game.deciding_seat(state) == seat:
                assert canonical(game.legal_actions(sample)) == canonical(game.legal_actions(state))
            # a second sample drawn from the first is the one drawn from the real state
            again = game.determinize(sample, seat, Rng(99))
            assert again == game.determinize(state, seat, Rng(99))


def swapped_ids(value, a: str, b: str):
    """``value`` (JSON) with the ids ``a`` and ``b`` exchanged wherever they occur."""
    if isinstance(value, str):
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        return [swapped_ids(v, a, b) for v in value]
    if isinstance(value, dict):
        return {swapped_ids(k, a, b): swapped_ids(v, a, b) for k, v in value.items()}
    return value


def hidden_swaps(game, state, seat, limit=6):
    """States that differ from ``state`` by two hidden cards exchanged (another seat's hand,
    a face-down deck) and look the same to ``seat``, which knows no more of either than its
    view shows (``Game.remembered_cards``); what another seat remembers follows the cards."""
    places = [(zone, owner, cards) for zone, owner, cards in game.card_layout(state)
              if zone.seen_by == NOBODY or (zone.seen_by == OWNER and owner != seat)]
    seen = canonical(game.board_view(state, seat))
    known = game.remembered_cards(state, seat)
    out = []
    cells = [(i, j) for i, (_, _, cards) in enumerate(places) for j in range(len(cards)) if cards[j] not in known]
    for a in range(len(cells)):
        for b in range(a + 1, len(cells)):
            (pa, ia), (pb, ib) = cells[a], cells[b]
            ca, cb = places[pa][2][ia], places[pb][2][ib]
            if ca == cb or not places[pa][0].holds(cb) or not places[pb][0].holds(ca):
                continue
            places[pa][2][ia], places[pb][2][ib] = cb, ca
            if canonical(game.board_view(state, seat)) == seen:
                out.append(clone(state))
                if Game.MEMORY in state:
                    out[-1][Game.MEMORY] = swapped_ids(state[Game.MEMORY], ca, cb)
            places[pa][2][ia], places[pb][2][ib] = ca, cb
            if len(out) >= limit:
                return out
    return out


@pytest.mark.parametrize("setup", SEARCHED, ids=setup_id)
def test_the_bot_never_peeks(setup):
    """Exchanging hidden cards the deciding seat cannot see (its view unchanged) leaves the
    searching bot's move unchanged."""
    tried = 0
    for match in _positions(setup, games=2, every=31):
        game = match.game
        seat = game.deciding_seat(match.state)
        if len(bot.Think(match, "easy").legal) < 2:
            continue
        variants = hidden_swaps(game, match.state, seat, limit=2)
        if not variants:
            continue
        for state in variants:  # each a position the game could be in
            game.check_position(state, match.seats, match.options)
        moves = easy_moves(match, [match.state, *variants])
        assert all(m == moves[0] for m in moves), moves
        tried += 1
    assert tried > 0


@pytest.mark.parametrize("setup", SEARCHED, ids=setup_id)
def test_evaluations_are_values_for_every_seat(setup):
    for match in _positions(setup, games=1, every=17):
        values = match.game.evaluate(clone(match.state))
        assert len(values) == len(match.seats) and all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games() if has_bot(g.id)])
def test_a_searching_bot_plays_a_legal_move_and_replays_it(game_id):
    game = registry.get(game_id)
    players = max(game.min_players, 2) if not game.cooperative else 1
    match = Match.create(game_id, [{"kind": "bot", "level": "easy"}] * players, 5)
    for _ in range(12):
        if match.over:
            break
        legal = [bare(a) for a in match.legal()]
        first = bot.Think(match, "easy")
        first.run()
        again = bot.Think(match, "easy")
        again.run()
        assert bare(first.action) == bare(again.action) and bare(first.action) in legal
        match.play_thought(first)


def test_levels_are_named_and_only_bots_have_one():
    game = registry.get("lotus")
    assert set(game.bot_iterations) == set(bot.LEVELS)
    assert game.bot_iterations["easy"] < game.bot_iterations["normal"] < game.bot_iterations["hard"]
    from pyengine.core.errors import BadRequest
    with pytest.raises(BadRequest, match="level"):
        Match.create("lotus", [{"kind": "bot", "level": "genius"}, {}], 1)
    with pytest.raises(BadRequest, match="computer"):
        Match.create("lotus", [{"kind": "human", "level": "hard"}, {}], 1)

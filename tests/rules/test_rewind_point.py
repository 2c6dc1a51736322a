"""The rewind point of a spell or ability being begun (CR 601.2, 602.2, 732) is the state as it
was: made a state again (``rules.rewind.restored``), however the game went on meanwhile, it is
the very record of a copy of the game made at the same moment, and the game it is made into
plays on as that copy does. Each state made from a point is its own: a second one made after the
first has played on is again the record as it was."""

from __future__ import annotations

from collections import Counter

from manastack.benchmark import COMMANDER_TABLE
from manastack.decisions.policies import RandomPolicy
from manastack.formats.deck_choice import load_deck
from manastack.game import Game
from manastack.rules.rewind import restored, rewind_point
from manastack.scenario import Scenario
from manastack.state.game_state import GameState
from manastack.testing import Driver
from tests.lockstep import play_on, same_record


def _same(a: Game, b: Game) -> None:
    same_record(a.state, b.state)
    assert a.history == b.history


def _made_again(point: tuple[object, ...], at: Game, game: Game) -> GameState:
    """The state made from ``point`` (made when ``at`` was copied from ``game``), with the
    log and knowledge records of ``game`` cut back to their lengths then."""
    return restored(point, game.state.log[:len(at.state.log)],
                    game.state.known[:len(at.state.known)])


def _check(point: tuple[object, ...], at: Game, game: Game) -> None:
    """``point`` made when ``at`` was copied from ``game`` is ``at``'s record, and stays so
    once a state made from it has played on."""
    again = Game(_made_again(point, at, game), at.setup)
    again.history = list(at.history)
    later = at.clone()
    _same(again, at)
    # it owns none of the objects (shared with the game) and none changed since its layer
    # pass, which it has yet to make
    assert again.state._owned == set() and again.state.changed == set()
    play_on(again, at, same=_same, seed=len(at.history), steps=30)
    same_record(_made_again(point, later, game), later.state)


def _held(g: GameState, seen: Counter[str]) -> None:
    """Counts the parts of the record that hold something."""
    for name in ("stack", "exile", "work", "frames", "effects", "shields", "delayed",
                 "triggered", "turn_counts", "extra", "combat"):
        if getattr(g, name):
            seen[name] += 1
    if g.passes:
        seen["passes"] += 1
    if g.priority not in (None, g.active):
        seen["priority"] += 1
    for p in g.players:
        for name in ("hand", "graveyard", "mana_pool", "commander_casts", "commander_damage"):
            if getattr(p, name):
                seen[name] += 1


def test_a_point_is_the_record_as_it_was_however_a_commander_game_went_on() -> None:
    """Points made all along a four-player Commander game answered at random, each made a
    state again 40 decisions later (cards drawn, spells cast and resolved, combat fought,
    commander damage dealt since), whatever the record held when it was made."""
    decks = [load_deck(n, check=False, format="commander") for n in COMMANDER_TABLE]
    game = Game.new(decks, seed=1, format="commander", auto_pay=True)
    policies = [RandomPolicy(40 + p) for p in range(4)]
    points: list[tuple[tuple[object, ...], Game, int]] = []
    seen: Counter[str] = Counter()
    for n in range(2400):
        if n % 23 == 0:
            _held(game.state, seen)
            at = game.clone()
            points.append((rewind_point(game.state), at, n + 40))
        while points and points[0][2] == n:
            point, at, _ = points.pop(0)
            _check(point, at, game)
        d = game.decision
        assert d is not None
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
    assert set(seen) >= {"stack", "exile", "work", "frames", "effects", "turn_counts", "extra",
                         "combat", "passes", "priority", "hand", "graveyard", "mana_pool",
                         "commander_casts", "commander_damage"}, seen


def test_a_point_of_a_game_won_is_the_game_won() -> None:
    """Shock for the last 2 life: the game is over (CR 104.3b), and a point made then is
    the game won by player 0."""
    s = Scenario(seed=5)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.game.is_over and d.game.winners == (0,)
    at = d.game.clone()
    state = _made_again(rewind_point(d.state), at, d.game)
    same_record(state, at.state)
    assert state.winners == (0,) and state.game_over


def test_a_point_of_a_two_headed_giant_game_at_night() -> None:
    """Two teams of two (CR 810.1) at night (CR 730): a point is the game with its teams and
    at night, and plays on as a copy made then does."""
    s = Scenario(format="two_headed_giant", seed=2)
    s.day_night("night")
    for p in range(4):
        s.library(p, *["Plains", "Glory Seeker"] * 6)
        s.hand(p, "Plains", "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    at = d.game.clone()
    point = rewind_point(d.state)
    state = _made_again(point, at, d.game)
    assert state.teams == ((0, 1), (0, 1), (2, 3), (2, 3)) and state.day_night == "night"
    _check(point, at, d.game)

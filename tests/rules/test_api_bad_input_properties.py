"""Property tests: garbage actions, players and documents never harm a game.

Random positions are reached by playing random legal actions from a few scenarios (seeded, so
every run sees the same positions for the same example). Against them, generated actions with
ids, indices and values of every type, generated players, and mutated saved games must be
refused with the documented error (``IllegalActionError``, ``GameDocumentError``), leaving the
game exactly as it was (same fingerprint) and still playable (a legal action still applies).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.decisions.actions import ACTION_TYPES, Action, same_action
from manastack.game import Concede, Game, GameDocumentError, IllegalActionError
from manastack.scenario import Scenario

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def _scenario(kind: int) -> Game:
    s = Scenario(seed=11 + kind)
    if kind == 0:  # combat, burn, a copyable spell
        s.battlefield(0, "Mountain", "Mountain", "Swamp", "Glory Seeker", "Goblin Sky Raider")
        s.hand(0, "Shock", "Chain of Smog", "Swamp")
        s.battlefield(1, "Forest", "Mountain", "Wellwisher", "Wall of Mulch")
        s.hand(1, "Shock", "Forest")
    elif kind == 1:  # morph, activated abilities, a text change
        s.battlefield(0, "Island", "Island", "Island", "Plains", "Plains")
        s.hand(0, "Artificial Evolution", "Daru Healer", "Foothill Guide")
        s.battlefield(1, "Forest", "Elvish Warrior", "Wellwisher")
    else:  # three players
        s = Scenario(players=3, seed=13)
        s.battlefield(0, "Mountain", "Glory Seeker")
        s.battlefield(1, "Forest", "Elvish Warrior")
        s.battlefield(2, "Swamp")
        s.hand(0, "Shock")
    for p in range(3 if kind == 2 else 2):
        s.library(p, "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest")
    return s.build()


_POSITIONS: dict[tuple[int, int], Game] = {}


def position(kind: int, steps: int) -> Game:
    """The game after ``steps`` random legal actions from scenario ``kind`` (a fresh clone)."""
    key = (kind, steps)
    if key not in _POSITIONS:
        g = _scenario(kind) if steps == 0 else position(kind, steps - 1)
        if steps and g.decision is not None:
            rng = random.Random(kind * 1000 + steps)
            acts = g.legal_actions()
            g.apply(g.decision.player, rng.choice(acts))
        _POSITIONS[key] = g
    return _POSITIONS[key].clone()


positions = st.builds(position, st.integers(0, 2), st.integers(0, 30))

garbage_values = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 400), st.integers(), st.floats(allow_nan=True),
    st.text(max_size=8), st.sampled_from(["normal", "face_down", "W", "turn_face_up", "keep"]),
    st.tuples(st.integers(-1, 400), st.integers(-1, 400)),
)


def _from_legal(draw: Any, game: Game) -> Action | None:
    """A legal action with one field (or the value) swapped for a value of another type."""
    legal = game.legal_actions()
    if not legal:
        return None
    a = draw(st.sampled_from(legal))
    fields = list(getattr(a, "__dataclass_fields__", {}))
    if not fields:
        return None
    f = draw(st.sampled_from(fields))
    v = getattr(a, f)
    alt: Any
    if isinstance(v, bool):
        alt = draw(st.sampled_from([int(v), float(v), str(v)]))
    elif isinstance(v, int):
        alt = draw(st.sampled_from([float(v), v == 1, str(v), (v,)]))
    elif isinstance(v, tuple):
        alt = draw(st.sampled_from([list(v), tuple(float(x) if isinstance(x, int) else x
                                                    for x in v), v[:-1]]))
    else:
        alt = draw(garbage_values)
    kw = {k: getattr(a, k) for k in fields}
    kw[f] = alt
    return type(a)(**kw)


@st.composite
def garbage_actions(draw: Any, game: Game) -> Any:
    how = draw(st.integers(0, 3))
    if how == 0:
        made = _from_legal(draw, game)
        if made is not None:
            return made
    if how == 3:
        return draw(st.one_of(garbage_values, st.just(PassPriorityClass)))
    cls = draw(st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda c: c.__name__)))
    fields = list(getattr(cls, "__dataclass_fields__", {}))
    return cls(**{f: draw(garbage_values) for f in fields})


PassPriorityClass = ACTION_TYPES["PassPriority"]

players = st.one_of(st.integers(-2, 9), st.booleans(), st.floats(), st.none(), st.text(max_size=2))


def _still_playable(game: Game) -> None:
    assert game.decision is not None or game.is_over
    if game.decision is not None:
        acts = game.legal_actions()
        assert acts
        c = game.clone()
        c.apply(c.decision.player, acts[0])  # type: ignore[union-attr]


def _is_legal(game: Game, player: Any, action: Any) -> bool:
    d = game.decision
    if d is None or type(player) is not int:
        return False
    if type(action) is Concede:  # any player still in the game may concede (CR 104.3a)
        return 0 <= player < len(game.state.players) and game.state.players[player].in_game
    if player != d.player:
        return False
    return isinstance(action, Action) and any(
        a == action and same_action(a, action) for a in game.legal_actions())


@SETTINGS
@given(data=st.data(), game=positions)
def test_garbage_actions_are_refused_and_change_nothing(data: Any, game: Game) -> None:
    if game.decision is None:
        return
    action = data.draw(garbage_actions(game))
    player = data.draw(st.one_of(st.just(game.decision.player), players))
    if _is_legal(game, player, action):
        game.apply(player, action)
        _still_playable(game)
        return
    before = game.fingerprint()
    n = len(game.history)
    with pytest.raises(IllegalActionError):
        game.apply(player, action)
    assert game.fingerprint() == before
    assert len(game.history) == n
    _still_playable(game)


def _paths(v: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(v, dict):
        for k, x in v.items():
            out += _paths(x, (*prefix, k))
    elif isinstance(v, list):
        for i, x in enumerate(v[:4]):
            out += _paths(x, (*prefix, i))
    return out


def _set(doc: Any, path: tuple[Any, ...], value: Any, delete: bool) -> None:
    cur = doc
    for k in path[:-1]:
        cur = cur[k]
    if delete:
        del cur[path[-1]]
    else:
        cur[path[-1]] = value


json_garbage = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 10), st.floats(allow_nan=False),
    st.text(max_size=6), st.sampled_from(["ONS:1", "XXX:9", "hand", "stack", "main"]),
    st.lists(st.integers(-1, 3), max_size=3), st.dictionaries(st.text(max_size=3),
                                                              st.integers(), max_size=2))


@SETTINGS
@given(data=st.data(), game=positions)
def test_mutated_documents_load_or_raise_a_value_error(data: Any, game: Game) -> None:
    """A mutated saved game either loads (the mutation happened to be valid) or raises
    GameDocumentError: never another exception. A field of the wrong type, a null, or a
    missing required field always raises."""
    doc = json.loads(game.to_json())
    path = data.draw(st.sampled_from(_paths(doc)))
    delete = data.draw(st.booleans())
    value = data.draw(json_garbage)
    cur = doc
    for k in path:
        cur = cur[k]
    original = cur
    _set(doc, path, value, delete and not isinstance(path[-1], int))
    text = json.dumps(doc)
    try:
        loaded = Game.from_json(text)
    except GameDocumentError:
        return
    # it loaded: the mutation must have been harmless for the document's meaning
    # (a "done" or "no" answer may be legal where a number was: that is another game, not a
    # malformed document; no names is valid)
    wrong_type = (not delete and type(value) is not type(original) and
                  path[-1] not in ("value", "names"))
    required = path[-1] in ("format", "version", "setup", "actions", "seed", "decks", "ops",
                            "step", "active", "turn", "op", "player", "zone", "cards", "type")
    assert not wrong_type, f"loaded with {path}={value!r}"
    assert not (delete and required), f"loaded without {path}"
    _still_playable(loaded)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=40), st.binary(max_size=40),
                 st.recursive(json_garbage, lambda c: st.lists(c, max_size=3) |
                              st.dictionaries(st.text(max_size=8), c, max_size=4),
                              max_leaves=10).map(json.dumps)))
def test_arbitrary_text_is_refused_with_a_value_error(text: Any) -> None:
    with pytest.raises(GameDocumentError):
        Game.from_json(text)

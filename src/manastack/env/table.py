"""The game behind every environment: a ``Game``, its encoded actions and observations.

Both environments (``manastack.env.aec``, ``manastack.env.single``) keep one ``Table``: it builds
the game from the decks, format and seed, lists the pending decision's actions in the encoding
of ``manastack.env.encoding`` (canonical order, exact mask, pages), takes an action by index
and builds each player's observation from ``Game.view(player)`` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from manastack.decisions.actions import Action
from manastack.env.encoding import (
    ACTION_FEATURES,
    MAX_ACTIONS,
    NextPage,
    action_row,
    describe,
    page,
    page_count,
    same,
    starts_sequence,
    verified_routes,
)
from manastack.env.observation import (
    MAX_OBJECTS,
    MAX_SEATS,
    ObjectTable,
    global_row,
    observation_space,
    player_rows,
)
from manastack.formats.decklist import DeckList
from manastack.game import Game
from manastack.game_setup import FORMATS
from manastack.rules.two_headed_giant import players_problem as thg_players_problem
from manastack.views import decision_kind


class InvalidActionError(ValueError):
    """An action index that may not be taken now: not an integer in the action space, masked
    out, or given for a player who is not deciding. The game is unchanged."""


class GameOverError(RuntimeError):
    """A step after the game ended (call ``reset()``). The game is unchanged."""


def _load(deck: Any, format: str) -> DeckList | Sequence[str]:
    """``deck`` as a deck list: a name is a bundled deck or a deck file, read as a Commander
    deck in ``commander`` (CR 903.3) and as an ordinary deck in any other format, Two-Headed
    Giant among them (each player their own deck, CR 100.2)."""
    if isinstance(deck, str):
        from manastack.formats.deck_choice import load_deck
        return load_deck(deck, format="commander" if format == "commander" else "normal")
    return deck  # type: ignore[no-any-return]


def check_episode_args(max_decisions: Any, render_mode: Any) -> None:
    """The arguments both environments take beside the table's: ``max_decisions`` a positive
    integer, ``render_mode`` None or "ansi"; a ``ValueError`` names the one that is not."""
    if not isinstance(max_decisions, int) or isinstance(max_decisions, bool) or \
            max_decisions < 1:
        raise ValueError(f"max_decisions must be a positive integer, not {max_decisions!r}")
    if render_mode not in (None, "ansi"):
        raise ValueError(f"unknown render_mode {render_mode!r}; use None or 'ansi'")


def check_seed(seed: Any) -> None:
    """A seed an environment is given (at construction or by ``reset``): None or a
    non-negative integer (not a boolean); a ``ValueError`` names any other value."""
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"the seed must be an integer or None, not {seed!r}")
    if seed is not None and seed < 0:
        raise ValueError(f"the seed must not be negative, not {seed}")


def check_reset_options(options: Any) -> None:
    """``reset``'s ``options``: None or a dict (the environments read none of its keys: the
    PettingZoo and Gymnasium API checks pass keys of their own, which are ignored); any other
    value is refused by a ``ValueError`` naming it."""
    if options is not None and not isinstance(options, dict):
        raise ValueError(f"reset options must be a dict or None, not {options!r}")


class Table:
    """One game played through action indices (see the module's docstring).

    ``decks``: one per player (2 to ``MAX_SEATS``), each a ``DeckList``, a list of card names,
    or the name of a bundled deck or a deck file (``"mid_gw"``)."""

    def __init__(self, decks: Sequence[Any], format: str = "normal",
                 max_actions: int = MAX_ACTIONS, max_objects: int = MAX_OBJECTS) -> None:
        if isinstance(decks, str | bytes) or not isinstance(decks, Sequence) or \
                not 2 <= len(decks) <= MAX_SEATS:
            raise ValueError(f"an environment seats 2 to {MAX_SEATS} players: give one deck "
                             f"per player, not {decks!r:.60}")
        for i, deck in enumerate(decks):
            if not isinstance(deck, str | DeckList) and (
                    isinstance(deck, bytes) or not isinstance(deck, Sequence)
                    or not all(isinstance(name, str) for name in deck)):
                raise ValueError(f"deck {i} must be a deck name, a DeckList or a list of card "
                                 f"names, not {deck!r:.60}")
        if not isinstance(format, str) or format not in FORMATS:
            raise ValueError(f"unknown format {format!r} (known: {', '.join(FORMATS)})")
        if format == "two_headed_giant" and (problem := thg_players_problem(len(decks))):
            raise ValueError(problem)  # CR 810.1, 810.11: 4, 6 or 8 decks
        for what, value, least in (("max_actions", max_actions, 2),
                                   ("max_objects", max_objects, 1)):
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise ValueError(f"{what} must be an integer of at least {least}, "
                                 f"not {value!r}")
        self.decks = [_load(d, format) for d in decks]
        self.format = format
        self.max_actions = max_actions
        self.max_objects = max_objects
        self.space = observation_space(max_actions, max_objects)
        self.game: Game | None = None
        self.in_sequence = False
        self.page = 0
        self._cache: tuple[Any, list[Action]] | None = None
        self._routes: list[list[Action]] = []
        self._route: tuple[int, list[Action]] = (0, [])

    @property
    def players(self) -> int:
        return len(self.decks)

    def new_game(self, seed: int) -> Game:
        self.game = Game.new(self.decks, seed=seed, format=self.format)
        self.in_sequence = False
        self.page = 0
        self._cache = None
        self._route = (0, [])
        return self.game

    def use(self, game: Game, in_sequence: bool = False) -> None:
        """Continue from ``game`` (a clone, a determinized sample...). ``in_sequence``: a cast
        or activation is under way in it."""
        self.game = game
        self.in_sequence = in_sequence
        self.page = 0
        self._cache = None
        self._route = (0, [])

    # -- actions -------------------------------------------------------------------------------
    def _game(self) -> Game:
        if self.game is None:
            raise GameOverError("no game yet: call reset()")
        return self.game

    def legal(self) -> list[Action]:
        """Every action of the pending decision that succeeds, in canonical order."""
        g = self._game()
        key = (id(g.state), g.state.version, len(g.history))
        if self._cache is None or self._cache[0] != key:
            found = verified_routes(g, self.in_sequence, self._known())
            self._cache = (key, [a for a, _ in found])
            self._routes = [r for _, r in found]
        return self._cache[1]

    def _known(self) -> Action | None:
        """The action shown to succeed at the pending decision by the route (the actions that
        complete a cast or activation, found when an earlier action of it was checked) that
        the game has followed so far; ``None`` if the game left it."""
        start, path = self._route
        history = self._game().history
        k = len(history) - start
        if not 0 < k < len(path):
            return None
        if all(same(a, b) for (_, a), b in zip(history[start:], path, strict=False)):
            return path[k]
        return None

    def _position(self, index: int) -> int:
        """The position in ``legal()`` of index ``index`` of the current page."""
        n = len(self.legal())
        if n <= self.max_actions:
            return index
        per = self.max_actions - 1
        return (self.page % page_count(n, self.max_actions)) * per + index

    def shown(self) -> list[Any]:
        """The actions of the current page, index by index."""
        return page(self.legal(), self.page, self.max_actions)

    def mask(self) -> np.ndarray:
        m = np.zeros(self.max_actions, np.int8)
        m[:len(self.shown())] = 1
        return m

    def take(self, player: int, index: Any) -> Any:
        """Take action ``index`` as ``player``; returns the action (or ``NextPage()``)."""
        g = self._game()
        d = g.decision
        if d is None or g.is_over:
            raise GameOverError("the game is over: call reset()")
        if isinstance(index, np.integer | np.ndarray) and np.ndim(index) == 0:
            index = int(index)
        if not isinstance(index, int) or isinstance(index, bool):
            raise InvalidActionError(f"an action is an integer index, not {index!r}")
        if player != d.player:
            # another player's decision is told as this player's view tells it (CR 903.9b)
            raise InvalidActionError(f"it is player {d.player}'s decision "
                                     f"({decision_kind(g, player)}), not "
                                     f"player {player}'s")
        if not 0 <= index < self.max_actions:
            raise InvalidActionError(f"action {index} is outside the action space "
                                     f"Discrete({self.max_actions})")
        key = (id(g.state), g.state.version, len(g.history))
        known = self._known() if index == 0 and self.page == 0 else None
        if known is not None and (self._cache is None or self._cache[0] != key):
            # index 0 is the first action in canonical order that succeeds: the one the
            # followed route names (``_known``), so the others need not be tried
            a: Any = known
            found = [a]
        else:
            shown = self.shown()
            if index >= len(shown):
                raise InvalidActionError(f"action {index} is masked out: the {d.kind} "
                                         f"decision has {len(shown)} actions on this page")
            a = shown[index]
            if isinstance(a, NextPage):
                self.page += 1
                return a
            found = self._routes[self._position(index)]
        n = len(g.history)
        g.apply(player, a)
        if len(found) > 1:
            self._route = (n, found)
        self._track(a)
        return a

    def concede(self, player: int) -> None:
        """``player`` concedes (CR 104.3a), whoever is deciding: they leave the game and lose
        it at once; in a multiplayer game the others play on (CR 800.4a). A spell or ability
        they were casting or activating is gone with them (the game goes back to before it,
        CR 732.1), and the action list starts again from the decision pending then. Raises
        ``GameOverError`` once the game is over and ``InvalidActionError`` for a seat that is
        no player's or a player who has left the game; the game is unchanged each time."""
        g = self._game()
        if g.is_over:
            raise GameOverError("the game is over: call reset()")
        n = len(g.state.players)
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < n:
            raise InvalidActionError(f"no player {player!r} to concede: the seats are 0 to "
                                     f"{n - 1}")
        if not g.state.players[player].in_game:
            raise InvalidActionError(f"player {player} has left the game: they can't concede")
        g.concede(player)
        self._cache = None
        self._route = (0, [])
        self.page = 0
        nd = g.decision
        if nd is None or nd.kind == "priority":
            self.in_sequence = False

    def followed(self, action: Action, rewound: bool = False) -> None:
        """``action`` was applied to the game directly (an opponent's answer, not through
        ``take``); ``rewound``: a cast or activation was refused and rewound before it."""
        if rewound:
            self.in_sequence = False
        self._track(action)

    def _track(self, action: Action) -> None:
        """After ``action``: a cast or activation under way (CR 601.2, 602.2) until the next
        priority decision; the action list starts again at its first page."""
        if starts_sequence(action):
            self.in_sequence = True
        nd = self._game().decision
        if nd is None or nd.kind == "priority":
            self.in_sequence = False
        self.page = 0

    # -- observations --------------------------------------------------------------------------
    def descriptions(self, player: int) -> list[dict[str, Any]]:
        """The description of each action index (``encoding.describe``) for ``player``; empty
        when it is not their decision."""
        g = self._game()
        d = g.decision
        if d is None or d.player != player:
            return []
        return [describe(a, d.kind, self.players) for a in self.shown()]

    def observe(self, player: int) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """``player``'s observation and info (``view``: the raw view; ``actions``: the
        descriptions of the action indices)."""
        g = self._game()
        view = g.view(player)
        objects = ObjectTable(view, self.max_objects)
        descs = self.descriptions(player)
        rows = np.zeros((self.max_actions, len(ACTION_FEATURES)), np.int32)
        card_ids = objects.offered(view) if descs else objects.card_ids
        for i, desc in enumerate(descs):
            rows[i] = action_row(desc, objects.slots, card_ids, player, self.players)
        mask = np.zeros(self.max_actions, np.int8)
        mask[:len(descs)] = 1
        pages = page_count(len(self.legal()), self.max_actions) if descs else 0
        obs = {"objects": objects.array, "players": player_rows(view),
               "global": global_row(view, self.page if descs else 0, pages),
               "action_mask": mask, "actions": rows}
        return obs, {"view": view, "actions": descs}

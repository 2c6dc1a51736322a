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
    starts_sequence,
    verified_actions,
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


class InvalidActionError(ValueError):
    """An action index that may not be taken now: not an integer in the action space, masked
    out, or given for a player who is not deciding. The game is unchanged."""


class GameOverError(RuntimeError):
    """A step after the game ended (call ``reset()``). The game is unchanged."""


def _load(deck: Any, format: str) -> DeckList | Sequence[str]:
    if isinstance(deck, str):
        from manastack.formats.deck_choice import load_deck
        return load_deck(deck, format=format)
    return deck  # type: ignore[no-any-return]


class Table:
    """One game played through action indices (see the module's docstring).

    ``decks``: one per player (2 to ``MAX_SEATS``), each a ``DeckList``, a list of card names,
    or the name of a bundled deck or a deck file (``"mid_gw"``)."""

    def __init__(self, decks: Sequence[Any], format: str = "normal",
                 max_actions: int = MAX_ACTIONS, max_objects: int = MAX_OBJECTS) -> None:
        if isinstance(decks, str) or not 2 <= len(decks) <= MAX_SEATS:
            raise ValueError(f"an environment seats 2 to {MAX_SEATS} players: give one deck "
                             f"per player, not {decks!r:.60}")
        if max_actions < 2:
            raise ValueError("max_actions must be at least 2")
        self.decks = [_load(d, format) for d in decks]
        self.format = format
        self.max_actions = max_actions
        self.max_objects = max_objects
        self.space = observation_space(max_actions, max_objects)
        self.game: Game | None = None
        self.in_sequence = False
        self.page = 0
        self._cache: tuple[Any, list[Action]] | None = None

    @property
    def players(self) -> int:
        return len(self.decks)

    def new_game(self, seed: int) -> Game:
        self.game = Game.new(self.decks, seed=seed, format=self.format)
        self.in_sequence = False
        self.page = 0
        self._cache = None
        return self.game

    def use(self, game: Game, in_sequence: bool = False) -> None:
        """Continue from ``game`` (a clone, a determinized sample...). ``in_sequence``: a cast
        or activation is under way in it."""
        self.game = game
        self.in_sequence = in_sequence
        self.page = 0
        self._cache = None

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
            self._cache = (key, verified_actions(g, self.in_sequence))
        return self._cache[1]

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
            raise InvalidActionError(f"it is player {d.player}'s decision ({d.kind}), not "
                                     f"player {player}'s")
        shown = self.shown()
        if not 0 <= index < self.max_actions:
            raise InvalidActionError(f"action {index} is outside the action space "
                                     f"Discrete({self.max_actions})")
        if index >= len(shown):
            raise InvalidActionError(f"action {index} is masked out: the {d.kind} decision "
                                     f"has {len(shown)} actions on this page")
        a = shown[index]
        if isinstance(a, NextPage):
            self.page += 1
            return a
        g.apply(player, a)
        if starts_sequence(a):
            self.in_sequence = True
        nd = g.decision
        if nd is None or nd.kind == "priority":
            self.in_sequence = False
        self.page = 0
        return a

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
        for i, desc in enumerate(descs):
            rows[i] = action_row(desc, objects.slots, objects.card_ids, player, self.players)
        mask = np.zeros(self.max_actions, np.int8)
        mask[:len(descs)] = 1
        pages = page_count(len(self.legal()), self.max_actions) if descs else 0
        obs = {"objects": objects.array, "players": player_rows(view),
               "global": global_row(view, self.page if descs else 0, pages),
               "action_mask": mask, "actions": rows}
        return obs, {"view": view, "actions": descs}

"""The whole state of one game: everything needed to continue it exactly (CR 100–122).

Cloning is cheap: objects are shared between clones until one of them changes an object, which
it first copies (``mut``). Everything else is small and copied at once.
"""

from __future__ import annotations

from typing import Any

from manastack.state.combat import Combat
from manastack.state.objects import FIRST_OBJECT_ID, GameObject
from manastack.state.player import Player
from manastack.state.rng import Rng
from manastack.state.steps import Step
from manastack.state.zones import Zone


class GameState:
    """Mutable game record; see docs/engine.md for the execution model."""

    def __init__(self, n_players: int, seed: int) -> None:
        self.objects: dict[int, GameObject] = {}
        self._owned: set[int] = set()
        self.players: list[Player] = [Player(i, f"Player {i + 1}") for i in range(n_players)]
        self.battlefield: list[int] = []
        self.stack: list[int] = []           # last element is the top of the stack
        self.exile: list[int] = []
        self.command: list[int] = []
        self.turn = 0
        self.active = 0
        self.step = Step.UNTAP
        self.priority: int | None = None
        self.passes = 0                      # consecutive passes (CR 117.4)
        self.work: list[Any] = []            # pending instructions; last is next
        self.pending: Any = None             # the Decision waiting for an answer
        self.frames: dict[int, dict[Any, Any]] = {}
        self.next_frame = 1
        self.effects: list[Any] = []         # continuous effects from resolved spells/abilities
        self.shields: list[Any] = []         # replacement/prevention effects from resolutions
        self.delayed: list[Any] = []         # delayed triggered abilities (CR 603.7)
        self.triggered: list[Any] = []       # triggered abilities waiting to be put on the stack
        self.timestamp = 0
        self.next_id = FIRST_OBJECT_ID
        self.rng = Rng(seed)
        self.seed = seed
        self.log: list[Any] = []
        # What each player may know of each log entry, fixed as it happened (rules.information)
        self.known: list[Any] = []
        self.combat: Combat | None = None
        self.day_night: str | None = None    # None, "day" or "night" (CR 730)
        self.game_over = False
        self.winners: tuple[int, ...] = ()
        # Bumped by every change that may change characteristics (their layer pass is cached
        # per version); ``tick`` by the changes that can't: priority passing, a new step, mana
        # entering or leaving a pool. Caches of anything else key on both.
        self.version = 0
        self.tick = 0
        # Objects changed (``mut``) since the characteristics were last computed: a layer pass
        # that read nothing but the permanents, spells and effects stays valid while none of
        # those changed (``rules.characteristics``).
        self.changed: set[int] = set()
        self.turn_counts: dict[Any, Any] = {}  # per-turn facts ("spells_cast_by_active", ...)
        self.started = False
        self.first_player = 0
        self.extra: dict[str, Any] = {}
        # Teams (CR 102.3, 810.1): for each player, the players of their team (themselves
        # included), in turn order; None when every player plays alone.
        self.teams: tuple[tuple[int, ...], ...] | None = None

    # -- objects -----------------------------------------------------------------------------
    def obj(self, oid: int) -> GameObject:
        """The object with id ``oid`` (read only: use ``mut`` before changing it)."""
        return self.objects[oid]

    def mut(self, oid: int) -> GameObject:
        """The object with id ``oid``, copied first if it is still shared with a clone."""
        self.version += 1
        self.changed.add(oid)
        if oid not in self._owned:
            o = self.objects[oid].copy()
            self.objects[oid] = o
            self._owned.add(oid)
            return o
        return self.objects[oid]

    def new_object(self, card_key: str | None, owner: int, zone: Zone) -> GameObject:
        o = GameObject(self.next_id, card_key, owner, zone)
        self.next_id += 1
        self.objects[o.id] = o
        self._owned.add(o.id)
        self.version += 1
        return o

    def next_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def new_frame(self, **values: Any) -> int:
        fid = self.next_frame
        self.next_frame += 1
        self.frames[fid] = dict(values)
        return fid

    # -- zones -------------------------------------------------------------------------------
    def zone_list(self, zone: Zone, player: int | None = None) -> list[int]:
        """The list holding ``zone`` (of ``player`` for library, hand and graveyard)."""
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return self.stack
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.COMMAND:
            return self.command
        assert player is not None
        p = self.players[player]
        if zone is Zone.LIBRARY:
            return p.library
        if zone is Zone.HAND:
            return p.hand
        return p.graveyard

    def player_ids(self) -> list[int]:
        """Players still in the game, in turn order starting with the active player (APNAP)."""
        n = len(self.players)
        return [(self.active + i) % n for i in range(n) if self.players[(self.active + i) % n].in_game]

    def opponents(self, player: int) -> list[int]:
        """CR 102.2-102.3: the players still in the game not on ``player``'s team."""
        if self.teams is None:
            return [p for p in self.player_ids() if p != player]
        team = self.teams[player]
        return [p for p in self.player_ids() if p not in team]

    def is_opponent(self, player: int, other: int) -> bool:
        """Whether ``other`` is an opponent of ``player`` (CR 102.2-102.3: teammates are not
        opponents), whether or not they are still in the game."""
        return other != player and (self.teams is None or other not in self.teams[player])

    def next_player(self, player: int) -> int:
        """The next player in turn order who is still in the game (CR 101.4)."""
        n = len(self.players)
        for i in range(1, n + 1):
            q = (player + i) % n
            if self.players[q].in_game:
                return q
        return player

    # -- cloning -----------------------------------------------------------------------------
    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.__dict__.update(self.__dict__)
        s.objects = dict(self.objects)
        s._owned = set()
        self._owned = set()
        s.players = [p.copy() for p in self.players]
        s.battlefield = list(self.battlefield)
        s.stack = list(self.stack)
        s.exile = list(self.exile)
        s.command = list(self.command)
        s.work = list(self.work)
        s.frames = {k: dict(v) for k, v in self.frames.items()}
        s.effects = list(self.effects)
        s.shields = list(self.shields)
        s.delayed = list(self.delayed)
        s.triggered = list(self.triggered)
        s.rng = self.rng.copy()
        s.log = list(self.log)
        s.known = list(self.known)
        s.combat = self.combat.copy() if self.combat is not None else None
        s.turn_counts = dict(self.turn_counts)
        s.extra = dict(self.extra)
        s._cache = None  # type: ignore[attr-defined]
        s.changed = set()
        return s

    def snapshot(self) -> dict[str, Any]:
        """A plain-data picture of the whole state, for equality checks and debugging."""
        from manastack.state.plain import plain
        return {
            "objects": {str(k): plain(v.to_dict()) for k, v in sorted(self.objects.items())},
            "players": [plain(p.to_dict()) for p in self.players],
            "battlefield": list(self.battlefield),
            "stack": list(self.stack),
            "exile": list(self.exile),
            "command": list(self.command),
            "turn": self.turn, "active": self.active, "step": int(self.step),
            "priority": self.priority, "passes": self.passes,
            "work": plain(self.work),
            "pending": plain(self.pending),
            "frames": {str(k): plain(v) for k, v in sorted(self.frames.items())},
            "effects": plain(self.effects),
            "shields": plain(self.shields),
            "delayed": plain(self.delayed),
            "triggered": plain(self.triggered),
            "timestamp": self.timestamp, "next_id": self.next_id, "rng": self.rng.state,
            "log": plain(self.log),
            "combat": plain(self.combat.to_dict()) if self.combat else None,
            "day_night": self.day_night, "game_over": self.game_over,
            "winners": list(self.winners), "turn_counts": plain(self.turn_counts),
            "extra": plain(self.extra),
            **({"teams": [list(t) for t in self.teams]} if self.teams is not None else {}),
        }

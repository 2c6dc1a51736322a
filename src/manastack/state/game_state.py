"""The whole state of one game: everything needed to continue it exactly (CR 100–122).

Cloning is cheap: objects are shared between clones until one of them changes an object, which
it first copies (``mut``). Everything else is small and copied at once.
"""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from manastack.state.combat import Combat
from manastack.state.objects import FIRST_OBJECT_ID, GameObject
from manastack.state.player import Player
from manastack.state.rng import Rng
from manastack.state.steps import Step
from manastack.state.zones import Zone

_FIELDS: Final = (
    "objects", "_owned", "players", "battlefield", "stack", "exile", "command", "turn", "active",
    "step", "priority", "passes", "work", "pending", "frames", "next_frame", "effects", "shields",
    "delayed", "triggered", "timestamp", "next_id", "rng", "seed", "log", "known", "combat",
    "day_night", "game_over", "winners", "version", "tick", "changed", "turn_counts", "started",
    "first_player", "extra", "teams",
)
"""The game's record: every field ``snapshot`` reads, and what cloning copies."""

_CACHES: Final = (
    "_cache", "_base_cache", "_rules_index", "_ability_index", "_replacement_index",
    "_trigger_index", "_sba_clear", "_day_night_clear", "_control_synced", "_supply_memo",
    "_colors_memo", "_legal_cache", "_declare_cache", "_priority_memo",
    "_bound_memo", "_offered_memo", "_graveyard_memo", "_priority_clear",
)
"""Caches of values computed from the record (each keyed on what it was computed from: the
version, the tick, the characteristics), None until first needed; a clone shares them."""


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class GameState:
    """Mutable game record; see docs/engine.md for the execution model.

    Its attributes are fixed (``__slots__``): a cache is one of ``_CACHES``, declared below,
    so that the pure-Python package and the compiled build hold the same attributes."""

    __slots__ = _FIELDS + _CACHES

    _cache: Any
    _base_cache: Any
    _rules_index: Any
    _ability_index: Any
    _replacement_index: Any
    _trigger_index: Any
    _sba_clear: Any
    _day_night_clear: Any
    _control_synced: Any
    _supply_memo: Any
    _colors_memo: Any
    _legal_cache: Any
    _declare_cache: Any
    _priority_memo: Any
    _bound_memo: Any
    _offered_memo: Any
    _graveyard_memo: Any
    _priority_clear: Any

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
        self._cache = self._base_cache = self._rules_index = self._ability_index = None
        self._replacement_index = self._trigger_index = self._sba_clear = None
        self._day_night_clear = self._control_synced = self._supply_memo = None
        self._colors_memo = self._legal_cache = None
        self._declare_cache = self._priority_memo = self._bound_memo = None
        self._offered_memo = self._graveyard_memo = self._priority_clear = None

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
        players = self.players
        a = self.active
        # (``Player.in_game`` written out: this is asked at every priority pass)
        return [p.index for p in (players[a:] + players[:a] if a else players)
                if not (p.lost or p.left)]

    def in_game_count(self) -> int:
        """How many players are still in the game: ``len(player_ids())`` without the list
        (asked at every priority pass, CR 117.4)."""
        n = 0
        for p in self.players:
            if not (p.lost or p.left):
                n += 1
        return n

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
        players = self.players
        for p in players[player + 1:]:
            if not (p.lost or p.left):
                return p.index
        for p in players[:player + 1]:
            if not (p.lost or p.left):
                return p.index
        return player

    # -- cloning -----------------------------------------------------------------------------
    def clone(self) -> GameState:
        # Every field of _FIELDS and _CACHES, written out (much faster than a loop of getattr
        # and setattr; a field left out is unset, and reading it fails). The caches are shared,
        # but the layer pass's, which a clone recomputes.
        s = GameState.__new__(GameState)
        s.objects = self.objects.copy()
        s._owned = set()
        self._owned = set()
        s.players = [p.copy() for p in self.players]
        s.battlefield = list(self.battlefield)
        s.stack = list(self.stack)
        s.exile = list(self.exile)
        s.command = list(self.command)
        s.turn = self.turn
        s.active = self.active
        s.step = self.step
        s.priority = self.priority
        s.passes = self.passes
        s.work = list(self.work)
        s.pending = self.pending
        s.frames = {k: dict(v) for k, v in self.frames.items()}
        s.next_frame = self.next_frame
        s.effects = list(self.effects)
        s.shields = list(self.shields)
        s.delayed = list(self.delayed)
        s.triggered = list(self.triggered)
        s.timestamp = self.timestamp
        s.next_id = self.next_id
        s.rng = self.rng.copy()
        s.seed = self.seed
        s.log = list(self.log)
        s.known = list(self.known)
        s.combat = self.combat.copy() if self.combat is not None else None
        s.day_night = self.day_night
        s.game_over = self.game_over
        s.winners = self.winners
        s.version = self.version
        s.tick = self.tick
        s.changed = set()
        s.turn_counts = dict(self.turn_counts)
        s.started = self.started
        s.first_player = self.first_player
        s.extra = dict(self.extra)
        s.teams = self.teams
        s._cache = None
        s._base_cache = self._base_cache
        s._rules_index = self._rules_index
        s._ability_index = self._ability_index
        s._replacement_index = self._replacement_index
        s._trigger_index = self._trigger_index
        s._sba_clear = self._sba_clear
        s._day_night_clear = self._day_night_clear
        s._control_synced = self._control_synced
        s._supply_memo = self._supply_memo
        s._colors_memo = self._colors_memo
        s._legal_cache = self._legal_cache
        s._declare_cache = self._declare_cache
        s._priority_memo = self._priority_memo
        s._bound_memo = None  # read from the card keys, which a clone may change (env.determinize)
        s._graveyard_memo = None  # read from the card keys, as _bound_memo
        s._offered_memo = None  # the answers of the decision this state asked, not a clone's
        s._priority_clear = None  # (rules.priority.advance) checked again once by a clone
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

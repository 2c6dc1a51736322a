"""Game objects: cards, tokens, copies of spells and abilities on the stack (CR 109).

An object is identified by an integer id. A card that moves from one zone to another becomes a new
object with a new id (CR 400.7); nothing in the state points at objects other than by id.
Objects are mutable records copied lazily when a cloned state first changes them.
"""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from manastack.state.zones import Zone

FIRST_OBJECT_ID = 100
"""Player ids are 0..7; object ids start here so that a target can be either without confusion."""


def is_player_id(x: int) -> bool:
    """True if ``x`` refers to a player rather than an object."""
    return 0 <= x < FIRST_OBJECT_ID


_FIELDS: Final = (
    "id", "card_key", "owner", "controller", "zone", "face", "face_down", "tapped",
    "controlled_since", "damage", "deathtouch_damage", "counters", "attached_to",
    "timestamp", "is_token", "is_copy", "token_def", "ability", "source", "stack",
    "known_to", "phased_out", "chosen", "copy_of", "cast_method", "regen_shields",
    "entered_turn", "was_cast", "flags", "base_controller",
)


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class GameObject:
    """One object in one zone.

    ``card_key`` names the card in the database (``"ONS:123"``); tokens use the token's key, and
    abilities on the stack use ``None``. ``face`` is the index of the face that is up (CR 712: 0
    front, 1 back). Fields that only matter on the stack (targets, X, chosen modes) live in
    ``stack``, a dict shared with the spell's resolution frame.
    """

    __slots__ = _FIELDS

    def __init__(self, oid: int, card_key: str | None, owner: int, zone: Zone) -> None:
        self.id = oid
        self.card_key = card_key
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.face = 0
        self.face_down = False
        self.tapped = False
        self.controlled_since = 0
        self.damage = 0
        self.deathtouch_damage = False
        self.counters: dict[str, int] = {}
        self.attached_to: int | None = None
        self.timestamp = 0
        self.is_token = False
        self.is_copy = False
        self.token_def: Any = None
        self.ability: Any = None          # for abilities on the stack: the Ability record
        self.source: int | None = None    # for abilities on the stack: the source object id
        self.stack: dict[str, Any] = {}   # choices made while casting/activating
        self.known_to: frozenset[int] = frozenset()  # players who may look at a face-down card
        self.phased_out = False
        self.chosen: dict[str, Any] = {}  # "as enters" choices (creature type, colour, ...)
        self.copy_of: Any = None          # copiable values this object copies (CR 707)
        self.cast_method = "normal"
        self.regen_shields = 0
        self.entered_turn = 0
        self.was_cast = False
        self.flags: frozenset[str] = frozenset()
        # The controller before layer-2 effects (CR 613.1b), once one has changed ``controller``.
        self.base_controller: int | None = None

    def copy(self) -> GameObject:
        # Every field of _FIELDS, written out (much faster than a loop of getattr and setattr;
        # a field left out is unset, and reading it fails: tests/rules/test_api_game.py compares
        # every field of a clone's state).
        o = GameObject.__new__(GameObject)
        o.id = self.id
        o.card_key = self.card_key
        o.owner = self.owner
        o.controller = self.controller
        o.zone = self.zone
        o.face = self.face
        o.face_down = self.face_down
        o.tapped = self.tapped
        o.controlled_since = self.controlled_since
        o.damage = self.damage
        o.deathtouch_damage = self.deathtouch_damage
        o.counters = dict(self.counters)
        o.attached_to = self.attached_to
        o.timestamp = self.timestamp
        o.is_token = self.is_token
        o.is_copy = self.is_copy
        o.token_def = self.token_def
        o.ability = self.ability
        o.source = self.source
        o.stack = dict(self.stack)
        o.known_to = self.known_to
        o.phased_out = self.phased_out
        o.chosen = dict(self.chosen)
        o.copy_of = self.copy_of
        o.cast_method = self.cast_method
        o.regen_shields = self.regen_shields
        o.entered_turn = self.entered_turn
        o.was_cast = self.was_cast
        o.flags = self.flags
        o.base_controller = self.base_controller
        return o

    def to_dict(self) -> dict[str, Any]:
        """A snapshot used for equality checks and debugging (``state.plain`` makes it plain
        data)."""
        d: dict[str, Any] = {}
        for name in _FIELDS:
            v = getattr(self, name)
            if isinstance(v, frozenset):
                v = sorted(v)
            elif isinstance(v, Zone):
                v = v.value
            d[name] = v
        return d

    def __repr__(self) -> str:
        return f"<obj {self.id} {self.card_key} {self.zone.value}>"

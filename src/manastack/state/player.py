"""Players (CR 102) and their per-player zones and counts."""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

_FIELDS: Final = (
    "index", "name", "life", "poison", "library", "hand", "graveyard", "mana_pool",
    "lands_played", "spells_cast_this_turn", "lost", "won", "left", "drew_from_empty",
    "mulligans", "kept", "life_lost_this_turn", "life_gained_this_turn", "cards_drawn_this_turn",
    "max_hand_size", "counters", "damage_taken_this_turn", "land_plays_allowed",
    "commander_casts", "commander_damage",
)


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Player:
    """One player: life total, zones owned by the player, mana pool, and per-turn counts."""

    __slots__ = _FIELDS

    def __init__(self, index: int, name: str, life: int = 20) -> None:
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0
        self.library: list[int] = []   # index 0 is the top
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # last is the top
        self.mana_pool: dict[str, int] = {}
        self.lands_played = 0
        self.land_plays_allowed = 1
        self.spells_cast_this_turn = 0
        self.lost = False
        self.won = False
        self.left = False
        self.drew_from_empty = False
        self.mulligans = 0
        self.kept = False
        self.life_lost_this_turn = 0
        self.life_gained_this_turn = 0
        self.cards_drawn_this_turn = 0
        self.damage_taken_this_turn = 0
        self.max_hand_size: int | None = 7
        self.counters: dict[str, int] = {}
        # Commander (CR 903.8, 903.10a): casts of each of this player's commanders from the
        # command zone, and combat damage dealt to this player by each commander, both keyed by
        # the commander's number (``manastack.rules.commander.commander_number``).
        self.commander_casts: dict[int, int] = {}
        self.commander_damage: dict[int, int] = {}

    def copy(self) -> Player:
        # Every field of _FIELDS, written out (much faster than a loop of getattr and setattr;
        # a field left out is unset, and reading it fails: tests/rules/test_api_game.py compares
        # every field of a clone's state).
        p = Player.__new__(Player)
        p.index = self.index
        p.name = self.name
        p.life = self.life
        p.poison = self.poison
        p.library = list(self.library)
        p.hand = list(self.hand)
        p.graveyard = list(self.graveyard)
        p.mana_pool = dict(self.mana_pool)
        p.lands_played = self.lands_played
        p.spells_cast_this_turn = self.spells_cast_this_turn
        p.lost = self.lost
        p.won = self.won
        p.left = self.left
        p.drew_from_empty = self.drew_from_empty
        p.mulligans = self.mulligans
        p.kept = self.kept
        p.life_lost_this_turn = self.life_lost_this_turn
        p.life_gained_this_turn = self.life_gained_this_turn
        p.cards_drawn_this_turn = self.cards_drawn_this_turn
        p.max_hand_size = self.max_hand_size
        p.counters = dict(self.counters)
        p.damage_taken_this_turn = self.damage_taken_this_turn
        p.land_plays_allowed = self.land_plays_allowed
        p.commander_casts = dict(self.commander_casts)
        p.commander_damage = dict(self.commander_damage)
        return p

    @property
    def in_game(self) -> bool:
        """CR 104.3 / 800.4: a player who lost or left is no longer in the game."""
        return not (self.lost or self.left)

    def to_dict(self) -> dict[str, Any]:
        return {name: (dict(sorted(v.items())) if isinstance(v, dict) else
                       list(v) if isinstance(v, list) else v)
                for name in _FIELDS for v in [getattr(self, name)]}

"""Phases and steps of a turn (CR 500–514)."""

from __future__ import annotations

from enum import IntEnum


class Step(IntEnum):
    """Steps in turn order; main phases are treated as steps for scheduling (CR 500.1)."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    POSTCOMBAT_MAIN = 10
    END = 11
    CLEANUP = 12

    @property
    def is_main(self) -> bool:
        """A main phase (CR 505), precombat or postcombat."""
        return self in _MAIN  # a set made once: reading a member off the class is slow

    @property
    def is_combat(self) -> bool:
        """A step of the combat phase (CR 506.1)."""
        return self in _COMBAT

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


_MAIN = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})
_COMBAT = frozenset(s for s in Step if Step.BEGINNING_OF_COMBAT <= s <= Step.END_OF_COMBAT)

"""Zones (CR 400)."""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    """The game zones of CR 400.1."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"

    @property
    def is_public(self) -> bool:
        """CR 400.2: graveyard, battlefield, stack, exile and command are public zones."""
        return self not in (Zone.LIBRARY, Zone.HAND)

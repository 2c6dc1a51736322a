"""The creature types of CR 205.3m, as the rules read them: the list itself is part of the
vocabulary (``manastack.dsl.creature_types``), re-exported here."""

from __future__ import annotations

from manastack.dsl.creature_types import (  # noqa: F401 - re-exported
    CREATURE_TYPES,
    ORDERED_CREATURE_TYPES,
    is_creature_type,
)

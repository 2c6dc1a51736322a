"""Baithook Angler // Hook-Haunt Drifter — {1}{U} Creature — Human Peasant 2/1 // Creature —
Spirit 1/2 (blue).

Oracle: Front: "Disturb {1}{U} (You may cast this card from your graveyard transformed for its
disturb cost.)"
Back: "Flying / If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it
instead."
Rulings covered: general disturb rulings (MID-RN-013, MID-RN-015, MID-RN-017).
"""

from __future__ import annotations

import pytest

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Baithook Angler")


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-RN-013", "MID-RN-015", "MID-RN-017",
        "MID-OR-0116", "MID-OR-0117", "MID-OR-0118", "MID-OR-0119", "MID-OR-0120",
        "MID-OR-0121", "MID-OR-0122",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Baithook Angler", "Hook-Haunt Drifter", (1, 2), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Spirit"})

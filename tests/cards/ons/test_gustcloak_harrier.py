"""Gustcloak Harrier — {1}{W}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Harrier")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Harrier", "Goblin Sky Raider")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Harrier", "Goblin Sky Raider")

"""Gustcloak Skirmisher — {3}{W} Creature — Bird Soldier 2/3.

Oracle: "Flying / Whenever Gustcloak Skirmisher becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Skirmisher")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Skirmisher", "Goblin Sky Raider")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Skirmisher", "Goblin Sky Raider")

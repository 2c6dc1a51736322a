"""Defenestrate — {2}{B} Instant.

Oracle: "Destroy target creature without flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Defenestrate")


def test_destroys_a_creature_without_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Defenestrate", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_flyers_are_not_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    assert CastSpell(d.find("Defenestrate"), "normal") not in d.game.legal_actions()

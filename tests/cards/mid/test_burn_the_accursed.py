"""Burn the Accursed — {4}{R} Instant.

Oracle: "Burn the Accursed deals 5 damage to target creature and 2 damage to that creature's
controller. If that creature would die this turn, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Burn the Accursed")


def test_five_and_two_and_exiled_instead_of_dying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Burn the Accursed", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert not d.ids("Elvish Warrior", zone="graveyard")
    assert d.life(1) == 18


def test_no_damage_to_the_controller_if_the_target_is_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn the Accursed", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Burn the Accursed", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")  # it died before the spell resolved
    assert d.life(1) == 20

"""Daru Encampment — Land.

Oracle: "{T}: Add {C}. / {W}, {T}: Target Soldier creature gets +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daru Encampment")


def test_pumps_a_soldier_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains", "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Encampment", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    assert d.state.objects[d.find("Daru Encampment")].tapped
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2


def test_only_soldiers_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains", "Goblin Sky Raider")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

"""Neonate's Rush — {2}{R} Instant.

Oracle: "This spell costs {1} less to cast if you control a Vampire. / Neonate's Rush deals 1
damage to target creature and 1 damage to its controller. Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Neonate's Rush")


def test_cheaper_with_a_vampire() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Falkenrath Perforator")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(1) == 19
    assert d.ids("Island", zone="hand")


def test_full_cost_without_a_vampire() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.cast(0, "Neonate's Rush", targets=[d.find("Glory Seeker")])


def test_damages_the_controller_not_the_owner() -> None:
    """CR 108.4, 110.2: "its controller" is the player who controls the creature, here
    player 1, who controls player 0's Glory Seeker: player 1 is dealt the damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Neonate's Rush")
    s.battlefield(1, "Glory Seeker", owner=0)
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Neonate's Rush", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(1) == 19 and d.life(0) == 20

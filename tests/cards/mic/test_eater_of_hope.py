"""Eater of Hope — {5}{B}{B} Creature — Demon 6/4.

Oracle: "Flying / {B}, Sacrifice another creature: Regenerate Eater of Hope. / {2}{B},
Sacrifice two other creatures: Destroy target creature."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eater of Hope")

CARD = "Eater of Hope"


def test_regenerates_by_sacrificing_another_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Swamp")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find(CARD)])
    d.pass_priority()  # player 1 passes: player 0 may respond
    d.activate(0, CARD, index=1, choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    d.resolve()
    eater = d.find(CARD)
    assert d.zone_of(CARD) == "battlefield" and d.state.objects[eater].tapped
    assert d.chars(eater).has("Flying")


def test_destroys_a_creature_by_sacrificing_two_others() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Avacyn's Pilgrim", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.activate(0, CARD, index=2, targets=[d.find("Gluttonous Zombie")],
               choices=[d.find("Glory Seeker"), d.find("Avacyn's Pilgrim")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"

"""Dawnhart Rejuvenator — {3}{G} Creature — Human Warlock 2/4.

Oracle: "When Dawnhart Rejuvenator enters the battlefield, you gain 3 life.
{T}: Add one mana of any color."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawnhart Rejuvenator")


def test_enters_and_gains_three_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Dawnhart Rejuvenator")
    d = Driver(s.build())
    d.cast(0, "Dawnhart Rejuvenator")
    d.resolve()
    d.resolve()
    assert d.life(0) == 23


def test_taps_for_any_colour() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Rejuvenator")
    s.hand(0, "Defenestrate")  # {2}{B}
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.mana(0, "Dawnhart Rejuvenator", "B")
    assert d.state.players[0].mana_pool.get("B") == 1
    d.cast(0, "Defenestrate", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")

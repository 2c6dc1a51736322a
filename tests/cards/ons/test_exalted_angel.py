"""Exalted Angel — {4}{W}{W} Creature — Angel 4/5.

Oracle: "Flying / Whenever Exalted Angel deals damage, you gain that much life. / Morph
{2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time
for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Exalted Angel")


def test_combat_damage_to_a_player_gains_that_much_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Exalted Angel")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.life(0) == 24


def test_damage_to_a_blocker_also_gains_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Goblin Sky Raider"): angel})
    d.pass_until("postcombat_main")
    assert d.life(0) == 24 and d.life(1) == 20


def test_face_down_it_has_no_lifegain_then_turned_up_for_morph() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18 and d.life(0) == 20
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert (c.power, c.toughness) == (4, 5) and c.has("Flying")

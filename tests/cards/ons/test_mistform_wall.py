"""Mistform Wall — {2}{U} Creature — Illusion Wall 1/4.

Oracle: "Mistform Wall has defender as long as it's a Wall. / {1}: Mistform Wall becomes the
creature type of your choice until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Wall")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_stops_being_a_wall_and_loses_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    assert d.chars(wall).has("Defender")
    d.activate(0, wall)
    d.resolve()
    d.choose("Elf")
    assert d.chars(wall).subtypes == {"Elf"}
    assert not d.chars(wall).has("Defender")
    d.to_combat()
    d.attack([wall])
    d.pass_until("postcombat_main")
    assert d.life(1) == 19


def test_a_wall_again_has_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.activate(0, wall)
    d.resolve()
    d.choose("Elf")
    d.activate(0, wall)
    d.resolve()
    d.choose("Wall")
    assert d.chars(wall).has("Defender")

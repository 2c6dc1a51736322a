"""Mistform Stalker — {1}{U} Creature — Illusion 1/1.

Oracle: "{1}: Mistform Stalker becomes the creature type of your choice until end of turn. /
{2}{U}{U}: Mistform Stalker gets +2/+2 and gains flying until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Stalker")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_becomes_the_chosen_type_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Island", "Aven Brigadier")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Bird")
    c = d.chars(stalker)
    assert c.subtypes == {"Bird"} and (c.power, c.toughness) == (2, 2)
    d.pass_until(Step.UPKEEP, turn=4)
    c = d.chars(stalker)
    assert c.subtypes == {"Illusion"} and (c.power, c.toughness) == (1, 1)


def test_pump_and_flying_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Stalker", "Island", "Island", "Island", "Island")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    assert not d.chars(stalker).has("Flying")
    d.activate(0, stalker, index=1)
    d.resolve()
    c = d.chars(stalker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Flying")
    assert c.subtypes == {"Illusion"}
    d.pass_until(Step.UPKEEP, turn=4)
    c = d.chars(stalker)
    assert (c.power, c.toughness) == (1, 1) and not c.has("Flying")

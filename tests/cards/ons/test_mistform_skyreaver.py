"""Mistform Skyreaver — {5}{U}{U} Creature — Illusion 6/6.

Oracle: "Flying / {1}: Mistform Skyreaver becomes the creature type of your choice until end
of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Skyreaver")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_each_activation_replaces_the_type_chosen_before() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Skyreaver", "Island", "Island")
    s.battlefield(1, "Aven Brigadier")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    sky = d.find("Mistform Skyreaver")
    c = d.chars(sky)
    assert (c.power, c.toughness) == (6, 6) and c.has("Flying")
    d.activate(0, sky)
    d.resolve()
    d.choose("Bird")
    assert d.chars(sky).subtypes == {"Bird"}
    assert d.chars(sky).power == 7  # the opponent's Brigadier pumps every other Bird
    d.activate(0, sky)
    d.resolve()
    d.choose("Zombie")
    c = d.chars(sky)
    assert c.subtypes == {"Zombie"}  # no longer a Bird
    assert (c.power, c.toughness) == (6, 6)
    d.pass_until(Step.UPKEEP, turn=4)
    assert d.chars(sky).subtypes == {"Illusion"}

"""Mistform Dreamer — {2}{U} Creature — Illusion 2/1.

Oracle: "Flying / {1}: Mistform Dreamer becomes the creature type of your choice until end of
turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046, ONS-FAQ-041.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Dreamer")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046", "ONS-FAQ-041")
def test_becomes_only_the_chosen_type_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", "Island", "Island", "Aven Brigadier")
    s.library(0, "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert "Swamp" not in opts and "Bird Soldier" not in opts
    d.choose("Bird")
    assert d.chars(dreamer).subtypes == {"Bird"}
    assert d.chars(dreamer).power == 3  # Aven Brigadier's Bird bonus now applies
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    assert d.chars(dreamer).subtypes == {"Soldier"}  # Bird is gone again
    d.pass_until("upkeep", turn=4)
    assert d.chars(dreamer).subtypes == {"Illusion"}

"""Visara the Dreadful — {3}{B}{B}{B} Legendary Creature — Gorgon 5/5.

Oracle: "Flying / {T}: Destroy target creature. It can't be regenerated."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Visara the Dreadful")


def test_destroys_a_creature_that_could_regenerate() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, "Visara the Dreadful", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)  # regeneration shield in response
    d.resolve_all()
    assert d.ids("Silvos, Rogue Elemental", zone="graveyard")


def test_summoning_sick_visara_cannot_tap() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful", sick=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

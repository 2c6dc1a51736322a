"""Sea's Claim — {U} Enchantment — Aura.

Oracle: "Enchant land (Target a land as you cast this. This card enters the battlefield attached
to that land.) / Enchanted land is an Island."
Rulings covered: none in the seed documents (CR 305.7).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sea's Claim")


def test_the_land_becomes_an_island_making_only_blue_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Forest")
    s.hand(0, "Sea's Claim")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Sea's Claim", targets=[forest])
    d.resolve()
    c = d.chars(forest)
    assert c.subtypes == {"Island"} and "Basic" in c.supertypes and "Land" in c.types
    d.mana(0, forest)
    assert d.state.players[0].mana_pool == {"U": 1}


def test_a_nonbasic_land_loses_its_own_abilities() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Sea's Claim")
    s.battlefield(1, "Contested Cliffs")
    d = Driver(s.build())
    cliffs = d.find("Contested Cliffs")
    before = len(d.chars(cliffs).abilities)
    d.cast(0, "Sea's Claim", targets=[cliffs])
    d.resolve()
    c = d.chars(cliffs)
    assert before == 2 and len(c.abilities) == 1
    assert c.subtypes == {"Island"}

"""Silvos, Rogue Elemental — {3}{G}{G}{G} Legendary Creature — Elemental 8/5.

Oracle: "Trample / {G}: Regenerate Silvos, Rogue Elemental."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silvos, Rogue Elemental")


def test_regeneration_shield_saves_it_from_lethal_damage() -> None:
    """CR 701.19a: the next time it would be destroyed this turn, it is tapped and its damage
    removed instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, silvos)
    d.resolve()
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
        d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
    assert d.state.objects[silvos].damage == 0


def test_without_a_shield_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[silvos])
        d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "graveyard"

"""Cabal Archon — {2}{B} Creature — Human Cleric 2/2.

Oracle: "{B}, Sacrifice a Cleric: Target player loses 2 life and you gain 2 life."
Rulings covered: ONS-FAQ-075.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cabal Archon")

def test_drain_two_by_sacrificing_a_cleric() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Disciple of Malice", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[1], pay=False)
    d.pay()  # mana abilities first (CR 601.2g), then the sacrifice (601.2h)
    dec = d.expect("cost_sacrifice")
    assert {a.value for a in dec.actions} == {d.find("Cabal Archon"),
                                              d.find("Disciple of Malice")}
    d.choose(d.find("Disciple of Malice"))
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)


@pytest.mark.ruling("ONS-FAQ-075", "ONS-OR-0096")
def test_it_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon")
    d = Driver(s.build())
    archon = d.find("Cabal Archon")
    d.activate(0, archon, targets=[1])
    d.choose(archon)
    assert d.ids("Cabal Archon", zone="graveyard")
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)

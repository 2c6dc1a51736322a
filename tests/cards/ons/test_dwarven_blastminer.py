"""Dwarven Blastminer — {1}{R} Creature — Dwarf 1/1.

Oracle: "{2}{R}, {T}: Destroy target nonbasic land. / Morph {R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dwarven Blastminer")


def test_destroys_a_nonbasic_land_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta", "Island")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Polluted Delta") in legal
    assert d.find("Island") not in legal
    d.choose(d.find("Polluted Delta"))
    d.pay()
    d.resolve()
    assert d.ids("Polluted Delta", zone="graveyard")

"""Snarling Wolf — {G} Creature — Wolf 1/1.

Oracle: "{1}{G}: Snarling Wolf gets +2/+2 until end of turn. Activate only once each turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snarling Wolf")


def test_once_each_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (3, 3)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)

"""Goblin Taskmaster — {R} Creature — Goblin 1/1.

Oracle: "{1}{R}: Target Goblin creature gets +1/+0 until end of turn. / Morph {R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Taskmaster")


def test_pumps_a_goblin_but_not_another_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Goblin Sledder", "Glory Seeker", "Mountain",
                  "Mountain")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, "Goblin Taskmaster", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker") not in legal
    d.choose(sledder)
    d.pay()
    d.resolve()
    assert (d.chars(sledder).power, d.chars(sledder).toughness) == (2, 1)
    d.pass_until("upkeep", turn=4)
    assert d.chars(sledder).power == 1


def test_a_face_down_goblin_is_no_goblin_to_target() -> None:
    """CR 708.2a: a face-down creature has no creature types, so it isn't a Goblin to target
    (CR 115.1); the Taskmaster may target itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Mountain", "Mountain")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    d.activate(0, "Goblin Taskmaster", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Skirk Commando") not in legal
    assert d.find("Goblin Taskmaster") in legal

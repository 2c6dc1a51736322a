"""Dive Bomber — {3}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / {T}, Sacrifice Dive Bomber: It deals 2 damage to target attacking or blocking
creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dive Bomber")


def test_sacrificed_to_kill_an_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    bomber = d.find("Dive Bomber")
    assert d.chars(bomber).has("Flying")
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(0, "Dive Bomber", targets=[seeker])
    assert d.zone_of("Dive Bomber") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"

"""Nosy Goblin — {2}{R} Creature — Goblin 2/1.

Oracle: "{T}, Sacrifice Nosy Goblin: Destroy target face-down creature."
Rulings covered: ONS-FAQ-139 (turned face up in response: no longer a legal target).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nosy Goblin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Nosy Goblin")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Glory Seeker", "Plains")
    return Driver(s.build())


def test_destroys_a_face_down_creature_only() -> None:
    d = setup()
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    healer = d.find("Daru Healer")
    assert options == {healer}
    d.choose(healer)
    assert d.zone_of("Nosy Goblin") == "graveyard"
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-139", "ONS-OR-0150")
def test_turned_face_up_in_response_survives() -> None:
    d = setup()
    healer = d.find("Daru Healer")
    d.activate(0, "Nosy Goblin", targets=[healer])
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    d.resolve()
    assert d.zone_of("Daru Healer") == "battlefield"
    assert not d.state.objects[d.find("Daru Healer")].face_down

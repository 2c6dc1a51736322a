"""Hallowed Respite — {W}{U} Sorcery.

Oracle: "Exile target nonlegendary creature, then return it to the battlefield under its
owner's control. If it entered under your control, put a +1/+1 counter on it. Otherwise, tap
it. / Flashback {1}{W}{U}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hallowed Respite")


def test_your_creature_comes_back_with_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Glory Seeker")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.state.objects[seeker].tapped


def test_an_opponents_creature_comes_back_tapped_under_its_owner() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Elvish Warrior")])
    d.resolve()
    warrior = d.find("Elvish Warrior", zone="battlefield")
    assert d.state.objects[warrior].controller == 1
    assert d.state.objects[warrior].tapped and d.state.objects[warrior].counters == {}


def test_legendary_creatures_cant_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(1, "Vadrik, Astral Archmage")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Hallowed Respite", targets=[d.find("Vadrik, Astral Archmage")])

"""Spectral Adversary — {1}{U} Creature — Spirit 2/1.

Oracle: "Flash / Flying / When Spectral Adversary enters the battlefield, you may pay {1}{U} any
number of times. When you pay this cost one or more times, put that many +1/+1 counters on
Spectral Adversary, then up to that many other target artifacts, creatures, and/or enchantments
phase out."
Rulings covered: MID-RN-231, MID-RN-232, MID-RN-234, MID-RN-236.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spectral Adversary")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Spectral Adversary", "Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Screeching Buzzard", "Moonsilver Key", "Krosan Tusker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-231", "MID-RN-232", "MID-RN-236")
def test_pay_twice_phase_out_two() -> None:
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    buzzard, key = d.find("Screeching Buzzard"), d.find("Moonsilver Key")
    adv = d.find("Spectral Adversary", "battlefield")
    assert d.decision.kind == "target" and adv not in opts(d)
    d.choose(buzzard)
    d.choose(key)
    assert d.decision.kind == "priority"  # no third target
    d.resolve()
    assert d.state.objects[adv].counters == {"+1/+1": 2}
    assert d.state.objects[buzzard].phased_out and d.state.objects[key].phased_out
    assert not d.state.stack  # the Buzzard didn't "die"
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    assert buzzard not in opts(d)  # phased-out permanents can't be targeted


@pytest.mark.ruling("MID-RN-234")
def test_phases_in_during_its_controllers_untap_step() -> None:
    d = setup()
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    tusker = d.find("Krosan Tusker")
    d.choose(tusker)
    d.resolve()
    assert d.state.objects[tusker].phased_out
    d.pass_until("upkeep", turn=4)
    assert not d.state.objects[tusker].phased_out

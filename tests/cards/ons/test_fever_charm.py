"""Fever Charm — {R} Instant.

Oracle: "Choose one — / • Target creature gains haste until end of turn. / • Target creature
gets +2/+0 until end of turn. / • Fever Charm deals 3 damage to target Wizard creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fever Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Crafty Pathmage")
    return Driver(s.build())


def test_haste_lets_a_new_creature_attack() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fever Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Haste")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_plus_two_plus_zero() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 2)


def test_three_damage_only_to_a_wizard() -> None:
    d = setup()
    d.cast(0, "Fever Charm", modes=[2], pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Crafty Pathmage")}
    d.choose(d.find("Crafty Pathmage"))
    d.pay()
    d.resolve()
    assert d.ids("Crafty Pathmage", zone="graveyard")

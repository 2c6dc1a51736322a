"""Voldaren Stinger — {R} Creature — Vampire Warrior 1/1.

Oracle: "Voldaren Stinger has first strike as long as it's attacking. / {2}{R}: Voldaren
Stinger gets +2/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Voldaren Stinger")


def test_first_strike_only_while_attacking() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    assert "First strike" not in d.chars(stinger).keywords
    d.activate(0, stinger)
    d.resolve()
    assert d.chars(stinger).power == 3
    d.to_combat()
    d.attack([stinger])
    assert "First strike" in d.chars(stinger).keywords
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Glory Seeker"): stinger})
    d.pass_until("postcombat_main")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Voldaren Stinger", zone="battlefield")


def test_no_first_strike_while_blocking() -> None:
    """Its first strike is only "as long as it's attacking" (CR 611.3a, continuously checked):
    blocking a 2/2 as a 3/1, it deals damage at the same time and both die (CR 510.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Voldaren Stinger", "Mountain", "Mountain", "Mountain")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    stinger, seeker = d.find("Voldaren Stinger"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(1, stinger)
    d.resolve()
    assert d.chars(stinger).power == 3
    d.pass_priority()
    d.pass_priority()
    d.block({stinger: seeker})
    assert "First strike" not in d.chars(stinger).keywords
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Voldaren Stinger") == "graveyard"


def test_pumps_add_up_and_end_with_the_turn() -> None:
    """CR 613.4c, 514.2: each activation gives +2/+0, two make a 5/1; the bonuses end in the
    cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger", *["Mountain"] * 6)
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    d.activate(0, stinger)
    d.activate(0, stinger)
    d.resolve()
    d.resolve()
    assert (d.chars(stinger).power, d.chars(stinger).toughness) == (5, 1)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(stinger).power, d.chars(stinger).toughness) == (1, 1)


def test_first_strike_ends_when_it_stops_attacking() -> None:
    """It is an attacking creature until it is removed from combat or combat ends
    (CR 506.4, 511.3): unblocked, it deals first-strike damage only (1, not twice,
    CR 510.4), and in the postcombat main phase it has no first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Voldaren Stinger")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    stinger = d.find("Voldaren Stinger")
    d.to_combat()
    d.attack([stinger])
    assert d.chars(stinger).has("First strike")
    d.pass_until("end_of_combat")
    assert d.life(1) == 19
    d.pass_until("postcombat_main")
    assert not d.chars(stinger).has("First strike")

"""Bramble Armor — {1}{G} Artifact — Equipment.

Oracle: "When Bramble Armor enters the battlefield, attach it to target creature you control.
Equipped creature gets +2/+1. Equip {4}"
Rulings covered: MID-RN-184, MID-RN-185.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bramble Armor")


def setup(lands: int = 2) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * lands, "Glory Seeker")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-184", "MID-OR-0503")
def test_enters_and_attaches_without_paying_equip() -> None:
    d = setup(lands=2)
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)  # the enters trigger's target
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to == seeker
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 3)


@pytest.mark.ruling("MID-RN-185", "MID-OR-0504")
def test_stays_unattached_when_the_target_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bramble Armor", "Defenestrate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to is None


def test_equip_moves_it_at_sorcery_speed() -> None:
    """CR 301.5f, 301.5a, 115.1e: equip is a targeted activated ability; "equipped creature" is
    whatever creature the Armor is attached to: moved to Elvish Warrior, the bonus goes with
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior",
                  "Bramble Armor")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Bramble Armor", targets=[warrior])
    d.resolve()
    assert d.state.objects[d.find("Bramble Armor")].attached_to == warrior
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 4)


@pytest.mark.ruling("MID-OR-0505")
def test_can_be_cast_without_a_creature_and_enters_unattached() -> None:
    """Official ruling: "Bramble Armor doesn't enter the battlefield attached to a creature.
    Instead, the Equipment enters the battlefield and then a triggered ability attaches it to a
    creature. You may cast Bramble Armor even if you don't control any creatures." (CR
    301.5b: Equipment spells are cast and enter like other artifacts.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Elvish Warrior")  # not a creature you control: no legal target
    d = Driver(s.build())
    d.cast(0, "Bramble Armor")
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to is None
    assert d.decision.kind == "priority" and not d.state.stack  # the trigger had no target
    warrior = d.find("Elvish Warrior")
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_destroyed_before_its_trigger_resolves_it_attaches_to_nothing() -> None:
    """Bramble Armor destroyed in response to its enters trigger: the new object in the
    graveyard can't be attached (CR 400.7, 701.3b), and the creature stays unequipped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Bramble Armor", zone="battlefield")])
    d.resolve()  # Naturalize
    d.resolve()  # the enters trigger
    assert d.ids("Bramble Armor", zone="graveyard")
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)


def test_attached_armor_and_a_pump_spell_both_apply() -> None:
    """CR 613.4c, 613.7e: the Armor attached by its trigger gets a new timestamp; with Might
    of the Old Ways cast on the same creature, both +N/+N effects apply in layer 7c in
    timestamp order: Glory Seeker is 2/2 + 2/1 + 2/2 = 6/5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Bramble Armor", "Might of the Old Ways")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.resolve()
    d.cast(0, "Might of the Old Ways", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (6, 5)

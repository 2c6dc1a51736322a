"""Death Baron — {1}{B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Death Baron")


def test_other_zombies_you_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    baron = d.chars(d.find("Death Baron"))
    assert (baron.power, baron.toughness) == (2, 2) and not baron.has("Deathtouch")
    z = d.chars(d.find("Gluttonous Zombie"))
    assert (z.power, z.toughness) == (4, 4) and z.has("Deathtouch")
    seeker = d.chars(d.find("Glory Seeker"))
    assert seeker.power == 2 and not seeker.has("Deathtouch")
    legion = d.chars(d.find("Severed Legion"))
    assert legion.power == 2 and not legion.has("Deathtouch")


@pytest.mark.ruling("MIC-OR-0180")
def test_baron_turned_into_a_skeleton_affects_itself() -> None:
    """Official ruling: "Death Baron doesn't normally affect itself. If you manage to turn it
    into a Skeleton, however, then it will give itself +1/+1 and deathtouch."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Imagecrafter")
    d = Driver(s.build())
    baron = d.find("Death Baron")
    d.activate(0, "Imagecrafter", targets=[baron])
    d.resolve()
    d.choose("Skeleton")
    c = d.chars(baron)
    assert "Skeleton" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch")


def test_skeleton_you_control_that_isnt_a_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Imagecrafter", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Imagecrafter", targets=[seeker])
    d.resolve()
    d.choose("Skeleton")
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch")


@pytest.mark.ruling("MIC-OR-0179")
def test_skeleton_zombie_gets_the_bonus_once() -> None:
    """Official ruling: "A creature that's both a Skeleton and a Zombie will get the bonus only
    once."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Rotlung Reanimator", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    rotlung = d.find("Rotlung Reanimator")
    d.cast(0, "Artificial Evolution", targets=[rotlung])
    d.resolve()
    d.choose("Cleric")
    d.choose("Skeleton")
    c = d.chars(rotlung)
    assert {"Zombie", "Skeleton"} <= set(c.subtypes)
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch")


@pytest.mark.ruling("MIC-OR-0181")
def test_damage_becomes_lethal_when_baron_leaves() -> None:
    """Official ruling: "Because damage remains marked on a creature until it's removed as the
    turn ends, nonlethal damage dealt to a Skeleton or Zombie you control may become lethal if
    Death Baron leaves the battlefield during that turn."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Severed Legion", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    assert d.zone_of("Severed Legion") == "battlefield"  # 3/3 with 2 damage
    d.cast(0, "Shock", targets=[d.find("Death Baron")])
    d.resolve()
    assert d.zone_of("Death Baron") == "graveyard"
    assert d.zone_of("Severed Legion") == "graveyard"


def test_deathtouch_it_grants_kills_a_big_blocker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Severed Legion")
    s.battlefield(1, "Gangrenous Goliath")
    d = Driver(s.build())
    legion = d.find("Severed Legion")
    d.to_combat()
    d.attack([legion])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Gangrenous Goliath"): legion})
    d.pass_until("end")
    assert d.zone_of("Gangrenous Goliath") == "graveyard"

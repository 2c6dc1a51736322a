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


def test_a_zombie_token_gets_the_bonus() -> None:
    """CR 111.1: a Zombie token is a Zombie you control: the 2/2 decayed Zombie token is 3/3
    with deathtouch."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron")
    s.token(0, "Zombie")
    d = Driver(s.build())
    c = d.chars(d.find("Zombie"))
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch") and c.has("Decayed")


def test_a_face_down_zombie_isnt_a_zombie_until_turned_face_up() -> None:
    """CR 708.2a: face-down Spined Basher is a 2/2 with no creature types and no bonus; turned
    face up (a 3/1 Zombie Beast), it gets +1/+1 and deathtouch."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Spined Basher", face_down=True)
    d = Driver(s.build())
    basher = d.find("Spined Basher")
    c = d.chars(basher)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Deathtouch")
    d.special(0, "turn_face_up", basher)
    d.pay()
    c = d.chars(basher)
    assert (c.power, c.toughness) == (4, 2) and c.has("Deathtouch")


def test_it_follows_control_of_the_zombies_and_of_the_baron() -> None:
    """CR 611.3a, 613.1b: "you control" is read continuously. Player 0 Threatens player 1's
    Severed Legion: it gets player 0's Baron's bonus; when the control effect ends at end of
    turn (CR 514.2), the Legion, back under player 1's control, is a 2/2 again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Severed Legion")
    s.library(0, *["Swamp"] * 3)
    s.library(1, *["Swamp"] * 3)
    d = Driver(s.build())
    legion = d.find("Severed Legion")
    assert d.chars(legion).power == 2
    d.cast(0, "Threaten", targets=[legion])
    d.resolve()
    c = d.chars(legion)
    assert d.state.objects[legion].controller == 0
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch")
    d.pass_until("upkeep", turn=4)
    c = d.chars(legion)
    assert d.state.objects[legion].controller == 1
    assert (c.power, c.toughness) == (2, 2) and not c.has("Deathtouch")


def test_a_stolen_baron_pumps_its_new_controllers_zombies() -> None:
    """CR 611.3a: player 1 Threatens Death Baron: now player 1's Severed Legion is 3/3 with
    deathtouch and player 0's Gluttonous Zombie is back to 3/3 without it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Gluttonous Zombie")
    s.battlefield(1, "Severed Legion", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    assert d.chars(d.find("Gluttonous Zombie")).power == 4
    d.cast(1, "Threaten", targets=[d.find("Death Baron")])
    d.resolve()
    legion, glutton = d.chars(d.find("Severed Legion")), d.chars(d.find("Gluttonous Zombie"))
    assert (legion.power, legion.toughness) == (3, 3) and legion.has("Deathtouch")
    assert (glutton.power, glutton.toughness) == (3, 3) and not glutton.has("Deathtouch")


@pytest.mark.ruling("MIC-OR-0179")
def test_a_changeling_skeleton_zombie_gets_the_bonus_once() -> None:
    """MIC-OR-0179, CR 702.73a: Avian Changeling is every creature type, Skeleton and Zombie
    both: it gets +1/+1 once (a 3/3) and deathtouch."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", AVIAN_CHANGELING.name)
    d = Driver(s.build())
    c = d.chars(d.find(AVIAN_CHANGELING.name))
    assert (c.power, c.toughness) == (3, 3) and c.has("Deathtouch")


def test_zombies_that_lost_their_creature_types_get_nothing() -> None:
    """CR 613.1d, 613.4: Curse of Conformity on player 0 makes their nonlegendary creatures
    lose all creature types in layer 4, before the Baron's filter is read for layer 7c: the
    Gluttonous Zombie is no Zombie, a plain 3/3 without deathtouch; Trickery Charm later making
    it a Skeleton (a later layer-4 effect) gives it the bonus again."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Death Baron", "Gluttonous Zombie", "Island")
    s.hand(0, "Trickery Charm")
    d = Driver(s.build())
    z = d.find("Gluttonous Zombie")
    c = d.chars(z)
    assert c.subtypes == frozenset() and (c.power, c.toughness) == (3, 3)
    assert not c.has("Deathtouch")
    d.cast(0, "Trickery Charm", modes=[1], targets=[z])
    d.resolve()
    d.choose("Skeleton")
    c = d.chars(z)
    assert c.subtypes == {"Skeleton"} and (c.power, c.toughness) == (4, 4)
    assert c.has("Deathtouch")


def test_zombie_made_to_read_elf_it_gives_elves_the_bonus() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Death Baron: it is an Elf Wizard, other Elves
    you control get +1/+1 and deathtouch, Zombies no longer do; Skeletons still do."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Baron", "Gluttonous Zombie", "Elvish Warrior", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    baron = d.find("Death Baron")
    d.cast(0, "Artificial Evolution", targets=[baron])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(baron).subtypes == {"Elf", "Wizard"}
    assert not d.chars(baron).has("Deathtouch")
    elf = d.chars(d.find("Elvish Warrior"))
    assert (elf.power, elf.toughness) == (3, 4) and elf.has("Deathtouch")
    z = d.chars(d.find("Gluttonous Zombie"))
    assert z.power == 3 and not z.has("Deathtouch")

"""Bladestitched Skaab — {U}{B} Creature — Zombie Soldier 2/3.

Oracle: "Other Zombies you control get +1/+0."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Bladestitched Skaab")


def test_other_zombies_you_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    mine, theirs = d.ids("Gluttonous Zombie", player=0)[0], d.ids("Gluttonous Zombie", player=1)[0]
    assert d.chars(mine).power == 4 and d.chars(mine).toughness == 3
    assert d.chars(theirs).power == 3
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Bladestitched Skaab")).power == 2


def test_control_not_ownership_decides_you_control() -> None:
    """CR 110.2: "Zombies you control" are those you control: one you control but don't own
    gets +1/+0, one you own but another player controls doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab")
    s.battlefield(0, "Gluttonous Zombie", owner=1)
    s.battlefield(1, "Gluttonous Zombie", owner=0)
    d = Driver(s.build())
    borrowed = d.ids("Gluttonous Zombie", player=0)[0]
    lent = d.ids("Gluttonous Zombie", player=1)[0]
    assert d.state.objects[borrowed].owner == 1 and d.state.objects[lent].owner == 0
    assert d.chars(borrowed).power == 4
    assert d.chars(lent).power == 3


def test_two_skaabs_pump_each_other_and_stack_on_a_zombie_token() -> None:
    """CR 613.4c: each Skaab is another Zombie for the other (3/3 each); a Zombie token gets
    +1/+0 from both (2/2 becomes 4/2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab", "Bladestitched Skaab")
    s.token(0, "Zombie")
    d = Driver(s.build())
    for skaab in d.ids("Bladestitched Skaab"):
        assert (d.chars(skaab).power, d.chars(skaab).toughness) == (3, 3)
    token = d.find("Zombie")
    assert (d.chars(token).power, d.chars(token).toughness) == (4, 2)


def test_a_face_down_zombie_isnt_a_zombie_until_turned_up() -> None:
    """CR 708.2: face down, Haunted Cadaver is a typeless 2/2 and gets nothing; turned face up
    for its morph cost it is a Zombie and gets +1/+0 (CR 702.37e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab", "Swamp", "Swamp")
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    d = Driver(s.build())
    cadaver = d.find("Haunted Cadaver")
    assert (d.chars(cadaver).power, d.chars(cadaver).toughness) == (2, 2)
    d.special(0, "turn_face_up", cadaver)
    d.pay()
    assert (d.chars(cadaver).power, d.chars(cadaver).toughness) == (3, 2)


def test_the_bonus_ends_when_the_skaab_leaves() -> None:
    """CR 611.3a: the static ability's effect stops when the Skaab leaves the battlefield:
    after Pinpoint Avalanche kills it, the Gluttonous Zombie is back to 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab", "Gluttonous Zombie")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Pinpoint Avalanche")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).power == 4
    d.cast(1, "Pinpoint Avalanche", targets=[d.find("Bladestitched Skaab")])
    d.resolve()
    assert d.zone_of("Bladestitched Skaab") == "graveyard"
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (3, 3)


def test_made_to_read_elf_it_pumps_other_elves_not_zombies() -> None:
    """CR 612.1, 612.2: Artificial Evolution changes Zombie to Elf on Bladestitched Skaab: it
    is an Elf Soldier, other Elves its controller controls get +1/+0, and a Zombie no longer
    does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Bladestitched Skaab", "Wellwisher", "Festering Goblin")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    skaab = d.find("Bladestitched Skaab")
    assert d.chars(d.find("Festering Goblin")).power == 2
    evolve(d, skaab, "Zombie", "Elf")
    assert d.chars(skaab).subtypes == {"Elf", "Soldier"}
    assert (d.chars(skaab).power, d.chars(skaab).toughness) == (2, 3)  # not itself
    assert d.chars(d.find("Wellwisher")).power == 2
    assert d.chars(d.find("Festering Goblin")).power == 1


def test_made_to_read_treefolk_its_text_uses_the_plural_treefolk() -> None:
    """CR 612.1: Zombie changed to Treefolk on Bladestitched Skaab reads "Other Treefolk you
    control get +1/+0." (Treefolk is its own plural), and it is a Treefolk Soldier."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Bladestitched Skaab")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    skaab = d.find("Bladestitched Skaab")
    evolve(d, skaab, "Zombie", "Treefolk")
    [shown] = [o for o in d.game.view(1)["battlefield"] if o["id"] == skaab]
    assert shown["text"] == "Other Treefolk you control get +1/+0."
    assert d.chars(skaab).subtypes == {"Treefolk", "Soldier"}

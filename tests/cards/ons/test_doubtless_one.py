"""Doubtless One — {3}{W} Creature — Cleric Avatar */*.

Oracle: "Doubtless One's power and toughness are each equal to the number of Clerics on the
battlefield. / Whenever Doubtless One deals damage, you gain that much life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Doubtless One")


def test_counts_every_cleric_on_the_battlefield() -> None:
    """CR 208.2a: the */* is set by its characteristic-defining ability: three Clerics on
    the battlefield, any player's, make it 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One", "Daru Healer")
    s.battlefield(1, "Daru Healer", "Glory Seeker")
    d = Driver(s.build())
    c = d.chars(d.find("Doubtless One"))
    assert (c.power, c.toughness) == (3, 3)


def test_gains_life_equal_to_the_damage_it_deals() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One", "Daru Healer")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Doubtless One")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.life(0) == 22


def test_a_creature_that_becomes_a_cleric_counts() -> None:
    """Type-changing effects apply in layer 4, before the characteristic-defining ability
    sets power and toughness in layer 7a (CR 613.4a): a creature made a Cleric counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One", "Mistform Stalker", "Island")
    d = Driver(s.build())
    one = d.find("Doubtless One")
    before = d.chars(one).power
    d.activate(0, d.find("Mistform Stalker"), index=0)
    d.resolve()
    d.choose("Cleric")
    assert d.chars(one).power == before + 1
    assert d.chars(one).toughness == before + 1


def test_a_single_damage_gains_a_single_life() -> None:
    """CR 120.3: alone, Doubtless One is the only Cleric, a 1/1: its 1 combat damage gains
    its controller 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Doubtless One")])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (21, 19)


def test_damage_to_a_blocker_gains_life_though_it_dies_in_the_same_combat() -> None:
    """CR 120.3, 603.2: Doubtless One (2/2 with a Daru Healer) deals 2 damage to its blocker
    while on the battlefield, so the ability triggers; dealt 2 itself, it then dies (CR
    704.5g) and the ability still gains its controller 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Doubtless One", "Daru Healer")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    one = d.find("Doubtless One")
    d.to_combat()
    d.attack([one])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): one})
    d.pass_until("postcombat_main")
    assert d.zone_of("Doubtless One") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2
    assert (d.life(0), d.life(1)) == (22, 20)


def test_under_an_opponents_control_the_controller_gains_the_life() -> None:
    """CR 603.3a, 109.5: "you" is the ability's controller, the player controlling Doubtless
    One when it dealt damage: player 0, who took it with Threaten, gains the life, not its
    owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Doubtless One")
    d = Driver(s.build())
    one = d.find("Doubtless One")
    d.cast(0, "Threaten", targets=[one])
    d.resolve()
    d.to_combat()
    d.attack([one])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (21, 19)


def test_made_to_read_elf_it_is_an_elf_avatar_counting_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Doubtless One's text: its
    type line reads Elf Avatar and it counts Elves (itself and Wellwisher), not Daru
    Healer, a Cleric."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Doubtless One", "Wellwisher", "Daru Healer")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    one = d.find("Doubtless One")
    d.cast(0, "Artificial Evolution", targets=[one])
    d.resolve()
    d.choose("Cleric")
    d.choose("Elf")
    c = d.chars(one)
    assert c.subtypes == {"Elf", "Avatar"} and (c.power, c.toughness) == (2, 2)

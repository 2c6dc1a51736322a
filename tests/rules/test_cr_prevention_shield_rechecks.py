"""A prevention shield for damage from sources with a property checks the source as the
damage would be dealt, and a shield that prevents nothing isn't used up (CR 609.7b)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_creature_turned_face_up_into_the_chosen_type_meets_the_shield() -> None:
    """CR 609.7b, 708.2a: when Circle of Solace's shield (Goblin) is made, the attacking
    face-down Goblin Taskmaster has no creature type. Turned face up before combat damage, it
    is a Goblin as its damage would be dealt: its 1 damage to the Circle's controller is
    prevented and the shield is used up."""
    s = Scenario(seed=1)
    s.battlefield(1, "Circle of Solace", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Plains", "Plains")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    master = d.find("Goblin Taskmaster")
    d.pass_priority()
    d.activate(1, "Circle of Solace")
    d.resolve()
    assert d.state.shields
    d.to_combat()
    d.attack([master])
    assert d.decision.player == 0
    d.special(0, "turn_face_up", master)
    d.pay()
    assert "Goblin" in d.chars(master).subtypes
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert not d.state.shields


def test_a_creature_no_longer_of_the_chosen_type_deals_its_damage_and_the_shield_stays() -> None:
    """CR 609.7b, 615.7: Circle of Solace's shield (Soldier) is made while Glory Seeker is a
    Soldier; Trickery Charm then makes it an Elf. Its combat damage doesn't match the shield:
    the 2 damage is dealt and the shield, having prevented nothing, isn't used up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains", "Island")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    assert len(d.state.shields) == 1
    d.pass_priority()
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.choose("Elf")
    assert "Soldier" not in d.chars(seeker).subtypes
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18
    assert len(d.state.shields) == 1

"""Continuous effects in layers (CR 613).

CR 613.1d  layer 4 type-changing effects apply before layer 7 P/T effects, whatever their
           timestamps, so a creature that stops being a Soldier loses a Soldier anthem.
CR 613.1e/f layer 5 colour and layer 6 ability-adding effects.
CR 613.4c  anthems and +1/+1 counters both apply in layer 7c.
CR 611.2c  an effect from a resolved spell affects only the objects it affected as it began.
CR 613.6   an effect that starts applying keeps applying to the same objects.
CR 613.1f  an effect removing a keyword (Gravity Sphere, from another set).
CR 613.4d  switching power and toughness comes after every other P/T effect and counters
           (Twisted Image, from another set).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import GRAVITY_SPHERE, TWISTED_IMAGE


def brigadier() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    return s


def pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


def test_anthem_applies_to_others_only() -> None:
    d = Driver(brigadier().build())
    assert pt(d, d.find("Glory Seeker")) == (3, 3)
    assert pt(d, d.find("Aven Brigadier")) == (3, 5)  # "other"


def test_anthem_and_counters_add_up_in_7c() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    d = Driver(s.build())
    assert pt(d, d.find("Glory Seeker")) == (5, 5)


def test_type_change_in_layer_4_removes_the_soldier_bonus() -> None:
    d = Driver(brigadier().build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(seeker)
    assert "Shade" in c.subtypes and "Soldier" not in c.subtypes
    assert c.colors == frozenset({"B"})  # layer 5
    assert pt(d, seeker) == (2, 2)  # no longer a Soldier: the anthem no longer applies
    # the Brigadier itself is now a Shade and lost Bird/Soldier too
    assert "Bird" not in d.chars(d.find("Aven Brigadier")).subtypes


def test_granted_ability_can_be_activated_and_pumps() -> None:
    """Layer 6 grants "{B}: +1/+1"; its effect applies in 7c."""
    d = Driver(brigadier().build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.activate(0, seeker)
    d.resolve()
    assert pt(d, seeker) == (3, 3)


def test_resolved_effect_is_locked_to_its_objects() -> None:
    """CR 611.2c: a creature that enters later isn't a Shade."""
    s = brigadier()
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.cast(0, d.find("Glory Seeker", "hand"))
    d.resolve()
    newer = d.ids("Glory Seeker", zone="battlefield")[-1]
    assert "Soldier" in d.chars(newer).subtypes
    assert pt(d, newer) == (3, 3)  # the Brigadier is a Shade now, but its ability still works


def test_effects_end_at_cleanup() -> None:
    s = brigadier()
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.pass_until("upkeep", turn=4)
    seeker = d.find("Glory Seeker")
    assert "Soldier" in d.chars(seeker).subtypes
    assert pt(d, seeker) == (3, 3)


def test_an_effect_removing_flying_leaves_the_other_abilities() -> None:
    """CR 613.1f: Gravity Sphere's "All creatures lose flying" removes flying, and only
    flying, from every creature, its controller's or not (Goblin Sky Raider, Aven Brigadier);
    Daru Healer's ability and morph stay."""
    s = Scenario(seed=1)
    s.battlefield(0, GRAVITY_SPHERE.name, "Goblin Sky Raider", "Daru Healer")
    s.battlefield(1, "Aven Brigadier")
    d = Driver(s.build())
    for name in ("Goblin Sky Raider", "Aven Brigadier"):
        c = d.chars(d.find(name))
        assert not c.has("Flying") and "Flying" not in c.keywords
        assert not [a for a in c.abilities if getattr(a, "name", None) == "Flying"]
    healer = d.chars(d.find("Daru Healer"))
    assert healer.has("Morph") and len(healer.abilities) == 2


def test_switching_power_and_toughness_comes_after_counters() -> None:
    """CR 613.4c, 613.4d: Elvish Warrior (2/3) with a +1/+1 counter is 3/4; Twisted Image
    switches that to 4/3 until end of turn; a creature it doesn't target is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Island")
    s.hand(0, TWISTED_IMAGE.name)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert pt(d, warrior) == (3, 4)
    d.cast(0, TWISTED_IMAGE.name, targets=[warrior])
    d.resolve()
    assert pt(d, warrior) == (4, 3) and pt(d, d.find("Glory Seeker")) == (2, 2)
    d.pass_until("upkeep", turn=4)
    assert pt(d, warrior) == (3, 4)

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
    """CR 613.1g, 613.4c: Aven Brigadier's +1/+1 and two +1/+1 counters both apply in
    layer 7."""
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


def test_a_creature_spell_s_cda_applies_on_the_stack_above_an_ability() -> None:
    """CR 604.3, 613.3: a characteristic-defining ability functions in every zone, the stack
    included: Doubtless One, cast with flash (Arlinn's +1) while a cycling ability is on the
    stack under it, is a 2/2 there with two Clerics on the battlefield; nothing else applies
    its P/T to the ability below."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arlinn, the Pack's Hope", "Daru Healer", "Daru Healer")
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Doubtless One", "Secluded Steppe")
    s.library(0, *["Plains"] * 3)
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)
    d.resolve()
    d.activate(0, d.find("Secluded Steppe", zone="hand"))
    cycling = d.state.stack[-1]
    spell = d.cast(0, "Doubtless One")
    assert d.state.stack == [cycling, spell]
    assert pt(d, spell) == (2, 2)
    d.resolve()
    assert pt(d, d.find("Doubtless One")) == (4, 4)  # itself and Arlinn's +1/+1 counter


def test_a_permanent_spell_s_static_ability_doesnt_function_on_the_stack() -> None:
    """CR 611.3b, 113.6: a static ability of a permanent card functions only once it is on the
    battlefield: Aven Brigadier on the stack gives Glory Seeker nothing; once it resolves,
    Glory Seeker is 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 6)
    s.hand(0, "Aven Brigadier")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Aven Brigadier")
    assert pt(d, seeker) == (2, 2)
    d.resolve()
    assert pt(d, seeker) == (3, 3)


def test_a_phased_out_anthem_gives_nothing_the_next_one_still_applies() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist, so its static
    abilities generate no effects; an anthem on a permanent placed after it still applies:
    Glory Seeker (a Soldier) gets +1/+1 from one Aven Brigadier, not two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", phased_out=True)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker")
    d = Driver(s.build())
    assert pt(d, d.find("Glory Seeker")) == (3, 3)


def test_the_anthem_of_a_permanent_in_play_does_not_reach_a_phased_out_one() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist, so no
    continuous effect applies to it either: the Aven Brigadier that is phased out stays a 3/5,
    not given +1/+1 twice by the other one's anthems (it is a Bird and a Soldier), while
    Glory Seeker, a Soldier in play, gets +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", phased_out=True)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker")
    d = Driver(s.build())
    out, _ = d.ids("Aven Brigadier")
    assert d.state.objects[out].phased_out
    assert pt(d, out) == (3, 5)
    assert pt(d, d.find("Glory Seeker")) == (3, 3)


def test_a_layer_4_effect_applied_after_a_creature_becomes_a_werewolf_stays() -> None:
    """CR 613.1d, 613.7: Arlinn, the Moon's Fury's [0] ("becomes a 5/5 Werewolf creature")
    sets her types in layer 4, once; Shade's Breath, later, makes each creature its controller
    controls a black Shade in layer 4 too, so she is a Shade (not a Werewolf) and black, and
    keeps the abilities her [0] gave (layer 6) and its 5/5 (layer 7b)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, arlinn, index=2)
    d.resolve()
    assert d.chars(arlinn).subtypes == frozenset({"Werewolf"})
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(arlinn)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Shade"})
    assert c.colors == frozenset({"B"})
    assert c.has("Trample") and c.has("Indestructible") and c.has("Haste")
    assert pt(d, arlinn) == (5, 5)


def test_a_stolen_permanent_s_static_ability_applies_to_its_new_controller_s_creatures() -> None:
    """CR 109.5, 613.1b: "you" in a static ability means its controller, which a control
    change decides in layer 2, before the abilities' effects of layer 6. Once Threaten gains
    control of Chapel Shieldgeist (its ward paid), "each creature you control has ward" gives
    ward to its new controller's Elvish Warrior, no longer to its owner's Glory Seeker."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", *["Mountain"] * 4)
    s.hand(0, "Threaten")
    d = Driver(s.build())
    geist, seeker, warrior = (d.find(n) for n in ("Chaplain of Alms", "Glory Seeker",
                                                  "Elvish Warrior"))
    assert d.chars(seeker).has("Ward") and not d.chars(warrior).has("Ward")
    d.cast(0, "Threaten", targets=[geist])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.chars(geist).controller == 0
    assert d.chars(warrior).has("Ward") and d.chars(geist).has("Ward")
    assert not d.chars(seeker).has("Ward")
def test_minus_counters_lower_power_and_toughness_in_7c() -> None:
    """CR 613.4c, 122.1a: a -1/-1 counter gives -1/-1 in layer 7c: Glory Seeker (2/2) with one
    is 1/1; Elvish Warrior (2/3) with two is 0/1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"-1/-1": 1})
    s.battlefield(0, "Elvish Warrior", counters={"-1/-1": 2})
    d = Driver(s.build())
    assert pt(d, d.find("Glory Seeker")) == (1, 1)
    assert pt(d, d.find("Elvish Warrior")) == (0, 1)


def test_plus_counters_on_a_zero_zero_token_give_it_their_number() -> None:
    """CR 613.4c, 122.1a: a 0/0 Zombie Army token with two +1/+1 counters is 2/2: its base
    toughness 0 counts as 0, and the counters are added to it."""
    s = Scenario(seed=1)
    s.token(0, "Zombie Army", counters={"+1/+1": 2})
    d = Driver(s.build())
    assert pt(d, d.find("Zombie Army Token")) == (2, 2)


def test_each_static_ability_keeps_its_own_objects_with_hundreds_of_objects_in_the_game() -> None:
    """CR 611.3a, 613.6: each static ability of each permanent generates its own effect, which
    applies to what that ability says, however many objects the game holds (a Commander game
    has hundreds). Two Aven Brigadiers ("Other Bird creatures get +1/+1. Other Soldier
    creatures get +1/+1."; 3/5 Bird Soldiers) 256 objects apart each get +1/+1 from each of the
    other's two abilities: 5/7 each."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier")
    s.library(0, *["Plains"] * 255)
    s.battlefield(1, "Aven Brigadier")
    d = Driver(s.build())
    first, second = d.ids("Aven Brigadier")
    assert second - first == 256
    assert pt(d, first) == (5, 7)
    assert pt(d, second) == (5, 7)


def test_characteristics_so_far_outside_a_layer_pass_are_a_whole_pass() -> None:
    """CR 613.1: asked outside a layer pass, the characteristics worked out "so far" are those
    of the whole pass: Glory Seeker beside an anthem is a 3/3 in both."""
    from manastack.rules.characteristics import characteristics_so_far, compute_all
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    so_far = characteristics_so_far(d.state)
    assert so_far == compute_all(d.state)
    assert (so_far[seeker].power, so_far[seeker].toughness) == (3, 3)

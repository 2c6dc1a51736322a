"""Fever Charm — {R} Instant.

Oracle: "Choose one — / • Target creature gains haste until end of turn. / • Target creature
gets +2/+0 until end of turn. / • Fever Charm deals 3 damage to target Wizard creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
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


def test_a_creature_no_longer_a_wizard_on_resolution_takes_no_damage() -> None:
    """CR 608.2b: the target is checked again as the Charm resolves. Standardize in response
    makes every creature a Goblin, so Crafty Pathmage is no longer a "Wizard creature": the
    Charm doesn't resolve and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Crafty Pathmage", "Island", "Island")
    s.hand(1, "Standardize")
    d = Driver(s.build())
    mage = d.find("Crafty Pathmage")
    d.cast(0, "Fever Charm", modes=[2], targets=[mage])
    d.pass_priority()
    d.cast(1, "Standardize")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(mage).subtypes == {"Goblin"}
    d.resolve()
    assert d.zone_of("Crafty Pathmage") == "battlefield"
    assert d.state.objects[mage].damage == 0
    assert d.zone_of("Fever Charm") == "graveyard"


def test_a_face_down_wizard_can_t_be_the_damage_mode_s_target() -> None:
    """CR 708.2a: a face-down creature has no creature types, so a face-down Wizard is not a
    "Wizard creature"; the other two modes may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Fever Charm", "Fever Charm")
    s.battlefield(1, "Crafty Pathmage")
    s.battlefield(1, "Voidmage Prodigy", face_down=True)
    d = Driver(s.build())
    hidden = d.find("Voidmage Prodigy")
    first, second = d.ids("Fever Charm", zone="hand")
    d.cast(0, first, modes=[1], targets=[hidden])
    d.resolve()
    assert d.chars(hidden).power == 4
    d.cast(0, second, modes=[2], pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Crafty Pathmage")}


def test_the_bonus_and_haste_end_at_cleanup() -> None:
    """"Until end of turn" effects end in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm", "Fever Charm")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    first, second = d.ids("Fever Charm", zone="hand")
    d.cast(0, first, modes=[1], targets=[seeker])
    d.resolve()
    d.cast(0, second, modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4 and d.chars(seeker).has("Haste")
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2 and not d.chars(seeker).has("Haste")


def test_hexproof_stops_an_opponent_s_charm_but_not_its_controller_s() -> None:
    """CR 702.11b: Swiftfoot Boots' hexproof keeps the equipped creature from being the target of
    its controller's opponents' spells; its controller's own Charm may target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swiftfoot Boots", "Glory Seeker")
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Mountain", "Elvish Warrior")
    s.hand(1, "Fever Charm")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.cast(0, d.find("Fever Charm", zone="hand", player=0), modes=[1], targets=[seeker])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Fever Charm", zone="hand", player=1)))
    d.choose(1)
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Elvish Warrior")}


def test_the_wizard_mode_can_t_be_chosen_without_a_wizard_and_the_refusal_says_why() -> None:
    """A mode that needs a target can't be chosen when none can be chosen (CR 700.2a,
    601.2c): with no Wizard on the battlefield only the first two modes are offered; choosing
    the third is refused naming the mode, and the choice is still pending."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.expect("mode")
    assert {a.value for a in d.game.legal_actions()} == {0, 1}
    with pytest.raises(IllegalActionError, match="Wizard"):
        d.choose(2)
    d.expect("mode")
    assert {a.value for a in d.game.legal_actions()} == {0, 1}


def test_a_copy_keeps_the_mode_and_a_new_target_must_suit_it() -> None:
    """Galvanic Iteration copies the Charm cast for its third mode: the copy has the same mode
    (CR 707.10), and a new target for it must be legal for that mode (CR 707.10c, 115.7): only
    the Wizards are offered, not Elvish Warrior. Each Wizard takes 3 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Galvanic Iteration", "Fever Charm")
    s.battlefield(1, "Crafty Pathmage", "Voidmage Prodigy", "Elvish Warrior")
    d = Driver(s.build())
    pathmage, prodigy = d.find("Crafty Pathmage"), d.find("Voidmage Prodigy")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Fever Charm", modes=[2], targets=[pathmage])
    d.resolve()
    d.expect("new_target")
    assert {a.value for a in d.decision.actions} == {pathmage, prodigy}
    d.choose(prodigy)
    d.resolve_all()
    assert d.zone_of("Crafty Pathmage") == "graveyard"
    assert d.zone_of("Voidmage Prodigy") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 0


def test_the_bonus_on_a_face_down_creature_stays_as_it_turns_face_up() -> None:
    """+2/+0 given to a face-down 2/2 (4/2) keeps applying once it is turned face up: it is
    the same object (CR 708.8), so Headhunter, 1/1, is 3/1 until end of turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Swamp")
    s.battlefield(0, "Headhunter", face_down=True)
    s.hand(0, "Fever Charm")
    d = Driver(s.build())
    hunter = d.find("Headhunter")
    d.cast(0, "Fever Charm", modes=[1], targets=[hunter])
    d.resolve()
    assert (d.chars(hunter).power, d.chars(hunter).toughness) == (4, 2)
    d.special(0, "turn_face_up", hunter)
    d.pay()
    c = d.chars(hunter)
    assert (c.name, c.power, c.toughness) == ("Headhunter", 3, 1)


def test_changed_on_the_stack_to_read_elf_a_wizard_target_is_illegal() -> None:
    """CR 612.2, 608.2b: Artificial Evolution replaces Wizard with Elf in Fever Charm after it
    targeted Crafty Pathmage: "3 damage to target Elf creature" finds its target illegal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island")
    s.hand(0, "Fever Charm", "Artificial Evolution")
    s.battlefield(1, "Crafty Pathmage")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    charm = d.cast(0, "Fever Charm", modes=[2], targets=[d.find("Crafty Pathmage")])
    d.cast(0, "Artificial Evolution", targets=[charm])
    d.resolve()
    d.choose("Wizard")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Crafty Pathmage") == "battlefield"
    assert d.state.objects[d.find("Crafty Pathmage")].damage == 0

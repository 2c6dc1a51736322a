"""Shieldmage Elder — {5}{W} Creature — Human Cleric Wizard 2/3.

Oracle: "Tap two untapped Clerics you control: Prevent all damage target creature would deal
this turn. / Tap two untapped Wizards you control: Prevent all damage target spell would deal
this turn."
Rulings covered: ONS-FAQ-173, ONS-FAQ-174, ONS-FAQ-175, ONS-FAQ-058, ONS-FAQ-059, ONS-FAQ-060.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Shieldmage Elder")


@pytest.mark.ruling("ONS-FAQ-173", "ONS-FAQ-058", "ONS-FAQ-059", "ONS-OR-0029")
def test_fresh_clerics_prevent_a_creatures_damage() -> None:
    """CR 615.2, 609.7: the prevention effect applies to damage from one source, the target
    creature: Elvish Warrior attacks unblocked and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric", sick=True)
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=0, targets=[w],
               choices=[d.find("Shieldmage Elder"), d.find("Nova Cleric")])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20


def _shock_shielded(mountains: int = 1, *others: str) -> Driver:
    """Player 1 Shocks player 0, who taps the Elder and Crafty Pathmage to prevent the damage
    Shock would deal; both resolve, and player 1 still has ``others`` in hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Crafty Pathmage")
    s.battlefield(1, *(["Mountain"] * mountains))
    s.hand(1, "Shock", *others)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=1, targets=[shock],
               choices=[d.find("Shieldmage Elder"), d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    return d


def test_prevents_a_spells_damage() -> None:
    d = _shock_shielded()
    assert d.life(0) == 20


@pytest.mark.ruling("ONS-FAQ-174", "ONS-OR-0028")
def test_spell_that_becomes_a_permanent_stays_prevented() -> None:
    """CR 400.7c: the prevention effect applying to damage from Rorix Bladewing as a creature
    spell on the stack continues to apply to damage from the permanent it becomes: the hasty
    Dragon attacks unblocked and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Crafty Pathmage")
    s.battlefield(1, *(["Mountain"] * 6))
    s.hand(1, "Rorix Bladewing")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    rorix = d.cast(1, "Rorix Bladewing")
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=1, targets=[rorix],
               choices=[d.find("Shieldmage Elder"), d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    d.to_combat()
    d.attack([d.find("Rorix Bladewing")])  # haste
    d.pass_until("postcombat_main")
    assert d.life(0) == 20


@pytest.mark.ruling("ONS-FAQ-175")
def test_a_copy_of_the_prevented_spell_is_not_prevented() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Crafty Pathmage")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Chain of Plasma")
    s.hand(0, "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    chain = d.cast(1, "Chain of Plasma", targets=[0])
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=1, targets=[chain],
               choices=[d.find("Shieldmage Elder"), d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 20  # the original's damage is prevented
    d.choose(True)  # player 0 discards a card
    d.choose(True)  # and copies the spell
    d.choose(0)  # keeping player 0 as the copy's target
    d.resolve()
    assert d.life(0) == 17  # the copy is another object: its damage isn't prevented


@pytest.mark.ruling("ONS-OR-0030")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric", "Daru Healer")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    elder, w = d.find("Shieldmage Elder"), d.find("Elvish Warrior")
    clerics = [d.find("Nova Cleric"), d.find("Daru Healer")]
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.activate(0, elder, index=0, targets=[w])
    d.expect("cost_tap")
    assert Choose(elder) in d.decision.actions
    for cleric in clerics:
        d.choose(cleric)
    d.resolve()
    assert not d.state.objects[elder].tapped
    assert all(d.state.objects[c].tapped for c in clerics)
    d.pass_until("postcombat_main")
    assert d.life(0) == 20


def test_damage_that_cant_be_prevented_is_dealt_anyway() -> None:
    """Pinpoint Avalanche's damage can't be prevented (CR 615.12): the Wizards' prevention
    effect on it doesn't apply, and Shieldmage Elder is dealt 4 damage and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Crafty Pathmage")
    s.battlefield(1, *(["Mountain"] * 5))
    s.hand(1, "Pinpoint Avalanche")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    elder = d.find("Shieldmage Elder")
    avalanche = d.cast(1, "Pinpoint Avalanche", targets=[elder])
    d.pass_priority()
    d.activate(0, elder, index=1, targets=[avalanche],
               choices=[elder, d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    assert d.ids("Shieldmage Elder", zone="graveyard")


def test_only_the_targeted_spell_and_what_it_becomes_are_prevented() -> None:
    """The Wizards' shield prevents Shock's damage; Rorix Bladewing, another spell cast later
    that turn, became a permanent and attacks with haste: its damage is dealt (CR 615.1a)."""
    d = _shock_shielded(7, "Rorix Bladewing")
    assert d.life(0) == 20
    d.cast(1, "Rorix Bladewing")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Rorix Bladewing")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 14


def test_a_spell_dealing_zero_damage_has_nothing_prevented() -> None:
    """CR 120.8, 615.6: Starstorm with X 0 deals no damage at all: the Wizards' shield on it
    has no damage to prevent, and no prevented damage is reported for the creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Crafty Pathmage")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Starstorm")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    storm = d.cast(1, "Starstorm", x=0)
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=1, targets=[storm],
               choices=[d.find("Shieldmage Elder"), d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.zone_of("Starstorm") == "graveyard"
    assert [e for e in d.state.log if e.kind in ("prevented", "damage")] == []


def test_the_clerics_shield_prevents_noncombat_damage_too() -> None:
    """"All damage target creature would deal this turn", not only combat damage: Goblin
    Sharpshooter's 1 damage to player 0 is prevented (CR 615.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric")
    s.battlefield(1, "Goblin Sharpshooter")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    shooter = d.find("Goblin Sharpshooter")
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=0, targets=[shooter],
               choices=[d.find("Shieldmage Elder"), d.find("Nova Cleric")])
    d.resolve()
    d.activate(1, shooter, targets=[0])
    d.resolve()
    assert d.life(0) == 20 and d.state.objects[shooter].tapped


def test_the_shield_ends_with_the_turn() -> None:
    """"This turn": Elvish Warrior shielded in player 1's turn 2 deals no combat damage then;
    attacking again on turn 4, its 2 damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.activate(0, "Shieldmage Elder", index=0, targets=[w],
               choices=[d.find("Shieldmage Elder"), d.find("Nova Cleric")])
    d.resolve()
    d.pass_until("postcombat_main", turn=2)
    assert d.life(0) == 20
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([w])
    d.pass_until("postcombat_main", turn=4)
    assert d.life(0) == 18


def test_an_opponents_clerics_dont_pay_and_one_cleric_is_not_enough() -> None:
    """"Clerics you control": with only the Elder (a Cleric) and player 1's Nova Cleric, the
    Clerics' ability can't be activated; the Wizards' one can't either with only the Elder."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder")
    s.battlefield(1, "Nova Cleric", "Crafty Pathmage")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_in_two_headed_giant_a_teammates_clerics_dont_pay() -> None:
    """CR 810.5, 102.3: in Two-Headed Giant, the teammate's Nova Cleric isn't a Cleric player
    0 controls: with only the Elder of their own, neither ability can be activated; a second
    Cleric of their own makes the Clerics' ability available."""
    from manastack.decisions.actions import ActivateAbility
    for own_cleric, offered in ((False, False), (True, True)):
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, "Shieldmage Elder")
        s.battlefield(1, "Nova Cleric", "Crafty Pathmage")
        s.battlefield(2, "Elvish Warrior")
        if own_cleric:
            s.battlefield(0, "Daru Healer")
        d = Driver(s.build())
        acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Shieldmage Elder")]
        assert bool(acts) is offered
        assert all(a.index == 0 for a in acts)


def test_prevented_damage_from_a_deathtouch_creature_destroys_nothing() -> None:
    """CR 702.2b, 615.1a: player 1's decayed Zombie token is a 3/3 with deathtouch from Death
    Baron; the Clerics' shield (Nova Cleric and Daru Healer tapped) prevents all its damage, so
    the blocking Shieldmage Elder is dealt none and isn't destroyed; the Zombie, dealt 2 by the
    Elder, survives (and is sacrificed at end of combat for decayed)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric", "Daru Healer")
    s.battlefield(1, "Death Baron")
    s.token(1, "Zombie")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    zombie, elder = d.find("Zombie"), d.find("Shieldmage Elder")
    assert d.chars(zombie).has("Deathtouch") and d.chars(zombie).power == 3
    d.to_combat()
    d.attack([zombie])
    d.pass_priority()
    d.activate(0, elder, index=0, targets=[zombie],
               choices=[d.find("Nova Cleric"), d.find("Daru Healer")])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({elder: zombie})
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.state.objects[elder].damage == 0
    assert d.state.objects[zombie].damage == 2
    d.pass_until("postcombat_main")
    assert d.zone_of("Shieldmage Elder") == "battlefield"


def test_made_to_read_elf_its_first_ability_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Shieldmage Elder's text: its
    type line reads Human Elf Wizard, and "Tap two untapped Elves you control" taps the Elder
    and Wellwisher, never Nova Cleric; the attacking Elvish Warrior's damage is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shieldmage Elder", "Nova Cleric", "Wellwisher", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w, elder = d.find("Elvish Warrior"), d.find("Shieldmage Elder")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    evolve(d, elder, "Cleric", "Elf")
    d.pass_priority()  # the active player passes: player 0 has priority
    assert d.chars(elder).subtypes == {"Human", "Elf", "Wizard"}
    offered = activate_and_answer(d, elder, (w,), index=0)
    assert {elder, d.find("Wellwisher")} <= offered and d.find("Nova Cleric") not in offered
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20

"""Catapult Squad — {1}{W} Creature — Human Soldier 2/1.

Oracle: "Tap two untapped Soldiers you control: Catapult Squad deals 2 damage to target
attacking or blocking creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Catapult Squad")

@pytest.mark.ruling("ONS-OR-0013")
def test_tap_two_soldiers_to_hit_an_attacker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", sick=True)  # no {T}: summoning sickness is irrelevant
    s.battlefield(0, "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.activate(0, "Catapult Squad", targets=[w],
               choices=[d.find("Catapult Squad"), d.find("Glory Seeker")])
    d.resolve()
    assert d.state.objects[d.find("Catapult Squad")].tapped
    assert d.state.objects[d.find("Glory Seeker")].tapped
    assert not d.state.objects[d.find("Daru Cavalier")].tapped
    assert d.state.objects[w].damage == 2


def test_needs_two_untapped_soldiers_and_a_combat_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    squad = d.find("Catapult Squad")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == squad]  # nobody in combat


@pytest.mark.ruling("ONS-OR-0014")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    squad, seekers = d.find("Catapult Squad"), d.ids("Glory Seeker")
    w = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    d.activate(0, squad, targets=[w])
    d.expect("cost_tap")
    assert Choose(squad) in d.decision.actions
    for seeker in seekers:
        d.choose(seeker)
    d.resolve()
    assert d.state.objects[w].damage == 2
    assert not d.state.objects[squad].tapped
    assert all(d.state.objects[x].tapped for x in seekers)


def test_a_creature_out_of_combat_is_not_a_target() -> None:
    """CR 506.4, 115.1: "target attacking or blocking creature" — while Elvish Warrior attacks,
    the other Elvish Warrior (staying home) and the Squad's own creatures can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    attacker, home = d.ids("Elvish Warrior")
    d.to_combat()
    d.attack([attacker])
    d.pass_priority()
    d.activate(0, "Catapult Squad")
    d.expect("target")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {attacker}


def test_hits_a_blocking_creature_and_attacking_soldiers_are_tapped_already() -> None:
    """"Attacking or blocking" (CR 506.4): after blockers are declared, the opponent's blocking
    Elvish Warrior is a legal target and takes 2 damage. The attacking Glory Seeker is tapped
    (CR 508.1f), so it can't pay the cost: the Squad and Daru Cavalier, staying home, do."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    squad = d.find("Catapult Squad")
    d.activate(0, squad, targets=[warrior], pay=False)
    d.expect("cost_tap")
    assert Choose(seeker) not in d.game.legal_actions()
    d.choose(squad)
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    assert d.state.objects[warrior].damage == 2


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Catapult Squad's text: its
    type line reads Human Elf, and "Tap two untapped Elves you control" taps the Squad and
    Wellwisher, never Glory Seeker (a Soldier), to deal 2 damage to the attacking Elvish
    Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Squad", "Glory Seeker", "Wellwisher", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    w, squad = d.find("Elvish Warrior"), d.find("Catapult Squad")
    d.to_combat()
    d.attack([w])
    d.pass_priority()
    evolve(d, squad, "Soldier", "Elf")
    d.pass_priority()  # the active player passes: player 0 has priority
    assert d.chars(squad).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, squad, (w,))
    assert {squad, d.find("Wellwisher")} <= offered and d.find("Glory Seeker") not in offered
    d.resolve()
    assert d.state.objects[w].damage == 2

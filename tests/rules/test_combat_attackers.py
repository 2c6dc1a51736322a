"""Declaring attackers (CR 508): who can attack, tapping, and skipping the rest of combat.

CR 302.6 (summoning sickness), 702.10 (haste), 702.3b (defender), 702.20b (vigilance),
508.1a (untapped creatures only), 508.1f (attackers tap), 508.8 (no attackers: skip to the
end of combat step).
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def attack_options(d: Driver) -> set[int]:
    d.expect("declare_attackers")
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def steps_begun(d: Driver) -> list[Step]:
    return [e.data["step"] for e in d.game.log if e.kind == "step_begin"]


def test_summoning_sick_creature_cannot_attack_but_haste_can() -> None:
    """CR 302.6: a creature can't attack unless it has been under its controller's control
    continuously since their most recent turn began; CR 702.10b: haste lifts that."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", "Rorix Bladewing", sick=True)
    d = Driver(s.build())
    d.to_combat()
    assert attack_options(d) == {d.find("Glory Seeker"), d.find("Rorix Bladewing")}


def test_summoning_sick_creature_can_still_block() -> None:
    """CR 302.6 restricts attacking and {T} abilities only; a new creature may block."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", sick=True)
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(d.find("Elvish Warrior"), seeker) in d.game.legal_actions()


def test_only_sick_creatures_means_no_attack_declaration() -> None:
    """CR 508.1a: with no creature able to attack, no attack is declared and combat goes
    straight to its end (CR 508.8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_until("postcombat_main")
    begun = steps_begun(d)
    assert Step.DECLARE_ATTACKERS in begun
    assert Step.DECLARE_BLOCKERS not in begun
    assert Step.COMBAT_DAMAGE not in begun
    assert Step.END_OF_COMBAT in begun


def test_defender_cannot_attack() -> None:
    """CR 702.3b: a creature with defender can't attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wall of Mulch", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    assert attack_options(d) == {d.find("Glory Seeker")}


def test_defender_can_block() -> None:
    """CR 702.3b: defender only stops attacking; the wall blocks and takes the damage."""
    s = Scenario(seed=1)
    s.battlefield(1, "Wall of Mulch")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    wall = d.find("Wall of Mulch")
    d.block({wall: seeker})
    d.pass_until("postcombat_main")
    assert d.state.objects[wall].damage == 2
    assert d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_tapped_creature_cannot_attack() -> None:
    """CR 508.1a: only untapped creatures can be declared as attackers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    assert attack_options(d) == {d.find("Glory Seeker")}


def test_attacking_taps_the_creature_and_vigilance_does_not() -> None:
    """CR 508.1f: declared attackers become tapped; CR 702.20b: vigilance means attacking
    doesn't cause it to tap (Angelfire Ignition grants vigilance)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Angelfire Ignition")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Vigilance")
    d.to_combat()
    d.attack([seeker, warrior])
    assert d.state.combat is not None and set(d.state.combat.attackers) == {seeker, warrior}
    assert not d.state.objects[seeker].tapped
    assert d.state.objects[warrior].tapped


def test_no_attackers_declared_skips_to_end_of_combat() -> None:
    """CR 508.8: if no creatures are declared as attackers, the declare blockers and combat
    damage steps are skipped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.act(0, FinishDeclaration())
    d.pass_until("postcombat_main")
    begun = steps_begun(d)
    assert Step.END_OF_COMBAT in begun
    assert Step.DECLARE_BLOCKERS not in begun
    assert Step.COMBAT_DAMAGE not in begun
    assert d.life(1) == 20


def test_attackers_all_gone_before_blocks_still_leave_the_blockers_and_damage_steps() -> None:
    """CR 508.8, 506.1: Glory Seeker is declared as an attacker and Shocked in the declare
    attackers step: creatures were declared as attackers, so the declare blockers and combat
    damage steps still happen (each with priority), with nothing to block or deal damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    n = len(d.game.log)
    seen = []
    while d.state.step is not Step.END_OF_COMBAT:
        assert d.decision.kind == "priority"
        seen.append(d.state.step)
        d.pass_priority()
    begun = [e.data["step"] for e in d.game.log[n:] if e.kind == "step_begin"]
    assert begun == [Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT]
    assert Step.DECLARE_BLOCKERS in seen and Step.COMBAT_DAMAGE in seen
    assert d.life(1) == 20


def test_only_opponents_are_attackable_and_each_attacker_once() -> None:
    """CR 508.1b: each attacker attacks an opponent (or a planeswalker they control); once
    declared, a creature is no longer offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    seeker = d.find("Glory Seeker")
    acts = d.game.legal_actions()
    assert {a.defender for a in acts if isinstance(a, DeclareAttacker)} == {1}
    d.act(0, DeclareAttacker(seeker, 1))
    assert attack_options(d) == {d.find("Elvish Warrior")}


def test_attacker_that_is_not_blocked_deals_damage_to_the_player() -> None:
    """CR 302.4a, 302.5, 510.1a: an unblocked attacking creature assigns its combat damage to the player
    it's attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.attack([seeker, raider])
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Elvish Warrior"): seeker})
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2


def test_a_creature_cast_during_combat_enters_neither_attacking_nor_blocking() -> None:
    """CR 508.1, 508.4: a creature put onto the battlefield during combat is not attacking
    unless an effect says so: Cathar Commando (flash) cast in the declare attackers step joins
    no attack, and only Glory Seeker deals combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains")
    s.hand(0, "Cathar Commando")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.cast(0, "Cathar Commando")
    d.resolve()
    commando = d.find("Cathar Commando")
    assert d.zone_of("Cathar Commando") == "battlefield"
    assert set(d.state.combat.attackers) == {seeker}
    assert commando not in d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert d.life(1) == 18

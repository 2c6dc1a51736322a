"""Multiple instances of a keyword ability on one creature are redundant (CR 702.4e, 702.15f,
702.111c)."""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_double_strike_granted_to_a_double_striker_deals_damage_twice_only() -> None:
    """CR 702.4e, 702.4b: Duelcraft Trainer's coven trigger gives Enduring Angel (flying,
    double strike) double strike again; unblocked, the 3/3 deals combat damage in the first
    strike and the regular combat damage steps only: 6 damage, not more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    d.expect("target")
    d.choose(angel)
    d.resolve()
    d.to_combat()
    d.attack([angel])
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    hits = [e for e in d.game.log if e.kind == "damage" and e.source == angel]
    assert len(hits) == 2


def test_lifelink_granted_to_a_lifelinker_gains_the_life_once() -> None:
    """CR 702.15f, 702.15b: Angelfire Ignition gives Intrepid Adversary (lifelink), made 5/3 by
    its two +1/+1 counters, lifelink again; unblocked it deals 5 damage and its controller
    gains 5 life, not 10."""
    s = Scenario(seed=1)
    s.battlefield(0, "Intrepid Adversary", "Mountain", "Plains", "Plains")
    s.hand(0, "Angelfire Ignition")
    d = Driver(s.build())
    adversary = d.find("Intrepid Adversary")
    d.cast(0, "Angelfire Ignition", targets=[adversary])
    d.resolve()
    assert d.chars(adversary).has("Lifelink")
    d.to_combat()
    d.attack([adversary])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (25, 15)


def test_menace_granted_to_a_menace_creature_still_lets_two_creatures_block_it() -> None:
    """CR 702.111c, 702.111b: Lord of the Accursed gives all Zombies menace; Morkrut Behemoth
    (a Zombie with menace) then has it twice. One blocker alone still can't block it, and two
    together can: the declaration of both is complete."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Morkrut Behemoth", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    behemoth = d.find("Morkrut Behemoth")
    d.to_combat()
    d.act(0, DeclareAttacker(behemoth, 1))
    d.act(0, FinishDeclaration())
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.act(1, DeclareBlocker(seeker, behemoth))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(warrior, behemoth))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None
    assert set(d.state.combat.blockers_of(behemoth)) == {seeker, warrior}

"""Crafty Pathmage — {2}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Target creature with power 2 or less can't be blocked this turn."
Rulings covered: none in the seed documents (the card's later ruling: raising the creature's
power after the ability resolves doesn't let it be blocked, CR 611.2c).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker
from manastack.illegal_actions import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crafty Pathmage")


def to_blockers(d: Driver) -> None:
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()


@pytest.mark.ruling("ONS-OR-0069")
def test_target_cannot_be_blocked_even_after_growing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Crafty Pathmage", "Glory Seeker")
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Crafty Pathmage", targets=[seeker])
    d.resolve()
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])  # now 4/2
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    to_blockers(d)
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_only_creatures_with_power_two_or_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Glory Seeker", "Anurid Murkdiver")
    d = Driver(s.build())
    d.activate(0, "Crafty Pathmage", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") in options
    assert d.find("Anurid Murkdiver") not in options


def test_other_creatures_can_still_be_blocked() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    mine = d.ids("Elvish Warrior", player=0)[0]
    d.activate(0, "Crafty Pathmage", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), mine])
    to_blockers(d)
    blocks = [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    assert {a.attacker for a in blocks} == {mine}


def test_target_grown_above_two_before_resolution_is_illegal() -> None:
    """CR 608.2b: the target must still have power 2 or less as the ability resolves;
    pumped to 4 in response, it is an illegal target and the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Crafty Pathmage", "Glory Seeker")
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Crafty Pathmage", targets=[seeker])
    d.cast(0, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    d.to_combat()
    d.attack([seeker])
    to_blockers(d)
    blocks = [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    assert {a.attacker for a in blocks} == {seeker}


def test_ability_resolves_after_pathmage_leaves() -> None:
    """CR 113.7a: the ability exists independently of its source; the Pathmage dying in
    response doesn't stop it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Crafty Pathmage", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Crafty Pathmage") == "graveyard"
    d.to_combat()
    d.attack([seeker])
    to_blockers(d)
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_effect_lasts_only_this_turn() -> None:
    """"This turn": on the next turn the creature can be blocked again (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Crafty Pathmage", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([seeker])
    to_blockers(d)
    blocks = [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    assert {a.attacker for a in blocks} == {seeker}


def test_a_creature_with_power_three_is_refused_and_nothing_changes() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Anurid Murkdiver")
    d = Driver(s.build())
    mage = d.find("Crafty Pathmage")
    with pytest.raises(IllegalActionError, match="doesn't fit .*creature with power 2 or less"):
        d.activate(0, "Crafty Pathmage", targets=[d.find("Anurid Murkdiver")])
    assert not d.state.stack
    assert not d.state.objects[mage].tapped


def test_a_face_down_creature_is_a_2_2_and_can_be_targeted() -> None:
    """CR 708.2a: a face-down Daru Lancer is a 2/2, so its power fits "2 or less"; turned
    face up (a 3/4) after the ability resolved, it still can't be blocked (CR 611.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    d.activate(0, "Crafty Pathmage", targets=[lancer])
    d.resolve()
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).power == 3
    d.to_combat()
    d.attack([lancer])
    to_blockers(d)
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    d.pass_until("postcombat_main")
    assert d.life(1) == 17

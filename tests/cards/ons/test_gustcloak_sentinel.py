"""Gustcloak Sentinel — {2}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Whenever Gustcloak Sentinel becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Sentinel")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Sentinel", "Elvish Warrior")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Sentinel", "Elvish Warrior")


def test_two_blockers_one_trigger_and_both_stay_blocking() -> None:
    """CR 509.3c: blocked by two creatures, the Sentinel "becomes blocked" once: one trigger.
    Removed from combat (CR 506.4), it deals and is dealt no combat damage; the two creatures
    are still blocking creatures (CR 509.1h, 506.4), though they block nothing now, and a
    second attacker, unblocked, still deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Sentinel", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Krosan Tusker")
    d = Driver(s.build())
    me, seeker = d.find("Gustcloak Sentinel"), d.find("Glory Seeker")
    warrior, tusker = d.find("Elvish Warrior"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([me, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: me, tusker: me})
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert me not in d.state.combat.attackers and not d.state.objects[me].tapped
    assert {warrior, tusker} <= set(d.state.combat.blockers)
    d.pass_until("postcombat_main")
    assert d.state.objects[me].damage == 0
    assert d.state.objects[warrior].damage == 0 and d.state.objects[tusker].damage == 0
    assert d.life(1) == 18


def test_blocking_does_not_trigger_it() -> None:
    """The ability triggers when the Sentinel "becomes blocked" (CR 509.1h, 509.3c), not when
    it blocks: blocking Glory Seeker, nothing triggers and both deal their damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Gustcloak Sentinel")
    d = Driver(s.build())
    seeker, me = d.find("Glory Seeker"), d.find("Gustcloak Sentinel")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({me: seeker})
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[me].damage == 2


def test_removed_from_combat_it_stays_untapped_to_the_end_of_turn() -> None:
    """CR 506.4: once removed from combat the Sentinel is no longer an attacking creature;
    the trigger resolves only once, and the Sentinel is still untapped at the end step (ready
    to block on the opponent's turn); no player took damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Sentinel")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    me, warrior = d.find("Gustcloak Sentinel"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: me})
    d.resolve()
    d.choose(True)
    assert not d.state.stack
    assert me not in d.state.combat.attackers
    d.pass_until("end")
    assert not d.state.objects[me].tapped
    assert d.life(0) == 20 and d.life(1) == 20


def test_removed_from_combat_it_may_attack_again_in_an_additional_combat() -> None:
    """CR 506.4, 500.8: removed from the turn's combat, untapped, the Sentinel is an ordinary
    creature afterwards; in the additional combat Aggravated Assault adds, it attacks again
    and, unblocked this time, deals its 3 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Sentinel", "Aggravated Assault", *["Mountain"] * 5)
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    me, warrior = d.find("Gustcloak Sentinel"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: me})
    d.resolve()
    d.choose(True)
    d.pass_until("postcombat_main")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()
    d.attack([me])
    assert d.state.combat is not None and d.state.combat.attackers == {me: 1}
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 17

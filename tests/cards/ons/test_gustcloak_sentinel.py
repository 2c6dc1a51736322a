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

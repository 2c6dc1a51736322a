"""Gustcloak Runner — {W} Creature — Human Soldier 1/1.

Oracle: "Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from
combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .gustcloak_checks import check_may_stay_in_combat, check_untaps_and_leaves_combat

pytestmark = pytest.mark.card("Gustcloak Runner")


def test_untaps_and_leaves_combat() -> None:
    check_untaps_and_leaves_combat("Gustcloak Runner", "Elvish Warrior")


def test_may_stay_in_combat() -> None:
    check_may_stay_in_combat("Gustcloak Runner", "Elvish Warrior")


def test_blocked_by_two_creatures_it_triggers_once() -> None:
    """CR 509.3c: "becomes blocked" triggers once however many creatures block it; removed from
    combat (CR 506.4), it deals and is dealt no combat damage by either blocker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Runner")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    runner = d.find("Gustcloak Runner")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([runner])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: runner, seeker: runner})
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.objects[runner].tapped and runner not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.zone_of("Gustcloak Runner") == "battlefield"
    assert d.state.objects[runner].damage == 0
    assert d.life(1) == 20


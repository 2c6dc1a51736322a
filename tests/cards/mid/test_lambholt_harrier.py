"""Lambholt Harrier — {1}{R} Creature — Wolf 2/2.

Oracle: "{3}{R}: Target creature can't block this turn."
Rulings covered: MID-RN-241.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lambholt Harrier")


@pytest.mark.ruling("MID-RN-241", "MID-OR-0404")
def test_target_creature_cant_block_this_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Lambholt Harrier")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, harrier = d.find("Glory Seeker"), d.find("Lambholt Harrier")
    d.activate(0, harrier, targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([harrier])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Elvish Warrior")}


@pytest.mark.ruling("MID-RN-241", "MID-OR-0404")
def test_activated_after_blocks_it_removes_no_blocker() -> None:
    """Glory Seeker has already blocked the Harrier when the ability resolves targeting it: it
    stays a blocker, and the two trade damage (CR 509.1h, 506.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Lambholt Harrier")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker, harrier = d.find("Glory Seeker"), d.find("Lambholt Harrier")
    d.to_combat()
    d.attack([harrier])
    d.pass_priority()
    d.pass_priority()
    d.block({seeker: harrier})
    d.activate(0, harrier, targets=[seeker])
    d.resolve()
    assert d.state.combat.blockers[seeker] == (harrier,)
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard" and d.life(1) == 20


def test_the_effect_ends_with_the_turn() -> None:
    """CR 514.2: "can't block this turn" ends in the cleanup step; on its controller's next
    turn, Glory Seeker may block the Harrier again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Lambholt Harrier")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    seeker, harrier = d.find("Glory Seeker"), d.find("Lambholt Harrier")
    d.activate(0, harrier, targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([harrier])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {seeker}

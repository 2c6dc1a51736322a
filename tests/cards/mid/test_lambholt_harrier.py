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
    stays a blocker, and the two trade damage (CR 509.1h, 506.4; a "can't" effect doesn't go back
    in time, CR 614.17a)."""
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


def test_the_harrier_gone_its_ability_still_resolves() -> None:
    """CR 113.7a: an activated ability on the stack is independent of its source: the
    Harrier Shocked in response, Glory Seeker still can't block this turn, and Elvish Warrior
    attacks unblockable by it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Lambholt Harrier", "Elvish Warrior")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Lambholt Harrier", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Lambholt Harrier")])
    d.resolve()
    assert d.zone_of("Lambholt Harrier") == "graveyard"
    d.resolve()
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 18  # unblocked


def test_an_illegal_target_on_resolution_does_nothing() -> None:
    """CR 608.2b: the targeted Glory Seeker is Shocked in response; the ability does nothing
    and the other creature, Elvish Warrior, can still block."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Lambholt Harrier")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    harrier, seeker = d.find("Lambholt Harrier"), d.find("Glory Seeker")
    d.activate(0, harrier, targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.zone_of("Glory Seeker") == "graveyard"
    d.to_combat()
    d.attack([harrier])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Elvish Warrior")}

"""Vampire Interloper — {1}{B} Creature — Vampire Scout 2/1.

Oracle: "Flying / Vampire Interloper can't block."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vampire Interloper")


def test_flies_and_cant_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Vampire Interloper", "Elvish Warrior")
    d = Driver(s.build())
    assert d.chars(d.find("Vampire Interloper")).has("Flying")
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Elvish Warrior") in blockers
    assert d.find("Vampire Interloper") not in blockers


def test_attacking_it_can_be_blocked_only_by_flying_or_reach() -> None:
    """CR 702.9b: attacking, the Interloper can be blocked by Goblin Sky Raider (flying) but
    not by Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vampire Interloper")
    s.battlefield(1, "Goblin Sky Raider", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Vampire Interloper")])
    while d.decision.kind == "priority":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Goblin Sky Raider")}
    d.block()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18



def test_declaring_it_as_a_blocker_is_refused_and_nothing_changes() -> None:
    """CR 509.1b: "can't block" is a restriction; declaring the Interloper as a blocker of the
    attacking Glory Seeker is refused with an error naming it, and the game is unchanged; Elvish
    Warrior may still block."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Vampire Interloper", "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Vampire Interloper"):
        d.act(1, DeclareBlocker(d.find("Vampire Interloper"), seeker))
    assert d.game.fingerprint() == before
    d.block({d.find("Elvish Warrior"): seeker})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20

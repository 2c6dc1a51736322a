"""Abandon the Post — {1}{R} Sorcery.

Oracle: "Up to two target creatures can't block this turn. / Flashback {3}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Abandon the Post")


def test_two_creatures_cant_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Abandon the Post")
    s.battlefield(1, "Elvish Warrior", "Wall of Mulch", "Bounding Wolf")
    d = Driver(s.build())
    warrior, wall, wolf = d.find("Elvish Warrior"), d.find("Wall of Mulch"), d.find("Bounding Wolf")
    d.cast(0, "Abandon the Post", targets=[warrior, wall])
    d.resolve()
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    for b in (warrior, wall):
        with pytest.raises(IllegalActionError):
            d.act(1, DeclareBlocker(b, seeker))
    d.block({wolf: seeker})
    assert d.state.combat.blockers == {wolf: (seeker,)}


def test_one_of_two_targets_gone_the_other_still_cant_block() -> None:
    """CR 608.2b: one of its two targets died in response; the spell still resolves for the
    legal one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Abandon the Post", "Shock")
    s.battlefield(1, "Elvish Warrior", "Avacyn's Pilgrim")
    d = Driver(s.build())
    warrior, pilgrim = d.find("Elvish Warrior"), d.find("Avacyn's Pilgrim")
    d.cast(0, "Abandon the Post", targets=[warrior, pilgrim])
    d.cast(0, "Shock", targets=[pilgrim])
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.resolve()
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    assert DeclareBlocker(warrior, seeker) not in d.game.legal_actions()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_no_targets_is_a_legal_choice() -> None:
    """"Up to two" (CR 601.2c): cast with no target it resolves and does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Abandon the Post")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Abandon the Post")
    d.resolve()
    assert d.zone_of("Abandon the Post") == "graveyard"

"""Abandon the Post — {1}{R} Sorcery.

Oracle: "Up to two target creatures can't block this turn. / Flashback {3}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)

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


def _warrior_cant_block(d: Driver) -> bool:
    """Glory Seeker attacks: whether player 1's Elvish Warrior, their only creature, is kept
    from blocking it (then player 1 isn't asked to declare blockers at all)."""
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    while d.decision.kind == "priority" and d.state.step is Step.DECLARE_ATTACKERS:
        d.pass_priority()
    if d.decision.kind != "declare_blockers":
        return True
    return DeclareBlocker(d.find("Elvish Warrior"), seeker) not in d.game.legal_actions()


FLASHBACK = FlashbackCard("Abandon the Post", "Mountain", 4, 2, ("Glory Seeker",),
                          lambda d: [d.find("Elvish Warrior")], _warrior_cant_block,
                          opponent=("Elvish Warrior",))
"""Flashback {3}{R}: four Mountains; the target is player 1's Elvish Warrior."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, id="exiled_when_countered"),
    pytest.param(sorcery_timing, id="sorcery_timing"),
    pytest.param(cost_and_mana_value, id="cost_and_mana_value"),
    pytest.param(always_exiled, id="always_exiled"),
    pytest.param(never_cast_before, id="never_cast_before"),
])
def test_flashback(check: Callable[[FlashbackCard], None]) -> None:
    """Flashback {3}{R} (CR 702.34a, 601.2f), checked as for every card with flashback."""
    check(FLASHBACK)


def test_it_lasts_this_turn_only() -> None:
    """CR 514.2, 611.2a: "this turn": on its caster's next turn the Warrior may block again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Abandon the Post")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    assert d.state.turn == 3
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Abandon the Post", targets=[warrior])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({warrior: seeker})
    assert d.state.combat.blockers == {warrior: (seeker,)}


def test_the_same_creature_cant_be_chosen_twice() -> None:
    """CR 115.3: one "target" word names two different creatures: choosing Elvish Warrior a
    second time is refused saying why, and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Abandon the Post")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    from manastack.decisions.actions import CastSpell
    d.act(0, CastSpell(d.find("Abandon the Post"), "normal"))
    d.choose(warrior)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as err:
        d.choose(warrior)
    assert "Elvish Warrior" in str(err.value)
    assert d.game.fingerprint() == before


def test_with_every_target_gone_it_does_nothing() -> None:
    """CR 608.2b: its only target left the battlefield, so the spell doesn't resolve: it goes
    to the graveyard without resolving."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Abandon the Post", "Shock")
    s.battlefield(1, "Avacyn's Pilgrim", "Elvish Warrior")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    sid = d.cast(0, "Abandon the Post", targets=[pilgrim])
    d.cast(0, "Shock", targets=[pilgrim])
    d.resolve()
    d.resolve()
    assert d.zone_of("Abandon the Post") == "graveyard"
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [sid]
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"

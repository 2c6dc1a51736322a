"""Wave of Indifference — {X}{R} Sorcery.

Oracle: "X target creatures can't block this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wave of Indifference")


def _blockers_offered_against_glory_seeker(d: Driver) -> set[object]:
    """Player 0's Glory Seeker attacks; the creatures player 1 is offered to block with."""
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return {getattr(x, "blocker", None) for x in d.game.legal_actions()}


def test_exactly_x_creatures_cant_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior")
    d = Driver(s.build())
    a, b, c = d.find("Goblin Sledder"), d.find("Nosy Goblin"), d.find("Elvish Warrior")
    d.cast(0, "Wave of Indifference", x=2, targets=[a], pay=False)
    assert d.decision.kind == "target"  # a second target is required
    assert Choose(None) not in d.game.legal_actions()
    d.choose(b)
    d.pay()
    d.resolve()
    blockers = _blockers_offered_against_glory_seeker(d)
    assert a not in blockers and b not in blockers
    assert c in blockers


def test_x_zero_has_no_target_and_resolves() -> None:
    """CR 601.2c, 107.3: with X = 0 the spell has no targets; a spell with no targets
    resolves (CR 608.2b is only for a spell with targets) and affects nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Wave of Indifference", x=0)
    assert d.state.objects[d.state.stack[-1]].stack.get("targets", ((),)) in ((), ((),))
    d.resolve()
    assert d.zone_of("Wave of Indifference") == "graveyard"
    blockers = _blockers_offered_against_glory_seeker(d)
    assert d.find("Goblin Sledder") in blockers


def test_the_remaining_legal_target_is_still_affected() -> None:
    """CR 608.2b: one of two targets has left; the spell resolves for the other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin", "Elvish Warrior", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    sledder, nosy = d.find("Goblin Sledder"), d.find("Nosy Goblin")
    d.cast(0, "Wave of Indifference", x=2, targets=[sledder, nosy])
    d.pass_priority()
    d.cast(1, "Shock", targets=[nosy])
    d.resolve()
    d.resolve()
    assert d.zone_of("Nosy Goblin") == "graveyard"
    blockers = _blockers_offered_against_glory_seeker(d)
    assert sledder not in blockers and d.find("Elvish Warrior") in blockers


def test_x_can_be_no_greater_than_the_number_of_creatures_to_target() -> None:
    """CR 601.2b-c, 115.3: X target creatures must be X different creatures, so an X larger
    than the creatures on the battlefield (either player's) can't be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Wave of Indifference", pay=False)
    d.expect("x")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {0, 1, 2}


def test_it_may_target_your_own_creature_and_lasts_only_this_turn() -> None:
    """CR 115.1, 514.2: "X target creatures" may be the caster's own; "this turn" ends in the
    cleanup step, so in the opponent's next turn the Glory Seeker targeted may block again."""
    from manastack.decisions.actions import DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Goblin Sledder")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wave of Indifference", x=1, targets=[seeker])
    d.resolve()
    assert d.zone_of("Wave of Indifference") == "graveyard"
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    sledder = d.find("Goblin Sledder")
    d.attack([sledder])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(seeker, sledder) in d.game.legal_actions()

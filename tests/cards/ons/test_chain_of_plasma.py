"""Chain of Plasma — {1}{R} Instant.

Oracle: "Chain of Plasma deals 3 damage to any target. Then that player or that permanent's
controller may discard a card. If the player does, they may copy this spell and may choose
a new target for that copy."
Rulings covered: ONS-FAQ-047 (the copy may keep its target), ONS-FAQ-048 (the copy's controller
is the damaged player), ONS-FAQ-049 (no copy if the spell doesn't resolve).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Plasma")


@pytest.mark.ruling("ONS-FAQ-048")
def test_damaged_player_discards_and_copies_back() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    assert d.life(1) == 17
    assert d.expect("may").player == 1
    d.choose(True)  # discard a card
    assert d.zone_of("Shock") == "graveyard"
    d.choose(True)  # copy it
    assert d.expect("new_target").player == 1  # CR 707.10c: the copier chooses
    d.choose(0)  # new target: player 0
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1  # CR 707.10
    assert d.chars(copy).name == "Chain of Plasma" and d.chars(copy).colors == {"R"}
    d.resolve()
    assert d.life(0) == 17
    # Player 0 has no card to discard: the chain ends without a question.
    assert d.decision.kind == "priority" and not d.state.stack


def test_creature_controller_may_continue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Shock") == "hand"
    assert not d.state.stack


def test_a_copy_left_aimed_at_the_dead_creature_does_nothing() -> None:
    """CR 707.10c, 704.5g, 608.2b: Chain of Plasma deals lethal damage to Glory Seeker; its
    controller discards and copies the spell, keeping Glory Seeker as the copy's target. Glory
    Seeker dies as the state-based actions are checked once the original has resolved, so the
    copy doesn't resolve: no damage, and no one is asked to discard again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma", "Swat")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Chain of Plasma", targets=[seeker])
    d.resolve()
    d.choose(True)  # discard a card
    d.choose(d.find("Shock", zone="hand", player=1))
    d.choose(True)  # copy it
    assert seeker in {a.value for a in d.decision.actions}  # still on the battlefield
    d.choose(seeker)
    assert len(d.state.stack) == 1 and d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 20)
    assert [d.game.card(c).name for c in d.state.players[1].hand] == ["Forest"]


@pytest.mark.ruling("ONS-FAQ-049")
def test_with_its_target_gone_it_doesnt_resolve_and_the_chain_stops() -> None:
    """ONS-FAQ-049, CR 608.2b: the copy is made only while the spell resolves; Glory Seeker is
    Shocked in response, so Chain of Plasma doesn't resolve: no one is asked to discard and
    nothing is copied."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[d.find("Glory Seeker")])
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Chain of Plasma") == "graveyard"
    assert d.zone_of("Forest") == "hand"
    assert (d.life(0), d.life(1)) == (20, 20)


@pytest.mark.ruling("ONS-FAQ-047")
def test_the_copy_may_keep_the_same_target() -> None:
    """ONS-FAQ-047, CR 707.10c: the copier may choose a new target, which may be the same one:
    player 1 discards, copies, and keeps itself as the copy's target, taking 3 more; then,
    with a card still in hand, it is asked again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.hand(1, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    d.choose(True)
    d.choose(d.find("Forest", zone="hand"))
    d.choose(True)
    assert d.expect("new_target").player == 1
    d.choose(1)
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 14)
    assert d.expect("may").player == 1
    d.choose(False)
    assert d.zone_of("Plains") == "hand" and not d.state.stack

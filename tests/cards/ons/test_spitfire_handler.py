"""Spitfire Handler — {1}{R} Creature — Goblin 1/1.

Oracle: "Spitfire Handler can't block creatures with power greater than Spitfire Handler's
power. / {R}: Spitfire Handler gets +1/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spitfire Handler")


def _blockable(d: Driver) -> set[object]:
    d.expect("declare_blockers")
    return {getattr(a, "attacker", None) for a in d.game.legal_actions()
            if getattr(a, "blocker", None) == d.find("Spitfire Handler")}


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()


def test_cant_block_a_bigger_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Glory Seeker", "Goblin Sledder")
    d = Driver(s.build())
    seeker, sledder = d.find("Glory Seeker"), d.find("Goblin Sledder")
    d.to_combat()
    d.attack([seeker, sledder])
    _to_blocks(d)
    assert _blockable(d) == {sledder}


def test_pumped_it_can_block_the_bigger_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(1, "Spitfire Handler")
    d.resolve()
    _to_blocks(d)
    assert d.chars(d.find("Spitfire Handler")).power == 2
    assert _blockable(d) == {seeker}


def test_at_power_0_it_can_block_a_creature_with_power_0() -> None:
    """CR 509.1b: pumped to 2/1 then given -2/-0 by Startle, Spitfire Handler has power 0:
    Taunting Elf (power 0) has no greater power, so the Handler can block it."""
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Taunting Elf", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Island")
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.to_combat()
    d.attack([elf])
    d.pass_priority()
    d.activate(1, "Spitfire Handler")
    d.resolve()
    d.cast(0, "Startle", targets=[d.find("Spitfire Handler")])
    d.resolve()
    _to_blocks(d)
    assert d.chars(d.find("Spitfire Handler")).power == 0
    assert _blockable(d) == {elf}


def test_the_restriction_is_checked_only_as_blockers_are_declared() -> None:
    """CR 509.1b, 509.1h: pumped to 2/1, the Handler blocks Glory Seeker; the attacker
    growing afterwards doesn't remove the block: Piety Charm makes the Seeker 4/4 after
    blocks, and the Handler stays its blocker and dies."""
    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler", "Mountain")
    s.battlefield(0, "Glory Seeker", "Plains")
    s.hand(0, "Piety Charm")
    d = Driver(s.build())
    seeker, handler = d.find("Glory Seeker"), d.find("Spitfire Handler")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.activate(1, handler)
    d.resolve()
    _to_blocks(d)
    d.block({handler: seeker})
    d.cast(0, "Piety Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.state.combat.blockers[handler] == (seeker,)
    d.pass_until("postcombat_main")
    assert d.zone_of("Spitfire Handler") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield" and d.life(1) == 20


def test_an_illegal_block_is_refused_and_nothing_changes() -> None:
    """CR 509.1b: declaring the 1/1 Handler as a blocker of the 2/2 Glory Seeker is refused
    with an error, and the declaration is unchanged."""
    from manastack.decisions.actions import DeclareBlocker
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(1, "Spitfire Handler")
    s.battlefield(0, "Glory Seeker", "Goblin Sledder")
    d = Driver(s.build())
    seeker, handler = d.find("Glory Seeker"), d.find("Spitfire Handler")
    d.to_combat()
    d.attack([seeker, d.find("Goblin Sledder")])
    _to_blocks(d)
    d.expect("declare_blockers")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Spitfire Handler can block only some creatures, and Glory Seeker isn't one"):
        d.act(1, DeclareBlocker(handler, seeker))
    assert d.game.fingerprint() == before
    d.block({handler: d.find("Goblin Sledder")})
    assert d.state.combat.blockers[handler] == (d.find("Goblin Sledder"),)


def test_the_bonus_ends_at_cleanup() -> None:
    """CR 514.2: "until end of turn": +2/+0 from two activations is gone the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spitfire Handler", "Mountain", "Mountain")
    d = Driver(s.build())
    handler = d.find("Spitfire Handler")
    d.activate(0, handler)
    d.activate(0, handler)
    d.resolve_all()
    assert (d.chars(handler).power, d.chars(handler).toughness) == (3, 1)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(handler).power, d.chars(handler).toughness) == (1, 1)

"""Harvesttide Sentry — {1}{G} Creature — Human Warrior 3/1.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Harvesttide Sentry can't be blocked by creatures with power
2 or less this turn."
Rulings covered: MID-RN-122, MID-RN-123, MID-RN-124.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Harvesttide Sentry")


def blockers_for(d: Driver, attacker: int) -> set[int]:
    return {a.blocker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.attacker == attacker}


def setup(extra_hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Wall of Mulch", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, *extra_hand)
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-123", "MID-OR-0547")
def test_small_creatures_cant_block_it() -> None:
    d = setup(("Defenestrate",))
    d.pass_until("beginning_of_combat")
    # Killing one of the coven creatures after resolution changes nothing.
    d.cast(0, "Defenestrate", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "declare_blockers"
    assert blockers_for(d, sentry) == {d.find("Gluttonous Zombie")}


@pytest.mark.ruling("MID-RN-122", "MID-OR-0546")
def test_nothing_happens_if_coven_is_lost_before_resolution() -> None:
    d = setup(("Defenestrate",))
    d.pass_priority()
    d.pass_priority()  # the trigger is on the stack
    assert d.state.stack
    d.cast(0, "Defenestrate", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    assert d.find("Elvish Warrior") in blockers_for(d, sentry)


@pytest.mark.ruling("MID-RN-124", "MID-OR-0548")
def test_a_large_blocker_may_block() -> None:
    d = setup()
    d.pass_until("beginning_of_combat")
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    zombie = d.find("Gluttonous Zombie")
    d.block({zombie: sentry})
    assert d.state.combat.blockers[zombie] == (sentry,)


@pytest.mark.ruling("MID-RN-124", "MID-OR-0548")
def test_a_blocker_shrunk_after_blocking_keeps_blocking() -> None:
    """Gluttonous Zombie (power 3) blocks the Sentry; Startle then makes its power 1. The
    restriction was checked only as blockers were declared: the Sentry stays blocked and
    deals no damage to the player (CR 509.1h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Wall of Mulch", "Island", "Island")
    s.library(0, "Island")
    s.hand(0, "Startle")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    zombie = d.find("Gluttonous Zombie")
    d.block({zombie: sentry})
    d.cast(0, "Startle", targets=[zombie])
    d.resolve()
    assert d.chars(zombie).power <= 2
    assert sentry in d.state.combat.blocked
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_only_the_sentry_is_unblockable_by_small_creatures() -> None:
    """CR 509.1b, 611.2c: the coven effect applies to Harvesttide Sentry alone; Glory Seeker
    attacking beside it may still be blocked by Elvish Warrior (power 2), which may not block
    the Sentry."""
    d = setup()
    d.pass_until("beginning_of_combat")
    d.to_combat()
    sentry, seeker = d.find("Harvesttide Sentry"), d.find("Glory Seeker")
    d.attack([sentry, seeker])
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "declare_blockers"
    warrior, zombie = d.find("Elvish Warrior"), d.find("Gluttonous Zombie")
    assert blockers_for(d, sentry) == {zombie}
    assert blockers_for(d, seeker) == {warrior, zombie}


@pytest.mark.ruling("MID-OR-0549", "MID-OR-0550", "MID-OR-0551")
def test_two_creatures_with_the_same_power_aren_t_coven_so_no_trigger() -> None:
    """CR 603.4: Harvesttide Sentry (3), Glory Seeker (2) and Elvish Warrior (2) are only two
    different powers: the intervening "if" is false at the beginning of combat, the ability
    doesn't trigger, and Elvish Warrior-sized creatures may block the Sentry."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert not d.state.stack
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    assert blockers_for(d, sentry) == {d.find("Elvish Warrior", player=1)}


def test_no_trigger_at_the_beginning_of_an_opponent_s_combat() -> None:
    """"At the beginning of combat on your turn" (CR 603.2): in the opponent's turn, with
    coven, nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Wall of Mulch")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert not d.state.stack
    assert not [e for e in d.state.log if e.kind == "trigger"]


def test_a_small_creature_made_bigger_before_blocks_may_block() -> None:
    """MID-OR-0548, CR 509.1b: the restriction looks at power as blockers are declared; the
    defending player's Glory Seeker (2/2) given +2/+2 by Piety Charm after the coven ability
    resolved may block the Sentry, while Elvish Warrior (power 2) still may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Harvesttide Sentry", "Glory Seeker", "Wall of Mulch")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Plains")
    s.hand(1, "Piety Charm")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and d.state.stack
    d.resolve()
    theirs = d.find("Glory Seeker", player=1)
    d.pass_priority()
    d.cast(1, "Piety Charm", modes=[1], targets=[theirs])
    d.resolve()
    assert d.chars(theirs).power == 4
    d.to_combat()
    sentry = d.find("Harvesttide Sentry")
    d.attack([sentry])
    d.pass_priority()
    d.pass_priority()
    assert blockers_for(d, sentry) == {theirs}

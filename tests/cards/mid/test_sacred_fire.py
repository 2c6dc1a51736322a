"""Sacred Fire — {R}{W} Instant.

Oracle: "Sacred Fire deals 2 damage to any target and you gain 2 life. / Flashback {4}{R}{W}"
Rulings covered: MID-OR-0815 to MID-OR-0820 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
)

pytestmark = pytest.mark.card("Sacred Fire")


def test_two_damage_and_two_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.life(0) == 22


def test_at_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)


def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for its flashback cost {4}{R}{W}, it deals its 2
    damage and gains 2 life, then is exiled instead of going anywhere else."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Plains")
    s.graveyard(0, "Sacred Fire")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", method="flashback", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
    assert d.zone_of("Sacred Fire") == "exile"


def test_no_life_gained_when_its_only_target_is_gone() -> None:
    """CR 608.2b: Glory Seeker, its only target, left before it resolved, so the spell
    doesn't resolve and its controller gains no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sacred Fire", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Sacred Fire") == "graveyard"
    assert d.life(0) == 20


def test_flashback_spell_countered_on_resolution_is_still_exiled() -> None:
    """MID-OR-0818, CR 702.34a, 608.2b: cast with flashback at Glory Seeker, which leaves
    before it resolves; the spell doesn't resolve, no life is gained, and it is exiled, not
    put into the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Plains")
    s.graveyard(0, "Sacred Fire")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sacred Fire", method="flashback", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Sacred Fire") == "exile"
    assert d.life(0) == 20


def test_flashback_right_after_it_resolves_from_hand() -> None:
    """MID-OR-0820, CR 117.3b: once Sacred Fire resolves from the hand and goes to the
    graveyard, its controller receives priority first and may cast it again with flashback
    before any other player acts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    d = Driver(s.build())
    d.cast(0, "Sacred Fire", targets=[1])
    d.resolve()
    assert d.zone_of("Sacred Fire") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, "Sacred Fire", method="flashback", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (24, 16)
    assert d.zone_of("Sacred Fire") == "exile"


def test_flashback_at_instant_speed_on_the_opponents_turn() -> None:
    """MID-OR-0816, CR 702.34a: flashback follows the card's timing; an instant may be
    cast with flashback during the opponent's turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Plains")
    s.graveyard(0, "Sacred Fire")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Sacred Fire", method="flashback", targets=[1])
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)
    assert d.zone_of("Sacred Fire") == "exile"


def test_flashback_without_enough_mana_is_refused() -> None:
    """MID-OR-0815, CR 601.2h: flashback means paying {4}{R}{W} instead of {R}{W}; with two
    lands only, the flashback cast is refused and the game state is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains")
    s.graveyard(0, "Sacred Fire")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Sacred Fire", method="flashback", targets=[1])
    assert d.game.fingerprint() == before


FLASHBACK = FlashbackCard("Sacred Fire", "Mountain", 5, 2, ("Plains",), lambda d: [1],
                          lambda d: (d.life(0), d.life(1)) == (22, 18))
"""Flashback {4}{R}{W}: five Mountains and a Plains; the target is player 1."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MID-OR-0815"), id="exiled_when_countered"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MID-OR-0817"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MID-OR-0818"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MID-OR-0819"), id="never_cast_before"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings, checked as for every card with flashback (CR
    702.34a, 601.2f)."""
    check(FLASHBACK)

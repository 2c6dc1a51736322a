"""Mask of Griselbrand — {1}{B}{B} Legendary Artifact — Equipment.

Oracle: "Equipped creature has flying and lifelink. / Whenever equipped creature dies, you may
pay X life, where X is its power. If you do, draw X cards. / Equip {3}"
Rulings covered: MID-RN-095, MID-RN-096.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import PLATINUM_ANGEL

pytestmark = pytest.mark.card("Mask of Griselbrand")


def setup(life: int = 20) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain",
                  "Mask of Griselbrand")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.hand(0, "Shock", "Smother")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.life(0, life)
    return Driver(s.build())


def equip(d: Driver) -> int:
    seeker = d.find("Glory Seeker")
    d.activate(0, "Mask of Griselbrand", targets=[seeker])
    d.resolve()
    return seeker


@pytest.mark.ruling("MID-RN-095", "MID-RN-096", "MID-OR-0330", "MID-OR-0331")
def test_pay_its_last_power_in_life_to_draw_that_many() -> None:
    d = setup()
    seeker = equip(d)
    assert d.chars(seeker).has("Flying") and d.chars(seeker).has("Lifelink")
    d.cast(0, "Smother", targets=[seeker])  # a 4/4
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 16
    assert len(d.state.players[0].hand) == 5


def test_may_decline() -> None:
    d = setup()
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    d.choose(False)
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MID-RN-096", "MID-OR-0331")
def test_not_offered_with_too_little_life() -> None:
    d = setup(life=3)
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and d.life(0) == 3


def test_exactly_enough_life_is_offered() -> None:
    """CR 119.4: at 4 life the 4/4's 4 life can be paid (to 0 life: the game is lost)."""
    d = setup(life=4)
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 0 and d.game.is_over


def test_any_player_can_pay_0_life() -> None:
    """CR 119.4: any player can pay 0 life, even at 0 life (kept in the game by Platinum
    Angel): a 0-power creature's 0 life is paid, and 0 cards are drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mask of Griselbrand",
                  PLATINUM_ANGEL.name)
    s.battlefield(0, "Taunting Elf")
    s.hand(0, "Smother")
    s.library(0, "Forest", "Island")
    s.life(0, 0)
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.activate(0, "Mask of Griselbrand", targets=[elf])
    d.resolve()
    assert d.chars(elf).power == 0
    d.cast(0, "Smother", targets=[elf])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    assert d.life(0) == 0 and len(d.state.players[0].hand) == 0
    assert len(d.state.players[0].library) == 2

"""False Cure — {B}{B} Instant.

Oracle: "Until end of turn, whenever a player gains life, that player loses 2 life for each 1
life they gained."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("False Cure")


def test_every_life_gain_this_turn_costs_twice_as_much() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith", "Renewed Faith")
    s.library(1, "Plains")
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Renewed Faith")
    d.resolve()  # gains 6
    assert d.life(1) == 26
    d.resolve()  # the trigger
    assert d.life(1) == 14
    d.pass_until("upkeep", turn=4)
    d.pass_until("precombat_main", turn=4)
    d.cast(1, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    assert d.life(1) == 20  # next turn it's gone
    assert not d.state.stack


def test_it_triggers_more_than_once() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Renewed Faith", "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.resolve()
    d.pass_priority()
    d.cast(1, d.ids("Renewed Faith", zone="hand")[0])
    d.resolve()
    d.resolve()
    d.pass_priority()
    d.cast(1, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.resolve()
    assert d.life(1) == 8


def test_two_resolved_false_cures_each_trigger() -> None:
    """CR 603.2, 603.7a: each False Cure that resolved made its own ability; Renewed Faith's 6
    life makes both trigger, so player 1 loses 12 twice."""
    s = Scenario(seed=1, life=40)
    s.battlefield(0, *["Swamp"] * 4)
    s.hand(0, "False Cure", "False Cure")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    d = Driver(s.build())
    for cure in d.ids("False Cure", zone="hand"):
        d.cast(0, cure)
        d.resolve()
    d.pass_priority()
    d.cast(1, "Renewed Faith")
    d.resolve()
    assert d.life(1) == 46
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve()
    d.resolve()
    assert d.life(1) == 22


def test_life_gained_in_response_before_it_resolves_costs_nothing() -> None:
    """CR 603.7a, 603.2: player 1 answers False Cure with Renewed Faith; the 6 life is gained
    before False Cure has resolved and made its ability, so nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.pass_priority()
    d.cast(1, "Renewed Faith")
    d.resolve()
    assert d.life(1) == 26
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.life(1) == 26


def test_it_punishes_its_own_caster_too() -> None:
    """"Whenever a player gains life" (CR 119.9): the caster's own life gain triggers it as
    well; Wellwisher, the only Elf, gains player 0 one life and costs them two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Wellwisher")
    s.hand(0, "False Cure")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.resolve()
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 21
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 19
    assert d.life(1) == 20


def test_in_two_headed_giant_the_gainer_loses_and_the_team_total_pays() -> None:
    """CR 810.9: a player's gain and loss are applied to the team's shared life total: the
    opponent's 6 life from Renewed Faith then a loss of 12 leave their team at 30 + 6 - 12;
    it triggers once, for the player who gained, not for the teammate."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(2, "Plains", "Plains", "Plains")
    s.hand(2, "Renewed Faith")
    d = Driver(s.build())
    start = d.life(2)
    d.cast(0, "False Cure")
    d.resolve()
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Renewed Faith")
    d.resolve()
    assert d.life(2) == d.life(3) == start + 6
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(2) == d.life(3) == start - 6
    assert d.life(0) == start and not d.state.stack

"""Grinning Demon — {2}{B}{B} Creature — Demon 6/6.

Oracle: "At the beginning of your upkeep, you lose 2 life. / Morph {2}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grinning Demon")


def test_its_controller_loses_two_life_in_their_upkeep_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert (d.life(0), d.life(1)) == (20, 20)
    d.pass_until("draw", turn=5)
    assert d.life(0) == 18


def test_face_down_it_costs_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon", face_down=True)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("draw", turn=5)
    assert d.life(0) == 20


def test_turned_face_up_during_the_upkeep_it_costs_nothing_that_turn() -> None:
    """CR 503.1a, 603.2: "at the beginning of your upkeep" triggers only as the upkeep
    begins; face down then (no abilities, CR 708.2), the Demon turned face up during the
    upkeep costs no life that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon", face_down=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.special(0, "turn_face_up", "Grinning Demon")
    d.pay()
    assert not d.state.stack
    d.pass_until("draw", turn=3)
    assert d.life(0) == 20


def test_the_life_is_lost_even_if_the_demon_leaves_before_the_trigger_resolves() -> None:
    """CR 113.7a: a triggered ability on the stack exists independently of its source;
    Cruel Revival destroys the Demon in response and its controller still loses 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon", *["Swamp"] * 5)
    s.hand(0, "Cruel Revival")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.cast(0, "Cruel Revival", targets=[d.find("Grinning Demon")])
    d.resolve()
    assert d.zone_of("Grinning Demon") == "graveyard"
    d.resolve()
    assert d.life(0) == 18


def test_at_two_life_its_controller_loses_the_game() -> None:
    """CR 704.5a: losing 2 life at 2 leaves the player at 0 life; they lose the game."""
    from manastack.decisions.policies import ScriptError

    s = Scenario(seed=1)
    s.life(0, 2)
    s.battlefield(0, "Grinning Demon")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    with pytest.raises(ScriptError, match="the game ended"):
        d.pass_until("draw", turn=5)
    assert d.game.decision is None
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_two_headed_giant_the_team_loses_the_life() -> None:
    """CR 810.9a: life lost by a player in Two-Headed Giant is lost by the team."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Grinning Demon")
    for p in range(4):
        s.library(p, "Swamp", "Swamp")
    s.at("end", active=2, turn=4)
    d = Driver(s.build())
    d.pass_until("draw", turn=5)
    assert d.life(0) == d.life(1) == 28
    assert d.life(2) == 30

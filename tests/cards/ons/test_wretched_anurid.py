"""Wretched Anurid — {1}{B} Creature — Zombie Frog Beast 3/3.

Oracle: "Whenever another creature enters the battlefield, you lose 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wretched Anurid")


def test_any_players_creature_entering_costs_its_controller_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    d.resolve()
    assert d.life(0) == 19 and d.life(1) == 20


def test_creatures_entering_together_trigger_it_once_each() -> None:
    """CR 603.2, 603.6a: four tokens entering at once are four events that each trigger the
    Anurid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid", *["Swamp"] * 4)
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Symbiotic Beast")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Symbiotic Beast")])
    d.resolve()
    d.resolve()  # the Beast's trigger: four Insects
    d.take_first("order_triggers")
    assert len(d.state.stack) == 4
    d.resolve_all()
    assert d.life(0) == 16 and d.life(1) == 20


def test_it_doesnt_trigger_for_itself() -> None:
    """"Another creature" (CR 109.2): the Anurid's own entering doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Wretched Anurid")
    d = Driver(s.build())
    d.cast(0, "Wretched Anurid")
    d.resolve()
    assert not d.state.stack and d.life(0) == 20


def test_your_own_creatures_and_face_down_ones_trigger_it_too() -> None:
    """A face-down creature is a 2/2 creature (CR 708.2a): cast face down by the Anurid's
    controller, it enters and costs them 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid", *["Forest"] * 3)
    s.hand(0, "Towering Baloth")
    d = Driver(s.build())
    d.cast(0, "Towering Baloth", method="face_down")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 19


def test_a_land_entering_doesnt_trigger_it() -> None:
    """Only creatures: playing a land triggers nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.play_land(0, "Swamp")
    assert not d.state.stack and d.life(0) == 20


def test_the_anurid_gone_the_trigger_still_costs_the_life() -> None:
    """CR 113.7a: once triggered, the ability exists on the stack independently of its
    source: the Anurid destroyed by Defenestrate in response, its controller still loses 1
    life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.battlefield(1, "Plains", "Plains", "Swamp", "Swamp", "Swamp")
    s.hand(1, "Glory Seeker", "Defenestrate")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert len(d.state.stack) == 1
    d.cast(1, "Defenestrate", targets=[d.find("Wretched Anurid")])
    d.resolve()
    assert d.zone_of("Wretched Anurid") == "graveyard"
    d.resolve()
    assert d.life(0) == 19


def test_at_one_life_a_creature_entering_makes_its_controller_lose() -> None:
    """CR 704.5a: losing the last life point, the Anurid's controller loses the game when
    state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.life(0, 1)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    d.pass_priority()
    d.pass_priority()
    assert d.game.decision is None
    assert not d.state.players[0].in_game

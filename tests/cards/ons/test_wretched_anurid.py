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

"""Fateful Absence — {1}{W} Instant.

Oracle: "Destroy target creature or planeswalker. Its controller investigates."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fateful Absence")


def test_destroy_and_its_controller_gets_a_clue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.library(1, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1
    # Clue: "{2}, Sacrifice this artifact: Draw a card."
    d.pass_until("precombat_main", turn=4)
    d.activate(1, clue)
    d.resolve()
    assert d.ids("Shock", zone="hand", player=1)  # Island was the turn draw
    assert not d.ids("Clue")

"""Screeching Buzzard — {3}{B} Creature — Bird 2/2.

Oracle: "Flying / When Screeching Buzzard dies, each opponent discards a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Screeching Buzzard")

def test_dies_each_opponent_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock", "Glory Seeker")
    s.hand(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Glory Seeker", zone="hand", player=0)


def test_each_opponent_of_its_last_controller_discards() -> None:
    """CR 603.3a, 603.10a: the ability's controller is the Buzzard's controller as it died,
    so its opponents discard (CR 102.2), not its owner's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Screeching Buzzard", owner=0)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", "Glory Seeker")
    s.hand(1, "Elvish Warrior")
    s.hand(2, "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.ids("Glory Seeker", zone="graveyard", player=0)
    assert d.ids("Nosy Goblin", zone="graveyard", player=2)
    assert d.ids("Elvish Warrior", zone="hand", player=1)

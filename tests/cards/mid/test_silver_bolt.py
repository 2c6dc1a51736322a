"""Silver Bolt — {1} Artifact.

Oracle: "{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf
is dealt damage this way, destroy it."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silver Bolt")


def test_destroys_a_werewolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Tavern Ruffian")  # 2/5 Human Werewolf
    d = Driver(s.build())
    d.activate(0, "Silver Bolt", targets=[d.find("Tavern Ruffian")])
    assert d.ids("Silver Bolt", zone="graveyard")
    d.resolve()
    assert d.ids("Tavern Ruffian", zone="graveyard")


def test_only_damage_to_a_non_werewolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, "Silver Bolt", targets=[wall])
    d.resolve()
    assert d.state.objects[wall].damage == 3


def test_a_werewolf_whose_damage_is_all_prevented_is_not_destroyed() -> None:
    """CR 615.1, 120.1: Sunfire Balm prevents the 3 damage, so no Werewolf is dealt damage
    this way and Tavern Ruffian isn't destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silver Bolt", "Mountain", "Mountain", "Mountain", "Plains", "Plains",
                  "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Tavern Ruffian")  # 2/5 Human Werewolf
    d = Driver(s.build())
    ruffian = d.find("Tavern Ruffian")
    d.cast(0, "Sunfire Balm", targets=[ruffian])
    d.resolve()
    d.activate(0, "Silver Bolt", targets=[ruffian])
    d.resolve()
    assert d.zone_of("Tavern Ruffian") == "battlefield"
    assert d.state.objects[ruffian].damage == 0

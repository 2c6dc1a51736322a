"""Airdrop Condor — {4}{R} Creature — Bird 2/2.

Oracle: "Flying / {1}{R}, Sacrifice a Goblin creature: Airdrop Condor deals damage equal to
the sacrificed creature's power to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Airdrop Condor")


def test_damage_equals_the_sacrificed_goblins_last_known_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Glory Seeker", "Mountain", "Mountain",
                  "Mountain", "Mountain")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.activate(0, "Airdrop Condor", targets=[1], choices=[nosy])
    assert d.ids("Nosy Goblin", zone="graveyard")
    d.resolve()
    assert d.life(1) == 18


def test_only_goblin_creatures_can_be_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Glory Seeker", "Mountain", "Mountain")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    condor = d.find("Airdrop Condor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == condor]


def test_a_goblin_sacrificed_with_zero_power_deals_no_damage() -> None:
    """CR 608.2h, 120.8: Startle makes Nosy Goblin 0/1; sacrificed, its last known power is
    0, so the Condor deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Airdrop Condor", "Nosy Goblin", "Island", "Island", "Mountain",
                  "Mountain")
    s.hand(0, "Startle")
    s.library(0, "Plains")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.cast(0, "Startle", targets=[nosy])
    d.resolve()
    assert d.chars(nosy).power == 0
    d.activate(0, "Airdrop Condor", targets=[1], choices=[nosy])
    assert d.ids("Nosy Goblin", zone="graveyard")
    d.resolve()
    assert d.life(1) == 20 and not d.state.stack

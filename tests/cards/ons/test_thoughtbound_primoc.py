"""Thoughtbound Primoc — {2}{R} Creature — Bird Beast 2/3.

Oracle: "Flying / At the beginning of your upkeep, if a player controls more Wizards than each
other player, the player who controls the most Wizards gains control of Thoughtbound Primoc."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Thoughtbound Primoc")


def test_goes_to_the_player_with_the_most_wizards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Embermage Goblin")
    s.battlefield(1, "Imagecrafter", "Information Dealer")
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 1


def test_a_tie_changes_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Embermage Goblin")
    s.battlefield(1, "Imagecrafter")
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 0
    assert not any(e.kind == "control_changed" for e in d.game.log)


def test_in_two_headed_giant_a_teammate_with_the_most_wizards_takes_it() -> None:
    """CR 102.3, 805.4: "more Wizards than each other player" compares the teammate too: at
    the beginning of its controller's team's upkeep, the teammate with two Wizards (against one
    and none) gains control of Thoughtbound Primoc."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 6)
    s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(1, "Information Dealer", "Crafty Pathmage")
    s.battlefield(2, "Information Dealer")
    s.at("end", active=2, turn=4)
    d = Driver(s.build())
    d.pass_until("draw", turn=5)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 1

"""Spurred Wolverine — {4}{R} Creature — Wolverine Beast 3/2.

Oracle: "Tap two untapped Beasts you control: Target creature gains first strike until end of
turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spurred Wolverine")


def test_tap_two_beasts_to_give_first_strike() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Barkhide Mauler", sick=True)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Spurred Wolverine", targets=[seeker],
               choices=[d.find("Spurred Wolverine"), d.find("Barkhide Mauler")])
    d.resolve()
    assert d.chars(seeker).has("First strike")
    assert d.state.objects[d.find("Barkhide Mauler")].tapped
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).has("First strike")


def test_one_beast_is_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Glory Seeker")
    d = Driver(s.build())
    w = d.find("Spurred Wolverine")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == w]

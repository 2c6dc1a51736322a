"""Snarling Wolf — {G} Creature — Wolf 1/1.

Oracle: "{1}{G}: Snarling Wolf gets +2/+2 until end of turn. Activate only once each turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snarling Wolf")


def test_once_each_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (3, 3)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)


def test_once_each_turn_counts_an_activation_still_on_the_stack_and_resets_next_turn() -> None:
    """CR 602.5b: "activate only once each turn" counts activations, resolved or not; on the
    next turn (the opponent's) it can be activated again, at instant speed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    d.activate(0, wolf)
    d.resolve()
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (3, 3)

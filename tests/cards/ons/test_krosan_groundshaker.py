"""Krosan Groundshaker — {4}{G}{G}{G} Creature — Beast 6/6.

Oracle: "{G}: Target Beast creature gains trample until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Krosan Groundshaker")


def test_beast_gains_trample_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Groundshaker", "Forest", "Barkhide Mauler")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    d.activate(0, "Krosan Groundshaker", targets=[mauler])
    d.resolve()
    assert d.chars(mauler).has("Trample")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(mauler).has("Trample")


def test_needs_a_beast_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker")
    s.battlefield(0, "Krosan Groundshaker", face_down=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == d.find("Glory Seeker")]

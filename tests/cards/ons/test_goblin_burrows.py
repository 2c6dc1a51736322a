"""Goblin Burrows — Land.

Oracle: "{T}: Add {C}. / {1}{R}, {T}: Target Goblin creature gets +2/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Burrows")


def test_goblin_gets_plus_two_plus_zero() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.activate(0, "Goblin Burrows", targets=[raider])
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (3, 2)


def test_non_goblins_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

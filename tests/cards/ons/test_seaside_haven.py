"""Seaside Haven — Land.

Oracle: "{T}: Add {C}. / {W}{U}, {T}, Sacrifice a Bird: Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Seaside Haven")


def test_sacrifice_a_bird_to_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Screaming Seahawk", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Seaside Haven", choices=[d.find("Screaming Seahawk")])
    assert d.ids("Screaming Seahawk", zone="graveyard")
    d.resolve()
    assert d.ids("Forest", zone="hand")
    assert d.ids("Glory Seeker", zone="battlefield")


def test_needs_a_bird() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Seaside Haven", "Plains", "Island", "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

"""Riptide Laboratory — Land.

Oracle: "{T}: Add {C}. / {1}{U}, {T}: Return target Wizard you control to its owner's hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Riptide Laboratory")


def test_returns_your_wizard_to_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Crafty Pathmage")
    d = Driver(s.build())
    d.activate(0, "Riptide Laboratory", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    assert d.ids("Crafty Pathmage", zone="hand", player=0)


def test_opponents_wizards_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island")
    s.battlefield(1, "Crafty Pathmage")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

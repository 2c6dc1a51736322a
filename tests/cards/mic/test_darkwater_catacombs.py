"""Darkwater Catacombs — Land.

Oracle: "{1}, {T}: Add {U}{B}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Darkwater Catacombs")

CARD = "Darkwater Catacombs"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Island to pay {1}, it adds {U}{B}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}
    d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.state.players[0].mana_pool == {"U": 1, "B": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]

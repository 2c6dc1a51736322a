"""Sungrass Prairie — Land.

Oracle: "{1}, {T}: Add {G}{W}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungrass Prairie")

CARD = "Sungrass Prairie"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Forest to pay {1}, it adds {G}{W}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Forest")
    assert d.state.players[0].mana_pool == {"G": 1}
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]

"""Annex — {2}{U}{U} Enchantment — Aura.

Oracle: "Enchant land (Target a land as you cast this. This card enters the battlefield attached
to that land.) / You control enchanted land."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Annex")


def test_you_control_the_enchanted_land_and_tap_it_for_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 0
    assert d.state.objects[forest].owner == 1
    d.mana(0, forest)
    assert d.state.players[0].mana_pool.get("G") == 1


def test_control_returns_when_annex_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Forest", "Forest")
    s.hand(0, "Annex", "Naturalize")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    mountain = d.find("Mountain")
    d.cast(0, "Annex", targets=[mountain])
    d.resolve()
    assert d.chars(mountain).controller == 0
    d.cast(0, "Naturalize", targets=[d.find("Annex")])
    d.resolve()
    assert d.chars(mountain).controller == 1

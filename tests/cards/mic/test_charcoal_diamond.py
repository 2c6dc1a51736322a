"""Charcoal Diamond — {2} Artifact.

Oracle: "Charcoal Diamond enters the battlefield tapped. / {T}: Add {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Charcoal Diamond")


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Charcoal Diamond")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    assert d.state.objects[d.find("Charcoal Diamond")].tapped


def test_taps_for_black() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charcoal Diamond")
    d = Driver(s.build())
    d.mana(0, "Charcoal Diamond")
    assert d.state.players[0].mana_pool.get("B", 0) == 1
    assert d.state.objects[d.find("Charcoal Diamond")].tapped

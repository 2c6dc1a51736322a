"""Screaming Seahawk — {4}{U} Creature — Bird 2/2.

Oracle: "Flying / When Screaming Seahawk enters the battlefield, you may search your library
for a card named Screaming Seahawk, reveal it, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Screaming Seahawk")


def test_fetches_another_seahawk() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    assert d.chars(d.find("Screaming Seahawk", zone="battlefield")).has("Flying")
    d.resolve()
    d.choose(True)
    d.choose(d.find("Screaming Seahawk", zone="library"))
    assert d.ids("Screaming Seahawk", zone="hand")


def test_search_may_find_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Screaming Seahawk")
    s.library(0, "Island", "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    d.resolve()
    d.choose(True)
    d.choose(None)  # CR 701.23b: a search for a named card may fail to find
    assert not d.ids("Screaming Seahawk", zone="hand")
    assert d.ids("Screaming Seahawk", zone="library")

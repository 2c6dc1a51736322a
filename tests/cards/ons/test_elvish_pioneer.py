"""Elvish Pioneer — {G} Creature — Elf Druid 1/1.

Oracle: "When Elvish Pioneer enters the battlefield, you may put a basic land card from your
hand onto the battlefield tapped."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Pioneer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Elvish Pioneer", "Island", "Contested Cliffs")
    d = Driver(s.build())
    d.cast(0, "Elvish Pioneer")
    d.resolve()
    d.resolve()
    return d


def offered(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    d = setup()
    island = d.find("Island", zone="hand")
    assert offered(d) == {island, None}  # not the nonbasic Contested Cliffs
    d.choose(island)
    land = d.find("Island", zone="battlefield")
    assert d.state.objects[land].tapped
    assert d.ids("Contested Cliffs", zone="hand")


def test_may_decline() -> None:
    d = setup()
    d.choose(None)
    assert d.ids("Island", zone="hand")
    assert not d.ids("Island", zone="battlefield")

"""Rorix Bladewing — {3}{R}{R}{R} Legendary Creature — Dragon 6/5.

Oracle: "Flying, haste"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rorix Bladewing")


def test_haste_attacks_the_turn_it_is_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Rorix Bladewing")
    d = Driver(s.build())
    d.cast(0, "Rorix Bladewing")
    d.resolve()
    rorix = d.find("Rorix Bladewing", zone="battlefield")
    c = d.chars(rorix)
    assert c.has("Flying") and c.has("Haste") and "Legendary" in c.supertypes
    d.to_combat()
    d.attack([rorix])
    d.pass_until("postcombat_main")
    assert d.life(1) == 14


def test_legend_rule_keeps_only_one() -> None:
    """CR 704.5j: two legendary permanents with the same name: one is put into the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.battlefield(0, "Rorix Bladewing")
    s.hand(0, "Rorix Bladewing")
    d = Driver(s.build())
    d.cast(0, "Rorix Bladewing")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert len(d.ids("Rorix Bladewing", zone="battlefield")) == 1
    assert len(d.ids("Rorix Bladewing", zone="graveyard")) == 1

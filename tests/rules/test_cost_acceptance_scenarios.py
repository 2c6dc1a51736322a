"""Acceptance scenarios for cost changes (CR 601.2f, 107.1b): a reduction "where X is" a
number that has become negative takes off nothing and adds nothing (CR 107.1b), and
reductions and increases are added up before the total cost is locked in (CR 601.2f).
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_reduction_by_a_negative_power_doesnt_increase_the_cost() -> None:
    """CR 107.1b, 601.2f: Startle gives Vadrik, Astral Archmage -2/-0, making its power -1;
    "cost {X} less, where X is Vadrik's power" then uses 0, not -1: Chain of Plasma costs its
    {1}{R}, which the two Mountains pay (it would cost {2}{R} if the negative number were
    used)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vadrik, Astral Archmage", "Island", "Mountain", "Mountain")
    s.hand(0, "Startle", "Chain of Plasma")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.day_night("day")
    d = Driver(s.build())
    vadrik = d.find("Vadrik, Astral Archmage")
    d.cast(0, "Startle", targets=[vadrik])  # {1}{U} less {1}: the Island alone
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.chars(vadrik).power == -1
    assert CastSpell(d.find("Chain of Plasma"), "normal") in d.game.legal_actions()
    d.cast(0, "Chain of Plasma", targets=[1])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.life(1) == 17

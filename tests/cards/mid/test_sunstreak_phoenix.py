"""Sunstreak Phoenix — {2}{R}{R} Creature — Phoenix 4/2.

Oracle: "Flying / If it's neither day nor night, it becomes day as Sunstreak Phoenix enters the
battlefield. / Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do,
return Sunstreak Phoenix from your graveyard to the battlefield tapped."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sunstreak Phoenix")


from manastack.decisions.actions import PassPriority  # noqa: E402


def test_returns_from_the_graveyard_when_night_falls() -> None:
    s = Scenario(seed=1)
    s.graveyard(0, "Sunstreak Phoenix")
    s.battlefield(0, "Mountain", "Mountain")
    s.day_night("day")
    s.library(1, "Mountain")
    s.at("precombat_main", active=1, turn=3)
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "may":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "night"
    d.choose(True)
    d.pay()
    phoenix = d.find("Sunstreak Phoenix", zone="battlefield")
    assert d.state.objects[phoenix].tapped


def test_it_becomes_day_as_it_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Sunstreak Phoenix")
    d = Driver(s.build())
    d.cast(0, "Sunstreak Phoenix")
    d.resolve()
    assert d.state.day_night == "day"

"""Necrosynthesis — {1}{B} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "Whenever another creature dies, put a +1/+1
counter on this creature." / When enchanted creature dies, look at the top X cards of your
library, where X is its power. Put one of those cards into your hand and the rest on the bottom
of your library in a random order."
Rulings covered: MID-RN-115.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Necrosynthesis")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Glory Seeker",
                  "Wellwisher")
    s.hand(0, "Necrosynthesis", "Shock", "Chain of Plasma")
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-115", "MID-OR-0333")
def test_grows_then_looks_at_its_last_power_in_cards() -> None:
    d = setup()
    seeker, well = d.find("Glory Seeker"), d.find("Wellwisher")
    d.cast(0, "Necrosynthesis", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[well])
    d.resolve()
    d.resolve()  # the granted trigger: +1/+1 counter
    assert d.chars(seeker).power == 3
    d.cast(0, "Chain of Plasma", targets=[seeker])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None if None in opts(d) else opts(d)[0])  # no copy of Chain of Plasma
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.decision.kind == "choose_cards"
    assert len(opts(d)) == 3 and None not in opts(d)  # X = 3; one must be taken
    d.choose(d.find("Island", "library"))
    assert d.ids("Island", zone="hand")
    lib = d.state.players[0].library
    assert d.game.card(lib[0]).name == "Swamp"  # the other two went to the bottom

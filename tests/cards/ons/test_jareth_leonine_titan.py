"""Jareth, Leonine Titan — {3}{W}{W}{W} Legendary Creature — Cat Giant 4/7.

Oracle: "Whenever Jareth, Leonine Titan blocks, it gets +7/+7 until end of turn. / {W}: Jareth
gains protection from the color of your choice until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Jareth, Leonine Titan")


def test_gets_plus_seven_when_it_blocks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Colossus")
    s.battlefield(1, "Jareth, Leonine Titan")
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    colossus, jareth = d.find("Krosan Colossus"), d.find("Jareth, Leonine Titan")
    d.to_combat()
    d.attack([colossus])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({jareth: colossus})
    d.resolve()
    c = d.chars(jareth)
    assert (c.power, c.toughness) == (11, 14)
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Colossus") == "graveyard"
    assert d.zone_of("Jareth, Leonine Titan") == "battlefield"


def test_protection_from_the_chosen_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jareth, Leonine Titan", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    d.activate(0, jareth)
    d.resolve()
    d.choose("red")
    assert "red" in d.chars(jareth).protections()
    d.pass_until("end")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert jareth not in options

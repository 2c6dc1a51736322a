"""Symbiotic Wurm — {5}{G}{G} Creature — Wurm 7/7.

Oracle: "When Symbiotic Wurm dies, create seven 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Wurm")


def test_seven_insects_when_it_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Symbiotic Wurm", "Glory Seeker")
    s.battlefield(1, "Anurid Murkdiver", "Anurid Murkdiver")
    d = Driver(s.build())
    d.to_combat()
    wurm = d.find("Symbiotic Wurm")
    d.attack([wurm])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    m1, m2 = d.ids("Anurid Murkdiver")
    d.block({m1: wurm, m2: wurm})
    while not d.ids("Symbiotic Wurm", zone="graveyard"):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    d.resolve_all()
    assert len(d.ids("Insect Token", zone="battlefield", player=0)) == 7

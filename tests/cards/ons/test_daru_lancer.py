"""Daru Lancer — {4}{W}{W} Creature — Human Soldier 3/4.

Oracle: "First strike / Morph {2}{W}{W}"
Rulings covered: ONS-FAQ-148.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daru Lancer")


@pytest.mark.ruling("ONS-FAQ-148")
def test_turned_up_after_first_strike_damage_it_deals_regular_damage() -> None:
    """CR 510.4: it gained first strike too late for the first combat damage step, so it
    deals its damage in the second one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, "Daru Cavalier", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    lancer, cav, seeker = d.find("Daru Lancer"), d.find("Daru Cavalier"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([lancer, cav])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seeker: lancer})
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert d.life(1) == 18  # the Cavalier's first-strike damage
    assert d.state.objects[seeker].damage == 0  # face-down, the Lancer dealt nothing yet
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).has("First strike")
    d.pass_until("postcombat_main")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.state.objects[lancer].damage == 2

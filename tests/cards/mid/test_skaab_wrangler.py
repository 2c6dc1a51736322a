"""Skaab Wrangler — {1}{U} Creature — Human Wizard 2/1.

Oracle: "Tap three untapped creatures you control: Tap target creature."
Rulings covered: MID-RN-139.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Skaab Wrangler")


@pytest.mark.ruling("MID-RN-139", "MID-OR-0226")
def test_summoning_sick_creatures_pay_the_cost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Elvish Warrior", sick=True)
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Skaab Wrangler", targets=[tusker])
    while d.decision.kind != "priority":
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    assert all(d.state.objects[x].tapped for x in
               (d.find("Skaab Wrangler"), d.find("Glory Seeker"), d.find("Elvish Warrior")))
    d.resolve()
    assert d.state.objects[tusker].tapped


def test_needs_three_untapped_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

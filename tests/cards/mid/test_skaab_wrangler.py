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


def test_a_tapped_creature_cant_help_pay_and_any_creature_may_be_the_target() -> None:
    """CR 602.2b, 118.3: with three creatures, one of them tapped, the cost can't be paid;
    with a fourth untapped, it can, and the target may be one of your own (an already
    tapped Krosan Tusker is a legal target too: "tap target creature" doesn't require it to
    be untapped, CR 701.26a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Wall of Mulch", "Avacyn's Pilgrim")
    s.battlefield(1, "Krosan Tusker", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Skaab Wrangler", pay=False)
    offered = set(opts(d))
    assert d.find("Krosan Tusker") in offered and d.find("Avacyn's Pilgrim") in offered
    d.choose(d.find("Avacyn's Pilgrim"))
    for name in ("Skaab Wrangler", "Glory Seeker", "Wall of Mulch"):
        d.choose(d.find(name))
    d.expect("priority")
    d.resolve()
    assert all(d.state.objects[o].tapped for o in d.state.battlefield
               if d.state.objects[o].controller == 0)

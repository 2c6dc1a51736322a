"""Flamestick Courier.

Oracle: "You may choose not to untap Flamestick Courier during your untap step. /
{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as Flamestick Courier remains tapped."
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import check_courier_creature_type_checks

pytestmark = pytest.mark.card("Flamestick Courier")


def test_pumps_a_goblin_while_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Goblin Sky Raider", "Glory Seeker", "Mountain", "Mountain", "Mountain")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Flamestick Courier"))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") not in options
    d.choose(d.find("Goblin Sky Raider"))
    d.pay()
    d.resolve()
    base = d.chars(d.find("Glory Seeker"))
    c = d.chars(d.find("Goblin Sky Raider"))
    assert "Haste" in c.keywords and "Haste" not in base.keywords
    assert d.state.objects[d.find("Flamestick Courier")].tapped
    assert (c.power, c.toughness) == (1 + 2, 2 + 2)


@pytest.mark.ruling("ONS-OR-0136")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Flamestick Courier", "Mountain",
                                       "Festering Goblin", "Glory Seeker", "Goblin", "Elf")

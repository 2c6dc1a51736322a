"""Everglove Courier.

Oracle: "You may choose not to untap Everglove Courier during your untap step. /
{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier remains tapped."
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import check_courier_creature_type_checks

pytestmark = pytest.mark.card("Everglove Courier")


def test_pumps_a_elf_while_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Elvish Vanguard", "Festering Goblin", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Everglove Courier"))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Festering Goblin") not in options
    d.choose(d.find("Elvish Vanguard"))
    d.pay()
    d.resolve()
    base = d.chars(d.find("Festering Goblin"))
    c = d.chars(d.find("Elvish Vanguard"))
    assert "Trample" in c.keywords and "Trample" not in base.keywords
    assert d.state.objects[d.find("Everglove Courier")].tapped
    assert (c.power, c.toughness) == (1 + 2, 1 + 2)


@pytest.mark.ruling("ONS-OR-0177")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Everglove Courier", "Forest",
                                       "Elvish Warrior", "Glory Seeker", "Elf", "Goblin")

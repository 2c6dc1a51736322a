"""Ghosthelm Courier.

Oracle: "You may choose not to untap Ghosthelm Courier during your untap step. /
{2}{U}, {T}: Target Wizard creature gets +2/+2 and has shroud for as long as Ghosthelm Courier remains tapped. (It can't be the target of spells or abilities.)"
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import check_courier_creature_type_checks

pytestmark = pytest.mark.card("Ghosthelm Courier")


def test_pumps_a_wizard_while_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Crafty Pathmage", "Festering Goblin", "Island", "Island", "Island")
    d = Driver(s.build())
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == d.find("Ghosthelm Courier"))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Festering Goblin") not in options
    d.choose(d.find("Crafty Pathmage"))
    d.pay()
    d.resolve()
    base = d.chars(d.find("Festering Goblin"))
    c = d.chars(d.find("Crafty Pathmage"))
    assert "Shroud" in c.keywords and "Shroud" not in base.keywords
    assert d.state.objects[d.find("Ghosthelm Courier")].tapped
    assert (c.power, c.toughness) == (1 + 2, 1 + 2)


@pytest.mark.ruling("ONS-OR-0075")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Ghosthelm Courier", "Island",
                                       "Crafty Pathmage", "Glory Seeker", "Wizard", "Elf")

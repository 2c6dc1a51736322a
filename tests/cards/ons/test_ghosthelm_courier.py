"""Ghosthelm Courier.

Oracle: "You may choose not to untap Ghosthelm Courier during your untap step. /
{2}{U}, {T}: Target Wizard creature gets +2/+2 and has shroud for as long as Ghosthelm Courier remains tapped. (It can't be the target of spells or abilities.)"
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from .courier_checks import (
    check_courier_bonus_while_tapped,
    check_courier_creature_type_checks,
)

pytestmark = pytest.mark.card("Ghosthelm Courier")


def test_gives_a_wizard_plus_two_and_shroud_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Ghosthelm Courier", "Island", "Crafty Pathmage", "Festering Goblin", "Shroud")


@pytest.mark.ruling("ONS-OR-0075")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Ghosthelm Courier", "Island",
                                       "Crafty Pathmage", "Glory Seeker", "Wizard", "Elf")

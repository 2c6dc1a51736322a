"""Pearlspear Courier.

Oracle: "You may choose not to untap Pearlspear Courier during your untap step. /
{2}{W}, {T}: Target Soldier creature gets +2/+2 and has vigilance for as long as Pearlspear Courier remains tapped."
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from .courier_checks import (
    check_courier_bonus_while_tapped,
    check_courier_creature_type_checks,
)

pytestmark = pytest.mark.card("Pearlspear Courier")


def test_gives_a_soldier_plus_two_and_vigilance_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Pearlspear Courier", "Plains", "Glory Seeker", "Festering Goblin", "Vigilance")


@pytest.mark.ruling("ONS-OR-0020")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Pearlspear Courier", "Plains",
                                       "Glory Seeker", "Festering Goblin", "Soldier", "Elf")

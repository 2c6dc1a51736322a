"""Might of the Old Ways — {1}{G} Instant.

Oracle: "Target creature gets +2/+2 until end of turn. / Coven — Then if you control three or
more creatures with different powers, draw a card."
Rulings covered: MID-RN-211.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Might of the Old Ways")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", *mine)
    s.hand(0, "Might of the Old Ways")
    s.library(0, "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-211")
def test_pump_first_then_coven_draws() -> None:
    d = setup("Glory Seeker", "Wellwisher", "Barkhide Mauler")  # 2, 1, 4
    d.cast(0, "Might of the Old Ways", targets=[d.find("Wellwisher")])  # 1 -> 3
    d.resolve()
    assert d.ids("Island", zone="hand")
    assert d.chars(d.find("Wellwisher")).power == 3


@pytest.mark.ruling("MID-RN-211")
def test_pump_can_break_coven() -> None:
    d = setup("Glory Seeker", "Wellwisher", "Barkhide Mauler")  # 2, 1, 4
    d.cast(0, "Might of the Old Ways", targets=[d.find("Glory Seeker")])  # 2 -> 4
    d.resolve()
    assert not d.ids("Island", zone="hand")
    assert d.chars(d.find("Glory Seeker")).toughness == 4


@pytest.mark.ruling("MID-OR-0563")
def test_two_creatures_of_the_same_power_are_not_three_different_powers() -> None:
    """MID-OR-0563: after the pump the powers are 3, 2 and 2: only two different powers, no
    card is drawn."""
    d = setup("Glory Seeker", "Glory Seeker", "Wellwisher")  # 2, 2, 1
    d.cast(0, "Might of the Old Ways", targets=[d.find("Wellwisher")])  # 1 -> 3
    d.resolve()
    assert not d.ids("Island", zone="hand")
    assert d.chars(d.find("Wellwisher")).power == 3


def test_opponents_creatures_don_t_count_for_coven() -> None:
    """"Creatures you control" (CR 702 coven wording, 109.5): the opponent's 4/4 doesn't make
    a third power; targeting the opponent's creature pumps it, still no draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker", "Wellwisher")  # 2, 1
    s.battlefield(1, "Barkhide Mauler")  # 4
    s.hand(0, "Might of the Old Ways")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Might of the Old Ways", targets=[d.find("Barkhide Mauler")])
    d.resolve()
    assert d.chars(d.find("Barkhide Mauler")).power == 6
    assert not d.ids("Island", zone="hand")


def test_target_illegal_on_resolution_no_card_is_drawn() -> None:
    """CR 608.2b: the only target dies to Shock in response, so the whole spell doesn't
    resolve, and its coven part doesn't draw even though three powers remain."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker", "Wellwisher", "Barkhide Mauler",
                  "Towering Baloth")  # 2, 1, 4, 7
    s.hand(0, "Might of the Old Ways")
    s.library(0, "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Might of the Old Ways", targets=[d.find("Wellwisher")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert not d.ids("Island", zone="hand")
    assert d.zone_of("Might of the Old Ways") == "graveyard"

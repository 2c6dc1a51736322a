"""Seize the Storm — {4}{R} Sorcery.

Oracle: "Create a red Elemental creature token with trample and "This creature's power and
toughness are each equal to the number of instant and sorcery cards in your graveyard plus the
number of cards with flashback you own in exile." / Flashback {6}{R}"
Rulings covered: MID-RN-049, MID-RN-050, MID-RN-051.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Seize the Storm")


def elementals(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-049", "MID-OR-0435")
def test_counts_instants_sorceries_and_exiled_flashback_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Seize the Storm", "Shock")
    s.graveyard(0, "Smother", "Glory Seeker")
    s.exile(0, "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    c = d.chars(e)
    assert (c.power, c.toughness) == (3, 3) and c.has("Trample")  # Smother, itself, Reunion
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.chars(e).power == 4


@pytest.mark.ruling("MID-RN-051", "MID-OR-0437")
def test_flashback_cast_leaves_the_graveyard_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.battlefield(0, "Glory Seeker")
    s.graveyard(0, "Seize the Storm")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm", method="flashback")
    d.resolve()
    [e] = elementals(d)
    assert d.chars(e).power == 1  # Seize the Storm is now exiled with flashback


@pytest.mark.ruling("MID-RN-050", "MID-OR-0436")
def test_with_nothing_to_count_the_token_survives_as_a_1_1() -> None:
    """No instant or sorcery in the graveyard, nothing in exile: the token is created a 0/0,
    but state-based actions wait until Seize the Storm has finished resolving and is in the
    graveyard, so the token is a 1/1 that survives (CR 608.2n, 704.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert (d.chars(e).power, d.chars(e).toughness) == (1, 1)
    assert d.zone_of("Seize the Storm") == "graveyard"


def test_exiled_cards_without_flashback_are_not_counted() -> None:
    """Only the exiled cards with flashback count, wherever they lie among the others in exile:
    two Rotten Reunions count, Glory Seeker and Shock (no flashback) don't (CR 604.3, 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    s.exile(0, "Glory Seeker", "Rotten Reunion", "Shock", "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert (d.chars(e).power, d.chars(e).toughness) == (3, 3)  # two Reunions, itself

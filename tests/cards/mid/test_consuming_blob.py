"""Consuming Blob — {3}{G}{G} Creature — Ooze */*+1.

Oracle: "Consuming Blob's power is equal to the number of card types among cards in your
graveyard and its toughness is equal to that number plus 1. / At the beginning of your end
step, create a green Ooze creature token with "This creature's power is equal to the number of
card types among cards in your graveyard and its toughness is equal to that number plus 1.""
Rulings covered: MID-RN-126, MID-RN-127, MID-RN-129.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Consuming Blob")


@pytest.mark.ruling("MID-RN-126", "MID-RN-127", "MID-OR-0519", "MID-OR-0520")
def test_counts_card_types_not_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Shock", "Forest", "Mask of Griselbrand")
    s.graveyard(1, "Smother")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    # creature, instant, land, artifact (legendary is a supertype)
    assert (d.chars(blob).power, d.chars(blob).toughness) == (4, 5)


@pytest.mark.ruling("MID-RN-129", "MID-OR-0522")
def test_end_step_ooze_token_grows_with_the_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Consuming Blob")
    s.hand(0, "Shock")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_until("end")  # the end step trigger resolves on the way
    [ooze] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(ooze).power, d.chars(ooze).toughness) == (1, 2)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert (d.chars(ooze).power, d.chars(ooze).toughness) == (2, 3)

"""Turn the Earth — {G} Instant.

Oracle: "Choose up to three target cards in graveyards. The owners of those cards shuffle them
into their libraries. You gain 2 life. / Flashback {1}{G}"
Rulings covered: MID-RN-222, MID-RN-223, MID-RN-224.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Turn the Earth")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Turn the Earth")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Elvish Warrior", "Krosan Tusker")
    s.library(0, "Plains")
    s.library(1, "Island")
    s.hand(1, "Fade from Memory")
    s.battlefield(1, "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-224", "MID-OR-0631")
def test_shuffles_each_owners_cards_into_their_library_once() -> None:
    d = setup()
    d.cast(0, "Turn the Earth", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior"),
                                         d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="library", player=0)
    assert d.ids("Elvish Warrior", zone="library", player=1)
    assert d.ids("Krosan Tusker", zone="library", player=1)
    shuffles = [e.player for e in d.game.log if e.kind == "shuffle"]
    assert sorted(shuffles) == [0, 1]
    assert d.life(0) == 22


@pytest.mark.ruling("MID-RN-223", "MID-OR-0630")
def test_no_targets_just_gains_life() -> None:
    d = setup()
    d.cast(0, "Turn the Earth")
    d.resolve()
    assert d.life(0) == 22
    assert not [e for e in d.game.log if e.kind == "shuffle"]


@pytest.mark.ruling("MID-RN-222", "MID-OR-0629")
def test_all_targets_gone_no_life() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Turn the Earth", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.life(0) == 20
    assert d.ids("Turn the Earth", zone="graveyard")

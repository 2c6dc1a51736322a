"""Organ Hoarder — {3}{U} Creature — Zombie 3/2.

Oracle: "When Organ Hoarder enters the battlefield, look at the top three cards of your
library, then put one of them into your hand and the rest into your graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Organ Hoarder")


def test_one_to_hand_rest_to_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="graveyard") and d.ids("Forest", zone="graveyard")
    assert d.ids("Plains", zone="library")


def test_library_of_one_card_that_card_goes_to_hand_empty_library_nothing() -> None:
    """Fewer cards than asked: it looks at what there is (CR 609.3, do as much as possible):
    the one card must go to the hand; with an empty library nothing happens and
    no player loses for it (it isn't a draw, CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Organ Hoarder")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Shock", zone="library"))
    assert d.zone_of("Shock") == "hand"
    s2 = Scenario(seed=1)
    s2.battlefield(0, "Island", "Island", "Island", "Island")
    s2.hand(0, "Organ Hoarder")
    d = Driver(s2.build())
    d.cast(0, "Organ Hoarder")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not d.state.players[0].lost

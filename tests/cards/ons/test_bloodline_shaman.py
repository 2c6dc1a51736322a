"""Bloodline Shaman — {1}{G} Creature — Elf Wizard Shaman 1/1.

Oracle: "{T}: Choose a creature type. Reveal the top card of your library. If that card is a
creature card of the chosen type, put it into your hand. Otherwise, put it into your
graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodline Shaman")


def reveal(top: str, kind: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Bloodline Shaman")
    s.library(0, top, "Forest")
    d = Driver(s.build())
    d.activate(0, "Bloodline Shaman")
    d.resolve()
    d.choose(kind)
    return d


def test_a_creature_of_the_chosen_type_goes_to_hand() -> None:
    d = reveal("Wirewood Savage", "Elf")
    assert d.ids("Wirewood Savage", zone="hand")


def test_anything_else_goes_to_the_graveyard() -> None:
    d = reveal("Glory Seeker", "Elf")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Forest", zone="library")

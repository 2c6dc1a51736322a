"""Symbiotic Elf — {3}{G} Creature — Elf 2/2.

Oracle: "When Symbiotic Elf dies, create two 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.cards.ons.broodhatch_nantuko import INSECT as BROOD_INSECT
from manastack.cards.ons.symbiotic_elf import INSECT
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Elf")


def test_dies_into_two_insects_for_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Symbiotic Elf")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Symbiotic Elf")])
    d.resolve()
    d.resolve()
    insects = d.ids("Insect Token", zone="battlefield")
    assert len(insects) == 2
    assert all(d.chars(i).controller == 1 and d.state.objects[i].owner == 1 for i in insects)


def test_the_same_insect_as_other_cards_make() -> None:
    """Tokens with the same defined characteristics are the same token record."""
    assert INSECT == BROOD_INSECT and INSECT.key == BROOD_INSECT.key

"""Liliana, Death's Majesty — {3}{B}{B} Legendary Planeswalker — Liliana, loyalty 5.

Oracle: "[+1]: Create a 2/2 black Zombie creature token. Mill two cards.
[−3]: Return target creature card from your graveyard to the battlefield. That creature is a
black Zombie in addition to its other colors and types.
[−7]: Destroy all non-Zombie creatures."
Rulings covered: MIC-OR-0200.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Liliana, Death's Majesty")

CARD = "Liliana, Death's Majesty"


def _liliana(loyalty: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"loyalty": loyalty})
    s.battlefield(0, "Glory Seeker", "Fleshbag Marauder")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    s.graveyard(0, "Quicksilver Dragon")
    s.library(0, "Swamp", "Island", "Forest")
    return Driver(s.build())


def test_plus_one_zombie_and_mill_two() -> None:
    d = _liliana(5)
    d.activate(0, CARD, index=0)
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)
    assert len(d.state.players[0].graveyard) == 3
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 6


def test_minus_three_returns_a_black_zombie() -> None:
    d = _liliana(5)
    d.activate(0, CARD, index=1, targets=[d.find("Quicksilver Dragon", "graveyard")])
    d.resolve()
    dragon = d.chars(d.find("Quicksilver Dragon", "battlefield"))
    assert {"Dragon", "Zombie"} <= dragon.subtypes and dragon.colors == frozenset({"U", "B"})
    assert d.state.objects[d.find(CARD)].counters["loyalty"] == 2


@pytest.mark.ruling("MIC-OR-0200")
def test_minus_seven_spares_every_zombie_even_with_other_types() -> None:
    """Fleshbag Marauder (Zombie Warrior) and Gluttonous Zombie survive; Glory Seeker and
    Elvish Warrior are destroyed."""
    d = _liliana(7)
    d.activate(0, CARD, index=2)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Fleshbag Marauder") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_the_zombie_addition_isnt_copied_and_ends_when_it_leaves() -> None:
    """CR 707.2: Clone copying the returned Quicksilver Dragon copies only its printed values,
    a blue Dragon that isn't black or a Zombie. CR 400.7: once the Dragon leaves and returns
    (Hallowed Respite), it is a new object the -3's effect no longer applies to."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(0, *["Island"] * 5, "Plains")
    s.graveyard(0, "Quicksilver Dragon")
    s.hand(0, "Clone", "Hallowed Respite")
    d = Driver(s.build())
    d.activate(0, CARD, index=1, targets=[d.find("Quicksilver Dragon", "graveyard")])
    d.resolve()
    dragon = d.find("Quicksilver Dragon", "battlefield")
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(dragon)
    clone = d.find("Clone", "battlefield")
    c = d.chars(clone)
    assert c.name == "Quicksilver Dragon" and "Zombie" not in c.subtypes
    assert c.colors == frozenset({"U"})
    d.cast(0, "Hallowed Respite", targets=[dragon])
    d.resolve()
    back = d.chars(d.find("Quicksilver Dragon", "battlefield"))
    assert "Zombie" not in back.subtypes and back.colors == frozenset({"U"})

"""Festering Goblin — {B} Creature — Zombie Goblin 1/1.

Oracle: "When Festering Goblin dies, target creature gets -1/-1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Festering Goblin")


def test_dying_gives_a_creature_minus_one_minus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.ids("Festering Goblin", zone="graveyard")
    raider = d.find("Goblin Sky Raider")
    d.choose(raider)  # the dies trigger's target
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)


def test_minus_one_kills_a_one_toughness_creature_and_wears_off() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).toughness == 1
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).toughness == 2


def test_dying_in_combat_it_finishes_off_the_creature_it_damaged() -> None:
    """CR 510.2, 603.10a, 704.5g: Festering Goblin blocked by a 2/2 deals it 1 damage and dies;
    its leaves-the-battlefield ability gives that 2/2 -1/-1, and with 1 damage marked on a
    toughness of 1 it dies too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festering Goblin")
    s.battlefield(1, "Glory Seeker", "Aphetto Alchemist")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    goblin, seeker = d.find("Festering Goblin"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([goblin])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seeker: goblin})
    while d.decision.kind != "target":
        d.pass_priority()
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.state.objects[seeker].damage == 1
    d.choose(seeker)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"

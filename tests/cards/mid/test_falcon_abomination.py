"""Falcon Abomination — {2}{U} Creature — Zombie Bird 2/2.

Oracle: "Flying / When Falcon Abomination enters the battlefield, create a 2/2 black Zombie
creature token with decayed."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Falcon Abomination")


def test_creates_a_decayed_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    z = d.chars(d.find("Zombie", zone="battlefield"))
    assert (z.power, z.toughness) == (2, 2) and z.has("Decayed") and "B" in z.colors
    assert d.chars(d.find("Falcon Abomination")).has("Flying")


def test_the_decayed_zombie_given_flying_still_cant_block_and_is_sacrificed_after_attacking(
) -> None:
    """CR 702.147a: with Eternal Skylord the decayed Zombie flies, but it still can't block;
    when it attacks it is sacrificed at end of combat (after dealing its damage)."""
    from manastack.decisions.actions import DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Eternal Skylord", "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination")
    s.battlefield(1, "Goblin Sky Raider")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    zombie = d.find("Zombie Token", zone="battlefield")
    assert d.chars(zombie).has("Flying") and d.chars(zombie).has("Decayed")
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    raider = d.find("Goblin Sky Raider")
    d.attack([raider])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    assert DeclareBlocker(zombie, raider) not in d.game.legal_actions()
    d.block({})
    d.pass_until("upkeep", turn=5)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 18
    assert zombie not in d.state.battlefield

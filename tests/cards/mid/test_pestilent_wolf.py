"""Pestilent Wolf — {1}{G} Creature — Wolf 2/2.

Oracle: "{2}{G}: Pestilent Wolf gains deathtouch until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pestilent Wolf")


def test_gains_deathtouch_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Pestilent Wolf")
    assert "Deathtouch" not in d.chars(wolf).keywords
    d.activate(0, wolf)
    d.resolve()
    assert "Deathtouch" in d.chars(wolf).keywords
    d.pass_until("upkeep", turn=4)
    assert "Deathtouch" not in d.chars(wolf).keywords


def test_deathtouch_gained_after_blocks_kills_the_big_blocker() -> None:
    """CR 702.2b: activated after blockers are declared, deathtouch applies when combat damage
    is dealt: its 2 damage destroys the 6/5 blocker; the Wolf dies too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    wolf, tusker = d.find("Pestilent Wolf"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([wolf])
    d.pass_priority()
    d.pass_priority()
    d.block({tusker: wolf})
    d.activate(0, wolf)
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Pestilent Wolf") == "graveyard"



def test_deathtouch_as_a_blocker_and_twice_is_no_better() -> None:
    """CR 702.2f: two activations give redundant deathtouch; blocking the 6/5 Krosan Tusker, the
    Wolf's 2 damage destroys it (CR 702.2b, 704.5h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Pestilent Wolf", *["Forest"] * 6)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf, tusker = d.find("Pestilent Wolf"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.pass_priority()
    d.block({wolf: tusker})
    d.pass_priority()
    d.activate(1, wolf)
    d.activate(1, wolf)
    d.resolve()
    d.resolve()
    assert "Deathtouch" in d.chars(wolf).keywords
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Pestilent Wolf") == "graveyard"


def test_unblocked_deathtouch_only_deals_its_damage_to_a_player() -> None:
    """Deathtouch matters only for damage dealt to creatures (CR 702.2b): the player loses 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Pestilent Wolf")
    d.activate(0, wolf)
    d.resolve()
    d.to_combat()
    d.attack([wolf])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_the_ability_of_a_wolf_gone_from_the_battlefield_does_nothing() -> None:
    """CR 400.7, 113.7a: Shocked in response, the Wolf is a new object in the graveyard; the
    ability resolves and grants nothing to anything."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pestilent Wolf", "Forest", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    wolf = d.find("Pestilent Wolf")
    d.activate(0, wolf)
    d.pass_priority()
    d.cast(1, "Shock", targets=[wolf])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.zone_of("Pestilent Wolf") == "graveyard"
    assert "Deathtouch" not in d.chars(d.find("Glory Seeker")).keywords
    assert "Deathtouch" not in d.chars(d.find("Pestilent Wolf")).keywords

"""Sparksmith — {1}{R} Creature — Goblin 1/1.

Oracle: "{T}: Sparksmith deals X damage to target creature and X damage to you, where X is the
number of Goblins on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sparksmith")

def test_x_damage_to_creature_and_you() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.activate(0, "Sparksmith", targets=[w])
    d.resolve()
    assert d.state.objects[w].damage == 2
    assert d.life(0) == 18


def test_gratuitous_violence_doubles_both_damages_even_to_its_controller() -> None:
    """Sparksmith is a creature its controller controls, so Gratuitous Violence doubles both
    parts of its damage: 2 Goblins make 4 to the creature and 4 to Sparksmith's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Sparksmith", "Skirk Prospector")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Sparksmith", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 4
    assert d.life(0) == 16


def _activated_at_tusker() -> tuple[Driver, int]:
    """Sparksmith's ability targets Krosan Tusker; player 1's Goblin Sky Raider makes two
    Goblins on the battlefield as it is activated; player 0 holds Shock to respond."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider", "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Sparksmith", targets=[tusker])
    return d, tusker


def test_x_counts_every_players_goblins_as_it_resolves() -> None:
    """CR 608.2h: X is counted as the ability resolves; the opponent's Goblin Sky Raider,
    Shocked in response, no longer counts: 1 damage to the Tusker and 1 to the controller."""
    d, tusker = _activated_at_tusker()
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    d.resolve()
    assert d.state.objects[tusker].damage == 1 and d.life(0) == 19


def test_gone_sparksmith_still_deals_the_damage_but_isnt_counted() -> None:
    """CR 113.7a, 608.2h: Sparksmith Shocked in response is no Goblin on the battlefield as the
    ability resolves, which still deals X = 1 (the opponent's Goblin) to the Tusker and to the
    controller."""
    d, tusker = _activated_at_tusker()
    d.cast(0, "Shock", targets=[d.find("Sparksmith")])
    d.resolve()
    assert d.zone_of("Sparksmith") == "graveyard"
    d.resolve()
    assert d.state.objects[tusker].damage == 1 and d.life(0) == 19


def test_target_gone_on_resolution_deals_no_damage_to_you_either() -> None:
    """CR 608.2b: the ability's only target, Shocked in response, is illegal as it resolves;
    the whole ability does nothing, so its controller takes no damage either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Goblin Sky Raider", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Sparksmith", targets=[d.find("Sparksmith")])
    d.cast(0, "Shock", targets=[d.find("Sparksmith")])
    d.resolve()
    assert d.zone_of("Sparksmith") == "graveyard"
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 0


def test_made_to_read_elf_it_counts_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Sparksmith's text: its type
    line reads Elf, and X is the number of Elves (itself and Wellwisher), not Goblin Sky
    Raider: 2 damage kills Glory Seeker and 2 to its controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Sparksmith", "Wellwisher", "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    smith = d.find("Sparksmith")
    d.cast(0, "Artificial Evolution", targets=[smith])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.chars(smith).subtypes == {"Elf"}
    d.activate(0, smith, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and d.life(0) == 18

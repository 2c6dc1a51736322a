"""Silklash Spider — {3}{G}{G} Creature — Spider 2/7.

Oracle: "Reach / {X}{G}{G}: Silklash Spider deals X damage to each creature with flying."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Silklash Spider")


def test_damages_only_creatures_with_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", *["Forest"] * 4)
    s.battlefield(1, "Goblin Sky Raider", "Screaming Seahawk", "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find("Silklash Spider")).has("Reach")
    d.activate(0, "Silklash Spider", x=2)
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert d.ids("Screaming Seahawk", zone="graveyard")
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
    assert d.state.objects[d.find("Silklash Spider")].damage == 0


def test_its_controllers_fliers_are_dealt_damage_too_and_x_zero_deals_none() -> None:
    """"Each creature with flying" includes its controller's; CR 120.8: 0 damage isn't
    dealt (X = 0, CR 107.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", *["Forest"] * 5, "Goblin Sky Raider")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    d.activate(0, "Silklash Spider", x=0)
    d.resolve()
    assert d.state.objects[d.find("Screaming Seahawk")].damage == 0
    assert not [e for e in d.state.log if e.kind == "damage"]
    d.activate(0, "Silklash Spider", x=1)
    d.resolve()
    assert d.state.objects[d.find("Goblin Sky Raider")].damage == 1
    assert d.state.objects[d.find("Screaming Seahawk")].damage == 1


def test_the_spider_gone_its_ability_still_deals_the_damage() -> None:
    """CR 113.7a, 608.2h: destroyed in response by Go for the Throat, the Spider's ability
    still deals X damage, with the Spider as it last existed on the battlefield as the
    source: Screaming Seahawk (2/2) dies to X = 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", *["Forest"] * 4)
    s.battlefield(1, "Screaming Seahawk", "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    d.activate(0, "Silklash Spider", x=2)
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find("Silklash Spider")])
    d.resolve()
    assert d.zone_of("Silklash Spider") == "graveyard"
    d.resolve()
    assert d.zone_of("Screaming Seahawk") == "graveyard"


def test_a_face_down_creature_has_no_flying_and_is_spared() -> None:
    """CR 708.2a: face down, Screaming Seahawk is a 2/2 with no abilities, so no flying: X = 2
    doesn't deal it damage, while Goblin Sky Raider dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", *["Forest"] * 4)
    s.battlefield(1, "Goblin Sky Raider")
    s.battlefield(1, "Screaming Seahawk", face_down=True)
    d = Driver(s.build())
    d.activate(0, "Silklash Spider", x=2)
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    hidden = d.ids("Screaming Seahawk")[0]
    assert d.state.objects[hidden].damage == 0
    assert d.zone_of("Screaming Seahawk") == "battlefield"

"""Patriarch's Bidding — {3}{B}{B} Sorcery.

Oracle: "Each player chooses a creature type. Each player returns all creature cards of a type
chosen this way from their graveyard to the battlefield."
Rulings covered: ONS-FAQ-143, ONS-FAQ-144.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Patriarch's Bidding")


@pytest.mark.ruling("ONS-FAQ-143")
def test_each_player_returns_cards_of_any_chosen_type() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie", "Goblin Sky Raider")
    s.graveyard(1, "Severed Legion", "Elvish Warrior", "Goblin Sledder")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    assert d.decision.player == 0
    d.choose("Zombie")
    assert d.decision.player == 1
    d.choose("Goblin")
    for name, owner in (("Gluttonous Zombie", 0), ("Goblin Sky Raider", 0),
                        ("Severed Legion", 1), ("Goblin Sledder", 1)):
        oid = d.find(name, zone="battlefield")
        assert d.chars(oid).controller == owner
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.find("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-144")
def test_type_changes_on_the_battlefield_do_not_follow_the_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Mistform Dreamer")
    s.hand(0, "Shock", "Patriarch's Bidding")
    d = Driver(s.build())
    d.activate(0, "Mistform Dreamer")
    d.resolve()
    d.choose("Elf")
    d.cast(0, "Shock", targets=[d.find("Mistform Dreamer")])
    d.resolve()
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf")
    d.choose("Elf")
    assert d.find("Mistform Dreamer", zone="graveyard")  # it's an Illusion card there

"""Fateful Absence — {1}{W} Instant.

Oracle: "Destroy target creature or planeswalker. Its controller investigates."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fateful Absence")


def test_destroy_and_its_controller_gets_a_clue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.library(1, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1
    # Clue: "{2}, Sacrifice this artifact: Draw a card."
    d.pass_until("precombat_main", turn=4)
    d.activate(1, clue)
    d.resolve()
    assert d.ids("Shock", zone="hand", player=1)  # Island was the turn draw
    assert not d.ids("Clue")


def test_a_regenerated_creatures_controller_still_investigates() -> None:
    """CR 701.19a (regenerate), 608.2c: the destruction is replaced, the Zombie stays tapped;
    "its controller investigates" doesn't depend on the creature being destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Gluttonous Zombie", "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Fateful Absence", targets=[zombie])
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.state.objects[zombie].tapped
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1


def test_no_clue_when_the_target_is_gone() -> None:
    """CR 608.2b: the only target is illegal as it resolves (sacrificed in response), so the
    spell doesn't resolve and nobody investigates."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Fateful Absence", targets=[baloth])
    d.pass_priority()
    d.activate(1, "Ravenous Baloth", choices=[baloth])
    d.resolve()
    assert d.life(1) == 24
    d.resolve()
    assert d.ids("Clue") == []
    assert d.zone_of("Fateful Absence") == "graveyard"

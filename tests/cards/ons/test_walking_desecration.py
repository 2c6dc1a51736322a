"""Walking Desecration — {2}{B} Creature — Zombie 1/1.

Oracle: "{B}, {T}: Creatures of the creature type of your choice attack this turn if able."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Walking Desecration")


def test_creatures_of_the_chosen_type_must_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Walking Desecration", "Swamp")
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    s.library(0, "Mountain")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, "Walking Desecration")
    d.resolve()
    d.choose("Goblin")
    d.pass_until("precombat_main")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()  # the Goblin must attack
    d.attack([d.find("Goblin Sledder")])
    assert d.state.combat is not None and d.find("Goblin Sledder") in d.state.combat.attackers


def test_its_controllers_own_creatures_of_that_type_must_attack_but_not_the_tapped_one() -> None:
    """The chosen type applies to every player's creatures; Walking Desecration, a Zombie
    tapped to pay the cost, can't attack and so isn't required to (CR 508.1d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Walking Desecration", "Swamp", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Festering Goblin")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.activate(0, "Walking Desecration")
    d.resolve()
    d.choose("Zombie")
    d.to_combat()
    d.expect("declare_attackers")
    assert FinishDeclaration() not in d.game.legal_actions()
    d.attack([zombie])  # the Glory Seeker may stay home
    assert d.state.combat is not None and list(d.state.combat.attackers) == [zombie]

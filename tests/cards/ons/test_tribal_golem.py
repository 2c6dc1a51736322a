"""Tribal Golem — {6} Artifact Creature — Golem 4/4.

Oracle: "Tribal Golem has trample as long as you control a Beast, haste as long as you control
a Goblin, first strike as long as you control a Soldier, flying as long as you control a
Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tribal Golem")


def golem(*others: str, opponent: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Swamp", *others)
    s.battlefield(1, *opponent)
    return Driver(s.build())


def test_each_type_grants_its_keyword() -> None:
    d = golem("Barkhide Mauler", "Goblin Sky Raider", "Glory Seeker", "Crafty Pathmage")
    c = d.chars(d.find("Tribal Golem"))
    assert all(c.has(k) for k in ("Trample", "Haste", "First strike", "Flying"))


def test_nothing_without_the_types_or_from_opponents_creatures() -> None:
    d = golem(opponent=("Barkhide Mauler", "Glory Seeker", "Festering Goblin"))
    c = d.chars(d.find("Tribal Golem"))
    assert not any(c.has(k) for k in ("Trample", "Haste", "First strike", "Flying"))
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_zombie_gives_the_regeneration_ability() -> None:
    d = golem("Festering Goblin")
    c = d.chars(d.find("Tribal Golem"))
    assert c.has("Haste")  # Festering Goblin is a Zombie Goblin
    d.activate(0, "Tribal Golem")
    d.resolve()
    assert d.state.objects[d.find("Swamp")].tapped

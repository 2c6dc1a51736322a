"""Mystic Skull // Mystic Monstrosity — {2} Artifact // Artifact Creature — Construct 5/6.

Oracle: Front: "{1}, {T}: Add one mana of any color. / {5}, {T}: Transform Mystic Skull."
Back: "Lands you control have "{T}: Add one mana of any color.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mystic Skull")

SKULL = "Mystic Skull"


def options(d: Driver, oid: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == oid}


def test_one_mana_and_tap_for_any_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Mountain")
    d = Driver(s.build())
    skull = d.find(SKULL)
    # Its {1} is paid by activating the Mountain as it is activated (CR 605.3a, 602.2b).
    assert options(d, skull) == {"W", "U", "B", "R", "G"}
    d.mana(0, skull, "U")
    d.expect("pay_mana")
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert d.state.objects[skull].tapped


def test_transforms_into_a_five_six_that_fixes_your_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Mountain"] * 6)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    skull = d.find(SKULL)
    d.activate(0, SKULL, index=1)
    d.resolve()
    c = d.chars(skull)
    assert c.name == "Mystic Monstrosity"
    assert c.is_creature and "Artifact" in c.types and (c.power, c.toughness) == (5, 6)
    untapped = [m for m in d.ids("Mountain") if not d.state.objects[m].tapped]
    assert len(untapped) == 1
    assert options(d, untapped[0]) == {"W", "U", "B", "R", "G"}
    d.mana(0, untapped[0], "G")
    assert d.state.players[0].mana_pool == {"G": 1}
    forest = d.chars(d.find("Forest"))
    assert not [a for a in forest.abilities if getattr(a, "mana", None) == ("any",)]


def test_transform_needs_five_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Mountain"] * 4)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

"""Ixidor, Reality Sculptor — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "Face-down creatures get +1/+1. / {2}{U}: Turn target face-down creature face up."
Rulings covered: ONS-FAQ-116 (the morph cost isn't paid).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ixidor, Reality Sculptor")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Ixidor, Reality Sculptor", "Island", "Island", "Island")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_face_down_creatures_get_plus_one() -> None:
    d = setup()
    c = d.chars(d.find("Daru Lancer"))
    assert (c.power, c.toughness) == (3, 3)
    assert d.chars(d.find("Glory Seeker")).power == 2


@pytest.mark.ruling("ONS-FAQ-116", "ONS-OR-0076")
def test_turns_a_face_down_creature_up_without_its_morph_cost() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    d.activate(0, "Ixidor, Reality Sculptor", targets=[lancer])
    d.resolve()
    o = d.state.objects[d.find("Daru Lancer")]
    assert not o.face_down
    assert d.chars(o.id).name == "Daru Lancer"
    assert d.chars(o.id).controller == 1
    assert d.decision.kind == "priority"  # nobody was asked to pay {2}{W}{W}

"""Clone — {3}{U} Creature — Shapeshifter 0/0.

Oracle: "You may have Clone enter the battlefield as a copy of any creature on the
battlefield."
Rulings covered: ONS-FAQ-109, ONS-FAQ-110, ONS-FAQ-111, ONS-FAQ-112, ONS-FAQ-113,
ONS-FAQ-114 (copy effects, CR 707.2).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Clone")


def cast_clone(d: Driver, copy: int | None, which: int = 0) -> int:
    clone = d.ids("Clone", zone="hand")[which]
    d.cast(0, clone)
    d.resolve()
    d.expect("choose_cards")
    d.choose(copy)
    return d.state.battlefield[-1]


@pytest.mark.ruling("ONS-FAQ-109", "ONS-FAQ-110")
def test_copies_printed_values_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Plains", "Plains")
    s.hand(0, "Clone", "Crown of Awe")
    s.battlefield(1, "Glory Seeker", tapped=True, counters={"+1/+1": 2})
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Awe", targets=[seeker])
    d.resolve()
    new = cast_clone(d, seeker)
    c = d.chars(new)
    assert c.name == "Glory Seeker" and (c.power, c.toughness) == (2, 2)
    assert not c.protections()  # the Aura's effect isn't copied
    assert not d.state.objects[new].tapped and not d.state.objects[new].counters
    assert c.controller == 0


@pytest.mark.ruling("ONS-FAQ-111")
def test_enters_abilities_of_the_copy_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Screaming Seahawk")
    s.library(0, "Screaming Seahawk", "Island")
    d = Driver(s.build())
    cast_clone(d, d.find("Screaming Seahawk", zone="battlefield"))
    assert d.state.stack  # the copied "when ~ enters" ability triggered


@pytest.mark.ruling("ONS-FAQ-112")
def test_copying_a_clone_copies_what_it_copies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Clone", "Clone")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    first = cast_clone(d, d.find("Daru Cavalier"))
    while d.state.stack:
        d.resolve()
        if d.decision.kind == "may":
            d.choose(False)
    second = cast_clone(d, first)
    assert d.chars(second).name == "Daru Cavalier"


@pytest.mark.ruling("ONS-FAQ-113")
def test_copying_nothing_is_a_dead_0_0() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    cast_clone(d, None)
    assert d.zone_of("Clone") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-114")
def test_copying_a_face_down_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    new = cast_clone(d, healer)
    c = d.chars(new)
    assert (c.power, c.toughness) == (2, 2) and not c.name and not c.subtypes
    assert not d.state.objects[new].face_down
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    c = d.chars(new)
    assert (c.power, c.toughness) == (2, 2) and not c.name

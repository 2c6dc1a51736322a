"""Ludevic, Necrogenius // Olag, Ludevic's Hubris.

Oracle: Front (Legendary Creature — Human Wizard 2/3, {U}{B}): "Whenever Ludevic, Necrogenius
enters the battlefield or attacks, mill a card. / {X}{U}{U}{B}{B}, Exile X creature cards from
your graveyard: Transform Ludevic. X can't be 0. Activate only as a sorcery."
Back (Legendary Creature — Zombie 4/4): "As this creature transforms into Olag, Ludevic's
Hubris, it becomes a copy of a creature card exiled with it, except its name is Olag, Ludevic's
Hubris, it's 4/4, and it's a legendary blue and black Zombie in addition to its other colors
and types. Put a number of +1/+1 counters on Olag equal to the number of creature cards exiled
with it."

Rulings covered: MID-RN-116, MID-RN-118.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ludevic, Necrogenius")

LUDEVIC = "Ludevic, Necrogenius"
OLAG = "Olag, Ludevic's Hubris"


def _board(*graveyard: str, day: bool = False) -> Driver:
    s = Scenario(seed=1)
    if day:
        s.day_night("day")
    s.battlefield(0, LUDEVIC)
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, *graveyard)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    return Driver(s.build())


def test_enters_or_attacks_mills_a_card() -> None:
    s = Scenario(seed=1)
    s.hand(0, LUDEVIC)
    s.battlefield(0, "Island", "Swamp")
    s.library(0, "Glory Seeker", "Wall of Mulch", "Island")
    d = Driver(s.build())
    d.cast(0, LUDEVIC)
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d2 = _board()
    d2.to_combat()
    d2.attack([d2.find(LUDEVIC)])
    d2.resolve()
    assert len(d2.state.players[0].graveyard) == 1


def test_x_cant_be_zero_nor_more_than_the_creature_cards() -> None:
    d = _board("Glory Seeker", "Island")
    d.activate(0, LUDEVIC, pay=False)
    d.expect("x")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1}


@pytest.mark.ruling("MID-RN-116")
def test_becomes_a_copy_of_the_chosen_exiled_card_with_the_exceptions() -> None:
    d = _board("Glory Seeker", "Wall of Mulch")
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=2, choices=[d.find("Glory Seeker", zone="graveyard"),
                                         d.find("Wall of Mulch", zone="graveyard")])
    assert len(d.ids("Wall of Mulch", zone="exile")) == 1
    d.resolve()
    d.expect("choose_cards")  # chosen as it transforms
    d.choose(d.find("Wall of Mulch", zone="exile"))
    c = d.chars(ludevic)
    assert c.name == OLAG
    assert "Legendary" in c.supertypes and {"Wall", "Zombie"} <= c.subtypes
    assert {"U", "B", "G"} <= c.colors and c.has("Defender")
    assert d.state.objects[ludevic].counters == {"+1/+1": 2}
    assert (c.power, c.toughness) == (6, 6)


@pytest.mark.ruling("MID-RN-118")
def test_a_copied_daybound_doesnt_transform_it_as_it_becomes_night() -> None:
    d = _board("Brutal Cathar", day=True)
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=1, choices=[d.find("Brutal Cathar", zone="graveyard")])
    d.resolve()
    c = d.chars(ludevic)
    assert c.name == OLAG and c.has("Daybound") and (c.power, c.toughness) == (5, 5)
    d.pass_until("precombat_main", turn=4)  # no spells cast on turn 3: night
    assert d.state.day_night == "night"
    assert d.chars(ludevic).name == OLAG and d.state.objects[ludevic].face == 1

"""Swords to Plowshares — {W} Instant.

Oracle: "Exile target creature. Its controller gains life equal to its power."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Swords to Plowshares")

CARD = "Swords to Plowshares"


def test_exiles_and_its_controller_gains_life_equal_to_its_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "exile"
    assert d.life(1) == 23 and d.life(0) == 20
    assert d.zone_of(CARD) == "graveyard"


@pytest.mark.ruling("MIC-OR-0137")
def test_ruling_power_as_it_last_existed() -> None:
    """Official ruling: "The amount of life gained is equal to the power of the targeted
    creature as it last existed on the battlefield." Pumped to 5/5 by Flare of Faith, the
    2/2 Glory Seeker gives 5 life, not its printed 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD, "Flare of Faith")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 5
    d.cast(0, CARD, targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.life(0) == 25


@pytest.mark.ruling("MIC-OR-0138")
def test_ruling_negative_power_gains_and_loses_nothing() -> None:
    """Official ruling: "If the creature's power is negative, its controller doesn't lose or
    gain life." Two Startles make Glory Seeker -2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Plains")
    s.hand(0, CARD, "Startle", "Startle")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    for _ in range(2):
        d.cast(0, "Startle", targets=[seeker])
        d.resolve()
    assert d.chars(seeker).power == -2
    d.cast(0, CARD, targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.life(1) == 20 and d.life(0) == 20


def test_no_life_if_the_target_is_gone() -> None:
    """With its only target illegal the spell doesn't resolve (CR 608.2b): no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 20


def test_a_creature_with_zero_power_gives_no_life() -> None:
    """CR 208.1, 608.2h: Smoldering Egg has power 0 as it last existed: its controller gains
    0 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Smoldering Egg")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Smoldering Egg")])
    d.resolve()
    assert d.zone_of("Smoldering Egg") == "exile"
    assert d.life(1) == 20 and d.life(0) == 20


def test_a_stolen_creatures_controller_not_its_owner_gains_the_life() -> None:
    """CR 608.2h, 108.4: "its controller" is the creature's controller as it last existed on
    the battlefield: the opponent's Glory Seeker, gained by Threaten, is exiled and the
    Threaten caster gains 2; its owner gains nothing, and the card goes to its owner's
    exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten", CARD)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker], pay=False)
    for m in d.ids("Mountain"):
        d.mana(0, m)
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.cast(0, CARD, targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.life(0), d.life(1)) == (22, 20)
    assert d.find("Glory Seeker", zone="exile", player=1)


def test_a_face_down_creature_goes_to_exile_face_up_and_gives_its_face_down_power() -> None:
    """CR 708.2a, 708.9, 406.3, 608.2h: player 1's face-down Exalted Angel (a 2/2 with no
    name) is exiled: it is turned face up and revealed as it leaves, so the card in exile is
    Exalted Angel, seen by both players; its controller gains life equal to its power as it
    last existed on the battlefield, the face-down 2, not the Angel's 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    assert "Exalted Angel" not in json.dumps(d.game.view(0))
    d.cast(0, CARD, targets=[angel])
    d.resolve()
    assert d.zone_of("Exalted Angel") == "exile"
    assert d.life(1) == 22 and d.life(0) == 20
    assert "Exalted Angel" in json.dumps(d.game.view(0))

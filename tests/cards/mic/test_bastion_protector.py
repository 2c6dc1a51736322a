"""Bastion Protector — {2}{W} Creature — Human Soldier 3/3.

Oracle: "Commander creatures you control get +2/+2 and have indestructible."
Rulings covered: MIC-OR-0108, MIC-OR-0109, MIC-OR-0110.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import NYLEA

pytestmark = pytest.mark.card("Bastion Protector")

CARD = "Bastion Protector"


@pytest.mark.ruling("MIC-OR-0108", "MIC-OR-0109")
def test_commander_creatures_you_control_whoever_owns_them() -> None:
    """Your own commander gets the bonus; so does the opponent's commander once you control it
    (Threaten); a creature that isn't a commander doesn't, nor does an opponent's commander
    they control."""
    s = Scenario(players=3, seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.commander(1, "Kyler, Sigardian Emissary", zone="battlefield")
    s.commander(2, "Eloise, Nephalia Sleuth", zone="battlefield")
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    c = d.chars(visara)
    assert (c.power, c.toughness) == (7, 7) and c.has("Indestructible")
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2) and not seeker.has("Indestructible")
    kyler = d.find("Kyler, Sigardian Emissary")
    assert d.chars(kyler).power == 2 and not d.chars(kyler).has("Indestructible")
    d.cast(0, "Threaten", targets=[kyler])
    d.resolve()
    k = d.chars(kyler)
    assert k.controller == 0 and (k.power, k.toughness) == (4, 4) and k.has("Indestructible")
    eloise = d.chars(d.find("Eloise, Nephalia Sleuth"))
    assert eloise.power == 4 and not eloise.has("Indestructible")


@pytest.mark.ruling("MIC-OR-0110")
def test_a_commander_that_isnt_a_creature_gets_nothing() -> None:
    """Nylea, God of the Hunt as the commander, not a creature while devotion to green is
    below five: no +2/+2."""
    assert NYLEA
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Nylea, God of the Hunt", zone="battlefield")
    s.battlefield(0, CARD)
    d = Driver(s.build())
    n = d.chars(d.find("Nylea, God of the Hunt"))
    assert not n.is_creature
    assert n.power in (None, 6)

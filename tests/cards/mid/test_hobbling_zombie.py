"""Hobbling Zombie — {2}{B} Creature — Zombie 2/2.

Oracle: "Deathtouch / When Hobbling Zombie dies, create a 2/2 black Zombie creature token with
decayed. (It can't block. When it attacks, sacrifice it at end of combat.)"
Rulings covered: MID-RN-033 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Hobbling Zombie")


@pytest.mark.ruling("MID-RN-033", "MID-OR-0319")
def test_deathtouch_trade_and_decayed_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Hobbling Zombie")
    d = Driver(s.build())
    hz = d.find("Hobbling Zombie")
    assert d.chars(hz).has("Deathtouch")
    d.to_combat()
    d.attack([d.find("Krosan Tusker")])
    d.pass_priority()
    d.pass_priority()
    d.block({hz: d.find("Krosan Tusker")})
    while not d.ids("Zombie", zone="battlefield", player=1):
        d.pass_priority()
    assert d.ids("Krosan Tusker", zone="graveyard")
    token = d.find("Zombie", zone="battlefield", player=1)
    assert d.chars(token).has("Decayed")
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_stolen_zombie_dies_and_its_controller_then_gets_the_token() -> None:
    """CR 603.3a, 603.10a: Threatened, it dies under player 0's control (sacrificed to
    Fleshbag Marauder's trigger): player 0 controls the trigger and creates the decayed
    Zombie; the card goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Threaten", "Fleshbag Marauder")
    s.battlefield(1, "Hobbling Zombie")
    d = Driver(s.build())
    hz = d.find("Hobbling Zombie")
    d.cast(0, "Threaten", targets=[hz])
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    while d.decision.kind == "sacrifice":
        acts = [a.value for a in d.decision.actions]
        d.choose(hz if hz in acts else acts[0])
    assert d.zone_of("Hobbling Zombie") == "graveyard"
    d.resolve()
    token = d.find("Zombie Token", zone="battlefield")
    assert d.state.objects[token].controller == 0

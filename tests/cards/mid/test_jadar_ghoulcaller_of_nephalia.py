"""Jadar, Ghoulcaller of Nephalia — {1}{B} Legendary Creature — Human Wizard 1/1.

Oracle: "At the beginning of your end step, if you control no creatures with decayed, create
a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice
it at end of combat.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Jadar, Ghoulcaller of Nephalia")


def test_makes_one_zombie_per_end_step_only_when_none() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end")  # the trigger resolves as priority is passed
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.pass_until("end", turn=5)
    # A creature with decayed is already there: the ability doesn't trigger.
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_a_decayed_creature_arriving_in_response_stops_the_token() -> None:
    """CR 603.4: the "if" is checked again on resolution. Jadar's ability triggers (no decayed
    creature); in response its controller casts Revenge of the Drowned, which makes a Zombie
    with decayed: the ability then does nothing, and only that one Zombie is there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia", "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("postcombat_main")
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("top", player=1)
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.resolve()  # Jadar's ability: the condition is false now
    assert not d.state.stack
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_an_opponents_decayed_creature_doesnt_count() -> None:
    """"If you control no creatures with decayed": an opponent's decayed Zombie doesn't stop
    it (CR 109.4 controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.token(1, "TMID:5")  # the Zombie with decayed
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    theirs = d.find("Zombie", player=1)
    assert d.chars(theirs).has("Decayed")
    d.pass_until("end")
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1

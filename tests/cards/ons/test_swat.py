"""Swat — {1}{B}{B} Instant.

Oracle: "Destroy target creature with power 2 or less. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Swat")

def test_only_power_two_or_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.battlefield(1, "Glory Seeker", "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Swat", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0125")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Swat", ["Swamp", "Swamp"])


def test_pumped_above_two_in_response_the_spell_does_nothing() -> None:
    """CR 608.2b: the creature's power is checked again as Swat resolves; at 4 it is no longer
    a legal target, so Swat doesn't resolve and the creature stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Fever Charm")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Swat", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fever Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.ids("Swat", zone="graveyard")


def test_a_face_down_creature_has_power_two_and_can_be_destroyed() -> None:
    """CR 708.2a: a face-down creature is a 2/2, so it is a legal target whatever its front."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.battlefield(1, "Snapping Thragg", face_down=True)
    d = Driver(s.build())
    fd = d.ids("Snapping Thragg", zone="battlefield")[0]
    d.cast(0, "Swat", targets=[fd])
    d.resolve()
    assert d.zone_of("Snapping Thragg") == "graveyard"


def test_turned_face_up_in_response_to_a_bigger_creature_it_does_nothing() -> None:
    """CR 708.2a, 702.37e, 608.2b: face down, Spined Basher is a 2/2 and a legal target; its
    controller turns it face up in response (a special action, CR 116.2b), so as Swat
    resolves the 3/1 Basher is no longer a creature with power 2 or less: nothing happens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    basher = d.ids("Spined Basher", zone="battlefield")[0]
    d.cast(0, "Swat", targets=[basher])
    d.pass_priority()
    d.special(1, "turn_face_up", basher)
    while d.decision.kind == "pay_mana":
        d.pay_step()
    assert d.chars(basher).power == 3
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Spined Basher") == "battlefield"
    assert d.zone_of("Swat") == "graveyard"


def test_cycling_for_two_draws_a_card() -> None:
    """CR 702.29a: cycling costs {2} and discards Swat from the hand; its controller draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Swat")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Swat")
    assert d.zone_of("Swat") == "graveyard"
    d.resolve()
    assert d.zone_of("Plains") == "hand"

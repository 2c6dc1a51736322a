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

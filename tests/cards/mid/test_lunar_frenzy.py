"""Lunar Frenzy — {X}{R} Instant.

Oracle: "Target creature you control gets +X/+0 and gains first strike and trample until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lunar Frenzy")


def test_plus_x_first_strike_and_trample() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError):
        d.cast(0, "Lunar Frenzy", x=3, targets=[d.find("Elvish Warrior")])
    d = Driver(s.build())
    d.cast(0, "Lunar Frenzy", x=3, targets=[seeker])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    c = d.chars(seeker)
    assert c.power == 5 and c.toughness == 2
    assert {"First strike", "Trample"} <= set(c.keywords)


def test_x_zero_still_grants_first_strike_and_trample() -> None:
    """X = 0 (CR 107.3): +0/+0, but the keywords are still granted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Lunar Frenzy", x=0, targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)
    assert {"First strike", "Trample"} <= set(c.keywords)
    assert d.zone_of("Lunar Frenzy") == "graveyard"


def test_first_strike_and_trample_in_combat() -> None:
    """CR 702.7b, 702.19b, 510.4: the pumped Glory Seeker (5/2) blocked by Elvish Warrior (2/3)
    deals first-strike damage: 3 lethal to the Warrior and 2 trampling over to player 1; the
    Warrior dies before the regular damage step, so the Seeker takes none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.cast(0, "Lunar Frenzy", x=3, targets=[seeker])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((3, 2))
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.life(1) == 18
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0


def test_an_opponents_creature_is_refused_and_nothing_changes() -> None:
    """"Target creature you control": naming an opponent's creature is refused with an error
    naming the problem, and Lunar Frenzy stays in hand with every Mountain untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match="(?i)target"):
        d.cast(0, "Lunar Frenzy", x=1, targets=[d.find("Elvish Warrior")])
    assert d.zone_of("Lunar Frenzy") == "hand" and not d.state.stack
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.decision.kind == "priority" and d.decision.player == 0

"""Olivia's Midnight Ambush — {1}{B} Instant.

Oracle: "Target creature gets -2/-2 until end of turn. If it's night, that creature gets
-13/-13 until end of turn instead."
Rulings covered: MID-OR-0338, MID-OR-0339.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Olivia's Midnight Ambush")


def setup(day_night: str | None) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Olivia's Midnight Ambush")
    s.battlefield(1, "Krosan Tusker")
    if day_night:
        s.day_night(day_night)
    d = Driver(s.build())
    d.cast(0, "Olivia's Midnight Ambush", targets=[d.find("Krosan Tusker")])
    d.resolve()
    return d


@pytest.mark.ruling("MID-OR-0338")
@pytest.mark.parametrize("dn", [None, "day"])
def test_minus_two_unless_night(dn: str | None) -> None:
    """Official ruling: "The phrase “if it's night” refers to the day or night designation the
    game can have. It does not refer to whether or not it's dark outside as you play the game."
    With the game neither day nor night, or day, the creature gets only -2/-2 (at night,
    -13/-13: ``test_minus_thirteen_at_night``)."""
    d = setup(dn)
    assert d.state.day_night == dn
    c = d.chars(d.find("Krosan Tusker"))
    assert (c.power, c.toughness) == (4, 3)


@pytest.mark.ruling("MID-OR-0338", "MID-OR-0339")
def test_minus_thirteen_at_night() -> None:
    """With the game's designation night, -13/-13: the 5/5 Krosan Tusker dies (CR 730.1). The
    ruling pointing to the mechanics article ("For more information about Day and Night ...,
    please see ...") is answered by this check of the card's "if it's night"."""
    d = setup("night")
    assert d.ids("Krosan Tusker", zone="graveyard")


def test_at_night_it_is_minus_thirteen_instead_not_in_addition() -> None:
    """"Instead" (CR 608.2c: the text is read as a whole, one effect or the other): at night
    a 16/15 (Krosan Tusker, 6/5, with ten +1/+1 counters) becomes 3/2, not 1/0."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Olivia's Midnight Ambush")
    s.battlefield(1, "Krosan Tusker", counters={"+1/+1": 10})
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Olivia's Midnight Ambush", targets=[tusker])
    d.resolve()
    c = d.chars(tusker)
    assert (c.power, c.toughness) == (3, 2)
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_indestructible_doesnt_save_a_creature_with_toughness_0_or_less() -> None:
    """CR 704.5f, 702.12b: indestructible stops destruction, not the state-based action for
    toughness 0 or less: at night Zetalpa (4/8, indestructible) becomes -9/-5 and is put into
    the graveyard; by day it is 2/6 and stays."""
    from tests.reference_cards import ZETALPA
    assert ZETALPA

    def ambush(day_night: str) -> Driver:
        s = Scenario(seed=1)
        s.day_night(day_night)
        s.battlefield(0, "Swamp", "Swamp")
        s.hand(0, "Olivia's Midnight Ambush")
        s.battlefield(1, "Zetalpa, Primal Dawn")
        d = Driver(s.build())
        d.cast(0, "Olivia's Midnight Ambush", targets=[d.find("Zetalpa, Primal Dawn")])
        d.resolve()
        return d
    assert ambush("night").zone_of("Zetalpa, Primal Dawn") == "graveyard"
    day = ambush("day")
    c = day.chars(day.find("Zetalpa, Primal Dawn"))
    assert (c.power, c.toughness) == (2, 6)


def test_day_or_night_is_seen_as_it_resolves_and_the_effect_stays_as_it_was() -> None:
    """CR 608.2h, 611.2c: with Unnatural Moonrise ("It becomes night.") on the stack, the
    Ambush cast in response resolves by day: -2/-2 (Krosan Tusker 4/3). Once it becomes
    night the effect already made doesn't change to -13/-13."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Olivia's Midnight Ambush", "Unnatural Moonrise")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.cast(0, "Olivia's Midnight Ambush", targets=[tusker])
    d.resolve()
    assert d.state.day_night == "day"
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 3)
    d.resolve()
    assert d.state.day_night == "night"
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 3)
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_its_target_gone_it_does_nothing() -> None:
    """CR 608.2b: Krosan Tusker is returned to its owner's hand by Geistwave in response: the
    Ambush's only target is gone, it doesn't resolve and is put into the graveyard."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Olivia's Midnight Ambush")
    s.battlefield(1, "Krosan Tusker", "Island", "Island")
    s.hand(1, "Geistwave")
    s.library(1, "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Olivia's Midnight Ambush", targets=[tusker])
    d.pass_priority()
    d.cast(1, "Geistwave", targets=[tusker])
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Olivia's Midnight Ambush") == "graveyard"

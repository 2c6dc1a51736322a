"""Sungold Barrage — {2}{W} Instant.

Oracle: "Destroy target creature with toughness 4 or greater."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungold Barrage")


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Sungold Barrage")
    s.battlefield(1, *theirs)
    return Driver(s.build())


def test_destroys_a_big_creature() -> None:
    d = setup("Krosan Tusker", "Elvish Warrior")
    d.cast(0, "Sungold Barrage", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="graveyard")


def test_small_creatures_cant_be_targeted() -> None:
    d = setup("Elvish Warrior", "Glory Seeker")
    assert CastSpell(d.find("Sungold Barrage"), "normal") not in d.game.legal_actions()


def test_toughness_exactly_four_is_enough() -> None:
    """"4 or greater" includes 4: Barkhide Mauler (4/4) may be targeted and is destroyed."""
    d = setup("Barkhide Mauler")
    d.cast(0, "Sungold Barrage", targets=[d.find("Barkhide Mauler")])
    d.resolve()
    assert d.zone_of("Barkhide Mauler") == "graveyard"


def test_a_creature_pumped_to_toughness_four_becomes_a_legal_target() -> None:
    """CR 115.1, 601.2c: the target's toughness is checked as the spell is cast: Elvish
    Warrior (2/3) given +2/+2 by Flare of Faith is now 4/5, and Sungold Barrage may target and
    destroy it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sungold Barrage", "Flare of Faith")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Elvish Warrior")
    assert CastSpell(d.find("Sungold Barrage"), "normal") not in d.game.legal_actions()
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).toughness == 5
    d.cast(0, "Sungold Barrage", targets=[seeker])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_target_shrunk_below_toughness_four_in_response_is_illegal() -> None:
    """CR 608.2b: the target's toughness is checked again as Sungold Barrage resolves:
    Barkhide Mauler (4/4) made 3/3 by Feeding Frenzy (one Zombie) in response is no longer a
    legal target, and the Barrage does nothing: the Mauler survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Gluttonous Zombie")
    s.hand(0, "Sungold Barrage", "Feeding Frenzy")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    d.cast(0, "Sungold Barrage", targets=[mauler])
    d.cast(0, "Feeding Frenzy", targets=[mauler])
    d.resolve()
    assert d.chars(mauler).toughness == 3
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Barkhide Mauler") == "battlefield"
    assert d.zone_of("Sungold Barrage") == "graveyard"

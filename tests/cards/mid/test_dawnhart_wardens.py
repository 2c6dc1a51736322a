"""Dawnhart Wardens — {1}{G}{W} Creature — Human Warlock 3/3.

Oracle: "Vigilance / Coven — At the beginning of combat on your turn, if you control three or
more creatures with different powers, creatures you control get +1/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawnhart Wardens")


def test_coven_pumps_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wall of Mulch")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 4
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Wall of Mulch")).power == 1
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_no_coven_no_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 3
    assert "Vigilance" in d.chars(d.find("Dawnhart Wardens")).keywords


def test_destroyed_in_response_its_ability_still_checks_its_controllers_creatures() -> None:
    """CR 113.7a, 603.4: the coven ability exists apart from its source; with Dawnhart Wardens
    destroyed in response, "you" is still its controller, whose other creatures (powers 2, 1
    and 6) still meet the condition, and they get +1/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wellwisher", "Krosan Tusker",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # to beginning of combat; the coven trigger goes on the stack
    assert len(d.state.stack) == 1
    d.cast(0, "Defenestrate", targets=[d.find("Dawnhart Wardens")])
    d.resolve()
    assert d.ids("Dawnhart Wardens", zone="graveyard")
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Krosan Tusker")).power == 7


def test_stolen_its_coven_counts_its_controllers_creatures() -> None:
    """CR 109.5, 603.3a: "you" is the controller of the ability's source; the Wardens Threaten
    took count the creatures of the player who controls them now (powers 3, 2 and 1), not of
    their owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Wellwisher", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Dawnhart Wardens")
    d = Driver(s.build())
    wardens = d.find("Dawnhart Wardens")
    d.cast(0, "Threaten", targets=[wardens])
    d.resolve()
    assert d.chars(wardens).controller == 0
    d.pass_priority()
    d.pass_priority()  # to beginning of combat
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(wardens).power == 4

"""An ability's effect on an untargeted object its trigger condition referred to (CR 608.2k)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_entering_creature_gets_its_counter_after_turning_face_up() -> None:
    """CR 608.2k, 708.8: a face-down 2/2 enters and triggers Juniper Order Ranger ("put a +1/+1
    counter on that creature"); with the trigger on the stack it is turned face up as Snarling
    Undorak, changing its characteristics. The ability still puts the counter on it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Juniper Order Ranger", *["Forest"] * 6)
    s.hand(0, "Snarling Undorak")
    d = Driver(s.build())
    d.cast(0, "Snarling Undorak", method="face_down")
    d.resolve()
    body = d.ids("Snarling Undorak", zone="battlefield")[0]
    assert len(d.state.stack) == 1
    d.special(0, "turn_face_up", body)
    d.pay()
    assert d.chars(body).name == "Snarling Undorak"
    d.resolve()
    assert d.state.objects[body].counters.get("+1/+1") == 1
    assert (d.chars(body).power, d.chars(body).toughness) == (4, 4)

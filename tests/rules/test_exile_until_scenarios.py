"""Objects exiled "until" an event (CR 610.3): the card comes back when the event occurs,
under its owner's control unless the effect says otherwise (610.3c).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_card_exiled_from_another_controller_returns_under_its_owners_control() -> None:
    """CR 610.3c: player 1 controls Glory Seeker, which player 0 owns. Player 0's Brutal
    Cathar exiles it (a creature an opponent controls) until the Cathar leaves; when the Cathar
    dies, the Seeker returns under its owner's control: player 0's."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Brutal Cathar", "Shock")
    s.battlefield(1, "Glory Seeker", owner=0)
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))  # the enters ability's target
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.state.objects[seeker].zone.value == "battlefield"
    assert d.state.objects[seeker].controller == 0

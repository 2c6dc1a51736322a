"""The game checks a proposed spell before its costs are paid (CR 601.2e, 732.1)."""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _light_up_the_night(zone: str) -> Driver:
    s = Scenario(seed=1)
    if zone == "graveyard":
        s.graveyard(0, "Light Up the Night")
    else:
        s.hand(0, "Light Up the Night")
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Wrenn and Seven")
    s.battlefield(1, "Ambitious Farmhand")
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def test_a_proposal_the_card_forbids_goes_back_to_before_it_was_proposed() -> None:
    """CR 601.2e, 732.1: Light Up the Night cast by flashback says X can't be 0. Proposed with
    X = 0 it is an illegal spell: the game returns to the moment before the proposal (the card
    in the graveyard, no loyalty counter removed, no Mountain tapped, player 0 with priority).
    Cast from the hand X = 0 is legal and it deals 1 damage to the Farmhand."""
    d = _light_up_the_night("graveyard")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Light Up the Night", method="flashback", x=0,
               targets=[d.find("Ambitious Farmhand")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Light Up the Night") == "graveyard"
    assert d.state.objects[d.find("Wrenn and Seven")].counters.get("loyalty") == 5
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.expect("priority").player == 0
    d.cast(0, "Light Up the Night", method="flashback", x=1, targets=[1])
    assert d.zone_of("Light Up the Night") == "stack"

    d2 = _light_up_the_night("hand")
    d2.cast(0, "Light Up the Night", x=0, targets=[d2.find("Ambitious Farmhand")])
    d2.resolve()
    assert d2.zone_of("Ambitious Farmhand") == "graveyard"

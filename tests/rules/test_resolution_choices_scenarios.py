"""Choices an effect offers that weren't made as its spell or ability was put on the stack are
made as it resolves (CR 608.2d, 115.10): objects are chosen among those there at that time,
including one that arrived while the ability waited on the stack.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_card_put_into_the_graveyard_after_the_trigger_can_be_chosen_on_resolution() -> None:
    """CR 608.2d, 115.10, 603.3d: Moorland Rescuer (4/4) dies to Go for the Throat with an
    empty graveyard behind it. With its dies trigger on the stack, player 0 Shocks their own
    Glory Seeker. The cards to return aren't targets: they are chosen as the ability resolves,
    so the Seeker, in the graveyard by then, is offered and returns."""
    s = Scenario(seed=1)
    s.battlefield(0, "Moorland Rescuer", "Glory Seeker", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Go for the Throat", "Shock")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Moorland Rescuer")])
    d.resolve()
    assert d.zone_of("Moorland Rescuer") == "graveyard" and len(d.state.stack) == 1
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    card = d.find("Glory Seeker", "graveyard")
    assert len(d.state.stack) == 1
    d.resolve()
    assert card in {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    d.choose(card)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Moorland Rescuer") == "exile"

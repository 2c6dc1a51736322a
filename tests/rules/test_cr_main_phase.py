"""The main phase (CR 505): the active player may play a land only if the stack is empty and
they have priority (505.6b); mana left in a pool empties as the phase ends (500.5, 505.2).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PlayLand
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_a_land_waits_for_the_stack_to_be_empty() -> None:
    """CR 505.6b, 305.1, 701.18, 701.18a: in their precombat main phase player 0 casts Shock and keeps
    priority: with Shock on the stack the Forest in hand isn't offered and playing it is
    refused, the game unchanged; once Shock has resolved it is offered and played."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", "Forest")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    assert d.state.stack and d.decision.player == 0
    assert PlayLand(forest) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.game.apply(0, PlayLand(forest))
    assert d.game.fingerprint() == before
    d.resolve()
    assert not d.state.stack and d.decision.player == 0
    assert PlayLand(forest) in d.game.legal_actions()
    d.play_land(0, "Forest")
    assert d.zone_of("Forest") == "battlefield"


def test_mana_made_in_the_main_phase_empties_as_the_phase_ends() -> None:
    """CR 500.5, 505.2: the main phase has no steps; mana player 0 makes there and doesn't
    spend is gone when both players pass and the combat phase begins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"R": 1}
    d.pass_priority()
    assert d.state.players[0].mana_pool == {"R": 1}  # still the main phase
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    assert d.state.players[0].mana_pool == {}

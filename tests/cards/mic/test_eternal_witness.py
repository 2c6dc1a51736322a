"""Eternal Witness — {1}{G}{G} Creature — Human Shaman 2/1.

Oracle: "When Eternal Witness enters the battlefield, you may return target card from your
graveyard to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eternal Witness")

CARD = "Eternal Witness"


def _cast_witness() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.graveyard(0, "Shock", "Mobilization")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    return d


def test_returns_target_card_from_your_graveyard() -> None:
    d = _cast_witness()
    legal = d.game.legal_actions()
    assert Choose(d.find("Glory Seeker")) not in legal  # not your graveyard
    assert Choose(d.find("Shock")) in legal
    d.choose(d.find("Mobilization"))  # any card, not only creatures
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Mobilization") == "hand"
    assert d.zone_of("Shock") == "graveyard"


def test_you_may_leave_it() -> None:
    d = _cast_witness()
    d.choose(d.find("Shock"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Shock") == "graveyard"


@pytest.mark.ruling("MIC-OR-0218")
def test_ruling_the_spell_that_put_it_onto_the_battlefield() -> None:
    """Official ruling: "If a resolving spell puts Eternal Witness onto the battlefield,
    Eternal Witness's ability can target that card if it's put into your graveyard as it
    resolves." Can't Stay Away returns the Witness from the graveyard to the battlefield and
    is in the graveyard by the time the Witness's ability is put on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp")
    s.hand(0, "Can't Stay Away")
    s.graveyard(0, CARD)
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    d.expect("target")
    spell_card = d.find("Can't Stay Away")
    assert d.zone_of("Can't Stay Away") == "graveyard"
    d.choose(spell_card)
    d.resolve()
    d.choose(True)
    assert d.zone_of("Can't Stay Away") == "hand"


def test_its_target_exiled_in_response_nothing_returns() -> None:
    """CR 608.2b: Return to Nature exiles the Shock card the ability targets; its only target
    gone, the ability does nothing: no "may" is asked and the other card stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.graveyard(0, "Shock", "Mobilization")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Return to Nature")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Shock"))
    d.pass_priority()
    d.cast(1, "Return to Nature", modes=[2], targets=[d.find("Shock")])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.state.players[0].hand == []
    assert d.zone_of("Mobilization") == "graveyard"


def test_with_no_card_in_your_graveyard_the_ability_is_removed() -> None:
    """CR 603.3d: with no legal target (player 0's graveyard is empty; the opponent's Glory
    Seeker isn't in "your graveyard"), the ability is removed from the stack: nothing is asked
    and nothing returns."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.players[0].hand == []


def test_the_witness_killed_in_response_still_returns_the_card() -> None:
    """CR 113.7a: Shock kills the Witness in response to its ability; the ability still
    resolves and returns the targeted Mobilization."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.graveyard(0, "Mobilization")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Mobilization"))
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD, "battlefield")])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Mobilization") == "hand"
    assert d.zone_of(CARD) == "graveyard"

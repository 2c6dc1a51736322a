"""Dimir Aqueduct — Land.

Oracle: "Dimir Aqueduct enters the battlefield tapped. / When Dimir Aqueduct enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {U}{B}."
Rulings covered: MIC-OR-0278.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import bounce_land_checks as checks

CARD = "Dimir Aqueduct"
pytestmark = pytest.mark.card("Dimir Aqueduct")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    checks.check_enters_tapped_and_returns_a_chosen_land(CARD, ("Island", "Swamp"))


def test_may_return_itself() -> None:
    checks.check_may_return_itself(CARD, "Island")


@pytest.mark.ruling("MIC-OR-0278")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    checks.check_with_no_other_land_it_returns_itself(CARD, "Island")


def test_taps_for_two_mana() -> None:
    checks.check_taps_for_two_mana(CARD, "UB")


def test_returning_a_land_is_mandatory_and_a_land_tapped_in_response_may_go_back() -> None:
    """The land is chosen as the ability resolves (no target, CR 608.2c): the Island tapped
    for {U} in response may be returned, the {U} staying in the pool; choosing no land or the
    opponent's Mountain is refused, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Mountain")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    assert len(d.state.stack) == 1
    d.mana(0, "Island")
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    for bad in (None, d.find("Mountain")):
        with pytest.raises(IllegalActionError):
            d.choose(bad)
        assert d.game.fingerprint() == before
    d.choose(d.find("Island"))
    assert d.zone_of("Island") == "hand"
    assert d.state.players[0].mana_pool.get("U") == 1

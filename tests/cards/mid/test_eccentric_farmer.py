"""Eccentric Farmer — {2}{G} Creature — Human Peasant 2/3.

Oracle: "When Eccentric Farmer enters the battlefield, mill three cards, then you may return
a land card from your graveyard to your hand."
Rulings covered: MID-RN-199.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eccentric Farmer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-199", "MID-OR-0545")
def test_may_return_a_land_milled_by_the_ability() -> None:
    d = setup()
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "choose_cards"
    plains = d.find("Plains", zone="graveyard")
    d.choose(plains)
    assert d.ids("Plains", zone="hand")
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Island", zone="library")


def test_returning_is_optional() -> None:
    d = setup()
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Plains", zone="graveyard")
    assert not d.ids("Plains", zone="hand")


def test_a_land_already_in_the_graveyard_may_be_returned() -> None:
    """"A land card from your graveyard" (CR 608.2c, chosen after milling), not only a milled
    one: the three cards milled are nonland, and the Swamp that was there before returns to
    the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.graveyard(0, "Swamp")
    s.graveyard(1, "Island")
    s.library(0, "Glory Seeker", "Elvish Warrior", "Shock", "Plains")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    from manastack.decisions.actions import Choose
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert offered == {d.find("Swamp")}  # not player 1's Island
    d.choose(d.find("Swamp"))
    assert d.zone_of("Swamp") == "hand"
    assert d.ids("Shock", zone="graveyard") and d.ids("Plains", zone="library")


def test_with_fewer_than_three_cards_it_mills_what_there_is() -> None:
    """CR 701.17b: a player can't mill more cards than their library holds: with one card
    left, that one is milled (it may return), and the game goes on (no draw was made)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    assert not d.state.players[0].library
    d.choose(d.find("Plains"))
    assert d.zone_of("Plains") == "hand"
    assert not d.game.is_over


def test_a_nonland_card_chosen_is_refused_and_nothing_moves() -> None:
    """"A land card": choosing the milled Glory Seeker is refused with an error, no card has
    moved, and the choice is still open (the Plains may then return)."""
    from manastack.game import IllegalActionError
    d = setup()
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.expect("choose_cards")
    assert d.zone_of("Glory Seeker") == "graveyard" and not d.state.players[0].hand
    d.choose(d.find("Plains", zone="graveyard"))
    assert d.zone_of("Plains") == "hand"


def test_the_farmer_gone_before_its_trigger_resolves_still_mills_and_returns() -> None:
    """CR 113.7a: the enters trigger resolves though the Farmer was destroyed in response."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Elvish Warrior", "Island")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Eccentric Farmer")])
    d.resolve()
    assert d.zone_of("Eccentric Farmer") == "graveyard"
    d.resolve()
    d.choose(d.find("Plains", zone="graveyard"))
    assert d.zone_of("Plains") == "hand"
    assert d.zone_of("Elvish Warrior") == "graveyard" and d.zone_of("Island") == "library"

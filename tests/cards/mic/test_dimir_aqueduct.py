"""Dimir Aqueduct — Land.

Oracle: "Dimir Aqueduct enters the battlefield tapped. / When Dimir Aqueduct enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {U}{B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dimir Aqueduct")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(0, "Dimir Aqueduct")
    d = Driver(s.build())
    d.play_land(0, "Dimir Aqueduct")
    land = d.find("Dimir Aqueduct", zone="battlefield")
    assert d.state.objects[land].tapped
    d.resolve()
    d.expect("choose_cards")
    legal = set(d.game.legal_actions())
    la, lb = d.find("Island"), d.find("Swamp")
    assert Choose(d.find("Mountain")) not in legal  # only a land you control
    assert {Choose(la), Choose(lb), Choose(land)} <= legal
    d.choose(lb)
    assert d.zone_of("Swamp") == "hand"
    assert d.zone_of("Island") == d.zone_of("Dimir Aqueduct") == "battlefield"
    assert d.zone_of("Mountain") == "battlefield"


def test_may_return_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Dimir Aqueduct")
    d = Driver(s.build())
    d.play_land(0, "Dimir Aqueduct")
    d.resolve()
    d.choose(d.find("Dimir Aqueduct", zone="battlefield"))
    assert d.zone_of("Dimir Aqueduct") == "hand"
    assert d.zone_of("Island") == "battlefield"


@pytest.mark.ruling("MIC-OR-0278")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    s = Scenario(seed=1)
    s.battlefield(1, "Island")
    s.hand(0, "Dimir Aqueduct")
    d = Driver(s.build())
    d.play_land(0, "Dimir Aqueduct")
    d.resolve()
    d.expect("choose_cards")
    land = d.find("Dimir Aqueduct", zone="battlefield")
    assert set(d.game.legal_actions()) == {Choose(land)}
    d.choose(land)
    assert d.zone_of("Dimir Aqueduct", player=0) == "hand"
    assert d.zone_of("Island") == "battlefield"


def test_taps_for_two_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dimir Aqueduct")
    d = Driver(s.build())
    land = d.find("Dimir Aqueduct")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"UB"}
    d.mana(0, land)
    pool = d.state.players[0].mana_pool
    assert pool.get("U") == 1 and pool.get("B") == 1

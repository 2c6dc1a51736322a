"""Selesnya Sanctuary — Land.

Oracle: "Selesnya Sanctuary enters the battlefield tapped. / When Selesnya Sanctuary enters the battlefield,
return a land you control to its owner's hand. / {T}: Add {G}{W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Selesnya Sanctuary")


def test_enters_tapped_and_returns_a_chosen_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(0, "Selesnya Sanctuary")
    d = Driver(s.build())
    d.play_land(0, "Selesnya Sanctuary")
    land = d.find("Selesnya Sanctuary", zone="battlefield")
    assert d.state.objects[land].tapped
    d.resolve()
    d.expect("choose_cards")
    legal = set(d.game.legal_actions())
    la, lb = d.find("Forest"), d.find("Plains")
    assert Choose(d.find("Mountain")) not in legal  # only a land you control
    assert {Choose(la), Choose(lb), Choose(land)} <= legal
    d.choose(lb)
    assert d.zone_of("Plains") == "hand"
    assert d.zone_of("Forest") == d.zone_of("Selesnya Sanctuary") == "battlefield"
    assert d.zone_of("Mountain") == "battlefield"


def test_may_return_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Selesnya Sanctuary")
    d = Driver(s.build())
    d.play_land(0, "Selesnya Sanctuary")
    d.resolve()
    d.choose(d.find("Selesnya Sanctuary", zone="battlefield"))
    assert d.zone_of("Selesnya Sanctuary") == "hand"
    assert d.zone_of("Forest") == "battlefield"


@pytest.mark.ruling("MIC-OR-0297")
def test_with_no_other_land_it_returns_itself() -> None:
    """Official ruling: "If this land enters the battlefield and you control no other lands, its
    ability will force you to return it to your hand."."""
    s = Scenario(seed=1)
    s.battlefield(1, "Forest")
    s.hand(0, "Selesnya Sanctuary")
    d = Driver(s.build())
    d.play_land(0, "Selesnya Sanctuary")
    d.resolve()
    d.expect("choose_cards")
    land = d.find("Selesnya Sanctuary", zone="battlefield")
    assert set(d.game.legal_actions()) == {Choose(land)}
    d.choose(land)
    assert d.zone_of("Selesnya Sanctuary", player=0) == "hand"
    assert d.zone_of("Forest") == "battlefield"


def test_taps_for_two_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Selesnya Sanctuary")
    d = Driver(s.build())
    land = d.find("Selesnya Sanctuary")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"GW"}
    d.mana(0, land)
    pool = d.state.players[0].mana_pool
    assert pool.get("G") == 1 and pool.get("W") == 1

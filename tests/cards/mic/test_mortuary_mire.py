"""Mortuary Mire — Land.

Oracle: "Mortuary Mire enters the battlefield tapped. / When Mortuary Mire enters the
battlefield, you may put target creature card from your graveyard on top of your library. /
{T}: Add {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mortuary Mire")


def _played() -> Driver:
    s = Scenario(seed=1)
    s.hand(0, "Mortuary Mire")
    s.graveyard(0, "Glory Seeker", "Shock")
    s.graveyard(1, "Gluttonous Zombie")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, "Mortuary Mire")
    return d


def test_only_a_creature_card_from_your_graveyard_can_be_targeted() -> None:
    d = _played()
    d.expect("target")
    legal = set(d.game.legal_actions())
    assert Choose(d.find("Glory Seeker")) in legal
    assert Choose(d.find("Shock")) not in legal
    assert Choose(d.find("Gluttonous Zombie")) not in legal


def test_puts_the_creature_card_on_top_of_your_library() -> None:
    d = _played()
    assert d.state.objects[d.find("Mortuary Mire", zone="battlefield")].tapped
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "library"
    assert d.state.players[0].library[0] == d.find("Glory Seeker")
    assert len(d.state.players[0].library) == 3


def test_you_may_leave_it_in_the_graveyard() -> None:
    d = _played()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.players[0].library) == 2


def test_no_creature_card_no_trigger() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Mortuary Mire")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.play_land(0, "Mortuary Mire")
    assert d.decision.kind == "priority" and not d.state.stack


def test_taps_for_black() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mortuary Mire")
    d = Driver(s.build())
    mire = d.find("Mortuary Mire")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == mire}
    assert options == {"B"}

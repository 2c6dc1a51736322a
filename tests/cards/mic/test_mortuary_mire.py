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


def _library_known(d: Driver, viewer: int) -> list[tuple[int, str]]:
    return [(c["position"], c["name"])
            for c in d.game.view(viewer)["players"][0].get("library_known", ())]


def test_the_card_put_on_top_is_known_to_all_until_its_owner_reorders_it() -> None:
    """CR 400.2, 400.7: Glory Seeker goes from the graveyard, a public zone, to the top of the
    library in sight of all: both players know the top card is Glory Seeker. Sage Aven then
    has its controller look at the top four and put them back in an order the opponent
    doesn't see (CR 401.4): the opponent no longer knows where it is; its owner does."""
    s = Scenario(seed=1)
    s.hand(0, "Mortuary Mire")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    d.play_land(0, "Mortuary Mire")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(True)
    assert _library_known(d, 0) == _library_known(d, 1) == [(0, "Glory Seeker")]
    d.cast(0, "Sage Aven")
    d.resolve()
    d.resolve()
    d.expect("order_cards")
    for name in ("Forest", "Glory Seeker", "Island"):
        d.choose(d.find(name, zone="library"))
    assert (1, "Glory Seeker") in _library_known(d, 0)
    assert _library_known(d, 1) == []


def test_a_noncreature_target_is_refused_and_the_game_is_unchanged() -> None:
    """CR 603.3d, 115.1: Shock isn't a creature card; choosing it as the target is refused
    with an error and nothing changes."""
    from manastack.game import IllegalActionError

    d = _played()
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Shock"))
    assert d.game.fingerprint() == before


def test_the_target_exiled_in_response_nothing_goes_on_top() -> None:
    """CR 608.2b: Rotten Reunion exiles the targeted Glory Seeker in response; the trigger
    doesn't resolve and the library is unchanged."""
    s = Scenario(seed=1)
    s.hand(0, "Mortuary Mire")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest", "Island")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    d.play_land(0, "Mortuary Mire")
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert not d.state.stack
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Forest", "Island"]

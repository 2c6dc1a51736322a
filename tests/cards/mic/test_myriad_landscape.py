"""Myriad Landscape — Land.

Oracle: "Myriad Landscape enters the battlefield tapped. / {T}: Add {C}. / {2}, {T}, Sacrifice
Myriad Landscape: Search your library for up to two basic land cards that share a land type,
put them onto the battlefield tapped, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import search_land_checks as checks

CARD = "Myriad Landscape"
pytestmark = pytest.mark.card("Myriad Landscape")


def _activated() -> Driver:
    return checks.activated(CARD, "Forest", "Island", "Forest", "Canopy Vista", "Glory Seeker")


def test_enters_tapped() -> None:
    checks.check_enters_tapped(CARD)


def test_taps_for_colourless() -> None:
    checks.check_taps_for_colourless(CARD)


def test_two_basic_lands_sharing_a_land_type() -> None:
    d = _activated()
    d.expect("search")
    forests = d.ids("Forest", "library")
    island = d.find("Island", "library")
    assert checks.offered(d) == set(forests) | {island}  # basic lands only, not Canopy Vista
    d.choose(forests[0])
    assert checks.offered(d) == {forests[1]}  # the Island shares no land type with the Forest
    d.choose(forests[1])
    lands = d.ids("Forest", zone="battlefield")
    assert len(lands) == 2 and all(d.state.objects[x].tapped for x in lands)
    assert d.zone_of("Island") == d.zone_of("Canopy Vista") == "library"
    assert len(d.state.players[0].library) == 3


@pytest.mark.ruling("MIC-OR-0288")
def test_may_find_one_basic_land() -> None:
    """Official ruling: "You can choose to find one basic land card with Myriad Landscape's
    last ability."."""
    d = _activated()
    d.choose(d.find("Island", "library"))
    assert checks.offered(d) == set()  # no other Island: nothing more can be found
    d.choose(None)  # (asked all the same: the others learn nothing of the library, CR 401.2)
    assert d.zone_of("Island") == "battlefield"
    assert d.state.objects[d.find("Island")].tapped
    assert len(d.ids("Forest", zone="library")) == 2
    assert d.decision.kind == "priority"


@pytest.mark.ruling("MIC-OR-0288")
def test_may_stop_after_one_even_with_a_match_left() -> None:
    """Official ruling: "You can choose to find one basic land card with Myriad Landscape's
    last ability."."""
    d = _activated()
    d.choose(d.ids("Forest", "library")[0])
    d.choose(None)
    assert len(d.ids("Forest", zone="battlefield")) == 1
    assert len(d.ids("Forest", zone="library")) == 1


def test_finds_no_more_than_two_with_a_third_match_left() -> None:
    """CR 701.23a: "up to two": with three Forests in the library, the search ends after the
    second one and both enter tapped; the prompt names what is searched for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Myriad Landscape", "Swamp", "Swamp")
    s.library(0, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.activate(0, "Myriad Landscape")
    d.resolve()
    assert d.expect("search").prompt == \
        "Search your library for up to two basic land cards that share a land type"
    forests = d.ids("Forest", "library")
    d.choose(forests[0])
    d.choose(forests[1])
    assert d.decision.kind == "priority"
    lands = d.ids("Forest", zone="battlefield")
    assert len(lands) == 2 and all(d.state.objects[x].tapped for x in lands)
    assert len(d.ids("Forest", zone="library")) == 1


def test_both_lands_entering_trigger_an_opponents_curse_of_the_restless_dead() -> None:
    """CR 603.2: the two Forests Myriad Landscape puts onto the battlefield at once each
    trigger the Curse of the Restless Dead the opponent put on its controller: two Zombies
    for the Curse's controller. The Landscape itself was sacrificed as a cost and only left
    the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of the Restless Dead", attached_to=0)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.library(0, "Forest", "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    forests = d.ids("Forest", "library")
    d.choose(forests[0])
    d.choose(forests[1])
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield", player=1)) == 2
    assert not d.ids("Zombie Token", "battlefield", player=0)


def test_a_second_land_sharing_no_type_is_refused_and_the_library_is_shuffled() -> None:
    """CR 701.23a-b: after a Forest, choosing the Island (no shared land type) is refused
    with the state unchanged; finishing with the second Forest, the library is shuffled."""
    d = _activated()
    forests = d.ids("Forest", "library")
    d.choose(forests[0])
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Island", "library"))
    assert d.game.fingerprint() == before
    n = len(d.state.log)
    d.choose(forests[1])
    assert len(d.ids("Forest", zone="battlefield")) == 2
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log[n:])

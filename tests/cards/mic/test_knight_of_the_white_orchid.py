"""Knight of the White Orchid — {W}{W} Creature — Human Knight 2/2.

Oracle: "First strike
When Knight of the White Orchid enters the battlefield, if an opponent controls more lands than
you, you may search your library for a Plains card, put it onto the battlefield, then shuffle."
Rulings covered: MIC-OR-0125, MIC-OR-0126.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Knight of the White Orchid")

CARD = "Knight of the White Orchid"


def _cast(mine: int, theirs: tuple[int, ...], library: tuple[str, ...] = ("Plains",),
          extra: tuple[str, ...] = (), hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=1 + len(theirs), seed=1)
    s.battlefield(0, "Plains", "Plains", *["Forest"] * (mine - 2), *extra)
    for i, n in enumerate(theirs, start=1):
        s.battlefield(i, *["Swamp"] * n)
    s.hand(0, CARD, *hand)
    s.library(0, *library)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    return d


def _search(d: Driver, card: str) -> None:
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.choose(d.find(card, "library"))


@pytest.mark.ruling("MIC-OR-0125")
def test_intervening_if_on_trigger_and_on_resolution() -> None:
    """Equal lands: no trigger. One opponent of two with more lands: it triggers and finds a
    Plains. Beast Within on that opponent's land in response leaves them no more lands than
    its controller: the ability does nothing."""
    d = _cast(3, (3,))
    assert not d.state.stack
    d = _cast(3, (4, 1))
    assert len(d.state.stack) == 1
    _search(d, "Plains")
    assert len(d.ids("Plains", "battlefield", player=0)) == 3
    d = _cast(5, (6,), hand=("Beast Within",))
    assert len(d.state.stack) == 1
    d.cast(0, "Beast Within", targets=[d.find("Swamp", player=1)])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Plains", player=0) in ("battlefield", "library")
    assert d.ids("Plains", "library")


@pytest.mark.ruling("MIC-OR-0126")
def test_a_nonbasic_plains_card_may_be_found() -> None:
    """Canopy Vista (Forest Plains, not basic) is a Plains card: it may be put onto the
    battlefield."""
    d = _cast(3, (4,), library=("Canopy Vista", "Swamp"))
    _search(d, "Canopy Vista")
    assert d.zone_of("Canopy Vista") == "battlefield"


def test_an_opponent_with_one_land_has_more_than_you_with_none() -> None:
    """CR 603.4: "if an opponent controls more lands than you" with no land of yours: the
    opponent's one Swamp is more than your none, so the ability triggers and finds a Plains."""
    s = Scenario(players=2, seed=1)
    s.battlefield(1, "Swamp")
    s.library(0, "Plains")
    s.stack(0, CARD)
    d = Driver(s.build())
    d.resolve()
    assert len(d.state.stack) == 1
    _search(d, "Plains")
    assert d.ids("Plains", "battlefield", player=0)


def test_first_strike_kills_a_two_two_blocker_before_it_deals_damage() -> None:
    """CR 702.7b: Knight blocks Glory Seeker (2/2); its first-strike damage destroys the Seeker
    in the first combat damage step, so the Knight is dealt none."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    knight, seeker = d.find(CARD), d.find("Glory Seeker")
    assert d.chars(knight).has("First strike")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({knight: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[knight].damage == 0


def test_declining_the_search_leaves_the_library_as_it_was() -> None:
    """"You may search" (CR 603.5): declining, no Plains comes and the library isn't
    searched."""
    d = _cast(3, (4,), library=("Plains", "Swamp"))
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert [d.game.name_of(o) for o in d.state.players[0].library] == ["Plains", "Swamp"]
    assert len(d.ids("Plains", "battlefield", player=0)) == 2


def test_two_headed_giant_compares_each_opponent_not_the_team() -> None:
    """CR 102.3: in Two-Headed Giant each opposing player is an opponent, compared alone
    (lands aren't shared, CR 810.5): player 2 and player 3 control two
    lands each (four together) against the Knight's controller's three: no opponent controls
    more, so no trigger; the teammate's lands don't count as the controller's. With player 3
    at four lands it triggers."""
    def game(p3: int) -> Driver:
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, "Plains", "Plains", "Plains")
        s.battlefield(1, *["Forest"] * 6)
        s.battlefield(2, "Swamp", "Swamp")
        s.battlefield(3, *["Swamp"] * p3)
        s.hand(0, CARD)
        s.library(0, "Plains")
        d = Driver(s.build())
        d.cast(0, CARD)
        d.resolve()
        return d
    assert not game(2).state.stack
    d = game(4)
    assert len(d.state.stack) == 1
    _search(d, "Plains")
    assert len(d.ids("Plains", "battlefield", player=0)) == 4


def test_a_card_that_isnt_a_plains_is_refused_and_finding_nothing_is_allowed() -> None:
    """CR 701.23a: the search is for "a Plains card": the Swamp is refused, named in the
    error, with the game unchanged. CR 701.23b: the searcher may find nothing though a Plains
    is there; the library is then shuffled and nothing enters."""
    from manastack.game import IllegalActionError

    d = _cast(3, (4,), library=("Plains", "Swamp"))
    d.resolve()
    d.expect("may")
    d.choose(True)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Swamp"):
        d.choose(d.find("Swamp", "library"))
    assert d.game.fingerprint() == before
    d.choose(None)
    assert d.ids("Plains", "library")
    assert len(d.ids("Plains", "battlefield", player=0)) == 2
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.game.log)


def test_an_opponent_with_no_land_has_no_more_than_you_with_none() -> None:
    """CR 603.4: with no land on either side, no opponent controls more lands: the ability
    doesn't trigger."""
    s = Scenario(players=2, seed=1)
    s.library(0, "Plains")
    s.stack(0, CARD)
    d = Driver(s.build())
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert not d.state.stack
    assert d.zone_of("Plains") == "library"

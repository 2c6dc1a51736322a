"""Field of Ruin — Land.

Oracle: "{T}: Add {C}. / {2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land an
opponent controls. Each player searches their library for a basic land card, puts it onto the
battlefield, then shuffles."
Rulings covered: MID-RN-190.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Field of Ruin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Field of Ruin")
    s.battlefield(1, "Haunted Ridge", "Mountain")
    s.library(0, "Forest", "Glory Seeker")
    s.library(1, "Island", "Glory Seeker")
    s.hand(1, "Shock")
    return Driver(s.build())


def test_destroys_and_each_player_fetches_a_basic() -> None:
    d = setup()
    ridge = d.find("Haunted Ridge")
    d.activate(0, "Field of Ruin", targets=[ridge])
    d.resolve()
    for player, land in ((0, "Forest"), (1, "Island")):  # each asked for one card
        search = d.expect("search")
        assert (search.player, search.prompt) == \
            (player, "Search your library for a basic land card")
        d.choose(d.find(land, "library"))
    assert d.ids("Haunted Ridge", zone="graveyard")
    assert d.ids("Forest", zone="battlefield", player=0)
    assert d.ids("Island", zone="battlefield", player=1)
    assert d.ids("Field of Ruin", zone="graveyard")


def test_cant_target_basic_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Field of Ruin")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


@pytest.mark.ruling("MID-RN-190", "MID-OR-0897")
def test_illegal_target_nobody_searches() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Field of Ruin", "Field of Ruin")
    s.battlefield(1, "Haunted Ridge")
    s.library(0, "Forest", "Forest", "Glory Seeker")
    s.library(1, "Island", "Island", "Glory Seeker")
    d = Driver(s.build())
    ridge = d.find("Haunted Ridge")
    first, second = d.ids("Field of Ruin")
    d.activate(0, first, targets=[ridge])
    d.activate(0, second, targets=[ridge])
    d.resolve()  # the second ability: the Ridge is destroyed, each player fetches
    d.choose(d.find("Forest", "library"))
    d.choose(d.find("Island", "library"))
    assert d.ids("Haunted Ridge", zone="graveyard")
    d.resolve()  # the first ability: its only target is gone, it doesn't resolve
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.ids("Forest", zone="battlefield")) == 1
    assert len(d.ids("Island", zone="battlefield")) == 1
    assert len(d.state.players[0].library) == 2 and len(d.state.players[1].library) == 2


def test_in_multiplayer_each_player_searches_in_apnap_order_and_may_find_nothing() -> None:
    """CR 101.4, 701.23b: three players; the target may be either opponent's nonbasic land
    but not the activator's own; each player searches in APNAP order, the third finds
    nothing and keeps their Swamp in the library."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Field of Ruin", "Haunted Ridge")
    s.battlefield(1, "Haunted Ridge")
    s.battlefield(2, "Deserted Beach")
    s.library(0, "Forest", "Glory Seeker")
    s.library(1, "Island", "Glory Seeker")
    s.library(2, "Swamp", "Glory Seeker")
    d = Driver(s.build())
    own_ridge = d.find("Haunted Ridge", player=0)
    their_ridge = d.find("Haunted Ridge", player=1)
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                  and a.source == d.find("Field of Ruin")))
    offered = {a.value for a in d.expect("target").actions if isinstance(a, Choose)}
    assert offered == {their_ridge, d.find("Deserted Beach")}
    assert own_ridge not in offered
    d.choose(their_ridge)
    d.pay()
    d.resolve()
    assert d.expect("search").player == 0
    d.choose(d.find("Forest", zone="library"))
    assert d.expect("search").player == 1
    d.choose(d.find("Island", zone="library"))
    assert d.expect("search").player == 2
    d.choose(None)
    assert d.zone_of("Haunted Ridge", player=1) == "graveyard"
    assert d.ids("Forest", zone="battlefield", player=0)
    assert d.ids("Island", zone="battlefield", player=1)
    assert d.ids("Swamp", zone="library", player=2)
    assert d.zone_of("Deserted Beach") == "battlefield"

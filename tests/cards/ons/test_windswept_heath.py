"""Windswept Heath — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or
Plains card, put it onto the battlefield, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Windswept Heath")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Mountain", "Forest", "Plains")
    return Driver(s.build())


def test_fetches_either_land_type_untapped() -> None:
    d = setup()
    d.activate(0, "Windswept Heath")
    assert d.life(0) == 19
    assert d.ids("Windswept Heath", zone="graveyard")
    d.resolve()
    dec = d.expect("search")
    offered = {x.value for x in dec.actions} - {None}
    assert offered == {d.find("Forest", zone="library"), d.find("Plains", zone="library")}
    d.choose(d.find("Plains", zone="library"))
    land = d.find("Plains", zone="battlefield")
    assert not d.state.objects[land].tapped
    assert d.ids("Mountain", zone="library")


def test_may_find_nothing() -> None:
    d = setup()
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.choose(None)
    assert not d.ids("Forest", zone="battlefield") and not d.ids("Plains", zone="battlefield")
    assert len(d.state.players[0].library) == 3


def test_at_one_life_it_can_pay_and_then_loses() -> None:
    """CR 119.4: a player may pay life up to their life total: at 1 life the Heath can be
    activated; at 0 life its controller loses when state-based actions are checked (CR
    704.5a)."""
    s = Scenario(seed=1, life=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    assert d.state.players[0].lost


def test_a_nonbasic_forest_plains_card_may_be_found() -> None:
    """"A Forest or Plains card" is any card with either subtype (CR 205.3i, 305.6): Canopy
    Vista, not basic, is one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Canopy Vista", "Island")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.choose(d.find("Canopy Vista", zone="library"))
    assert d.zone_of("Canopy Vista") == "battlefield"


def test_finding_nothing_still_shuffles_and_the_costs_stay_paid() -> None:
    """CR 701.23b, 701.24a: the library is shuffled even when nothing is found; the life and
    the land stay paid."""
    d = setup()
    d.activate(0, "Windswept Heath")
    n = len(d.state.log)
    d.resolve()
    d.choose(None)
    assert any(e.kind == "shuffle" and e.player == 0 for e in d.state.log[n:])
    assert d.life(0) == 19 and d.zone_of("Windswept Heath") == "graveyard"


def test_a_mountain_is_refused_and_the_state_is_unchanged() -> None:
    """Only a Forest or Plains card may be found: choosing the Mountain is refused."""
    d = setup()
    d.activate(0, "Windswept Heath")
    d.resolve()
    d.expect("search")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Mountain", zone="library"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Forest", zone="library"))
    assert d.zone_of("Forest") == "battlefield"


def test_the_opponent_can_respond_and_only_the_searcher_sees_the_library() -> None:
    """CR 605.1a, 602.2: not a mana ability, it goes on the stack and the opponent gets
    priority; CR 701.23a: while searching, the opponent's view names no library card."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath")
    s.library(0, "Island", "Forest", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Windswept Heath")
    assert len(d.state.stack) == 1
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    d.pass_priority()
    d.expect("search")
    mine, theirs = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    assert "Island" in mine and "Swamp" in mine
    assert "Island" not in theirs and "Swamp" not in theirs


def test_a_tapped_heath_cannot_be_activated() -> None:
    """CR 107.5, 602.2b: the {T} cost can't be paid by a tapped permanent; refused, state
    unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Windswept Heath", tapped=True)
    s.library(0, "Forest")
    d = Driver(s.build())
    heath = d.find("Windswept Heath")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == heath]
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, ActivateAbility(heath, 0))
    assert d.game.fingerprint() == before

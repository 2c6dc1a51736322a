"""Gigapede — {3}{G}{G} Creature — Insect 6/1.

Oracle: "Shroud (This creature can't be the target of spells or abilities.) / At the beginning
of your upkeep, if Gigapede is in your graveyard, you may discard a card. If you do, return
Gigapede to your hand."
Rulings covered: ONS-FAQ-142.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gigapede")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.graveyard(0, "Gigapede")
    s.hand(0, "Island")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-142")
def test_discard_to_return_it_at_your_upkeep() -> None:
    d = setup()
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.resolve()
    dec = d.expect("may")  # "you may discard a card. If you do, ..." (CR 608.2d)
    assert dec.player == 0 and dec.prompt == "Do it?"
    d.choose(True)
    assert d.find("Gigapede", zone="hand")
    assert d.find("Island", zone="graveyard")


def test_may_decline() -> None:
    d = setup()
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.choose(False)
    assert d.find("Gigapede", zone="graveyard")
    assert d.find("Island", zone="hand")


@pytest.mark.ruling("ONS-FAQ-142")
def test_no_discard_if_it_left_the_graveyard_before_the_trigger_resolves() -> None:
    """Gigapede is exiled by Fade from Memory in response to its upkeep trigger: as the trigger
    resolves it isn't in the graveyard, so no discard is offered and nothing returns
    (CR 603.4)."""
    s = Scenario(seed=1)
    s.graveyard(0, "Gigapede")
    s.battlefield(0, "Swamp")
    s.hand(0, "Island", "Fade from Memory")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.cast(0, "Fade from Memory", targets=[d.find("Gigapede", zone="graveyard")])
    d.resolve()
    assert d.zone_of("Gigapede") == "exile"
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Island") == "hand" and d.zone_of("Gigapede") == "exile"


def test_put_into_the_graveyard_after_a_step_began_it_triggers_at_your_next_upkeep() -> None:
    """Gigapede discarded to hand size in the cleanup step, after that step began with a
    graveyard without it, is in the graveyard as the next upkeeps begin: its ability
    triggers at its owner's next upkeep (CR 113.6k, 514.1, 603.2)."""
    s = Scenario(seed=1)
    s.hand(0, "Gigapede", *["Island"] * 7)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    gigapede = d.find("Gigapede", zone="hand")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("discard")
    d.choose(gigapede)
    assert d.find("Gigapede", zone="graveyard")
    while not d.state.stack:
        d.pass_priority()
    assert (d.state.turn, d.state.step.name) == (4, "UPKEEP")
    assert [d.state.objects[x].source for x in d.state.stack] == [d.find("Gigapede")]


def test_shroud_it_can_t_be_targeted_even_by_its_controller() -> None:
    """CR 702.18a: Shock can't target Gigapede, whoever casts it; choosing it is refused and
    the game goes back to before the cast (CR 732.1)."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Gigapede", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Shock", targets=[d.find("Gigapede")])
    assert d.zone_of("Shock") == "hand" and not d.state.stack
    assert not d.state.objects[d.find("Mountain")].tapped


def test_with_an_empty_hand_nothing_is_discarded_and_it_stays() -> None:
    """CR 608.2c, 701.9b: with no card in hand nothing can be discarded, so "if you do" is
    false: Gigapede stays in the graveyard."""
    s = Scenario(seed=1)
    s.graveyard(0, "Gigapede")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP"
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Gigapede") == "graveyard"


def test_not_at_an_opponent_s_upkeep_nor_from_the_battlefield() -> None:
    """"At the beginning of your upkeep, if Gigapede is in your graveyard" (CR 603.4): in the
    opponent's upkeep the one in the graveyard doesn't trigger, and in its owner's upkeep the
    one on the battlefield doesn't either."""
    s = Scenario(seed=1)
    s.graveyard(0, "Gigapede")
    s.battlefield(1, "Gigapede")
    s.hand(0, "Island")
    s.hand(1, "Island")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert not [e for e in d.state.log if e.kind == "trigger"]
    assert d.zone_of("Gigapede", player=0) == "graveyard"

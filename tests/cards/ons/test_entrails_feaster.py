"""Entrails Feaster — {B} Creature — Zombie Cat 1/1.

Oracle: "At the beginning of your upkeep, you may exile a creature card from a graveyard. If you
do, put a +1/+1 counter on Entrails Feaster. If you don't, tap Entrails Feaster."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Entrails Feaster")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Entrails Feaster")
    s.graveyard(1, "Glory Seeker", "Shock")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    return Driver(s.build())


def _to_trigger(d: Driver) -> None:
    while not d.state.stack:
        d.pass_priority()
    d.resolve()


def test_exiling_a_creature_card_grows_it() -> None:
    d = setup()
    _to_trigger(d)
    legal = {a.value for a in d.game.legal_actions() if hasattr(a, "value")}
    assert d.find("Shock", zone="graveyard") not in legal
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    f = d.find("Entrails Feaster")
    assert d.ids("Glory Seeker", zone="exile")
    assert d.chars(f).power == 2
    assert not d.state.objects[f].tapped


def test_declining_taps_it() -> None:
    d = setup()
    _to_trigger(d)
    d.choose(None)
    f = d.find("Entrails Feaster")
    assert d.state.objects[f].tapped
    assert d.chars(f).power == 1


def test_a_creature_card_in_its_controllers_own_graveyard_may_be_exiled() -> None:
    """"A graveyard" includes its controller's: Glory Seeker in player 0's graveyard is
    exiled, and the Feaster gets its counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Entrails Feaster")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    _to_trigger(d)
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[d.find("Entrails Feaster")].counters == {"+1/+1": 1}


def test_with_no_creature_card_anywhere_it_is_tapped() -> None:
    """Nothing can be exiled, so "if you don't" applies: the Feaster is tapped; and it doesn't
    trigger in an opponent's upkeep ("your upkeep")."""
    s = Scenario(seed=1)
    s.battlefield(0, "Entrails Feaster")
    s.graveyard(1, "Shock")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.turn == 3  # not in player 1's upkeep of turn 2
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.state.objects[d.find("Entrails Feaster")].tapped
    assert d.zone_of("Shock") == "graveyard"


def test_feaster_gone_before_resolution_may_exile_itself_from_the_graveyard() -> None:
    """CR 603.10, 608.2h: the trigger resolves though its source died in response; the
    choice is made on resolution (CR 115.10: not targeted), so the Feaster card, now a creature
    card in a graveyard, may itself be exiled; no counter can be put on it (it is a new object,
    CR 400.7) and the game goes on without error."""
    s = Scenario(seed=1)
    s.battlefield(0, "Entrails Feaster")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find("Entrails Feaster")])
    d.resolve()
    assert d.zone_of("Entrails Feaster") == "graveyard"
    d.resolve()
    feaster_card = d.find("Entrails Feaster", zone="graveyard")
    d.choose(feaster_card)
    assert d.zone_of("Entrails Feaster") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[d.find("Entrails Feaster")].counters == {}


def test_a_card_that_is_not_a_creature_card_is_refused() -> None:
    """Only a creature card may be chosen: choosing Shock is refused naming it, and the
    trigger still waits for a legal answer."""
    d = setup()
    _to_trigger(d)
    with pytest.raises(IllegalActionError, match="Shock"):
        d.choose(d.find("Shock", zone="graveyard"))
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.stack
    d.choose(None)
    assert d.state.objects[d.find("Entrails Feaster")].tapped

"""Entrails Feaster — {B} Creature — Zombie Cat 1/1.

Oracle: "At the beginning of your upkeep, you may exile a creature card from a graveyard. If you
do, put a +1/+1 counter on Entrails Feaster. If you don't, tap Entrails Feaster."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

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

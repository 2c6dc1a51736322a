"""Blackmail — {B} Sorcery.

Oracle: "Target player reveals three cards from their hand and you choose one of them. That
player discards that card."
Rulings covered: ONS-FAQ-103 (fewer than three cards: all are revealed).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blackmail")


def test_player_reveals_three_and_you_choose() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Smother", "Swat", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    for name in ("Shock", "Smother", "Swat"):
        assert d.expect("choose_cards").player == 1
        d.choose(d.find(name, zone="hand"))
    assert d.expect("choose_cards").player == 0
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker", zone="hand") not in options and len(options) == 3
    d.choose(d.find("Smother", zone="hand"))
    assert d.zone_of("Smother") == "graveyard"
    assert len(d.state.players[1].hand) == 3


@pytest.mark.ruling("ONS-FAQ-103", "ONS-OR-0094")
def test_fewer_than_three_reveals_all() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Smother")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    assert d.expect("choose_cards").player == 0
    assert len(d.decision.actions) == 2
    d.choose(d.find("Shock", zone="hand"))
    assert d.zone_of("Shock") == "graveyard"


def test_the_caster_may_target_themselves() -> None:
    """CR 115.1, 608.2c: "target player" may be the caster; with Blackmail on the stack their
    hand holds two cards, both revealed, and they choose the one they discard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[0])
    d.resolve()
    assert d.expect("choose_cards").player == 0
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Glory Seeker", zone="hand"), d.find("Elvish Warrior", zone="hand")}
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Blackmail") == "graveyard"

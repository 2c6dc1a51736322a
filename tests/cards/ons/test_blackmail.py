"""Blackmail — {B} Sorcery.

Oracle: "Target player reveals three cards from their hand and you choose one of them. That
player discards that card."
Rulings covered: ONS-FAQ-103 (fewer than three cards: all are revealed).
"""

from __future__ import annotations

import json

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


def test_the_three_are_revealed_to_every_player_and_the_fourth_stays_hidden() -> None:
    """CR 701.20a: revealed cards are shown to all players, a third player included; the card
    not revealed stays hidden from the others (CR 401.2)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Smother", "Swat", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    for viewer in (0, 2):
        assert not d.game.view(viewer)["players"][1].get("hand_known")
    for name in ("Shock", "Smother", "Swat"):
        d.choose(d.find(name, zone="hand"))
    for viewer in (0, 2):
        known = {c["name"] for c in d.game.view(viewer)["players"][1]["hand_known"]}
        assert known == {"Shock", "Smother", "Swat"}
        assert "Glory Seeker" not in json.dumps(d.game.view(viewer))


def test_the_caster_may_not_choose_a_card_that_was_not_revealed() -> None:
    """The caster chooses "one of them": the unrevealed Glory Seeker, or a revealed card
    chosen twice by the revealing player, is refused with an error and nothing changes."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Smother", "Swat", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Shock", zone="hand"))
    assert d.game.fingerprint() == before
    for name in ("Smother", "Swat"):
        d.choose(d.find(name, zone="hand"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Swat", zone="hand"))
    assert d.zone_of("Swat") == "graveyard" and d.zone_of("Glory Seeker") == "hand"


def test_an_empty_hand_reveals_nothing_and_discards_nothing() -> None:
    """With no cards in hand nothing is revealed or discarded; Blackmail still resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail", "Shock")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Blackmail") == "graveyard" and d.zone_of("Shock") == "hand"

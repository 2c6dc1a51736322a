"""Arcanis the Omnipotent — {3}{U}{U}{U} Legendary Creature — Wizard 3/4.

Oracle: "{T}: Draw three cards. / {2}{U}{U}: Return Arcanis the Omnipotent to its owner's
hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Arcanis the Omnipotent")


def abilities_of(d: Driver, oid: int) -> set[int]:
    return {a.index for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == oid}


def test_tap_draws_three_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent")
    s.library(0, "Island", "Forest", "Swamp", "Mountain")
    d = Driver(s.build())
    arcanis = d.find("Arcanis the Omnipotent")
    d.activate(0, arcanis, index=0)
    assert d.state.objects[arcanis].tapped
    d.resolve()
    hand = d.state.players[0].hand
    assert sorted(d.game.card(c).name for c in hand) == ["Forest", "Island", "Swamp"]
    assert d.zone_of("Mountain") == "library"


def test_tap_ability_needs_it_to_have_been_under_control_since_the_turn_began() -> None:
    """CR 302.6: the {T} ability can't be activated while it is summoning sick; the return
    ability has no {T} and can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent", sick=True)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    assert abilities_of(d, d.find("Arcanis the Omnipotent")) == {1}


@pytest.mark.ruling("ONS-OR-0040")
def test_returns_to_its_owners_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent", "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Arcanis the Omnipotent", index=1)
    assert d.zone_of("Arcanis the Omnipotent") == "battlefield"
    d.resolve()
    assert d.zone_of("Arcanis the Omnipotent") == "hand"
    assert all(d.state.objects[i].tapped for i in d.ids("Island"))


@pytest.mark.ruling("ONS-OR-0040")
def test_return_ability_only_on_the_battlefield() -> None:
    """Official ruling: "Arcanis's last ability can only be activated while it's on the
    battlefield."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Arcanis the Omnipotent")
    s.graveyard(0, "Arcanis the Omnipotent")
    d = Driver(s.build())
    for arcanis in d.ids("Arcanis the Omnipotent"):
        assert abilities_of(d, arcanis) == set()


def test_once_tapped_only_the_return_ability_can_be_activated() -> None:
    """CR 602.5, 118.3: after its {T} ability, Arcanis is tapped and that ability can't be
    activated again, but the return ability has no {T} in its cost and still can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent", "Island", "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    arcanis = d.find("Arcanis the Omnipotent")
    d.activate(0, arcanis, index=0)
    d.resolve()
    assert abilities_of(d, arcanis) == {1}


def test_drawing_from_a_library_of_two_its_controller_loses() -> None:
    """CR 121.4, 704.5b: with two cards in the library, both are drawn, the third draw can't
    be made, and the next time state-based actions are checked player 0 loses."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent")
    s.library(0, "Island", "Forest")
    d = Driver(s.build())
    d.activate(0, "Arcanis the Omnipotent", index=0)
    d.resolve()
    assert d.zone_of("Island") == "hand" and d.zone_of("Forest") == "hand"
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_a_borrowed_arcanis_returns_to_its_owners_hand() -> None:
    """CR 108.3: "its owner's hand": Arcanis controlled by player 0 but owned by player 1
    goes to player 1's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arcanis the Omnipotent", owner=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.activate(0, "Arcanis the Omnipotent", index=1)
    d.resolve()
    assert d.ids("Arcanis the Omnipotent", zone="hand", player=1)
    assert not d.ids("Arcanis the Omnipotent", zone="hand", player=0)

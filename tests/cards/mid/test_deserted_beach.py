"""Deserted Beach — Land.

Oracle: "Deserted Beach enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {W} or {U}."
Rulings covered: MID-OR-0896.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .check_land_checks import CheckLandRuling

pytestmark = pytest.mark.card("Deserted Beach")


def play(*lands: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    return d, d.find("Deserted Beach", zone="battlefield")


def test_enters_tapped_with_one_other_land() -> None:
    d, land = play("Plains")
    assert d.state.objects[land].tapped


def test_enters_untapped_with_two_other_lands() -> None:
    d, land = play("Plains", "Island")
    assert not d.state.objects[land].tapped
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert options == {"W", "U"}
    d.mana(0, land, "U")
    assert d.state.players[0].mana_pool.get("U") == 1


def test_opponents_lands_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Plains", "Island")
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


class TestCheckLandRuling(CheckLandRuling):
    pytestmark = pytest.mark.ruling("MID-OR-0896")
    CARD = "Deserted Beach"


def test_put_onto_the_battlefield_by_an_effect_it_counts_its_controllers_lands() -> None:
    """Storm the Festival puts it onto the battlefield from the library (no land played): "you"
    is the player it enters under the control of, so the six Forests that paid for the spell
    count and it enters untapped (CR 614.12, 305.2); the Island put onto the battlefield with
    it doesn't count, but the Forests are enough."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Deserted Beach", "Island", "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Deserted Beach", zone="library"))
    d.choose(d.find("Island", zone="library"))
    land = d.find("Deserted Beach", zone="battlefield")
    assert d.state.objects[land].controller == 0
    assert not d.state.objects[land].tapped


def test_tapped_lands_count() -> None:
    """"Control two or more other lands" counts every land its controller controls, tapped or
    untapped (CR 110.5: tapped is a status, it doesn't change what the permanent is)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", tapped=True)
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert not d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


def test_a_land_you_control_but_dont_own_counts() -> None:
    """CR 110.2: "you control" is about control, not ownership; a Plains owned by the
    opponent but controlled by the player is one of the two."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(0, "Plains", owner=1)
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert not d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


def test_a_face_down_permanent_is_not_a_land() -> None:
    """CR 708.2: a face-down permanent is a 2/2 creature with no other types; with it and one
    Plains the player controls only one other land, and the Beach enters tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Skirk Commando", face_down=True)
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped


def test_entering_tapped_it_cant_pay_for_a_spell_that_turn() -> None:
    """Entered tapped, its {T} mana ability can't be activated (CR 107.5): no mana
    ability of the Beach is offered."""
    d, land = play("Plains")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]


def test_two_headed_giant_a_teammates_lands_dont_count() -> None:
    """CR 810.5: a team's resources aren't shared; "you control" counts only the player's own
    lands: with one Plains of their own and two of their teammate's, the Beach enters tapped."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(1, "Island", "Island")
    s.hand(0, "Deserted Beach")
    d = Driver(s.build())
    d.play_land(0, "Deserted Beach")
    assert d.state.objects[d.find("Deserted Beach", zone="battlefield")].tapped

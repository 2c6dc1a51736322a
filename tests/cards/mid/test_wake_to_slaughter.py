"""Wake to Slaughter — {3}{B}{R} Sorcery.

Oracle: "Choose up to two target creature cards in your graveyard. An opponent chooses one of
them. Return that card to your hand. Return the other to the battlefield under your control. It
gains haste. Exile it at the beginning of the next end step. / Flashback {4}{B}{R}"
Rulings covered: MID-RN-111.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wake to Slaughter")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def test_opponent_picks_the_one_for_your_hand_the_other_attacks_then_is_exiled() -> None:
    d = setup()
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.kind == "choose_cards" and d.decision.player == 1
    d.choose(d.find("Krosan Tusker"))
    assert d.ids("Krosan Tusker", zone="hand")
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).has("Haste")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end")
    assert d.life(1) == 18
    assert d.ids("Glory Seeker", zone="exile")


@pytest.mark.ruling("MID-RN-111", "MID-OR-0869")
def test_a_single_target_goes_to_your_hand() -> None:
    d = setup()
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="hand")
    assert not d.ids("Krosan Tusker", zone="battlefield")


@pytest.mark.ruling("MID-RN-111", "MID-OR-0869")
def test_the_one_target_still_legal_goes_to_your_hand_without_a_choice() -> None:
    """Two targets chosen; Gangrenous Goliath returns itself to its owner's hand in response,
    so Krosan Tusker is the only legal target left (CR 608.2b): the opponent has no choice to
    make, the Tusker goes to the hand and nothing returns to the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Nova Cleric",
                  "Disciple of Grace", "Battlefield Medic")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Gangrenous Goliath")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath", "graveyard")
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), goliath])
    d.activate(0, goliath, choices=[d.find("Nova Cleric"), d.find("Disciple of Grace"),
                                    d.find("Battlefield Medic")])
    d.resolve()
    assert d.ids("Gangrenous Goliath", zone="hand")
    d.resolve()
    assert d.decision.kind == "priority" and d.decision.player == 0 and not d.state.stack
    assert d.ids("Krosan Tusker", zone="hand")
    assert not d.ids("Krosan Tusker", zone="battlefield")
    assert not d.ids("Gangrenous Goliath", zone="battlefield")

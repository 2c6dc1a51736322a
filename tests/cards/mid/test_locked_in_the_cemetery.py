"""Locked in the Cemetery — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / When Locked in the Cemetery enters the battlefield, if there are
five or more cards in your graveyard, tap enchanted creature. / Enchanted creature doesn't
untap during its controller's untap step."
Rulings covered: MID-RN-226.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Locked in the Cemetery")


def setup(graveyard: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Locked in the Cemetery")
    s.graveyard(0, *["Plains"] * graveyard)
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def test_taps_with_five_cards_in_graveyard() -> None:
    d = setup(5)
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    d.resolve()
    assert d.state.objects[tusker].tapped


def test_no_tap_with_four() -> None:
    d = setup(4)
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    assert not d.state.stack
    assert not d.state.objects[tusker].tapped


@pytest.mark.ruling("MID-RN-226", "MID-OR-0178")
def test_stays_tapped_through_its_untap_step() -> None:
    d = setup(5)
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[tusker].tapped
    assert d.ids("Locked in the Cemetery", zone="battlefield")


@pytest.mark.ruling("MID-RN-226", "MID-OR-0178")
def test_untapped_by_inspirit_it_stays_enchanted_and_still_doesnt_untap() -> None:
    """Inspirit untaps the enchanted creature (CR 701.26b); the Aura stays attached, and once
    the creature is tapped again (it attacks) it doesn't untap in its controller's untap step
    (CR 502.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Plains", "Plains", "Plains")
    s.hand(0, "Locked in the Cemetery", "Inspirit")
    s.graveyard(0, *["Plains"] * 5)
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    d.resolve()
    assert d.state.objects[tusker].tapped
    d.cast(0, "Inspirit", targets=[tusker])
    d.resolve()
    assert not d.state.objects[tusker].tapped
    aura = d.find("Locked in the Cemetery", "battlefield")
    assert d.state.objects[aura].attached_to == tusker
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([tusker])
    d.pass_until("end", turn=4)
    assert d.life(0) == 14 and d.state.objects[tusker].tapped
    d.pass_until("upkeep", turn=6)
    assert d.state.objects[tusker].tapped
    assert d.state.objects[aura].attached_to == tusker


def test_graveyard_checked_again_as_the_trigger_resolves() -> None:
    """CR 603.4: the "if" is checked again on resolution; a card exiled from the graveyard in
    response leaves four, so the creature isn't tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Locked in the Cemetery")
    s.graveyard(0, *["Plains"] * 5)
    s.battlefield(1, "Krosan Tusker", "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[d.ids("Plains", zone="graveyard")[0]])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert not d.state.objects[tusker].tapped



def test_only_its_controllers_graveyard_counts() -> None:
    """"Cards in your graveyard": four in its controller's graveyard and six in the
    opponent's don't make five, so the ability doesn't trigger (CR 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Locked in the Cemetery")
    s.graveyard(0, *["Plains"] * 4)
    s.graveyard(1, *["Plains"] * 6)
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    assert not d.state.stack
    assert not d.state.objects[tusker].tapped


def test_own_creature_and_a_target_gone_before_it_resolves() -> None:
    """CR 303.4a, 608.3b: an Aura spell may target its controller's own creature; if that
    creature leaves before the Aura resolves, the Aura doesn't resolve and goes to the
    graveyard, and nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker", "Mountain")
    s.hand(0, "Locked in the Cemetery", "Shock")
    s.graveyard(0, *["Plains"] * 5)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Locked in the Cemetery", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Locked in the Cemetery") == "graveyard"


def test_the_aura_gone_before_its_trigger_resolves_the_creature_it_enchanted_is_tapped() -> None:
    """CR 603.4, 608.2h, 113.7a: the enters ability exists apart from the Aura. Player 1
    sacrifices Cathar Commando to destroy Locked in the Cemetery with its trigger on the stack;
    the "if" still holds (five cards in player 0's graveyard: the Aura is its sixth), and
    "enchanted creature" is the creature the Aura enchanted as it last existed on the
    battlefield: Krosan Tusker is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Locked in the Cemetery")
    s.graveyard(0, *["Plains"] * 5)
    s.battlefield(1, "Krosan Tusker", "Cathar Commando", "Plains")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Locked in the Cemetery", targets=[tusker])
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.activate(1, "Cathar Commando", targets=[d.find("Locked in the Cemetery")])
    d.resolve()
    assert d.zone_of("Locked in the Cemetery") == "graveyard"
    assert not d.state.objects[tusker].tapped
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[tusker].tapped

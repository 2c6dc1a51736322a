"""Undead Gladiator — {1}{B}{B} Creature — Zombie Barbarian 3/1.

Oracle: "{1}{B}, Discard a card: Return Undead Gladiator from your graveyard to your hand.
Activate only during your upkeep. / Cycling {1}{B} ({1}{B}, Discard this card: Draw a card.)"
Rulings covered: ONS-FAQ-070, ONS-FAQ-071.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Undead Gladiator")


def can_activate(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


@pytest.mark.ruling("ONS-FAQ-070", "ONS-OR-0126")
def test_only_from_the_graveyard_during_your_upkeep() -> None:
    """CR 701.18e, 602.5b: printed "Play this ability only during your upkeep", the ability
    is activated (Oracle: "Activate only during your upkeep") from the graveyard in its
    owner's upkeep, not from the battlefield, and not in the main phase after."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Undead Gladiator")
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.at("upkeep")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Undead Gladiator", zone="battlefield"))
    assert can_activate(d, d.find("Undead Gladiator", zone="graveyard"))
    d.pass_until("precombat_main")
    assert not can_activate(d, d.find("Undead Gladiator", zone="graveyard"))


@pytest.mark.ruling("ONS-FAQ-071")
def test_return_cycle_and_return_again_in_one_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Swamp"] * 6))
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island", "Forest")
    s.library(0, "Plains", "Plains")
    s.at("upkeep")
    d = Driver(s.build())
    d.activate(0, d.find("Undead Gladiator", zone="graveyard"),
               choices=[d.find("Island", zone="hand")])
    d.resolve()
    g = d.find("Undead Gladiator", zone="hand")
    d.activate(0, g)  # cycling from the hand
    d.resolve()
    assert d.find("Undead Gladiator", zone="graveyard")
    d.activate(0, d.find("Undead Gladiator", zone="graveyard"),
               choices=[d.find("Forest", zone="hand")])
    d.resolve()
    assert d.find("Undead Gladiator", zone="hand")
    assert d.find("Forest", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0127")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Undead Gladiator", ["Swamp", "Swamp"])


def test_no_return_from_the_graveyard_with_no_card_to_discard() -> None:
    """CR 118.3: with an empty hand, the "Discard a card" part of the cost can't be paid, so
    the ability can't be activated however much mana there is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Undead Gladiator")
    s.library(0, "Plains")
    s.at("upkeep")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Undead Gladiator", zone="graveyard"))


def test_not_in_the_main_phase_after_an_upkeep_with_no_draw_step_between() -> None:
    """CR 602.5b, 103.8a: the starting player skips the draw step of their first turn, so the
    precombat main phase follows the upkeep with nothing changed; the ability, activatable in
    the upkeep, can't be activated there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.at("upkeep", active=0, turn=1)
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator", zone="graveyard")
    assert can_activate(d, gladiator)
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "PRECOMBAT_MAIN"
    assert len(d.state.players[0].hand) == 1 and d.state.players[0].library  # no draw
    assert not can_activate(d, gladiator)


def test_not_during_an_opponents_upkeep() -> None:
    """"Activate only during your upkeep" (CR 602.5b): not in another player's upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0 and d.state.step.name == "UPKEEP"
    assert not can_activate(d, d.find("Undead Gladiator", zone="graveyard"))


def test_a_second_activation_finds_a_new_object_and_does_nothing() -> None:
    """CR 400.7: activated twice in one upkeep, the first ability returns the card to the
    hand, where it is a new object; the second does nothing, though both discards were
    paid."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4)
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Island", "Forest")
    s.library(0, "Plains")
    s.at("upkeep")
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator", zone="graveyard")
    d.activate(0, gladiator, choices=[d.find("Island", zone="hand")])
    d.activate(0, gladiator, choices=[d.find("Forest", zone="hand")])
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.zone_of("Undead Gladiator") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Undead Gladiator") == "hand"
    assert d.zone_of("Island") == d.zone_of("Forest") == "graveyard"
    assert len(d.state.players[0].hand) == 1


def test_two_headed_giant_the_teammates_upkeep_is_theirs_too() -> None:
    """CR 805.4, 810: a team takes its turns together, so player 1 may activate their
    Gladiator in the upkeep of the turn their team shares with player 0."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(1, "Swamp", "Swamp")
    s.graveyard(1, "Undead Gladiator")
    s.hand(1, "Island")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator", zone="graveyard")
    d.pass_priority()
    assert d.decision.player == 1
    d.activate(1, gladiator, choices=[d.find("Island", zone="hand")])
    d.resolve()
    assert d.zone_of("Undead Gladiator") == "hand"


def test_only_its_owner_may_activate_it_from_the_graveyard() -> None:
    """CR 602.2, 108.4a: only an object's controller, or its owner if it has none (a card in a
    graveyard), can activate its ability: in player 1's upkeep, player 1, with mana and a card to
    discard, can't activate player 0's Undead Gladiator."""
    s = Scenario(seed=1)
    s.graveyard(0, "Undead Gladiator")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Island")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    assert d.decision.player == 1
    assert not can_activate(d, d.find("Undead Gladiator", zone="graveyard"))

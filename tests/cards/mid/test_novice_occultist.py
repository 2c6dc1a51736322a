"""Novice Occultist — {1}{B} Creature — Human Wizard 1/2.

Oracle: "When Novice Occultist dies, you draw a card and you lose 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Novice Occultist")


def test_dies_draw_and_lose_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Novice Occultist")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Island", "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Novice Occultist")])
    d.resolve()
    assert d.state.stack  # the dies trigger
    d.resolve()
    assert d.ids("Island", zone="hand", player=0)
    assert d.life(0) == 19


def test_stolen_occultist_its_controller_as_it_died_draws_and_loses() -> None:
    """CR 603.3a, 603.10a: Threatened and sacrificed by Fleshbag Marauder's "each player
    sacrifices" under player 0's control, it died under player 0: player 0 draws and loses 1
    life, though the card goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Threaten", "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Novice Occultist")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    occ = d.find("Novice Occultist")
    d.cast(0, "Threaten", targets=[occ])
    d.resolve()
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()  # Fleshbag's enters trigger
    while d.decision.kind == "sacrifice":
        acts = [a.value for a in d.decision.actions]
        d.choose(occ if occ in acts else acts[0])
    assert d.zone_of("Novice Occultist") == "graveyard"
    assert d.state.objects[d.find("Novice Occultist")].owner == 1
    d.resolve()
    assert len(d.state.players[0].hand) == 1 and d.life(0) == 19
    assert not d.state.players[1].hand and d.life(1) == 20


def test_with_an_empty_library_its_controller_loses() -> None:
    """CR 121.4, 704.5b: the trigger makes its controller draw from an empty library; they
    lose 1 life and then the game at the next check of state-based actions."""
    s = Scenario(seed=1)
    s.battlefield(0, "Novice Occultist")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Novice Occultist")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 19
    assert d.state.players[0].lost and d.game.winners == (1,)


def test_dies_in_combat() -> None:
    """CR 510.2, 704.5g: blocking Elvish Warrior (2/3), it dies from combat damage: its
    controller draws and loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Novice Occultist")
    s.library(1, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Novice Occultist"): warrior})
    d.pass_until("postcombat_main")
    assert d.zone_of("Novice Occultist") == "graveyard"
    assert d.ids("Island", "hand", player=1) and d.life(1) == 19


def test_returned_to_hand_it_does_not_die_and_nothing_triggers() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; Fading Hope returns
    it to its owner's hand instead, and nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Novice Occultist")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.library(0, "Island")
    s.library(1, "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Fading Hope", targets=[d.find("Novice Occultist")])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert d.zone_of("Novice Occultist") == "hand"
    assert not d.state.stack and d.life(0) == 20
    assert len(d.state.players[0].library) == 1


def test_two_headed_giant_its_controller_draws_and_the_team_loses_one() -> None:
    """CR 810.9a: in Two-Headed Giant the life lost comes off the team's total; the card is
    drawn by the Occultist's controller alone."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Novice Occultist")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.library(1, "Island")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    d.cast(2, "Shock", targets=[d.find("Novice Occultist")])
    d.resolve()
    d.resolve()
    assert d.life(0) == d.life(1) == 29
    assert d.ids("Island", zone="hand", player=1) and not d.state.players[0].hand

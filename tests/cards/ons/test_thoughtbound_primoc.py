"""Thoughtbound Primoc — {2}{R} Creature — Bird Beast 2/3.

Oracle: "Flying / At the beginning of your upkeep, if a player controls more Wizards than each
other player, the player who controls the most Wizards gains control of Thoughtbound Primoc."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Thoughtbound Primoc")


def test_goes_to_the_player_with_the_most_wizards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Embermage Goblin")
    s.battlefield(1, "Imagecrafter", "Information Dealer")
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 1


def test_a_tie_changes_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Embermage Goblin")
    s.battlefield(1, "Imagecrafter")
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 0
    assert not any(e.kind == "control_changed" for e in d.game.log)


def test_in_two_headed_giant_a_teammate_with_the_most_wizards_takes_it() -> None:
    """CR 102.3, 805.4: "more Wizards than each other player" compares the teammate too: at
    the beginning of its controller's team's upkeep, the teammate with two Wizards (against one
    and none) gains control of Thoughtbound Primoc."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 6)
    s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(1, "Information Dealer", "Crafty Pathmage")
    s.battlefield(2, "Information Dealer")
    s.at("end", active=2, turn=4)
    d = Driver(s.build())
    d.pass_until("draw", turn=5)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 1


def test_the_intervening_if_is_checked_again_as_it_resolves() -> None:
    """CR 603.4: at player 0's upkeep player 1 has the most Wizards (Information Dealer), so
    the ability triggers; player 0 Shocks the Dealer in response: no player controls more
    Wizards than each other as it resolves, and the Primoc stays with player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Information Dealer")
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP" and d.decision.player == 0
    d.cast(0, "Shock", targets=[d.find("Information Dealer")])
    d.resolve()
    assert d.zone_of("Information Dealer") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 0


def test_it_triggers_in_its_new_controller_s_upkeep_and_can_come_back() -> None:
    """"Your upkeep" is its controller's (CR 109.5): taken by player 1 at player 0's upkeep,
    it triggers again at player 1's upkeep, where player 0, having cast Information Dealer and
    Crafty Pathmage, has the most Wizards: player 0 gains control of it again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", *["Island"] * 5)
    s.hand(0, "Information Dealer", "Crafty Pathmage")
    s.battlefield(1, "Information Dealer")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    primoc = d.find("Thoughtbound Primoc")
    d.pass_until("precombat_main", turn=3)
    assert d.chars(primoc).controller == 1
    d.cast(0, "Information Dealer")
    d.resolve()
    d.cast(0, "Crafty Pathmage")
    d.resolve()
    d.pass_until("draw", turn=4)
    assert d.chars(primoc).controller == 0


def test_with_three_players_a_tie_for_the_most_changes_nothing() -> None:
    """"More Wizards than each other player" (CR 603.4): players 1 and 2 have two Wizards each,
    player 0 none: no player has more than each other player, so nothing triggers; once
    player 2 has three, player 2 takes the Primoc."""
    for extra, controller in ((False, 0), (True, 2)):
        s = Scenario(players=3, seed=1)
        s.battlefield(0, "Thoughtbound Primoc")
        s.battlefield(1, "Information Dealer", "Crafty Pathmage")
        s.battlefield(2, "Information Dealer", "Crafty Pathmage")
        if extra:
            s.battlefield(2, "Imagecrafter")
        for p in range(3):
            s.library(p, "Mountain", "Mountain")
        s.at("end", active=2, turn=3)
        d = Driver(s.build())
        d.pass_until("draw", turn=4)
        assert d.state.active == 0
        assert d.chars(d.find("Thoughtbound Primoc")).controller == controller


def test_a_changeling_is_a_wizard_and_a_face_down_wizard_is_not() -> None:
    """CR 702.73a: player 1's Avian Changeling is a Wizard, giving them the most (one against
    none): they take the Primoc. Player 0's face-down Information Dealer has no creature
    types (CR 708.2a) and isn't counted."""
    from tests.reference_cards import AVIAN_CHANGELING

    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc")
    s.battlefield(0, "Information Dealer", face_down=True)
    s.battlefield(1, AVIAN_CHANGELING.name)
    s.library(0, "Mountain")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert d.chars(d.find("Thoughtbound Primoc")).controller == 1


def test_made_to_read_goblin_it_goes_to_the_player_with_the_most_goblins() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Goblin in Thoughtbound Primoc's text:
    its type line (Bird Beast) is unchanged, and at the beginning of its controller's upkeep
    player 1, with two Goblins (against one) and no Wizards, gains control of it; player 0's
    two Wizards don't count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Thoughtbound Primoc", "Island", "Embermage Goblin", "Imagecrafter",
                  "Information Dealer")
    s.battlefield(1, "Goblin Sky Raider", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    primoc = d.find("Thoughtbound Primoc")
    evolve(d, primoc, "Wizard", "Goblin")
    assert d.chars(primoc).subtypes == {"Bird", "Beast"}
    d.pass_until("draw", turn=5)
    assert d.chars(primoc).controller == 1

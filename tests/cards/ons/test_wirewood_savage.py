"""Wirewood Savage — {2}{G} Creature — Elf 2/2.

Oracle: "Whenever a Beast enters the battlefield, you may draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Wirewood Savage")

def test_may_draw_when_a_beast_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Wirewood Savage")
    s.hand(0, "Barkhide Mauler", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Barkhide Mauler")
    d.resolve()
    d.resolve()
    d.choose(True)
    assert d.ids("Forest", zone="hand")


def test_non_beasts_do_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wirewood Savage")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Forest", zone="hand")


def test_an_opponents_beast_entering_triggers_it_too() -> None:
    """CR 603.2: "a Beast" has no controller restriction (unlike Aether Charge's "under your
    control"): player 1's Krosan Tusker entering the battlefield in their turn triggers player
    0's Savage, and player 0 draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Savage")
    s.library(0, "Island")
    s.battlefield(1, *["Forest"] * 7)
    s.hand(1, "Krosan Tusker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Krosan Tusker")
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(True, player=0)
    assert d.ids("Island", zone="hand", player=0)


def test_a_beast_token_and_a_clone_of_a_beast_trigger_it() -> None:
    """CR 111.1, 603.6a: a token entering is a Beast entering, and so is Clone entering as a
    copy of a Beast (its characteristics are checked as it is on the battlefield, CR 707.2):
    Shadowbeast Sighting's 4/4 Beast token and a Clone of Barkhide Mauler each let player 0
    draw."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, *["Island"] * 4, "Wirewood Savage")
    s.hand(0, "Shadowbeast Sighting", "Clone")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Plains", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shadowbeast Sighting")
    d.resolve()
    d.resolve()
    d.choose(True)
    assert len(d.state.players[0].hand) == 2  # Clone and the card drawn
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Barkhide Mauler"))
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(True)
    assert d.ids("Plains", zone="hand") and d.ids("Swamp", zone="hand")


def test_a_face_down_beast_doesnt_trigger_it_nor_turning_it_face_up() -> None:
    """CR 708.2a: Snarling Undorak cast face down enters as a 2/2 with no creature types; CR
    708.8: turning it face up later isn't entering the battlefield. No draw either time."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Savage", *["Forest"] * 6)
    s.hand(0, "Snarling Undorak")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Snarling Undorak", method="face_down")
    d.resolve()
    assert not d.state.stack
    d.special(0, "turn_face_up", d.find("Snarling Undorak"))
    d.pay()
    assert "Beast" in d.chars(d.find("Snarling Undorak")).subtypes
    assert not d.state.stack and not d.state.players[0].hand


def test_declining_draws_nothing() -> None:
    """"You may": answering no, the Savage's controller draws no card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Wirewood Savage")
    s.hand(0, "Barkhide Mauler")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Barkhide Mauler")
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert not d.ids("Forest", zone="hand")
    assert d.ids("Forest", zone="library")


def test_made_to_read_goblin_a_goblin_entering_draws_and_a_beast_doesnt() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Goblin in Wirewood Savage's text: its
    type line (Elf) is unchanged, Barkhide Mauler (a Beast) entering doesn't trigger it, Goblin
    Sky Raider entering does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Savage", "Island", *["Forest"] * 5, *["Mountain"] * 3)
    s.hand(0, "Artificial Evolution", "Barkhide Mauler", "Goblin Sky Raider")
    s.library(0, "Plains")
    d = Driver(s.build())
    savage = d.find("Wirewood Savage")
    evolve(d, savage, "Beast", "Goblin")
    assert d.chars(savage).subtypes == {"Elf"}
    for forest in d.ids("Forest"):
        d.mana(0, forest)
    d.cast(0, "Barkhide Mauler")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Goblin Sky Raider")
    d.resolve()
    d.resolve()
    d.choose(True)
    assert d.ids("Plains", zone="hand")

"""Airborne Aid — {3}{U} Sorcery.

Oracle: "Draw a card for each Bird on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Airborne Aid")


def test_counts_every_players_birds() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Screaming Seahawk", "Glory Seeker")
    s.hand(0, "Airborne Aid")
    s.library(0, "Island", "Island", "Island")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Airborne Aid")
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    assert len(d.state.players[0].library) == 1


def test_no_birds_no_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Airborne Aid")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Airborne Aid")
    d.resolve()
    assert not d.state.players[0].hand


def test_a_face_down_bird_is_no_bird() -> None:
    """CR 708.2a: a face-down creature has no creature types, so a face-down Ascending Aven
    (a Bird Soldier face up) draws nothing; the face-up Bird draws one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Screaming Seahawk")
    s.battlefield(0, "Ascending Aven", face_down=True)
    s.hand(0, "Airborne Aid")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Airborne Aid")
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_a_creature_made_a_bird_counts() -> None:
    """CR 205.1b, 613.1d: Mistform Shrieker made a Bird until end of turn is a Bird on the
    battlefield as Airborne Aid resolves, so its controller draws a card for it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Mistform Shrieker")
    s.hand(0, "Airborne Aid")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    shrieker = d.find("Mistform Shrieker")
    d.activate(0, shrieker)
    d.resolve()
    d.choose("Bird")
    d.cast(0, "Airborne Aid")
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_birds_are_counted_as_it_resolves() -> None:
    """CR 608.2h: the number is determined as the spell resolves: one of two Screaming
    Seahawks dies to Shock in response, so one card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Screaming Seahawk")
    s.hand(0, "Airborne Aid")
    s.library(0, "Island", "Island", "Island")
    s.battlefield(1, "Screaming Seahawk", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Airborne Aid")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Screaming Seahawk", player=1)])
    d.resolve()
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert len(d.state.players[0].library) == 2


def test_changed_on_the_stack_to_read_elf_it_draws_a_card_for_each_elf() -> None:
    """CR 612.2: Artificial Evolution replaces Bird with Elf in Airborne Aid while it is on the
    stack: its caster draws a card for each Elf on the battlefield (two Wellwishers), none for
    Screaming Seahawk, a Bird."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Wellwisher", "Wellwisher", "Screaming Seahawk")
    s.hand(0, "Airborne Aid", "Artificial Evolution")
    s.library(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    aid = d.cast(0, "Airborne Aid")
    evolve(d, aid, "Bird", "Elf")
    d.resolve()
    assert len(d.ids("Plains", zone="hand")) == 2

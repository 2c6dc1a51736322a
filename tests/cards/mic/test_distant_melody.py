"""Distant Melody — {3}{U} Sorcery.

Oracle: "Choose a creature type. Draw a card for each permanent you control of that type."
Rulings covered: MIC-OR-0144.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import NYLEA

pytestmark = pytest.mark.card("Distant Melody")

CARD = "Distant Melody"


def _cast(choice: str, *mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *mine)
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("choose_creature_type")
    d.choose(choice)
    return d


def test_draws_for_each_permanent_you_control_of_the_chosen_type() -> None:
    d = _cast("Zombie", "Gluttonous Zombie", "Severed Legion", "Glory Seeker")
    assert len(d.state.players[0].hand) == 2  # not the Human, not the opponent's Zombie


@pytest.mark.ruling("MIC-OR-0144")
def test_a_permanent_that_isnt_a_creature_counts_too() -> None:
    """Nylea, God of the Hunt isn't a creature (devotion to green below five) but is a God."""
    assert NYLEA
    d = _cast("God", "Nylea, God of the Hunt")
    assert not d.chars(d.find("Nylea, God of the Hunt")).is_creature
    assert len(d.state.players[0].hand) == 1


def test_tokens_count_and_a_face_down_creature_has_no_type() -> None:
    """A Zombie token counts like any permanent of the type; a face-down Gluttonous Zombie is
    a 2/2 creature with no creature types (CR 708.2a) and doesn't count."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Severed Legion")
    s.battlefield(0, "Gluttonous Zombie", face_down=True)
    s.token(0, "Zombie")
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Zombie")
    assert len(d.state.players[0].hand) == 2


def test_a_type_you_control_none_of_draws_nothing() -> None:
    d = _cast("Elf", "Gluttonous Zombie", "Glory Seeker")
    assert d.state.players[0].hand == []
    assert len(d.state.players[0].library) == 4

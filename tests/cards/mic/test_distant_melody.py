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


def test_a_changeling_counts_for_any_type_and_a_mistform_for_the_type_it_became() -> None:
    """CR 702.73a, 205.3d: Avian Changeling has every creature type, so it is a Cleric;
    Mistform Stalker made a Cleric until end of turn (CR 613.1d) counts too."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Avian Changeling", "Mistform Stalker", "Glory Seeker")
    s.library(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.activate(0, "Mistform Stalker", index=0)
    d.resolve()
    d.choose("Cleric")
    d.cast(0, CARD)
    d.resolve()
    d.choose("Cleric")
    assert len(d.state.players[0].hand) == 2


def test_a_name_that_isnt_a_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m: "choose a creature type" takes only a creature type; "Forest" (a land type)
    is refused, the error names it, and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.game.fingerprint() == before
    d.choose("Zombie")
    assert len(d.state.players[0].hand) == 1


def test_more_draws_than_cards_in_the_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: three Zombies, one card in the library: the caster draws it, can't
    draw the rest and loses when state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Gluttonous Zombie", "Severed Legion")
    s.token(0, "Zombie")
    s.library(0, "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Zombie")
    assert d.zone_of("Plains") == "hand"
    assert d.state.players[0].lost and d.game.winners == (1,)


def test_two_headed_giant_the_teammates_permanents_arent_yours() -> None:
    """CR 810.5: a team's resources aren't shared: "each permanent you control" counts the
    caster's one Zombie, not the teammate's two."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Island"] * 4, "Gluttonous Zombie")
    s.battlefield(1, "Gluttonous Zombie", "Severed Legion")
    s.library(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Zombie")
    assert len(d.state.players[0].hand) == 1
    assert d.state.players[1].hand == []


def test_a_phased_out_permanent_isnt_counted() -> None:
    """CR 702.26b: a phased-out Severed Legion is treated as though it doesn't exist: one
    Zombie counted, one card drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Gluttonous Zombie")
    s.battlefield(0, "Severed Legion", phased_out=True)
    s.library(0, "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose("Zombie")
    assert len(d.state.players[0].hand) == 1

"""Dread Summons — {X}{B}{B} Sorcery.

Oracle: "Each player mills X cards. For each creature card put into a graveyard this way, you
create a tapped 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0184.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DARKSTEEL_COLOSSUS, NARCOMOEBA, REST_IN_PEACE

pytestmark = pytest.mark.card("Dread Summons")

CARD = "Dread Summons"


def _zombies(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _cast(x: int, mine: tuple[str, ...], theirs: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * (x + 2))
    s.library(0, *mine)
    s.library(1, *theirs)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=x)
    d.resolve()
    return d


def test_each_player_mills_and_a_tapped_zombie_for_each_creature_card() -> None:
    d = _cast(2, ("Glory Seeker", "Forest", "Plains"), ("Gluttonous Zombie", "Severed Legion"))
    assert d.zone_of("Plains") == "library"
    zombies = _zombies(d)
    assert len(zombies) == 3
    assert all(d.state.objects[z].tapped for z in zombies)
    assert all(d.state.objects[z].controller == 0 for z in zombies)


@pytest.mark.ruling("MIC-OR-0184")
def test_a_card_sent_elsewhere_instead_doesnt_count_one_leaving_by_a_trigger_does() -> None:
    """Darksteel Colossus is shuffled into its library instead of being milled: not counted.
    Narcomoeba goes to the graveyard, then its own trigger puts it onto the battlefield:
    counted."""
    assert DARKSTEEL_COLOSSUS and NARCOMOEBA
    d = _cast(1, ("Darksteel Colossus", "Forest"), ("Narcomoeba", "Island"))
    assert d.zone_of("Darksteel Colossus") == "library"
    assert len(_zombies(d)) == 1  # Narcomoeba's
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "may":
            d.choose(True)
        else:
            d.resolve()
    assert d.zone_of("Narcomoeba") == "battlefield"
    assert len(_zombies(d)) == 1


def test_a_player_with_fewer_cards_mills_what_they_have() -> None:
    """CR 701.17b: X is 3 but player 1's library holds one creature card: they mill it, and
    only the cards actually put into graveyards count; nobody loses for milling (only drawing
    from an empty library does, CR 704.5b)."""
    d = _cast(3, ("Glory Seeker", "Forest", "Glory Seeker", "Plains"), ("Severed Legion",))
    assert d.state.players[1].library == []
    assert len(_zombies(d)) == 3
    assert d.ids("Plains", "library")
    assert d.decision.kind == "priority" and d.state.players[1].in_game


def test_x_zero_mills_nothing() -> None:
    d = _cast(0, ("Glory Seeker",), ("Severed Legion",))
    assert d.zone_of("Glory Seeker") == "library" and _zombies(d) == []


def test_every_player_mills_in_multiplayer() -> None:
    """"Each player" (CR 101.4): all three players mill; the caster gets every Zombie."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    for p in range(3):
        s.library(p, "Glory Seeker", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=1)
    d.resolve()
    assert len(d.ids("Glory Seeker", "graveyard")) == 3
    assert len(_zombies(d)) == 3
    assert {d.state.objects[z].controller for z in _zombies(d)} == {0}


def test_with_rest_in_peace_nothing_is_put_into_a_graveyard_and_no_zombie_is_made() -> None:
    """MIC-OR-0184, CR 614.6: Rest in Peace exiles the milled cards instead; no creature card
    was put into a graveyard this way, so no Zombie is created."""
    assert REST_IN_PEACE
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Rest in Peace")
    s.library(0, "Glory Seeker", "Forest")
    s.library(1, "Severed Legion", "Island")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, x=2)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile" and d.zone_of("Severed Legion") == "exile"
    assert _zombies(d) == []
    assert d.zone_of(CARD) == "exile"  # the spell itself, too

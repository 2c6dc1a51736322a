"""Dread Summons — {X}{B}{B} Sorcery.

Oracle: "Each player mills X cards. For each creature card put into a graveyard this way, you
create a tapped 2/2 black Zombie creature token."
Rulings covered: MIC-OR-0184.
"""

from __future__ import annotations

import json

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
    """MIC-OR-0184, CR 614.6, 400.6: Rest in Peace exiles the milled cards instead (the
    replacement applies to the event moving them); no creature card was put into a
    graveyard this way, so no Zombie is created."""
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


def test_a_milled_commander_counts_though_it_then_goes_to_the_command_zone() -> None:
    """MIC-OR-0184, CR 903.9a: a commander milled is put into the graveyard, and its owner may
    then put it into the command zone (a state-based action, not a replacement): it was put
    into a graveyard this way, so it makes a Zombie."""
    s = Scenario(format="commander", seed=1)
    s.battlefield(0, *["Swamp"] * 3)
    s.hand(0, CARD)
    s.library(0, "Forest")
    s.commander(1, "Gisa and Geralf", zone="library")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, CARD, x=1)
    d.resolve()
    while d.decision.kind != "priority":
        assert d.decision.player == 1
        d.choose("command_zone")
    assert d.zone_of("Gisa and Geralf") == "command"
    assert len(_zombies(d)) == 1


def test_the_tokens_are_tapped_black_two_two_zombies_and_milled_cards_are_public() -> None:
    """CR 111.4: each token is a 2/2 black Zombie creature, tapped; CR 400.2: the milled
    cards are in a public zone, so the opponent sees them."""
    d = _cast(1, ("Glory Seeker", "Forest"), ("Severed Legion", "Island"))
    for z in _zombies(d):
        c = d.chars(z)
        assert (c.power, c.toughness, set(c.colors), set(c.subtypes)) == (2, 2, {"B"}, {"Zombie"})
        assert "Creature" in c.types and d.state.objects[z].tapped
    seen = json.dumps(d.game.view(1))
    assert "Glory Seeker" in seen and "Forest" not in seen


def test_made_to_read_elf_on_the_stack_it_creates_tapped_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf in Dread Summons on the stack: a tapped 2/2
    black Elf Token for each creature card milled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 4, "Island")
    s.library(0, "Glory Seeker", "Forest", "Plains")
    s.library(1, "Gluttonous Zombie", "Island", "Island")
    s.hand(0, CARD, "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD, x=2)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    elves = d.ids("Elf Token", "battlefield", player=0)
    assert len(elves) == 2 and not d.ids("Zombie Token", "battlefield")
    assert all(d.state.objects[e].tapped and d.chars(e).subtypes == {"Elf"} for e in elves)

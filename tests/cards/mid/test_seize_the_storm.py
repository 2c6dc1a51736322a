"""Seize the Storm — {4}{R} Sorcery.

Oracle: "Create a red Elemental creature token with trample and "This creature's power and
toughness are each equal to the number of instant and sorcery cards in your graveyard plus the
number of cards with flashback you own in exile." / Flashback {6}{R}"
Rulings covered: MID-RN-049, MID-RN-050, MID-RN-051.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Seize the Storm")


def elementals(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-049", "MID-OR-0435")
def test_counts_instants_sorceries_and_exiled_flashback_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Seize the Storm", "Shock")
    s.graveyard(0, "Smother", "Glory Seeker")
    s.exile(0, "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    c = d.chars(e)
    assert (c.power, c.toughness) == (3, 3) and c.has("Trample")  # Smother, itself, Reunion
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.chars(e).power == 4


@pytest.mark.ruling("MID-RN-051", "MID-OR-0437")
def test_flashback_cast_leaves_the_graveyard_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.battlefield(0, "Glory Seeker")
    s.graveyard(0, "Seize the Storm")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm", method="flashback")
    d.resolve()
    [e] = elementals(d)
    assert d.chars(e).power == 1  # Seize the Storm is now exiled with flashback


@pytest.mark.ruling("MID-RN-050", "MID-OR-0436")
def test_with_nothing_to_count_the_token_survives_as_a_1_1() -> None:
    """No instant or sorcery in the graveyard, nothing in exile: the token is created a 0/0,
    but state-based actions wait until Seize the Storm has finished resolving and is in the
    graveyard, so the token is a 1/1 that survives (CR 608.2n, 704.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert (d.chars(e).power, d.chars(e).toughness) == (1, 1)
    assert d.zone_of("Seize the Storm") == "graveyard"


def test_exiled_cards_without_flashback_are_not_counted() -> None:
    """Only the exiled cards with flashback count, wherever they lie among the others in exile:
    two Rotten Reunions count, Glory Seeker and Shock (no flashback) don't (CR 604.3, 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    s.exile(0, "Glory Seeker", "Rotten Reunion", "Shock", "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert (d.chars(e).power, d.chars(e).toughness) == (3, 3)  # two Reunions, itself


@pytest.mark.ruling("MID-OR-0441")
def test_flashback_countered_is_exiled_and_then_counts_for_an_earlier_elemental() -> None:
    """MID-OR-0441, CR 702.34a: the flashback Seize the Storm, countered by Dissipate, is
    exiled; a card with flashback its owner owns in exile, it counts for the Elemental made
    earlier (as it did from the graveyard), and the Dissipate in the opponent's graveyard
    doesn't ("your graveyard")."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 12)
    s.hand(0, "Seize the Storm")
    s.graveyard(0, "Smother")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert d.chars(e).power == 2  # Smother and Seize the Storm in the graveyard
    sid = d.cast(0, "Seize the Storm", method="flashback")
    assert d.chars(e).power == 1  # on the stack it is in neither zone (MID-OR-0437)
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    assert d.zone_of("Seize the Storm") == "exile" and d.zone_of("Dissipate") == "graveyard"
    assert elementals(d) == [e]
    c = d.chars(e)
    assert (c.power, c.toughness, c.colors) == (2, 2, frozenset({"R"}))


def test_an_opponent_s_instants_and_exiled_flashback_cards_dont_count() -> None:
    """"Your graveyard", "you own": the opponent's instant in their graveyard and their
    flashback card in exile add nothing; the Elemental is a 1/1 (itself in the graveyard)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Seize the Storm")
    s.graveyard(1, "Shock", "Smother")
    s.exile(1, "Rotten Reunion")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    assert (d.chars(e).power, d.chars(e).toughness) == (1, 1)


def test_a_flashback_card_exiled_face_down_has_no_flashback_and_doesnt_count() -> None:
    """CR 406.3a: a card exiled face down has no characteristics; Rotten Reunion exiled face
    down by Wall of Mourning isn't a card with flashback, so the Elemental stays a 1/1."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Plains", "Plains")
    s.hand(0, "Seize the Storm", "Wall of Mourning")
    s.library(0, "Rotten Reunion", "Island")
    d = Driver(s.build())
    d.cast(0, "Seize the Storm")
    d.resolve()
    [e] = elementals(d)
    d.cast(0, "Wall of Mourning")
    d.resolve()
    d.resolve()  # its enters trigger exiles Rotten Reunion face down
    [exiled] = d.state.exile
    assert d.state.objects[exiled].face_down and d.game.card(exiled).name == "Rotten Reunion"
    assert (d.chars(e).power, d.chars(e).toughness) == (1, 1)


def test_changed_on_the_stack_it_creates_an_elf_that_still_counts() -> None:
    """CR 612.2a, 604.3: Seize the Storm made to read Elf creates a red Elf Token with trample
    whose power and toughness still count the instants and sorceries in the graveyard
    (Shock, Artificial Evolution and Seize the Storm itself: 3)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Island")
    s.hand(0, "Artificial Evolution", "Seize the Storm")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    spell = d.cast(0, "Seize the Storm")
    evolve(d, spell, "Elemental", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"R"}, 3, 3)
    assert c.has("Trample")

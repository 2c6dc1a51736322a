"""Consuming Blob — {3}{G}{G} Creature — Ooze */*+1.

Oracle: "Consuming Blob's power is equal to the number of card types among cards in your
graveyard and its toughness is equal to that number plus 1. / At the beginning of your end
step, create a green Ooze creature token with "This creature's power is equal to the number of
card types among cards in your graveyard and its toughness is equal to that number plus 1.""
Rulings covered: MID-RN-126, MID-RN-127, MID-RN-129; MID-OR-0518 to MID-OR-0522.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Consuming Blob")


@pytest.mark.ruling("MID-RN-126", "MID-RN-127", "MID-OR-0519", "MID-OR-0520")
def test_counts_card_types_not_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Shock", "Forest", "Mask of Griselbrand")
    s.graveyard(1, "Smother")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    # creature, instant, land, artifact (legendary is a supertype)
    assert (d.chars(blob).power, d.chars(blob).toughness) == (4, 5)


@pytest.mark.ruling("MID-RN-129", "MID-OR-0522")
def test_end_step_ooze_token_grows_with_the_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Consuming Blob")
    s.hand(0, "Shock")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_until("end")  # the end step trigger resolves on the way
    [ooze] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(ooze).power, d.chars(ooze).toughness) == (1, 2)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert (d.chars(ooze).power, d.chars(ooze).toughness) == (2, 3)


@pytest.mark.ruling("MID-OR-0518")
def test_in_the_graveyard_it_counts_itself() -> None:
    """Official ruling: "The ability that defines Consuming Blob's power and toughness works in
    all zones, not just the battlefield. If Consuming Blob is in your graveyard, it will count
    itself." (CR 604.3) Alone in the graveyard it is 1/2 (creature); with a Shock, 2/3; in the
    hand, with an empty graveyard, 0/1."""
    s = Scenario(seed=1)
    s.hand(0, "Consuming Blob")
    d = Driver(s.build())
    blob = d.find("Consuming Blob", zone="hand")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (0, 1)
    s = Scenario(seed=1)
    s.graveyard(0, "Consuming Blob")
    d = Driver(s.build())
    blob = d.find("Consuming Blob", zone="graveyard")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    blob = d.find("Consuming Blob", zone="graveyard")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (2, 3)


@pytest.mark.ruling("MID-OR-0521")
@pytest.mark.parametrize("spell", ["Shock", "Olivia's Midnight Ambush"])
def test_an_instant_that_would_kill_it_counts_in_the_graveyard_first(spell: str) -> None:
    """Official ruling: "If an instant or sorcery spell deals damage to Consuming Blob or
    reduces its toughness to 0, that spell is put into its owner's graveyard before
    state-based actions are performed. If that card is the first of its type to enter the
    graveyard of Consuming Blob's controller, it will raise Consuming Blob's toughness before
    the game checks to see if it dies." (CR 608.2n, 704.3) Consuming Blob is 1/2 with a Glory
    Seeker in its controller's graveyard; its controller's Shock (2 damage) or Olivia's
    Midnight Ambush (-2/-2) would kill it, but the instant in the graveyard makes it 2/3 first
    and it survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob", "Mountain", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, spell)
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)
    d.cast(0, spell, targets=[blob])
    d.resolve()
    assert d.zone_of(spell) == "graveyard"
    assert d.zone_of("Consuming Blob") == "battlefield"
    c = d.chars(blob)
    assert (c.power, c.toughness) == ((2, 3) if spell == "Shock" else (0, 1))


def test_only_its_controller_s_graveyard_counts() -> None:
    """"Your graveyard" (CR 109.5): a sorcery and an enchantment in the opponent's graveyard
    add nothing; the same cards in its controller's graveyard add two card types."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Crawl from the Cellar", "Cathar's Call")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Glory Seeker", "Crawl from the Cellar", "Cathar's Call")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (3, 4)


def test_the_token_is_a_green_ooze_and_only_its_controller_s_end_step_triggers() -> None:
    """CR 513.1a, 603.2: "at the beginning of *your* end step": the opponent's end step makes
    no token; its controller's makes one green Ooze creature token (CR 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.library(0, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    d.pass_until("precombat_main", turn=5)
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.pass_until("end", turn=5)
    [ooze] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(ooze)
    assert c.colors == frozenset("G") and "Ooze" in c.subtypes and c.is_creature
    assert c.controller == 0


def test_blob_destroyed_in_response_the_token_is_still_created_and_counts_it() -> None:
    """CR 113.7a: the end step trigger exists independently of its source; Consuming Blob
    destroyed in response, the Ooze token is still created, and counts the Blob (a creature
    card) now in its controller's graveyard: 1/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    s.at("postcombat_main")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "END" and len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[blob])
    d.resolve()
    assert d.zone_of("Consuming Blob") == "graveyard"
    d.resolve()
    [ooze] = [o for o in d.state.battlefield if d.state.objects[o].is_token
              and "Ooze" in d.chars(o).subtypes]
    assert (d.chars(ooze).power, d.chars(ooze).toughness) == (1, 2)


def test_two_headed_giant_a_teammate_s_graveyard_doesn_t_count() -> None:
    """CR 810.5, 404.1: teammates keep separate graveyards; the Blob counts only its
    controller's."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(1, "Glory Seeker", "Crawl from the Cellar")
    s.graveyard(0, "Swamp")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)


@pytest.mark.ruling("MID-OR-0519", "MID-RN-126")
def test_an_artifact_creature_card_counts_two_types_however_many_there_are() -> None:
    """Official ruling MID-OR-0519: with only an artifact creature card (Tribal Golem) in its
    controller's graveyard the Blob is 2/3; with three of them, still 2/3."""
    for count in (1, 3):
        s = Scenario(seed=1)
        s.battlefield(0, "Consuming Blob")
        s.graveyard(0, *["Tribal Golem"] * count)
        d = Driver(s.build())
        blob = d.find("Consuming Blob")
        assert (d.chars(blob).power, d.chars(blob).toughness) == (2, 3)


def test_made_to_read_elf_its_end_step_token_is_an_elf() -> None:
    """CR 612.1, 612.2a: Artificial Evolution changes Ooze to Elf on Consuming Blob: it is an
    Elf, and at the end step it creates a green Elf Token whose power and toughness still count
    the card types in the graveyard (instant and land: 2/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Consuming Blob")
    s.hand(0, "Artificial Evolution")
    s.graveyard(0, "Forest")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    evolve(d, blob, "Ooze", "Elf")
    assert d.chars(blob).subtypes == {"Elf"}
    d.pass_until("end")
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"G"}, 2, 3)


def test_a_double_faced_card_in_the_graveyard_has_only_its_front_face_types() -> None:
    """CR 712.8a, 604.3: a double-faced card in a graveyard has only its front face's
    characteristics: Heirloom Mirror (an artifact whose back is a creature) counts only
    artifact, Hostile Hostel (a land whose back is an artifact creature) only land: two card
    types, a 2/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Heirloom Mirror", "Hostile Hostel")
    d = Driver(s.build())
    blob = d.chars(d.find("Consuming Blob"))
    assert (blob.power, blob.toughness) == (2, 3)

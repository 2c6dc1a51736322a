"""Symbiotic Elf — {3}{G} Creature — Elf 2/2.

Oracle: "When Symbiotic Elf dies, create two 1/1 green Insect creature tokens."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.cards.ons.broodhatch_nantuko import INSECT as BROOD_INSECT
from manastack.cards.ons.symbiotic_elf import INSECT
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Symbiotic Elf")


def test_dies_into_two_insects_for_its_controller() -> None:
    """CR 701.7a, 701.7c: printed as putting two Insect tokens "into play", the Elf's ability
    reads "create" in its Oracle text: as it dies, two Insect tokens are created under its
    controller's control, owned by that player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Symbiotic Elf")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Symbiotic Elf")])
    d.resolve()
    d.resolve()
    insects = d.ids("Insect Token", zone="battlefield")
    assert len(insects) == 2
    assert all(d.chars(i).controller == 1 and d.state.objects[i].owner == 1 for i in insects)


def test_the_same_insect_as_other_cards_make() -> None:
    """Tokens with the same defined characteristics are the same token record."""
    assert INSECT == BROOD_INSECT and INSECT.key == BROOD_INSECT.key


def test_leaving_without_dying_makes_no_insects() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield: Oblation shuffles
    Symbiotic Elf into its owner's library, and no Insects are created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Oblation")
    s.battlefield(1, "Symbiotic Elf")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Oblation", targets=[d.find("Symbiotic Elf")])
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Insect Token")
    assert d.zone_of("Symbiotic Elf") in ("library", "hand")


def test_the_insects_are_one_one_green_insect_creatures_for_the_elf_s_controller() -> None:
    """CR 111.4: each token is a 1/1 green Insect creature; Shocked, the Elf's controller
    (player 1) gets both."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Symbiotic Elf")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Symbiotic Elf")])
    d.resolve()
    d.resolve()
    insects = d.ids("Insect Token", "battlefield", player=1)
    assert len(insects) == 2
    for i in insects:
        c = d.chars(i)
        assert (c.power, c.toughness) == (1, 1) and c.colors == frozenset({"G"})
        assert c.is_creature and "Insect" in c.subtypes


def test_returned_by_ghouls_night_out_it_dies_into_insects_for_its_new_controller() -> None:
    """CR 603.3a, 404.2: player 1's Symbiotic Elf, returned under player 0's control by Ghouls'
    Night Out, dies: player 0 gets the two Insects, and the card goes to player 1's
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.graveyard(1, "Symbiotic Elf")
    s.hand(0, "Ghouls' Night Out", "Shock")
    d = Driver(s.build())
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Symbiotic Elf", "graveyard"))
    elf = d.find("Symbiotic Elf", "battlefield")
    d.cast(0, "Shock", targets=[elf])
    d.resolve_all()
    assert d.ids("Symbiotic Elf", "graveyard", player=1)
    assert len(d.ids("Insect Token", "battlefield", player=0)) == 2
    assert not d.ids("Insect Token", "battlefield", player=1)


def test_dies_with_other_creatures_to_starstorm_and_the_insects_come_after() -> None:
    """CR 603.10a: the Elf dies at the same time as Glory Seeker to Starstorm (X=2); its
    leaves-the-battlefield ability looks back and triggers, and the Insects, created only
    as it resolves, aren't dealt the damage and survive."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Symbiotic Elf", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Symbiotic Elf") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    insects = d.ids("Insect Token", zone="battlefield")
    assert len(insects) == 2
    assert all(d.state.objects[i].damage == 0 for i in insects)


def test_made_to_read_goblin_it_dies_into_goblins_and_stays_an_elf() -> None:
    """CR 612.2, 612.2a: Artificial Evolution replaces Insect with Goblin in Symbiotic Elf's
    text: its type line (Elf) is unchanged, and when it dies it creates two 1/1 green Goblin
    creature tokens named Goblin Token (CR 111.4), no Insects."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Symbiotic Elf")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    elf = d.find("Symbiotic Elf")
    d.cast(0, "Artificial Evolution", targets=[elf])
    d.resolve()
    d.choose("Insect")
    d.choose("Goblin")
    assert d.chars(elf).subtypes == {"Elf"}
    d.cast(0, "Shock", targets=[elf])
    d.resolve()
    d.resolve()
    goblins = d.ids("Goblin Token", zone="battlefield", player=0)
    assert len(goblins) == 2 and not d.ids("Insect Token")
    c = d.chars(goblins[0])
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Goblin"}, {"G"}, 1, 1)

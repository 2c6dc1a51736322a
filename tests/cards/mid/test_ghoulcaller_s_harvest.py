"""Ghoulcaller's Harvest — {B}{G} Sorcery.

Oracle: "Create X 2/2 black Zombie creature tokens with decayed, where X is half the number of
creature cards in your graveyard, rounded up. / Flashback {3}{B}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Ghoulcaller's Harvest")


def test_half_rounded_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Wall of Mulch", "Shock", "Forest")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest")
    d.resolve()
    zombies = d.ids("Zombie Token", zone="battlefield")
    assert len(zombies) == 2
    c = d.chars(zombies[0])
    assert (c.power, c.toughness) == (2, 2) and "Decayed" in c.keywords


def test_flashback_counts_on_resolution_one_card_rounds_up_to_one() -> None:
    """Cast with flashback (CR 702.34a), the Harvest is on the stack, not in the graveyard, and
    isn't a creature card anyway; one creature card: half of 1 rounded up is one Zombie. It is
    exiled afterwards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.graveyard(0, "Ghoulcaller's Harvest", "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest", method="flashback")
    d.resolve()
    assert len(d.ids("Zombie Token", zone="battlefield")) == 1
    assert d.zone_of("Ghoulcaller's Harvest") == "exile"


def test_no_creature_cards_makes_no_zombie() -> None:
    """X = 0 (CR 107.3): no creature card in your graveyard, no token is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, "Shock", "Forest")
    s.graveyard(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest")
    d.resolve()
    assert not d.ids("Zombie Token")
    assert d.zone_of("Ghoulcaller's Harvest") == "graveyard"


@pytest.mark.ruling("MID-OR-0757")
def test_flashback_spell_countered_is_exiled() -> None:
    """MID-OR-0757, CR 702.34a: cast with flashback and countered by Dissipate, it is exiled,
    not put into the graveyard; no Zombie is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.graveyard(0, "Ghoulcaller's Harvest", "Glory Seeker")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Ghoulcaller's Harvest", method="flashback")
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    d.expect("priority")
    assert d.zone_of("Ghoulcaller's Harvest") == "exile"
    assert not d.ids("Zombie Token")


@pytest.mark.ruling("MID-OR-0755")
def test_flashback_keeps_sorcery_timing() -> None:
    """MID-OR-0755, CR 307.1: in the opponent's turn the Harvest can't be cast with
    flashback; the attempt is refused and nothing changes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.graveyard(0, "Ghoulcaller's Harvest", "Glory Seeker")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Ghoulcaller's Harvest", method="flashback")
    assert d.game.fingerprint() == before
    assert d.zone_of("Ghoulcaller's Harvest") == "graveyard"


def test_the_count_includes_only_your_own_graveyard_four_makes_two() -> None:
    """"Your graveyard": four creature cards in its caster's graveyard make two Zombies
    (half, exactly), the opponent's creature cards don't count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, *["Glory Seeker"] * 4)
    s.graveyard(1, *["Glory Seeker"] * 3)
    d = Driver(s.build())
    d.cast(0, "Ghoulcaller's Harvest")
    d.resolve()
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 2
    assert not d.ids("Zombie Token", player=1)


@pytest.mark.ruling("MID-OR-0757", "MID-OR-0758")
def test_countered_from_the_hand_it_goes_to_the_graveyard_and_can_be_flashed_back() -> None:
    """Cast normally and countered by Discombobulate, the Harvest goes to its owner's graveyard (CR 701.6a), not
    exile; from there it may be cast with flashback the same turn, counting the creature
    cards then: two creature cards, one Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.hand(0, "Ghoulcaller's Harvest")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    sid = d.cast(0, "Ghoulcaller's Harvest")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    assert d.zone_of("Ghoulcaller's Harvest") == "graveyard"
    assert not d.ids("Zombie Token")
    d.cast(0, "Ghoulcaller's Harvest", method="flashback")
    d.resolve()
    assert len(d.ids("Zombie Token", zone="battlefield")) == 1
    assert d.zone_of("Ghoulcaller's Harvest") == "exile"


def test_changed_on_the_stack_it_creates_decayed_elves() -> None:
    """CR 612.2a: Ghoulcaller's Harvest made to read Elf creates 2/2 black Elf Tokens with
    decayed, still half the creature cards in the graveyard rounded up."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Island")
    s.hand(0, "Ghoulcaller's Harvest", "Artificial Evolution")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior", "Wall of Mulch")
    d = Driver(s.build())
    spell = d.cast(0, "Ghoulcaller's Harvest")
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).has("Decayed"))
            for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, True)] * 2

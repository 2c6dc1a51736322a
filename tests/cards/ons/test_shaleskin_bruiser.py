"""Shaleskin Bruiser — {6}{R} Creature — Beast 4/4.

Oracle: "Trample / Whenever Shaleskin Bruiser attacks, it gets +3/+0 until end of turn for
each other attacking Beast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Shaleskin Bruiser")


def test_plus_three_for_each_other_attacking_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shaleskin Bruiser", "Barkhide Mauler", "Charging Slateback",
                  "Towering Baloth", "Glory Seeker")
    s.library(1, "Forest")
    s.life(1, 30)
    d = Driver(s.build())
    b = d.find("Shaleskin Bruiser")
    d.to_combat()
    d.attack([b, d.find("Barkhide Mauler"), d.find("Charging Slateback"),
              d.find("Glory Seeker")])  # the Baloth stays home
    d.resolve()
    assert (d.chars(b).power, d.chars(b).toughness) == (10, 4)
    d.pass_until("end")
    assert d.life(1) == 30 - 10 - 4 - 4 - 2
    d.pass_until("upkeep", turn=4)
    assert d.chars(b).power == 4


def test_beasts_are_counted_as_the_ability_resolves() -> None:
    """CR 608.2h: an attacking Beast killed in response no longer counts; a face-down
    attacker has no creature type (CR 708.2a) and never counts."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shaleskin Bruiser", "Spined Basher", "Barkhide Mauler")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(1, "Forest")
    d = Driver(s.build())
    b = d.find("Shaleskin Bruiser")
    d.to_combat()
    d.attack([b, d.find("Spined Basher"), d.find("Barkhide Mauler"),
              d.find("Towering Baloth")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Spined Basher")])
    d.resolve()
    assert d.zone_of("Spined Basher") == "graveyard"
    d.resolve()
    assert (d.chars(b).power, d.chars(b).toughness) == (4 + 3, 4)


def test_trample_damage_beyond_lethal_goes_to_the_player() -> None:
    """CR 702.19b: blocked by Elvish Warrior (2/3), the lone Bruiser (4/4, no other attacking
    Beast: +0/+0) assigns 3 to the Warrior and 1 to the defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shaleskin Bruiser")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    b, w = d.find("Shaleskin Bruiser"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([b])
    d.resolve()
    assert d.chars(b).power == 4
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({w: b})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((3, 1))
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.life(1) == 19
    assert d.state.objects[b].damage == 2


def test_a_changeling_attacking_another_player_counts_and_the_bonus_is_locked_in() -> None:
    """CR 702.73a: Avian Changeling is a Beast; in a three-player game it attacks player 2
    while the Bruiser attacks player 1, and "each other attacking Beast" counts it (CR 506.3).
    The number is fixed as the ability resolves (CR 608.2h, 611.2c): Shock killing the
    Changeling afterwards leaves the Bruiser at 7/4."""
    assert AVIAN_CHANGELING
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Shaleskin Bruiser", "Avian Changeling")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    for p in range(3):
        s.library(p, "Forest")
    d = Driver(s.build())
    b, ch = d.find("Shaleskin Bruiser"), d.find("Avian Changeling")
    d.to_combat()
    d.attack({b: 1, ch: 2})
    d.resolve()
    assert (d.chars(b).power, d.chars(b).toughness) == (7, 4)
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Shock", targets=[ch])
    d.resolve()
    assert d.zone_of("Avian Changeling") == "graveyard"
    assert d.chars(b).power == 7


def test_the_bruiser_itself_isnt_another_beast() -> None:
    """"Each other attacking Beast": alone with a non-attacking Beast (Barkhide Mauler stays
    home), the Bruiser gets +0/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shaleskin Bruiser", "Barkhide Mauler")
    s.library(1, "Forest")
    d = Driver(s.build())
    b = d.find("Shaleskin Bruiser")
    d.to_combat()
    d.attack([b])
    d.resolve()
    assert (d.chars(b).power, d.chars(b).toughness) == (4, 4)


def test_two_headed_giant_a_teammates_attacking_beast_counts() -> None:
    """CR 805.10a, 506.3: in a shared team turn both teammates' creatures attack together;
    "each other attacking Beast" counts the teammate's Barkhide Mauler as well as the
    controller's own Spined Basher: +6/+0. The opposing team's non-attacking Beast doesn't."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, "Shaleskin Bruiser", "Spined Basher")
    s.battlefield(1, "Barkhide Mauler")
    s.battlefield(2, "Towering Baloth")
    d = Driver(s.build())
    b = d.find("Shaleskin Bruiser")
    d.to_combat()
    d.attack({b: 2, d.find("Spined Basher"): 2, d.find("Barkhide Mauler"): 3})
    d.resolve()
    assert (d.chars(b).power, d.chars(b).toughness) == (10, 4)


def test_made_to_read_elf_it_counts_other_attacking_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Shaleskin Bruiser's text: its
    type line reads Elf, and attacking with Wellwisher and Anurid Murkdiver (a Beast) it gets
    +3/+0 for the other attacking Elf only: 4 + 3 = 7."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Shaleskin Bruiser", "Wellwisher", "Anurid Murkdiver")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    bruiser = d.find("Shaleskin Bruiser")
    d.cast(0, "Artificial Evolution", targets=[bruiser])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    assert d.chars(bruiser).subtypes == {"Elf"}
    d.to_combat()
    d.attack([bruiser, d.find("Wellwisher"), d.find("Anurid Murkdiver")])
    d.resolve()
    assert d.chars(bruiser).power == 7

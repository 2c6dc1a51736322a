"""Goblin Piledriver — {1}{R} Creature — Goblin Warrior 1/2.

Oracle: "Protection from blue / Whenever Goblin Piledriver attacks, it gets +2/+0 until end of
turn for each other attacking Goblin."
Rulings covered: ONS-FAQ-123.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Piledriver")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Piledriver", "Goblin Sky Raider", "Goblin Sky Raider", "Mountain")
    s.hand(0, "Shock")
    return Driver(s.build())


def test_plus_two_for_each_other_attacking_goblin() -> None:
    d = setup()
    d.to_combat()
    d.attack(d.ids("Goblin Piledriver") + d.ids("Goblin Sky Raider"))
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 5


def test_attacking_alone_gets_nothing() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Goblin Piledriver")])
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 1


@pytest.mark.ruling("ONS-FAQ-123", "ONS-OR-0138")
def test_goblins_are_counted_on_resolution() -> None:
    d = setup()
    d.to_combat()
    raiders = d.ids("Goblin Sky Raider")
    d.attack([d.find("Goblin Piledriver")] + raiders)
    d.cast(0, "Shock", targets=[raiders[0]])
    d.resolve()  # Shock kills one raider before the trigger resolves
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 3


def test_as_a_spell_it_can_be_countered_by_a_blue_spell() -> None:
    """Protection works only on the battlefield (CR 702.16b, 113.6): the Piledriver spell is a
    legal target for Discombobulate and is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Goblin Piledriver")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    spell = d.cast(0, "Goblin Piledriver")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    d.resolve()
    assert d.zone_of("Goblin Piledriver") == "graveyard"


def test_a_face_down_goblin_attacking_alongside_doesnt_count() -> None:
    """CR 708.2a: a face-down Skirk Commando has no creature types, so it isn't an attacking
    Goblin: with it and one Goblin Sky Raider attacking, the Piledriver gets +2/+0 only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Piledriver", "Goblin Sky Raider")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    pile = d.find("Goblin Piledriver")
    d.to_combat()
    d.attack([pile, d.find("Goblin Sky Raider"), d.find("Skirk Commando")])
    d.resolve()
    assert d.chars(pile).power == 3


def test_protection_from_blue_a_blue_creature_cant_block_it() -> None:
    """CR 702.16f: the Piledriver can't be blocked by blue creatures; Riptide Biologist's
    block is refused with an error and the declaration is unchanged, while a nonblue Glory
    Seeker may block it."""
    from manastack.decisions.actions import DeclareBlocker
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Piledriver")
    s.battlefield(1, "Riptide Biologist", "Glory Seeker")
    d = Driver(s.build())
    pile = d.find("Goblin Piledriver")
    d.to_combat()
    d.attack([pile])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    bio = d.find("Riptide Biologist")
    assert DeclareBlocker(bio, pile) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Riptide Biologist can't block"):
        d.act(dec.player, DeclareBlocker(bio, pile))
    assert d.game.fingerprint() == before
    assert DeclareBlocker(d.find("Glory Seeker"), pile) in d.game.legal_actions()


def test_made_to_read_elf_it_counts_other_attacking_elves() -> None:
    """CR 612.2, 400.7a: Artificial Evolution (blue: it can't target the permanent, which has
    protection from blue) replaces Goblin with Elf in the Goblin Piledriver spell's text, and
    the change goes on applying to the permanent: its type line reads Elf Warrior, and
    attacking with two Wellwishers and a Goblin Sky Raider it gets +2/+0 for each other
    attacking Elf only: 1 + 4 = 5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Wellwisher", "Wellwisher",
                  "Goblin Sky Raider")
    s.hand(0, "Goblin Piledriver", "Artificial Evolution")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    spell = d.cast(0, "Goblin Piledriver")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    d.resolve()
    pile = d.find("Goblin Piledriver", zone="battlefield")
    assert d.chars(pile).subtypes == {"Elf", "Warrior"}
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([pile, *d.ids("Wellwisher"), d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.chars(pile).power == 5

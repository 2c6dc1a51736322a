"""Heedless One — {3}{G} Creature — Elf Avatar */*.

Oracle: "Trample / Heedless One's power and toughness are each equal to the number of Elves on
the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Heedless One")


def test_counts_every_elf_on_the_battlefield_including_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (3, 3)
    assert c.has("Trample")


def test_shrinks_when_an_elf_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Savage")])
    d.resolve()
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (1, 1)


def test_a_face_down_elf_is_no_elf() -> None:
    """CR 708.2a: a face-down creature has no creature types, so a face-down Elf doesn't count;
    turned face up it does (CR 604.3: the characteristic-defining ability counts all the time)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    s.battlefield(0, "Forest")
    d = Driver(s.build())
    one = d.find("Heedless One")
    assert (d.chars(one).power, d.chars(one).toughness) == (2, 2)
    d.special(0, "turn_face_up", "Birchlore Rangers")
    d.pay()
    assert (d.chars(one).power, d.chars(one).toughness) == (3, 3)


def test_no_longer_an_elf_it_counts_no_elf_and_dies() -> None:
    """Its type becomes Goblin (layer 4) and its ability then counts the Elves (layer 7a, CR
    613.4a): with no other Elf it is 0/0 and is put into its owner's graveyard (CR 704.5f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Mistform Mutant", "Island", "Island")
    d = Driver(s.build())
    one = d.find("Heedless One")
    assert (d.chars(one).power, d.chars(one).toughness) == (1, 1)
    d.activate(0, "Mistform Mutant", targets=[one])
    d.resolve()
    d.choose("Goblin")
    assert d.zone_of("Heedless One") == "graveyard"


def test_its_ability_works_in_every_zone() -> None:
    """A characteristic-defining ability functions everywhere (CR 604.3): in a hand it counts
    the Elves on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(1, "Elvish Warrior", "Wirewood Savage")
    s.hand(0, "Heedless One")
    d = Driver(s.build())
    c = d.chars(d.find("Heedless One", "hand"))
    assert (c.power, c.toughness) == (2, 2)


def test_trample_assigns_the_rest_to_the_player() -> None:
    """A 3/3 trampler blocked by a 1/1 assigns lethal damage to it and the rest to the player
    (CR 702.19b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage", "Elvish Warrior")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Heedless One")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Festering Goblin"): d.find("Heedless One")})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert {a.value for a in d.game.legal_actions()} == {(1, 2), (2, 1), (3, 0)}
    d.choose((1, 2))
    assert d.life(1) == 18
    assert d.zone_of("Festering Goblin") == "graveyard"


def test_a_phased_out_elf_isn_t_counted() -> None:
    """A phased-out permanent is treated as though it doesn't exist (CR 702.26b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior", phased_out=True)
    d = Driver(s.build())
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (2, 2)


def test_a_creature_made_an_elf_counts() -> None:
    """CR 613.1d, 613.4a: Mistform Dreamer made an Elf (layer 4) is counted by the
    characteristic-defining ability (layer 7a): 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", "Mistform Dreamer", "Island")
    d = Driver(s.build())
    one = d.find("Heedless One")
    assert (d.chars(one).power, d.chars(one).toughness) == (1, 1)
    d.activate(0, "Mistform Dreamer")
    d.resolve()
    d.choose("Elf")
    assert (d.chars(one).power, d.chars(one).toughness) == (2, 2)


def test_counters_apply_on_top_of_the_count() -> None:
    """CR 613.4a, 613.4c: the count sets its base power and toughness first; a +1/+1 counter
    then adds to it: two Elves and one counter make a 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heedless One", counters={"+1/+1": 1})
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    c = d.chars(d.find("Heedless One"))
    assert (c.power, c.toughness) == (3, 3)

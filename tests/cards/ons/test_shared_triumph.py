"""Shared Triumph — {1}{W} Enchantment.

Oracle: "As Shared Triumph enters the battlefield, choose a creature type. / Creatures of the
chosen type get +1/+1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shared Triumph")


def test_creatures_of_the_chosen_type_of_every_player_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Shared Triumph")
    d = Driver(s.build())
    d.cast(0, "Shared Triumph")
    d.resolve()
    d.choose("Soldier")
    assert d.zone_of("Shared Triumph") == "battlefield"
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Daru Cavalier")).toughness == 3
    assert (d.chars(d.find("Elvish Warrior")).power,
            d.chars(d.find("Elvish Warrior")).toughness) == (2, 3)


def test_the_bonus_follows_the_creature_type_as_it_changes() -> None:
    """CR 611.3a: a static ability's effect applies to whatever matches at each moment; the
    type is changed in layer 4 before the +1/+1 of layer 7c (CR 613.1d, 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Bird"})
    s.battlefield(0, "Mistform Dreamer", "Island", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (3, 2)
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Goblin")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)


def test_a_creature_of_the_chosen_type_that_enters_later_gets_the_bonus() -> None:
    """CR 113.3d, 611.3a: unlike a resolved spell's effect, the static ability affects creatures that
    enter after it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains")
    s.hand(0, "Glory Seeker")
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_only_a_creature_type_can_be_chosen() -> None:
    """"Choose a creature type" (CR 205.3m): a land type or a made-up word is refused with the
    choice still pending; a creature type is then accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Shared Triumph")
    d = Driver(s.build())
    d.cast(0, "Shared Triumph")
    d.resolve()
    pending = d.decision
    for bad in ("Plains", "Aura", "Soldiers!"):
        with pytest.raises(IllegalActionError):
            d.choose(bad)
        assert d.decision == pending
    d.choose("Human")
    assert d.chars(d.find("Glory Seeker")).power == 3


def test_two_of_them_add_up() -> None:
    """Each is its own static ability (CR 613.4c, 613.7): two Shared Triumphs naming Soldier
    give +2/+2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(1, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (4, 4)


def test_a_face_down_creature_has_no_type_and_the_bonus_ends_as_it_leaves() -> None:
    """A face-down Soldier is a typeless 2/2 (CR 708.2a) and gets no bonus; once the
    enchantment is destroyed the Soldier's bonus ends too (CR 611.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lancer, seeker = d.find("Daru Lancer"), d.find("Glory Seeker")
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (2, 2)
    assert d.chars(seeker).power == 3
    d.cast(1, "Naturalize", targets=[d.find("Shared Triumph")])
    d.resolve()
    assert d.chars(seeker).power == 2


def test_a_changeling_is_of_every_type_and_gets_the_bonus() -> None:
    """CR 702.73a, 205.3m: Avian Changeling is a Soldier too, so it gets +1/+1."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(1, AVIAN_CHANGELING.name)
    d = Driver(s.build())
    c = d.chars(d.find(AVIAN_CHANGELING.name))
    assert (c.power, c.toughness) == (3, 3)


def test_a_face_down_soldier_turned_face_up_gets_the_bonus() -> None:
    """CR 708.2a, 708.8: face down, Daru Lancer has no creature type; turned face up it is a
    Human Soldier and Shared Triumph's +1/+1 applies at once (CR 611.3a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (2, 2)
    d.special(0, "turn_face_up", lancer)
    d.pay()
    c = d.chars(lancer)
    assert "Soldier" in c.subtypes
    assert (c.power, c.toughness) == (4, 5)


def test_damage_marked_becomes_lethal_once_the_bonus_ends() -> None:
    """CR 120.6, 704.5g: Glory Seeker, 3/3 with the bonus, survives Shock's 2 damage; when
    Naturalize destroys Shared Triumph the same turn it is a 2/2 with 2 damage marked, and
    it dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest", "Mountain")
    s.hand(1, "Naturalize", "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.cast(1, "Naturalize", targets=[d.find("Shared Triumph")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"

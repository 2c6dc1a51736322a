"""Nameless One — {3}{U} Creature — Wizard Avatar */*.

Oracle: "Nameless One's power and toughness are each equal to the number of Wizards on the
battlefield. / Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn
it face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-024, ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nameless One")


def pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


@pytest.mark.ruling("ONS-FAQ-043")
def test_counts_every_wizard_on_the_battlefield_including_itself() -> None:
    """A Human Wizard or a Bird Wizard is a Wizard (ONS-FAQ-043)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nameless One", "Disruptive Pitmage", "Glory Seeker")
    s.battlefield(1, "Sage Aven", "Wirewood Savage")
    d = Driver(s.build())
    assert pt(d, d.find("Nameless One")) == (3, 3)


def test_shrinks_when_a_wizard_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nameless One", "Disruptive Pitmage", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Disruptive Pitmage")])
    d.resolve()
    assert pt(d, d.find("Nameless One")) == (1, 1)


def test_counts_a_creature_that_became_a_wizard() -> None:
    """The ability applies in layer 7a, after the type-changing effect of layer 4 (CR 613.1d,
    613.4a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nameless One", "Mistform Mutant", "Island", "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker", "Disruptive Pitmage")
    d = Driver(s.build())
    nameless = d.find("Nameless One")
    assert pt(d, nameless) == (2, 2)
    d.activate(0, "Mistform Mutant", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("Wizard")
    assert pt(d, nameless) == (3, 3)
    d.activate(0, "Mistform Mutant", targets=[d.find("Disruptive Pitmage")])
    d.resolve()
    d.choose("Goblin")
    assert pt(d, nameless) == (2, 2)


@pytest.mark.ruling("ONS-FAQ-024")
def test_face_down_wizards_are_not_counted() -> None:
    """Face-down creatures have no creature types (ONS-FAQ-024, CR 708.2a); turned face up, a
    Wizard counts again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nameless One", "Island")
    s.battlefield(1, "Disruptive Pitmage", face_down=True)
    s.battlefield(1, "Island")
    d = Driver(s.build())
    nameless, pitmage = d.find("Nameless One"), d.find("Disruptive Pitmage")
    assert pt(d, nameless) == (1, 1)
    d.pass_priority()
    d.special(1, "turn_face_up", pitmage)
    d.pay()
    assert pt(d, nameless) == (2, 2)


def test_face_down_it_is_a_two_two_then_face_up_it_counts_wizards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Island")
    s.battlefield(0, "Disruptive Pitmage", "Sage Aven", "Aphetto Alchemist")
    s.hand(0, "Nameless One")
    d = Driver(s.build())
    d.cast(0, "Nameless One", method="face_down")
    d.resolve()
    nameless = d.find("Nameless One")
    assert d.state.objects[nameless].face_down
    assert pt(d, nameless) == (2, 2)
    d.special(0, "turn_face_up", nameless)
    d.pay()
    assert not d.state.objects[nameless].face_down
    assert pt(d, nameless) == (4, 4)
    assert all(d.state.objects[i].tapped for i in d.ids("Island"))  # {3}, then {2}{U}


def test_in_the_hand_it_counts_the_wizards_on_the_battlefield() -> None:
    """CR 604.3: a characteristic-defining ability functions in every zone; in the hand,
    with two Wizards on the battlefield, it is 2/2 (it isn't on the battlefield itself)."""
    s = Scenario(seed=1)
    s.hand(0, "Nameless One")
    s.battlefield(0, "Disruptive Pitmage")
    s.battlefield(1, "Sage Aven", "Glory Seeker")
    d = Driver(s.build())
    assert pt(d, d.find("Nameless One", zone="hand")) == (2, 2)



def test_counters_apply_after_the_count() -> None:
    """CR 613.4a, 613.4c: the count sets power and toughness in layer 7a, the +1/+1 counters
    of Angelfire Ignition apply after it: alone it is 1/1, then 3/3; a second Wizard
    arriving makes it 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nameless One", "Mountain", "Plains", "Plains", "Plains", "Island",
                  "Island", "Island")
    s.hand(0, "Angelfire Ignition", "Disruptive Pitmage")
    d = Driver(s.build())
    one = d.find("Nameless One")
    assert pt(d, one) == (1, 1)
    d.cast(0, "Angelfire Ignition", targets=[one])
    d.resolve()
    assert pt(d, one) == (3, 3)
    d.cast(0, "Disruptive Pitmage")
    d.resolve()
    assert pt(d, one) == (4, 4)


def test_made_to_read_goblin_it_is_a_goblin_avatar_counting_goblins() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Goblin in Nameless One's text: its
    type line reads Goblin Avatar and it counts Goblins (itself and two Goblin Sky Raiders),
    not Information Dealer, a Wizard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Nameless One", "Information Dealer", "Goblin Sky Raider",
                  "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    one = d.find("Nameless One")
    d.cast(0, "Artificial Evolution", targets=[one])
    d.resolve()
    d.choose("Wizard")
    d.choose("Goblin")
    c = d.chars(one)
    assert c.subtypes == {"Goblin", "Avatar"} and (c.power, c.toughness) == (3, 3)

"""Visara the Dreadful — {3}{B}{B}{B} Legendary Creature — Gorgon 5/5.

Oracle: "Flying / {T}: Destroy target creature. It can't be regenerated."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Visara the Dreadful")


def test_destroys_a_creature_that_could_regenerate() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.activate(0, "Visara the Dreadful", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)  # regeneration shield in response
    d.resolve_all()
    assert d.ids("Silvos, Rogue Elemental", zone="graveyard")


def test_summoning_sick_visara_cannot_tap() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful", sick=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_it_has_flying() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    d = Driver(s.build())
    c = d.chars(d.find("Visara the Dreadful"))
    assert "Flying" in c.keywords
    assert (c.power, c.toughness) == (5, 5)


def test_the_ability_resolves_after_visara_has_left_the_battlefield() -> None:
    """CR 113.7a: once activated, the ability exists on the stack independently of its source;
    Visara destroyed in response (Cruel Revival: a Gorgon is no Zombie), its ability still
    destroys the target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(1, "Glory Seeker", *(["Swamp"] * 5))
    s.hand(1, "Cruel Revival")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    d.activate(0, visara, targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[visara])
    d.resolve()
    assert d.zone_of("Visara the Dreadful") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_it_can_destroy_itself() -> None:
    """"Target creature" includes Visara itself (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    d.activate(0, visara, targets=[visara])
    d.resolve()
    assert d.zone_of("Visara the Dreadful") == "graveyard"


def test_target_gone_the_ability_does_nothing() -> None:
    """CR 608.2b: the target returned to hand in response; the ability doesn't resolve, Visara
    stays tapped and nothing else is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Island")
    s.hand(1, "Fading Hope")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Visara the Dreadful", targets=[warrior])
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[warrior])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[d.find("Visara the Dreadful")].tapped


def test_a_face_down_creature_can_be_destroyed() -> None:
    """A face-down 2/2 is a creature (CR 708.2) and a legal target; it goes to the graveyard
    and is revealed there (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(1, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    morph = d.find("Skirk Commando")
    d.activate(0, "Visara the Dreadful", targets=[morph])
    d.resolve()
    assert d.zone_of("Skirk Commando") == "graveyard"

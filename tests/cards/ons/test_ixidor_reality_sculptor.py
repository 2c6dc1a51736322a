"""Ixidor, Reality Sculptor — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "Face-down creatures get +1/+1. / {2}{U}: Turn target face-down creature face up."
Rulings covered: ONS-FAQ-116 (the morph cost isn't paid).
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ixidor, Reality Sculptor")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Ixidor, Reality Sculptor", "Island", "Island", "Island")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_face_down_creatures_get_plus_one() -> None:
    d = setup()
    c = d.chars(d.find("Daru Lancer"))
    assert (c.power, c.toughness) == (3, 3)
    assert d.chars(d.find("Glory Seeker")).power == 2


@pytest.mark.ruling("ONS-FAQ-116", "ONS-OR-0076")
def test_turns_a_face_down_creature_up_without_its_morph_cost() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    d.activate(0, "Ixidor, Reality Sculptor", targets=[lancer])
    d.resolve()
    o = d.state.objects[d.find("Daru Lancer")]
    assert not o.face_down
    assert d.chars(o.id).name == "Daru Lancer"
    assert d.chars(o.id).controller == 1
    assert d.decision.kind == "priority"  # nobody was asked to pay {2}{W}{W}


def test_only_a_face_down_creature_can_be_targeted() -> None:
    """"Target face-down creature" (CR 115.1): a face-up creature is no legal target, and
    Ixidor's own controller's face-down creature is one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ixidor, Reality Sculptor", "Island", "Island", "Island")
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    with pytest.raises((ScriptError, IllegalActionError)):
        d.activate(0, "Ixidor, Reality Sculptor", targets=[d.find("Glory Seeker")])
    assert not d.state.stack
    angel = d.find("Exalted Angel")
    d.activate(0, "Ixidor, Reality Sculptor", targets=[angel])
    d.resolve()
    c = d.chars(angel)
    assert not d.state.objects[angel].face_down
    assert (c.name, c.power, c.toughness) == ("Exalted Angel", 4, 5)  # no longer +1/+1


def test_turned_face_up_in_response_the_ability_does_nothing() -> None:
    """Its controller turns the creature face up in response for its morph cost (a special
    action, CR 702.37e); the creature is no longer face down, so the ability's only target is
    illegal and it doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ixidor, Reality Sculptor", "Island", "Island", "Island")
    s.battlefield(1, "Aphetto Alchemist", face_down=True)
    s.battlefield(1, "Island")
    d = Driver(s.build())
    alchemist = d.find("Aphetto Alchemist")
    d.activate(0, "Ixidor, Reality Sculptor", targets=[alchemist])
    d.pass_priority()
    d.special(1, "turn_face_up", alchemist)
    d.pay()
    assert not d.state.objects[alchemist].face_down
    d.resolve()
    assert not d.state.stack
    assert d.chars(alchemist).name == "Aphetto Alchemist"
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_the_bonus_ends_as_it_leaves_and_a_damaged_face_down_creature_dies() -> None:
    """A face-down 2/2 made 3/3 by Ixidor has 2 damage marked; once Ixidor is destroyed the
    static ability's effect ends (CR 611.3b) and the 2/2 with lethal damage is put into its
    owner's graveyard (CR 704.5g)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ixidor, Reality Sculptor")
    s.battlefield(1, "Daru Lancer", face_down=True, damage=2)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    assert d.chars(d.find("Daru Lancer")).toughness == 3
    d.cast(1, "Infernal Grasp", targets=[d.find("Ixidor, Reality Sculptor")])
    d.resolve()
    assert d.zone_of("Ixidor, Reality Sculptor") == "graveyard"
    assert d.zone_of("Daru Lancer") == "graveyard"


def test_the_face_down_creature_is_hidden_from_ixidors_controller_until_turned_up() -> None:
    """CR 708.5, 708.8: only its controller may look at a face-down permanent; Ixidor's
    controller doesn't see the opponent's face-down Daru Lancer in their view, and once
    Ixidor's ability turns it face up, it is seen as Daru Lancer, a 3/4 (no longer face down,
    so no +1/+1)."""
    import json
    d = setup()
    lancer = d.find("Daru Lancer")
    assert "Daru Lancer" not in json.dumps(d.game.view(0))
    assert "Daru Lancer" in json.dumps(d.game.view(1))
    d.activate(0, "Ixidor, Reality Sculptor", targets=[lancer])
    assert "Daru Lancer" not in json.dumps(d.game.view(0))
    d.resolve()
    assert "Daru Lancer" in json.dumps(d.game.view(0))
    c = d.chars(lancer)
    assert (c.power, c.toughness) == (3, 4)

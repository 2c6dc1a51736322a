"""Mistform Wall — {2}{U} Creature — Illusion Wall 1/4.

Oracle: "Mistform Wall has defender as long as it's a Wall. / {1}: Mistform Wall becomes the
creature type of your choice until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Wall")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_stops_being_a_wall_and_loses_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    assert d.chars(wall).has("Defender")
    d.activate(0, wall)
    d.resolve()
    d.choose("Elf")
    assert d.chars(wall).subtypes == {"Elf"}
    assert not d.chars(wall).has("Defender")
    d.to_combat()
    d.attack([wall])
    d.pass_until("postcombat_main")
    assert d.life(1) == 19


def test_a_wall_again_has_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.activate(0, wall)
    d.resolve()
    d.choose("Elf")
    d.activate(0, wall)
    d.resolve()
    d.choose("Wall")
    assert d.chars(wall).has("Defender")


def test_not_a_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m: "Plains" (a land type, CR 205.3i), "Artifact" (a card type, CR 205.2a),
    "Legendary" (a supertype, CR 205.4a), "goblin" (not written as the type is) and a word
    that is no type are not creature types: each choice is refused with an error saying why,
    and the game is unchanged; then "Goblin" is chosen."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.activate(0, wall)
    d.resolve()
    before = d.game.fingerprint()
    for wrong, why in (("Plains", "'Plains' is a land type, not a creature type"),
                       ("Artifact", "'Artifact' is a card type, not a creature type"),
                       ("Legendary", "'Legendary' is a supertype, not a creature type"),
                       ("goblin", "'goblin' is not written as the creature type 'Goblin' is"),
                       ("Snorlax", "'Snorlax' is not a creature type (CR 205.3m)")):
        with pytest.raises(IllegalActionError) as err:
            d.choose(wrong)
        assert why in str(err.value)
        assert d.game.fingerprint() == before
    d.choose("Goblin")
    assert d.chars(wall).subtypes == {"Goblin"}


@pytest.mark.ruling("ONS-FAQ-046")
def test_the_new_type_lasts_until_end_of_turn_then_it_is_a_wall_again() -> None:
    """ONS-FAQ-046: made a Soldier it is only a Soldier (no longer an Illusion) and may
    attack; in the cleanup step the effect ends (CR 514.2) and on the next turn it is an
    Illusion Wall with defender again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Wall", "Island")
    d = Driver(s.build())
    wall = d.find("Mistform Wall")
    d.activate(0, wall)
    d.resolve()
    d.choose("Soldier")
    assert d.chars(wall).subtypes == {"Soldier"}
    assert not d.chars(wall).has("Defender")
    d.pass_until("upkeep", turn=4)
    assert d.chars(wall).subtypes == {"Illusion", "Wall"}
    assert d.chars(wall).has("Defender")

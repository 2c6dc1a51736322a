"""Harsh Mercy — {2}{W} Sorcery.

Oracle: "Each player chooses a creature type. Destroy all creatures that aren't of a type
chosen this way. They can't be regenerated."
Rulings covered: ONS-FAQ-095.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from ...reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Harsh Mercy")


@pytest.mark.ruling("ONS-FAQ-095")
def test_creatures_of_no_chosen_type_are_destroyed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Goblin Sky Raider")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Festering Goblin", "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Harsh Mercy")
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    d.choose("Soldier")
    assert d.expect("choose_creature_type").player == 1
    d.choose("Zombie")
    # Glory Seeker (Human Soldier), Daru Cavalier (Human Soldier) and Festering Goblin
    # (Zombie Goblin) each have a chosen type; Goblin Sky Raider doesn't.
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    for name in ("Glory Seeker", "Daru Cavalier", "Festering Goblin"):
        assert d.zone_of(name) == "battlefield"


def test_a_face_down_creature_has_no_type_and_a_changeling_every_type() -> None:
    """A face-down creature has no creature types (CR 708.2a), so it is of no chosen type and
    is destroyed; a changeling has every creature type (CR 702.73a) and survives."""
    assert AVIAN_CHANGELING  # a reference card (tests/reference_cards.py)
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Avian Changeling")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(1, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Harsh Mercy")
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    d.resolve_all()
    assert d.zone_of("Exalted Angel") == "graveyard"
    for name in ("Glory Seeker", "Avian Changeling", "Elvish Warrior"):
        assert d.zone_of(name) == "battlefield"


def test_a_regeneration_shield_doesnt_save_a_creature_of_no_chosen_type() -> None:
    """"They can't be regenerated" (CR 701.19c): Boneknitter's shield on a Zombie doesn't
    save it when no player chose Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Boneknitter", "Festering Goblin", "Swamp", "Swamp")
    s.at("precombat_main", active=0, priority=1)
    d = Driver(s.build())
    d.activate(1, "Boneknitter", targets=[d.find("Festering Goblin")])
    d.resolve()  # player 0, the active player, has priority again
    assert [sh.kind for sh in d.state.shields] == ["destroy"]  # the regeneration shield
    d.cast(0, "Harsh Mercy")
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_three_players_each_choice_saves_creatures_of_that_type_whoever_controls_them() -> None:
    """Each of three players chooses (CR 101.4): player 2's choice, Centaur, saves player 0's
    Centaur token; player 1's Elvish Warrior survives player 0's choice, Elf; Glory Seeker
    (Human Soldier), of no chosen type, is destroyed."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.token(0, "Centaur")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Harsh Mercy")
    d.resolve()
    d.choose("Elf", player=0)
    d.choose("Goblin", player=1)
    d.choose("Centaur", player=2)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.ids("Centaur Token", "battlefield")
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Festering Goblin") == "battlefield"


def test_later_players_see_earlier_choices_and_a_non_creature_type_is_refused() -> None:
    """Choices in APNAP order, each known to those who choose after (CR 101.4): player 1's
    view shows player 0's "Soldier". "Forest" (a land type, CR 205.3i) is refused with an
    error naming it, the choice still pending and the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Harsh Mercy")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Harsh Mercy")
    d.resolve()
    d.expect("choose_creature_type")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.game.fingerprint() == before
    d.choose("Soldier")
    assert d.expect("choose_creature_type").player == 1
    assert "Soldier" in json.dumps(d.game.view(1)["log"])
    d.choose("Elf")
    assert d.zone_of("Festering Goblin") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"

"""Grassland Crusader — {5}{W} Creature — Human Cleric Soldier 2/4.

Oracle: "{T}: Target Elf or Soldier creature gets +2/+2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Grassland Crusader")

def test_pumps_an_elf_or_soldier_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Glory Seeker", "Festering Goblin")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Grassland Crusader", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Grassland Crusader"), d.find("Glory Seeker"),
                       d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).power == 4


def test_a_target_that_stops_being_a_soldier_makes_it_do_nothing() -> None:
    """CR 608.2b: a Mistform Dreamer made a Soldier is a legal target; when it becomes a
    Goblin in response, the ability doesn't resolve and the Dreamer isn't pumped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Mistform Dreamer", "Island", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    d.activate(0, "Grassland Crusader", targets=[dreamer])
    d.activate(0, dreamer)  # holding priority
    d.resolve()
    d.choose("Goblin")
    d.resolve()
    assert not d.state.stack
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)


def test_its_tap_ability_needs_it_to_have_been_under_control_since_the_turn_began() -> None:
    """CR 302.6: a creature's {T} ability can't be activated unless it has been under its
    controller's control continuously since their most recent turn began: a summoning-sick
    Grassland Crusader offers nothing; once untapped and unsick it may target itself (a
    Soldier)."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", sick=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader")
    d = Driver(s.build())
    me = d.find("Grassland Crusader")
    d.activate(0, me, targets=[me])
    d.resolve()
    assert (d.chars(me).power, d.chars(me).toughness) == (4, 6)
    assert d.state.objects[me].tapped
    d.pass_until("upkeep", turn=4)
    assert (d.chars(me).power, d.chars(me).toughness) == (2, 4)


def test_a_face_down_creature_or_a_human_is_refused_and_nothing_changes() -> None:
    """CR 708.2a: a face-down creature has no creature types, so it isn't an Elf or Soldier
    creature (CR 115.1) even if its front face is Glory Seeker; choosing it is refused with
    an error naming why, and the game is unchanged (CR 601.2c)."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Battlefield Medic")
    s.battlefield(0, "Glory Seeker", face_down=True)
    d = Driver(s.build())
    hidden = d.ids("Glory Seeker")[0]
    d.activate(0, "Grassland Crusader", pay=False)
    d.expect("target")
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Grassland Crusader")}
    before = d.game.fingerprint()
    for wrong in (hidden, d.find("Battlefield Medic")):
        with pytest.raises(IllegalActionError, match="Elf or Soldier"):
            d.choose(wrong)
        assert d.game.fingerprint() == before


def test_a_changeling_is_a_soldier() -> None:
    """CR 702.73a, 205.3m: Avian Changeling has every creature type, so it is an Elf or
    Soldier creature and may be targeted: it becomes 4/4."""
    from tests.reference_cards import AVIAN_CHANGELING

    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", AVIAN_CHANGELING.name)
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    d.activate(0, "Grassland Crusader", targets=[changeling])
    d.resolve()
    assert (d.chars(changeling).power, d.chars(changeling).toughness) == (4, 4)


def test_made_to_read_goblin_it_targets_goblins_and_soldiers() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Grassland Crusader's text: its
    type line (Human Cleric Soldier) is unchanged, and "Target Goblin or Soldier creature gets
    +2/+2" may target Goblin Sky Raider and Glory Seeker, not Wellwisher."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Island", "Goblin Sky Raider", "Glory Seeker",
                  "Wellwisher")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    crusader, raider = d.find("Grassland Crusader"), d.find("Goblin Sky Raider")
    evolve(d, crusader, "Elf", "Goblin")
    assert d.chars(crusader).subtypes == {"Human", "Cleric", "Soldier"}
    options = start_activation(d, crusader)
    assert {raider, d.find("Glory Seeker")} <= options
    assert d.find("Wellwisher") not in options
    d.choose(raider)
    d.pay()
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (3, 4)

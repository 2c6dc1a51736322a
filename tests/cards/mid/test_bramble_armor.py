"""Bramble Armor — {1}{G} Artifact — Equipment.

Oracle: "When Bramble Armor enters the battlefield, attach it to target creature you control.
Equipped creature gets +2/+1. Equip {4}"
Rulings covered: MID-RN-184, MID-RN-185.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bramble Armor")


def setup(lands: int = 2) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * lands, "Glory Seeker")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-184", "MID-OR-0503")
def test_enters_and_attaches_without_paying_equip() -> None:
    d = setup(lands=2)
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)  # the enters trigger's target
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to == seeker
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 3)


@pytest.mark.ruling("MID-RN-185", "MID-OR-0504")
def test_stays_unattached_when_the_target_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bramble Armor", "Defenestrate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.cast(0, "Defenestrate", targets=[seeker])
    d.resolve()
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to is None


def test_equip_moves_it_at_sorcery_speed() -> None:
    """CR 301.5f, 301.5a, 115.1e: equip is a targeted activated ability; "equipped creature" is
    whatever creature the Armor is attached to: moved to Elvish Warrior, the bonus goes with
    it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior",
                  "Bramble Armor")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Bramble Armor", targets=[warrior])
    d.resolve()
    assert d.state.objects[d.find("Bramble Armor")].attached_to == warrior
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 4)


@pytest.mark.ruling("MID-OR-0505")
def test_can_be_cast_without_a_creature_and_enters_unattached() -> None:
    """Official ruling: "Bramble Armor doesn't enter the battlefield attached to a creature.
    Instead, the Equipment enters the battlefield and then a triggered ability attaches it to a
    creature. You may cast Bramble Armor even if you don't control any creatures." (CR
    301.5b: Equipment spells are cast and enter like other artifacts.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Elvish Warrior")  # not a creature you control: no legal target
    d = Driver(s.build())
    d.cast(0, "Bramble Armor")
    d.resolve()
    armor = d.find("Bramble Armor", zone="battlefield")
    assert d.state.objects[armor].attached_to is None
    assert d.decision.kind == "priority" and not d.state.stack  # the trigger had no target
    warrior = d.find("Elvish Warrior")
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_destroyed_before_its_trigger_resolves_it_attaches_to_nothing() -> None:
    """Bramble Armor destroyed in response to its enters trigger: the new object in the
    graveyard can't be attached (CR 400.7, 701.3b), and the creature stays unequipped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Bramble Armor")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Bramble Armor", zone="battlefield")])
    d.resolve()  # Naturalize
    d.resolve()  # the enters trigger
    assert d.ids("Bramble Armor", zone="graveyard")
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2)


def test_attached_armor_and_a_pump_spell_both_apply() -> None:
    """CR 613.4c, 613.7e: the Armor attached by its trigger gets a new timestamp; with Might
    of the Old Ways cast on the same creature, both +N/+N effects apply in layer 7c in
    timestamp order: Glory Seeker is 2/2 + 2/1 + 2/2 = 6/5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Bramble Armor", "Might of the Old Ways")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(seeker)
    d.resolve()
    d.cast(0, "Might of the Old Ways", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (6, 5)


def test_its_trigger_cannot_target_an_opponents_creature() -> None:
    """CR 115.1, 601.2c: "target creature you control": Elvish Warrior, controlled by the
    opponent, is refused with an error naming the requirement, and nothing changes."""
    d = setup(lands=2)
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.expect("target")
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {seeker}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(warrior)
    assert d.game.fingerprint() == before
    d.choose(seeker)
    d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_equip_is_not_offered_at_instant_speed() -> None:
    """CR 702.6a: equip can be activated only as a sorcery: with the Armor's controller holding
    priority while a spell is on the stack, equip is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Glory Seeker",
                  "Bramble Armor")
    s.hand(0, "Might of the Old Ways")
    d = Driver(s.build())
    armor = d.find("Bramble Armor")
    assert any(isinstance(a, ActivateAbility) and a.source == armor
               for a in d.game.legal_actions())
    d.cast(0, "Might of the Old Ways", targets=[d.find("Glory Seeker")])
    assert d.state.stack and d.decision.player == 0
    assert not any(isinstance(a, ActivateAbility) and a.source == armor
                   for a in d.game.legal_actions())


def test_equip_cannot_target_an_opponents_creature() -> None:
    """CR 702.6a: "Attach to target creature you control": the opponent's creature is not a
    legal target for equip."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Bramble Armor")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    armor = d.find("Bramble Armor")
    assert not any(isinstance(a, ActivateAbility) and a.source == armor
                   for a in d.game.legal_actions())


def test_the_bonus_ends_when_the_armor_leaves() -> None:
    """CR 611.3a, 301.5c: the +2/+1 is a static ability of the Armor; destroyed, the Armor no
    longer gives it, and Glory Seeker is back to 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Bramble Armor")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Bramble Armor", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 3)
    d.pass_priority()  # the opponent gets priority with the stack empty
    d.cast(1, "Naturalize", targets=[d.find("Bramble Armor")])
    d.resolve()
    assert d.zone_of("Bramble Armor") == "graveyard"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_its_creature_gone_it_stays_unattached_and_can_be_equipped_again() -> None:
    """CR 704.5n, 301.5c: Glory Seeker, equipped, is destroyed: the Armor stays on the
    battlefield unattached, and equip then attaches it to Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, *["Swamp"] * 2, "Glory Seeker", "Elvish Warrior",
                  "Bramble Armor")
    s.hand(0, "Infernal Grasp")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    armor = d.find("Bramble Armor")
    d.activate(0, armor, targets=[seeker])
    d.resolve()
    d.cast(0, "Infernal Grasp", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Bramble Armor") == "battlefield"
    assert d.state.objects[armor].attached_to is None
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)
    d.activate(0, armor, targets=[warrior])
    d.resolve()
    assert d.state.objects[armor].attached_to == warrior
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 4)


def test_a_face_down_creature_can_be_equipped_and_stays_hidden() -> None:
    """CR 708.2, 708.5: a face-down 2/2 is a creature its controller controls, a legal target
    for the enters trigger; equipped it is a 4/3, and the opponent's view never names it."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(0, "Ironfist Crusher", face_down=True)
    s.hand(0, "Bramble Armor")
    d = Driver(s.build())
    hidden = d.find("Ironfist Crusher")
    d.cast(0, "Bramble Armor")
    d.resolve()
    d.choose(hidden)
    d.resolve()
    assert d.state.objects[d.find("Bramble Armor")].attached_to == hidden
    assert (d.chars(hidden).power, d.chars(hidden).toughness) == (4, 3)
    assert "Ironfist Crusher" not in json.dumps(d.game.view(1))
    assert "Ironfist Crusher" in json.dumps(d.game.view(0))

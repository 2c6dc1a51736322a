"""Odric's Outrider — {3}{W} Creature — Human Knight 2/4.

Oracle: "Whenever Odric's Outrider or another creature you control dies, put a +1/+1 counter
on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Odric's Outrider")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    return Driver(s.build())


def test_another_creature_dies() -> None:
    d = setup()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    warrior = d.find("Elvish Warrior")
    d.choose(warrior)
    d.resolve()
    assert d.chars(warrior).power == 3


def test_outrider_itself_dies() -> None:
    d = setup()
    outrider = d.find("Odric's Outrider")
    d.cast(1, "Shock", targets=[outrider])
    d.cast(1, "Shock", targets=[outrider])
    d.resolve()
    d.resolve()
    assert d.ids("Odric's Outrider", zone="graveyard")
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).power == 3


def test_opponents_creature_doesnt_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Odric's Outrider")).power == 2


def test_dying_together_each_death_triggers_it() -> None:
    """CR 603.10a: the Outrider and Glory Seeker die at once (Harsh Mercy, Elf and Goblin
    chosen); it looks back and triggers for both, each putting a counter on the surviving
    Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Harsh Mercy")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Harsh Mercy")
    d.resolve()
    d.choose("Goblin", player=1)
    d.choose("Elf", player=0)
    warrior = d.find("Elvish Warrior")
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "target":
            d.choose(warrior)
        elif d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Odric's Outrider") == "graveyard"
    assert d.state.objects[warrior].counters == {"+1/+1": 2}


def test_a_token_dying_triggers_it_and_with_no_creature_left_it_is_removed() -> None:
    """A token dies too (CR 700.4, 111.7): the Centaur token's death triggers it. With no
    creature its controller controls to target, the trigger is removed from the stack
    (CR 603.3d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider")
    s.token(0, "Centaur", label="centaur")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    outrider = d.find("Odric's Outrider")
    d.cast(1, "Shock", targets=[d.find("Centaur Token")])
    d.resolve()
    d.cast(1, "Shock", targets=[d.find("Centaur Token")])
    d.resolve()
    assert not d.ids("Centaur Token")
    d.choose(outrider)
    d.resolve()
    assert d.state.objects[outrider].counters == {"+1/+1": 1}


def test_a_borrowed_creature_dying_is_its_controllers_not_its_owners() -> None:
    """CR 603.10a, 700.4: Glory Seeker, player 1's, dies under player 0's control (Pack's
    Betrayal): player 0's Outrider triggers, looking back at who controlled it; player 1's
    Outrider doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal", "Shock")
    s.battlefield(1, "Odric's Outrider", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    mine, theirs = d.find("Odric's Outrider", player=0), d.find("Odric's Outrider", player=1)
    d.cast(0, "Pack's Betrayal", targets=[seeker], pay=False)
    for m in d.ids("Mountain")[:3]:
        d.mana(0, m)
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.choose(mine)
    d.resolve()
    assert d.state.objects[mine].counters == {"+1/+1": 1}
    assert not d.state.objects[theirs].counters


def test_target_dead_in_response_gets_nothing_and_its_death_triggers_again() -> None:
    """CR 608.2b: the second Glory Seeker targeted by the trigger dies to a second Shock in
    response, so that trigger does nothing; its own death triggers the Outrider
    again, and its one counter goes to the Outrider, the only creature left."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    first, warrior = d.ids("Glory Seeker")
    d.cast(1, d.ids("Shock", "hand")[0], targets=[first])
    d.resolve()
    d.choose(warrior)
    assert len(d.state.stack) == 1
    d.cast(1, "Shock", targets=[warrior])
    d.resolve()
    assert not d.ids("Glory Seeker", zone="battlefield")
    outrider = d.find("Odric's Outrider")
    if d.decision.kind == "target":
        d.choose(outrider)
    assert len(d.state.stack) == 2
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[outrider].counters == {"+1/+1": 1}
    assert [e for e in d.game.log if e.kind == "fizzle"]

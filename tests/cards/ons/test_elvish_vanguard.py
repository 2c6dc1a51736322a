"""Elvish Vanguard — {1}{G} Creature — Elf Warrior 1/1.

Oracle: "Whenever another Elf enters the battlefield, put a +1/+1 counter on Elvish Vanguard."
Rulings covered: ONS-FAQ-082.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Elvish Vanguard")


def test_another_elf_entering_adds_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.resolve()
    d.resolve()  # the trigger
    vanguard = d.find("Elvish Vanguard")
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1
    assert d.chars(vanguard).power == 2


def test_non_elf_does_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Elvish Vanguard")).power == 1


@pytest.mark.ruling("ONS-FAQ-082", "ONS-OR-0174")
def test_entering_together_with_another_elf_triggers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Vanguard", "Wellwisher")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf", player=0)
    d.choose("Goblin", player=1)
    assert d.find("Wellwisher", zone="battlefield")
    d.resolve()  # Vanguard's trigger for Wellwisher
    assert d.chars(d.find("Elvish Vanguard")).power == 2


def test_an_opponents_elf_triggers_it_but_a_face_down_one_doesnt() -> None:
    """"Another Elf" is any player's: no controller is named. A face-down creature has no
    creature types (CR 708.2a), so casting one face down doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard")
    s.battlefield(1, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(1, "Elvish Warrior", "Birchlore Rangers")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    vanguard = d.find("Elvish Vanguard")
    d.cast(1, "Elvish Warrior")
    d.resolve()
    d.resolve()  # the trigger
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1
    d.cast(1, "Birchlore Rangers", method="face_down")
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1


def test_a_clone_entering_as_an_elf_triggers_it() -> None:
    """CR 707.5, 614.1c: a Clone that enters as a copy of an Elf is an Elf as it enters, so
    "another Elf enters" triggers for it (CR 603.6a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    d = Driver(s.build())
    vanguard = d.find("Elvish Vanguard")
    d.cast(0, "Clone")
    d.resolve()
    d.choose(vanguard)
    d.resolve()  # the original Vanguard's trigger; the copy's own sees no other Elf enter
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1
    assert not d.state.stack


def test_two_elves_entering_together_trigger_it_twice() -> None:
    """CR 603.2c, 603.6a: Patriarch's Bidding returns Elvish Warrior and Wellwisher at once:
    the Vanguard's ability triggers once for each, two +1/+1 counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior", "Wellwisher")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf", player=0)
    d.choose("Goblin", player=1)
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # the order of the two identical triggers
    assert len(d.state.stack) == 2
    d.resolve_all()
    vanguard = d.find("Elvish Vanguard")
    assert d.state.objects[vanguard].counters.get("+1/+1") == 2
    assert d.chars(vanguard).power == 3


def test_the_vanguard_gone_before_its_trigger_resolves_nothing_gets_a_counter() -> None:
    """CR 400.7, 608.2b: Shocked in response, the Vanguard is a new object in the graveyard;
    the ability puts no counter on anything (not on the Elf that entered)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Forest", "Forest")
    s.hand(0, "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Elvish Warrior")
    d.resolve()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Elvish Vanguard")])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.zone_of("Elvish Vanguard") == "graveyard"
    assert not d.state.objects[d.find("Elvish Warrior")].counters
    assert not d.state.objects[d.find("Elvish Vanguard")].counters


def test_an_elf_turned_face_up_doesnt_enter_so_doesnt_trigger() -> None:
    """CR 708.8: turning a face-down permanent face up doesn't make it enter the battlefield:
    Birchlore Rangers turned face up (morph {G}) is an Elf now, but the Vanguard doesn't
    trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Forest")
    s.battlefield(0, "Birchlore Rangers", face_down=True)
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.special(0, "turn_face_up", rangers)
    d.pay()
    assert "Elf" in d.chars(rangers).subtypes
    assert not d.state.stack
    assert not d.state.objects[d.find("Elvish Vanguard")].counters


def test_made_to_read_goblin_another_goblin_entering_adds_a_counter() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Elvish Vanguard's text: its
    type line reads Goblin Warrior, Goblin Sky Raider entering adds a counter, Wellwisher (an
    Elf) entering doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Vanguard", "Island", "Forest", "Forest", "Mountain", "Mountain",
                  "Mountain")
    s.hand(0, "Artificial Evolution", "Wellwisher", "Goblin Sky Raider")
    d = Driver(s.build())
    vanguard = d.find("Elvish Vanguard")
    evolve(d, vanguard, "Elf", "Goblin")
    assert d.chars(vanguard).subtypes == {"Goblin", "Warrior"}
    d.cast(0, "Wellwisher")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Goblin Sky Raider")
    d.resolve()
    d.resolve()  # the trigger
    assert d.state.objects[vanguard].counters.get("+1/+1") == 1

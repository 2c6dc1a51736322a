"""Slaughter Specialist — {1}{B} Creature — Vampire Warrior 3/3.

Oracle: "When Slaughter Specialist enters the battlefield, each opponent creates a 1/1 white
Human creature token. / Whenever a creature an opponent controls dies, put a +1/+1 counter on
Slaughter Specialist."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Slaughter Specialist")


def test_opponent_gets_human_and_its_death_grows_specialist() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain", "Glory Seeker")
    s.hand(0, "Slaughter Specialist", "Shock")
    d = Driver(s.build())
    d.cast(0, "Slaughter Specialist")
    d.resolve()
    d.resolve()
    human = d.find("Human", zone="battlefield", player=1)
    assert not d.ids("Human", zone="battlefield", player=0)
    spec = d.find("Slaughter Specialist")
    d.cast(0, "Shock", targets=[human])
    d.resolve()
    d.resolve()
    assert d.chars(spec).power == 4


def test_own_creature_dying_doesnt_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slaughter Specialist", "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Slaughter Specialist")).power == 3


def test_each_of_three_opponents_creates_a_human() -> None:
    """Multiplayer (CR 800): "each opponent" is the three other players; each creates and
    controls one Human; its controller gets none."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Slaughter Specialist")
    d = Driver(s.build())
    d.cast(0, "Slaughter Specialist")
    d.resolve()
    d.resolve()
    assert not d.ids("Human", zone="battlefield", player=0)
    for p in (1, 2, 3):
        assert len(d.ids("Human", zone="battlefield", player=p)) == 1
        human = d.find("Human", zone="battlefield", player=p)
        c = d.chars(human)
        assert (c.power, c.toughness) == (1, 1)
        assert d.state.objects[human].controller == p


def test_two_opponents_creatures_dying_at_once_give_two_counters() -> None:
    """Each creature an opponent controls that dies triggers once (CR 603.2c): two blockers
    dying in the same combat damage step give two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slaughter Specialist", "Glory Seeker")
    s.battlefield(1, "Nosy Goblin", "Nosy Goblin")
    d = Driver(s.build())
    spec, seeker = d.find("Slaughter Specialist"), d.find("Glory Seeker")
    goblins = d.ids("Nosy Goblin")
    d.to_combat()
    d.attack([spec, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({goblins[0]: spec, goblins[1]: seeker})
    while d.decision.kind != "order_triggers":
        d.pass_priority()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.pass_until("postcombat_main")
    assert len(d.ids("Nosy Goblin", zone="graveyard")) == 2
    assert d.zone_of("Glory Seeker") == "graveyard"  # its own creature: no counter for it
    assert d.state.objects[spec].counters == {"+1/+1": 2}


def test_dying_along_with_an_opponents_creature_it_still_triggers_harmlessly() -> None:
    """CR 603.10a: leaves-the-battlefield abilities look back; the Specialist and the
    opponent's creature die together, the ability triggers, and with the Specialist gone no
    counter is put anywhere and the game goes on."""
    s = Scenario(seed=1)
    s.battlefield(0, "Slaughter Specialist", damage=2)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    spec = d.find("Slaughter Specialist")
    d.to_combat()
    d.attack([spec])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): spec})
    d.pass_until("postcombat_main")
    assert d.zone_of("Slaughter Specialist") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.state.stack


def test_changed_on_the_stack_each_opponent_creates_an_elf() -> None:
    """CR 612.2a, 400.7a: Slaughter Specialist changed from Human to Elf as a spell makes
    each opponent create a 1/1 white Elf Token; it is still a Vampire Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Island")
    s.hand(0, "Slaughter Specialist", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Slaughter Specialist")
    evolve(d, spell, "Human", "Elf")
    d.resolve()
    assert d.chars(d.find("Slaughter Specialist")).subtypes == {"Vampire", "Warrior"}
    d.resolve()
    assert not tokens(d, 0)
    [token] = tokens(d, 1)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power) == ("Elf Token", {"Elf"}, {"W"}, 1)

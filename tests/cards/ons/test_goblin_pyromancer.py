"""Goblin Pyromancer — {3}{R} Creature — Goblin Wizard 2/2.

Oracle: "When Goblin Pyromancer enters the battlefield, Goblin creatures get +3/+0 until end
of turn. / At the beginning of the end step, destroy all Goblins."
Rulings covered: ONS-FAQ-122 (the end step ability works only if it is on the battlefield).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Pyromancer")


def test_pumps_goblins_then_destroys_all_goblins() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Goblin Sky Raider",
                  "Glory Seeker")
    s.hand(0, "Goblin Pyromancer")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Goblin Sky Raider")).power == 4
    assert d.chars(d.find("Goblin Pyromancer")).power == 5
    assert d.chars(d.find("Glory Seeker")).power == 2
    while d.state.step.name != "END":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "target":  # Festering Goblin's dies trigger
            d.choose(d.decision.actions[0].value)
        else:
            d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.zone_of("Goblin Pyromancer") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


@pytest.mark.ruling("ONS-FAQ-122", "ONS-OR-0139")
def test_no_trigger_if_it_left_before_the_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Goblin Sky Raider")
    s.hand(0, "Goblin Pyromancer", "Shock")
    d = Driver(s.build())
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Goblin Pyromancer")])
    d.resolve()
    assert d.zone_of("Goblin Pyromancer") == "graveyard"
    d.pass_until("end", turn=3)
    assert not d.state.stack
    assert d.zone_of("Goblin Sky Raider") == "battlefield"


def test_a_goblin_entering_after_the_pump_resolved_is_not_pumped() -> None:
    """CR 611.2c: "Goblin creatures get +3/+0" affects the Goblins on the battlefield as the
    ability resolves; a Goblin cast afterwards keeps its power."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Goblin Pyromancer", "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    d.resolve()
    d.cast(0, "Goblin Sledder")
    d.resolve()
    assert d.chars(d.find("Goblin Sledder")).power == 1
    assert d.chars(d.find("Goblin Pyromancer")).power == 5


def test_each_end_step_destroys_goblins_but_not_a_face_down_one() -> None:
    """"At the beginning of the end step" triggers in every player's end step (CR 513.1a):
    in its controller's opponent's turn too. A face-down creature has no creature types (CR
    708.2a), so a face-down Goblin is no Goblin and survives."""
    s = Scenario(seed=1)
    s.battlefield(1, "Goblin Pyromancer")
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(0, "Goblin Taskmaster", face_down=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("postcombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("end", turn=3)  # the trigger resolves on the way
    assert d.zone_of("Goblin Pyromancer") == "graveyard"
    assert d.zone_of("Goblin Sledder") == "graveyard"
    assert d.zone_of("Goblin Taskmaster") == "battlefield"


def test_pump_resolves_even_if_it_left_and_reaches_every_player_s_goblins() -> None:
    """CR 603.4 / 113.7a: the enters trigger exists independently of its source; shocked in
    response, Goblin Pyromancer is gone, but "Goblin creatures get +3/+0" still gives +3/+0 to
    each Goblin creature on the battlefield as it resolves, an opponent's too (CR 611.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Goblin Sledder", "Glory Seeker")
    s.battlefield(1, "Goblin Sledder")
    s.hand(0, "Goblin Pyromancer", "Shock")
    d = Driver(s.build())
    d.cast(0, "Goblin Pyromancer")
    d.resolve()
    assert len(d.state.stack) == 1  # the enters trigger
    d.cast(0, "Shock", targets=[d.find("Goblin Pyromancer")])
    d.resolve()
    assert d.zone_of("Goblin Pyromancer") == "graveyard"
    d.resolve()
    assert [d.chars(o).power for o in d.ids("Goblin Sledder", "battlefield")] == [4, 4]
    assert d.chars(d.find("Glory Seeker")).power == 2
    d.pass_until("upkeep", turn=4)  # no end step trigger; the pump ended in cleanup
    assert [d.chars(o).power for o in d.ids("Goblin Sledder", "battlefield")] == [1, 1]


def test_an_indestructible_goblin_survives_the_end_step_destruction() -> None:
    """CR 702.12b: "destroy all Goblins" doesn't destroy an indestructible Goblin; made so by
    Unbreakable Formation in the end step with the trigger on the stack, the Goblin Sledder
    and the Pyromancer survive, the opponent's Goblin doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Pyromancer", "Goblin Sledder", *["Plains"] * 3)
    s.hand(0, "Unbreakable Formation")
    s.battlefield(1, "Goblin Sky Raider")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("postcombat_main")
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "END"
    d.cast(0, "Unbreakable Formation")
    d.resolve()
    d.resolve()
    assert d.zone_of("Goblin Pyromancer") == "battlefield"
    assert d.zone_of("Goblin Sledder") == "battlefield"
    assert d.zone_of("Goblin Sky Raider") == "graveyard"


def test_changed_as_a_spell_to_read_elf_it_pumps_and_destroys_elves() -> None:
    """CR 612.2, 400.7a: Artificial Evolution replaces Goblin with Elf in the Goblin Pyromancer
    spell's text, and the change goes on applying to the permanent: an Elf Wizard, it gives
    Elves +3/+0 (Wellwisher, itself) and not Goblin Sky Raider, and at the beginning of the
    end step destroys all Elves, itself included, leaving the Goblin."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain", "Mountain", "Wellwisher",
                  "Goblin Sky Raider")
    s.hand(0, "Goblin Pyromancer", "Artificial Evolution")
    d = Driver(s.build())
    for mountain in d.ids("Mountain"):
        d.mana(0, mountain)
    spell = d.cast(0, "Goblin Pyromancer")
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    d.resolve()
    pyro = d.find("Goblin Pyromancer", zone="battlefield")
    assert d.chars(pyro).subtypes == {"Elf", "Wizard"}
    d.resolve()  # its enters trigger
    assert d.chars(d.find("Wellwisher")).power == 4 and d.chars(pyro).power == 5
    assert d.chars(d.find("Goblin Sky Raider")).power == 1
    d.pass_until("end")  # its end step trigger resolves
    assert d.zone_of("Wellwisher") == "graveyard" and d.zone_of("Goblin Pyromancer") == "graveyard"
    assert d.zone_of("Goblin Sky Raider") == "battlefield"

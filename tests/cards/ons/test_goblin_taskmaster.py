"""Goblin Taskmaster — {R} Creature — Goblin 1/1.

Oracle: "{1}{R}: Target Goblin creature gets +1/+0 until end of turn. / Morph {R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Goblin Taskmaster")


def test_pumps_a_goblin_but_not_another_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Goblin Sledder", "Glory Seeker", "Mountain",
                  "Mountain")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    d.activate(0, "Goblin Taskmaster", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker") not in legal
    d.choose(sledder)
    d.pay()
    d.resolve()
    assert (d.chars(sledder).power, d.chars(sledder).toughness) == (2, 1)
    d.pass_until("upkeep", turn=4)
    assert d.chars(sledder).power == 1


def test_a_face_down_goblin_is_no_goblin_to_target() -> None:
    """CR 708.2a: a face-down creature has no creature types, so it isn't a Goblin to target
    (CR 115.1); the Taskmaster may target itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Mountain", "Mountain")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    d.activate(0, "Goblin Taskmaster", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Skirk Commando") not in legal
    assert d.find("Goblin Taskmaster") in legal


def test_cast_face_down_and_turned_up_for_r() -> None:
    """CR 702.37c, 702.37e: cast face down for {3} it is a nameless 2/2 with no ability, its
    identity hidden from the opponent (CR 708.5); turned face up for {R} it is the 1/1
    Goblin Taskmaster with its ability, the opponent now seeing its name."""
    import json

    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Goblin Taskmaster")
    d = Driver(s.build())
    d.cast(0, "Goblin Taskmaster", method="face_down")
    d.resolve()
    tm = d.find("Goblin Taskmaster", "battlefield")
    c = d.chars(tm)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("", 2, 2, frozenset())
    assert not any(isinstance(a, ActivateAbility) and a.source == tm
                   for a in d.game.legal_actions())
    assert "Goblin Taskmaster" not in json.dumps(d.game.view(1))
    d.special(0, "turn_face_up", tm)
    d.pay()
    c = d.chars(tm)
    assert (c.name, c.power, c.toughness) == ("Goblin Taskmaster", 1, 1)
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 4
    assert "Goblin Taskmaster" in json.dumps(d.game.view(1))
    d.activate(0, tm, targets=[tm])
    d.resolve()
    assert d.chars(tm).power == 2


def test_an_opponent_s_goblin_may_be_targeted_and_pumps_add_up() -> None:
    """"Target Goblin creature", anyone's (CR 115.1): the opponent's Goblin Sledder gets +1/+0
    twice: a 3/1 (CR 613.4c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", *["Mountain"] * 4)
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    sledder = d.find("Goblin Sledder")
    for _ in range(2):
        d.activate(0, "Goblin Taskmaster", targets=[sledder])
        d.resolve()
    assert (d.chars(sledder).power, d.chars(sledder).toughness) == (3, 1)


def test_a_target_that_stops_being_a_goblin_is_no_longer_legal() -> None:
    """CR 608.2b: Mistform Stalker, made a Goblin, is targeted; in response it becomes an Elf,
    so the target is illegal on resolution and the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Mistform Stalker", *["Mountain"] * 4)
    d = Driver(s.build())
    stalker = d.find("Mistform Stalker")
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Goblin")
    d.activate(0, "Goblin Taskmaster", targets=[stalker])
    d.activate(0, stalker, index=0)
    d.resolve()
    d.choose("Elf")
    assert "Goblin" not in d.chars(stalker).subtypes
    d.resolve()
    assert not d.state.stack
    assert (d.chars(stalker).power, d.chars(stalker).toughness) == (1, 1)


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Goblin Taskmaster's text: its type
    line reads Elf, and its ability gives Wellwisher +1/+0, Goblin Sky Raider isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Taskmaster", "Island", "Mountain", "Mountain", "Wellwisher", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Goblin Taskmaster")
    new, old = d.find("Wellwisher"), d.find("Goblin Sky Raider")
    evolve(d, source, "Goblin", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.chars(new).power == 2

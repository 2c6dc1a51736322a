"""Wellwisher — {1}{G} Creature — Elf 1/1.

Oracle: "{T}: You gain 1 life for each Elf on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wellwisher")


def test_gain_one_per_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Elvish Warrior", "Glory Seeker")
    s.battlefield(1, "Wirewood Savage")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 23


def test_face_down_elves_dont_count_and_wellwisher_counts_itself() -> None:
    """CR 708.2a: a face-down creature is no Elf; the Elves are counted as the ability
    resolves (CR 608.2h), Wellwisher among them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher")
    s.battlefield(0, "Wirewood Herald", face_down=True)
    s.battlefield(1, "Wirewood Savage")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 22


def test_an_elf_killed_in_response_isnt_counted() -> None:
    """CR 608.2h: the Elves are counted as the ability resolves; the Elvish Warrior, Shocked
    in response, is in the graveyard by then: 1 life (Wellwisher), not 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock", "Shock")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.pass_priority()
    warrior = d.find("Elvish Warrior")
    d.cast(1, d.ids("Shock", "hand")[0], targets=[warrior])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.resolve()
    assert d.life(0) == 21


def test_killed_in_response_it_gains_for_the_other_elves_only() -> None:
    """CR 113.7a, 608.2h: the ability resolves without its source, which is no longer on the
    battlefield to be counted: Elvish Warrior alone, 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    d.resolve()
    assert d.life(0) == 21


def test_summoning_sick_it_cant_tap() -> None:
    """CR 302.6: its {T} ability can't be activated the turn it came under its controller's
    control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", sick=True)
    d = Driver(s.build())
    w = d.find("Wellwisher")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == w]


def test_a_creature_made_an_elf_counts() -> None:
    """CR 205.3: Mistform Wall made an Elf until end of turn is an Elf on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wellwisher", "Mistform Wall", "Island")
    d = Driver(s.build())
    d.activate(0, "Mistform Wall")
    d.resolve()
    d.choose("Elf")
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 22


def test_two_headed_giant_the_team_gains_the_life() -> None:
    """CR 810.9: life gained by a player is applied to the team's shared total; every Elf on
    the battlefield counts, the opposing team's too."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Wellwisher")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Wirewood Savage")
    d = Driver(s.build())
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == d.life(1) == 33
    assert d.life(2) == 30


def test_rewritten_by_artificial_evolution_it_counts_the_new_type() -> None:
    """CR 612.2 (ONS-OR-0042): Elf changed to Goblin in its type line and its rules text, it
    gains 1 life for each Goblin: itself and Goblin Sky Raider, not the Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Wellwisher", "Elvish Warrior", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    w = d.find("Wellwisher")
    d.cast(0, "Artificial Evolution", targets=[w])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    assert d.chars(w).subtypes == {"Goblin"}
    d.activate(0, w)
    d.resolve()
    assert d.life(0) == 22

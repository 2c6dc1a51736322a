"""Cathar's Call — {2}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has vigilance and "At the beginning of your end
step, create a 1/1 white Human creature token.""
Rulings covered: MID-RN-144.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Cathar's Call")


def humans(d: Driver, player: int) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token
            and d.state.objects[o].controller == player]


def to_end_step(d: Driver, turn: int = 3) -> None:
    while not (d.state.step.name == "END" and d.state.turn == turn):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


def test_vigilance_and_a_human_each_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Cathar's Call")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cathar's Call", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Vigilance")
    to_end_step(d)
    d.resolve()
    [h] = humans(d, 0)
    assert "Human" in d.chars(h).subtypes and d.chars(h).power == 1


@pytest.mark.ruling("MID-RN-144", "MID-OR-0049")
def test_the_enchanted_creatures_controller_gets_the_token() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Cathar's Call")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Cathar's Call", targets=[d.find("Glory Seeker")])
    d.resolve()
    to_end_step(d)  # our end step: not the end step of the creature's controller
    assert not d.state.stack
    to_end_step(d, turn=4)
    d.resolve()
    assert len(humans(d, 1)) == 1 and not humans(d, 0)


def test_attacking_with_vigilance_doesnt_tap_it() -> None:
    """CR 702.20b: the enchanted creature attacks without tapping."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    assert not d.state.objects[seeker].tapped
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_no_token_once_the_creature_has_died() -> None:
    """The creature dies; Cathar's Call, enchanting nothing, is put into its owner's graveyard
    (CR 704.5m), and no Human is created at the end step: the ability was the creature's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Cathar's Call") == "graveyard"
    to_end_step(d)
    assert not d.state.stack and not humans(d, 0)


def test_two_calls_two_humans_and_the_tokens_dont_make_more() -> None:
    """CR 113.2c, 603.2: two Cathar's Calls give the creature two instances of the triggered
    ability, so two Humans come at the end step; the Human tokens aren't enchanted and have
    no such ability themselves: the next end step makes two more, not four."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    to_end_step(d)
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(humans(d, 0)) == 2
    for h in humans(d, 0):
        assert not d.chars(h).abilities and not d.chars(h).has("Vigilance")
    to_end_step(d, turn=5)
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(humans(d, 0)) == 4


def test_the_creature_killed_in_response_the_human_still_comes() -> None:
    """CR 113.7a: the end step trigger exists apart from the creature: Shock kills the
    enchanted Glory Seeker in response and the Human is still created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    to_end_step(d)
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert len(humans(d, 0)) == 1


def test_phased_out_with_its_creature_no_human_until_it_phases_in() -> None:
    """CR 702.26b, 702.26g: the enchanted Glory Seeker is phased out, and the Call with it: the
    creature is treated as though it doesn't exist, so no Human comes at this end step; it
    phases in during its controller's next untap step (CR 502.1) and the next end step makes
    one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker", phased_out=True)
    s.battlefield(0, "Cathar's Call", attached_to="seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    assert d.state.objects[d.find("Cathar's Call")].phased_out
    to_end_step(d)
    assert not d.state.stack and not humans(d, 0)
    to_end_step(d, turn=5)
    assert not d.state.objects[d.find("Glory Seeker")].phased_out
    d.resolve()
    assert len(humans(d, 0)) == 1


def test_made_to_read_elf_the_ability_it_grants_creates_elves() -> None:
    """CR 612.2a, 612.3: Artificial Evolution changes Human to Elf on Cathar's Call; the
    ability in quotes is part of the Aura's text, so the enchanted creature's granted ability
    creates a 1/1 white Elf Token at the end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Island", "Glory Seeker")
    s.hand(0, "Artificial Evolution", "Cathar's Call")
    d = Driver(s.build())
    d.cast(0, "Cathar's Call", targets=[d.find("Glory Seeker")])
    d.resolve()
    evolve(d, d.find("Cathar's Call"), "Human", "Elf")
    d.pass_until("end")
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"W"}, 1, 1)


def test_a_text_change_on_the_enchanted_creature_leaves_the_granted_ability() -> None:
    """CR 612.3: the ability Cathar's Call grants isn't the creature's text: changing Human
    to Elf on the enchanted Human Soldier makes it an Elf Soldier, but its granted ability
    still creates a Human Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Island", "Glory Seeker")
    s.hand(0, "Artificial Evolution", "Cathar's Call")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cathar's Call", targets=[seeker])
    d.resolve()
    evolve(d, seeker, "Human", "Elf")
    assert d.chars(seeker).subtypes == {"Elf", "Soldier"}
    d.pass_until("end")
    [token] = tokens(d)
    assert (d.chars(token).name, d.chars(token).subtypes) == ("Human Token", {"Human"})

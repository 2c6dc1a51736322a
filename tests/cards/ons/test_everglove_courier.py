"""Everglove Courier — {2}{G} Creature — Elf 2/1.

Oracle: "You may choose not to untap Everglove Courier during your untap step. /
{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier remains tapped."
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import (
    check_courier_bonus_while_tapped,
    check_courier_creature_type_checks,
    check_courier_text_changed,
)

pytestmark = pytest.mark.card("Everglove Courier")


def test_gives_an_elf_plus_two_and_trample_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Everglove Courier", "Forest", "Elvish Vanguard", "Festering Goblin", "Trample")


@pytest.mark.ruling("ONS-OR-0177")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Everglove Courier", "Forest",
                                       "Elvish Warrior", "Glory Seeker", "Elf", "Goblin")


def test_it_may_target_itself_an_elf() -> None:
    """The Courier is an Elf: its ability may target itself, a 4/3 with trample while it
    remains tapped (paying {T} taps it before the ability resolves)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    courier = d.find("Everglove Courier")
    d.activate(0, courier, targets=[courier])
    d.resolve()
    c = d.chars(courier)
    assert (c.power, c.toughness) == (4, 3) and c.has("Trample")


@pytest.mark.parametrize("how", ["untapped", "dies"])
def test_the_bonus_ends_when_the_courier_is_untapped_by_an_effect_or_leaves(how: str) -> None:
    """CR 611.2b: "for as long as Everglove Courier remains tapped": Aphetto Alchemist
    untapping the Courier, or the Courier dying to Shock, ends the Elvish Warrior's +2/+2 and
    trample at once, in the same turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Elvish Warrior", "Aphetto Alchemist",
                  "Forest", "Forest", "Forest", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    courier, warrior = d.find("Everglove Courier"), d.find("Elvish Warrior")
    d.activate(0, courier, targets=[warrior])
    d.resolve()
    assert d.chars(warrior).power == 4 and d.chars(warrior).has("Trample")
    if how == "untapped":
        d.activate(0, "Aphetto Alchemist", targets=[courier])
    else:
        d.cast(0, "Shock", targets=[courier])
    d.resolve()
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (2, 3) and not c.has("Trample")


def test_untapped_before_the_ability_resolves_it_does_nothing() -> None:
    """CR 611.2b: a "for as long as" effect whose duration has already ended as it would
    begin does nothing: Aphetto Alchemist untaps the Courier in response, and the Elvish
    Warrior gets neither +2/+2 nor trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Elvish Warrior", "Aphetto Alchemist",
                  "Forest", "Forest", "Forest")
    d = Driver(s.build())
    courier, warrior = d.find("Everglove Courier"), d.find("Elvish Warrior")
    d.activate(0, courier, targets=[warrior])
    d.activate(0, "Aphetto Alchemist", targets=[courier])
    d.resolve()
    assert not d.state.objects[courier].tapped
    d.resolve()
    assert not d.state.stack
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (2, 3) and not c.has("Trample")


def test_the_trampling_elf_assigns_its_excess_damage_to_the_player() -> None:
    """Trample (CR 702.19b): the Elvish Warrior, 4/5 from the Courier, blocked by Glory
    Seeker (2/2), assigns 2 to it and 2 to the defending player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Elvish Warrior", "Forest", "Forest", "Forest")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    courier, warrior = d.find("Everglove Courier"), d.find("Elvish Warrior")
    d.activate(0, courier, targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): warrior})
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)  # type: ignore[attr-defined]
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


def test_choosing_not_to_untap_it_keeps_the_bonus_into_the_next_turn() -> None:
    """"You may choose not to untap" (CR 502.3): declining in the untap step, the Courier
    stays tapped, and the Elvish Warrior keeps +2/+2 and trample in that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Everglove Courier", "Elvish Warrior", "Forest", "Forest", "Forest")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    courier, warrior = d.find("Everglove Courier"), d.find("Elvish Warrior")
    d.activate(0, courier, targets=[warrior])
    d.resolve()
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 0
    d.choose(False)
    d.pass_until("precombat_main", turn=5)
    assert d.state.objects[courier].tapped
    assert all(not d.state.objects[f].tapped for f in d.ids("Forest", zone="battlefield"))
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (4, 5) and c.has("Trample")


def test_made_to_read_goblin_it_pumps_goblins() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Everglove Courier's text: its type
    line reads Goblin for Elf, and its ability targets Goblin Sky Raider, not Elvish Warrior."""
    check_courier_text_changed("Everglove Courier", "Forest", "Elf", "Goblin", {"Goblin"},
                               "Goblin Sky Raider", "Elvish Warrior", "Trample")

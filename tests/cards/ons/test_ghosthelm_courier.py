"""Ghosthelm Courier.

Oracle: "You may choose not to untap Ghosthelm Courier during your untap step. /
{2}{U}, {T}: Target Wizard creature gets +2/+2 and has shroud for as long as Ghosthelm Courier remains tapped. (It can't be the target of spells or abilities.)"
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import (
    check_courier_bonus_while_tapped,
    check_courier_creature_type_checks,
    check_courier_text_changed,
)

pytestmark = pytest.mark.card("Ghosthelm Courier")


def test_gives_a_wizard_plus_two_and_shroud_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Ghosthelm Courier", "Island", "Crafty Pathmage", "Festering Goblin", "Shroud")


@pytest.mark.ruling("ONS-OR-0075")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Ghosthelm Courier", "Island",
                                       "Crafty Pathmage", "Glory Seeker", "Wizard", "Elf")


def test_it_may_target_itself_and_shroud_stops_every_player_targeting_it() -> None:
    """The Courier is a Wizard: it targets itself (the target is chosen before {T} is paid,
    CR 601.2c, 601.2h) and becomes a 4/3 with shroud; then neither the opponent's Shock nor its
    controller's own Shock may target it (CR 702.18a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Island", "Island", "Island", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    courier = d.find("Ghosthelm Courier")
    d.activate(0, courier, targets=[courier])
    d.resolve()
    c = d.chars(courier)
    assert (c.power, c.toughness) == (4, 3) and c.has("Shroud")
    assert d.state.objects[courier].tapped
    d.act(0, CastSpell(d.find("Shock", "hand", player=0), "normal"))
    assert courier not in {a.value for a in d.decision.actions}
    d.choose(1)
    d.pay()
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", "hand", player=1), "normal"))
    assert courier not in {a.value for a in d.decision.actions}


def test_the_bonus_ends_when_another_effect_untaps_the_courier() -> None:
    """CR 611.2b: "for as long as Ghosthelm Courier remains tapped": Riptide Chronologist
    untapping every Wizard untaps the Courier, and Crafty Pathmage loses +2/+2 and shroud."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Crafty Pathmage", "Riptide Chronologist",
                  "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    courier, mage = d.find("Ghosthelm Courier"), d.find("Crafty Pathmage")
    d.activate(0, courier, targets=[mage])
    d.resolve()
    assert d.chars(mage).has("Shroud") and d.chars(mage).power == 3
    d.activate(0, "Riptide Chronologist")
    d.resolve()
    d.choose("Wizard")
    assert not d.state.objects[courier].tapped
    c = d.chars(mage)
    assert (c.power, c.toughness) == (1, 1) and not c.has("Shroud")


def test_the_bonus_ends_when_the_courier_leaves_the_battlefield() -> None:
    """CR 611.2b, 400.7: a Courier that leaves the battlefield no longer "remains tapped":
    Shocked, it dies, and Crafty Pathmage loses +2/+2 and shroud at once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Crafty Pathmage", "Island", "Island", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    courier, mage = d.find("Ghosthelm Courier"), d.find("Crafty Pathmage")
    d.activate(0, courier, targets=[mage])
    d.resolve()
    assert d.chars(mage).has("Shroud")
    d.pass_priority()
    d.cast(1, "Shock", targets=[courier])
    d.resolve()
    assert d.zone_of("Ghosthelm Courier") == "graveyard"
    c = d.chars(mage)
    assert (c.power, c.toughness) == (1, 1) and not c.has("Shroud")


def test_choosing_not_to_untap_keeps_the_bonus_for_another_turn() -> None:
    """CR 502.3: "you may choose not to untap" is answered in its controller's untap step;
    kept tapped, the Courier's bonus goes on."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Crafty Pathmage", "Island", "Island", "Island")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    courier, mage = d.find("Ghosthelm Courier"), d.find("Crafty Pathmage")
    d.activate(0, courier, targets=[mage])
    d.resolve()
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 0
    d.choose(False)
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[courier].tapped
    assert not d.state.objects[d.find("Island")].tapped  # the rest untapped as usual
    c = d.chars(mage)
    assert (c.power, c.toughness) == (3, 3) and c.has("Shroud")


def test_made_to_read_elf_it_pumps_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Ghosthelm Courier's text: its type
    line reads Elf for Wizard, and its ability targets Elvish Warrior, not Crafty Pathmage."""
    check_courier_text_changed("Ghosthelm Courier", "Island", "Wizard", "Elf", {"Human", "Elf"},
                               "Elvish Warrior", "Crafty Pathmage", "Shroud")

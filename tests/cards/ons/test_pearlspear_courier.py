"""Pearlspear Courier.

Oracle: "You may choose not to untap Pearlspear Courier during your untap step. /
{2}{W}, {T}: Target Soldier creature gets +2/+2 and has vigilance for as long as Pearlspear Courier remains tapped."
Rulings covered: the courier rulings are tested with Frightshroud Courier (ONS-FAQ-052 to
ONS-FAQ-054).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .courier_checks import (
    check_courier_bonus_while_tapped,
    check_courier_creature_type_checks,
    check_courier_text_changed,
)

pytestmark = pytest.mark.card("Pearlspear Courier")


def test_gives_a_soldier_plus_two_and_vigilance_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Pearlspear Courier", "Plains", "Glory Seeker", "Festering Goblin", "Vigilance")


@pytest.mark.ruling("ONS-OR-0020")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Pearlspear Courier", "Plains",
                                       "Glory Seeker", "Festering Goblin", "Soldier", "Elf")



def _pumped_seeker(spell: str, *extra_lands: str) -> tuple[Driver, int, int]:
    """Pearlspear Courier gives Glory Seeker +2/+2 and vigilance, ``spell`` in hand; returns
    the game, the Seeker and the Courier."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pearlspear Courier", "Glory Seeker", "Plains", "Plains", "Plains",
                  *extra_lands)
    s.hand(0, spell)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, courier = d.find("Glory Seeker"), d.find("Pearlspear Courier")
    d.activate(0, courier, targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4 and "Vigilance" in d.chars(seeker).keywords
    return d, seeker, courier


def test_the_bonus_ends_when_another_effect_untaps_the_courier() -> None:
    """CR 611.2b: "for as long as Pearlspear Courier remains tapped": Inspirit untapping the
    Courier ends the bonus at once, though the turn isn't over."""
    d, seeker, courier = _pumped_seeker("Inspirit", "Plains", "Plains", "Plains")
    d.cast(0, "Inspirit", targets=[courier])
    d.resolve()
    assert not d.state.objects[courier].tapped
    assert d.chars(seeker).power == 2 and "Vigilance" not in d.chars(seeker).keywords


def test_the_bonus_ends_when_the_courier_leaves_the_battlefield() -> None:
    """CR 611.2b, 400.7: Shock kills the tapped Courier: it no longer remains tapped on the
    battlefield, so Glory Seeker's bonus ends."""
    d, seeker, courier = _pumped_seeker("Shock", "Mountain")
    d.cast(0, "Shock", targets=[courier])
    d.resolve()
    assert d.zone_of("Pearlspear Courier") == "graveyard"
    assert d.chars(seeker).power == 2 and "Vigilance" not in d.chars(seeker).keywords


def test_a_courier_that_just_arrived_can_t_use_its_tap_ability() -> None:
    """{T} in the cost: not until its controller has controlled it continuously since their
    most recent turn began (CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pearlspear Courier", sick=True)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    courier = d.find("Pearlspear Courier")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == courier]


def test_the_soldier_attacks_without_tapping_and_an_opponent_s_soldier_is_a_target() -> None:
    """Vigilance: attacking doesn't tap it (CR 702.20b); any Soldier creature may be targeted,
    an opponent's too (CR 115.1)."""
    d, seeker, courier = _pumped_seeker("Plains")
    d.to_combat()
    d.attack([seeker])
    assert not d.state.objects[seeker].tapped
    d.pass_until("end_of_combat")
    assert d.life(1) == 16
    s = Scenario(seed=1)
    s.battlefield(0, "Pearlspear Courier", "Plains", "Plains", "Plains")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    d.activate(0, "Pearlspear Courier", targets=[cavalier])
    d.resolve()
    assert (d.chars(cavalier).power, d.chars(cavalier).toughness) == (4, 4)  # a 2/2


def test_the_courier_may_target_itself_and_keep_the_bonus_by_staying_tapped() -> None:
    """A Human Soldier, the Courier is a legal target for its own ability: it becomes 4/3
    (and has vigilance) while tapped; choosing not to untap it in the untap step (CR 502.3)
    keeps the bonus, and untapping it in a later untap step ends it (CR 611.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Pearlspear Courier", "Plains", "Plains", "Plains")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    courier = d.find("Pearlspear Courier")
    d.activate(0, "Pearlspear Courier", targets=[courier])
    d.resolve()
    c = d.chars(courier)
    assert (c.power, c.toughness) == (4, 3) and "Vigilance" in c.keywords
    d.pass_until("end", turn=4)
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 0
    d.choose(False)  # stays tapped
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[courier].tapped
    assert (d.chars(courier).power, d.chars(courier).toughness) == (4, 3)
    d.pass_until("end", turn=6)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("may")
    d.choose(True)
    d.pass_until("upkeep", turn=7)
    assert not d.state.objects[courier].tapped
    assert (d.chars(courier).power, d.chars(courier).toughness) == (2, 1)


def test_made_to_read_elf_it_pumps_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Pearlspear Courier's text: its type
    line reads Elf for Soldier, and its ability targets Elvish Warrior, not Glory Seeker."""
    check_courier_text_changed("Pearlspear Courier", "Plains", "Soldier", "Elf", {"Human", "Elf"},
                               "Elvish Warrior", "Glory Seeker", "Vigilance")

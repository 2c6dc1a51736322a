"""Flamestick Courier.

Oracle: "You may choose not to untap Flamestick Courier during your untap step. /
{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as Flamestick Courier remains tapped."
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

pytestmark = pytest.mark.card("Flamestick Courier")


def test_gives_a_goblin_plus_two_and_haste_until_the_courier_untaps() -> None:
    check_courier_bonus_while_tapped("Flamestick Courier", "Mountain", "Goblin Sky Raider", "Glory Seeker", "Haste")


@pytest.mark.ruling("ONS-OR-0136")
def test_creature_type_checked_on_activation_and_resolution_only() -> None:
    """Official ruling: "It checks the creature type when the ability is announced and
    resolved, but once the effect is placed on the creature, if its creature type changes the
    effect still continues." (CR 601.2c, 608.2b, 611.2c)"""
    check_courier_creature_type_checks("Flamestick Courier", "Mountain",
                                       "Festering Goblin", "Glory Seeker", "Goblin", "Elf")


def _courier_and_raider(*hand: str, alchemist: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Goblin Sky Raider", *["Mountain"] * 4)
    if alchemist:
        s.battlefield(0, "Aphetto Alchemist")
    s.hand(0, *hand)
    return Driver(s.build())


def test_untapped_before_it_resolves_the_ability_does_nothing() -> None:
    """CR 611.2b: the Courier is untapped by Aphetto Alchemist in response; "for as long as
    it remains tapped" has already ended as the ability resolves, so the Raider gets
    nothing."""
    d = _courier_and_raider(alchemist=True)
    courier, raider = d.find("Flamestick Courier"), d.find("Goblin Sky Raider")
    d.activate(0, courier, targets=[raider])
    assert d.state.objects[courier].tapped
    d.activate(0, "Aphetto Alchemist", targets=[courier])
    d.resolve()
    assert not d.state.objects[courier].tapped
    d.resolve()
    c = d.chars(raider)
    assert (c.power, c.toughness) == (1, 2) and not c.has("Haste")


def test_the_bonus_ends_when_the_courier_leaves_the_battlefield() -> None:
    """CR 611.2b: once the Courier is gone it no longer "remains tapped": Shocked, it takes
    the +2/+2 and haste away from the Raider."""
    d = _courier_and_raider("Shock")
    courier, raider = d.find("Flamestick Courier"), d.find("Goblin Sky Raider")
    d.activate(0, courier, targets=[raider], pay=False)
    for m in d.ids("Mountain")[:3]:
        d.mana(0, m)
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (3, 4)
    d.cast(0, "Shock", targets=[courier])
    d.resolve()
    assert d.zone_of("Flamestick Courier") == "graveyard"
    c = d.chars(raider)
    assert (c.power, c.toughness) == (1, 2) and not c.has("Haste")


def test_the_courier_gone_before_it_resolves_the_bonus_never_starts() -> None:
    """CR 611.2b: Defenestrate destroys the tapped Courier in response; as the ability
    resolves the Courier no longer "remains tapped", so the Raider gets nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Goblin Sky Raider", *["Mountain"] * 3)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.activate(0, "Flamestick Courier", targets=[raider])
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Flamestick Courier")])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    c = d.chars(raider)
    assert (c.power, c.toughness) == (1, 2) and not c.has("Haste")


def test_the_granted_haste_lets_a_goblin_cast_this_turn_attack() -> None:
    """CR 702.10b, 302.6: Festering Goblin cast this turn can't attack; given haste by the
    Courier it attacks as a 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Swamp", *["Mountain"] * 3)
    s.hand(0, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Festering Goblin")
    d.resolve()
    goblin = d.find("Festering Goblin", zone="battlefield")
    d.activate(0, "Flamestick Courier", targets=[goblin])
    d.resolve()
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste")
    d.to_combat()
    d.attack([goblin])
    assert d.state.objects[goblin].tapped
    d.pass_until("end")
    assert d.life(1) == 17


def test_a_non_goblin_target_is_refused() -> None:
    """"Target Goblin creature" (CR 115.1): Glory Seeker is refused with an error, the game
    unchanged, the Courier untapped."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Glory Seeker", "Goblin Sky Raider",
                  *["Mountain"] * 3)
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.activate(0, "Flamestick Courier", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before
    assert not d.state.objects[d.find("Flamestick Courier")].tapped


def test_made_to_read_elf_it_pumps_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Flamestick Courier's text: its type
    line reads Elf for Goblin, and its ability targets Elvish Warrior, not Goblin Sky Raider."""
    check_courier_text_changed("Flamestick Courier", "Mountain", "Goblin", "Elf", {"Elf"},
                               "Elvish Warrior", "Goblin Sky Raider", "Haste")


def test_untapped_and_tapped_again_before_it_resolves_the_ability_still_does_nothing() -> None:
    """CR 611.2b: the Courier's ability targets Goblin Sky Raider; in response Aphetto
    Alchemist untaps the Courier, whose ability is then activated again (tapping it again)
    for Festering Goblin. The first ability's "for as long as it remains tapped" ended when
    the Courier untapped and doesn't begin again as that ability resolves: the Goblin gets
    +2/+2 and haste, the Raider nothing, though the Courier is tapped when it resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Goblin Sky Raider", "Festering Goblin",
                  "Aphetto Alchemist", *["Mountain"] * 6)
    d = Driver(s.build())
    courier, raider = d.find("Flamestick Courier"), d.find("Goblin Sky Raider")
    goblin = d.find("Festering Goblin")
    d.activate(0, courier, targets=[raider])
    d.activate(0, "Aphetto Alchemist", targets=[courier])
    d.resolve()
    assert not d.state.objects[courier].tapped
    d.activate(0, courier, targets=[goblin])
    d.resolve()
    c = d.chars(goblin)
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste")
    assert d.state.objects[courier].tapped and len(d.state.stack) == 1
    d.resolve()
    c = d.chars(raider)
    assert (c.power, c.toughness) == (1, 2) and not c.has("Haste")
    assert d.chars(goblin).power == 3  # the second ability's effect goes on


def test_another_permanent_untapping_before_it_resolves_leaves_the_bonus_whole() -> None:
    """CR 611.2b: only the Courier untapping ends "for as long as Flamestick Courier remains
    tapped": with its ability on the stack, Aphetto Alchemist untaps the tapped Glory Seeker
    instead. The Courier stays tapped, and the Raider gets +2/+2 and haste as the ability
    resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Flamestick Courier", "Goblin Sky Raider", "Aphetto Alchemist",
                  *["Mountain"] * 3)
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    courier, raider = d.find("Flamestick Courier"), d.find("Goblin Sky Raider")
    seeker = d.find("Glory Seeker")
    d.activate(0, courier, targets=[raider])
    d.activate(0, "Aphetto Alchemist", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped and d.state.objects[courier].tapped
    d.resolve()
    assert not d.state.stack
    c = d.chars(raider)
    assert (c.power, c.toughness) == (3, 4) and c.has("Haste")

"""Howl of the Hunt — {2}{G} Enchantment — Aura.

Oracle: "Flash / Enchant creature / When Howl of the Hunt enters the battlefield, if enchanted
creature is a Wolf or Werewolf, untap that creature. / Enchanted creature gets +2/+2 and has
vigilance."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Howl of the Hunt")


def setup(creature: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(0, creature, tapped=True)
    s.hand(0, "Howl of the Hunt")
    s.at("end", active=1)
    return Driver(s.build())


def test_flash_untaps_a_wolf_and_pumps_it() -> None:
    d = setup("Bounding Wolf")
    wolf = d.find("Bounding Wolf")
    d.pass_priority()  # the opponent's end step: player 1 passes to us? (active is 1)
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    d.resolve()
    assert not d.state.objects[wolf].tapped
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (5, 4) and c.has("Vigilance")


def test_other_creatures_stay_tapped() -> None:
    d = setup("Elvish Warrior")
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    d.cast(0, "Howl of the Hunt", targets=[warrior])
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[warrior].tapped
    assert d.chars(warrior).power == 4


def test_a_werewolf_is_untapped_too() -> None:
    """CR 205.3: Suspicious Stowaway is a Human Rogue Werewolf, so "a Wolf or Werewolf"
    holds and the trigger untaps it."""
    d = setup("Suspicious Stowaway")
    stowaway = d.find("Suspicious Stowaway")
    d.pass_priority()
    d.cast(0, "Howl of the Hunt", targets=[stowaway])
    d.resolve()
    d.resolve()
    assert not d.state.objects[stowaway].tapped
    assert d.chars(stowaway).power == 3


def test_on_an_opponents_wolf_it_untaps_that_wolf() -> None:
    """CR 303.4e, 603.4: the Aura may enchant an opponent's creature; "untap that creature"
    untaps the opponent's tapped Bounding Wolf, which gets +2/+2 and vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Bounding Wolf", tapped=True)
    s.hand(0, "Howl of the Hunt")
    d = Driver(s.build())
    wolf = d.find("Bounding Wolf")
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    d.resolve()
    assert not d.state.objects[wolf].tapped
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (5, 4) and c.has("Vigilance")

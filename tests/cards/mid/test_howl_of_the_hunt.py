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

"""Circle of Solace — {3}{W} Enchantment.

Oracle: "As Circle of Solace enters the battlefield, choose a creature type. / {1}{W}: The next
time a creature of the chosen type would deal damage to you this turn, prevent that damage."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Circle of Solace")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8)
    s.hand(0, "Circle of Solace")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Daru Cavalier")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Circle of Solace")
    d.resolve()
    d.choose("Soldier")
    return d


def test_prevents_the_next_damage_from_a_creature_of_the_chosen_type() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18  # the Soldier's 2 prevented, the Elf's 2 dealt
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()


def test_one_shield_per_activation() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=4)
    d.pass_priority()
    d.activate(0, "Circle of Solace")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Daru Cavalier")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18  # one of the two Soldiers' damage is prevented

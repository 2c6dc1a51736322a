"""Centaur Glade — {3}{G}{G} Enchantment.

Oracle: "{2}{G}{G}: Create a 3/3 green Centaur creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Centaur Glade")


def test_makes_a_three_three_green_centaur() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Centaur Glade")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.resolve()
    [c] = d.ids("Centaur Token", zone="battlefield", player=0)
    ch = d.chars(c)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (3, 3, {"G"}, {"Centaur"})
    assert not ch.abilities


def test_each_activation_makes_a_token_that_cant_attack_this_turn() -> None:
    """CR 111.2, 302.6: the token is its activator's, new under their control this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8, "Centaur Glade", "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.activate(0, "Centaur Glade")
    d.resolve_all()
    assert len(d.ids("Centaur Token", zone="battlefield", player=0)) == 2
    d.to_combat()
    can_attack = {getattr(a, "creature", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") in can_attack
    assert not can_attack & set(d.ids("Centaur Token", zone="battlefield"))

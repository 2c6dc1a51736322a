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


def test_activated_in_the_opponents_combat_the_centaur_can_block() -> None:
    """CR 602.2, 117.1b: an activated ability may be activated whenever its controller has
    priority; in player 1's declare attackers step player 0 makes a Centaur, which blocks
    (blocking doesn't need it to have been controlled since the turn began, CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Centaur Glade")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()  # player 1
    d.activate(0, "Centaur Glade")
    d.resolve()
    centaur = d.find("Centaur Token", "battlefield")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({centaur: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[centaur].damage == 2

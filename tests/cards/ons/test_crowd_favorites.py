"""Crowd Favorites — {6}{W} Creature — Human Soldier 4/4.

Oracle: "{3}{W}: Tap target creature. / {3}{W}: Crowd Favorites gets +0/+5 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crowd Favorites")

def test_tap_a_creature_and_grow() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8, "Crowd Favorites")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    cf = d.find("Crowd Favorites")
    acts = sorted({a.index for a in d.game.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == cf})
    d.activate(0, cf, index=acts[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior")].tapped
    d.activate(0, cf, index=acts[1])
    d.resolve()
    assert d.chars(cf).toughness == 9


def test_tapping_an_attacker_doesnt_remove_it_from_combat() -> None:
    """CR 506.4: a tapped attacking creature is still attacking and deals combat damage."""
    s = Scenario(seed=1)
    s.battlefield(1, *["Plains"] * 4, "Crowd Favorites")
    s.battlefield(0, "Glory Seeker")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    acts = sorted({a.index for a in d.game.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == d.find("Crowd Favorites")})
    d.activate(1, "Crowd Favorites", index=acts[0], targets=[seeker])
    d.resolve()
    assert d.state.combat is not None and seeker in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_each_activation_adds_five_toughness_until_end_of_turn() -> None:
    """CR 611.2a, 514.2: two activations of "+0/+5 until end of turn" give +0/+10 together; the
    effects end in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 8, "Crowd Favorites")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    cf = d.find("Crowd Favorites")
    grow = max(a.index for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == cf)
    for _ in range(2):
        d.activate(0, cf, index=grow)
        d.resolve()
    assert (d.chars(cf).power, d.chars(cf).toughness) == (4, 14)
    d.pass_until("upkeep", turn=4)
    assert d.chars(cf).toughness == 4

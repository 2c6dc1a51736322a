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



def test_a_creature_tapped_in_the_beginning_of_combat_can_t_block() -> None:
    """CR 509.1a: only untapped creatures can block: the attacking player taps the defender's
    Krosan Tusker in the beginning of combat step, and Glory Seeker's attack is unblocked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Crowd Favorites", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    cf, tusker = d.find("Crowd Favorites"), d.find("Krosan Tusker")
    tap = min(a.index for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == cf)
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and d.decision.player == 0
    d.activate(0, cf, index=tap, targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].tapped
    d.pass_priority()
    d.pass_priority()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind == "priority" and d.state.step.name == "DECLARE_ATTACKERS":
        d.pass_priority()
    assert d.decision.kind != "declare_blockers"  # the tapped Tusker is the only creature
    assert d.state.step.name == "DECLARE_BLOCKERS"
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_the_tap_ability_may_target_an_already_tapped_creature() -> None:
    """CR 115.1, 701.26a: "tap target creature" asks for any creature; a tapped one is a legal
    target (tapping it does nothing more)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Crowd Favorites")
    s.battlefield(1, "Krosan Tusker", tapped=True)
    d = Driver(s.build())
    cf, tusker = d.find("Crowd Favorites"), d.find("Krosan Tusker")
    tap = min(a.index for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == cf)
    d.activate(0, cf, index=tap, targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].tapped
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))

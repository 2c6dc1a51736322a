"""Siege Zombie — {1}{B} Creature — Zombie 2/2.

Oracle: "Tap three untapped creatures you control: Each opponent loses 1 life."
Rulings covered: MID-RN-216.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Siege Zombie")


@pytest.mark.ruling("MID-RN-216", "MID-OR-0355")
def test_summoning_sick_creatures_pay_and_each_opponent_loses_life() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Siege Zombie", "Glory Seeker", "Elvish Warrior", sick=True)
    d = Driver(s.build())
    d.activate(0, "Siege Zombie")
    while d.decision.kind != "priority":
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (20, 19, 19)
    assert d.state.objects[d.find("Siege Zombie")].tapped


def test_a_tapped_creature_cant_pay_so_two_untapped_arent_enough() -> None:
    """CR 118.3: a permanent that's already tapped can't be tapped to pay a cost: with three
    creatures of which one is tapped, "Tap three untapped creatures you control" can't be
    paid."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Siege Zombie", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_creature_tapped_for_the_cost_cant_attack_and_the_ability_repeats() -> None:
    """CR 602.2b, 118.3: with six untapped creatures the ability may be activated twice, each
    time tapping three; each opponent loses 1 life each time. Tapped, none of them can attack
    (CR 508.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Siege Zombie", "Glory Seeker", "Elvish Warrior", "Wellwisher",
                  "Barkhide Mauler", "Krosan Tusker")
    s.library(1, "Forest")
    d = Driver(s.build())
    for _ in range(2):
        d.activate(0, "Siege Zombie")
        while d.decision.kind != "priority":
            d.choose(opts(d)[0]) if opts(d) else d.pay()
        d.resolve()
    assert d.life(1) == 18 and d.life(0) == 20
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_the_creatures_chosen_to_tap_are_the_activators_choice() -> None:
    """CR 601.2h, 602.2b: the player paying chooses which three creatures to tap: with four
    untapped, Glory Seeker left out stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Siege Zombie", "Glory Seeker", "Elvish Warrior", "Wellwisher")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Siege Zombie")
    while d.decision.kind != "priority":
        left = [v for v in opts(d) if v != seeker]
        d.choose(left[0]) if left else d.pay()
    d.resolve()
    assert d.life(1) == 19
    assert not d.state.objects[seeker].tapped
    assert d.state.objects[d.find("Wellwisher")].tapped


def test_two_headed_giant_each_opponent_loses_one_so_the_team_loses_two() -> None:
    """CR 102.3, 810.9: both players of the opposing team are opponents; each loses 1 life,
    from their shared total: 30 becomes 28. The teammate (player 1) loses nothing, and only the
    Zombie's controller's creatures may be tapped: "creatures you control" doesn't include the
    teammate's Glory Seeker (CR 810.5: a team's resources aren't shared)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Siege Zombie", "Elvish Warrior", "Wellwisher")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Siege Zombie")
    seeker = d.find("Glory Seeker")
    while d.decision.kind != "priority":
        assert seeker not in opts(d)
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    d.resolve()
    assert (d.life(0), d.life(1)) == (30, 30)
    assert (d.life(2), d.life(3)) == (28, 28)
    assert not d.state.objects[seeker].tapped


def test_three_creatures_tapped_for_one_zombie_dont_pay_the_other_s_cost() -> None:
    """CR 118.10: each payment of a cost applies to only one ability. Two Siege Zombies and a
    Glory Seeker: the first Zombie's ability taps all three; the second Zombie's ability, which
    asks for the same thing, can't be paid with them, so it can't be activated, and player 1
    loses only 1 life."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Siege Zombie", "Siege Zombie", "Glory Seeker")
    s.library(1, "Forest")
    d = Driver(s.build())
    first, second = d.ids("Siege Zombie")
    assert {a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)} \
        == {first, second}
    d.activate(0, first)
    while d.decision.kind != "priority":
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    assert all(d.state.objects[c].tapped for c in (first, second, d.find("Glory Seeker")))
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.resolve()
    assert d.life(1) == 19
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

"""Righteous Cause — {3}{W}{W} Enchantment.

Oracle: "Whenever a creature attacks, you gain 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Righteous Cause")


def test_gains_one_life_for_each_attacking_creature_of_any_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Righteous Cause")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.expect("order_triggers")  # both triggers are player 0's
    d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve_all()
    assert d.life(0) == 22
    assert d.life(1) == 20


def test_two_causes_each_trigger_for_each_attacker() -> None:
    """CR 603.2: each Righteous Cause triggers once per attacking creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Righteous Cause", "Righteous Cause", "Glory Seeker")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 22


def test_a_creature_attacking_another_player_gains_its_controller_life() -> None:
    """"Whenever a creature attacks" (CR 508.3a): in a three-player game player 1 attacks
    player 2; player 0, who controls the Cause, gains 1 life."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Righteous Cause")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2})
    d.resolve_all()
    assert (d.life(0), d.life(1), d.life(2)) == (21, 20, 20)


def test_tokens_put_onto_the_battlefield_attacking_never_attacked() -> None:
    """CR 508.4: Kessig Cagebreakers attacks and creates two Wolves tapped and attacking; they
    were never declared as attackers, so "whenever a creature attacks" triggers only for the
    Cagebreakers: 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Righteous Cause", "Kessig Cagebreakers")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Kessig Cagebreakers")])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    wolves = d.ids("Wolf Token", "battlefield")
    assert len(wolves) == 2 and all(w in d.state.combat.attackers for w in wolves)
    assert d.life(0) == 21


def test_the_trigger_resolves_after_the_cause_has_left_the_battlefield() -> None:
    """CR 113.7a: once triggered, the ability exists independently of its source: the Cause
    is destroyed by Naturalize in response and its controller still gains 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Righteous Cause", "Glory Seeker", "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    assert len(d.state.stack) == 1
    d.cast(0, "Naturalize", targets=[d.find("Righteous Cause")])
    d.resolve()
    assert d.zone_of("Righteous Cause") == "graveyard"
    assert d.life(0) == 20
    d.resolve()
    assert d.life(0) == 21


def test_two_headed_giant_the_life_is_gained_by_the_team() -> None:
    """CR 810.9a: in Two-Headed Giant a team has one shared life total; two creatures of the
    attacking team attack, and the Cause's controller on the other team gains 2 life for the
    team."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(2, "Righteous Cause")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    start = d.life(2)
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2, d.find("Elvish Warrior"): 2})
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.life(2) == d.life(3) == start + 2
    assert d.life(0) == d.life(1) == start


def test_a_creature_attacking_a_planeswalker_attacks_too() -> None:
    """CR 508.1b, 508.3a: a creature declared as an attacker attacks whether it attacks a
    player or a planeswalker: Glory Seeker attacking Liliana, Death's Majesty gains the
    Cause's controller 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Righteous Cause", "Glory Seeker")
    s.battlefield(1, "Liliana, Death's Majesty")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): d.find("Liliana, Death's Majesty")})
    d.resolve()
    assert d.life(0) == 21

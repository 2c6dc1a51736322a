"""Famished Foragers — {3}{R} Creature — Vampire 4/3.

Oracle: "When Famished Foragers enters the battlefield, if an opponent lost life this turn,
add {R}{R}{R}. / {2}{R}, Discard a card: Draw a card."
Rulings covered: MID-RN-052.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Famished Foragers")


@pytest.mark.ruling("MID-RN-052", "MID-OR-0375")
def test_adds_three_red_even_if_the_opponent_gained_more_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Famished Foragers", "Shock")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")  # in response: gains 3 life
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Famished Foragers")
    d.resolve()
    d.resolve()
    assert d.state.players[0].mana_pool.get("R") == 3


def test_no_mana_if_no_opponent_lost_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Famished Foragers")
    d = Driver(s.build())
    d.cast(0, "Famished Foragers")
    d.resolve()
    assert not d.state.stack
    assert not any(d.state.players[0].mana_pool.values())


def test_discard_a_card_to_draw_a_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Famished Foragers")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, "Famished Foragers", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Forest", zone="hand")


def test_the_three_red_mana_empties_at_the_end_of_the_step() -> None:
    """CR 106.4, 500.4: the {R}{R}{R} is added to the pool as the ability resolves and empties
    as the main phase ends; life paid this turn by an opponent (Flooded Strand) is life lost
    (CR 119.4: paying life is losing it)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Glory Seeker")
    s.hand(0, "Famished Foragers")
    s.battlefield(1, "Flooded Strand")
    s.library(1, "Plains")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.activate(1, "Flooded Strand")
    d.resolve()
    d.choose(None)
    while d.decision.player != 0 or d.decision.kind != "priority":
        d.pass_priority()
    d.cast(0, "Famished Foragers")
    d.resolve()
    d.resolve()
    assert d.state.players[0].mana_pool.get("R") == 3
    d.to_combat()
    assert not any(d.state.players[0].mana_pool.values())


def test_with_no_card_to_discard_the_cost_cant_be_paid() -> None:
    """CR 602.2b, 118.3: "Discard a card" is part of the cost: with an empty hand the ability
    isn't offered."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Famished Foragers")
    s.library(0, "Forest")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_its_mana_adding_trigger_uses_the_stack() -> None:
    """CR 605.1b, 605.5, 605.5a: a triggered ability that adds mana is a mana ability only if it
    triggers from a mana ability; this one triggers on entering, so it goes on the stack and
    player 1 gets priority before the {R}{R}{R} is added."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Famished Foragers", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Famished Foragers")
    d.resolve()
    assert len(d.state.stack) == 1
    assert not any(d.state.players[0].mana_pool.values())
    d.pass_priority()
    assert d.decision.player == 1 and d.decision.kind == "priority"
    d.pass_priority()
    assert d.state.players[0].mana_pool.get("R") == 3


def test_the_controller_losing_life_is_not_an_opponent_losing_life() -> None:
    """CR 102.2, 603.4: only an opponent's life loss satisfies the intervening "if"; the
    controller's own loss (Shock aimed at itself) leaves the condition false, so the ability
    doesn't even trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Famished Foragers", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    d.cast(0, "Famished Foragers")
    d.resolve()
    assert not d.state.stack
    assert not any(d.state.players[0].mana_pool.values())


def test_any_one_opponent_losing_life_is_enough_in_multiplayer() -> None:
    """CR 102.3, 603.4: with three players, life lost by just one of the two opponents this
    turn is enough."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Famished Foragers", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert (d.life(1), d.life(2)) == (20, 18)
    d.cast(0, "Famished Foragers")
    d.resolve()
    d.resolve()
    assert d.state.players[0].mana_pool.get("R") == 3


def test_a_teammate_losing_life_is_not_an_opponent_losing_life() -> None:
    """CR 810.1, 810.9a: in Two-Headed Giant a teammate is not an opponent; Shock on the
    teammate costs the team 2 life but no opponent lost life."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Famished Foragers", "Shock")
    d = Driver(s.build())
    before = d.life(0)
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(0) == before - 2
    d.cast(0, "Famished Foragers")
    d.resolve()
    assert not d.state.stack
    assert not any(d.state.players[0].mana_pool.values())

"""Convalescent Care — {1}{W}{W} Enchantment.

Oracle: "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and
draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Convalescent Care")


def test_gains_three_and_draws_at_low_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care")
    s.library(0, "Forest", "Forest")
    s.life(0, 4)
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("draw", turn=5)  # the trigger resolved during the upkeep
    assert d.life(0) == 7
    assert len(d.state.players[0].hand) == 2  # one from the trigger, one for the turn


def test_only_on_its_controllers_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care")
    s.library(1, "Forest", "Forest")
    s.life(0, 4)
    s.at("end", active=0, turn=4)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=5)
    assert d.life(0) == 4


def test_exactly_five_life_triggers_six_does_not() -> None:
    """"5 or less": at 5 life it triggers (gain 3: 8, and a card); at 6 it doesn't (CR
    603.4: the condition is checked as the upkeep begins)."""
    for life, after, cards in ((5, 8, 2), (6, 6, 1)):
        s = Scenario(seed=1)
        s.battlefield(0, "Convalescent Care")
        s.library(0, "Forest", "Forest")
        s.life(0, life)
        s.at("end", active=1, turn=4)
        d = Driver(s.build())
        d.pass_until("draw", turn=5)
        assert d.life(0) == after
        assert len(d.state.players[0].hand) == cards


def test_the_condition_is_checked_again_as_it_resolves() -> None:
    """CR 603.4 (intervening "if" clause): at 5 life the ability triggers; in response its
    controller taps Wellwisher and gains 1 (6 life), so on resolution the condition is false
    and the ability does nothing: no life, no card. CR 608.2a."""
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care", "Wellwisher")
    s.library(0, "Forest", "Forest")
    s.life(0, 5)
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step.name == "UPKEEP" and d.decision.player == 0
    d.activate(0, "Wellwisher")
    d.resolve()
    assert d.life(0) == 6
    d.resolve()
    assert d.life(0) == 6
    assert len(d.state.players[0].hand) == 0


def test_in_two_headed_giant_the_team_s_life_total_is_read() -> None:
    """CR 810.9a: "if you have 5 or less life" reads the team's shared life total: the team
    at 5 life, the Care's controller gains 3 (the team goes to 8) and draws a card; with
    the team at 6 it doesn't trigger."""
    for team_life, after, cards in ((5, 8, 2), (6, 6, 1)):
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, "Convalescent Care")
        s.library(0, "Forest", "Forest")
        s.library(1, "Forest", "Forest")
        s.life(0, team_life)
        s.at("end", active=2, turn=4)
        d = Driver(s.build())
        d.pass_until("precombat_main", turn=5)
        assert (d.life(0), d.life(1)) == (after, after)
        assert len(d.state.players[0].hand) == cards


"""Acceptance scenarios for priority and passing (CR 117).

CR 117.3c  a player who activates an ability while holding priority receives it afterward
           (a mana ability too).
CR 117.4   the top of the stack resolves, or the step ends, only when all players pass in
           succession: without any action taken in between, activating a mana ability
           included.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _shock_and_an_island() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def test_117_4_a_mana_ability_activated_after_the_others_passed_gives_them_priority_again() -> None:
    """Player 0 casts Shock at player 1 and passes; player 1 taps their Island for {U}
    (keeping priority, CR 117.3c) and passes. Player 0 passed before that action, so the
    players haven't all passed in succession: player 0 gets priority again, with Shock still
    on the stack; it resolves once player 0 passes too (CR 608.1)."""
    d = _shock_and_an_island()
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.mana(1, "Island")
    assert d.expect("priority").player == 1
    assert d.state.players[1].mana_pool == {"U": 1}
    d.pass_priority()
    assert d.expect("priority").player == 0
    assert d.state.stack == [shock] and d.life(1) == 20
    d.pass_priority()
    assert d.state.stack == [] and d.life(1) == 18


def test_117_4_with_an_empty_stack_the_step_goes_on_until_all_pass_after_the_mana() -> None:
    """In player 0's main phase with an empty stack, player 0 passes; player 1 taps their
    Island and passes: the main phase doesn't end yet, player 0 has priority in it again."""
    d = _shock_and_an_island()
    d.pass_priority()
    d.mana(1, "Island")
    d.pass_priority()
    assert d.expect("priority").player == 0
    assert d.state.step.name == "PRECOMBAT_MAIN"
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name != "PRECOMBAT_MAIN"

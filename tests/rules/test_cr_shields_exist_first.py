"""Prevention and replacement effects must exist before the event they would change; they
can't go back in time (CR 614.4, 615.4): a shield made in response to a spell applies to its
damage, one made after the damage has been dealt changes nothing already done.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_shield_made_in_response_prevents_one_made_afterwards_doesnt_undo() -> None:
    """CR 615.4, 614.4: player 0 Shocks player 1, who responds with Daru Healer: the shield
    resolves first and prevents 1 of Shock's 2 damage (19 life). A second Shock resolves
    with no response (17 life); the other Healer's shield made afterwards gives nothing back,
    and is still there for the next damage: a third Shock deals 1 (16 life)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Shock")
    s.battlefield(1, "Daru Healer", "Daru Healer")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    first, second = d.ids("Daru Healer")
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, first)
    d.choose(1)
    d.resolve()  # the shield
    d.resolve()  # Shock
    assert d.life(1) == 19
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 17
    d.pass_priority()
    d.activate(1, second)
    d.choose(1)
    d.resolve()
    assert d.life(1) == 17
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 16

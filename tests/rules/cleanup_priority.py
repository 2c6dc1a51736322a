"""A cleanup step with priority (CR 514.3a): the set-up several scenarios share.

Player 0 is active at the end step of turn 3 with Shipwreck Sifters and eight cards in hand
(seven Plains and Nebelgast Intruder). In the cleanup step they discard Nebelgast Intruder
down to seven; Sifters' ability triggers, so players receive priority in that cleanup step.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def sifters_discard(s: Scenario) -> None:
    """Lay out player 0's Shipwreck Sifters, hand and library and the end step of turn 3
    (player 1's library is the caller's)."""
    s.battlefield(0, "Shipwreck Sifters")
    s.hand(0, *["Plains"] * 7, "Nebelgast Intruder")
    s.library(0, "Forest", "Forest")
    s.at("end", active=0, turn=3)


def to_cleanup_priority(s: Scenario) -> Driver:
    """Build ``s`` (laid out with ``sifters_discard``), pass the end step, discard Nebelgast
    Intruder in the cleanup step and let Sifters' trigger resolve; player 0 passes, so player 1
    has priority in the cleanup step."""
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.choose(d.find("Nebelgast Intruder", zone="hand"))
    d.resolve()
    d.pass_priority()
    return d

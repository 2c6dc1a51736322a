"""Who receives priority in each step of a turn (CR 500.3, 117.3a): no player in the untap
and cleanup steps; in every other step and in the main phases the active player first, then
the other player (502.4, 503.1, 504.2, 505.6, 507.2, 508.2, 509.2, 510.3, 511.1, 513.1).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _walk_turn(d: Driver, attacker: int, blocker: int) -> list[tuple[Step, str, int]]:
    """Play turn 3 out, passing and declaring the one attack and block; note each decision
    as (step, kind, player)."""
    seen: list[tuple[Step, str, int]] = []
    while d.state.turn <= 3:
        dec = d.decision
        seen.append((d.state.step, dec.kind, dec.player))
        if dec.kind == "declare_attackers":
            d.attack([attacker])
        elif dec.kind == "declare_blockers":
            d.block({blocker: attacker})
        else:
            d.pass_priority()
    return seen


def test_each_step_but_untap_and_cleanup_gives_the_active_player_priority_first() -> None:
    """CR 500.3, 505.6, 507.2, 508.2, 509.2, 510.3, 511.1: from the opponent's end step into
    turn 3, the untap step gives no one priority; the upkeep, draw, both main phases, each
    combat step and the end step give it to the active player, then to the other; the
    attacking and blocking declarations come first in their steps (703.4i, 703.4j); the
    cleanup step gives none (nothing happens in it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=3)
    seeker, healer = d.find("Glory Seeker"), d.find("Daru Healer")
    seen = _walk_turn(d, seeker, healer)
    both = [("priority", 0), ("priority", 1)]
    expected = (
        [(Step.UPKEEP, *p) for p in both] + [(Step.DRAW, *p) for p in both]
        + [(Step.PRECOMBAT_MAIN, *p) for p in both]
        + [(Step.BEGINNING_OF_COMBAT, *p) for p in both]
        + [(Step.DECLARE_ATTACKERS, "declare_attackers", 0)]
        + [(Step.DECLARE_ATTACKERS, *p) for p in both]
        + [(Step.DECLARE_BLOCKERS, "declare_blockers", 1)]
        + [(Step.DECLARE_BLOCKERS, *p) for p in both]
        + [(Step.COMBAT_DAMAGE, *p) for p in both]
        + [(Step.END_OF_COMBAT, *p) for p in both]
        + [(Step.POSTCOMBAT_MAIN, *p) for p in both]
        + [(Step.END, *p) for p in both])
    assert seen == expected
    assert d.state.turn == 4 and d.state.step is Step.UPKEEP

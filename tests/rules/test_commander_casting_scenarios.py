"""Casting a commander from the command zone (CR 903.8) with a permission that changes when it
may be cast.

CR 903.8   the commander tax is an additional cost: it is paid whenever the commander is cast
           from the command zone, at any time it may be cast.
CR 601.3e, 702.8a  Arlinn, the Pack's Hope's +1 lets its controller cast creature spells as
           though they had flash until their next turn: a commander creature cast from the
           command zone in an opponent's upkeep, paying its tax, enters with Arlinn's extra
           +1/+1 counter (CR 614.1c).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_903_8_a_commander_cast_with_flash_from_arlinn_in_an_opponent_s_upkeep_pays_its_tax(
) -> None:
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.commander(0, "Jareth, Leonine Titan")  # {3}{W}{W}{W}
    s.commander(1, "Leinore, Autumn Sovereign")
    s.battlefield(0, "Arlinn, the Pack's Hope", *["Plains"] * 9)
    s.commander_casts("Jareth, Leonine Titan", 1)  # tax {2}
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    jareth, arlinn = d.find("Jareth, Leonine Titan"), d.find("Arlinn, the Pack's Hope")
    plus = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == arlinn][0]
    d.act(0, plus)
    d.resolve()
    d.pass_until("upkeep", turn=4)  # player 1's upkeep
    d.pass_priority()
    assert d.decision.player == 0 and d.decision.kind == "priority"
    assert CastSpell(jareth, "commander") in d.game.legal_actions()
    d.act(0, CastSpell(jareth, "commander"))
    d.pay()
    plains = d.ids("Plains", zone="battlefield")
    assert sum(d.state.objects[p].tapped for p in plains) == 8  # {3}{W}{W}{W} and {2}
    d.resolve()
    assert d.zone_of("Jareth, Leonine Titan") == "battlefield"
    assert d.state.objects[d.find("Jareth, Leonine Titan")].counters.get("+1/+1") == 1


def test_903_8_without_a_flash_permission_the_commander_waits_for_its_owner_s_main_phase(
) -> None:
    """CR 307.1, 903.8: a commander creature is cast from the command zone at sorcery speed;
    in an opponent's upkeep the cast is refused, and the refusal names the timing."""
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.commander(0, "Jareth, Leonine Titan")
    s.commander(1, "Leinore, Autumn Sovereign")
    s.battlefield(0, *["Plains"] * 9)
    s.at("upkeep", active=1, turn=4, priority=0)
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    assert CastSpell(jareth, "commander") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="it isn't your turn"):
        d.act(0, CastSpell(jareth, "commander"))
    assert d.game.fingerprint() == before

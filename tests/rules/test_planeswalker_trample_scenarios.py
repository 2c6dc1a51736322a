"""Acceptance scenarios for a trampler attacking a planeswalker whose blocker or whose
planeswalker left combat.

CR 702.19d  a blocked trampler with no creature left blocking it assigns all its damage to
            the planeswalker it attacks.
CR 702.19f  a trampler (without trample over planeswalkers) attacking a planeswalker that
            was removed from combat assigns none of its damage to the defending player.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"


def _hystrodon_blocked_attacking_arlinn(loyalty: int) -> Driver:
    """Hystrodon (3/4 trample) attacks player 1's Arlinn, blocked by Glory Seeker (2/2);
    player 1 holds Shock with a Mountain; priority is player 1's in the declare blockers
    step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, ARLINN, counters={"loyalty": loyalty})
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    hystrodon = d.find("Hystrodon")
    d.to_combat()
    d.attack({hystrodon: d.find(ARLINN)})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): hystrodon})
    while d.decision.player != 1 or d.decision.kind != "priority":
        d.pass_priority()
    return d


def test_702_19d_a_trampler_whose_blocker_left_deals_all_its_damage_to_the_planeswalker() -> None:
    """Player 1 Shocks their own blocker: Hystrodon is still blocked, with no creature blocking
    it, so its 3 damage goes to Arlinn (4 loyalty -> 1), none to player 1."""
    d = _hystrodon_blocked_attacking_arlinn(4)
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("postcombat_main")
    assert d.state.objects[d.find(ARLINN)].counters == {"loyalty": 1}
    assert d.life(1) == 20


def test_702_19f_a_trampler_whose_planeswalker_left_deals_no_damage_to_the_player() -> None:
    """Player 1 Shocks their own Arlinn (2 loyalty), removing her from combat: Hystrodon
    stays blocked by Glory Seeker and may assign its 3 damage only to the Seeker; player 1
    is dealt none."""
    d = _hystrodon_blocked_attacking_arlinn(2)
    d.cast(1, "Shock", targets=[d.find(ARLINN)])
    d.resolve()
    assert d.zone_of(ARLINN) == "graveyard"
    seeker, hystrodon = d.find("Glory Seeker"), d.find("Hystrodon")
    n = len(d.state.log)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert [(e.obj, e.amount) for e in d.state.log[n:] if e.kind == "damage"] == \
        [(seeker, 3), (hystrodon, 2)]
    assert d.zone_of("Glory Seeker") == "graveyard"


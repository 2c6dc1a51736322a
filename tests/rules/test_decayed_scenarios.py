"""Acceptance scenarios for decayed (CR 702.147).

* 702.147a, 613.1f: decayed is an ability; a creature that has lost all its abilities (Poppet
  Factory: "creature tokens you control lose all abilities") has no decayed: it can block,
  and when it attacks it isn't sacrificed at end of combat.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_a_token_that_lost_decayed_attacks_and_stays() -> None:
    """CR 702.147a, 613.1f: under Poppet Factory a decayed Zombie token is a vanilla 3/3; it
    attacks and is still on the battlefield after combat."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.token(0, "TMID:15")
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    assert not d.chars(zombie).has("Decayed")
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert zombie in d.state.battlefield


def test_a_token_that_lost_decayed_can_block() -> None:
    """CR 702.147a, 613.1f: under its controller's Poppet Factory, a decayed Zombie token can
    block."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Poppet Stitcher", transformed=True)
    s.token(1, "TMID:15")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Zombie Token") in blockers


def test_a_stolen_decayed_token_attacks_for_its_new_controller_and_is_sacrificed() -> None:
    """CR 702.147a, 701.21a: Threaten gives player 0 player 1's decayed Zombie token with
    haste; it attacks, deals its damage, and its new controller sacrifices it at end of
    combat (before control would return at end of turn)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.token(1, "TMID:5")  # the Zombie with decayed
    d = Driver(s.build())
    zombie = d.ids("Zombie Token", "battlefield")[0]
    d.cast(0, "Threaten", targets=[zombie])
    d.resolve()
    assert d.state.objects[zombie].controller == 0
    d.to_combat()
    d.attack([zombie])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert not d.ids("Zombie Token", "battlefield")

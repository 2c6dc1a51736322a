"""X in an activation cost (CR 107.3k): each activation of an ability with {X} in its cost has
its own value of X, independent of any other activation of that ability."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

SPIDER = "Silklash Spider"  # {X}{G}{G}: deals X damage to each creature with flying


def test_two_activations_of_silklash_spider_keep_their_own_x() -> None:
    """CR 107.3k, 107.3, 113.3b, 602.2b: player 0 activates Silklash Spider with X=1, then, holding
    priority, again with X=3. The second resolves first: 3 damage to each flier (Screaming
    Seahawk, 2/2, dies; Exalted Angel, 4/5, has 3 damage); then the first: 1 more to the
    Angel, 4 in all, and it survives. Had the two shared one X, the Angel would have 6 damage
    (X=3 twice) or 2 (X=1 twice)."""
    s = Scenario(seed=1)
    s.battlefield(0, SPIDER, *["Forest"] * 8)
    s.battlefield(1, "Screaming Seahawk", "Exalted Angel")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.activate(0, SPIDER, x=1)
    assert d.decision.player == 0
    d.activate(0, SPIDER, x=3)
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.zone_of("Screaming Seahawk") == "graveyard"
    assert d.state.objects[angel].damage == 3
    d.resolve()
    assert d.state.objects[angel].damage == 4
    assert d.zone_of("Exalted Angel") == "battlefield"

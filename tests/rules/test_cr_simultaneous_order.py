"""Order among things happening at once: simultaneous timestamps in APNAP order (CR 613.7m),
and the two teams announcing combat damage in turn (CR 805.10f)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_lands_entering_at_once_get_timestamps_in_apnap_order() -> None:
    """CR 613.7m, 101.4: in player 1's turn player 0 activates Field of Ruin; each player puts
    a basic land onto the battlefield at once. The active player's Island gets the earlier
    timestamp, the Forest of the player who activated it the later."""
    s = Scenario(seed=1)
    s.at(active=1)
    s.battlefield(1, "Haunted Ridge")
    s.battlefield(0, "Plains", "Plains", "Field of Ruin")
    s.library(0, "Forest", "Glory Seeker")
    s.library(1, "Island", "Glory Seeker")
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 0
    d.activate(0, "Field of Ruin", targets=[d.find("Haunted Ridge")])
    d.resolve()
    while d.decision.kind == "search":
        d.choose(d.find("Forest" if d.decision.player == 0 else "Island", "library"))
    forest, island = d.find("Forest", "battlefield"), d.find("Island", "battlefield")
    assert d.state.objects[island].timestamp < d.state.objects[forest].timestamp


def test_in_two_headed_giant_the_active_team_announces_its_combat_damage_first() -> None:
    """CR 805.10f, 510.1: player 2's team attacks. Player 3's Hystrodon (trample), blocked by
    player 0's Glory Seeker and Elvish Warrior, and player 0's Ironfist Crusher, blocking
    player 2's Glory Seeker and Nosy Goblin, each need their damage divided: player 3 of the
    active team announces first, then player 0 of the defending team."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.at(active=2, step="precombat_main")
    s.battlefield(2, "Glory Seeker", "Nosy Goblin")
    s.battlefield(3, "Hystrodon")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", "Ironfist Crusher")
    d = Driver(s.build())
    hystrodon = d.find("Hystrodon")
    seeker2, goblin = d.find("Glory Seeker", player=2), d.find("Nosy Goblin")
    d.to_combat()
    d.attack({hystrodon: 0, seeker2: 0, goblin: 0})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker", player=0): hystrodon,
             d.find("Elvish Warrior"): hystrodon,
             d.find("Ironfist Crusher"): (seeker2, goblin)})
    while d.decision.kind == "priority":
        d.pass_priority()
    announced = []
    while d.decision.kind == "damage_assignment":
        announced.append(d.decision.player)
        d.act(d.decision.player, d.game.legal_actions()[0])
    assert announced == [3, 0]

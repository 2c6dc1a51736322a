"""Commander damage (CR 903.10a, 704.6c) counted per commander and per player, at a table of
three or four, when the combat damage a commander deals is redirected (CR 614.9).

CR 903.10a a player dealt 21 or more combat damage by the same commander loses; damage from
           different commanders is counted apart, however much it adds up to.
CR 614.9   a redirection effect replaces the damage dealt to one player or permanent with the
           same damage dealt to another: redirected combat damage a commander deals is still
           combat damage that commander deals, now to the new recipient. Redirected to a player
           it counts toward that player's commander damage (its own controller's too) and no
           longer toward the player it was first to be dealt to.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste
SLOGURK = "Slogurk, the Overslime"  # 3/3
GLARECASTER = "Glarecaster"  # {5}{W}: the next damage to it and/or you is dealt to any target


def _rorix_attacks_glarecaster_s_controller(block: bool, redirect_to: int) -> Driver:
    """Player 0's commander Rorix attacks player 1 at a table of three; player 1 blocks it
    with Glarecaster or not, then redirects the next damage to them and/or Glarecaster to
    ``redirect_to``; combat damage is dealt."""
    s = Scenario(players=3, seed=1, format="commander")
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(1, GLARECASTER, *(["Plains"] * 6))
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.to_combat()
    d.attack([rorix], defender=1)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find(GLARECASTER): rorix} if block else {})
    while d.decision.player != 1:
        d.pass_priority()
    d.activate(1, GLARECASTER, targets=[redirect_to])
    d.resolve()
    d.pass_until("postcombat_main")
    return d


def test_903_10a_a_commander_s_combat_damage_redirected_to_another_player_is_theirs() -> None:
    """CR 614.9, 903.10a: Rorix's 6 combat damage to player 1 is dealt to player 2 instead:
    player 2 has been dealt 6 combat damage by that commander, player 1 none."""
    d = _rorix_attacks_glarecaster_s_controller(block=False, redirect_to=2)
    assert [d.life(p) for p in range(3)] == [40, 40, 34]
    assert list(d.state.players[2].commander_damage.values()) == [6]
    assert d.state.players[1].commander_damage == {}


def test_903_10a_redirected_to_its_own_controller_it_is_their_commander_damage() -> None:
    """CR 903.10a counts "the same commander", whoever's it is: Rorix's combat damage sent
    back to player 0, its owner and controller, is commander damage player 0 was dealt."""
    d = _rorix_attacks_glarecaster_s_controller(block=False, redirect_to=0)
    assert [d.life(p) for p in range(3)] == [34, 40, 40]
    assert list(d.state.players[0].commander_damage.values()) == [6]
    assert d.state.players[1].commander_damage == {} == d.state.players[2].commander_damage


def test_903_10a_combat_damage_to_a_blocker_redirected_to_a_player_is_commander_damage() -> None:
    """CR 614.9, 903.10a, 510.2: Rorix blocked by Glarecaster deals its 6 combat damage to
    the Glarecaster; redirected to player 2, it is combat damage dealt to a player by a
    commander: 6 toward player 2's 21. The Glarecaster is dealt none."""
    d = _rorix_attacks_glarecaster_s_controller(block=True, redirect_to=2)
    assert [d.life(p) for p in range(3)] == [40, 40, 34]
    assert list(d.state.players[2].commander_damage.values()) == [6]
    assert d.state.objects[d.find(GLARECASTER)].damage == 0


def test_903_10a_combat_damage_from_two_commanders_is_counted_apart() -> None:
    """CR 903.10a, 704.6c: player 2 has been dealt 20 combat damage by player 1's Rorix;
    player 0's Slogurk deals 3 more: 23 from commanders, but at most 20 from the same one,
    so player 2 stays in the game; Rorix's next point of combat damage ends it."""
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.commander(0, SLOGURK, zone="battlefield")
    s.commander(1, RORIX, zone="battlefield")
    s.commander_damage(2, RORIX, 20)
    d = Driver(s.build())
    slogurk, rorix = d.find(SLOGURK), d.find(RORIX)
    d.to_combat()
    d.attack([slogurk], defender=2)
    d.pass_until("postcombat_main")
    damage = d.state.players[2].commander_damage
    assert sorted(damage.values()) == [3, 20]
    assert not d.state.players[2].lost and not d.game.is_over
    assert d.life(2) == 37
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([rorix], defender=2)
    d.pass_until("postcombat_main", turn=4)
    assert d.state.players[2].lost
    assert sorted(d.state.players[2].commander_damage.values()) == [3, 26]
    assert not d.game.is_over  # three players are left


def test_903_10a_a_commander_attacking_a_planeswalker_deals_its_controller_no_commander_damage(
) -> None:
    """CR 903.10a, 306.8, 802.3: player 2, at 20 commander damage from Rorix, controls Wrenn
    and Seven; Rorix attacks Wrenn and Slogurk attacks player 3. The 6 combat damage Rorix
    deals goes to the planeswalker (loyalty 5 to none: it dies), none to player 2, whose
    commander damage stays 20 and who stays in the game. Slogurk, not a commander here, deals
    player 3 3 combat damage and no commander damage."""
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, SLOGURK)
    s.commander_damage(2, RORIX, 20)
    s.battlefield(2, "Wrenn and Seven")
    d = Driver(s.build())
    rorix, slogurk, wrenn = d.find(RORIX), d.find(SLOGURK), d.find("Wrenn and Seven")
    d.to_combat()
    d.attack({rorix: wrenn, slogurk: 3})
    d.pass_until("postcombat_main")
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert list(d.state.players[2].commander_damage.values()) == [20]
    assert d.life(2) == 40 and not d.state.players[2].lost
    assert d.state.players[3].commander_damage == {}  # Slogurk isn't a commander here
    assert d.life(3) == 37

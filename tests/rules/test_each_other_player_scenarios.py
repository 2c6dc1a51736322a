""""Each other player" against "each opponent" (CR 102.2-102.3), played through.

* CR 102.3: in a game between teams, a player's opponents are the players not on their team;
  "each other player" is every player but "you", teammates included. In Two-Headed Giant,
  Syphon Mind makes the caster's teammate discard too (and draws for that card), Syphon Soul
  deals its 2 damage to the teammate as well (gaining life for it: CR 810.9, each player's
  damage and life gain happen to that player), and Syphon Flesh makes the teammate sacrifice a
  creature (and makes a Zombie for it).
* In a free-for-all game every other player is an opponent: nothing changes there.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

THG = "two_headed_giant"


def _thg() -> Scenario:
    s = Scenario(format=THG, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 5)
    s.at("precombat_main", active=0)
    return s


def test_syphon_mind_makes_the_teammate_discard_too() -> None:
    """CR 102.3: Syphon Mind's "each other player" is the teammate and both opponents; the
    caster draws a card for each of the three cards discarded."""
    s = _thg()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind")
    for p in (1, 2, 3):
        s.hand(p, "Island")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    assert [len(d.state.players[p].hand) for p in range(4)] == [3, 0, 0, 0]
    assert [d.zone_of("Island", player=p) for p in (1, 2, 3)] == ["graveyard"] * 3


def test_syphon_soul_deals_damage_to_the_teammate_and_gains_for_it() -> None:
    """CR 102.3, 810.9: Syphon Soul deals 2 damage to each of the three other players, the
    teammate included, and its caster gains the 6 dealt: the team nets +4, the other -4."""
    s = _thg()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    soul = d.cast(0, "Syphon Soul")
    d.resolve()
    dealt = {e.player: e.amount for e in d.state.log if e.kind == "damage" and e.source == soul}
    assert dealt == {1: 2, 2: 2, 3: 2}
    assert [e.amount for e in d.state.log if e.kind == "life_gain" and e.player == 0] == [6]
    assert [d.life(p) for p in range(4)] == [34, 34, 26, 26]


def test_syphon_flesh_makes_the_teammate_sacrifice_too() -> None:
    """CR 102.3: Syphon Flesh's "each other player" sacrifices a creature, the teammate too;
    a Zombie for each of the three creatures sacrificed."""
    s = _thg()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Flesh")
    for p in (1, 2, 3):
        s.battlefield(p, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Syphon Flesh")
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield") == []
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 3


def test_in_a_free_for_all_game_the_other_players_are_the_opponents() -> None:
    """CR 102.2: with no teams, "each other player" is each opponent, and never the caster."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind", "Plains")
    s.hand(1, "Island")
    s.hand(2, "Mountain")
    s.library(0, "Forest", "Forest", "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    assert d.zone_of("Plains") == "hand"
    assert len(d.state.players[0].hand) == 3
    assert len(d.state.players[1].hand) == len(d.state.players[2].hand) == 0

"""The heuristic opponent: lands, the most expensive spell, sensible attacks and blocks."""

from __future__ import annotations

from manastack.agents import make_policy
from manastack.agents.heuristic import HeuristicPolicy
from manastack.decisions.actions import (
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PlayLand,
)
from manastack.decisions.policies import play_out
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def choice(d: Driver, player: int = 0):
    game = d.game
    return HeuristicPolicy(1).choose(game, player, game.legal_actions())


def test_plays_a_land_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", "Mountain")
    d = Driver(s.build())
    assert choice(d) == PlayLand(d.find("Mountain", zone="hand"))


def test_casts_the_most_expensive_castable_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Goblin Sky Raider", "Rorix Bladewing")
    d = Driver(s.build())
    assert choice(d) == CastSpell(d.find("Goblin Sky Raider"))


def shock_target(opposing: list[str]) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.battlefield(1, *opposing)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    assert d.decision.kind == "target"
    return d, HeuristicPolicy(1).choose(d.game, 0, d.game.legal_actions()).value


def test_damage_goes_at_the_biggest_opposing_creature_it_kills() -> None:
    d, target = shock_target(["Goblin Sky Raider", "Glory Seeker", "Barkhide Mauler"])
    assert target == d.find("Glory Seeker", player=1)


def test_damage_that_kills_nothing_goes_at_the_opponent() -> None:
    _, target = shock_target(["Barkhide Mauler"])
    assert target == 1


def test_does_not_attack_into_a_bigger_untapped_blocker() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    d.to_combat()
    assert choice(d) == FinishDeclaration()


def test_attacks_when_nothing_can_block_profitably() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler", tapped=True)
    d = Driver(s.build())
    d.to_combat()
    a = choice(d)
    assert isinstance(a, DeclareAttacker) and a.creature == d.find("Glory Seeker")


def test_chump_blocks_when_the_attack_would_be_lethal() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Barkhide Mauler")
    s.battlefield(1, "Glory Seeker")
    s.life(1, 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Barkhide Mauler")])
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.kind == "declare_blockers"
    assert choice(d, 1) == DeclareBlocker(d.find("Glory Seeker"), d.find("Barkhide Mauler"))


def test_does_not_chump_block_when_safe() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Barkhide Mauler")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Barkhide Mauler")])
    while d.decision.kind == "priority":
        d.pass_priority()
    assert choice(d, 1) == FinishDeclaration()


def test_beats_the_random_player_more_often_than_not() -> None:
    burn = ["Mountain"] * 18 + ["Shock"] * 8 + ["Goblin Sky Raider"] * 14
    bears = ["Plains"] * 18 + ["Glory Seeker"] * 22
    wins = 0
    for seed in range(4):
        game = Game.new([burn, bears], seed=seed)
        play_out(game, [make_policy("heuristic", seed), make_policy("random", seed)])
        wins += game.winners == (0,)
    assert wins >= 3


def test_the_teammate_of_the_primary_player_casts_in_its_team_s_main_phase() -> None:
    """Two-Headed Giant: it is the turn of both players of the active team (CR 805.4a), so the
    heuristic teammate (player 1, not the primary player) casts its spells in the team's main
    phase once the primary player passes."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Goblin Sky Raider")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert choice(d, 1) == CastSpell(d.find("Goblin Sky Raider"))


def test_an_attack_weighs_the_blockers_of_the_whole_defending_team() -> None:
    """Two-Headed Giant (CR 805.10a): a Glory Seeker attacking player 2 could be blocked by a
    creature of player 3, player 2's teammate, so the heuristic doesn't send it to die."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(3, "Barkhide Mauler")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    assert d.decision.kind == "declare_attackers"
    assert choice(d, 0) == FinishDeclaration()

"""The heuristic player at a Commander table of four (CR 903, 506.2, 903.10a)."""

from __future__ import annotations

from manastack.agents import make_policy
from manastack.agents.heuristic import HeuristicPolicy
from manastack.decisions.actions import (
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
)
from manastack.decisions.policies import play_out
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.commander_decks import NAMES, deck


def choice(d: Driver, player: int = 0):
    game = d.game
    return HeuristicPolicy(1).choose(game, player, game.legal_actions())


def _table() -> Scenario:
    s = Scenario(players=4, seed=1, format="commander")
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    return s


def test_casts_its_commander_from_the_command_zone() -> None:
    s = _table()
    s.commander(0, "Adeline, Resplendent Cathar")
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert choice(d) == CastSpell(d.find("Adeline, Resplendent Cathar"), "commander")


def test_puts_its_commander_back_into_the_command_zone() -> None:
    s = _table()
    s.commander(0, "Adeline, Resplendent Cathar", zone="battlefield")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find("Adeline, Resplendent Cathar")])
    d.resolve()
    assert d.decision.kind == "commander_zone"
    assert choice(d) == Choose("command_zone")


def _attack_choice(blocker_at_3: bool) -> DeclareAttacker:
    s = _table()
    s.battlefield(0, "Glory Seeker")  # 2/2
    s.life(1, 10).life(2, 25).life(3, 5)
    if blocker_at_3:
        s.battlefield(3, "Ravenous Baloth")  # 4/4: would block and kill it for free
    d = Driver(s.build())
    d.to_combat()
    a = choice(d)
    assert isinstance(a, DeclareAttacker)
    return a


def test_attacks_the_opponent_with_the_least_life() -> None:
    assert _attack_choice(blocker_at_3=False).defender == 3


def test_attacks_elsewhere_when_that_opponent_could_eat_the_attacker() -> None:
    """CR 509.1a: only the attacked player's creatures block, so player 3's Baloth matters
    only for an attack on player 3."""
    assert _attack_choice(blocker_at_3=True).defender == 1


def test_goes_for_the_kill_with_its_commander() -> None:
    """21 commander damage (CR 903.10a) counts as finishing a player."""
    s = _table()
    s.commander(0, "Rorix Bladewing", zone="battlefield")
    s.life(1, 8).life(2, 40).life(3, 30)
    d = Driver(s.build())
    d.to_combat()
    assert choice(d) == DeclareAttacker(d.find("Rorix Bladewing"), 1)


def test_chump_blocks_a_commander_that_would_reach_21() -> None:
    """At 40 life, only commander damage (CR 903.10a) makes the fourth hit lethal."""
    s = _table()
    s.commander(1, "Rorix Bladewing", zone="battlefield")
    s.battlefield(0, "Goblin Sky Raider")  # a 1/2 flyer that can block it and die
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    rorix, raider = d.find("Rorix Bladewing"), d.find("Goblin Sky Raider")
    for turn in (3, 7, 11, 15):
        if turn > 3:
            d.pass_until("precombat_main", turn=turn)
        d.to_combat()
        d.attack([rorix], defender=0)
        while d.decision.kind != "declare_blockers":
            d.pass_priority()
        if turn < 15:
            assert choice(d) != DeclareBlocker(raider, rorix)  # no need to chump yet
            d.block({})
            d.pass_until("postcombat_main", turn=turn)
    assert d.state.players[0].commander_damage == {rorix: 18} and d.life(0) == 22
    assert choice(d) == DeclareBlocker(raider, rorix)


def test_four_heuristic_players_finish_a_commander_game() -> None:
    game = Game.new([deck(n) for n in NAMES], seed=4, format="commander")
    n = play_out(game, [make_policy("heuristic", 40 + i) for i in range(4)],
                 max_decisions=8000)
    assert game.is_over and n < 8000
    casts = sum(sum(p.commander_casts.values()) for p in game.state.players)
    assert casts >= 2  # commanders were cast from the command zone
    assert len(game.winners) == 1


def _odric_chooses_blocks(*defenders: str) -> Driver:
    """Odric, Master Tactician and three Glory Seekers attack player 1; its trigger gives
    player 0 player 1's blocks (CR 509.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker", "Odric, Master Tactician")
    s.battlefield(1, *defenders)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([x for x in d.state.battlefield if d.state.objects[x].controller == 0])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert (d.decision.kind, d.decision.player) == ("declare_blockers", 0)
    return d


def test_choosing_an_opponents_blocks_it_declares_none() -> None:
    """Odric's controller chooses that no creature of the defending player blocks."""
    d = _odric_chooses_blocks("Ravenous Baloth", "Elvish Warrior")
    assert choice(d) == FinishDeclaration()


def test_choosing_an_opponents_required_blocks_it_picks_the_worst_one() -> None:
    """Grand Melee: "All creatures block each combat if able" still applies (CR 509.1c), so a
    block must be declared: the heuristic makes Elvish Warrior (2/3) block Odric (3/4, first
    strike), where it dies without killing, not a Glory Seeker it would kill and survive."""
    d = _odric_chooses_blocks("Grand Melee", "Elvish Warrior")
    legal = d.game.legal_actions()
    assert FinishDeclaration() not in legal
    assert isinstance(legal[0], DeclareBlocker) and legal[0].attacker != d.find(
        "Odric, Master Tactician")  # not simply the first block offered
    a = choice(d)
    assert a == DeclareBlocker(d.find("Elvish Warrior"), d.find("Odric, Master Tactician"))
    d.act(0, a)
    assert choice(d) == FinishDeclaration()

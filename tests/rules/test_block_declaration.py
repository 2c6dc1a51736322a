"""The block declaration (CR 509.1): which creatures can block, who declares the blocks (each
defending player, CR 506.2, 509.1; one declaration for the defending team, made by its primary
player, with shared team turns, CR 805.10d, 805.2), and starting it over.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import (
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    ResetDeclaration,
)
from manastack.scenario import Scenario
from manastack.testing import Driver


def _to_blocks(d: Driver, attacks: dict[int, int]) -> None:
    d.to_combat()
    for a, target in attacks.items():
        d.act(d.decision.player, DeclareAttacker(a, target))
    d.act(d.decision.player, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()


def _blockers_offered(d: Driver) -> set[int]:
    return {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}


def test_a_phased_out_creature_cannot_block() -> None:
    """CR 702.26b: a phased-out creature is treated as though it doesn't exist, so it can't
    block (CR 509.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", phased_out=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    _to_blocks(d, {d.find("Glory Seeker", player=0): 1})
    decision = d.expect("declare_blockers")
    assert (decision.player, decision.prompt) == (1, "Declare blockers")
    assert _blockers_offered(d) == {d.find("Glory Seeker", player=1)}


def test_no_declaration_is_asked_for_when_no_creature_can_block_an_attacker() -> None:
    """CR 509.1a, 702.9b: player 1's only creature can't block the flying attacker, so player
    1 isn't asked to declare blockers: the combat goes on to its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")])
    kinds = []
    while d.state.step.name != "POSTCOMBAT_MAIN":
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_blockers" not in kinds
    assert d.life(1) == 19


def test_each_defending_player_declares_their_own_blocks() -> None:
    """CR 506.2, 509.1: player 0 attacks players 1 and 2; player 1 has no creature, player 2
    has one. Player 2 still declares blocks; the creature player 2 declared is theirs to take
    back (starting over), and player 1's turn to block having passed changes nothing."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(2, "Daunting Defender")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    defender = d.find("Daunting Defender")
    _to_blocks(d, {seeker: 1, warrior: 2})
    decision = d.expect("declare_blockers")
    assert decision.player == 2
    assert ResetDeclaration() not in d.game.legal_actions()
    d.act(2, DeclareBlocker(defender, warrior))
    assert ResetDeclaration() in d.game.legal_actions()
    d.act(2, ResetDeclaration())
    assert d.state.combat.blockers == {}
    d.block({defender: warrior})
    assert d.state.combat.blockers == {defender: (warrior,)}


def test_every_attacked_player_blocks_in_turn_order_each_their_own_creatures() -> None:
    """CR 506.2, 509.1: player 0 attacks players 1 and 2, each with a creature. Player 1
    declares first, then player 2, whose declaration doesn't include player 1's blocker and
    can't start it over."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daunting Defender")
    s.battlefield(2, "Wall of Mulch")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    dd, wall = d.find("Daunting Defender"), d.find("Wall of Mulch")
    _to_blocks(d, {seeker: 1, warrior: 2})
    assert d.expect("declare_blockers").player == 1
    assert _blockers_offered(d) == {dd}
    d.block({dd: seeker})
    assert d.expect("declare_blockers").player == 2
    assert _blockers_offered(d) == {wall}
    assert ResetDeclaration() not in d.game.legal_actions()
    d.block({wall: warrior})
    assert d.state.combat.blockers == {dd: (seeker,), wall: (warrior,)}


# Two-Headed Giant: players 0 and 1 against players 2 and 3 (primary players 0 and 2).
THG = "two_headed_giant"


def _thg() -> Scenario:
    s = Scenario(format=THG, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    return s


def test_the_defending_team_declares_one_block_made_by_its_primary_player() -> None:
    """CR 805.10d, 805.2: attacked at both players, the defending team declares its blocks
    once, by player 2; player 3 isn't asked. Player 2 may block with player 3's creature, and
    take that block back by starting over."""
    s = _thg()
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(3, "Daunting Defender")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    defender = d.find("Daunting Defender")
    _to_blocks(d, {seeker: 2, warrior: 3})
    assert d.expect("declare_blockers").player == 2
    d.act(2, DeclareBlocker(defender, seeker))
    assert ResetDeclaration() in d.game.legal_actions()
    d.act(2, ResetDeclaration())
    assert d.state.combat.blockers == {}
    d.block({defender: seeker})
    asked = []
    while d.state.step.name != "POSTCOMBAT_MAIN":
        asked.append((d.decision.kind, d.decision.player))
        d.pass_priority()
    assert not [a for a in asked if a[0] == "declare_blockers"]
    assert d.state.combat is None or d.state.combat.blockers == {defender: (seeker,)}


def test_landwalk_looks_at_the_lands_of_the_attacked_planeswalkers_controller() -> None:
    """CR 702.14c, 805.10e, 506.2: the defending player of a creature attacking a
    planeswalker is its controller. Anurid Murkdiver (swampwalk) attacks player 3's Arlinn;
    player 3 controls a Swamp, player 2 doesn't: the defending team can't block it."""
    s = _thg()
    s.battlefield(0, "Anurid Murkdiver", "Glory Seeker")
    s.battlefield(3, "Arlinn, the Pack's Hope", "Swamp")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    murkdiver, seeker = d.find("Anurid Murkdiver"), d.find("Glory Seeker")
    _to_blocks(d, {murkdiver: d.find("Arlinn, the Pack's Hope"), seeker: 2})
    d.expect("declare_blockers")
    blocks = {(a.blocker, a.attacker) for a in d.game.legal_actions()
              if isinstance(a, DeclareBlocker)}
    assert blocks == {(d.find("Elvish Warrior"), seeker)}


def test_the_blocks_chosen_by_odrics_controller_are_asked_for_as_blocks() -> None:
    """CR 509.1 (Odric, Master Tactician): the declaration its controller makes for the
    defending player is a declare-blockers decision like the defending player's own."""
    s = Scenario(seed=1)
    s.battlefield(0, "Odric, Master Tactician", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([x for x in d.state.battlefield if d.state.objects[x].controller == 0])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    decision = d.expect("declare_blockers")
    assert (decision.player, decision.prompt) == (0, "Declare blockers")


def test_a_creature_attacking_a_planeswalker_that_left_makes_no_one_block_for_it() -> None:
    """CR 506.4c, 805.10d: Glory Seeker attacks player 3's Arlinn, which player 2 destroys
    before blocks (Fateful Absence); the Seeker attacks nothing and no one blocks for it. The
    defending team still declares its blocks once, by player 2, for the creature attacking
    player 2."""
    s = _thg()
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(3, "Arlinn, the Pack's Hope")
    s.battlefield(2, "Daunting Defender", "Plains", "Plains")
    s.hand(2, "Fateful Absence")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn))
    d.act(0, DeclareAttacker(warrior, 2))
    d.act(0, FinishDeclaration())
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Fateful Absence", targets=[arlinn])
    d.resolve()
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"
    while d.decision.kind == "priority":
        d.pass_priority()
    decision = d.expect("declare_blockers")
    assert decision.player == 2
    assert _blockers_offered(d) == {d.find("Daunting Defender")}
    assert {a.attacker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)} == \
        {warrior}


@pytest.mark.parametrize("attacker", [0, 1])
def test_a_creature_attacking_a_planeswalker_that_left_may_be_blocked_by_the_defending_player(
        attacker: int) -> None:
    """CR 506.4c, 506.2: in a two-player game, Glory Seeker attacks the other player's Arlinn,
    which its controller destroys before blocks (Fateful Absence): the Seeker attacks nothing
    but may be blocked by the defending player, here by Daru Healer, which it deals its damage
    to."""
    defender = 1 - attacker
    s = Scenario(seed=1)
    s.battlefield(attacker, "Glory Seeker")
    s.battlefield(defender, "Arlinn, the Pack's Hope", "Plains", "Plains", "Daru Healer")
    s.hand(defender, "Fateful Absence")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    s.at("precombat_main", active=attacker, turn=2 + attacker)
    d = Driver(s.build())
    seeker, arlinn = d.find("Glory Seeker"), d.find("Arlinn, the Pack's Hope")
    healer = d.find("Daru Healer")
    d.to_combat()
    d.act(attacker, DeclareAttacker(seeker, arlinn))
    d.act(attacker, FinishDeclaration())
    while d.decision.player != defender:
        d.pass_priority()
    d.cast(defender, "Fateful Absence", targets=[arlinn])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == defender
    assert DeclareBlocker(healer, seeker) in d.game.legal_actions()
    d.block({healer: seeker})
    d.pass_until("end_of_combat")
    assert d.zone_of("Daru Healer") == "graveyard"
    assert d.life(defender) == 20

"""The attack multiple players option (CR 802), used by the free-for-all games (CR 806.2b).

CR 802.2a  "defending player" in an ability of an attacking creature is the player it attacks,
           or the controller of the planeswalker it attacks.
CR 802.4a  a defending player blocks only with their own creatures, and only creatures
           attacking them or their planeswalkers.
CR 802.4b  whether a defending player's blocks are legal ignores the creatures attacking other
           players: a requirement of a creature attacking another player binds nobody else.
CR 802.5   combat damage is assigned in APNAP order.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker, FinishDeclaration
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _three() -> Scenario:
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Forest"] * 10)
    return s


def test_802_4b_taunting_elf_binds_only_the_player_it_attacks() -> None:
    """Taunting Elf ("All creatures able to block Taunting Elf do so") attacks player 3 while
    Glory Seeker attacks player 2. Player 2's Elvish Warrior could block the Seeker but need
    not, and can't block the Elf; player 3's Warrior must block the Elf (CR 509.1c)."""
    s = _three()
    s.battlefield(0, "Taunting Elf", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    elf, seeker = d.find("Taunting Elf"), d.find("Glory Seeker")
    w1, w2 = d.ids("Elvish Warrior", player=1)[0], d.ids("Elvish Warrior", player=2)[0]
    d.to_combat()
    d.attack({elf: 2, seeker: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert d.decision.player == 1
    assert set(d.game.legal_actions()) == {DeclareBlocker(w1, seeker), FinishDeclaration()}
    d.block({})
    assert d.decision.player == 2
    assert set(d.game.legal_actions()) == {DeclareBlocker(w2, elf)}  # no finishing without
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior can block Taunting Elf, which all creatures able to block it must block"):
        d.act(2, FinishDeclaration())
    assert d.game.fingerprint() == before
    d.block({w2: elf})
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(3)] == [20, 18, 20]


def test_802_2a_purifying_dragon_attacking_a_planeswalker_targets_its_controller_s_creature(
) -> None:
    """Purifying Dragon attacks Teferi, player 3's planeswalker: "target creature defending
    player controls" offers only player 3's creatures, not player 2's."""
    s = _three()
    s.battlefield(0, "Purifying Dragon")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Elvish Warrior", "Teferi, Who Slows the Sunset")
    d = Driver(s.build())
    dragon, teferi = d.find("Purifying Dragon"), d.find("Teferi, Who Slows the Sunset")
    theirs = d.ids("Elvish Warrior", player=2)[0]
    d.to_combat()
    d.attack({dragon: teferi})
    d.expect("target")
    assert d.game.legal_actions() == [Choose(theirs)]
    d.choose(theirs)
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=1) == "battlefield"
    assert d.state.objects[theirs].damage == 1


def test_combat_damage_is_assigned_in_apnap_order() -> None:
    """CR 802.5, 101.4: player 1, the active player, attacks player 2 with Glory Seeker and
    Daru Healer and player 0 with Spined Basher and Elvish Warrior. Player 2's Ironfist Crusher
    blocks both attackers of player 2; player 0's Crusher blocks both of theirs, and player 0's
    Wall of Mulch blocks Spined Basher too. The divisions are asked in APNAP order: player 1
    (Spined Basher's damage between its two blockers), then player 2, then player 0 — not in
    seat order from player 0."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Glory Seeker", "Daru Healer", "Spined Basher", "Elvish Warrior")
    s.battlefield(2, "Ironfist Crusher")
    s.battlefield(0, "Ironfist Crusher", "Wall of Mulch")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker, healer, basher, warrior = (d.find(n) for n in (
        "Glory Seeker", "Daru Healer", "Spined Basher", "Elvish Warrior"))
    crusher0 = d.find("Ironfist Crusher", player=0)
    crusher2 = d.find("Ironfist Crusher", player=2)
    wall = d.find("Wall of Mulch")
    d.to_combat()
    d.attack({seeker: 2, healer: 2, basher: 0, warrior: 0})
    asked: list[int] = []
    while d.state.step.name != "END_OF_COMBAT":
        kind = d.decision.kind
        if kind == "priority":
            d.pass_priority()
        elif kind == "declare_blockers" and d.decision.player == 2:
            d.block({crusher2: [seeker, healer]})
        elif kind == "declare_blockers":
            d.block({crusher0: [basher, warrior], wall: basher})
        else:
            assert kind == "damage_assignment"
            asked.append(d.decision.player)
            d.choose(d.game.legal_actions()[0].value)
    assert asked == [1, 2, 0]

"""Graxiplon — {5}{U} Creature — Beast 3/4.

Oracle: "Graxiplon can't be blocked unless defending player controls three or more creatures
that share a creature type."
Rulings covered: ONS-FAQ-105, ONS-FAQ-044.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Graxiplon")


def blockers_for(*defenders: str) -> set[str]:
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(1, *defenders)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")])
    while d.decision.kind != "declare_blockers":
        if d.state.step is Step.POSTCOMBAT_MAIN:
            return set()  # nobody could block
        d.pass_priority()
    return {d.game.card(a.blocker).name for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_unblockable_without_three_sharing_a_type() -> None:
    assert blockers_for("Glory Seeker", "Daru Cavalier", "Elvish Warrior") == set()


def test_one_type_shared_by_all_three_not_type_by_type() -> None:
    """CR 205.3, 509.1b: Elvish Warrior shares Elf with Wirewood Elf and Warrior with Goblin
    Sky Raider, but no one type is shared by all three, so Graxiplon can't be blocked; with a
    third Elf (Symbiotic Elf) it can."""
    assert blockers_for("Elvish Warrior", "Wirewood Elf", "Goblin Sky Raider") == set()
    assert blockers_for("Elvish Warrior", "Wirewood Elf", "Goblin Sky Raider",
                        "Symbiotic Elf") == {"Elvish Warrior", "Wirewood Elf",
                                             "Goblin Sky Raider", "Symbiotic Elf"}


@pytest.mark.ruling("ONS-FAQ-105", "ONS-FAQ-044")
def test_any_creature_may_block_once_three_share_a_type() -> None:
    # Glory Seeker, Catapult Squad (Human Soldier) and Nova Cleric (Human Cleric) share Human.
    names = blockers_for("Glory Seeker", "Catapult Squad", "Nova Cleric", "Elvish Warrior")
    assert "Elvish Warrior" in names and "Nova Cleric" in names


def test_its_blockable_state_leaves_another_unblockable_creature_alone() -> None:
    """CR 509.1b, 604.1: Graxiplon's restriction doesn't apply while the defending player
    controls three Human Soldiers, so it may be blocked; Suspicious Stowaway's own "can't be
    blocked" still applies beside it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon", "Suspicious Stowaway")
    s.battlefield(1, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    graxiplon, stowaway = d.find("Graxiplon"), d.find("Suspicious Stowaway")
    d.attack([graxiplon, stowaway])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocked = {a.attacker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocked == {graxiplon}


def test_face_down_creatures_share_no_creature_type() -> None:
    """CR 708.2a, 205.3: face-down 2/2s have no creature types, so three of them share none
    and Graxiplon can't be blocked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(1, "Glory Seeker", face_down=True)
    s.battlefield(1, "Daru Cavalier", face_down=True)
    s.battlefield(1, "Elvish Warrior", face_down=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        assert not any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 17


def test_only_the_defending_players_creatures_are_counted() -> None:
    """CR 509.1b: "defending player controls three or more": the attacking player's three
    Humans don't count, so the defender's lone Glory Seeker can't block."""
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    d = Driver(s.build())
    graxiplon = d.find("Graxiplon")
    d.to_combat()
    d.attack([graxiplon])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        assert not any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 17


def test_three_token_creatures_sharing_a_type_let_it_be_blocked() -> None:
    """CR 111.4, 509.1b: tokens have the creature types the effect gave them; three Zombie
    tokens share Zombie, so Glory Seeker may block. The Zombies themselves have decayed
    (CR 702.147a) and can't block, yet they still count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(1, "Glory Seeker")
    s.token(1, "Zombie", count=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")])
    while d.decision.kind != "declare_blockers":
        assert d.state.step is not Step.POSTCOMBAT_MAIN
        d.pass_priority()
    names = {d.game.card(a.blocker).name for a in d.game.legal_actions()
             if isinstance(a, DeclareBlocker)}
    assert names == {"Glory Seeker"}


def test_in_multiplayer_only_the_attacked_player_s_creatures_count() -> None:
    """CR 506.2, 509.1b: attacking the second opponent, who has no three sharing a type,
    Graxiplon can't be blocked even though the first opponent controls three Elves."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(1, "Elvish Warrior", "Wirewood Elf", "Symbiotic Elf")
    s.battlefield(2, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graxiplon")], defender=2)
    offered: set[int] = set()
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            offered |= {a.blocker for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker)}
            d.block()
        else:
            d.pass_priority()
    assert not offered
    assert d.life(2) == 17


def _two_headed_giant_blockers(attacked: tuple[str, ...], teammate: tuple[str, ...]) -> set[str]:
    """Player 0 attacks player 2 with Graxiplon; the names of the creatures the defending team
    (players 2 and 3) may block it with."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Graxiplon")
    s.battlefield(2, *attacked)
    s.battlefield(3, *teammate)
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Graxiplon"): 2})
    offered: set[str] = set()
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            offered |= {d.game.card(a.blocker).name for a in d.game.legal_actions()
                        if isinstance(a, DeclareBlocker)}
            d.block()
        else:
            d.pass_priority()
    return offered


def test_two_headed_giant_the_defending_player_is_the_one_it_attacks() -> None:
    """CR 805.10e, 805.10d: "defending player" is player 2, whom Graxiplon attacks: two Soldiers
    of theirs and a third of their teammate's don't let it be blocked; with three of player 2's
    own, any creature of the defending team may block it, the teammate's Elf included."""
    assert _two_headed_giant_blockers(("Glory Seeker", "Glory Seeker"),
                                      ("Glory Seeker", "Elvish Warrior")) == set()
    assert _two_headed_giant_blockers(("Glory Seeker", "Glory Seeker", "Glory Seeker"),
                                      ("Elvish Warrior",)) == {"Glory Seeker", "Elvish Warrior"}

"""Taunting Elf — {G} Creature — Elf 0/1.

Oracle: "All creatures able to block Taunting Elf do so."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Taunting Elf")


def to_blocks(*defenders: str, tapped: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Taunting Elf", "Barkhide Mauler")
    s.battlefield(1, *defenders)
    if tapped:
        s.battlefield(1, *tapped, tapped=True)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Taunting Elf"), d.find("Barkhide Mauler")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    return d


def can_finish(d: Driver) -> bool:
    return FinishDeclaration() in d.game.legal_actions()


def test_every_able_creature_must_block_it() -> None:
    d = to_blocks("Glory Seeker", "Elvish Warrior", "Goblin Sky Raider")
    assert not can_finish(d)
    elf = d.find("Taunting Elf")
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), elf))
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), elf))
    assert not can_finish(d)
    # it must block the Elf instead: blocking the Mauler isn't offered (CR 509.1c)
    assert DeclareBlocker(d.find("Goblin Sky Raider"), d.find("Barkhide Mauler")) \
        not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Goblin Sky Raider"), elf))
    assert can_finish(d)


def test_declaration_is_legal_once_all_block_it() -> None:
    d = to_blocks("Glory Seeker", "Elvish Warrior")
    elf = d.find("Taunting Elf")
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), elf))
    assert not can_finish(d)
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), elf))
    assert can_finish(d)
    d.act(1, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.ids("Taunting Elf", zone="graveyard")
    assert d.life(1) == 16  # the Mauler was unblocked


def test_creatures_unable_to_block_are_not_required() -> None:
    d = to_blocks("Glory Seeker", tapped=("Elvish Warrior",))
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), d.find("Taunting Elf")))
    assert can_finish(d)


def test_with_flying_only_creatures_able_to_block_a_flyer_must() -> None:
    """CR 509.1c, 702.9b: equipped with Mask of Griselbrand the Elf has flying; Glory Seeker
    can't block it, so isn't required to, and may block the Mauler; Goblin Sky Raider (flying)
    must block the Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Taunting Elf", "Barkhide Mauler")
    s.battlefield(0, "Mask of Griselbrand", attached_to="Taunting Elf")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    elf, mauler = d.find("Taunting Elf"), d.find("Barkhide Mauler")
    d.to_combat()
    d.attack([elf, mauler])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    raider, seeker = d.find("Goblin Sky Raider"), d.find("Glory Seeker")
    assert DeclareBlocker(seeker, elf) not in d.game.legal_actions()
    assert not can_finish(d)
    d.act(1, DeclareBlocker(seeker, mauler))
    assert not can_finish(d)
    d.act(1, DeclareBlocker(raider, elf))
    assert can_finish(d)


def test_multiplayer_only_the_defending_players_creatures_must_block() -> None:
    """CR 506.2, 509.1a: attacking player 1 in a three-player game, only player 1's creatures
    may block, so player 2's are under no requirement (and none can block)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Taunting Elf")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, "Forest")
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.to_combat()
    d.attack([elf], defender=1)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert d.decision.player == 1
    assert DeclareBlocker(d.find("Elvish Warrior"), elf) not in d.game.legal_actions()
    assert not can_finish(d)
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), elf))
    assert can_finish(d)
    d.act(1, FinishDeclaration())
    while d.decision.kind == "declare_blockers":
        assert d.decision.player == 2
        d.act(2, FinishDeclaration())


def test_the_requirement_ends_when_the_elf_leaves() -> None:
    """Shocked before blockers are declared, the Elf makes no requirement: the defending
    player may declare no blocks (CR 509.1c applies to creatures on the battlefield)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Taunting Elf", "Barkhide Mauler")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Taunting Elf"), d.find("Barkhide Mauler")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Taunting Elf")])
    d.resolve()
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert can_finish(d)


def test_two_taunting_elves_a_single_blocker_blocks_either() -> None:
    """CR 509.1c: a creature able to block either Elf has two requirements and can obey only
    one; blocking either obeys the most possible, not blocking obeys none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Taunting Elf", "Taunting Elf")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    first, second = d.ids("Taunting Elf")
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([first, second])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert not can_finish(d)
    assert DeclareBlocker(seeker, first) in d.game.legal_actions()
    assert DeclareBlocker(seeker, second) in d.game.legal_actions()
    d.act(1, DeclareBlocker(seeker, second))
    assert can_finish(d)
    d.act(1, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert second not in d.ids("Taunting Elf", "battlefield")
    assert first in d.ids("Taunting Elf", "battlefield")


def test_two_headed_giant_both_defending_players_creatures_must_block() -> None:
    """CR 805.10d, 810.7: the defending team has one combined block; creatures of either
    defending player can block a creature attacking player 2, so Glory Seeker of player 2 and
    Elvish Warrior of player 3 must both block the Elf."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, "Taunting Elf")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Elvish Warrior")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.to_combat()
    d.attack({elf: 2})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocker = d.decision.player
    d.act(blocker, DeclareBlocker(d.find("Glory Seeker"), elf))
    assert not can_finish(d)
    d.act(blocker, DeclareBlocker(d.find("Elvish Warrior"), elf))
    assert can_finish(d)

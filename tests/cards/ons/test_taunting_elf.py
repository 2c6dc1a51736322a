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

"""Block requirements obeyed as far as possible (CR 509.1c) by a creature that can block any
number of creatures (CR 509.1a): "All creatures able to block [attacker] do so" (Taunting Elf)
is one requirement per attacker, so Ironfist Crusher must block every such attacker it can,
while a creature that blocks only one obeys one of them.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver


def _attack(attackers: list[str], blockers: list[str]) -> tuple[Driver, list[int]]:
    """Player 0 attacks with ``attackers`` (in order) against player 1's ``blockers``; the game
    waits at player 1's declaration of blockers."""
    s = Scenario(seed=1)
    for i, name in enumerate(attackers):
        s.battlefield(0, name, label=f"a{i}")
    for i, name in enumerate(blockers):
        s.battlefield(1, name, label=f"b{i}")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    ids = sorted(o for o in d.state.battlefield if d.state.objects[o].controller == 0)
    d.to_combat()
    d.attack(ids)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d, ids


def _may_finish(d: Driver) -> bool:
    return FinishDeclaration() in d.game.legal_actions()


def test_509_1c_a_creature_that_blocks_any_number_blocks_each_lure() -> None:
    """Two Taunting Elves attack; Ironfist Crusher can block both, so blocking only one obeys
    one requirement of the two it could obey: illegal. Blocking both is legal."""
    d, (e1, e2) = _attack(["Taunting Elf", "Taunting Elf"], ["Ironfist Crusher"])
    crusher = d.find("Ironfist Crusher")
    assert not _may_finish(d)
    d.act(1, DeclareBlocker(crusher, e1))
    assert not _may_finish(d)
    d.act(1, DeclareBlocker(crusher, e2))
    assert _may_finish(d)
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers[crusher] == (e1, e2)


def test_509_1c_a_creature_that_blocks_one_creature_obeys_one_lure() -> None:
    """Two Taunting Elves attack; Glory Seeker can block only one of them, which obeys as many
    requirements as it can: either Elf will do."""
    for i in range(2):
        d, elves = _attack(["Taunting Elf", "Taunting Elf"], ["Glory Seeker"])
        assert not _may_finish(d)
        d.act(1, DeclareBlocker(d.find("Glory Seeker"), elves[i]))
        assert _may_finish(d)


def test_509_1c_a_lure_leaves_the_crusher_free_to_block_others_too() -> None:
    """Taunting Elf and Glory Seeker attack: Ironfist Crusher must block the Elf, and may also
    block the Seeker; blocking only the Seeker is illegal."""
    d, (elf, seeker) = _attack(["Taunting Elf", "Glory Seeker"], ["Ironfist Crusher"])
    crusher = d.find("Ironfist Crusher")
    d.act(1, DeclareBlocker(crusher, seeker))
    assert not _may_finish(d)
    d.act(1, DeclareBlocker(crusher, elf))
    assert _may_finish(d)


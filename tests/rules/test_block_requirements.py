"""Requirements on the block declaration (CR 509.1c) against restrictions (CR 509.1b): a
creature that must block if able, or that must block an attacker with "all creatures able to
block it do so", blocks only where it can without breaking a restriction — and a lone
creature can't block an attacker with menace (CR 702.111b), so that attacker alone doesn't
make it block.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver


def _to_blocks(d: Driver, attackers: list[int]) -> None:
    d.to_combat()
    for a in attackers:
        d.act(0, DeclareAttacker(a, 1))
    d.act(0, FinishDeclaration())
    while d.decision.kind != "declare_blockers":
        d.pass_priority()


def _can_finish(d: Driver) -> bool:
    return FinishDeclaration() in d.game.legal_actions()


def test_a_lone_creature_that_must_block_needn_t_block_an_attacker_with_menace() -> None:
    """CR 509.1c, 702.111b: under Grand Melee ("all creatures block each combat if able") a
    lone creature can't block Morkrut Behemoth (menace) alone, so declaring no blockers obeys
    every requirement it can obey."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Morkrut Behemoth")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    _to_blocks(d, [d.find("Morkrut Behemoth")])
    assert _can_finish(d)


def test_two_creatures_that_must_block_block_an_attacker_with_menace_together() -> None:
    """CR 509.1c, 702.111b: under Grand Melee two creatures can block Morkrut Behemoth
    together, so they must: neither no blockers nor one of them alone is a legal declaration;
    both blocking it is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Morkrut Behemoth")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    _to_blocks(d, [d.find("Morkrut Behemoth")])
    behemoth, seeker, warrior = (d.find("Morkrut Behemoth"), d.find("Glory Seeker"),
                                 d.find("Elvish Warrior"))
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(seeker, behemoth))
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(warrior, behemoth))
    assert _can_finish(d)


def test_a_lone_creature_that_must_block_blocks_the_attacker_without_menace() -> None:
    """CR 509.1c, 702.111b: under Grand Melee, with Morkrut Behemoth (menace) and Glory
    Seeker attacking, a lone creature can't block the Behemoth but can block the Seeker, so
    it must block the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Morkrut Behemoth", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    behemoth, seeker = d.find("Morkrut Behemoth"), d.find("Glory Seeker")
    _to_blocks(d, [behemoth, seeker])
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), seeker))
    assert _can_finish(d)


def test_a_creature_that_must_block_blocks_an_attacker_it_can_after_one_it_cant() -> None:
    """CR 509.1c, 702.9b: under Grand Melee, with Goblin Sky Raider (flying) declared first
    and Glory Seeker second, a lone creature without flying or reach can't block the Raider
    but must still block the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Goblin Sky Raider", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    raider, seeker = d.find("Goblin Sky Raider"), d.find("Glory Seeker")
    _to_blocks(d, [raider, seeker])
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), seeker))
    assert _can_finish(d)


def _menace_lure(defenders: tuple[str, ...], plain_lure: bool = False) -> Driver:
    """Taunting Elf ("all creatures able to block Taunting Elf do so") made a Zombie by
    Imagecrafter and given menace by Lord of the Accursed attacks (first), with a second
    Taunting Elf without menace if ``plain_lure``."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lord of the Accursed", "Imagecrafter", "Swamp", "Swamp")
    s.battlefield(0, *["Taunting Elf"] * (2 if plain_lure else 1))
    s.battlefield(1, *defenders)
    d = Driver(s.build())
    elves = d.ids("Taunting Elf")
    d.activate(0, "Imagecrafter", targets=[elves[0]])
    d.resolve()
    d.choose("Zombie")
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    assert d.chars(elves[0]).has("Menace")
    assert not any(d.chars(e).has("Menace") for e in elves[1:])
    _to_blocks(d, elves)
    return d


def test_a_lure_with_menace_a_lone_creature_cant_block_requires_nothing() -> None:
    """CR 509.1c, 702.111b: the defender's lone creature can't block the Taunting Elf with
    menace alone, so its requirement isn't required: no blockers is a legal declaration."""
    d = _menace_lure(("Glory Seeker",))
    assert _can_finish(d)


def test_a_lure_with_menace_two_creatures_can_block_requires_both() -> None:
    """CR 509.1c, 702.111b: two creatures can block the Taunting Elf with menace together, so
    both must: neither no blockers nor one alone is legal, both blocking it is."""
    d = _menace_lure(("Glory Seeker", "Elvish Warrior"))
    elf = d.find("Taunting Elf")
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), elf))
    assert not _can_finish(d)
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), elf))
    assert _can_finish(d)


def test_a_lure_with_menace_a_lone_creature_cant_block_leaves_the_other_lure_required() -> None:
    """CR 509.1c, 702.111b: two Taunting Elves attack, the first with menace. The defender's
    lone creature can't block that one alone, so its requirement isn't required; the other
    Elf's still is: the creature must block it, and blocking the first isn't offered (no
    legal declaration has it)."""
    d = _menace_lure(("Glory Seeker",), plain_lure=True)
    menace_elf, plain_elf = d.ids("Taunting Elf")
    assert not _can_finish(d)
    assert DeclareBlocker(d.find("Glory Seeker"), menace_elf) not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), plain_elf))
    assert _can_finish(d)

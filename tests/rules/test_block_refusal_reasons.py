"""A block refused names what forbids it (CR 509.1b): the attacker that can't be blocked, the
blocker that can't block (an effect, decayed, CR 702.147a), landwalk (702.14c), flying
(702.9b), fear (702.36b), skulk (702.118b), "can block only", "can't be blocked except by" and
"can't be blocked by" with the permanent whose ability says so, protection (702.16f); and, when
nothing about the pair forbids it, that the declaration as a whole couldn't then be legal
(menace, 702.111b, 509.1c); finishing blocks that break a restriction or a requirement names it
(702.111b, 509.1c). Each refusal leaves the game as it was, in English and in Japanese (CR
732.1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.i18n.test_refusals_ja import ja, refused_ja
from tests.rules.test_illegal_action_scenarios import _two, refused


def _blocking(attacker: str, blocker: str, setup: Callable[[Scenario], None] | None = None,
              before: Callable[[Driver], None] | None = None, wall: bool = True
              ) -> tuple[Driver, int, int]:
    """Player 1's ``attacker`` and Krosan Tusker attack player 2, who is asked for blockers,
    with ``blocker`` among their creatures (and, ``wall``, Wall of Mulch, so that some block
    is legal whatever ``blocker`` may do: with none, no block is asked for, CR 509.1)."""
    s = _two()
    s.battlefield(0, attacker, label="attacker")
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, blocker)
    if wall:
        s.battlefield(1, "Wall of Mulch")
    if setup is not None:
        setup(s)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    if before is not None:
        before(d)
    atk, blk = d.find(attacker, player=0), d.find(blocker, player=1)
    d.to_combat()
    d.attack([atk, d.find("Krosan Tusker", player=0)])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    return d, atk, blk


def _refused_both(d: Driver, blocker: int, attacker: int, english: str, japanese: str) -> None:
    """Player 2 declaring ``blocker`` blocking ``attacker`` is refused, the refusal containing
    ``english`` and, in Japanese, ``japanese``, the game left as it was."""
    refused(d.game, 1, DeclareBlocker(blocker, attacker), english)
    refused_ja(d.game, 1, DeclareBlocker(blocker, attacker), japanese)


_PAIRS = [
    pytest.param("Suspicious Stowaway", "Glory Seeker",
                 "Suspicious Stowaway can't be blocked (CR 509.1b)",
                 "はブロックされません（CR 509.1b）", id="509.1b-unblockable"),
    pytest.param("Glory Seeker", "Charging Slateback",
                 "Charging Slateback can't block: an effect says so (CR 509.1b)",
                 "はブロックできません：効果によって禁止されています", id="509.1b-cant-block"),
    pytest.param("Goblin Sky Raider", "Glory Seeker",
                 "Goblin Sky Raider has flying: only a creature with flying or reach can block "
                 "it (CR 702.9b)", "飛行か到達を持つ", id="702.9b-flying"),
    pytest.param("Forgotten Creation", "Krosan Tusker",
                 "Forgotten Creation has skulk: a creature with greater power can't block it "
                 "(CR 702.118b)", "潜伏", id="702.118b-skulk"),
    pytest.param("Glory Seeker", "Ascending Aven",
                 "Ascending Aven can block only some creatures, and Glory Seeker isn't one of "
                 "them (CR 509.1b)", "一部のクリーチャーしかブロックできず", id="509.1b-block-only"),
    pytest.param("Elven Riders", "Glory Seeker",
                 "Elven Riders can't be blocked except by some creatures, and Glory Seeker isn't "
                 "one of them (CR 509.1b)", "一部のクリーチャーでしかブロックされず",
                 id="509.1b-only-by"),
]
"""Attacker, blocker, and the refusal's words in English and Japanese: the attacker can't be
blocked, the blocker can't block, flying, skulk, a creature that can block only flyers, one
that can't be blocked except by Walls and flyers (its own ability: no source named)."""


@pytest.mark.parametrize(("attacker", "blocker", "english", "japanese"), _PAIRS)
def test_a_block_the_pair_itself_forbids_names_why(attacker: str, blocker: str, english: str,
                                                   japanese: str) -> None:
    d, atk, blk = _blocking(attacker, blocker)
    _refused_both(d, blk, atk, english, japanese)


def test_702_147a_a_decayed_zombie_can_t_block() -> None:
    def zombie(s: Scenario) -> None:
        s.token(1, "TMID:5")  # the Zombie with decayed

    d, atk, _ = _blocking("Glory Seeker", "Glory Seeker", zombie)
    z = d.find("Zombie", player=1)
    _refused_both(
        d, z, atk,
        "has decayed: a creature with decayed can't block (CR 702.147a)",
        "腐乱を持つクリーチャーはブロックできません")


def test_702_14c_forestwalk_while_the_defender_controls_a_forest() -> None:
    def lands(s: Scenario) -> None:
        s.battlefield(0, "Forest", "Forest", "Forest")
        s.battlefield(1, "Forest")

    def forestwalk(d: Driver) -> None:
        d.activate(0, "Elvish Pathcutter", targets=[d.find("Elvish Pathcutter")])
        d.resolve()

    d, atk, blk = _blocking("Elvish Pathcutter", "Glory Seeker", lands, forestwalk)
    _refused_both(
        d, blk, atk,
        "Elvish Pathcutter has landwalk and you control a land of that type: it can't be "
        "blocked (CR 702.14c)",
        "土地渡り")


def test_702_36b_fear_from_cover_of_darkness() -> None:
    def cover(s: Scenario) -> None:
        s.battlefield(0, "Cover of Darkness", chosen={"creature_type": "Soldier"})

    d, atk, blk = _blocking("Glory Seeker", "Glory Seeker", cover)
    _refused_both(
        d, blk, atk,
        "Glory Seeker has fear: only an artifact creature or a black creature can block it "
        "(CR 702.36b)",
        "畏怖")


def test_509_1b_can_t_be_blocked_by_names_the_equipment() -> None:
    def mask(s: Scenario) -> None:
        s.battlefield(0, "Hedgewitch's Mask", attached_to="attacker")

    d, atk, blk = _blocking("Glory Seeker", "Krosan Tusker", mask)
    _refused_both(
        d, blk, atk,
        "Glory Seeker can't be blocked by Krosan Tusker (the ability of Hedgewitch's Mask) "
        "(CR 509.1b)",
        ja("Hedgewitch's Mask"))


def test_509_1b_can_t_be_blocked_by_an_effect_names_its_source() -> None:
    """Harvesttide Sentry's coven trigger at the beginning of combat: it can't be blocked by
    creatures with power 2 or less this turn (MID-RN-124: checked as blockers are declared)."""
    def coven(s: Scenario) -> None:
        s.battlefield(0, "Glory Seeker", "Wall of Mulch")

    d, atk, blk = _blocking("Harvesttide Sentry", "Glory Seeker", coven)
    refused(d.game, 1, DeclareBlocker(blk, atk),
            "Harvesttide Sentry can't be blocked by Glory Seeker (CR 509.1b)")


def test_702_16f_protection_from_black_against_a_black_blocker() -> None:
    def crown(s: Scenario) -> None:
        s.battlefield(0, "Crown of Awe", attached_to="attacker")

    d, atk, blk = _blocking("Glory Seeker", "Gluttonous Zombie", crown)
    _refused_both(
        d, blk, atk,
        "Glory Seeker has protection from a quality of Gluttonous Zombie: Gluttonous Zombie "
        "can't block it (CR 702.16f)",
        "プロテクション")


@pytest.mark.parametrize("blocker", ["Glory Seeker", "Daru Lancer"])
def test_509_1c_menace_alone_the_declaration_as_a_whole_is_refused(blocker: str) -> None:
    """CR 702.111b, 509.1c: nothing forbids the pair itself; one creature alone can't block a
    creature with menace, and no other creature could join it."""
    d, atk, blk = _blocking("Vampire Socialite", blocker, wall=False)
    _refused_both(
        d, blk, atk,
        f"{blocker} can't block Vampire Socialite now: the blockers declared with it "
        "couldn't then be a legal declaration",
        "威迫")


def test_702_111b_finishing_with_one_blocker_on_a_menace_attacker_names_both() -> None:
    d, atk, blk = _blocking("Vampire Socialite", "Glory Seeker")
    d.act(1, DeclareBlocker(blk, atk))
    refused(d.game, 1, FinishDeclaration(),
            "the blocks aren't legal as they stand: Vampire Socialite has menace, and only "
            "Glory Seeker blocks it; it can't be blocked except by two or more creatures "
            "(CR 702.111b)")
    refused_ja(d.game, 1, FinishDeclaration(), "威迫")


def test_509_1c_finishing_names_a_creature_able_to_block_the_lure() -> None:
    """Taunting Elf: all creatures able to block it do so; Glory Seeker doesn't block."""
    d, _, _ = _blocking("Taunting Elf", "Glory Seeker", wall=False)
    refused(d.game, 1, FinishDeclaration(),
            "the blocks aren't legal as they stand: Glory Seeker can block Taunting Elf, which "
            "all creatures able to block it must block (CR 509.1c)")
    refused_ja(d.game, 1, FinishDeclaration(), ja("Taunting Elf"))


def test_509_1c_finishing_names_a_creature_that_must_block_and_can() -> None:
    """Grand Melee: all creatures block each combat if able."""
    def melee(s: Scenario) -> None:
        s.battlefield(0, "Grand Melee")

    d, _, _ = _blocking("Glory Seeker", "Daru Lancer", melee, wall=False)
    refused(d.game, 1, FinishDeclaration(),
            "the blocks aren't legal as they stand: Daru Lancer must block if able, and it can "
            "(CR 509.1c)")
    refused_ja(d.game, 1, FinishDeclaration(), "可能ならブロックしなければ")


def _team_blocking(attacker: str, setup: Callable[[Scenario], None] | None = None) -> Driver:
    """Two-Headed Giant (CR 805.10d): player 0's ``attacker`` attacks player 2; player 2
    declares the defending team's blocks, player 3's Daru Lancer among its creatures."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    s.battlefield(0, attacker)
    s.battlefield(3, "Daru Lancer")
    if setup is not None:
        setup(s)
    d = Driver(s.build())
    d.to_combat()
    d.act(0, DeclareAttacker(d.find(attacker), 2))
    d.act(0, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 2
    return d


def test_805_10d_finishing_names_a_teammate_s_creature_that_must_block() -> None:
    """Grand Melee in Two-Headed Giant: the teammate's Daru Lancer must block if able, and
    the team's declaration, made by player 2, leaves it out."""
    d = _team_blocking("Glory Seeker", lambda s: s.battlefield(0, "Grand Melee"))
    refused(d.game, 2, FinishDeclaration(),
            "the blocks aren't legal as they stand: Daru Lancer must block if able, and it can "
            "(CR 509.1c)")
    refused_ja(d.game, 2, FinishDeclaration(), "可能ならブロックしなければ")
    lancer, seeker = d.find("Daru Lancer"), d.find("Glory Seeker")
    d.act(2, DeclareBlocker(lancer, seeker))
    d.act(2, FinishDeclaration())
    assert d.state.combat is not None and d.state.combat.blockers == {lancer: (seeker,)}


def test_805_10d_finishing_names_a_teammate_s_creature_able_to_block_the_lure() -> None:
    """Taunting Elf attacking in Two-Headed Giant: the teammate's Daru Lancer is able to block
    it, so it must."""
    d = _team_blocking("Taunting Elf")
    refused(d.game, 2, FinishDeclaration(),
            "the blocks aren't legal as they stand: Daru Lancer can block Taunting Elf, which "
            "all creatures able to block it must block (CR 509.1c)")

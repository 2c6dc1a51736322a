"""Ironfist Crusher — {4}{W} Creature — Human Soldier 2/4.

Oracle: "Ironfist Crusher can block any number of creatures.
Morph {3}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed documents. The general face-down ruling it exercises:
ONS-FAQ-025 (a face-down creature has no abilities).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker, FinishDeclaration
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ironfist Crusher")


def to_blocks(face_down: bool = False) -> tuple[Driver, int, int, int, int]:
    """Glory Seeker (2/2), Daru Healer (1/2) and Goblin Sky Raider (1/2, flying) attack the
    player with Ironfist Crusher."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer", "Goblin Sky Raider")
    s.battlefield(1, "Ironfist Crusher", face_down=face_down)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker, healer, raider = (d.find(n) for n in ("Glory Seeker", "Daru Healer",
                                                  "Goblin Sky Raider"))
    d.to_combat()
    d.attack([seeker, healer, raider])
    d.pass_priority()
    d.pass_priority()
    d.expect("declare_blockers")
    return d, d.find("Ironfist Crusher"), seeker, healer, raider


def offered(d: Driver, blocker: int) -> set[int]:
    return {a.attacker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.blocker == blocker}


def to_damage_division(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")


def test_blocks_several_attackers_each_of_which_is_blocked() -> None:
    """CR 101.1, 509.1a: "can block any number of creatures" overrides the rule that each blocker
    blocks one attacker: Ironfist Crusher blocks Glory Seeker and Daru Healer."""
    d, crusher, seeker, healer, raider = to_blocks()
    assert offered(d, crusher) == {seeker, healer}  # not the flyer (CR 509.1b)
    d.act(1, DeclareBlocker(crusher, seeker))
    assert offered(d, crusher) == {healer}  # still free to block another
    d.act(1, DeclareBlocker(crusher, healer))
    assert offered(d, crusher) == set()
    d.act(1, FinishDeclaration())
    cb = d.state.combat
    assert cb.blockers[crusher] == (seeker, healer)
    assert {seeker, healer} <= cb.blocked and raider not in cb.blocked
    becomes = {e.obj for e in d.state.log if e.kind == "becomes_blocked"}
    assert becomes == {seeker, healer}
    assert len([e for e in d.state.log if e.kind == "blocks" and e.obj == crusher]) == 1


def test_its_controller_divides_its_damage_among_the_attackers() -> None:
    """CR 510.1d; both attackers deal their damage to it (3 in all, it survives)."""
    d, crusher, seeker, healer, raider = to_blocks()
    d.block({crusher: (seeker, healer)})
    to_damage_division(d)
    assert d.decision.player == 1
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {
        (2, 0), (1, 1), (0, 2)}
    d.choose((2, 0))
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Daru Healer") == "battlefield"
    assert d.state.objects[crusher].damage == 3
    assert d.life(1) == 19  # only the unblocked flyer


def test_split_damage() -> None:
    d, crusher, seeker, healer, raider = to_blocks()
    d.block({crusher: (seeker, healer)})
    to_damage_division(d)
    d.choose((1, 1))
    assert d.state.objects[seeker].damage == 1 and d.state.objects[healer].damage == 1


def test_an_attacker_gone_before_damage_leaves_all_damage_to_the_other() -> None:
    """With one blocked attacker left, all its damage goes to that one: no division."""
    d, crusher, seeker, healer, raider = to_blocks()
    d.block({crusher: (seeker, healer)})
    d.pass_priority()  # the active player passes in the declare blockers step
    d.cast(1, "Shock", targets=[healer])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    while d.decision.kind == "priority" and d.zone_of("Glory Seeker") == "battlefield" \
            and d.state.step.name != "END":
        d.pass_priority()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "damage" and e.source == crusher
                and e.obj != seeker]


def test_blocking_just_one_is_allowed() -> None:
    d, crusher, seeker, healer, raider = to_blocks()
    d.block({crusher: seeker})
    d.pass_until("end")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


@pytest.mark.ruling("ONS-FAQ-025")
def test_face_down_it_blocks_only_one() -> None:
    d, crusher, seeker, healer, raider = to_blocks(face_down=True)
    d.act(1, DeclareBlocker(crusher, seeker))
    assert offered(d, crusher) == set()


def crusher_blocks_both(d: Driver) -> tuple[int, int, int]:
    """Player 0 attacks with Glory Seeker and Daru Healer, and the Ironfist Crusher blocks
    both; the ids of the Crusher, the Seeker and the Healer."""
    crusher, seeker, healer = (d.find(n) for n in ("Ironfist Crusher", "Glory Seeker",
                                                   "Daru Healer"))
    d.to_combat()
    d.attack([seeker, healer])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({crusher: (seeker, healer)})
    return crusher, seeker, healer


def test_with_no_power_it_divides_nothing() -> None:
    """CR 510.1a, 510.1d: Startle gives the Crusher -2/-0 after it blocks two attackers: with 0
    power it assigns no combat damage, so its controller isn't asked to divide any."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer", "Island", "Island")
    s.hand(0, "Startle")
    s.battlefield(1, "Ironfist Crusher")
    s.library(0, "Plains")
    d = Driver(s.build())
    crusher, seeker, healer = crusher_blocks_both(d)
    d.cast(0, "Startle", targets=[crusher])
    d.resolve()
    assert d.chars(crusher).power == 0
    while d.decision.kind == "priority" and d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert d.state.step.name == "END_OF_COMBAT"
    assert d.state.objects[seeker].damage == 0 and d.state.objects[healer].damage == 0
    assert d.state.objects[crusher].damage == 3


def test_with_one_power_it_divides_that_one_damage() -> None:
    """CR 510.1d: Festering Goblin, Shocked by its controller after the blocks, dies and gives
    the Crusher -1/-1: blocking two attackers with 1 power, its controller still chooses which
    one it deals that damage to."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer")
    s.battlefield(1, "Ironfist Crusher", "Festering Goblin", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    crusher, seeker, healer = crusher_blocks_both(d)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")
    d.choose(crusher)  # the Goblin's dies trigger
    d.resolve()
    assert d.chars(crusher).power == 1
    to_damage_division(d)
    assert d.decision.player == 1
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {
        (1, 0), (0, 1)}


def test_an_attacker_removed_from_combat_is_not_among_those_it_divides_damage_among() -> None:
    """CR 506.4, 510.1d: Gustcloak Runner, blocked by the Crusher with Glory Seeker, untaps and
    leaves combat: the Crusher deals all its damage to Glory Seeker, with no division asked,
    and none to the Runner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Runner", "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher")
    d = Driver(s.build())
    crusher, runner, seeker = (d.find(n) for n in ("Ironfist Crusher", "Gustcloak Runner",
                                                   "Glory Seeker"))
    d.to_combat()
    d.attack([runner, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({crusher: (runner, seeker)})
    d.resolve()  # the Runner's becomes-blocked trigger
    d.expect("may")
    d.choose(True)
    assert runner not in d.state.combat.attackers
    while d.decision.kind == "priority" and d.state.step.name != "END_OF_COMBAT":
        d.pass_priority()
    assert d.state.step.name == "END_OF_COMBAT"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[runner].damage == 0


def test_in_multiplayer_it_blocks_only_creatures_attacking_its_controller_or_their_walker() -> None:
    """CR 802.4a, 509.1a: Glory Seeker attacks the Crusher's controller, Daru Healer attacks
    that player's Wrenn and Seven, Spined Basher attacks the third player: the Crusher may block
    the first two together, never the third; blocking it is refused with the game unchanged."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer", "Spined Basher")
    s.battlefield(1, "Ironfist Crusher", "Wrenn and Seven")
    d = Driver(s.build())
    crusher, seeker, healer, basher, wrenn = (d.find(n) for n in (
        "Ironfist Crusher", "Glory Seeker", "Daru Healer", "Spined Basher", "Wrenn and Seven"))
    d.to_combat()
    d.attack({seeker: 1, healer: wrenn, basher: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert d.decision.player == 1
    assert offered(d, crusher) == {seeker, healer}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(crusher, basher))
    assert d.game.fingerprint() == before
    d.act(1, DeclareBlocker(crusher, seeker))
    d.act(1, DeclareBlocker(crusher, healer))
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers[crusher] == (seeker, healer)
    assert basher not in d.state.combat.blocked


def test_turned_face_up_before_blocks_it_blocks_any_number() -> None:
    """CR 702.37e, 708.8: turned face up for {3}{W} before blockers are declared, it has its
    ability again and blocks both attackers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer")
    s.battlefield(1, "Ironfist Crusher", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    crusher, seeker, healer = (d.find(n) for n in ("Ironfist Crusher", "Glory Seeker",
                                                   "Daru Healer"))
    d.to_combat()
    d.attack([seeker, healer])
    d.pass_priority()
    d.special(1, "turn_face_up", crusher)
    d.pay()
    assert d.chars(crusher).name == "Ironfist Crusher"
    while d.decision.kind == "priority":
        d.pass_priority()
    d.act(1, DeclareBlocker(crusher, seeker))
    assert offered(d, crusher) == {healer}


def test_blocking_several_does_not_satisfy_menace_alone() -> None:
    """CR 702.111b, 509.1b-c: Brimstone Vandal (menace) and Glory Seeker attack: the Crusher
    blocking both is an illegal block (the Vandal is blocked by one creature only), refused
    with the game unchanged; with Daru Healer also blocking the Vandal, it is legal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Brimstone Vandal", "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher", "Daru Healer")
    d = Driver(s.build())
    crusher, vandal, seeker, healer = (d.find(n) for n in (
        "Ironfist Crusher", "Brimstone Vandal", "Glory Seeker", "Daru Healer"))
    d.to_combat()
    d.attack([vandal, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(crusher, vandal))
    d.act(1, DeclareBlocker(crusher, seeker))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(1, FinishDeclaration())
    assert d.game.fingerprint() == before
    d.act(1, DeclareBlocker(healer, vandal))
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers[crusher] == (vandal, seeker)
    assert {vandal, seeker} <= d.state.combat.blocked


def test_two_headed_giant_it_blocks_creatures_attacking_either_teammate() -> None:
    """CR 805.10d, 810.7: in Two-Headed Giant a defending creature can block creatures
    attacking any player of its team: the Crusher of player 2 blocks both Glory Seeker, which
    attacks player 2, and Daru Healer, which attacks player 3."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    s.battlefield(2, "Ironfist Crusher")
    d = Driver(s.build())
    crusher, seeker, healer = (d.find(n) for n in ("Ironfist Crusher", "Glory Seeker",
                                                   "Daru Healer"))
    d.to_combat()
    d.attack({seeker: 2, healer: 3})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    assert offered(d, crusher) == {seeker, healer}
    d.act(d.decision.player, DeclareBlocker(crusher, seeker))
    d.act(d.decision.player, DeclareBlocker(crusher, healer))
    d.act(d.decision.player, FinishDeclaration())
    assert d.state.combat.blockers[crusher] == (seeker, healer)


def test_under_grand_melee_blocking_one_attacker_obeys_the_requirement() -> None:
    """CR 509.1c: "block each combat if able" is one requirement; the Crusher obeys it by
    blocking one attacker (declaring no blocks is refused), and blocking more is allowed
    but not required."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", "Grand Melee")
    s.battlefield(1, "Ironfist Crusher")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker, warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    crusher = d.find("Ironfist Crusher")
    assert FinishDeclaration() not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.act(1, FinishDeclaration())
    d.act(1, DeclareBlocker(crusher, seeker))
    assert FinishDeclaration() in d.game.legal_actions()
    assert offered(d, crusher) == {warrior}
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None and d.state.combat.blockers == {crusher: (seeker,)}

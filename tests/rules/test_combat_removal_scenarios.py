"""What does and doesn't remove a creature from combat (CR 506.4, 506.4b) and menace against
a creature that can block any number of creatures (CR 702.111b, 509.1a): tapping a blocker or
untapping an attacker leaves it in combat, dealing its damage; Ironfist Crusher can't block a
creature with menace alone, whatever else it blocks.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver


def _attack(attackers: list[str], defenders: list[str], extra: tuple[str, ...] = (),
            hand: tuple[str, ...] = ()) -> tuple[Driver, list[int]]:
    s = Scenario(seed=1)
    for i, name in enumerate(attackers):
        s.battlefield(0, name, label=f"a{i}")
    s.battlefield(0, *extra)
    s.hand(0, *hand)
    s.battlefield(1, *defenders)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    ids = [d.find(n, player=0) for n in attackers]
    d.to_combat()
    d.attack(ids)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return d, ids


def test_506_4b_a_blocker_tapped_after_blocking_still_deals_its_damage() -> None:
    """Whipcorder taps the Daru Healer blocking Glory Seeker: it is still blocking and deals
    its 1 damage to the Seeker."""
    d, (seeker,) = _attack(["Glory Seeker"], ["Daru Healer"], ("Whipcorder", "Plains"))
    healer = d.find("Daru Healer")
    d.block({healer: seeker})
    d.activate(0, "Whipcorder", targets=[healer])
    d.resolve()
    assert d.state.objects[healer].tapped
    assert d.state.combat.blockers[healer] == (seeker,)
    d.pass_until("end_of_combat")
    assert d.state.objects[seeker].damage == 1
    assert d.zone_of("Daru Healer") == "graveyard"


def test_506_4b_an_attacker_untapped_after_attacking_still_deals_its_damage() -> None:
    """Inspirit untaps the attacking Glory Seeker (+2/+4): it is still attacking, unblocked,
    and deals 4 damage to the player."""
    d, (seeker,) = _attack(["Glory Seeker"], ["Wall of Mulch"], ("Plains", "Plains", "Plains"),
                           ("Inspirit",))
    d.block({})
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert not d.state.objects[seeker].tapped
    assert seeker in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(1) == 16


def test_702_111b_ironfist_crusher_alone_cant_block_a_creature_with_menace() -> None:
    """Brimstone Vandal (menace) and Glory Seeker attack: Ironfist Crusher blocking both is
    still one creature blocking the Vandal, which is illegal; with Elvish Warrior blocking the
    Vandal too, it is legal."""
    d, (vandal, seeker) = _attack(["Brimstone Vandal", "Glory Seeker"],
                                  ["Ironfist Crusher", "Elvish Warrior"])
    crusher, warrior = d.find("Ironfist Crusher"), d.find("Elvish Warrior")
    d.act(1, DeclareBlocker(crusher, vandal))
    d.act(1, DeclareBlocker(crusher, seeker))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(warrior, vandal))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, FinishDeclaration())
    assert d.state.combat.blockers == {crusher: (vandal, seeker), warrior: (vandal,)}

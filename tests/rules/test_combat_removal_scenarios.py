"""What does and doesn't remove a creature from combat (CR 506.4, 506.4b) and menace against
a creature that can block any number of creatures (CR 702.111b, 509.1a): tapping a blocker or
untapping an attacker leaves it in combat, dealing its damage; Ironfist Crusher can't block a
creature with menace alone, whatever else it blocks; an attacking or blocking creature that
stops being a creature, and a planeswalker being attacked that stops being a planeswalker, is
removed from combat (CR 506.4, with made-up instants).
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.dsl.effects import ApplyContinuous, Modify
from manastack.dsl.prelude import PLANESWALKER, TARGET_CREATURE, Target, spell, target
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


UNMAKE = define_card(
    "Reference Test Unmaking", "{U}", "Instant",
    "Target creature isn't a creature until end of turn.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(remove_types=("Creature",))),
                     targets=[TARGET_CREATURE])]).name
"""A made-up instant: no card of ONS, MID or MIC makes an attacking or blocking creature stop
being a creature during combat (Stuffed Bear and the lands Kamahl, Fist of Krosa animates
stop being creatures only in the cleanup step; Leeching Lurker becomes Curse of Leeches only
as day comes, in an untap step or at sorcery speed with The Celestus)."""


def _animated_bear_attacks(blocks: bool) -> tuple[Driver, int]:
    """Player 0's Stuffed Bear, made a 4/4 artifact creature, attacks player 1, blocked by
    player 1's Wall of Mulch if ``blocks``; player 0 has {U} left for the made-up instant."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Plains", "Plains", "Island")
    s.hand(0, UNMAKE)
    s.battlefield(1, "Wall of Mulch")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.to_combat()
    d.attack([bear])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Wall of Mulch"): bear} if blocks else {})
    return d, bear


def test_506_4_an_attacker_that_stops_being_a_creature_is_removed_from_combat() -> None:
    """CR 506.4, 510.1: the unblocked attacking Stuffed Bear stops being a creature: it is
    removed from combat, no longer an attacking creature, and deals no combat damage."""
    d, bear = _animated_bear_attacks(False)
    assert bear in d.state.combat.attackers
    d.cast(0, UNMAKE, targets=[bear])
    d.resolve()
    assert not d.chars(bear).is_creature
    assert bear not in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.life(1) == 20


def test_506_4_a_blocker_that_stops_being_a_creature_is_removed_from_combat() -> None:
    """CR 506.4, 509.1h, 510.1: Wall of Mulch blocks the Bear and then stops being a creature:
    it is removed from combat and deals and is dealt no combat damage; the Bear stays blocked
    (CR 506.4 and 509.1h: an attacker remains blocked) and, without trample, deals no damage
    to player 1."""
    d, bear = _animated_bear_attacks(True)
    wall = d.find("Wall of Mulch")
    assert d.state.combat.blockers[wall] == (bear,)
    d.cast(0, UNMAKE, targets=[wall])
    d.resolve()
    assert wall not in d.state.combat.blockers
    assert bear in d.state.combat.blocked
    d.pass_until("end_of_combat")
    assert d.state.objects[wall].damage == 0
    assert d.life(1) == 20


UNMAKE_WALKER = define_card(
    "Reference Test Unwalking", "{U}", "Instant",
    "Target planeswalker isn't a planeswalker until end of turn.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(remove_types=("Planeswalker",))),
                     targets=[target(PLANESWALKER)])]).name
"""A made-up instant: no card of ONS, MID or MIC makes a planeswalker stop being one."""


def test_506_4_a_planeswalker_that_stops_being_one_is_removed_from_combat() -> None:
    """CR 506.4, 506.4c: player 0's Glory Seeker attacks player 1's Arlinn, the Pack's Hope
    and isn't blocked; player 1 makes Arlinn stop being a planeswalker: it is removed from
    combat and stops being attacked. The Seeker is still an attacking creature, attacking
    nothing, and deals no combat damage: Arlinn keeps its loyalty, player 1 their life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Arlinn, the Pack's Hope", "Wall of Mulch", "Island")
    s.hand(1, UNMAKE_WALKER)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    seeker, arlinn = d.find("Glory Seeker"), d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn))
    d.act(0, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    assert arlinn not in d.state.combat.unattacked
    d.pass_priority()
    d.cast(1, UNMAKE_WALKER, targets=[arlinn])
    d.resolve()
    assert arlinn in d.state.combat.unattacked
    assert seeker in d.state.combat.attackers
    d.pass_until("end_of_combat")
    assert d.state.objects[arlinn].counters.get("loyalty") == 4
    assert d.life(1) == 20


def test_506_4_a_planeswalker_still_one_stays_attacked_as_characteristics_change() -> None:
    """CR 506.4, 510.1: Glory Seeker attacks player 1's Arlinn, the Pack's Hope (loyalty 4)
    unblocked; Inspirit makes it a 4/6: Arlinn is still a planeswalker being attacked, is dealt
    the 4 damage and loses its 4 loyalty counters (CR 120.3c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(0, "Inspirit")
    s.battlefield(1, "Arlinn, the Pack's Hope", "Wall of Mulch")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    seeker, arlinn = d.find("Glory Seeker"), d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn))
    d.act(0, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    d.cast(0, "Inspirit", targets=[seeker])
    d.resolve()
    assert arlinn not in d.state.combat.unattacked
    d.pass_until("end_of_combat")
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"
    assert d.life(1) == 20


@pytest.mark.parametrize("savior_resolves_first", [True, False])
def test_506_4_removed_from_combat_first_an_attacker_has_no_blockers_left_to_shrink(
        savior_resolves_first: bool) -> None:
    """CR 506.4, 509.1h, 603.3b: Baneblade Scoundrel, blocked by Elvish Warrior (2/3) and
    Glory Seeker (2/2), triggers itself ("each creature blocking it gets -1/-1") and Gustcloak
    Savior ("you may untap that creature and remove it from combat"); its controller orders
    them. With the Savior's resolving first, the Scoundrel is removed from combat and no
    creature is blocking it any more: its own ability shrinks nothing. In the other order the
    two blockers get -1/-1 before it leaves combat."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Gustcloak Savior", "Baneblade Scoundrel")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    for p in range(2):
        s.library(p, "Plains")
    d = Driver(s.build())
    savior, scoundrel = d.find("Gustcloak Savior"), d.find("Baneblade Scoundrel")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([scoundrel])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: scoundrel, seeker: scoundrel})
    d.expect("order_triggers")
    # The ability put on the stack first resolves last.
    last = scoundrel if savior_resolves_first else savior
    d.choose(next(i for i, oid, _ in d.decision.info()["triggers"] if oid == last))
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(True)
        else:
            d.pass_priority()
    assert d.state.combat is not None and scoundrel not in d.state.combat.attackers
    assert not d.state.objects[scoundrel].tapped
    shrink = 0 if savior_resolves_first else 1
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2 - shrink, 3 - shrink)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2 - shrink, 2 - shrink)


@pytest.mark.parametrize("savior_resolves_first", [True, False])
def test_506_4_a_prevention_shield_of_a_creature_removed_from_combat_still_stands(
        savior_resolves_first: bool) -> None:
    """CR 506.4, 615.1, 603.3b: Leery Fogbeast and Glory Seeker attack; Elvish Warrior blocks
    the Fogbeast, which triggers itself ("prevent all combat damage that would be dealt this
    turn") and Gustcloak Savior ("you may untap that creature and remove it from combat").
    Whichever resolves first, the shield doesn't depend on the Fogbeast staying in combat:
    the unblocked Seeker's 2 damage is prevented too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Leery Fogbeast", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, "Plains")
    d = Driver(s.build())
    savior, fogbeast = d.find("Gustcloak Savior"), d.find("Leery Fogbeast")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([fogbeast, seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: fogbeast})
    d.expect("order_triggers")
    last = fogbeast if savior_resolves_first else savior
    d.choose(next(i for i, oid, _ in d.decision.info()["triggers"] if oid == last))
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(True)
        else:
            d.pass_priority()
    assert d.state.combat is not None and fogbeast not in d.state.combat.attackers
    assert seeker in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[warrior].damage == 0 and d.state.objects[fogbeast].damage == 0

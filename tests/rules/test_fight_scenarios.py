"""Acceptance scenarios for fighting (CR 701.14) beside those of the keyword actions.

* 701.14a, 120.3: the damage a fighting creature deals is damage it deals: "whenever this
  creature deals damage" (Exalted Angel) and "whenever a creature deals damage to this
  creature" (Tephraderm) trigger on it; the trigger of a creature that died in the fight
  still resolves, the damage dealt by it as it last existed (113.7a).
* 701.14d, 510.2: the damage dealt when creatures fight isn't combat damage: "whenever this
  creature deals combat damage to a creature" (Serpentine Basilisk) doesn't trigger.
* 702.2b, 704.5h: damage dealt in a fight by a creature with deathtouch is lethal damage.
* 702.16e: damage a creature would deal in a fight to a creature with protection from its
  colour is prevented, and so isn't dealt.
* 701.14c, 115.3: a creature chosen as both targets of "target creature fights target
  creature" (a made-up card) fights itself: it deals itself damage equal to twice its power.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.effects import Fight
from manastack.dsl.filters import CREATURE
from manastack.dsl.prelude import Target, spell, target
from manastack.scenario import Scenario
from manastack.testing import Driver


def _fight(mine: str, theirs: str) -> tuple[Driver, int, int]:
    """Player 0 casts Duel for Dominance (no coven) with ``mine`` and player 1's ``theirs``
    as targets; the spell is left on the stack."""
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Island"] * 8)
    s.battlefield(0, "Forest", "Forest", mine)
    s.battlefield(1, theirs)
    s.hand(0, "Duel for Dominance")
    d = Driver(s.build())
    a, b = d.find(mine), d.find(theirs)
    d.cast(0, "Duel for Dominance", targets=[a, b])
    return d, a, b


def test_a_fighting_creature_s_deals_damage_trigger_triggers() -> None:
    """CR 701.14a, 120.3: Exalted Angel (4/5) fights Elvish Warrior (2/3): "whenever Exalted
    Angel deals damage, you gain that much life" triggers on the 4 damage it deals in the
    fight, and its controller gains 4 life."""
    d, angel, _ = _fight("Exalted Angel", "Elvish Warrior")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 24
    assert d.state.objects[angel].damage == 2


def test_fight_damage_is_not_combat_damage() -> None:
    """CR 701.14d: Serpentine Basilisk (2/3) fights Elvish Warrior (2/3): each is dealt 2
    damage, but that isn't combat damage, so "whenever Serpentine Basilisk deals combat
    damage to a creature, destroy that creature at end of combat" doesn't trigger: nothing
    goes on the stack and the Warrior is still on the battlefield after combat."""
    d, basilisk, warrior = _fight("Serpentine Basilisk", "Elvish Warrior")
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[warrior].damage == 2 and d.state.objects[basilisk].damage == 2
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_creature_dealt_damage_in_a_fight_triggers_and_uses_last_known_information(
) -> None:
    """CR 701.14a, 603.10a, 113.7a: Tephraderm (4/5) fights Towering Baloth (7/6) and dies;
    "whenever a creature deals damage to Tephraderm, Tephraderm deals that much damage to that
    creature" still triggers (it looks back in time) and resolves with Tephraderm as it last
    existed: 7 damage to the Baloth, which already has 4, and it dies too."""
    d, _, baloth = _fight("Tephraderm", "Towering Baloth")
    d.resolve()
    assert d.zone_of("Tephraderm") == "graveyard"
    assert d.state.objects[baloth].damage == 4
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Towering Baloth") == "graveyard"


def test_damage_from_a_deathtouch_creature_in_a_fight_is_lethal() -> None:
    """CR 702.2b, 704.5h, 701.14a: Hobbling Zombie (2/2, deathtouch) fights Towering Baloth
    (7/6): the 2 damage it deals is lethal damage, and the Baloth is destroyed along with the
    Zombie."""
    d, _, _ = _fight("Hobbling Zombie", "Towering Baloth")
    d.resolve()
    assert d.zone_of("Towering Baloth") == "graveyard"
    assert d.zone_of("Hobbling Zombie") == "graveyard"


def test_fight_damage_to_a_creature_with_protection_is_prevented() -> None:
    """CR 701.14a, 702.16e: Exalted Angel (white, 4/5) fights Disciple of Malice (protection
    from white): the Angel's 4 damage is prevented, so the Disciple survives and "whenever
    Exalted Angel deals damage" doesn't trigger; the Disciple's 1 damage to the Angel isn't."""
    d, angel, disciple = _fight("Exalted Angel", "Disciple of Malice")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Disciple of Malice") == "battlefield"
    assert d.state.objects[disciple].damage == 0 and d.state.objects[angel].damage == 1
    assert d.life(0) == 20


SELF_BRAWL = define_card(
    "Reference Test Brawl", "{1}{G}", "Sorcery", "Target creature fights target creature.",
    abilities=[spell(Fight(Target(0), Target(1)),
                     targets=[target(CREATURE), target(CREATURE)])]).name
"""A made-up sorcery whose two targets may be the same creature (CR 115.3: an object can be
chosen once for each instance of the word "target"); no card of ONS, MID or MIC lets a creature
fight itself (Contested Cliffs, Tovolar's Packleader and Duel for Dominance fight a creature
you control with one you don't)."""


def _brawl(creature: str) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Island"] * 8)
    s.battlefield(0, "Forest", "Forest", creature)
    s.hand(0, SELF_BRAWL)
    d = Driver(s.build())
    c = d.find(creature)
    d.cast(0, SELF_BRAWL, targets=[c, c])
    d.resolve()
    return d, c


def test_a_creature_fighting_itself_deals_itself_twice_its_power() -> None:
    """CR 701.14c, 115.3: Ancestor's Prophet (1/5) chosen as both targets fights itself: it
    deals damage to itself equal to twice its power, 2."""
    d, prophet = _brawl("Ancestor's Prophet")
    assert d.state.objects[prophet].damage == 2


def test_a_creature_fighting_itself_can_die_of_it() -> None:
    """CR 701.14c, 704.5g, 120.3: Exalted Angel (4/5) fights itself: 8 damage to itself is
    lethal, and "whenever Exalted Angel deals damage, you gain that much life" gains its
    controller 8."""
    d, _ = _brawl("Exalted Angel")
    d.resolve_all()
    assert d.zone_of("Exalted Angel") == "graveyard"
    assert d.life(0) == 28


def test_a_zero_power_creature_fighting_itself_deals_no_damage() -> None:
    """CR 701.14c, 120.8: Wall of Mulch (0/4) fights itself: twice its power is 0, so no
    damage is dealt."""
    d, wall = _brawl("Wall of Mulch")
    assert d.state.objects[wall].damage == 0
    assert not [e for e in d.state.log if e.kind == "damage"]

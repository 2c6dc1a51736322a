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
"""

from __future__ import annotations

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

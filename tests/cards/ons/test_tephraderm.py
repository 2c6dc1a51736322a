"""Tephraderm — {4}{R} Creature — Beast 4/5.

Oracle: "Whenever a creature deals damage to Tephraderm, Tephraderm deals that much damage to
that creature. / Whenever a spell deals damage to Tephraderm, Tephraderm deals that much damage
to that spell's controller."
Rulings covered: ONS-FAQ-156, ONS-FAQ-157.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tephraderm")


def test_spell_damage_goes_back_to_its_controller() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Tephraderm")])
    d.resolve()
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.ruling("ONS-FAQ-157")
def test_noncombat_damage_from_a_creature_is_returned() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Sparksmith", "Goblin Sledder", "Goblin Sledder")
    s.battlefield(0, "Tephraderm")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.activate(1, "Sparksmith", targets=[d.find("Tephraderm")])
    d.resolve()  # 3 damage to Tephraderm (three Goblins) and 3 to its controller
    d.resolve()  # Tephraderm's trigger: 3 damage to Sparksmith
    assert d.find("Sparksmith", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-156", "ONS-OR-0165")
def test_triggers_even_when_the_damage_is_lethal() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Mountain", "Sparksmith", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.cast(1, "Shock", targets=[teph])
    d.resolve()
    d.resolve()  # 2 back to the caster
    d.activate(1, "Sparksmith", targets=[teph])
    d.resolve()  # 4 more damage: lethal
    assert d.find("Tephraderm", zone="graveyard")
    d.resolve()  # the trigger still deals 4 damage to Sparksmith
    assert d.find("Sparksmith", zone="graveyard")
    assert d.life(1) == 20 - 2 - 4


def test_a_creature_sacrificed_to_deal_the_damage_still_triggers_it() -> None:
    """CR 113.7a, 608.2h: Dive Bomber, sacrificed to pay for its ability, deals the damage as
    the creature it last was: Tephraderm's first ability triggers (and, Dive Bomber being
    gone, its damage has nothing to be dealt to)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dive Bomber")
    s.battlefield(1, "Tephraderm")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.to_combat()
    d.attack([teph])
    d.pass_priority()
    d.activate(0, "Dive Bomber", targets=[teph])
    d.resolve()
    assert d.state.objects[teph].damage == 2
    assert [d.state.objects[x].source for x in d.state.stack] == [teph]  # the trigger
    d.resolve()
    assert d.state.stack == [] and d.life(0) == 20 and d.life(1) == 20



def test_a_blocker_that_deals_combat_damage_gets_it_back() -> None:
    """CR 510.2, 603.2: Silklash Spider (2/7) blocks Tephraderm (4/5); combat damage is dealt
    at once (4 to the Spider, 2 to Tephraderm), then the first ability deals the Spider 2 more:
    6 damage marked on it, 2 on Tephraderm, no player loses life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Silklash Spider")
    s.library(0, "Island")
    s.library(1, "Island")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    teph, spider = d.find("Tephraderm"), d.find("Silklash Spider")
    d.to_combat()
    d.attack([teph])
    d.pass_priority()
    d.pass_priority()
    d.block({spider: teph})
    while d.state.step.name != "COMBAT_DAMAGE" or not d.state.stack:
        d.pass_priority()
    assert [d.state.objects[x].source for x in d.state.stack] == [teph]
    d.resolve()
    assert d.state.objects[spider].damage == 6 and d.state.objects[teph].damage == 2
    assert d.zone_of("Silklash Spider") == "battlefield"
    assert (d.life(0), d.life(1)) == (20, 20)


def test_a_cycling_trigger_is_no_spell_so_nothing_goes_back_to_its_controller() -> None:
    """CR 120.7, 702.29a, 113.7: Solar Blast cycled: its "when you cycle" ability deals 1 damage
    with the card (in a graveyard) as its source, neither a spell nor a creature, so neither of
    Tephraderm's abilities triggers and the cycler loses no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Solar Blast")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.activate(1, "Solar Blast", targets=[teph])  # cycling {1}{R}{R}: its trigger targets
    d.resolve()  # the trigger
    d.choose(True)
    blast = d.find("Solar Blast", zone="graveyard")
    assert [(e.source, e.amount) for e in d.game.log if e.kind == "damage"] == [(blast, 1)]
    assert d.state.objects[teph].damage == 1
    d.resolve()  # the cycling draw
    assert not d.state.stack and d.life(1) == 20


def test_a_spell_that_has_a_creature_deal_damage_triggers_the_creature_ability_only() -> None:
    """CR 120.2b, 120.7: Clear Shot has Barkhide Mauler (5/5 once pumped) deal damage equal to
    its power to Tephraderm: the source is the creature, not the spell, so Tephraderm deals 5
    back to the Mauler (which dies) and none to the spell's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Forest", "Forest", "Forest", "Barkhide Mauler")
    s.hand(1, "Clear Shot")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    mauler, teph = d.find("Barkhide Mauler"), d.find("Tephraderm")
    d.cast(1, "Clear Shot", targets=[mauler, teph])
    d.resolve()
    assert [e.source for e in d.game.log if e.kind == "damage"] == [mauler]
    assert [d.state.objects[x].source for x in d.state.stack] == [teph]  # one trigger
    d.resolve()
    assert d.zone_of("Barkhide Mauler") == "graveyard"
    assert d.zone_of("Tephraderm") == "graveyard"
    assert d.life(1) == 20


def test_that_much_damage_is_the_damage_actually_dealt_after_prevention() -> None:
    """CR 615.1, 603.2: Daru Healer prevents 1 of Shock's 2 damage: Tephraderm is dealt 1,
    so it deals 1 (not 2) to Shock's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm", "Daru Healer")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.cast(1, "Shock", targets=[teph])
    d.pass_priority()
    d.activate(0, "Daru Healer", targets=[teph])
    d.resolve()  # the Healer's shield
    d.resolve()  # Shock: 1 of its 2 damage prevented
    assert d.state.objects[teph].damage == 1
    d.resolve()
    assert d.life(1) == 19


def test_all_damage_prevented_nothing_triggers() -> None:
    """CR 615.1, 603.2: Sunfire Balm prevents all of Shock's damage: Tephraderm is dealt no
    damage, so neither ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm", "Plains", "Plains", "Plains")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    teph = d.find("Tephraderm")
    d.cast(1, "Shock", targets=[teph])
    d.pass_priority()
    d.cast(0, "Sunfire Balm", targets=[teph])
    d.resolve()
    d.resolve()
    assert d.state.stack == [] and d.state.objects[teph].damage == 0
    assert d.life(1) == 20


def test_in_multiplayer_the_spell_s_controller_is_dealt_the_damage() -> None:
    """"That spell's controller" (CR 603.2, 608.2h): in a three-player game player 2's Shock
    sends its 2 damage back to player 2, not to the other opponent."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    d.cast(2, "Shock", targets=[d.find("Tephraderm")])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (20, 20, 18)


@pytest.mark.ruling("ONS-FAQ-156", "ONS-OR-0165")
def test_two_tephraderms_trade_damage_until_both_are_gone() -> None:
    """CR 603.2, 603.10a: Tephraderm blocks Tephraderm: 4 combat damage each, each triggers.
    The top trigger deals 4 more to the attacker, which dies and (looking back) triggers
    again: 4 to the blocker, which dies and triggers too; the remaining triggers find no
    creature to damage. Four triggers, four damage events, both in graveyards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, "Tephraderm")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    a, b = d.find("Tephraderm", player=0), d.find("Tephraderm", player=1)
    d.to_combat()
    d.attack([a])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({b: a})
    d.pass_until("end_of_combat")
    damage = [(e.source, e.obj, e.amount) for e in d.game.log if e.kind == "damage"]
    assert set(damage[:2]) == {(b, a, 4), (a, b, 4)}  # combat damage, dealt at once
    assert damage[2:] == [(b, a, 4), (a, b, 4)]
    assert len([e for e in d.game.log if e.kind == "trigger"]) == 4
    assert [d.state.objects[x].zone.value for x in d.ids("Tephraderm")] == ["graveyard"] * 2
    assert (d.life(0), d.life(1)) == (20, 20)


def test_lethal_spell_damage_still_goes_back_to_the_spell_s_controller() -> None:
    """CR 603.2, 603.3, 704.3, 113.7a, 608.2h: Light Up the Night with X=4 deals 5 damage to
    Tephraderm (4/5), lethal: it's destroyed before its ability is put on the stack, and the
    ability still resolves, Tephraderm dealing the 5 damage to that spell's controller as the
    object it last was on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tephraderm")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Light Up the Night")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Light Up the Night", targets=[d.find("Tephraderm")], x=4)
    d.resolve()
    assert d.find("Tephraderm", zone="graveyard")
    assert len(d.state.stack) == 1
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 15)

"""Trigger events (CR 603.2, 603.6, 508.2a, 509.3c, 611.3c): an attack trigger looks at the
creature as it is declared an attacker, not at what it becomes afterwards (508.2a); a
"becomes blocked" ability triggers once however many creatures block (509.3c); an event that
is prevented or replaced triggers nothing (603.2g); phasing out isn't leaving the battlefield
and phasing in isn't entering it (603.6c, 702.26d); a static ability's effect applies to a
permanent as it enters, before its enters triggers are checked (611.3c), and so does what the
instruction putting it onto the battlefield says it "is" (611.2e); a card "put into a
graveyard from a library" comes from any player's library, and a discarded one from none
(603.2).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.hand(1, "Island")


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


def _triggered_sources(d: Driver) -> list[int]:
    return [d.state.objects[o].source for o in d.state.stack
            if d.state.objects[o].stack.get("kind") == "triggered"]


def test_an_attacker_given_a_counter_by_its_own_attack_trigger_doesnt_trigger_on_counters() -> None:
    """CR 508.2a: Herald of War (no counter) attacks; its own trigger puts a +1/+1 counter on
    it. Elite Scaleguard's "whenever a creature you control with a +1/+1 counter on it
    attacks" looked at Herald as it was declared an attacker, without a counter: it doesn't
    trigger, so player 1's Glory Seeker stays untapped."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Herald of War", "Elite Scaleguard")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    herald = d.find("Herald of War")
    d.to_combat()
    d.attack([herald])
    assert _triggered_sources(d) == [herald]
    d.resolve()
    assert d.state.objects[herald].counters == {"+1/+1": 1}
    assert not d.state.stack
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_an_attacker_with_a_counter_as_it_is_declared_triggers_it() -> None:
    """CR 508.1m, 508.2a: with a +1/+1 counter already on Herald of War as it is declared an
    attacker, Elite Scaleguard triggers too (and taps the target)."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 1})
    s.battlefield(0, "Elite Scaleguard")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Herald of War")])
    d.take_first("order_triggers")
    d.choose(d.find("Glory Seeker"))  # Elite Scaleguard's target
    d.resolve_all()
    assert d.state.objects[d.find("Glory Seeker")].tapped


def test_becomes_blocked_by_two_creatures_triggers_once() -> None:
    """CR 509.3c: Gustcloak Runner blocked by Glory Seeker and Elvish Warrior at once becomes
    blocked once: a single trigger goes on the stack."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Gustcloak Runner")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    runner = d.find("Gustcloak Runner")
    d.to_combat()
    d.attack([runner])
    _to_blocks(d)
    d.block({d.find("Glory Seeker"): runner, d.find("Elvish Warrior"): runner})
    assert _triggered_sources(d) == [runner]


def test_becomes_blocked_once_shrinks_each_of_its_two_blockers_once() -> None:
    """CR 509.3c: Baneblade Scoundrel blocked by two creatures triggers once, and that one
    ability gives each creature blocking it -1/-1: Glory Seeker and Elvish Warrior are 1/1
    and 1/2 until end of turn, not -2/-2 each."""
    s = Scenario(seed=1)
    _libraries(s)
    s.day_night("day")
    s.battlefield(0, "Baneblade Scoundrel")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    scoundrel = d.find("Baneblade Scoundrel")
    d.to_combat()
    d.attack([scoundrel])
    _to_blocks(d)
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.block({seeker: scoundrel, warrior: scoundrel})
    assert _triggered_sources(d) == [scoundrel]
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (1, 1)
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (1, 2)


def test_prevented_combat_damage_to_a_player_triggers_nothing() -> None:
    """CR 603.2g, 615.1: Ebonblade Reaper enchanted with Sandskin attacks unblocked. Its attack
    trigger halves its controller's life; its combat damage is all prevented, so "whenever it
    deals combat damage to a player" doesn't trigger: player 1 keeps 20 life."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Ebonblade Reaper", label="reaper")
    s.battlefield(0, "Sandskin", attached_to="reaper")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 10
    assert d.life(1) == 20
    assert not [e for e in d.game.log if e.kind == "damage"]


def test_a_creature_exiled_instead_of_dying_triggers_no_dies_ability() -> None:
    """CR 603.2g, 614.6, 700.4: Luminous Phantom (Lunarch Veteran's back face) would be put
    into a graveyard and is exiled instead; it never died, so Death's Presence ("whenever a
    creature you control dies") doesn't trigger."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Death's Presence", "Glory Seeker", "Mountain")
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Lunarch Veteran")])
    d.resolve()
    assert d.zone_of("Lunarch Veteran") == "exile"
    assert not d.state.stack
    assert not d.state.objects[d.find("Glory Seeker")].counters


def test_phasing_out_isnt_leaving_the_battlefield() -> None:
    """CR 603.6c, 702.26d: Creeping Inn phases out; it doesn't leave the battlefield, so
    Luminous Phantom ("whenever another creature you control leaves the battlefield") doesn't
    trigger."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(0, *["Plains"] * 4)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out
    assert not d.state.stack
    assert d.life(0) == 20


def test_phasing_in_isnt_entering_the_battlefield() -> None:
    """CR 603.6a, 702.26d: Creeping Inn phases out, then phases in during its controller's
    next untap step; it doesn't enter the battlefield, so Lunarch Veteran ("whenever another
    creature enters the battlefield under your control") doesn't trigger."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Lunarch Veteran")
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(0, *["Plains"] * 4)
    s.at("precombat_main", active=0, turn=1)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.activate(0, inn)
    d.resolve()
    d.pass_until("upkeep", turn=3)
    assert not d.state.objects[inn].phased_out
    assert d.life(0) == 20


def test_an_anthem_applies_as_a_creature_enters_before_evolve_compares() -> None:
    """CR 611.3c, 702.100a: Foothill Guide (a 1/1 Human) enters under Sigarda's "Humans you
    control get +1/+1": it enters as a 2/2, so Gyre Sage (1/2, no Human) evolves."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Gyre Sage", "Sigarda, Champion of Light", "Plains")
    s.hand(0, "Foothill Guide")
    d = Driver(s.build())
    sage = d.find("Gyre Sage")
    d.cast(0, "Foothill Guide")
    d.resolve()
    assert _triggered_sources(d) == [sage]
    d.resolve()
    assert d.state.objects[sage].counters == {"+1/+1": 1}


def test_a_leaves_ability_sees_creatures_leaving_at_the_same_time_as_its_source() -> None:
    """CR 603.10a, 603.6c: Vanquish the Horde destroys Luminous Phantom, Glory Seeker and
    Elvish Warrior at once. "Whenever another creature you control leaves the battlefield"
    looks back in time: the Phantom was there as the other two left, so it triggers twice."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", *["Plains"] * 5)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert d.zone_of("Lunarch Veteran") == "exile"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 22


def test_that_much_damage_is_the_damage_dealt_after_prevention() -> None:
    """CR 603.2, 615.1, 120.3: Battlefield Medic (one Cleric) prevents the next 1 damage to
    Tephraderm; Shock deals it 2 - 1 = 1, so Tephraderm's trigger deals 1 damage to Shock's
    controller."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Tephraderm", "Battlefield Medic")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    tephraderm = d.find("Tephraderm")
    d.pass_priority()
    d.activate(0, "Battlefield Medic", targets=[tephraderm])
    d.resolve()
    d.cast(1, "Shock", targets=[tephraderm])
    d.resolve()
    assert d.state.objects[tephraderm].damage == 1
    d.resolve()
    assert d.life(1) == 19


def test_doubled_damage_is_the_damage_its_trigger_gains() -> None:
    """CR 603.2, 614.1a: Gratuitous Violence doubles Exalted Angel's combat damage to player 1
    (8); "whenever it deals damage, you gain that much life" gains the 8 dealt."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Exalted Angel", "Gratuitous Violence")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Exalted Angel")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 12
    assert d.life(0) == 28


@pytest.mark.parametrize("conformity", [False, True])
def test_a_creature_returned_as_a_zombie_enters_as_a_zombie(conformity: bool) -> None:
    """CR 611.2e: Liliana, Death's Majesty returns Glory Seeker, and "that creature is a black
    Zombie in addition to its other colors and types" applies as it enters: Champion of the
    Perished ("whenever another Zombie enters the battlefield under your control") triggers.
    Under Curse of Conformity (its nonlegendary creatures lose all creature types) it is a
    Zombie all the same: Liliana's effect has the later timestamp (613.7b)."""
    s = Scenario(seed=1)
    _libraries(s)
    if conformity:
        s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Liliana, Death's Majesty", "Champion of the Perished")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    champion = d.find("Champion of the Perished")
    d.activate(0, "Liliana, Death's Majesty", index=1,
               targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker", "battlefield"))
    assert "Zombie" in seeker.subtypes and "B" in seeker.colors
    assert ("Human" in seeker.subtypes) is not conformity
    assert _triggered_sources(d) == [champion]
    d.resolve()
    assert d.state.objects[champion].counters == {"+1/+1": 1}


def test_creatures_put_onto_the_battlefield_as_zombies_each_trigger_a_zombie_ability() -> None:
    """CR 611.2e, 603.6a: Ghouls' Night Out puts Glory Seeker (player 0's) and Elvish Warrior
    (player 1's) onto the battlefield under player 0's control; they "are" black Zombies as
    they enter, so Champion of the Perished triggers for each (their decayed, which they
    "gain", comes once they are there)."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Champion of the Perished", *["Swamp"] * 5)
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Elvish Warrior")
    s.hand(0, "Ghouls' Night Out")
    d = Driver(s.build())
    champion = d.find("Champion of the Perished")
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    d.choose(d.find("Elvish Warrior", "graveyard"))
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.take_first("order_triggers")
    assert _triggered_sources(d) == [champion, champion]
    d.resolve_all()
    assert d.state.objects[champion].counters == {"+1/+1": 2}
    for name in ("Glory Seeker", "Elvish Warrior"):
        c = d.chars(d.find(name, "battlefield"))
        assert "Zombie" in c.subtypes and c.has("Decayed")


def test_a_from_anywhere_ability_doesnt_look_back_at_a_creature_dying_with_its_source() -> None:
    """CR 603.6c, 603.10a: Vanquish the Horde destroys Dennick, Pious Apparition and Glory
    Seeker at once. "Whenever one or more creature cards are put into graveyards from anywhere"
    isn't a leaves-the-battlefield ability, so it doesn't look back in time: Dennick (exiled
    instead) is gone as the Seeker's card reaches the graveyard, and nothing is investigated."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 6)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert d.zone_of("Dennick, Pious Apprentice") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    assert not d.ids("Clue")


def test_a_from_anywhere_ability_triggers_while_its_source_stays() -> None:
    """CR 603.2, 603.6c: Glory Seeker dies while Dennick, Pious Apparition stays on the
    battlefield: its card is put into a graveyard and Dennick's ability investigates."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _triggered_sources(d) == [d.find("Dennick, Pious Apprentice")]
    d.resolve()
    assert len(d.ids("Clue")) == 1


def test_only_the_leaves_ability_of_a_permanent_leaving_with_a_land_looks_back() -> None:
    """CR 603.6c, 603.10a: Vanquish the Horde destroys Slogurk, the Overslime and Creeping Inn
    (Hostile Hostel, a land card in the graveyard) at once. "Whenever a land card is put into
    your graveyard from anywhere" doesn't look back: Slogurk is gone, so it doesn't trigger.
    "When Slogurk leaves the battlefield" does, and returns Hostile Hostel to its owner's
    hand."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Slogurk, the Overslime")
    s.battlefield(0, "Hostile Hostel", transformed=True)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    slogurk = d.find("Slogurk, the Overslime")
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert d.zone_of("Hostile Hostel") == "graveyard"
    assert _triggered_sources(d) == [slogurk]  # the leaves ability alone
    d.expect("target")
    d.choose(d.find("Hostile Hostel", "graveyard"))
    d.resolve()
    assert d.zone_of("Hostile Hostel") == "hand"


def test_a_creature_card_put_into_a_graveyard_from_any_library_but_not_from_a_hand() -> None:
    """CR 603.2, 700.4: Dreadhound's "a creature card is put into a graveyard from a library"
    sees player 1's library milled by player 0's Drownyard Amalgam (two creature cards of
    three: player 1 loses 2); a creature card discarded from player 0's hand (Cathartic Pyre)
    comes from no library and dies as no creature: nothing."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, "Glory Seeker", "Island", "Elvish Warrior", "Swamp")
    s.battlefield(0, "Dreadhound", *["Island"] * 5, "Mountain", "Mountain")
    s.hand(0, "Drownyard Amalgam", "Cathartic Pyre", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Drownyard Amalgam")
    d.resolve()
    d.choose(1)  # its enters trigger's target player
    d.resolve()  # mills three: two Dreadhound triggers
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(d.state.players[1].graveyard) == 3
    assert d.life(1) == 18
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(d.find("Wellwisher", zone="hand"))
    if d.decision.kind != "priority":
        d.choose(None)
    d.resolve_all()
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.life(1) == 18

"""Aurification — {2}{W}{W} Enchantment.

Oracle: "Whenever a creature deals damage to you, put a gold counter on it. / Each creature
with a gold counter on it is a Wall in addition to its other creature types and has defender.
(Those creatures can't attack.) / When Aurification leaves the battlefield, remove all gold
counters from all creatures."
Rulings covered: ONS-FAQ-085 (tested against the current Oracle text: the creature has
defender, so changing its creature type no longer lets it attack).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Aurification")


def gilded() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Forest", "Plains")
    s.battlefield(1, "Elvish Warrior", "Island", "Island")
    s.hand(1, "Standardize")
    s.hand(0, "Naturalize")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    d.pass_until("postcombat_main")
    d.resolve_all()
    return d


@pytest.mark.ruling("ONS-OR-0008")
def test_a_creature_that_hits_you_becomes_a_wall_with_defender() -> None:
    d = gilded()
    w = d.find("Elvish Warrior")
    assert d.state.objects[w].counters.get("gold") == 1
    assert d.chars(w).subtypes == {"Elf", "Warrior", "Wall"}
    assert d.chars(w).has("Defender")


@pytest.mark.ruling("ONS-FAQ-085")
def test_changing_its_type_does_not_let_it_attack() -> None:
    """CR 702.3a, 702.3b: defender, a static ability Aurification gives each creature with a
    gold counter, keeps Elvish Warrior from attacking after Standardize makes it an Elf only:
    it still has the ability, whatever its creature types."""
    d = gilded()
    w = d.find("Elvish Warrior")
    d.pass_until("precombat_main", turn=5)
    d.cast(1, "Standardize")
    d.resolve()
    d.choose("Elf")
    assert d.chars(w).subtypes == {"Elf"}  # no longer a Wall
    assert d.chars(w).has("Defender")
    assert not d.state.objects[w].tapped
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_attackers":
            assert not any(isinstance(a, DeclareAttacker) and a.attacker == w
                           for a in d.game.legal_actions())
            d.act(1, FinishDeclaration())
        else:
            d.pass_priority()
    assert d.life(0) == 18  # it did not attack


def test_leaving_removes_all_gold_counters() -> None:
    d = gilded()
    d.pass_until("precombat_main", turn=4)
    d.cast(0, "Naturalize", targets=[d.find("Aurification")])
    d.resolve()
    d.resolve()
    w = d.find("Elvish Warrior")
    assert not d.state.objects[w].counters.get("gold")
    assert not d.chars(w).has("Defender")


def test_leaving_removes_the_gold_counters_and_leaves_other_creatures_alone() -> None:
    """CR 122.1: "remove all gold counters from all creatures" removes them from the creatures
    that have some; a creature without any (Glory Seeker, which never dealt damage) and the
    other counters are untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Forest", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", counters={"gold": 1, "+1/+1": 1})
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Naturalize", targets=[d.find("Aurification")])
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior")].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Glory Seeker")].counters == {}


def test_leaving_removes_no_gold_counter_from_a_permanent_no_longer_a_creature() -> None:
    """"Remove all gold counters from all creatures": Arlinn, the Moon's Fury becomes a 5/5
    creature until end of turn (her [0] ability), attacks and gets a gold counter; once the
    effect ends in the cleanup step she is only a planeswalker again (CR 205.1a, 514.2). When
    Aurification leaves the battlefield, Elvish Warrior's gold counter is removed; hers, on a
    permanent that isn't a creature, stays (CR 122.1), with her loyalty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Forest", "Plains")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Arlinn, the Pack's Hope", transformed=True, counters={"loyalty": 5})
    s.battlefield(1, "Elvish Warrior", counters={"gold": 1})
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.day_night("night")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    arlinn = d.find("Arlinn, the Moon's Fury")
    d.activate(1, arlinn, index=2)  # [0]: a 5/5 Werewolf creature until end of turn
    d.resolve()
    d.to_combat()
    d.attack([arlinn])
    d.pass_until("postcombat_main")
    d.resolve_all()
    assert d.life(0) == 15
    assert d.state.objects[arlinn].counters == {"loyalty": 5, "gold": 1}
    d.pass_until("precombat_main", turn=4)
    assert d.chars(arlinn).types == frozenset({"Planeswalker"})
    d.cast(0, "Naturalize", targets=[d.find("Aurification")])
    d.resolve()
    d.resolve()
    assert d.state.objects[arlinn].counters == {"loyalty": 5, "gold": 1}
    assert d.state.objects[d.find("Elvish Warrior")].counters == {}


def test_damage_to_another_player_puts_no_gold_counter() -> None:
    """Only damage dealt to Aurification's controller triggers it (CR 603.2): its
    controller's Glory Seeker hitting the opponent gets no gold counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.state.objects[d.find("Glory Seeker")].counters == {}


def test_a_creature_gone_before_the_trigger_resolves_gets_no_gold_counter() -> None:
    """CR 400.7, 608.2h: Glory Seeker deals combat damage to Aurification's controller, who
    Shocks it in response to the trigger. The trigger resolves and puts a gold counter on
    nothing: the Seeker in the graveyard is a new object with no counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while not d.state.stack:
        d.pass_priority()
    assert d.life(0) == 18
    d.pass_priority()  # the active player passes with the trigger on the stack
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Glory Seeker")].counters == {}
    assert all(not o.counters for o in d.state.objects.values())


def test_noncombat_damage_by_a_creature_counts_and_a_spell_s_does_not() -> None:
    """CR 120.1, 120.2: "a creature deals damage to you" includes noncombat damage. Your own
    Sparksmith dealing 1 damage to you gets a gold counter and becomes a Wall with defender;
    the opponent's Shock (a spell, not a creature) puts no counter on anything."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Sparksmith")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    smith, seeker = d.find("Sparksmith"), d.find("Glory Seeker")
    d.activate(0, "Sparksmith", targets=[seeker])
    d.resolve_all()
    assert d.life(0) == 19
    assert d.state.objects[smith].counters.get("gold") == 1
    assert d.chars(smith).has("Defender") and "Wall" in d.chars(smith).subtypes
    assert not d.state.objects[seeker].counters.get("gold")
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve_all()
    assert d.life(0) == 17
    assert not any(o.counters.get("gold") for i, o in d.state.objects.items() if i != smith)


def test_made_to_read_elf_for_wall_a_gilded_creature_is_an_elf_with_defender() -> None:
    """CR 612.2: Artificial Evolution replaces Wall with Elf in Aurification's text: Glory
    Seeker, given a gold counter by dealing damage to you, is an Elf in addition to its other
    types (not a Wall) and has defender."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aurification", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    evolve(d, d.find("Aurification"), "Wall", "Elf")
    d.pass_until("precombat_main", turn=4)
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    d.resolve_all()
    assert d.state.objects[seeker].counters.get("gold") == 1
    assert d.chars(seeker).subtypes == {"Human", "Soldier", "Elf"}
    assert d.chars(seeker).has("Defender")

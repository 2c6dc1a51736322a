"""Delayed triggered abilities (CR 603.7) and optional "you may" triggers (CR 603.5)."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.prelude import (
    CREATURE,
    All,
    DealDamage,
    DelayedTrigger,
    Step,
    at_beginning_of,
    spell,
    triggered,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

EMBER_WAKE = define_card(
    "Ember Wake", "{R}", "Instant",
    "At the beginning of the next end step, Ember Wake deals 2 damage to each creature.",
    abilities=[spell(DelayedTrigger(triggered(
        at_beginning_of(Step.END, "each"), DealDamage(2, All(CREATURE)),
        text="At the beginning of the next end step, Ember Wake deals 2 damage to each "
             "creature.")))]).name
"""A card made up for CR 603.7d: a spell whose delayed triggered ability deals damage (the
spell, red, is its source)."""


def _astral_slide() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Forest", "Forest", "Island", "Island", "Island")
    s.hand(0, "Barkhide Mauler")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def _cycle_and_target(d: Driver) -> None:
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(d.find("Elvish Warrior"))
    d.resolve()


def test_optional_trigger_declined_does_nothing() -> None:
    """CR 603.5: "you may" is chosen as the ability resolves; declining leaves the target
    where it is, and no delayed ability is created."""
    d = _astral_slide()
    _cycle_and_target(d)
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert not d.state.delayed


def test_delayed_trigger_waits_for_the_next_end_step_and_triggers_once() -> None:
    """CR 603.7a-c: created on resolution, it triggers at the next end step only, once."""
    d = _astral_slide()
    _cycle_and_target(d)
    d.choose(True)
    assert d.find("Elvish Warrior", zone="exile")
    assert len(d.state.delayed) == 1
    d.pass_until("postcombat_main")
    assert d.find("Elvish Warrior", zone="exile")  # not before the end step
    d.pass_until("end")
    warrior = d.find("Elvish Warrior", zone="battlefield")
    assert not d.state.delayed
    d.pass_until("end", turn=4)
    assert d.state.objects[warrior].zone.value == "battlefield"
    assert not d.state.stack and not d.state.triggered


def test_delayed_trigger_limited_to_this_turn_expires() -> None:
    """CR 603.7b: "when that creature dies this turn" (Blessed Defiance) can't trigger on a
    later turn: the creature dying next turn creates no Spirit."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Blessed Defiance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(1, "Plains")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Blessed Defiance", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and not d.ids("Spirit")


def test_a_delayed_ability_that_triggers_leaves_the_others_waiting() -> None:
    """CR 603.7c: each delayed triggered ability triggers only the next time its own event
    happens: Galvanic Iteration's triggering on the next instant doesn't end Blessed
    Defiance's "when that creature dies this turn", which still triggers afterwards. A
    delayed ability made by a spell has that spell as its source (CR 603.7d)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Blessed Defiance", "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    iteration = d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    assert len(d.state.stack) == 2  # Shock and Galvanic Iteration's delayed ability
    assert d.state.objects[d.state.stack[-1]].source == iteration
    d.resolve()
    d.choose(1)  # the copy targets player 1
    d.resolve_all()
    assert d.life(1) == 18 and d.zone_of("Glory Seeker") == "graveyard"
    spirits = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(spirits) == 1 and d.chars(spirits[0]).name == "Spirit Token"


def test_a_delayed_ability_deals_its_damage_as_the_spell_that_created_it() -> None:
    """CR 603.7d, 702.16e: a delayed triggered ability created by a spell has that spell as its
    source, so Ember Wake's ("At the beginning of the next end step, Ember Wake deals 2
    damage to each creature.") damage comes from a red source: at the end step it destroys
    Glory Seeker (2/2) but is prevented on Skirk Fire Marshal (protection from red, 2/2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, EMBER_WAKE)
    s.battlefield(1, "Glory Seeker", "Skirk Fire Marshal")
    d = Driver(s.build())
    d.cast(0, EMBER_WAKE)
    d.resolve()
    spell_id = d.state.delayed[0].source
    assert d.zone_of("Glory Seeker") == "battlefield"  # not before the end step
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    marshal = d.find("Skirk Fire Marshal", zone="battlefield")
    assert d.state.objects[marshal].damage == 0
    hits = [e for e in d.state.log if e.kind == "damage"]
    assert hits and all(e.source == spell_id for e in hits)


def test_a_copy_of_the_spell_creates_its_own_delayed_ability() -> None:
    """CR 707.10, 603.7a, 603.7c: Galvanic Iteration copies Blessed Defiance, the copy keeping
    Glory Seeker as its target; each of the two resolves and creates its own "when that
    creature dies this turn" ability, so when the Seeker dies both trigger: two Spirits."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Mountain", "Glory Seeker")
    s.hand(0, "Galvanic Iteration", "Blessed Defiance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()  # Galvanic Iteration's delayed ability: the copy (no other target to choose)
    d.resolve_all()
    assert d.chars(seeker).power == 6  # +2/+0 twice
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    spirits = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(spirits) == 2
    assert all(d.chars(o).name == "Spirit Token" and d.chars(o).controller == 0
               for o in spirits)


def test_the_delayed_ability_goes_on_the_stack_when_it_triggers() -> None:
    """CR 405.6a, 603.7: the effect of Astral Slide's ability doesn't go on the stack; it
    creates a delayed triggered ability, which does go on the stack when it triggers at the
    beginning of the end step: the Elvish Warrior is still in exile while that ability waits
    on the stack with priority given, and returns as it resolves."""
    d = _astral_slide()
    _cycle_and_target(d)
    d.choose(True)
    assert len(d.state.delayed) == 1
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    assert d.decision.kind == "priority"
    (ability,) = d.state.stack
    assert d.state.objects[ability].source == d.find("Astral Slide")
    assert d.find("Elvish Warrior", zone="exile")
    d.resolve()
    assert d.find("Elvish Warrior", zone="battlefield")


def test_a_creature_that_left_and_returned_is_not_that_creature_dying() -> None:
    """CR 400.7, 603.7c: Blessed Defiance's "when that creature dies this turn" watches the
    Glory Seeker it resolved for. Hallowed Respite exiles it and returns it: the creature
    back on the battlefield is a new object, without the +2/+0 or lifelink, and its dying
    later in the turn is not "that creature" dying, so no Spirit is made."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Blessed Defiance", "Hallowed Respite", "Shock", "Shock")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blessed Defiance", targets=[seeker])
    d.resolve()
    d.cast(0, "Hallowed Respite", targets=[seeker])
    d.resolve()
    back = d.find("Glory Seeker")
    assert back != seeker
    c = d.chars(back)
    assert (c.power, c.toughness) == (3, 3) and not c.has("Lifelink")  # its +1/+1 counter
    d.cast(0, "Shock", targets=[back])
    d.resolve()
    d.cast(0, "Shock", targets=[back])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and not d.state.triggered
    assert not d.ids("Spirit Token")


def test_the_creature_a_delayed_ability_watches_is_still_it_once_turned_face_down() -> None:
    """CR 603.7c, 400.7, 708.2a: Blessed Defiance's "when that creature dies this turn"
    watches one permanent. Backslide turns that Whipcorder face down: it doesn't change zones,
    so it stays the same object though it is now a nameless 2/2, and when it dies that turn
    the delayed ability triggers: a Spirit is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Blessed Defiance", "Backslide", "Go for the Throat")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    whipcorder = d.find("Whipcorder")
    d.cast(0, "Blessed Defiance", targets=[whipcorder])
    d.resolve()
    d.cast(0, "Backslide", targets=[whipcorder])
    d.resolve()
    assert d.state.objects[whipcorder].face_down
    assert (d.chars(whipcorder).power, d.chars(whipcorder).toughness) == (4, 2)
    d.cast(0, "Go for the Throat", targets=[whipcorder])
    d.resolve()
    assert d.zone_of("Whipcorder") == "graveyard"
    assert d.state.stack  # the delayed ability triggered
    d.resolve_all()
    spirits = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(spirits) == 1 and d.chars(spirits[0]).name == "Spirit Token"


def test_the_creature_a_delayed_ability_watches_is_still_it_once_transformed() -> None:
    """CR 603.7c, 712.18, 730.1: Blessed Defiance's "when that creature dies this turn"
    watches Village Watch; Unnatural Moonrise makes it night and the Watch transforms into
    Village Reavers, the same permanent (with Defiance's +2/+0 and Moonrise's +1/+0 still on
    it). When it dies that turn the delayed ability triggers: a Spirit is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Village Watch", "Plains", "Mountain", "Forest", "Swamp", "Swamp")
    s.hand(0, "Blessed Defiance", "Unnatural Moonrise", "Go for the Throat")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.day_night("day")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    watch = d.find("Village Watch")
    d.cast(0, "Blessed Defiance", targets=[watch])
    d.resolve()
    d.cast(0, "Unnatural Moonrise", targets=[watch])
    d.resolve()
    assert d.chars(watch).name == "Village Reavers" and d.chars(watch).power == 5 + 2 + 1
    d.cast(0, "Go for the Throat", targets=[watch])
    d.resolve()
    assert d.zone_of("Village Watch") == "graveyard"
    d.resolve_all()
    spirits = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(spirits) == 1 and d.chars(spirits[0]).name == "Spirit Token"


def test_603_7e_a_delayed_ability_stays_its_creators_after_the_source_changes_control() -> None:
    """CR 603.7e, 110.2a: player 1 destroys player 0's Curse of Conformity with Naturalize;
    Lynde, Cheerful Tormentor's ability resolves and creates the delayed ability "return it to
    the battlefield attached to you at the beginning of the next end step", controlled by
    player 0, who controlled Lynde's ability as it resolved. Player 1 then takes Lynde with
    Pack's Betrayal: at the end step the Curse still returns attached to player 0, and under
    their control (Glory Seeker becomes 3/3), not to Lynde's new controller."""
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Island"] * 8)
    s.battlefield(0, "Lynde, Cheerful Tormentor", "Glory Seeker")
    s.battlefield(0, "Curse of Conformity", attached_to=1)
    s.battlefield(1, "Forest", "Forest", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Naturalize", "Pack's Betrayal")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lynde = d.find("Lynde, Cheerful Tormentor")
    d.cast(1, "Naturalize", targets=[d.find("Curse of Conformity")])
    d.resolve()
    d.resolve()  # Lynde's ability: the delayed ability is created, player 0's
    assert d.zone_of("Curse of Conformity") == "graveyard"
    d.cast(1, "Pack's Betrayal", targets=[lynde])
    d.resolve()
    assert d.state.objects[lynde].controller == 1
    d.pass_until("end", turn=4)
    d.resolve_all()
    curse = d.state.objects[d.find("Curse of Conformity", "battlefield")]
    assert (curse.attached_to, curse.controller) == (0, 0)
    assert d.chars(d.find("Glory Seeker")).power == 3

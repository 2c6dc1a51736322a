"""Reckless Stormseeker // Storm-Charged Slasher — {2}{R} Creature — Human Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "At the beginning of combat on your turn, target creature you control gets
+1/+0 and gains haste until end of turn. / Daybound (If a player casts no spells during their
own turn, it becomes night next turn.)"
Back: "At the beginning of combat on your turn, target creature you control gets +2/+0 and
gains trample and haste until end of turn. / Nightbound (If a player casts at least two spells
during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Reckless Stormseeker")


def _at_beginning_of_combat(night: bool) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Reckless Stormseeker", transformed=night)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    return d


def test_a_new_creature_gets_plus_one_and_haste_and_attacks() -> None:
    d = _at_beginning_of_combat(night=False)
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 2) and c.has("Haste") and not c.has("Trample")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    d.pass_until("upkeep", turn=4)  # until end of turn only
    assert (d.chars(seeker).power, d.chars(seeker).has("Haste")) == (2, False)


def test_the_slasher_gives_plus_two_trample_and_haste() -> None:
    d = _at_beginning_of_combat(night=True)
    seeker = d.find("Glory Seeker")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 2) and c.has("Haste") and c.has("Trample")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Wellwisher"): seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")  # trample: lethal damage to the blocker, the rest over
    d.choose((1, 3))
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.zone_of("Wellwisher") == "graveyard"


def test_only_creatures_you_control_can_be_targeted() -> None:
    d = _at_beginning_of_combat(night=False)
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions()}
    assert d.find("Wellwisher") not in legal
    assert {d.find("Glory Seeker"), d.find("Reckless Stormseeker")} <= legal


def test_no_trigger_on_the_opponent_s_turn() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    assert d.decision.kind == "priority" and not d.state.stack


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0425", "MID-OR-0426", "MID-OR-0427", "MID-OR-0428", "MID-OR-0429",
        "MID-OR-0430", "MID-OR-0431", "MID-OR-0432", "MID-OR-0433", "MID-OR-0434",
    )
    CARD, BACK = "Reckless Stormseeker", "Storm-Charged Slasher"


def test_cast_this_turn_it_may_target_itself_and_attack_at_once() -> None:
    """CR 702.10b, 302.6: cast in the first main phase, the Stormseeker's trigger targets
    itself; with haste it attacks that turn as a 3/3."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Reckless Stormseeker")
    d = Driver(s.build())
    d.cast(0, "Reckless Stormseeker")
    d.resolve()
    me = d.find("Reckless Stormseeker", "battlefield")
    d.pass_priority()
    d.pass_priority()
    d.expect("target")
    d.choose(me)
    d.resolve()
    c = d.chars(me)
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste")
    d.to_combat()
    d.attack([me])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_the_target_gone_in_response_the_trigger_does_nothing() -> None:
    """CR 608.2b: the creature targeted is Shocked in response; the ability, its only target
    illegal, doesn't resolve, and no other creature gets the bonus."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker", "Mountain")
    s.battlefield(0, "Goblin Sky Raider", sick=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.pass_priority()
    d.pass_priority()
    d.choose(raider)
    d.cast(0, "Shock", targets=[raider])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    me = d.find("Reckless Stormseeker")
    assert d.chars(me).power == 2


def test_destroyed_in_response_its_trigger_still_pumps_the_target() -> None:
    """CR 113.7a: the trigger is independent of its source: Defenestrate destroys the
    Stormseeker in response, and Glory Seeker still gets +1/+0 and haste."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker", "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.pass_priority()
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find("Reckless Stormseeker")])
    d.resolve()
    assert d.zone_of("Reckless Stormseeker") == "graveyard"
    d.resolve()
    c = d.chars(seeker)
    assert c.power == 3 and c.has("Haste")


def test_two_headed_giant_it_triggers_on_its_team_s_turn_for_its_controller_s_creatures() -> None:
    """In Two-Headed Giant the shared team turn is each team member's turn (CR 805.4): the
    Stormseeker triggers at the beginning of combat, but "target creature you control" offers
    only its controller's creatures, not the teammate's Glory Seeker (CR 810.5)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 6)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions()}
    assert legal == {d.find("Reckless Stormseeker")}


def test_a_creature_with_protection_from_werewolves_cant_be_its_target() -> None:
    """The ability's source is a Werewolf: Katilda, Dawnhart Prime (protection from
    Werewolves) can't be its target (CR 702.16b), though its controller controls her; the
    other creatures can."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Reckless Stormseeker", "Katilda, Dawnhart Prime", "Glory Seeker")
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions()}
    assert d.find("Katilda, Dawnhart Prime") not in legal
    assert {d.find("Glory Seeker"), d.find("Reckless Stormseeker")} <= legal

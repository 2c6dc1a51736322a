"""Glarecaster — {4}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {5}{W}: The next time damage would be dealt to Glarecaster and/or you this
turn, that damage is dealt to any target instead."
Rulings covered: ONS-FAQ-092, ONS-FAQ-093, ONS-FAQ-094.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Glarecaster")


def scenario(plains: int = 6) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * plains))
    s.battlefield(1, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    return s


@pytest.mark.ruling("ONS-FAQ-092")
def test_next_damage_from_any_source_is_redirected() -> None:
    d = Driver(scenario().build())
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    shock = d.ids("Shock", zone="hand")[0]
    d.cast(1, shock, targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[warrior].damage == 2
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18  # used up


@pytest.mark.ruling("ONS-FAQ-093")
def test_two_activations_redirect_twice() -> None:
    d = Driver(scenario(plains=12).build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    for card in d.ids("Shock", zone="hand"):
        d.cast(1, card, targets=[d.find("Glarecaster")])
        d.resolve()
        if d.decision.kind == "order_replacements":  # both shields apply: pick one
            d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
        d.resolve_all()
    assert d.life(1) == 16
    assert d.state.objects[d.find("Glarecaster")].damage == 0


@pytest.mark.ruling("ONS-FAQ-094", "ONS-OR-0018")
def test_simultaneous_damage_to_you_and_it_is_all_redirected() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    warrior, raider = d.find("Elvish Warrior"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([warrior, raider])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glarecaster"): raider})
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.state.objects[d.find("Glarecaster")].damage == 0
    assert d.life(1) == 20 - 2 - 1


@pytest.mark.ruling("ONS-OR-0018")
def test_damage_from_several_sources_at_once_is_all_redirected() -> None:
    """Official ruling: "... if either you or this card would be dealt damage from multiple
    sources at the same time, the redirection will apply to both chunks of damage." (CR 614.9,
    510.2) Elvish Warrior and Goblin Sky Raider, both unblocked, deal their combat damage to
    player 0 at once: all 3 is dealt to their controller instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Elvish Warrior", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Elvish Warrior"), d.find("Goblin Sky Raider")])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({})
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.life(1) == 20 - 2 - 1


def test_the_shield_lasts_only_this_turn() -> None:
    """"... this turn": a shield not used by the end of the turn is gone; the next turn's damage
    to you is dealt to you."""
    s = scenario()
    s.library(0, "Plains", "Plains")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.pass_until("upkeep", turn=5)
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    assert d.state.objects[d.find("Elvish Warrior")].damage == 0


def test_damage_to_another_creature_does_not_use_it() -> None:
    """Only damage to Glarecaster or its controller is replaced: Shock to Elvish Warrior is
    dealt to it, and the shield still redirects the next Shock to you."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", "Glory Seeker", *(["Plains"] * 6))
    s.battlefield(1, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[1])
    d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 20
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 18)


def test_target_gone_on_resolution_no_shield() -> None:
    """CR 608.2b: the ability's only target, Glory Seeker, is Shocked in response; the ability
    doesn't resolve, so no shield is set up and the next damage to you is dealt to you."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(1, "Shock", "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[seeker])
    d.pass_priority()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_the_shield_works_for_you_after_glarecaster_has_left() -> None:
    """CR 113.7a: Glarecaster destroyed in response, its ability still resolves; the damage
    that would next be dealt to its controller is dealt to the target instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, *(["Swamp"] * 5), "Mountain", "Elvish Warrior")
    s.hand(1, "Cruel Revival", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    glare, warrior = d.find("Glarecaster"), d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(0, glare, targets=[warrior])
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[glare])
    d.resolve()
    assert d.zone_of("Glarecaster") == "graveyard"
    d.resolve()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[warrior].damage == 2


def test_redirection_to_a_creature_gone_does_nothing() -> None:
    """CR 614.9: the shield's target, Glory Seeker, has left the battlefield when damage would
    be redirected to it, so the effect does nothing: the Shock to player 0 is dealt to them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(1, "Mountain", "Mountain", "Glory Seeker")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[seeker])
    d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_redirected_to_itself_the_damage_is_dealt_to_it_once() -> None:
    """A replacement effect applies to an event only once (CR 614.5): Glarecaster's shield
    targeting Glarecaster itself sends the Shock meant for it back to it; 2 damage is dealt
    to it, once, and the shield is used up (the next Shock to player 0 is dealt to them)."""
    d = Driver(scenario().build())
    glare = d.find("Glarecaster")
    d.pass_priority()
    d.activate(0, glare, targets=[glare])
    d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[glare])
    d.resolve()
    assert d.state.objects[glare].damage == 2
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18


def test_redirected_to_you_the_damage_to_glarecaster_is_dealt_to_you() -> None:
    """"Any target" includes its controller: the Shock meant for Glarecaster is dealt to
    player 0 instead (CR 614.9)."""
    d = Driver(scenario().build())
    glare = d.find("Glarecaster")
    d.pass_priority()
    d.activate(0, glare, targets=[0])
    d.resolve()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[glare])
    d.resolve()
    assert d.state.objects[glare].damage == 0
    assert d.life(0) == 18


def test_two_headed_giant_damage_to_a_teammate_is_not_redirected() -> None:
    """Two-Headed Giant: "you" is Glarecaster's controller only, not the teammate (CR 810.5):
    the Shock to player 1 is dealt to them (damage happens to each player individually, the
    result applied to the team's life, CR 810.9) and the shield remains for the next Shock to
    player 0, which is dealt to Elvish Warrior instead."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 6))
    s.battlefield(2, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(2, "Shock", "Shock")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    while d.decision.player != 0:
        d.pass_priority()
    d.activate(0, "Glarecaster", targets=[warrior])
    d.resolve()
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    assert d.life(0) == 28 and d.state.objects[warrior].damage == 0
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 28
    assert d.state.objects[warrior].damage == 2


def test_a_glarecaster_that_left_and_returned_is_not_the_one_shielded() -> None:
    """CR 400.7, 614.9: the shield names the Glarecaster whose ability made it; flickered by
    Hallowed Respite, it comes back a new object, so a Shock to it is dealt to it, and the
    shield is not used up: the next Shock to its controller is still dealt to the target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", *(["Plains"] * 7), "Island")
    s.battlefield(1, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Hallowed Respite")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Glarecaster", targets=[seeker])
    d.resolve()
    d.cast(0, "Hallowed Respite", targets=[d.find("Glarecaster")])
    d.resolve()
    glare = d.find("Glarecaster")
    assert d.zone_of("Glarecaster") == "battlefield" and d.chars(glare).power == 4
    d.pass_priority()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[glare])
    d.resolve()
    assert d.state.objects[glare].damage == 2
    assert d.state.objects[seeker].damage == 0
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"

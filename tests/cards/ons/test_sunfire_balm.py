"""Sunfire Balm — {2}{W} Instant.

Oracle: "Prevent the next 4 damage that would be dealt to any target this turn. / Cycling
{1}{W} / When you cycle Sunfire Balm, you may prevent the next 1 damage that would be dealt to
any target this turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import (
    MARKER,
    can_cycle,
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
    cycle,
    stack_kinds,
)

pytestmark = pytest.mark.card("Sunfire Balm")

def test_prevents_the_next_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Sunfire Balm", targets=[0])
    d.resolve()
    for _ in range(2):
        d.cast(0, d.ids("Shock", "hand")[0], targets=[0])
        d.resolve()
    assert d.life(0) == 20
    assert not d.state.shields  # used up (CR 615.7)


def test_cycling_prevents_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Sunfire Balm", zone="hand"))
    d.choose(1)
    d.resolve()
    d.choose(True)
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 19


@pytest.mark.ruling("ONS-OR-0033")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Sunfire Balm", ["Plains", "Plains"], [0])


@pytest.mark.ruling("ONS-OR-0035")
def test_trigger_countered_by_stifle_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card."."""
    check_trigger_stifled_cycling_still_draws("Sunfire Balm", ["Plains", "Plains"], [0])


@pytest.mark.ruling("ONS-OR-0035")
def test_trigger_whose_target_is_gone_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card." Here its only target is gone, so it doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Daru Cavalier")
    s.hand(0, "Sunfire Balm")
    s.library(0, MARKER)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    cycle(d, "Sunfire Balm", [cavalier])
    d.pass_priority()
    d.cast(1, "Shock", targets=[cavalier])
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    d.resolve()  # the trigger: no "you may" is asked, it doesn't resolve
    d.expect("priority")
    assert stack_kinds(d) == ["activated"] and d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


@pytest.mark.ruling("ONS-OR-0036")
def test_can_cycle_with_nothing_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the
    triggered ability. That's because the cycling ability itself has no targets."

    Both players have shroud (True Believer) and every creature has protection from white
    (Akroma's Blessing), so "any target" has no legal choice for the white card's trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5, "True Believer")
    s.hand(0, "Akroma's Blessing", "Sunfire Balm")
    s.library(0, MARKER)
    s.battlefield(1, *["Plains"] * 3, "True Believer")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, d.find("Akroma's Blessing", zone="hand", player=0))
    d.pass_priority()
    d.cast(1, d.find("Akroma's Blessing", zone="hand", player=1))
    for _ in range(2):
        d.resolve()
        d.choose("white")
    assert all(d.chars(b).protections() == ["white"] for b in d.ids("True Believer"))
    balm = d.find("Sunfire Balm", zone="hand")
    assert can_cycle(d, balm)
    cycle(d, "Sunfire Balm")
    assert stack_kinds(d) == ["activated"]  # the trigger had no legal target (CR 603.3d)
    d.resolve()
    assert d.zone_of(MARKER) == "hand" and d.zone_of("Sunfire Balm") == "graveyard"


@pytest.mark.ruling("ONS-OR-0034")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Sunfire Balm", ["Plains", "Plains"], [0])


def _balm_on_player_1_then_attack(*attackers: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", *attackers)
    s.hand(0, "Sunfire Balm", "Shock")
    d = Driver(s.build())
    d.cast(0, "Sunfire Balm", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([d.find(a) for a in attackers])
    d.pass_until("postcombat_main")
    return d


def test_a_shield_partly_used_prevents_the_rest_of_its_amount() -> None:
    """CR 615.7: 3 of the 4 are used on the Zombie's combat damage; the remaining 1 prevents
    1 of Shock's 2, so player 1 loses 1 life in all."""
    d = _balm_on_player_1_then_attack("Gluttonous Zombie")
    assert d.life(1) == 20
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 19


def test_one_damage_is_prevented_too() -> None:
    """CR 615.7: the Zombie's 3 and the Pilgrim's 1 are dealt at once; the shield prevents
    both (4 in all), then it is used up and Shock's 2 is dealt."""
    d = _balm_on_player_1_then_attack("Gluttonous Zombie", "Avacyn's Pilgrim")
    assert d.life(1) == 20
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_the_shield_ends_with_the_turn() -> None:
    """CR 615.3, 514.2: "this turn": the shield left unused ends in the cleanup step; Shock the
    next turn deals its 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sunfire Balm", targets=[1])
    d.resolve()
    assert d.state.shields
    d.pass_until("end")
    while d.state.active != 1 or d.state.step.name != "UPKEEP":
        d.pass_priority()
    assert not d.state.shields
    d.pass_priority()  # the active player passes; player 0 gets priority
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_declining_the_cycling_trigger_prevents_nothing() -> None:
    """CR 603.5: "you may": declined, no shield is created, and Shock deals its 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Sunfire Balm", zone="hand"))
    d.choose(1)
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert not d.state.shields
    d.resolve()  # the cycling draw
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_it_protects_a_planeswalker() -> None:
    """CR 115.4, 306.8: "any target" includes a planeswalker; Shock on the shielded Wrenn and
    Seven removes no loyalty (its damage is prevented, CR 615.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Wrenn and Seven")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    d.cast(0, "Sunfire Balm", targets=[wrenn])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[wrenn])
    d.resolve()
    assert d.state.objects[wrenn].counters.get("loyalty") == 5


def test_its_target_gone_it_does_not_resolve() -> None:
    """CR 608.2b: Glory Seeker, the Balm's only target, is Shocked in response: the Balm doesn't
    resolve, creates no shield, and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Sunfire Balm")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sunfire Balm", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Sunfire Balm") == "graveyard"
    assert not d.state.shields


def test_two_headed_giant_the_shield_is_the_targeted_player_s_only() -> None:
    """CR 810.9, 615.1: in Two-Headed Giant damage is dealt to a player, then its result
    applies to the team's shared life total: the Balm on player 1 prevents Shock's damage to
    player 1, not to their teammate player 0, whose 2 damage the team loses."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Mountain")
    s.hand(0, "Sunfire Balm", "Shock", "Shock")
    d = Driver(s.build())
    start = d.life(0)
    d.cast(0, "Sunfire Balm", targets=[1])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[1])
    d.resolve()
    assert d.life(0) == d.life(1) == start
    d.cast(0, d.ids("Shock", "hand")[0], targets=[0])
    d.resolve()
    assert d.life(0) == d.life(1) == start - 2

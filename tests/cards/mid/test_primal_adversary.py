"""Primal Adversary — {2}{G} Creature — Wolf 4/3.

Oracle: "Trample / When Primal Adversary enters the battlefield, you may pay {1}{G} any number
of times. When you pay this cost one or more times, put that many +1/+1 counters on Primal
Adversary, then up to that many target lands you control become 3/3 Wolf creatures with haste
that are still lands."
Rulings covered: MID-RN-102, MID-RN-103.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Primal Adversary")


@pytest.mark.ruling("MID-RN-102", "MID-RN-103", "MID-OR-0581", "MID-OR-0582")
def test_lands_become_wolves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Haunted Ridge")
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    # the reflexive ability's targets: up to one land
    assert d.decision.kind == "target"
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    adv = d.find("Primal Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"+1/+1": 1}
    c = d.chars(ridge)
    assert c.is_creature and "Land" in c.types and "Wolf" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and c.has("Haste")
    assert any(getattr(a, "mana", None) for a in c.abilities)  # still taps for mana


def test_up_to_that_many_targets_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    lands = d.ids("Forest")
    d.choose(lands[0])
    d.choose(lands[1])
    assert d.decision.kind == "priority"  # two targets is the most
    d.resolve()
    assert sum(1 for x in lands if d.chars(x).is_creature) == 2


def test_paying_zero_times_triggers_nothing() -> None:
    """CR 603.12: the reflexive ability triggers only "when you pay this cost one or more
    times": paying it zero times leaves no ability, no counter and no Wolf land."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(0)
    assert d.decision.kind == "priority" and not d.state.stack
    adv = d.find("Primal Adversary", "battlefield")
    assert not d.state.objects[adv].counters
    assert not any(d.chars(x).is_creature for x in d.ids("Forest"))


def test_the_wolf_lands_stay_creatures_after_the_turn() -> None:
    """CR 611.2a: the effect has no duration, so the land is still a 3/3 Wolf creature on
    the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Haunted Ridge")
    s.hand(0, "Primal Adversary")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    c = d.chars(ridge)
    assert c.is_creature and (c.power, c.toughness) == (3, 3) and "Wolf" in c.subtypes


def test_the_lands_still_become_wolves_if_the_adversary_is_gone() -> None:
    """MID-OR-0581, CR 603.12: players may respond to the reflexive ability; Infernal Grasp
    destroys the Adversary in response: no counters (it is gone, CR 400.7), but the target
    land still becomes a 3/3 Wolf with haste."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(0, "Primal Adversary")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    forest = d.ids("Forest")[0]
    d.choose(forest)
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[d.find("Primal Adversary")])
    d.resolve()
    assert d.zone_of("Primal Adversary") == "graveyard"
    d.resolve()
    c = d.chars(forest)
    assert c.is_creature and (c.power, c.toughness) == (3, 3) and c.has("Haste")


def test_a_land_tapped_to_pay_may_become_a_wolf_and_stays_tapped() -> None:
    """A Forest tapped to pay {1}{G} is still a land you control, so it may be targeted; it
    becomes a tapped 3/3 Wolf creature land (the effect doesn't untap it)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Primal Adversary")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    tapped = [f for f in d.ids("Forest") if d.state.objects[f].tapped]
    assert len(tapped) == 5
    d.choose(tapped[0])
    d.resolve()
    assert d.chars(tapped[0]).is_creature and d.state.objects[tapped[0]].tapped


def test_a_wolf_land_dies_as_a_creature_and_goes_to_the_graveyard() -> None:
    """CR 704.5g: the Wolf land is a 3/3 creature; 3 damage destroys it, and the Forest card
    goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(0, "Primal Adversary")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    forest = d.ids("Forest")[0]
    d.choose(forest)
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[forest])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[forest])
    d.resolve()
    assert d.state.objects[d.ids("Forest", zone="graveyard")[0]].owner == 0
    assert len(d.ids("Forest", zone="battlefield")) == 4


def test_changed_on_the_stack_its_lands_become_elves() -> None:
    """CR 612.1, 612.2, 400.7a: Primal Adversary changed from Wolf to Elf as a spell
    enters an Elf, and the land it animates becomes a 3/3 Elf creature with haste."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Island", "Haunted Ridge")
    s.hand(0, "Primal Adversary", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Primal Adversary")
    evolve(d, spell, "Wolf", "Elf")
    d.resolve()
    assert d.chars(d.find("Primal Adversary", "battlefield")).subtypes == {"Elf"}
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    c = d.chars(ridge)
    assert c.is_creature and "Elf" in c.subtypes and "Wolf" not in c.subtypes
    assert (c.power, c.toughness) == (3, 3)


def test_a_wolf_land_keeps_the_type_the_effect_gave_it() -> None:
    """CR 612.2, 613.1c-d, ONS-OR-0041, ONS-OR-0045: a land made a 3/3 Wolf by Primal
    Adversary has no Wolf in its text: Artificial Evolution changing Wolf to Elf on it leaves
    it a Wolf, and the same change on Primal Adversary, whose ability already resolved, is an
    Elf itself but leaves the land a Wolf."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Island", "Island", "Haunted Ridge")
    s.hand(0, "Primal Adversary", "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    ridge = d.find("Haunted Ridge")
    d.choose(ridge)
    d.resolve()
    adversary = d.find("Primal Adversary", "battlefield")
    evolve(d, adversary, "Wolf", "Elf")
    assert d.chars(adversary).subtypes == {"Elf"}
    assert "Wolf" in d.chars(ridge).subtypes
    evolve(d, ridge, "Wolf", "Elf")
    assert "Wolf" in d.chars(ridge).subtypes and "Elf" not in d.chars(ridge).subtypes

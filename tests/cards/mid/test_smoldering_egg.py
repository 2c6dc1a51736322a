"""Smoldering Egg // Ashmouth Dragon — {1}{R} Creature — Dragon Egg 0/4 //
Creature — Dragon 4/4 (red).

Oracle: Front: "Defender / Whenever you cast an instant or sorcery spell, put a number of ember
counters on Smoldering Egg equal to the amount of mana spent to cast that spell. Then if
Smoldering Egg has seven or more ember counters on it, remove them and transform Smoldering
Egg."
Back: "Flying / Whenever you cast an instant or sorcery spell, Ashmouth Dragon deals 2 damage
to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Smoldering Egg")

EGG = "Smoldering Egg"


def embers(d: Driver) -> int:
    return int(d.state.objects[d.find(EGG)].counters.get("ember", 0))


def test_defender() -> None:
    d = Driver(Scenario(seed=1).battlefield(0, EGG).build())
    assert d.chars(d.find(EGG)).has("Defender")
    assert d.chars(d.find(EGG)).power == 0


def test_counters_equal_to_the_mana_spent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, *["Mountain"] * 5)
    s.hand(0, "Shock", "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert embers(d) == 1
    d.resolve()
    d.cast(0, "Starstorm", x=2)  # {2}{R}{R}: four mana
    d.resolve()
    assert embers(d) == 5
    assert d.chars(d.find(EGG)).name == EGG


def test_a_cost_reduction_counts_only_the_mana_paid() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Moonrager's Slash")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Moonrager's Slash", targets=[d.find("Glory Seeker")])  # {R} at night
    d.resolve()
    assert embers(d) == 1


def test_seven_counters_are_removed_and_it_transforms() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, counters={"ember": 6})
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    egg = d.find(EGG)
    assert d.chars(egg).name == "Ashmouth Dragon"
    assert d.chars(egg).has("Flying") and d.chars(egg).power == 4
    assert embers(d) == 0


def test_seven_from_one_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", targets=[1])
    d.resolve()
    assert d.chars(d.find(EGG)).name == "Ashmouth Dragon" and embers(d) == 0


def test_flashback_cost_is_the_mana_spent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, *["Island"] * 7)
    s.graveyard(0, "Memory Deluge")
    s.library(0, *["Island"] * 8)
    d = Driver(s.build())
    d.cast(0, "Memory Deluge", method="flashback")  # {5}{U}{U}
    d.resolve()
    assert d.chars(d.find(EGG)).name == "Ashmouth Dragon"


def test_counted_even_when_the_spell_is_countered_first() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[shock])
    d.resolve()
    if d.decision.kind == "may":
        d.choose(False)
    assert d.zone_of("Shock") == "exile"
    d.resolve()  # the Egg's ability, with the spell gone
    assert embers(d) == 1


def convoked_hour_of_reckoning(*, countered: bool) -> Driver:
    """Hour of Reckoning paid for wholly by convoke (three Glory Seekers for {W}{W}{W}, three
    Elvish Warriors and the Egg for {4}): no mana is spent to cast it. With ``countered``,
    player 1 counters it (Devious Cover-Up) before the Egg's ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, *["Glory Seeker"] * 3, *["Elvish Warrior"] * 3)
    s.hand(0, "Hour of Reckoning")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    hour = d.cast(0, "Hour of Reckoning")
    assert d.state.objects[hour].stack["mana_spent"] == 0
    if countered:
        d.pass_priority()
        d.cast(1, "Devious Cover-Up", targets=[hour])
        d.resolve()
        if d.decision.kind == "may":
            d.choose(False)
        assert d.zone_of("Hour of Reckoning") == "exile"
    return d


def test_a_spell_convoked_without_mana_puts_no_counters() -> None:
    """CR 601.2h, 702.51a: the creatures tapped for convoke pay the cost without mana being
    spent, so the ability, resolving with the spell still on the stack, puts 0 counters."""
    d = convoked_hour_of_reckoning(countered=False)
    d.resolve()  # the Egg's ability
    assert embers(d) == 0 and d.zone_of("Hour of Reckoning") == "stack"


def test_a_convoked_spell_countered_first_puts_no_counters() -> None:
    """CR 601.2h, 608.2h: the mana spent to cast a spell that has left the stack is the amount
    its casting spent, here none (convoke)."""
    d = convoked_hour_of_reckoning(countered=True)
    d.resolve()  # the Egg's ability, with the spell gone
    assert embers(d) == 0 and not d.state.stack


def test_creature_spells_and_opponents_spells_dont_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert embers(d) == 0


def test_ashmouth_dragon_deals_two_damage_to_any_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, EGG, transformed=True)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.life(1) == 18


def test_a_spell_cast_without_mana_puts_no_ember_counter() -> None:
    """CR 601.2h, 122.6: Shock cast without paying its mana cost (Omniscience) had no mana
    spent on it: the Egg's ability puts zero ember counters, which is no counter at all (no
    event of counters being put on it, nothing noted on it)."""
    from tests.reference_cards import OMNISCIENCE
    s = Scenario(seed=1)
    s.battlefield(0, EGG, OMNISCIENCE.name)
    s.hand(0, "Shock")
    d = Driver(s.build())
    n = len(d.state.log)
    d.cast(0, "Shock", targets=[1], method="without_paying")
    d.resolve()
    assert d.state.objects[d.find(EGG)].counters == {}
    assert [e for e in d.state.log[n:] if e.kind == "counters_added"] == []
    d.resolve()
    assert d.life(1) == 18


def test_an_earlier_trigger_doesnt_transform_the_dragon_back() -> None:
    """CR 701.27f: two instants of seven mana each trigger the Egg twice. The later trigger
    resolves first and transforms it; the earlier one then finds seven counters on Ashmouth
    Dragon, which has transformed since that ability was put on the stack: it stays a
    Dragon."""
    s = Scenario(seed=1)
    s.battlefield(0, "Smoldering Egg", *["Mountain"] * 14)
    s.hand(0, "Lunar Frenzy", "Lunar Frenzy")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    egg = d.find("Smoldering Egg")
    d.cast(0, d.ids("Lunar Frenzy", zone="hand")[0], x=6, targets=[egg])
    d.cast(0, d.ids("Lunar Frenzy", zone="hand")[0], x=6, targets=[egg])
    d.resolve()  # the second spell's trigger: seven counters, it transforms
    assert d.chars(egg).name == "Ashmouth Dragon"
    d.resolve()  # the second Lunar Frenzy
    d.resolve()  # the first spell's trigger
    assert d.chars(egg).name == "Ashmouth Dragon"

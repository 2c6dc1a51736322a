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


def test_a_copied_spell_isnt_cast_and_adds_no_counters() -> None:
    """CR 707.10: Galvanic Iteration's copy of Shock is put on the stack, not cast: the Egg
    gets two counters for Galvanic Iteration and one for Shock, none for the copy."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain", "Mountain", "Island")
    s.hand(0, "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve_all()
    assert embers(d) == 2
    d.cast(0, "Shock", targets=[1])
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(1)  # the copy keeps player 1 as its target
    assert embers(d) == 3
    assert d.life(1) == 16


def test_counters_beyond_seven_are_all_removed_as_it_transforms() -> None:
    """"Remove them": with five counters, Starstorm with X=1 ({1}{R}{R}, three mana) makes
    eight; all eight are removed and it transforms into Ashmouth Dragon."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, counters={"ember": 5})
    s.battlefield(0, *["Mountain"] * 3)
    s.hand(0, "Starstorm")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=1)
    d.resolve()
    egg = d.find(EGG)
    assert d.chars(egg).name == "Ashmouth Dragon" and embers(d) == 0


def test_the_egg_gone_before_its_ability_resolves_gets_nothing() -> None:
    """CR 400.7, 608.2h: Swords to Plowshares exiles the Egg in response to its ability; the
    ability resolves without effect: the exiled card has no counters and no error is
    raised."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find(EGG)])
    d.resolve()
    assert d.zone_of(EGG) == "exile"
    d.resolve()
    assert len(d.state.stack) == 1  # only Shock remains
    assert d.state.objects[d.find(EGG, "exile")].counters == {}
    d.resolve()
    assert d.life(1) == 18 and d.life(0) == 20


def test_ashmouth_dragons_target_gone_means_no_damage() -> None:
    """CR 608.2b: the Dragon's ability targets Glory Seeker; player 1 exiles it with Swords
    to Plowshares in response (gaining 2 life): the ability doesn't resolve and deals no
    damage to anything."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[1])
    d.expect("target")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile" and d.life(1) == 22
    d.resolve()
    assert len(d.state.stack) == 1 and d.life(1) == 22 and d.life(0) == 20
    d.resolve()
    assert d.life(1) == 20


def test_defender_the_egg_cant_attack_but_ashmouth_dragon_can() -> None:
    """CR 702.3b: the Egg isn't offered as an attacker; its back face, without defender, is."""
    from manastack.decisions.actions import DeclareAttacker
    for transformed, offered in ((False, False), (True, True)):
        s = Scenario(seed=1)
        s.battlefield(0, EGG, transformed=transformed)
        s.battlefield(0, "Glory Seeker")
        d = Driver(s.build())
        d.to_combat()
        attackers = {a.creature for a in d.game.legal_actions()
                     if isinstance(a, DeclareAttacker)}
        assert (d.find(EGG) in attackers) is offered
        assert d.find("Glory Seeker") in attackers


def test_ashmouth_dragon_gone_its_ability_still_deals_the_damage() -> None:
    """CR 113.7a, 608.2h: player 1 exiles Ashmouth Dragon with Swords to Plowshares in
    response to its ability; the ability resolves anyway, using the Dragon's last known
    information as the source: player 1 is dealt 2 damage (after gaining 4), then Shock's 2."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    dragon = d.find(EGG)
    d.cast(0, "Shock", targets=[1])
    d.expect("target")
    d.choose(1)
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[dragon])
    d.resolve()
    assert d.zone_of(EGG) == "exile" and d.life(0) == 24
    d.resolve()
    assert d.life(1) == 18
    d.resolve()
    assert d.life(1) == 16


def test_a_clone_of_the_egg_copies_no_counters_and_cant_transform() -> None:
    """CR 707.2, 701.27c, 712.9: Clone entering as a copy of the Egg (three ember counters)
    is a Smoldering Egg without counters. Searing Flesh (seven mana) gives each seven: the
    real Egg transforms into Ashmouth Dragon; the Clone, not a double-faced card, has its
    counters removed and doesn't transform."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, counters={"ember": 3})
    s.battlefield(0, *["Island"] * 4, *["Mountain"] * 7)
    s.hand(0, "Clone", "Searing Flesh")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    egg = d.find(EGG)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(egg)
    clone = d.state.battlefield[-1]
    c = d.chars(clone)
    assert c.name == EGG and (c.power, c.toughness) == (0, 4) and c.has("Defender")
    assert d.state.objects[clone].counters == {}
    d.cast(0, "Searing Flesh", targets=[1])
    d.take_first("order_triggers")
    while len(d.state.stack) > 1:
        d.resolve()
    assert d.chars(egg).name == "Ashmouth Dragon"
    assert d.state.objects[egg].counters.get("ember", 0) == 0
    assert d.chars(clone).name == EGG
    assert d.state.objects[clone].counters.get("ember", 0) == 0


def test_an_x_spell_with_x_zero_counts_its_coloured_mana() -> None:
    """CR 107.3, 601.2h: Starstorm with X=0 costs {R}{R}: two mana were spent, so two ember
    counters (the spell deals no damage)."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=0)
    d.resolve()
    assert embers(d) == 2
    d.resolve()
    assert d.state.objects[d.find(EGG)].damage == 0


def test_a_copy_cast_without_paying_its_mana_cost_counts_the_increase_paid() -> None:
    """CR 601.2h, 118.9d, 707.12: Bloodthirsty Adversary's copy of Shock is cast without
    paying its mana cost, but Curse of Silence (naming Shock, on the Egg's controller) makes
    it cost {2}: that mana was spent to cast it, so the Egg gets two ember counters."""
    s = Scenario(seed=1)
    s.battlefield(0, EGG, *["Mountain"] * 7)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    [copy] = [a.value for a in d.game.legal_actions() if a.value is not None]
    d.choose(copy)
    d.choose(1)  # the copy's target: the opponent
    d.pay()  # {2}
    while d.state.stack:
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.choose(False)  # the Curse's owner keeps it
    assert embers(d) == 2
    assert d.life(1) == 18

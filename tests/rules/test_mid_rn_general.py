"""General rulings of the Innistrad: Midnight Hunt release notes, checked with implemented cards.

Rulings covered: MID-RN-006 (daybound entering at night without being cast), MID-RN-026
(an instruction to transform a single-faced copy of a double-faced permanent is ignored,
CR 701.27c, 712.9), MID-RN-042 (a flashback card put into your graveyard during your turn can
be cast before anyone else acts, CR 117.3b-c), MID-RN-125 and MID-RN-187 (characteristic-defining
abilities work in every zone, CR 604.3), MID-RN-128 (the spell is in the graveyard before
state-based actions).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


@pytest.mark.ruling("MID-RN-006")
def test_daybound_put_onto_the_battlefield_at_night_enters_nightbound_face_up() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Cryptic Gateway", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Wirewood Savage")
    s.hand(0, "Brutal Cathar")
    d = Driver(s.build())
    seekers = d.ids("Glory Seeker")
    d.activate(0, "Cryptic Gateway", choices=seekers)
    d.resolve()
    d.choose(d.find("Brutal Cathar", zone="hand"))
    brute = d.find("Brutal Cathar", zone="battlefield")
    c = d.chars(brute)
    assert c.name == "Moonrage Brute" and c.has("Nightbound") and c.has("First strike")
    # it didn't enter as Brutal Cathar: its enters ability doesn't trigger
    assert not d.state.stack
    assert d.find("Wirewood Savage", zone="battlefield")


@pytest.mark.ruling("MID-RN-006")
def test_daybound_put_onto_the_battlefield_at_day_enters_front_face_up() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Cryptic Gateway", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Brutal Cathar")
    d = Driver(s.build())
    d.activate(0, "Cryptic Gateway", choices=d.ids("Glory Seeker"))
    d.resolve()
    d.choose(d.find("Brutal Cathar", zone="hand"))
    assert d.chars(d.find("Brutal Cathar", zone="battlefield")).name == "Brutal Cathar"


@pytest.mark.ruling("MID-RN-026")
def test_transforming_a_single_faced_copy_does_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.battlefield(0, "Ecstatic Awakener", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Clone")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Ecstatic Awakener"))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Ecstatic Awakener"
    hand = len(d.state.players[0].hand)
    d.activate(0, clone, choices=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.players[0].hand) == hand + 1  # the rest of the ability happened
    c = d.chars(clone)
    assert c.name == "Ecstatic Awakener" and (c.power, c.toughness) == (1, 1)
    assert d.state.objects[clone].face == 0


@pytest.mark.ruling("MID-RN-042")
def test_flashback_card_put_into_your_graveyard_castable_before_others_act() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", "Mountain")
    s.hand(0, "Consider")
    s.library(0, "Galvanic Iteration", "Island", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    d.choose(True)  # the top card goes into the graveyard
    iteration = d.find("Galvanic Iteration", zone="graveyard")
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert CastSpell(iteration, "flashback") in d.game.legal_actions()
    d.cast(0, iteration, method="flashback")
    assert d.ids("Galvanic Iteration", zone="stack")


@pytest.mark.ruling("MID-RN-125", "MID-RN-187")
def test_power_defining_abilities_work_in_every_zone() -> None:
    """CR 604.3: in a graveyard, Consuming Blob and Old Stickfingers count themselves."""
    s = Scenario(seed=1)
    s.graveyard(0, "Consuming Blob", "Shock")
    s.hand(0, "Consuming Blob")
    s.graveyard(1, "Old Stickfingers", "Forest", "Glory Seeker")
    d = Driver(s.build())
    in_yard = d.find("Consuming Blob", zone="graveyard")
    assert (d.chars(in_yard).power, d.chars(in_yard).toughness) == (2, 3)  # Creature, Instant
    in_hand = d.find("Consuming Blob", zone="hand")
    assert (d.chars(in_hand).power, d.chars(in_hand).toughness) == (2, 3)
    sticks = d.find("Old Stickfingers")
    assert (d.chars(sticks).power, d.chars(sticks).toughness) == (2, 2)  # itself and the Seeker


@pytest.mark.ruling("MID-RN-128")
def test_the_damaging_instant_is_in_the_graveyard_before_state_based_actions() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob")
    s.graveyard(0, "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.graveyard(1, "Shock")  # an opponent's instant doesn't count for your Blob
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (1, 2)
    d.pass_priority()
    d.cast(1, "Shock", targets=[blob])
    d.resolve()
    # Shock went to its owner's graveyard, not yours: the Blob is still 1/2 and dies
    assert d.ids("Consuming Blob", zone="graveyard")


@pytest.mark.ruling("MID-RN-128")
def test_your_own_damaging_instant_counts_before_state_based_actions() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Consuming Blob", "Mountain")
    s.graveyard(0, "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    blob = d.find("Consuming Blob")
    d.cast(0, "Shock", targets=[blob])
    d.resolve()
    # Shock is in your graveyard before state-based actions: the Blob is 2/3 with 2 damage
    assert d.ids("Consuming Blob", zone="battlefield")
    assert (d.chars(blob).power, d.chars(blob).toughness) == (2, 3)

"""Festival Crasher — {1}{R} Creature — Devil 1/3.

Oracle: "Whenever you cast an instant or sorcery spell, Festival Crasher gets +2/+0 until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Festival Crasher")


def test_instant_pumps_it_but_a_creature_spell_does_not() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Plains", "Mountain", "Mountain")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(1, "Mountain")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.chars(crasher).power == 1
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # the trigger
    assert d.chars(crasher).power == 3
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.chars(crasher).power == 1


def test_flashback_cast_counts_and_an_opponents_spell_doesnt() -> None:
    """A spell cast with flashback is cast (CR 601.2, 702.34a): +2/+0 again, each time; an
    instant the opponent casts isn't "you cast" (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Plains", "Island", "Plains", "Island", "Mountain")
    s.hand(0, "Faithful Mending")
    s.library(0, *["Island"] * 6)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    d.cast(0, "Faithful Mending")
    d.resolve()
    d.resolve()
    d.take_first("discard")
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    assert d.chars(crasher).power == 3
    d.cast(0, "Faithful Mending", method="flashback")
    d.resolve()
    assert d.chars(crasher).power == 5
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1  # no trigger
    d.resolve()
    assert d.chars(crasher).power == 5


def test_a_copy_of_a_spell_isnt_cast() -> None:
    """CR 707.10: Galvanic Iteration and Shock are each cast (+2/+0 twice); the copy of Shock
    is created, not cast, so it adds nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    d.cast(0, "Galvanic Iteration")
    d.resolve()  # the Crasher's trigger
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve_all()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
        d.resolve_all()
    assert d.life(1) == 16  # the Shock and its copy
    assert d.chars(crasher).power == 5


def test_cycling_a_card_is_no_spell_cast() -> None:
    """CR 702.29a, 602.1: cycling Forgotten Cave is an activated ability, not a spell: no
    +2/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Mountain")
    s.hand(0, "Forgotten Cave")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, d.find("Forgotten Cave", zone="hand"))
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Festival Crasher")).power == 1


def test_the_bonus_stays_though_the_spell_is_countered() -> None:
    """CR 603.2, 601.2i: the ability triggers on casting; it resolves before the spell, and
    the +2/+0 stays though the opponent then counters the Shock (Devious Cover-Up)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Festival Crasher", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    crasher = d.find("Festival Crasher")
    shock = d.cast(0, "Shock", targets=[1])
    d.resolve()  # the trigger
    assert d.chars(crasher).power == 3
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[shock])
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Shock") == "exile" and d.life(1) == 20
    assert d.chars(crasher).power == 3

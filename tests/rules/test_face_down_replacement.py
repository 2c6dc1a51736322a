"""A card entering the battlefield face down doesn't get the replacement abilities of its face
(CR 708.3, 614.12): it is turned face down before it enters, so "~ enters with two +1/+1
counters on it" does nothing, and turning it face up later isn't entering (CR 708.8).

No Onslaught morph card has such an ability, nor an "enters" triggered ability, so the tests
define them (Scourge's and later sets' morph creatures work the same way).

Rulings covered: ONS-FAQ-004, ONS-FAQ-008, ONS-FAQ-011."""

from __future__ import annotations

import pytest

# ruff: noqa: F405  (the card is written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

PLATED = define_card(
    "Reference Test Plated Morph", "{1}{G}", "Creature — Beast",
    "Reference Test Plated Morph enters with two +1/+1 counters on it.\nMorph {G}",
    power=1, toughness=1,
    abilities=[enters_with_counters("+1/+1", 2)]).name

HERALDED = define_card(
    "Reference Test Heralded Morph", "{1}{W}", "Creature — Human Cleric",
    "When Reference Test Heralded Morph enters the battlefield, you gain 3 life.\nMorph {W}",
    power=1, toughness=1,
    abilities=[triggered(enters(), GainLife(3))]).name


def test_a_card_cast_face_up_enters_with_its_counters() -> None:
    """CR 614.1c, 614.12: cast face up, it enters with two +1/+1 counters, a 3/3."""
    s = Scenario(seed=1).hand(0, PLATED).battlefield(0, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, PLATED)
    d.resolve()
    oid = d.find(PLATED)
    assert d.state.objects[oid].counters == {"+1/+1": 2}
    assert (d.chars(oid).power, d.chars(oid).toughness) == (3, 3)


@pytest.mark.ruling("ONS-FAQ-008")
def test_a_card_entering_face_down_doesnt_get_its_face_up_self_replacement_ability() -> None:
    """CR 708.3, 614.12, 708.8: cast face down for {3}, it enters as a 2/2 with no counters;
    turned face up, it is a 1/1 that still has none (turning face up isn't entering)."""
    s = Scenario(seed=1).hand(0, PLATED).battlefield(0, "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, PLATED, method="face_down")
    d.resolve()
    oid = d.state.battlefield[-1]
    assert d.state.objects[oid].face_down
    assert d.state.objects[oid].counters == {}
    assert (d.chars(oid).power, d.chars(oid).toughness) == (2, 2)
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert not d.state.objects[oid].face_down
    assert d.state.objects[oid].counters == {}
    assert (d.chars(oid).power, d.chars(oid).toughness) == (1, 1)


@pytest.mark.ruling("ONS-FAQ-008", "ONS-FAQ-004", "ONS-FAQ-011")
def test_an_enters_trigger_triggers_neither_entering_face_down_nor_turning_face_up() -> None:
    """Cast face up, its "enters" ability gains 3 life; cast face down it triggers nothing (it
    has no abilities as it enters, CR 708.3), and turning it face up isn't entering, so it
    doesn't trigger then either (CR 708.8)."""
    s = Scenario(seed=1).hand(0, HERALDED).battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, HERALDED)
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 23

    s = Scenario(seed=1).hand(0, HERALDED).battlefield(0, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, HERALDED, method="face_down")
    d.resolve()
    oid = d.state.battlefield[-1]
    assert d.state.objects[oid].face_down and not d.state.stack
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert d.chars(oid).name == HERALDED
    assert not d.state.stack and d.decision.kind == "priority"
    d.pass_priority()
    assert d.life(0) == 20

"""A card entering the battlefield face down doesn't get the replacement abilities of its face
(CR 708.3, 614.12): it is turned face down before it enters, so "~ enters with two +1/+1
counters on it" does nothing, and turning it face up later isn't entering (CR 708.8).

No Onslaught morph card has such an ability, so the test defines one (Scourge's and later
sets' morph creatures that enter with counters work the same way)."""

from __future__ import annotations

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


def test_a_card_cast_face_up_enters_with_its_counters() -> None:
    """CR 614.1c, 614.12: cast face up, it enters with two +1/+1 counters, a 3/3."""
    s = Scenario(seed=1).hand(0, PLATED).battlefield(0, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, PLATED)
    d.resolve()
    oid = d.find(PLATED)
    assert d.state.objects[oid].counters == {"+1/+1": 2}
    assert (d.chars(oid).power, d.chars(oid).toughness) == (3, 3)


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

"""Curse of Conformity — {4}{W} Enchantment — Aura Curse.

Oracle: "Enchant player
Nonlegendary creatures enchanted player controls have base power and toughness 3/3 and lose all
creature types."
Rulings covered: MIC-RN-045, MIC-RN-046 (and MIC-OR-0016, MIC-OR-0017, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Curse of Conformity")

CARD = "Curse of Conformity"


def _pt(d: Driver, oid: int) -> tuple[int | None, int | None]:
    c = d.chars(oid)
    return c.power, c.toughness


def test_only_nonlegendary_creatures_of_the_enchanted_player() -> None:
    """The opponent's Elvish Warrior becomes a 3/3 with no creature types; their legendary
    Visara stays a 5/5 Gorgon; the caster's own Glory Seeker is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Visara the Dreadful")
    s.hand(0, CARD)
    d = Driver(s.build())
    warrior, visara = d.find("Elvish Warrior"), d.find("Visara the Dreadful")
    d.cast(0, CARD, targets=[1])
    d.resolve()
    assert d.state.objects[d.find(CARD)].attached_to == 1
    assert _pt(d, warrior) == (3, 3)
    assert not {"Elf", "Warrior"} & d.chars(warrior).subtypes
    assert _pt(d, visara) == (5, 5) and "Gorgon" in d.chars(visara).subtypes
    assert _pt(d, d.find("Glory Seeker")) == (2, 2)
    assert "Human" in d.chars(d.find("Glory Seeker")).subtypes


@pytest.mark.ruling("MIC-RN-045", "MIC-OR-0016")
def test_pump_effects_and_counters_apply_whenever_they_began() -> None:
    """Elvish Warrior with a +1/+1 counter, pumped +2/+2 by Flare of Faith before the Curse
    arrives, is 3/3 base + 1 + 2 = 6/6; another Flare afterwards makes it 8/8."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 9)
    s.battlefield(1, "Elvish Warrior", counters={"+1/+1": 1})
    s.hand(0, "Flare of Faith", CARD, "Flare of Faith")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    assert _pt(d, warrior) == (5, 6)
    d.cast(0, CARD, targets=[1])
    d.resolve()
    assert _pt(d, warrior) == (6, 6)
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    assert _pt(d, warrior) == (8, 8)


@pytest.mark.ruling("MIC-RN-046", "MIC-OR-0017")
def test_changeling_loses_all_creature_types_but_keeps_changeling() -> None:
    """Avian Changeling is every creature type until the Curse is attached to its controller;
    then it has no creature type, though it still has changeling (and flying)."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.battlefield(1, "Avian Changeling")
    s.hand(0, CARD)
    d = Driver(s.build())
    bird = d.find("Avian Changeling")
    assert {"Zombie", "Human", "Shapeshifter", "Angel"} <= d.chars(bird).subtypes
    d.cast(0, CARD, targets=[1])
    d.resolve()
    c = d.chars(bird)
    assert not c.subtypes
    assert c.has("Changeling") and c.has("Flying")
    assert (c.power, c.toughness) == (3, 3)


def test_a_characteristic_defining_power_is_set_under_the_curse_s() -> None:
    """CR 613.4a, 613.4b: Soulless One's power and toughness come from its
    characteristic-defining ability in layer 7a, whatever its timestamp; the Curse's base 3/3
    in layer 7b applies after it, so Soulless One is 3/3 though two Zombie cards lie in
    graveyards (and the Curse, older than it, still wins)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, CARD)
    s.graveyard(1, "Gluttonous Zombie", "Severed Legion")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(1, "Soulless One")
    s.library(0, "Plains", "Plains")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Soulless One")
    d.resolve()
    one = d.find("Soulless One", zone="battlefield")
    assert _pt(d, one) == (3, 3)
    assert not d.chars(one).subtypes

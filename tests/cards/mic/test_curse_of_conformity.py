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


def test_a_creature_taken_from_the_enchanted_player_is_itself_again() -> None:
    """CR 611.3a: the Curse's effect applies to whatever the enchanted player controls now:
    Elvish Warrior, taken by its caster with Pack's Betrayal, is a 2/3 Elf Warrior again; at
    end of turn it returns, and is a 3/3 with no creature types again."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Pack's Betrayal")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert _pt(d, warrior) == (3, 3) and not d.chars(warrior).subtypes
    d.cast(0, "Pack's Betrayal", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 0
    assert _pt(d, warrior) == (2, 3) and {"Elf", "Warrior"} <= d.chars(warrior).subtypes
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1
    assert _pt(d, warrior) == (3, 3) and not d.chars(warrior).subtypes


def test_the_curse_destroyed_the_creatures_are_themselves_again() -> None:
    """CR 611.3a: the static ability stops applying once the Curse leaves the battlefield
    (Naturalize): Elvish Warrior is a 2/3 Elf Warrior again."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    assert _pt(d, warrior) == (3, 3)
    d.cast(1, "Naturalize", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert _pt(d, warrior) == (2, 3) and {"Elf", "Warrior"} <= d.chars(warrior).subtypes


def test_losing_its_types_a_creature_no_longer_gets_a_lord_s_bonus() -> None:
    """CR 613.1d, 613.4c: the types are lost in layer 4, before Aven Brigadier's "Other Soldier
    creatures get +1/+1" picks what it affects in layer 7c: the cursed player's Glory Seeker,
    no Soldier now, is a plain 3/3; Aven Brigadier (nonlegendary) is a 3/3 too."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(1, "Aven Brigadier", "Glory Seeker")
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    theirs = d.find("Glory Seeker", player=1)
    mine = d.find("Glory Seeker", player=0)
    assert _pt(d, theirs) == (3, 3) and not d.chars(theirs).subtypes
    assert _pt(d, d.find("Aven Brigadier")) == (3, 3)
    assert _pt(d, mine) == (3, 3)  # the caster's Soldier: 2/2 and the Brigadier's +1/+1


def test_a_face_down_creature_of_the_enchanted_player_is_a_3_3() -> None:
    """CR 708.2a, 613.4b: a face-down creature is a 2/2 by its copiable values (layer 1); the
    Curse's base 3/3 (layer 7b) applies over that; turned face up, Skirk Commando (2/1) is
    a 3/3 with no creature types."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(1, "Skirk Commando", face_down=True)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    commando = d.find("Skirk Commando")
    assert _pt(d, commando) == (3, 3)
    d.special(1, "turn_face_up", commando)
    d.pay()
    assert d.chars(commando).name == "Skirk Commando"
    assert _pt(d, commando) == (3, 3) and not d.chars(commando).subtypes


"""Kyler, Sigardian Emissary — {3}{G}{W} Legendary Creature — Human Cleric 2/2.

Oracle: "Whenever another Human enters the battlefield under your control, put a +1/+1 counter
on Kyler, Sigardian Emissary. / Other Humans you control get +1/+1 for each counter on Kyler."
Rulings covered: MIC-RN-017, MIC-OR-0011, MIC-RN-018, MIC-OR-0012.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Kyler, Sigardian Emissary")

CARD = "Kyler, Sigardian Emissary"


def test_another_human_entering_grows_kyler_and_the_other_humans() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    kyler = d.find(CARD)
    assert d.state.objects[kyler].counters == {"+1/+1": 1}
    assert (d.chars(kyler).power, d.chars(kyler).toughness) == (3, 3)  # not itself
    mine = d.find("Glory Seeker", "battlefield", 0)
    theirs = d.find("Glory Seeker", "battlefield", 1)
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 3)
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (2, 2)  # not yours


@pytest.mark.ruling("MIC-RN-017", "MIC-OR-0011")
def test_humans_entering_with_kyler_trigger_it_once_each() -> None:
    """Moorland Rescuer returns Kyler and two Avacyn's Pilgrims at the same time."""
    s = Scenario(seed=1)
    s.battlefield(0, "Moorland Rescuer", "Swamp", "Swamp")
    s.graveyard(0, CARD, "Avacyn's Pilgrim", "Avacyn's Pilgrim")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Moorland Rescuer")])
    d.resolve()
    d.resolve()
    for oid in [d.find(CARD, "graveyard"), *d.ids("Avacyn's Pilgrim", "graveyard")]:
        d.choose(oid)
    d.expect("order_triggers")
    d.choose(d.decision.actions[0].value)
    assert len(d.state.stack) == 2  # one trigger for each Pilgrim
    d.resolve_all()
    kyler = d.find(CARD)
    assert d.state.objects[kyler].counters == {"+1/+1": 2}
    for p in d.ids("Avacyn's Pilgrim", "battlefield"):
        assert (d.chars(p).power, d.chars(p).toughness) == (3, 3)


@pytest.mark.ruling("MIC-RN-018", "MIC-OR-0012")
def test_bonus_counts_every_kind_of_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"-1/-1": 1, "corpse": 2})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    assert (d.chars(d.find(CARD)).power, d.chars(d.find(CARD)).toughness) == (1, 1)
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)


def test_humans_that_lost_their_creature_types_get_no_bonus() -> None:
    """CR 613.1d, 613.4b, 613.4c: Kyler has three counters; the opponent's Curse of
    Conformity on Kyler's controller makes Heronblade Elite (a nonlegendary Human) lose all
    creature types in layer 4, before Kyler's +3/+3 looks for "other Humans" in layer 7c: it
    is a plain 3/3 (base power and toughness from the Curse, layer 7b), not a 6/6. Once the
    Curse is destroyed it is a Human 4/4 again. Kyler, legendary, keeps its types."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 3})
    s.battlefield(0, "Heronblade Elite")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    elite = d.find("Heronblade Elite")
    assert (d.chars(elite).power, d.chars(elite).toughness) == (3, 3)
    assert d.chars(elite).subtypes == frozenset()
    assert "Human" in d.chars(d.find(CARD)).subtypes
    d.cast(1, "Naturalize", targets=[d.find("Curse of Conformity")])
    d.resolve()
    assert (d.chars(elite).power, d.chars(elite).toughness) == (4, 4)
    assert "Human" in d.chars(elite).subtypes



def test_an_opponent_s_human_doesn_t_trigger_it() -> None:
    """CR 603.2: "under your control": a Human entering under an opponent's control doesn't
    trigger Kyler, which keeps its two counters, its Human still 4/4 and theirs 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    kyler = d.find(CARD)
    seeker = d.find("Glory Seeker", "battlefield", 0)
    assert d.chars(seeker).power == 4
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[kyler].counters == {"+1/+1": 2}
    assert d.chars(seeker).power == 4
    assert d.chars(d.find("Glory Seeker", "battlefield", 1)).power == 2


def test_a_changeling_is_a_human_a_goblin_isn_t() -> None:
    """CR 702.73a, 205.3d: Avian Changeling entering is another Human: a counter, and it gets
    the bonus; Festering Goblin (Zombie Goblin) entering doesn't trigger Kyler."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Plains"] * 3, "Swamp")
    s.hand(0, "Avian Changeling", "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Festering Goblin")
    d.resolve()
    assert not d.state.stack
    kyler = d.find(CARD)
    assert d.state.objects[kyler].counters == {}
    goblin = d.find("Festering Goblin", zone="battlefield")
    assert (d.chars(goblin).power, d.chars(goblin).toughness) == (1, 1)
    d.cast(0, "Avian Changeling")
    d.resolve()
    d.resolve()
    assert d.state.objects[kyler].counters == {"+1/+1": 1}
    avian = d.find("Avian Changeling", zone="battlefield")
    assert (d.chars(avian).power, d.chars(avian).toughness) == (3, 3)
    assert (d.chars(goblin).power, d.chars(goblin).toughness) == (1, 1)


def test_the_bonus_ends_when_kyler_leaves_the_battlefield() -> None:
    """CR 611.3a: the static ability's effect stops applying as soon as Kyler is bounced
    (Chain of Vapor); its counters are gone with it (CR 122.2, 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", "Island")
    s.hand(0, "Chain of Vapor")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    d.cast(0, "Chain of Vapor", targets=[d.find(CARD)])
    d.resolve()
    d.choose(False)
    assert d.zone_of(CARD) == "hand"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_made_to_read_elf_elves_grow_it_and_get_the_bonus() -> None:
    """CR 612.1, 612.2: Human changed to Elf on Kyler (an Elf Cleric now): another Elf
    entering under your control adds a counter, a Human doesn't; other Elves you control get
    +1/+1 for each counter, Humans don't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Forest", "Island", "Glory Seeker")
    s.hand(0, "Avacyn's Pilgrim", "Elvish Warrior", "Artificial Evolution")
    d = Driver(s.build())
    kyler = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[kyler])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    assert d.chars(kyler).subtypes == {"Elf", "Cleric"}
    d.cast(0, "Avacyn's Pilgrim")
    d.resolve()
    assert not d.state.stack
    d.cast(0, "Elvish Warrior")
    d.resolve()
    d.resolve()
    assert d.state.objects[kyler].counters == {"+1/+1": 1}
    assert d.chars(d.find("Elvish Warrior")).power == 3
    assert d.chars(d.find("Glory Seeker")).power == 2

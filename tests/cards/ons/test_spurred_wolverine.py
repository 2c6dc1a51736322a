"""Spurred Wolverine — {4}{R} Creature — Wolverine Beast 3/2.

Oracle: "Tap two untapped Beasts you control: Target creature gains first strike until end of
turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Spurred Wolverine")


@pytest.mark.ruling("ONS-OR-0162")
def test_tap_two_beasts_to_give_first_strike() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Barkhide Mauler", sick=True)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Spurred Wolverine", targets=[seeker],
               choices=[d.find("Spurred Wolverine"), d.find("Barkhide Mauler")])
    d.resolve()
    assert d.chars(seeker).has("First strike")
    assert d.state.objects[d.find("Barkhide Mauler")].tapped
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).has("First strike")


def test_one_beast_is_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Glory Seeker")
    d = Driver(s.build())
    w = d.find("Spurred Wolverine")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == w]


@pytest.mark.ruling("ONS-OR-0163")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Barkhide Mauler", "Barkhide Mauler")
    d = Driver(s.build())
    wolverine, maulers = d.find("Spurred Wolverine"), d.ids("Barkhide Mauler")
    d.activate(0, wolverine, targets=[wolverine], pay=False)
    d.expect("cost_tap")
    assert Choose(wolverine) in d.decision.actions
    for m in maulers:
        d.choose(m)
    d.resolve()
    assert d.chars(wolverine).has("First strike")
    assert not d.state.objects[wolverine].tapped
    assert all(d.state.objects[m].tapped for m in maulers)


def test_only_untapped_face_up_beasts_you_control_can_be_tapped() -> None:
    """"Two untapped Beasts you control": a tapped Beast, an opponent's Beast and a face-down
    Beast (no creature types, CR 708.2a) aren't offered; with them only one Beast remains, too
    few to pay (CR 602.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine")
    s.battlefield(0, "Barkhide Mauler", tapped=True)
    s.battlefield(0, "Charging Slateback", face_down=True)
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    w = d.find("Spurred Wolverine")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == w]


def test_first_strike_given_after_blocks_wins_the_fight() -> None:
    """Given after blockers are declared, first strike adds a first-strike damage step (CR
    510.4, 702.7b): the attacking 3/2 Wolverine, tapped, is given it by two other Beasts and
    kills the 2/2 blocker before that deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Barkhide Mauler", "Barkhide Mauler")
    s.battlefield(1, "Spined Basher")
    d = Driver(s.build())
    w = d.find("Spurred Wolverine")
    d.to_combat()
    d.attack([w])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Spined Basher"): w})
    d.activate(0, w, targets=[w], choices=d.ids("Barkhide Mauler"))
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.zone_of("Spined Basher") == "graveyard"
    assert d.zone_of("Spurred Wolverine") == "battlefield"
    assert d.state.objects[w].damage == 0


def test_first_strike_given_after_first_strike_damage_still_lets_it_deal_regular_damage() -> None:
    """CR 702.7c: Chaplain of Alms (first strike) and Glory Seeker attack; in the first-strike
    combat damage step, after the Chaplain's 1 damage, Glory Seeker is given first strike; it
    hasn't dealt combat damage yet, so it still deals its 2 in the regular step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms", "Glory Seeker", "Spurred Wolverine", "Barkhide Mauler")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([d.find("Chaplain of Alms"), seeker])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority() if d.decision.kind == "priority" else d.block({})
    assert d.life(1) == 19
    d.activate(0, "Spurred Wolverine", targets=[seeker],
               choices=[d.find("Spurred Wolverine"), d.find("Barkhide Mauler")])
    d.resolve()
    assert d.chars(seeker).has("First strike")
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Spurred Wolverine's text: its type
    line reads Wolverine Elf and "Tap two untapped Elves you control" taps Wellwishers, never
    Barkhide Mauler (a Beast)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Spurred Wolverine", "Island", "Wellwisher", "Wellwisher", "Barkhide Mauler")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Spurred Wolverine")
    evolve(d, source, "Beast", "Elf")
    assert d.chars(source).subtypes == {"Wolverine", "Elf"}
    offered = activate_and_answer(d, source, (d.find("Barkhide Mauler"),))
    assert set(d.ids("Wellwisher")) <= offered and d.find("Barkhide Mauler") not in offered
    d.resolve()
    assert d.chars(d.find("Barkhide Mauler")).has("First strike")

"""Ancestor's Prophet — {4}{W} Creature — Human Cleric 1/5.

Oracle: "Tap five untapped Clerics you control: You gain 10 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Ancestor's Prophet")


@pytest.mark.ruling("ONS-OR-0003")
def test_tapping_five_clerics_gains_ten_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", sick=True)  # no {T}: summoning sickness is irrelevant
    s.battlefield(0, *["Daru Healer"] * 4, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Ancestor's Prophet")
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve()
    assert d.life(0) == 30
    assert d.state.objects[d.find("Ancestor's Prophet")].tapped
    assert all(d.state.objects[x].tapped for x in d.ids("Daru Healer"))
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_four_clerics_are_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", *["Daru Healer"] * 3, "Glory Seeker")
    d = Driver(s.build())
    prophet = d.find("Ancestor's Prophet")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == prophet]


@pytest.mark.ruling("ONS-OR-0004")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", *["Daru Healer"] * 5)
    d = Driver(s.build())
    prophet, healers = d.find("Ancestor's Prophet"), d.ids("Daru Healer")
    d.activate(0, prophet)
    d.expect("cost_tap")
    assert Choose(prophet) in d.decision.actions
    for healer in healers:
        d.choose(healer)
    d.resolve()
    assert d.life(0) == 30
    assert not d.state.objects[prophet].tapped
    assert all(d.state.objects[h].tapped for h in healers)


def _activatable(d: Driver, source: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == source
               for a in d.game.legal_actions())


def test_summoning_sick_clerics_may_be_tapped_for_the_cost() -> None:
    """CR 302.6 restricts only a creature's own {T} abilities: Clerics that came under your
    control this turn may be tapped to pay the Prophet's cost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", sick=True)
    s.battlefield(0, *["Daru Healer"] * 4, sick=True)
    d = Driver(s.build())
    d.activate(0, "Ancestor's Prophet")
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve()
    assert d.life(0) == 30


def test_tapped_clerics_and_an_opponents_clerics_dont_count() -> None:
    """"Untapped Clerics you control": with one of the five tapped and the opponent's Healers
    untapped, the ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", *["Daru Healer"] * 3)
    s.battlefield(0, "Daru Healer", tapped=True)
    s.battlefield(1, *["Daru Healer"] * 5)
    d = Driver(s.build())
    assert not _activatable(d, d.find("Ancestor's Prophet"))


def test_a_face_down_cleric_is_not_a_cleric() -> None:
    """CR 708.2a: a face-down Daru Healer has no creature types, so with it only four Clerics
    are there and the ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", *["Daru Healer"] * 3)
    s.battlefield(0, "Daru Healer", face_down=True)
    d = Driver(s.build())
    assert not _activatable(d, d.find("Ancestor's Prophet"))


def test_a_non_cleric_is_refused_for_the_cost_and_nothing_changes() -> None:
    """Choosing Glory Seeker (a Soldier) to tap is refused naming it; nothing is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", *["Daru Healer"] * 4, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Ancestor's Prophet")
    d.expect("cost_tap")
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(seeker)
    assert not d.state.objects[seeker].tapped
    assert not any(d.state.objects[x].tapped for x in d.ids("Daru Healer"))
    assert d.life(0) == 20


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Cleric with Elf in Ancestor's Prophet's text: its
    type line reads Human Elf and "Tap five untapped Elves you control" taps Wellwishers, never Daru
    Healer (a Cleric)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ancestor's Prophet", "Island", *["Wellwisher"] * 5, "Daru Healer")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Ancestor's Prophet")
    evolve(d, source, "Cleric", "Elf")
    assert d.chars(source).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, source, ())
    assert set(d.ids("Wellwisher")) <= offered and d.find("Daru Healer") not in offered
    d.resolve()
    assert d.life(0) == 30

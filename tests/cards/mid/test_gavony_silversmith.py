"""Gavony Silversmith — {3}{W} Creature — Human Soldier 2/3.

Oracle: "When Gavony Silversmith enters the battlefield, put a +1/+1 counter on each of up to
two target creatures."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gavony Silversmith")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Gavony Silversmith")
    return Driver(s.build())


def test_two_counters_on_two_creatures() -> None:
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    smith, seeker = d.find("Gavony Silversmith"), d.find("Glory Seeker")
    d.choose(smith)
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[smith].counters == {"+1/+1": 1}
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.chars(seeker).power == 3


def test_up_to_two_may_be_one() -> None:
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    warrior = d.find("Elvish Warrior")
    d.choose(warrior)
    d.choose(None)
    d.resolve()
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Gavony Silversmith")].counters == {}


def test_the_same_creature_cant_be_chosen_twice() -> None:
    """One instance of "target" can't choose the same object twice (CR 115.3, 601.2c): with
    one creature chosen, it isn't offered again."""
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    assert Choose(seeker) not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    d.choose(None)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_no_target_at_all() -> None:
    """"Up to two" allows zero targets (CR 115.1, 601.2c): the ability goes on the stack and
    puts no counter anywhere."""
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    d.choose(None)
    assert d.state.stack
    d.resolve()
    assert not d.state.stack
    assert all(not d.state.objects[i].counters for i in d.state.battlefield)


def test_one_target_gone_the_other_still_gets_its_counter() -> None:
    """A target that became illegal is left alone but the ability still resolves for the
    other (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Mountain")
    s.hand(0, "Gavony Silversmith")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.choose(seeker)
    d.choose(warrior)
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    assert d.chars(warrior).power == 3


def test_a_noncreature_target_is_refused_and_nothing_changes() -> None:
    """"Target creatures" (CR 115.1): choosing a land is refused, naming it, and the game is
    unchanged."""
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Plains"):
        d.choose(d.find("Plains"))
    assert d.game.fingerprint() == before


def test_a_face_down_creature_gets_the_counter_and_keeps_it_turned_face_up() -> None:
    """A face-down 2/2 is a creature to target (CR 708.2); its counter stays when it is turned
    face up, as it is the same object (CR 708.8): Towering Baloth becomes 8/7."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, *["Forest"] * 7)
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.hand(0, "Gavony Silversmith")
    d = Driver(s.build())
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    baloth = d.find("Towering Baloth")
    d.choose(baloth)
    d.choose(None)
    d.resolve()
    assert (d.chars(baloth).power, d.chars(baloth).toughness) == (3, 3)
    d.special(0, "turn_face_up", "Towering Baloth")
    d.pay()
    assert d.state.objects[baloth].counters == {"+1/+1": 1}
    assert (d.chars(baloth).power, d.chars(baloth).toughness) == (8, 7)

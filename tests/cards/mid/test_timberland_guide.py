"""Timberland Guide — {1}{G} Creature — Human Scout 1/1.

Oracle: "When Timberland Guide enters the battlefield, put a +1/+1 counter on target
creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Timberland Guide")


def test_counter_on_target_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Timberland Guide")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 1}
    assert d.chars(d.find("Glory Seeker")).power == 3


@pytest.mark.ruling("MID-OR-0608")
def test_may_target_itself() -> None:
    """Official ruling: "You may choose Timberland Guide as the target of its own ability."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Timberland Guide")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    guide = d.find("Timberland Guide", zone="battlefield")
    d.expect("target")
    d.choose(guide)
    d.resolve()
    assert d.state.objects[guide].counters == {"+1/+1": 1}
    assert (d.chars(guide).power, d.chars(guide).toughness) == (2, 2)


def test_an_illegal_target_gets_nothing_and_no_other_creature_does() -> None:
    """CR 608.2b: Glory Seeker, the only target, is Shocked in response: the ability doesn't
    resolve and no creature gets a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain")
    s.hand(0, "Timberland Guide", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.objects[d.find("Timberland Guide", zone="battlefield")].counters


def test_no_other_creature_it_must_target_itself() -> None:
    """CR 603.3d: a triggered ability needs a legal target to be put on the stack; the Guide
    is the only creature, so it is the only target offered."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Timberland Guide")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    guide = d.find("Timberland Guide", zone="battlefield")
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {guide}


def test_guide_gone_before_resolution_the_target_still_gets_the_counter() -> None:
    """CR 113.7a: the trigger resolves without its source; Glory Seeker gets the counter
    though the Guide was Shocked in response."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain", "Glory Seeker")
    s.hand(0, "Timberland Guide", "Shock")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.cast(0, "Shock", targets=[d.find("Timberland Guide", zone="battlefield")])
    d.resolve()
    assert d.zone_of("Timberland Guide") == "graveyard"
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_a_player_is_refused_as_the_target_with_the_player_named() -> None:
    """CR 115.1: "target creature": choosing the opponent is refused; the error names the
    player as the game calls them ("1 (Player 2)", as the choices are shown) and says
    why, and the target choice is still pending."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Timberland Guide")
    d = Driver(s.build())
    d.cast(0, "Timberland Guide")
    d.resolve()
    d.expect("target")
    with pytest.raises(IllegalActionError,
                       match=r"1 \(Player 2\) is not a legal target.*\"target creature\""):
        d.choose(1)
    d.expect("target")
    assert len(d.state.stack) == 1

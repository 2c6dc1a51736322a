"""Juniper Order Ranger — {3}{G}{W} Creature — Human Knight Ranger 2/4.

Oracle: "Whenever another creature enters the battlefield under your control, put a +1/+1
counter on that creature and a +1/+1 counter on Juniper Order Ranger."
Rulings covered: MIC-OR-0255.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Juniper Order Ranger")

CARD = "Juniper Order Ranger"


def _cast_seeker(*hand: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Glory Seeker", *hand)
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    return d


@pytest.mark.ruling("MIC-OR-0255")
def test_enters_then_counters_and_the_remaining_one_still_gets_its_counter() -> None:
    """Glory Seeker enters without a counter; the trigger then puts one on it and one on the
    Ranger. If the Seeker is Shocked in response, the Ranger still gets its counter."""
    d = _cast_seeker()
    seeker = d.find("Glory Seeker", "battlefield")
    entered = [e for e in d.game.log if e.kind == "zone_change" and e.new_obj == seeker]
    assert not (entered[0].data.get("counters") or {})
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 1
    assert d.state.objects[d.find(CARD)].counters.get("+1/+1") == 1
    d = _cast_seeker("Shock")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", "battlefield")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters.get("+1/+1") == 1
    assert not d.state.objects[d.find("Elvish Warrior")].counters.get("+1/+1")


def test_each_of_several_tokens_entering_at_once_triggers_it() -> None:
    """CR 603.2c: Trostani's Summoner's three tokens enter at the same time; each is "another
    creature" and triggers the Ranger once, as the Summoner itself did: each token gets a
    counter, the Ranger four."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 4, *["Plains"] * 3)
    s.hand(0, "Trostani's Summoner")
    d = Driver(s.build())
    d.cast(0, "Trostani's Summoner")
    d.resolve()
    while d.state.stack or d.decision.kind == "order_triggers":
        d.take_first("order_triggers")  # their order doesn't matter (CR 603.3b)
        d.resolve()
    ranger = d.state.objects[d.find(CARD)]
    assert ranger.counters.get("+1/+1") == 4
    for name in ("Knight", "Centaur", "Rhino", "Trostani's Summoner"):
        assert d.state.objects[d.find(name, zone="battlefield")].counters.get("+1/+1") == 1


def test_a_face_down_creature_triggers_it_and_keeps_its_counter_face_up() -> None:
    """CR 708.3, 603.6a: a creature cast face down enters the battlefield as a 2/2 creature
    and triggers the Ranger; turned face up it is the same permanent and keeps the counter
    (CR 708.8): Snarling Undorak is then a 4/4. An opponent's creature entering doesn't
    trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 6)
    s.hand(0, "Snarling Undorak")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Snarling Undorak", method="face_down")
    d.resolve()
    body = d.ids("Snarling Undorak", zone="battlefield")[0]
    assert len(d.state.stack) == 1
    d.resolve()
    assert (d.chars(body).power, d.chars(body).toughness) == (3, 3)
    d.special(0, "turn_face_up", body)
    d.pay()
    assert (d.chars(body).power, d.chars(body).toughness) == (4, 4)
    assert d.state.objects[d.find(CARD)].counters.get("+1/+1") == 1
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find(CARD)].counters.get("+1/+1") == 1


@pytest.mark.ruling("MIC-OR-0255")
def test_the_ranger_gone_the_entering_creature_still_gets_its_counter() -> None:
    """MIC-OR-0255, CR 603.10: the Ranger (2/4 with 2 damage marked) is Shocked in response
    and dies: its ability already triggered and still puts a counter on Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, damage=2)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert len(d.state.stack) == 1
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker", "battlefield")].counters == {"+1/+1": 1}


def test_the_ranger_entering_does_not_trigger_itself() -> None:
    """"Another creature" (CR 109.2): Juniper Order Ranger entering triggers neither its own
    ability nor gives it a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3, "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert not d.state.stack
    assert not d.state.objects[d.find(CARD)].counters


def test_gaining_control_of_a_creature_isnt_entering() -> None:
    """CR 603.6a: a creature whose control changes doesn't enter the battlefield: Threaten on
    player 1's Elvish Warrior triggers nothing, and neither creature gets a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Threaten")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Threaten", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 0
    assert not d.state.stack
    assert not d.state.objects[warrior].counters
    assert not d.state.objects[d.find(CARD)].counters


def test_a_second_ranger_entering_triggers_only_the_first() -> None:
    """"Another creature": a second Juniper Order Ranger entering triggers the first one
    (a counter on each) but not itself."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 3, "Plains", "Plains")
    s.hand(0, CARD)
    d = Driver(s.build())
    first = d.find(CARD, "battlefield")
    d.cast(0, CARD)
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    second = next(o for o in d.ids(CARD, "battlefield") if o != first)
    assert d.state.objects[first].counters == {"+1/+1": 1}
    assert d.state.objects[second].counters == {"+1/+1": 1}
    assert not d.state.stack


def test_hardened_scales_adds_one_to_each_of_the_two_counter_placements() -> None:
    """CR 614.1a, 122.6: the ability puts a counter on the entering creature and one on the
    Ranger, two events: Hardened Scales adds one to each, so Glory Seeker and the Ranger get
    two +1/+1 counters each."""
    from tests.reference_cards import HARDENED_SCALES

    s = Scenario(seed=1)
    s.battlefield(0, CARD, HARDENED_SCALES.name, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker", "battlefield")].counters == {"+1/+1": 2}
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 2}

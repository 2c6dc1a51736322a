"""Contortionist Troupe — {X}{G} Creature — Human 0/0.

Oracle: "Contortionist Troupe enters the battlefield with X +1/+1 counters on it. / Coven — At
the beginning of your end step, if you control three or more creatures with different powers,
put a +1/+1 counter on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Contortionist Troupe")


def test_enters_with_x_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=3)
    d.resolve()
    c = d.chars(d.find("Contortionist Troupe"))
    assert (c.power, c.toughness) == (3, 3)


def test_coven_puts_a_counter_at_your_end_step() -> None:
    """Powers 1, 2 and 3: three different powers, so the trigger puts a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_until("postcombat_main")
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step.name == "END"
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 1


def test_no_coven_no_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.pass_until("end")
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1", 0) == 0


def test_x_zero_it_dies_as_a_0_0() -> None:
    """Cast with X = 0 (CR 107.3m): it enters with no counter, a 0/0, and is put into its owner's
    graveyard as a state-based action (CR 704.5f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=0)
    d.resolve()
    assert d.zone_of("Contortionist Troupe") == "graveyard"
    assert not d.ids("Contortionist Troupe", zone="battlefield")


def test_no_trigger_at_an_opponents_end_step() -> None:
    """"At the beginning of your end step": the opponent's end step, with coven true for the
    Troupe's controller, triggers nothing (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Krosan Tusker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_until("end")
    assert d.state.active == 1
    assert not d.state.stack and d.decision.kind == "priority"


def test_only_a_creature_you_control_can_be_the_target() -> None:
    """"Target creature you control" (CR 115.1): the opponent's creature is not offered, and
    choosing it is refused with an error, the game left unchanged."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Krosan Tusker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_until("postcombat_main")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    mine = {d.find("Contortionist Troupe"), d.find("Glory Seeker"), d.find("Krosan Tusker")}
    assert offered == mine
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Contortionist Troupe"))
    d.resolve()
    assert d.state.objects[d.find("Contortionist Troupe")].counters.get("+1/+1") == 2


def test_target_gone_on_resolution_nothing_happens() -> None:
    """CR 608.2b: the only target, Glory Seeker, is destroyed in response; the ability doesn't
    resolve and no other creature gets the counter (coven still holds without it: powers 1, 2
    and 6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contortionist Troupe", counters={"+1/+1": 1})
    s.battlefield(0, "Glory Seeker", "Krosan Tusker", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_until("postcombat_main")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("target")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack
    counters = {name: d.state.objects[d.find(name)].counters.get("+1/+1", 0)
                for name in ("Contortionist Troupe", "Krosan Tusker", "Elvish Warrior")}
    assert counters == {"Contortionist Troupe": 1, "Krosan Tusker": 0, "Elvish Warrior": 0}


def test_a_clone_of_it_enters_with_no_counters_and_dies() -> None:
    """Clone copies the Troupe's copiable values (CR 707.2), not its counters; the copy wasn't
    cast for X, so X is 0 (CR 107.3m) and it enters a 0/0 with no counter, put into the
    graveyard as a state-based action (CR 704.5f). The original keeps its three counters."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Contortionist Troupe", counters={"+1/+1": 3})
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Contortionist Troupe"))
    assert d.zone_of("Clone") == "graveyard"
    troupe = d.find("Contortionist Troupe", zone="battlefield")
    assert d.state.objects[troupe].counters.get("+1/+1") == 3


def test_put_onto_the_battlefield_without_being_cast_x_is_0() -> None:
    """CR 107.3m, 107.3i: returned from the graveyard by Diregraf Rebirth, Contortionist Troupe
    was no spell with a value chosen for X, so X is 0: it enters with no counter, a 0/0, and
    is put into its owner's graveyard again (CR 704.5f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Forest", "Forest")
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Contortionist Troupe")
    d = Driver(s.build())
    card = d.find("Contortionist Troupe")
    d.cast(0, "Diregraf Rebirth", targets=[card])
    d.resolve()
    assert d.zone_of("Contortionist Troupe") == "graveyard"
    assert d.find("Contortionist Troupe") != card  # it left and came back: a new object
    assert d.state.log[-1].kind == "zone_change" and d.state.log[-1].data["cause"] == \
        "sba_toughness"

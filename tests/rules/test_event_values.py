"""Events are data (CR 614: proposed, replaced, then applied): what an event says by default,
how it reads in the log, and that it can't change once made (the log and cloned states share
them)."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.rules.events import Event
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.state.zones import Zone
from manastack.testing import Driver


def test_an_event_made_with_its_kind_only_is_about_nothing_else() -> None:
    """An event names only what it is about: a draw (CR 121.1) names its player and nothing
    else — no object, source, amount, zones, data, last-known information (CR 608.2h), new
    object or replacement already applied (CR 614.5)."""
    ev = Event("draw", player=1)
    assert (ev.obj, ev.player, ev.source, ev.amount, ev.from_zone, ev.to_zone, ev.data,
            ev.lki, ev.new_obj, ev.applied) == \
        (None, 1, None, 0, None, None, {}, None, None, frozenset())
    assert repr(ev) == "Event(draw player=1)"


def test_an_event_reads_with_what_it_is_about_in_order() -> None:
    """A zone change (CR 400.7) reads with the object before and after the move, the player,
    the source, the amount, the zones and its plain data, in that order."""
    ev = Event("zone_change", obj=4, player=0, source=9, amount=2, from_zone=Zone.BATTLEFIELD,
               to_zone=Zone.GRAVEYARD, new_obj=7,
               data={"cause": "destroy", "dies": True, "n": 1, "ids": (1, 2), "lki": object()})
    assert repr(ev) == ("Event(zone_change obj=4 new_obj=7 player=0 source=9 amount=2 "
                        "battlefield->graveyard [('cause', 'destroy'), ('dies', True), "
                        "('ids', (1, 2)), ('n', 1)])")
    assert repr(Event("zone_change", obj=0, to_zone=Zone.HAND)) == \
        "Event(zone_change obj=0 None->hand)"
    assert repr(Event("zone_change", obj=0, from_zone=Zone.EXILE)) == \
        "Event(zone_change obj=0 exile->None)"


def test_an_event_cant_be_changed_once_made() -> None:
    """A proposed event is replaced by a new one (CR 614.6), never changed: ``but`` makes the
    modified event and leaves the original as it was."""
    ev = Event("damage", obj=3, source=5, amount=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.amount = 0  # type: ignore[misc]
    less = ev.but(amount=1)
    assert (less.amount, ev.amount) == (1, 2)
    assert (less.kind, less.obj, less.source) == ("damage", 3, 5)


def test_an_event_changed_in_every_field_keeps_each_value_in_its_own_field() -> None:
    """A replaced event (CR 614.6) takes each value it is given in the field that names it,
    and keeps the original's values in the others."""
    ev = Event("damage", obj=3, source=5, amount=2)
    values = {"kind": "zone_change", "obj": 11, "player": 1, "source": 12, "amount": 4,
              "from_zone": Zone.BATTLEFIELD, "to_zone": Zone.GRAVEYARD, "data": {"x": 1},
              "lki": "lki", "new_obj": 13, "applied": frozenset({"r1"})}
    for name, value in values.items():
        one = ev.but(**{name: value})
        assert getattr(one, name) == value
        assert [getattr(one, f) for f in values if f != name] == \
            [getattr(ev, f) for f in values if f != name]
    assert ev.but(**values) == Event(**values)


def test_changing_a_field_an_event_doesnt_have_is_refused_by_name() -> None:
    """Bad input (a field no event has) is refused with an error naming the field, and the
    event stays as it was."""
    ev = Event("damage", obj=3, source=5, amount=2)
    with pytest.raises(TypeError, match=r"^Event has no field 'amout'$"):
        ev.but(amout=1)
    assert ev.amount == 2


def test_a_step_beginning_each_turn_is_one_shared_event_in_the_log() -> None:
    """CR 500.1, 503.1: the active player's upkeep begins each of their turns; that recurring
    event is logged as the same immutable object every time, so the log stays compact."""
    s = Scenario(seed=1)
    for p in (0, 1):
        s.battlefield(p, "Forest")
        s.library(p, *["Forest"] * 5)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=7)
    upkeeps = [e for e in d.state.log
               if e.kind == "step_begin" and e.player == 0 and e.data.get("step") is Step.UPKEEP]
    assert len(upkeeps) >= 2
    assert all(u is upkeeps[0] for u in upkeeps)

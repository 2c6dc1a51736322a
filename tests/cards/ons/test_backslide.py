"""Backslide — {1}{U} Instant.

Oracle: "Turn target creature with a morph ability face down.
Cycling {U}"
Rulings covered: ONS-FAQ-005, ONS-FAQ-018, ONS-FAQ-021.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Backslide")


def setup() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.battlefield(1, "Daru Lancer", tapped=True, counters={"+1/+1": 2})
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, "Spined Basher", face_down=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-005", "ONS-FAQ-018", "ONS-FAQ-021")
def test_turns_a_morph_creature_face_down_keeping_counters_and_tapped_state() -> None:
    d = setup()
    lancer = d.find("Daru Lancer")
    ts = d.state.objects[lancer].timestamp
    d.cast(0, "Backslide", targets=[lancer])
    d.resolve()
    o = d.state.objects[lancer]
    assert o.face_down and o.tapped and o.counters == {"+1/+1": 2}
    assert o.timestamp > ts  # CR 613.7f
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness) == ("", 4, 4)
    assert not c.has("First strike")
    assert [e.obj for e in d.game.log if e.kind == "turned_face_down"] == [lancer]
    # its controller may turn it face up again for its morph cost (CR 708.7)
    d.pass_priority()
    d.special(1, "turn_face_up", lancer)
    d.pay()
    assert d.chars(lancer).name == "Daru Lancer" and d.chars(lancer).power == 5


def test_only_face_up_creatures_with_morph_are_targets() -> None:
    """A face-down creature has no morph ability (CR 708.2), and a face-down permanent can't
    be turned face down anyway (CR 708.2b)."""
    d = setup()
    d.act(0, CastSpell(d.find("Backslide", "hand")))
    assert {a.value for a in d.game.legal_actions()} - {None} == {d.find("Daru Lancer")}


def test_cycling() -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Island")
    s.hand(0, "Backslide")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, "Backslide")
    d.resolve()
    assert d.ids("Backslide", "graveyard") and d.ids("Island", "hand")

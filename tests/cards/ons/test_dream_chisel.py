"""Dream Chisel — {2} Artifact.

Oracle: "Face-down creature spells you cast cost {1} less to cast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dream Chisel")


def can_cast(d: Driver, name: str, method: str) -> bool:
    card = d.find(name, zone="hand")
    return CastSpell(card, method) in d.game.legal_actions()


def test_face_down_spells_cost_one_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dream Chisel", "Forest", "Forest")
    s.hand(0, "Hystrodon")
    d = Driver(s.build())
    assert can_cast(d, "Hystrodon", "face_down")
    d.cast(0, "Hystrodon", method="face_down")
    d.resolve()
    assert len(d.ids("Hystrodon", zone="battlefield")) == 1
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))


def test_face_up_spells_and_opponents_chisels_do_not_help() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.battlefield(1, "Dream Chisel")
    s.hand(0, "Hystrodon")
    d = Driver(s.build())
    assert not can_cast(d, "Hystrodon", "face_down")


def test_a_phased_out_permanent_neither_reduces_nor_stops_the_reduction() -> None:
    """CR 702.26b, 601.2f: a phased-out permanent is treated as though it doesn't exist. With
    a phased-out Dream Chisel placed before another one, a face-down spell costs {1} less
    (not {2}): two Forests cast it, one doesn't."""
    for forests, castable in ((2, True), (1, False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Dream Chisel", phased_out=True)
        s.battlefield(0, "Dream Chisel", *["Forest"] * forests)
        s.hand(0, "Hystrodon")
        d = Driver(s.build())
        assert can_cast(d, "Hystrodon", "face_down") is castable

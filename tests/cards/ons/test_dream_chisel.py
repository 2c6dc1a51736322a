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


def test_two_chisels_reduce_two_and_only_generic_mana() -> None:
    """CR 601.2f: each Chisel reduces the face-down spell's {3} by {1}: with two, one Forest
    casts Hystrodon face down; with four Chisels it costs {0}, as a reduction can't take the
    generic mana below zero (CR 601.2f), and no mana at all is needed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dream Chisel", "Dream Chisel", "Forest")
    s.hand(0, "Hystrodon")
    d = Driver(s.build())
    d.cast(0, "Hystrodon", method="face_down")
    d.resolve()
    assert len(d.ids("Hystrodon", zone="battlefield")) == 1
    assert d.state.objects[d.find("Forest")].tapped
    s = Scenario(seed=1)
    s.battlefield(0, *["Dream Chisel"] * 4)
    s.hand(0, "Hystrodon")
    d = Driver(s.build())
    d.cast(0, "Hystrodon", method="face_down")
    d.resolve()
    assert len(d.ids("Hystrodon", zone="battlefield")) == 1


def test_it_reduces_neither_the_morph_cost_nor_a_face_up_spell() -> None:
    """CR 702.37e, 116.2b: turning a face-down creature face up is a special action, not a
    spell: the Chisel doesn't reduce Hystrodon's morph cost {1}{G}{G}, so two Forests can't
    pay it; nor does it reduce Hystrodon cast face up ({4}{G}: four Forests can't)."""
    from manastack.decisions.actions import SpecialAction

    for forests, offered in ((2, False), (3, True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Dream Chisel", *["Forest"] * forests)
        s.battlefield(0, "Hystrodon", face_down=True)
        d = Driver(s.build())
        body = d.ids("Hystrodon")[0]
        assert (SpecialAction("turn_face_up", body) in d.game.legal_actions()) is offered
    s = Scenario(seed=1)
    s.battlefield(0, "Dream Chisel", *["Forest"] * 4)
    s.hand(0, "Hystrodon")
    d = Driver(s.build())
    assert not can_cast(d, "Hystrodon", "normal")
    assert can_cast(d, "Hystrodon", "face_down")

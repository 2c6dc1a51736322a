"""A face-down permanent that phases out phases in face down (CR 702.26d, 708).

Spectral Adversary (MID) is the card in these sets that phases out another creature.

Rulings covered: ONS-FAQ-013.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import SpecialAction
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


@pytest.mark.ruling("ONS-FAQ-013")
def test_face_down_creature_phases_out_and_in_face_down() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Whipcorder", face_down=True, counters={"+1/+1": 1})
    s.battlefield(1, "Plains")
    s.library(0, "Island", "Island")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    morph = d.find("Whipcorder")
    phase_out_with_adversary(d, morph)
    o = d.state.objects[morph]
    assert o.phased_out and o.face_down  # it didn't leave the battlefield
    d.pass_until("upkeep", turn=4)  # its controller's untap step: it phases in
    o = d.state.objects[morph]
    assert not o.phased_out
    assert o.face_down and o.counters == {"+1/+1": 1}
    c = d.chars(morph)
    assert (c.name, c.power, c.toughness) == ("", 3, 3)
    # Still hidden from the opponent; its controller may still turn it face up for {W}.
    assert "Whipcorder" not in json.dumps(d.game.view(0)["battlefield"])
    assert [v.get("card") for v in d.game.view(1)["battlefield"] if v.get("face_down")] == \
        ["Whipcorder"]
    assert SpecialAction("turn_face_up", morph) in d.game.legal_actions()
    d.special(1, "turn_face_up", morph)
    d.pay()
    assert not d.state.objects[morph].face_down
    assert d.chars(morph).name == "Whipcorder"


def test_a_phased_out_face_down_permanent_cannot_be_turned_face_up() -> None:
    """CR 702.26b, 702.37e: a phased-out permanent is treated as though it doesn't exist, so
    its controller can't turn it face up, morph cost payable or not; once it phases in (502.1)
    they can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True, phased_out=True)
    s.battlefield(0, "Plains", "Plains")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    morph = d.find("Whipcorder")
    d.pass_priority()  # player 1 passes: player 0 has priority in player 1's main phase
    assert d.decision.player == 0
    assert SpecialAction("turn_face_up", morph) not in d.game.legal_actions()
    d.pass_until("upkeep", turn=4)  # player 0's untap step: it phases in, still face down
    assert not d.state.objects[morph].phased_out and d.state.objects[morph].face_down
    assert d.decision.player == 0
    assert SpecialAction("turn_face_up", morph) in d.game.legal_actions()


def test_its_controller_may_look_at_a_phased_out_face_down_permanent() -> None:
    """CR 708.5, 702.26b: player 1 may look at the face-down Whipcorder they control even
    while it is phased out: their view lists it among the phased-out permanents, with its
    name; player 0 and a spectator see a phased-out face-down 2/2 there, nameless. None of
    the views has it on the battlefield, where it is treated as though it doesn't exist."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Whipcorder", face_down=True)
    s.library(0, "Island", "Island")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    morph = d.find("Whipcorder")
    phase_out_with_adversary(d, morph)
    assert d.state.objects[morph].phased_out
    [mine] = d.game.view(1)["phased_out"]
    assert (mine["id"], mine["face_down"], mine["card"]) == (morph, True, "Whipcorder")
    for view in (d.game.view(0), d.game.spectator_view()):
        [theirs] = view["phased_out"]
        assert (theirs["id"], theirs["face_down"], theirs["name"]) == (morph, True, None)
        assert (theirs["power"], theirs["toughness"]) == (2, 2) and "card" not in theirs
        assert "Whipcorder" not in json.dumps(view)
    for view in (d.game.view(0), d.game.view(1), d.game.spectator_view()):
        assert morph not in [o["id"] for o in view["battlefield"]]

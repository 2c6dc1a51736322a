"""Charging Slateback — {4}{R} Creature — Beast 4/3.

Oracle: "Charging Slateback can't block. / Morph {4}{R} (You may cast this card face down as a
2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-164.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Charging Slateback")


def test_cannot_block_face_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")  # no block could be declared
    assert d.life(0) == 18


@pytest.mark.ruling("ONS-FAQ-164")
def test_face_down_it_blocks_and_stays_blocking_when_turned_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback", face_down=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    slate = d.find("Charging Slateback")
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({slate: warrior})
    d.pass_priority()
    d.special(0, "turn_face_up", slate)
    d.pay()
    assert not d.state.objects[slate].face_down
    d.pass_until("postcombat_main")
    assert d.find("Elvish Warrior", zone="graveyard")  # 4 damage from the blocker
    assert d.life(0) == 20


def test_a_block_by_it_face_up_is_refused_naming_the_restriction() -> None:
    """CR 509.1b: face up, declaring it as a blocker is refused with an error, and the
    declaration is still open: Glory Seeker may block instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    slate, seeker, warrior = (d.find("Charging Slateback"), d.find("Glory Seeker"),
                              d.find("Elvish Warrior"))
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="block"):
        d.act(0, DeclareBlocker(slate, warrior))
    assert d.game.fingerprint() == before
    d.block({seeker: warrior})
    assert set(d.state.combat.blockers) == {seeker}


def test_cast_face_down_for_3_its_identity_hidden_from_the_opponent() -> None:
    """Cast face down for {3} (CR 702.37c), it is a 2/2 with no name or abilities
    (CR 708.2a); the opponent's view doesn't name it (CR 708.5), its controller's does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Charging Slateback")
    d = Driver(s.build())
    d.cast(0, "Charging Slateback", method="face_down")
    assert "Charging Slateback" not in json.dumps(d.game.view(1))
    d.resolve()
    slate = d.find("Charging Slateback", zone="battlefield")
    c = d.chars(slate)
    assert (c.power, c.toughness) == (2, 2) and not c.name
    assert "Charging Slateback" not in json.dumps(d.game.view(1))
    assert "Charging Slateback" in json.dumps(d.game.view(0))


def test_a_face_down_one_that_dies_is_revealed_to_all() -> None:
    """A face-down permanent leaving the battlefield is revealed (CR 708.9): while Shock
    targets it the opponent's view doesn't name it; Shocked, the face-down 2/2 dies and the
    opponent's view names it in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    slate = d.find("Charging Slateback")
    d.cast(1, "Shock", targets=[slate])
    assert "Charging Slateback" not in json.dumps(d.game.view(1))
    d.resolve()
    assert d.zone_of("Charging Slateback") == "graveyard"
    assert [c["name"] for c in d.game.view(1)["players"][0]["graveyard"]] == \
        ["Charging Slateback"]

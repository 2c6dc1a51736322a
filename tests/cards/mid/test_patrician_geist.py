"""Patrician Geist — {2}{U} Creature — Spirit Knight 2/2.

Oracle: "Flying / Other Spirits you control get +1/+1. / Spells you cast from your graveyard
cost {1} less to cast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Patrician Geist")


def test_other_spirits_get_bigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Nebelgast Intruder", "Glory Seeker")
    s.battlefield(1, "Nebelgast Intruder")
    d = Driver(s.build())
    assert d.chars(d.find("Patrician Geist")).power == 2
    assert d.chars(d.find("Nebelgast Intruder", player=0)).power == 3
    assert d.chars(d.find("Nebelgast Intruder", player=1)).power == 2
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_flashback_costs_one_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    gaze = d.find("Otherworldly Gaze")
    assert CastSpell(gaze, "flashback") in d.game.legal_actions()
    d.cast(0, "Otherworldly Gaze", method="flashback")
    assert d.state.objects[d.find("Island")].tapped
    assert d.ids("Otherworldly Gaze", zone="stack")


def test_spells_from_hand_cost_full() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Island")
    s.hand(0, "Startle")
    d = Driver(s.build())
    assert CastSpell(d.find("Startle"), "normal") not in d.game.legal_actions()

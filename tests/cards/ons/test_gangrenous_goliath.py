"""Gangrenous Goliath — {3}{B}{B} Creature — Zombie Giant 4/4.

Oracle: "Tap three untapped Clerics you control: Return Gangrenous Goliath from your graveyard
to your hand."
Rulings covered: ONS-FAQ-078, ONS-FAQ-059, ONS-FAQ-058.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gangrenous Goliath")


def can_activate(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


@pytest.mark.ruling("ONS-FAQ-078", "ONS-FAQ-059", "ONS-FAQ-058", "ONS-OR-0113")
def test_returns_from_graveyard_tapping_new_clerics() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Battlefield Medic", sick=True)
    s.battlefield(0, "Gangrenous Goliath")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Gangrenous Goliath", zone="battlefield"))
    clerics = [d.find("Nova Cleric"), d.find("Disciple of Grace"), d.find("Battlefield Medic")]
    d.activate(0, d.find("Gangrenous Goliath", zone="graveyard"), choices=clerics)
    d.resolve()
    assert d.find("Gangrenous Goliath", zone="hand")
    assert all(d.state.objects[c].tapped for c in clerics)


def test_needs_three_untapped_clerics() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Glory Seeker")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Gangrenous Goliath", zone="graveyard"))

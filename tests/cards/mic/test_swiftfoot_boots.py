"""Swiftfoot Boots — {2} Artifact — Equipment.

Oracle: "Equipped creature has hexproof and haste. / Equip {1}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Swiftfoot Boots")


def _equipped() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    return d, seeker


def test_equipped_creature_has_hexproof_and_haste() -> None:
    d, seeker = _equipped()
    c = d.chars(seeker)
    assert c.has("Hexproof") and c.has("Haste")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", "hand", 1)))
    d.expect("target")
    assert Choose(seeker) not in d.game.legal_actions()  # CR 702.11b


def test_unequipped_creature_loses_them() -> None:
    """CR 301.5c: once the Equipment is no longer attached, its static ability no longer
    affects the creature (here it dies and the Boots stay unattached)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    boots = d.find("Swiftfoot Boots")
    assert d.state.objects[boots].attached_to is None
    assert not d.chars(warrior).has("Hexproof")

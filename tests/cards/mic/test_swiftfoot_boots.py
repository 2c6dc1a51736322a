"""Swiftfoot Boots — {2} Artifact — Equipment.

Oracle: "Equipped creature has hexproof and haste. / Equip {1}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, DeclareAttacker
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


@pytest.mark.ruling("MIC-OR-0267")
def test_one_pair_of_boots_lets_one_new_creature_attack() -> None:
    """Official ruling: "If a creature enters the battlefield under your control and gains
    haste, but then loses it before attacking, it won't be able to attack that turn. This means
    that you can't use one Swiftfoot Boots to allow two new creatures to attack in the same
    turn." (CR 302.6, 702.10)

    Two creatures that came under your control this turn: the Boots move from the first to the
    second, and only the second may attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", sick=True)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.activate(0, "Swiftfoot Boots", targets=[seeker])
    d.resolve()
    d.activate(0, "Swiftfoot Boots", targets=[warrior])
    d.resolve()
    assert not d.chars(seeker).has("Haste") and d.chars(warrior).has("Haste")
    d.to_combat()
    d.expect("declare_attackers")
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert warrior in attackers and seeker not in attackers

"""Candletrap — {W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has defender. / Prevent all combat damage that
would be dealt by enchanted creature. / Coven — {2}{W}, Sacrifice Candletrap: Exile enchanted
creature. Activate only if you control three or more creatures with different powers."
Rulings covered: MID-RN-029 (coven).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Candletrap")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", *mine)
    s.hand(0, "Candletrap")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def enchant(d: Driver, what: int) -> int:
    d.cast(0, "Candletrap", targets=[what])
    d.resolve()
    return d.find("Candletrap", zone="battlefield")


def test_enchanted_creature_has_defender() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Candletrap")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    enchant(d, warrior)
    assert d.chars(warrior).has("Defender")
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    assert d.decision.kind == "declare_attackers" and d.decision.player == 1
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}


def test_blocking_enchanted_creature_deals_no_damage() -> None:
    d = setup("Glory Seeker")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    enchant(d, warrior)
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    d.block({warrior: seeker})
    d.pass_until("end")
    assert d.ids("Glory Seeker", zone="battlefield")
    assert d.state.objects[warrior].damage == 2


@pytest.mark.ruling("MID-RN-029", "MID-OR-0046")
def test_coven_ability_exiles_the_creature() -> None:
    d = setup("Glory Seeker", "Bounding Wolf", "Wall of Mulch")  # 2, 3, 0
    warrior = d.find("Elvish Warrior")
    trap = enchant(d, warrior)
    d.activate(0, trap)
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert d.ids("Candletrap", zone="graveyard")


def test_coven_ability_needs_three_different_powers() -> None:
    d = setup("Glory Seeker", "Gavony Trapper", "Bounding Wolf")
    trap = enchant(d, d.find("Elvish Warrior"))
    assert any(isinstance(a, ActivateAbility) and a.source == trap
               for a in d.game.legal_actions())
    d2 = setup("Glory Seeker", "Glory Seeker")
    trap2 = enchant(d2, d2.find("Elvish Warrior"))
    assert not any(isinstance(a, ActivateAbility) and a.source == trap2
                   for a in d2.game.legal_actions())

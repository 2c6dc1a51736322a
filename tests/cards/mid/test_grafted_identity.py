"""Grafted Identity — {2}{U}{U} Enchantment — Aura.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Enchant creature /
You control enchanted creature. / Enchanted creature gets +1/+1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grafted Identity")


def test_sacrifice_then_steal_and_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Grafted Identity", targets=[tusker], choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    c = d.chars(tusker)
    assert c.controller == 0
    assert (c.power, c.toughness) == (7, 6)


def test_control_returns_when_aura_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Grafted Identity", targets=[warrior], choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.chars(warrior).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Naturalize", targets=[d.find("Grafted Identity")])
    d.resolve()
    c = d.chars(warrior)
    assert c.controller == 1 and c.power == 2


def test_needs_a_creature_to_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    assert CastSpell(d.find("Grafted Identity"), "normal") not in d.game.legal_actions()

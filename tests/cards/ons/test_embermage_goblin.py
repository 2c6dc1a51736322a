"""Embermage Goblin — {3}{R} Creature — Goblin Wizard 1/1.

Oracle: "When Embermage Goblin enters the battlefield, you may search your library for a card
named Embermage Goblin, reveal it, put it into your hand, then shuffle. / {T}: Embermage
Goblin deals 1 damage to any target."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Embermage Goblin")


def test_finds_another_embermage_goblin() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Embermage Goblin")
    s.library(0, "Mountain", "Embermage Goblin", "Goblin Sledder")
    d = Driver(s.build())
    d.cast(0, "Embermage Goblin")
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    other = d.find("Embermage Goblin", zone="library")
    assert {a.value for a in dec.actions} == {other, None}
    d.choose(other)
    assert len(d.ids("Embermage Goblin", zone="hand")) == 1
    assert not d.ids("Embermage Goblin", zone="library")


def test_taps_to_deal_one_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    s.battlefield(1, "Goblin Sledder")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.state.objects[d.find("Embermage Goblin")].tapped


def test_can_hit_a_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Embermage Goblin")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[1])
    d.resolve()
    assert d.life(1) == 19

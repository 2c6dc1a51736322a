"""Shadowbeast Sighting — {3}{G} Sorcery.

Oracle: "Create a 4/4 green Beast creature token. / Flashback {6}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shadowbeast Sighting")


def test_a_beast_now_and_another_by_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 11)
    s.hand(0, "Shadowbeast Sighting")
    d = Driver(s.build())
    d.cast(0, "Shadowbeast Sighting")
    d.resolve()
    assert d.ids("Shadowbeast Sighting", zone="graveyard")
    d.cast(0, "Shadowbeast Sighting", method="flashback")
    d.resolve()
    beasts = d.ids("Beast Token", zone="battlefield")
    assert len(beasts) == 2
    c = d.chars(beasts[0])
    assert (c.power, c.toughness) == (4, 4) and "Beast" in c.subtypes
    assert d.ids("Shadowbeast Sighting", zone="exile")


def test_flashback_keeps_sorcery_timing() -> None:
    """CR 702.34a, 307.1: flashback doesn't change when a sorcery may be cast: not in the
    opponent's turn, nor in your own upkeep; in your main phase with an empty stack, yes."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.graveyard(0, "Shadowbeast Sighting")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    card = d.find("Shadowbeast Sighting")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_priority()
    d.pass_until("upkeep", turn=5)
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, card, method="flashback")
    d.resolve()
    assert d.ids("Beast Token", zone="battlefield", player=0)

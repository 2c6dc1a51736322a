"""Vivisection — {3}{U} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Draw three cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vivisection")


def test_sacrifice_then_draw_three() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Vivisection")
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Vivisection", choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert len(d.state.players[0].hand) == 3


def test_no_creature_no_cast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Vivisection")
    d = Driver(s.build())
    assert CastSpell(d.find("Vivisection"), "normal") not in d.game.legal_actions()

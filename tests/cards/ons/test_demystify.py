"""Demystify — {W} Instant.

Oracle: "Destroy target enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Demystify")


def test_destroys_an_aura_and_frees_the_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism", "Demystify")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    pac = d.find("Pacifism", zone="battlefield")
    d.cast(0, "Demystify", targets=[pac])
    d.resolve()
    assert d.ids("Pacifism", zone="graveyard")


def test_cannot_target_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Glory Seeker")
    s.hand(0, "Demystify")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell
    card = d.find("Demystify", zone="hand")
    assert CastSpell(card, "normal") not in d.game.legal_actions()

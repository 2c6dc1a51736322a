"""Run Wild — {G} Instant.

Oracle: "Until end of turn, target creature gains trample and "{G}: Regenerate this
creature.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Run Wild")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain", "Glory Seeker")
    s.hand(0, "Run Wild", "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Run Wild", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_gains_trample_and_a_regeneration_ability() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Trample")
    d.activate(0, seeker)
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")  # regenerated
    assert d.state.objects[seeker].tapped


def test_the_ability_is_gone_next_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == seeker]
    d.pass_until("upkeep", turn=5)
    assert d.decision.player == 0
    assert not d.chars(seeker).has("Trample")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]

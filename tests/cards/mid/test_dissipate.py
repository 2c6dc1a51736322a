"""Dissipate — {1}{U}{U} Instant.

Oracle: "Counter target spell. If that spell is countered this way, exile it instead of
putting it into its owner's graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dissipate")


def test_counters_and_exiles() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert not d.state.stack
    assert d.life(1) == 20
    assert d.ids("Dissipate", zone="graveyard")

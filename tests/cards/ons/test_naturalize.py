"""Naturalize — {1}{G} Instant.

Oracle: "Destroy target artifact or enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Naturalize")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Mobilization", "Glory Seeker")
    return Driver(s.build())


def test_destroys_an_enchantment() -> None:
    d = setup()
    d.cast(0, "Naturalize", targets=[d.find("Mobilization")])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.zone_of("Naturalize") == "graveyard"


def test_creatures_are_not_legal_targets() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Naturalize", zone="hand"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Mobilization") in options
    assert d.find("Glory Seeker") not in options

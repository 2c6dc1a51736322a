"""Avacyn's Memorial — {5}{W}{W}{W} Legendary Artifact.

Oracle: "Indestructible / Other legendary permanents you control have indestructible."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Avacyn's Memorial")

CARD = "Avacyn's Memorial"


def test_itself_and_other_legendary_permanents_you_control_are_indestructible() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary", "Glory Seeker")
    s.battlefield(1, "Eloise, Nephalia Sleuth")
    d = Driver(s.build())
    assert d.chars(d.find(CARD)).has("Indestructible")
    assert d.chars(d.find("Kyler, Sigardian Emissary")).has("Indestructible")
    assert not d.chars(d.find("Glory Seeker")).has("Indestructible")  # not legendary
    assert not d.chars(d.find("Eloise, Nephalia Sleuth")).has("Indestructible")  # not yours


def test_a_legendary_creature_survives_destruction() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Kyler, Sigardian Emissary")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find("Kyler, Sigardian Emissary")])
    d.resolve()
    assert d.zone_of("Kyler, Sigardian Emissary") == "battlefield"

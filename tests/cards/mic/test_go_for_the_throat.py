"""Go for the Throat — {1}{B} Instant.

Oracle: "Destroy target nonartifact creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Go for the Throat")

CARD = "Go for the Throat"


def test_destroys_target_nonartifact_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_artifact_creatures_cant_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Tribal Golem", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    legal = d.game.legal_actions()
    assert Choose(d.find("Tribal Golem")) not in legal
    assert Choose(d.find("Glory Seeker")) in legal


def test_animated_artifact_is_not_a_legal_target() -> None:
    """Stuffed Bear, animated into a 4/4 artifact creature, can't be targeted; with no other
    creature around, the spell can't be cast at all (CR 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Stuffed Bear", "Forest", "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(1, bear)
    d.resolve()
    assert d.chars(bear).is_creature
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find(CARD, "hand")) not in d.game.legal_actions()

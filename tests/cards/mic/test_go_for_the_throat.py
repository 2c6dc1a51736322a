"""Go for the Throat — {1}{B} Instant.

Oracle: "Destroy target nonartifact creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell, Choose
from manastack.dsl.prelude import (
    PERMANENT,
    ApplyContinuous,
    Modify,
    Target,
    TargetSpec,
    activated,
)
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


LIQUIMETAL_COATING = define_card(
    "Liquimetal Coating", "{2}", "Artifact",
    "{T}: Target permanent becomes an artifact in addition to its other types until end of "
    "turn.",
    abilities=[activated("{T}", ApplyContinuous(Target(0), Modify(add_types=("Artifact",))),
                         targets=[TargetSpec(filter=PERMANENT, label="target permanent")])])
"""A card from another set (Scars of Mirrodin) that makes a permanent an artifact."""


@pytest.mark.ruling("MIC-OR-0197")
def test_doesnt_resolve_if_the_target_became_an_artifact() -> None:
    """Official ruling: "If the targeted creature is also an artifact when Go for the Throat
    tries to resolve, it won't resolve." (CR 608.2b: the target is illegal, so the spell
    doesn't resolve.)

    In response, Liquimetal Coating makes the targeted Glory Seeker an artifact: Go for the
    Throat goes to the graveyard without destroying it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", LIQUIMETAL_COATING.name)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.activate(1, LIQUIMETAL_COATING.name, targets=[seeker])
    d.resolve()
    assert "Artifact" in d.chars(seeker).types
    d.resolve()
    assert not d.state.stack and d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"

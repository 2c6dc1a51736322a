"""Elvish Scrapper — {G} Creature — Elf 1/1.

Oracle: "{G}, {T}, Sacrifice Elvish Scrapper: Destroy target artifact."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Elvish Scrapper")


def test_destroys_target_artifact() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, "Tribal Golem", "Dream Chisel")
    d = Driver(s.build())
    d.activate(0, "Elvish Scrapper", targets=[d.find("Dream Chisel")])
    assert d.zone_of("Elvish Scrapper") == "graveyard"  # sacrificed as a cost
    d.resolve()
    assert d.zone_of("Dream Chisel") == "graveyard"
    assert d.zone_of("Tribal Golem") == "battlefield"


def test_only_artifacts_are_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, "Tribal Golem", "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    assert set(d.expect("target").actions) == {Choose(d.find("Tribal Golem"))}
    d.choose(d.find("Tribal Golem"))
    d.pay()
    d.resolve()
    assert d.zone_of("Tribal Golem") == "graveyard"


def scrapper_can_activate(lands: tuple[str, ...], sick: bool) -> bool:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", sick=sick)
    s.battlefield(0, *lands)
    s.battlefield(1, "Dream Chisel")
    d = Driver(s.build())
    return any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_needs_green_mana_and_no_summoning_sickness() -> None:
    assert scrapper_can_activate(("Forest",), sick=False)
    assert not scrapper_can_activate(("Forest",), sick=True)  # {T} in the cost (CR 302.6)
    assert not scrapper_can_activate(("Island", "Island"), sick=False)


def test_the_artifact_sacrificed_in_response_leaves_nothing_to_destroy() -> None:
    """CR 608.2b: player 1 sacrifices the targeted Commander's Sphere in response to draw a
    card; the Scrapper's ability has no legal target and does nothing, the Scrapper stays
    sacrificed (its cost was paid, CR 601.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, "Commander's Sphere", "Tribal Golem")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.activate(0, "Elvish Scrapper", targets=[d.find("Commander's Sphere")])
    d.pass_priority()
    d.activate(1, "Commander's Sphere")
    d.resolve()
    assert d.zone_of("Plains") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Elvish Scrapper") == "graveyard"
    assert d.zone_of("Tribal Golem") == "battlefield"


def test_an_indestructible_artifact_is_not_destroyed() -> None:
    """CR 702.12b: "destroy" does nothing to an indestructible permanent: Darksteel Colossus,
    an artifact, is a legal target, and stays on the battlefield."""
    from tests.reference_cards import DARKSTEEL_COLOSSUS

    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, DARKSTEEL_COLOSSUS.name)
    d = Driver(s.build())
    colossus = d.find(DARKSTEEL_COLOSSUS.name)
    d.activate(0, "Elvish Scrapper", targets=[colossus])
    d.resolve()
    assert not d.state.stack
    assert d.zone_of(DARKSTEEL_COLOSSUS.name) == "battlefield"
    assert d.zone_of("Elvish Scrapper") == "graveyard"


def test_no_artifact_no_activation_and_a_nonartifact_is_refused() -> None:
    """CR 602.2b, 601.2c: with no artifact on the battlefield the ability can't be activated
    (no legal target); choosing a nonartifact target is refused and the game unchanged."""
    from manastack.game import IllegalActionError

    assert not scrapper_can_activate_without_artifact()
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, "Dream Chisel", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before


def scrapper_can_activate_without_artifact() -> bool:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Scrapper", "Forest")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    return any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())

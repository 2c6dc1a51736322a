"""Mage's Guile — {1}{U} Instant.

Oracle: "Target creature gains shroud until end of turn. (It can't be the target of spells or
abilities.) / Cycling {U} ({U}, Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Mage's Guile")


def test_response_to_removal_makes_it_fizzle() -> None:
    """CR 702.18a / 608.2b: shroud granted in response makes the Shock's target illegal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Mage's Guile")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Mage's Guile", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(seeker).has("Shroud")


def test_cycling() -> None:
    """CR 702.29a: {U}, discard it: draw a card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Mage's Guile")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Mage's Guile")
    d.resolve()
    assert d.zone_of("Mage's Guile") == "graveyard"
    assert d.zone_of("Plains") == "hand"


@pytest.mark.ruling("ONS-OR-0077")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Mage's Guile", ["Island"])


def test_shroud_stops_its_own_controller_too_and_ends_at_end_of_turn() -> None:
    """CR 702.18a: shroud means "can't be the target of spells or abilities", its controller's
    included: after the Guile, player 0's Krosan Groundshaker can't target the shrouded
    Barkhide Mauler (a Beast): refused, named, with the game unchanged. The next turn shroud
    is gone (CR 514.2) and the Groundshaker may target it."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Forest", "Forest", "Krosan Groundshaker",
                  "Barkhide Mauler")
    s.hand(0, "Mage's Guile")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    mauler = d.find("Barkhide Mauler")
    d.cast(0, "Mage's Guile", targets=[mauler])
    d.resolve()
    assert d.chars(mauler).has("Shroud")
    d.activate(0, "Krosan Groundshaker", pay=False)
    d.expect("target")
    assert Choose(mauler) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Barkhide Mauler"):
        d.choose(mauler)
    assert d.game.fingerprint() == before
    d.choose(d.find("Krosan Groundshaker"))
    d.pay()
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    assert not d.chars(mauler).has("Shroud")
    d.activate(0, "Krosan Groundshaker", targets=[mauler])
    d.resolve()
    assert d.chars(mauler).has("Trample")


def test_given_to_an_opponents_creature_it_makes_their_aura_spell_fail() -> None:
    """CR 702.18a, 608.3b: player 1 casts Cathar's Call on their Glory Seeker; player 0's
    Mage's Guile in response gives the Seeker shroud, so the Aura spell's target is illegal:
    it doesn't resolve and goes to the graveyard, and the Seeker gains no vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Mage's Guile")
    s.battlefield(1, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(1, "Cathar's Call")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Cathar's Call", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Mage's Guile", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Shroud")
    d.resolve()
    assert d.zone_of("Cathar's Call") == "graveyard"
    assert not d.chars(seeker).has("Vigilance")

"""Akroma's Vengeance — {4}{W}{W} Sorcery.

Oracle: "Destroy all artifacts, creatures, and enchantments. / Cycling {3} ({3}, Discard this
card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Akroma's Vengeance")


def test_destroys_artifacts_creatures_and_enchantments_but_not_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, "Glory Seeker", "Mobilization")
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Elvish Warrior", "Cryptic Gateway", "Forest")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    for name in ("Glory Seeker", "Mobilization", "Elvish Warrior", "Cryptic Gateway"):
        assert d.zone_of(name) == "graveyard", name
    assert d.zone_of("Forest") == "battlefield"
    assert len(d.ids("Plains", zone="battlefield")) == 6


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Akroma's Vengeance") == "graveyard"
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0002")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Akroma's Vengeance", ["Plains", "Plains", "Plains"])


def test_a_regenerated_creature_survives_and_a_token_and_a_face_down_creature_do_not() -> None:
    """CR 701.8a, 701.19a: Boneknitter's shield replaces Gluttonous Zombie's destruction (it
    stays, tapped); Boneknitter itself, with no shield, is destroyed. A Human Soldier token is
    destroyed too and ceases to exist (CR 111.7), and the face-down creature (a colourless
    2/2 creature, CR 708.2a) goes to the graveyard, revealed (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Boneknitter", "Gluttonous Zombie", "Swamp", "Swamp")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.token(1, "Human Soldier")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Akroma's Vengeance")
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()  # the shield
    d.resolve()  # Vengeance
    assert d.find("Gluttonous Zombie", zone="battlefield") == zombie
    assert d.state.objects[zombie].tapped
    assert d.zone_of("Boneknitter") == "graveyard"
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert "Daru Lancer" in json.dumps(d.game.view(0))
    assert d.ids("Human Soldier") == []
    assert d.zone_of("Akroma's Vengeance") == "graveyard"


def test_cycling_without_three_mana_is_refused_and_nothing_changes() -> None:
    """CR 602.2b, 601.2h: with two lands, cycling's {3} can't be paid; the activation is
    refused and the card stays in hand, the library untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    vengeance = d.find("Akroma's Vengeance")
    with pytest.raises(IllegalActionError, match="costs can't be paid"):
        d.act(0, ActivateAbility(vengeance, 1))
    assert d.zone_of("Akroma's Vengeance") == "hand"
    assert d.zone_of("Glory Seeker") == "library"
    assert d.state.stack == [] and d.decision.kind == "priority"


def test_a_card_exiled_until_a_destroyed_creature_leaves_returns_after_the_wipe() -> None:
    """CR 610.3, 608.2h: Brutal Cathar has exiled Glory Seeker; Akroma's Vengeance destroys
    the Cathar, and the Seeker returns only after that, so it isn't destroyed: it stays on
    the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 9)
    s.hand(0, "Brutal Cathar", "Akroma's Vengeance")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_curse_on_a_player_is_destroyed_and_planeswalkers_are_not() -> None:
    """CR 701.8a, 306: an Aura enchanting a player is an enchantment, so Curse of
    Surveillance is destroyed; planeswalkers are none of the three types named, so Arlinn
    and Teferi stay."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Curse of Surveillance", attached_to=0)
    s.battlefield(1, "Arlinn, the Pack's Hope", "Teferi, Who Slows the Sunset")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Curse of Surveillance") == "graveyard"
    assert d.zone_of("Arlinn, the Pack's Hope") == "battlefield"
    assert d.zone_of("Teferi, Who Slows the Sunset") == "battlefield"

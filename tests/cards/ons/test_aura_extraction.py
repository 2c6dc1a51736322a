"""Aura Extraction — {1}{W} Instant.

Oracle: "Put target enchantment on top of its owner's library. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Aura Extraction")

def test_puts_the_enchantment_on_top_of_its_owners_library() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Aura Extraction")
    s.hand(1, "Pacifism")
    s.battlefield(1, "Plains", "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_priority()
    d.cast(0, "Aura Extraction", targets=[d.find("Pacifism", zone="battlefield")])
    d.resolve()
    top = d.state.players[1].library[0]
    assert d.game.card(top).name == "Pacifism"


@pytest.mark.ruling("ONS-OR-0007")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Aura Extraction", ["Plains", "Plains"])


def test_a_curse_on_a_player_goes_on_top_of_its_owner_s_library() -> None:
    """CR 303.4, 115.1: a Curse enchanting a player is an enchantment on the battlefield and
    a legal target; it goes on top of its owner's library, not the enchanted player's, and
    no longer triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Aura Extraction")
    s.battlefield(1, "Curse of Surveillance", attached_to=0)
    s.library(0, "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Aura Extraction", targets=[d.find("Curse of Surveillance")])
    d.resolve()
    assert d.game.name_of(d.state.players[1].library[0]) == "Curse of Surveillance"
    assert d.game.name_of(d.state.players[0].library[0]) == "Plains"


def test_only_enchantments_are_targets_and_cycling_draws() -> None:
    """CR 115.1: "target enchantment" doesn't allow a creature or an artifact; cycling it
    for {2} (CR 702.29a) discards it and draws a card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Aura Extraction")
    s.battlefield(1, "Mobilization", "Sol Ring")
    s.library(0, "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Aura Extraction", "hand")))
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert legal == {d.find("Mobilization")}
    d.choose(d.find("Mobilization"))
    d.pay()
    d.resolve()
    assert d.game.name_of(d.state.players[1].library[0]) == "Mobilization"
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Aura Extraction")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, d.find("Aura Extraction", "hand"))
    d.resolve()
    assert d.zone_of("Aura Extraction") == "graveyard"
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Island"]


def test_the_aura_removed_frees_the_creature_and_a_gone_target_means_nothing() -> None:
    """The Pacifism put on top of its owner's library no longer affects the Glory Seeker,
    which can attack (CR 303.4d: nothing stops it any more). A second Aura Extraction aimed at
    the same Pacifism finds its only target gone and does nothing (CR 608.2b), leaving the
    library as it was."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.hand(0, "Aura Extraction", "Aura Extraction")
    s.battlefield(1, "Pacifism", attached_to="Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    first, second = d.ids("Aura Extraction", "hand")
    d.cast(0, first, targets=[pacifism])
    d.cast(0, second, targets=[pacifism])
    d.resolve_all()
    assert [d.game.name_of(c) for c in d.state.players[1].library] == [
        "Pacifism", "Island", "Island"]
    assert len(d.ids("Aura Extraction", "graveyard")) == 2
    d.to_combat()
    d.attack([seeker])
    assert d.state.combat is not None and seeker in d.state.combat.attackers

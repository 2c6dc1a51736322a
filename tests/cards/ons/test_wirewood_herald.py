"""Wirewood Herald — {1}{G} Creature — Elf 1/1.

Oracle: "When Wirewood Herald dies, you may search your library for an Elf card, reveal that
card, put it into your hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Wirewood Herald")


def test_dying_finds_an_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Herald")])
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    warrior = d.find("Elvish Warrior", zone="library")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {warrior, None}
    d.choose(warrior)
    assert d.ids("Elvish Warrior", zone="hand")


def test_its_last_controller_searches_their_own_library() -> None:
    """CR 603.3a, 603.10a: the Herald's controller as it died controls the ability, so
    "you" search that player's library (CR 701.23a), not the owner's."""
    s = Scenario(seed=1)
    s.battlefield(1, "Wirewood Herald", owner=0)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Elvish Warrior")
    s.library(1, "Wellwisher", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Herald")])
    d.resolve()
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    dec = d.expect("search")
    assert dec.player == 1
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Wellwisher", zone="library"), None}
    d.choose(d.find("Wellwisher", zone="library"))
    assert d.ids("Wellwisher", zone="hand", player=1)
    assert d.ids("Elvish Warrior", zone="library", player=0)


def test_a_changeling_card_in_the_library_is_an_elf_card() -> None:
    """CR 702.73a: changeling gives every creature type in every zone, so Avian Changeling in
    the library is an Elf card the search may find; declining the "may" searches nothing
    (CR 603.5)."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Glory Seeker", "Avian Changeling")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Herald")])
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    changeling = d.find("Avian Changeling", zone="library")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {changeling, None}
    d.choose(changeling)
    assert d.zone_of("Avian Changeling") == "hand"


def test_the_card_found_is_revealed_and_the_library_stays_hidden() -> None:
    """CR 701.20a, 401.2: the opponent sees the Elf card found (it is revealed) but not the
    other cards of the library searched."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Wirewood Herald")])
    d.resolve()
    d.resolve()
    d.choose(True)
    d.expect("search")
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose(d.find("Elvish Warrior", zone="library"))
    seen = json.dumps(d.game.view(1))
    assert "Elvish Warrior" in seen and "Glory Seeker" not in seen


def test_exiled_rather_than_dying_it_doesn_t_trigger() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield: the attacking Herald
    exiled by Unified Strike (one Soldier, power 1) doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald")
    s.library(0, "Elvish Warrior")
    s.battlefield(1, "Plains", "Glory Seeker")
    s.hand(1, "Unified Strike")
    d = Driver(s.build())
    herald = d.find("Wirewood Herald")
    d.to_combat()
    d.attack([herald])
    d.pass_priority()
    d.cast(1, "Unified Strike", targets=[herald])
    d.resolve()
    assert d.zone_of("Wirewood Herald") == "exile"
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Elvish Warrior") == "library"


def test_made_to_read_goblin_dying_finds_a_goblin() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Wirewood Herald's text: its
    type line reads Goblin, and when it dies the search finds a Goblin card (Goblin Sky
    Raider), not Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Herald", "Island", "Mountain")
    s.hand(0, "Artificial Evolution", "Shock")
    s.library(0, "Goblin Sky Raider", "Elvish Warrior")
    d = Driver(s.build())
    herald = d.find("Wirewood Herald")
    evolve(d, herald, "Elf", "Goblin")
    assert d.chars(herald).subtypes == {"Goblin"}
    d.cast(0, "Shock", targets=[herald])
    d.resolve()
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    raider = d.find("Goblin Sky Raider", zone="library")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {raider, None}
    d.choose(raider)
    assert d.ids("Goblin Sky Raider", zone="hand")

"""Skirk Prospector — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Add {R}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Skirk Prospector")


def test_sacrificing_a_goblin_pays_for_a_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    d.choose(d.find("Goblin Sledder"))
    d.resolve()
    assert d.life(1) == 18
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.ids("Glory Seeker", zone="battlefield")


def test_the_goblin_to_sacrifice_is_chosen_among_goblins_as_the_mana_is_made() -> None:
    """CR 605.3b, 602.2b: "Sacrifice a Goblin: Add {R}" asks its controller which Goblin to
    sacrifice (the Prospector itself or the Sledder, not the Glory Seeker), saying what
    for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Goblin Sledder", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Skirk Prospector")
    dec = d.expect("sacrifice")
    assert dec.prompt == "Choose a permanent to sacrifice to pay the cost"
    assert {a.value for a in dec.actions} == {d.find("Skirk Prospector"),
                                               d.find("Goblin Sledder")}

def test_with_no_goblin_left_to_sacrifice_it_adds_no_mana() -> None:
    """CR 118.3, 605.3a: once Mistform Mutant makes Skirk Prospector an Elf until end of turn,
    its controller controls no Goblin to sacrifice, so its mana ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Prospector", "Mistform Mutant", "Island", "Island")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    prospector = d.find("Skirk Prospector")
    assert _mana_offered(d, prospector)
    for island in d.ids("Island", zone="battlefield"):
        d.mana(0, island, "U")
    d.activate(0, "Mistform Mutant", targets=[prospector])
    d.resolve()
    d.choose("Elf")
    assert d.chars(prospector).subtypes == {"Elf"}
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not _mana_offered(d, prospector)


def _mana_offered(d: Driver, source: int) -> bool:
    return any(isinstance(a, ActivateManaAbility) and a.source == source
               for a in d.game.legal_actions())

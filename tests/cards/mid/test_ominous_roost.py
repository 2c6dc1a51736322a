"""Ominous Roost — {2}{U} Enchantment.

Oracle: "When Ominous Roost enters the battlefield or whenever you cast a spell from your
graveyard, create a 1/1 blue Bird creature token with flying and "This creature can block
only creatures with flying.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Ominous Roost")


def test_bird_on_entering_and_on_casting_from_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Plains", "Glory Seeker")
    s.hand(0, "Ominous Roost")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    d.cast(0, "Ominous Roost")
    d.resolve()
    d.resolve()
    bird = d.find("Bird", zone="battlefield")
    c = d.chars(bird)
    assert c.has("Flying") and (c.power, c.toughness) == (1, 1)
    d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Glory Seeker")])
    d.resolve()  # the Roost's trigger resolves first
    assert len(d.ids("Bird", zone="battlefield")) == 2


def test_bird_blocks_only_flyers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Screaming Seahawk")
    s.battlefield(1, "Ominous Roost", "Island", "Island", "Island")
    s.hand(1, "Ominous Roost")
    s.at("precombat_main", active=1, turn=2)
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(1, "Ominous Roost")
    d.resolve()
    d.resolve()
    bird = d.find("Bird", zone="battlefield")
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Screaming Seahawk")])
    d.pass_priority()
    d.pass_priority()
    allowed = {(a.blocker, a.attacker) for a in d.game.legal_actions()
               if isinstance(a, DeclareBlocker)}
    assert (bird, d.find("Screaming Seahawk")) in allowed
    assert (bird, d.find("Glory Seeker")) not in allowed


def test_only_the_roost_on_the_battlefield_triggers() -> None:
    """CR 113.6: an ability of a permanent works only on the battlefield. Ominous Roost cards
    in their owner's hand, library, graveyard and exile don't trigger when that player casts a
    spell from their graveyard (flashback, CR 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Ominous Roost")
    s.library(0, "Ominous Roost", "Island")
    s.graveyard(0, "Ominous Roost", "Homestead Courage")
    s.exile(0, "Ominous Roost")
    d = Driver(s.build())
    d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1  # only the spell: no trigger
    d.resolve()
    assert d.ids("Bird", zone="battlefield") == []
    assert d.chars(d.find("Glory Seeker")).power == 3


def test_casting_with_disturb_triggers_it_and_the_bird_stays_if_the_spell_is_countered() -> None:
    """CR 702.146a: a disturb spell is cast from the graveyard: the Roost triggers; its Bird
    is created before the spell resolves (CR 603.3) and stays when player 1 counters the
    spell with Discombobulate (the countered Generous Soul is exiled instead of going to the
    graveyard)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ominous Roost", *["Plains"] * 6)
    s.graveyard(0, "Beloved Beggar")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    sid = d.cast(0, "Beloved Beggar", method="disturb")
    assert len(d.state.stack) == 2
    d.resolve()
    assert len(d.ids("Bird", zone="battlefield")) == 1
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # Discombobulate's library order
    assert d.zone_of("Beloved Beggar") == "exile"
    assert len(d.ids("Bird", zone="battlefield")) == 1


def test_an_opponent_casting_from_their_graveyard_doesnt_trigger_it() -> None:
    """"Whenever you cast": player 1's flashback spell doesn't trigger player 0's Roost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ominous Roost")
    s.battlefield(1, *["Plains"] * 4, "Glory Seeker")
    s.graveyard(1, "Homestead Courage")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Homestead Courage", method="flashback", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.ids("Bird")


def test_changed_on_the_stack_it_creates_an_elf_with_its_blocking_rule() -> None:
    """CR 612.2a: Ominous Roost made to read Elf as a spell keeps the change on the battlefield
    (CR 400.7a): its enters trigger creates a 1/1 blue Elf Token with flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Artificial Evolution", "Ominous Roost")
    d = Driver(s.build())
    spell = d.cast(0, "Ominous Roost")
    evolve(d, spell, "Bird", "Elf")
    d.resolve()
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"U"}, 1, 1)
    assert c.has("Flying") and len(c.abilities) == 2  # flying and its blocking rule

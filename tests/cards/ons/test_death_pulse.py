"""Death Pulse — {2}{B}{B} Instant.

Oracle: "Target creature gets -4/-4 until end of turn. / Cycling {1}{B}{B} / When you cycle
Death Pulse, you may have target creature get -1/-1 until end of turn."
Rulings covered: ONS-OR-0097 to ONS-OR-0100 (cycling).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

from .cycling_checks import (
    MARKER,
    can_cycle,
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    cycle,
    stack_kinds,
)

pytestmark = pytest.mark.card("Death Pulse")


def test_minus_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    d.cast(0, "Death Pulse", targets=[d.find("Barkhide Mauler")])
    d.resolve()
    assert d.ids("Barkhide Mauler", zone="graveyard")


def test_cycling_minus_one_kills_a_one_toughness_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, "Swamp")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.activate(0, d.find("Death Pulse", zone="hand"))
    d.choose(d.find("Festering Goblin"))
    d.resolve()
    d.choose(True)
    assert d.ids("Festering Goblin", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0097")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Death Pulse", ["Swamp", "Swamp", "Swamp"])


@pytest.mark.ruling("ONS-OR-0099")
def test_trigger_countered_by_stifle_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, MARKER)
    s.battlefield(1, "Festering Goblin", "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    cycle(d, "Death Pulse", [d.find("Festering Goblin")])
    assert stack_kinds(d) == ["activated", "triggered"]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[d.state.stack[-1]])
    d.resolve()
    assert stack_kinds(d) == ["activated"]
    d.resolve()
    assert d.zone_of(MARKER) == "hand"
    assert d.zone_of("Festering Goblin") == "battlefield"


@pytest.mark.ruling("ONS-OR-0099")
def test_trigger_whose_target_is_gone_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card." Here its only target is gone, so it doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, MARKER)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", zone="battlefield")
    cycle(d, "Death Pulse", [seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    d.resolve()  # the trigger: no "you may" is asked, it doesn't resolve
    d.expect("priority")
    assert stack_kinds(d) == ["activated"] and d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


@pytest.mark.ruling("ONS-OR-0100")
def test_can_cycle_with_no_creature_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the
    triggered ability. That's because the cycling ability itself has no targets."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, MARKER)
    d = Driver(s.build())
    assert can_cycle(d, d.find("Death Pulse", zone="hand"))
    cycle(d, "Death Pulse")
    assert stack_kinds(d) == ["activated"]  # the trigger had no legal target (CR 603.3d)
    d.resolve()
    assert d.zone_of(MARKER) == "hand" and d.zone_of("Death Pulse") == "graveyard"


@pytest.mark.ruling("ONS-OR-0098")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Death Pulse", ["Swamp", "Swamp", "Swamp"],
                                           creatures=["Glory Seeker"])


def test_until_end_of_turn_a_big_creature_survives_and_recovers() -> None:
    """CR 611.2a, 514.2: Krosan Tusker (6/5) is a 2/1 until end of turn, then 6/5 again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Death Pulse", targets=[tusker])
    d.resolve()
    c = d.chars(tusker)
    assert (c.power, c.toughness) == (2, 1)
    d.pass_until("upkeep", turn=d.state.turn + 1)
    c = d.chars(tusker)
    assert (c.power, c.toughness) == (6, 5)


def test_regeneration_doesnt_save_a_creature_with_toughness_zero() -> None:
    """CR 704.5f, 701.19a: Tribal Golem (4/4) with a regeneration shield (from controlling
    Festering Goblin, a Zombie) is 0/0 after Death Pulse: it is put into the graveyard, not
    destroyed, so the shield doesn't help."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Tribal Golem", "Festering Goblin", "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    d.activate(1, golem)
    d.resolve()
    d.pass_priority()
    d.cast(0, "Death Pulse", targets=[golem])
    d.resolve()
    assert d.zone_of("Tribal Golem") == "graveyard"
    assert not [e for e in d.game.log if e.kind == "regenerate"]


def test_the_cycling_trigger_may_be_declined() -> None:
    """CR 603.5: "you may have": declining, Festering Goblin stays a 1/1 and the cycling
    draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.library(0, "Plains")
    s.battlefield(1, "Festering Goblin")
    d = Driver(s.build())
    d.activate(0, d.find("Death Pulse", zone="hand"))
    d.choose(d.find("Festering Goblin"))
    d.resolve()
    d.choose(False)
    d.resolve_all()
    assert d.zone_of("Festering Goblin") == "battlefield"
    c = d.chars(d.find("Festering Goblin"))
    assert (c.power, c.toughness) == (1, 1)
    assert d.ids("Plains", zone="hand")

"""Angelfire Ignition — {1}{R}{W} Sorcery.

Oracle: "Put two +1/+1 counters on target creature. It gains vigilance, trample, lifelink,
indestructible, and haste until end of turn. / Flashback {2}{R}{W} (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MID-OR-0642 to MID-OR-0647 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)

pytestmark = pytest.mark.card("Angelfire Ignition")

GRANTED = ("Vigilance", "Trample", "Lifelink", "Indestructible", "Haste")


def test_counters_and_keywords_until_end_of_turn() -> None:
    """The counters stay (CR 122.1); the keywords end in the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.battlefield(0, "Glory Seeker", sick=True)
    s.hand(0, "Angelfire Ignition")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    assert all(c.has(k) for k in GRANTED)
    d.to_combat()  # haste: the new creature may attack
    d.attack([seeker])
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    assert not any(c.has(k) for k in GRANTED)
    assert d.life(1) == 16 and d.life(0) == 24


def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {2}{R}{W}, then exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Glory Seeker")
    s.graveyard(0, "Angelfire Ignition")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.zone_of("Angelfire Ignition") == "exile"


def test_sorcery_flashback_is_refused_while_the_stack_is_not_empty() -> None:
    """MID-OR-0643, CR 307.1: a sorcery cast with flashback still needs sorcery timing; with
    Shock on the stack the cast is refused and the game state is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Mountain", "Glory Seeker")
    s.graveyard(0, "Angelfire Ignition")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[1])
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    assert d.game.fingerprint() == before
    d.resolve()
    d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    d.resolve()
    assert d.chars(seeker).power == 4


def test_sorcery_flashback_is_refused_on_the_opponents_turn() -> None:
    """MID-OR-0643, CR 307.1: not during another player's turn, even with an empty stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Glory Seeker")
    s.graveyard(0, "Angelfire Ignition")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)
    while d.decision.player != 0:
        d.pass_priority()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Angelfire Ignition", targets=[d.find("Glory Seeker")], method="flashback")
    assert d.game.fingerprint() == before


def test_flashback_spell_whose_target_left_is_exiled() -> None:
    """MID-OR-0645, CR 608.2b, 702.34a: the target creature is gone when it tries to
    resolve; the spell doesn't resolve and is exiled anyway."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Plains", "Glory Seeker")
    s.graveyard(0, "Angelfire Ignition")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Angelfire Ignition") == "exile"


def test_indestructible_survives_lethal_damage_this_turn() -> None:
    """CR 702.12b: the indestructible creature isn't destroyed by lethal damage; trample and
    lifelink are pinned by the first test."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Angelfire Ignition")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(seeker).toughness == 4


FLASHBACK = FlashbackCard("Angelfire Ignition", "Mountain", 3, 3, ("Plains", "Glory Seeker"),
                          lambda d: [d.find("Glory Seeker")],
                          lambda d: d.state.objects[d.find("Glory Seeker")].counters
                          .get("+1/+1", 0) == 2)
"""Flashback {2}{R}{W}: three Mountains and a Plains; the target is Glory Seeker."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MID-OR-0642"), id="exiled_when_countered"),
    pytest.param(sorcery_timing, marks=pytest.mark.ruling("MID-OR-0643"), id="sorcery_timing"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MID-OR-0644"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MID-OR-0645"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MID-OR-0646"), id="never_cast_before"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings, checked as for every card with flashback (CR
    702.34a, 601.2f)."""
    check(FLASHBACK)


@pytest.mark.ruling("MID-OR-0647")
def test_flashback_right_after_it_resolves_from_the_hand() -> None:
    """MID-OR-0647, CR 117.3b: cast from the hand in its controller's main phase, it
    resolves into the graveyard and its controller has priority first: cast again with
    flashback at once, the creature has four +1/+1 counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Plains", "Plains", "Island", "Island", "Island",
                  "Glory Seeker")
    s.hand(0, "Angelfire Ignition")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker], pay=False)
    for land in (d.ids("Mountain")[0], d.ids("Plains")[0], d.ids("Island")[0]):
        d.mana(0, land)
    d.resolve()
    assert d.zone_of("Angelfire Ignition") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, "Angelfire Ignition", targets=[seeker], method="flashback")
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1", 0) == 4
    assert d.zone_of("Angelfire Ignition") == "exile"

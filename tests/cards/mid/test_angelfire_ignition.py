"""Angelfire Ignition — {1}{R}{W} Sorcery.

Oracle: "Put two +1/+1 counters on target creature. It gains vigilance, trample, lifelink,
indestructible, and haste until end of turn. / Flashback {2}{R}{W} (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

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

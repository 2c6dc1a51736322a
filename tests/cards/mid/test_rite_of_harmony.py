"""Rite of Harmony — {G}{W} Instant.

Oracle: "Whenever a creature or enchantment enters the battlefield under your control this
turn, draw a card. / Flashback {2}{G}{W}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Rite of Harmony")


def test_draws_for_each_creature_or_enchantment_this_turn_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Mountain", "Forest")
    s.hand(0, "Rite of Harmony", "Join the Dance", "Swamp")
    s.library(0, "Island", "Island", "Island", "Island", "Island")
    s.battlefield(1, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony")
    d.resolve()
    d.cast(0, "Join the Dance")
    d.resolve()
    d.expect("order_triggers")  # one trigger for each Human
    d.choose(d.decision.actions[0].value)
    d.resolve_all()
    assert len(d.ids("Island", zone="hand")) == 2  # two Humans
    d.play_land(0, "Swamp")  # a land: no card
    assert not d.state.stack and d.decision.kind == "priority"
    assert len(d.ids("Island", zone="hand")) == 2
    d.pass_until("upkeep", turn=4)
    assert not d.state.delayed  # "this turn" only


def test_flashback_twice_over_an_aura_counts_and_an_opponents_creature_doesnt() -> None:
    """Two resolutions make two delayed triggers (CR 603.7): each creature or enchantment that
    enters under your control draws two cards; an Aura is an enchantment; a creature entering
    under the opponent's control draws nothing. The flashback copy is exiled (CR 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Island", "Forest", "Swamp",
                  "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Harmony", "Necrosynthesis")
    s.graveyard(0, "Rite of Harmony")
    s.library(0, *["Island"] * 6)
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Bounding Wolf")
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony")
    d.resolve()
    d.cast(0, d.find("Rite of Harmony", zone="graveyard"), method="flashback")
    d.resolve()
    assert len(d.ids("Rite of Harmony", zone="exile")) == 1
    d.cast(0, "Necrosynthesis", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.take_first("order_triggers")
    d.resolve_all()
    assert len(d.ids("Island", zone="hand")) == 2
    d.pass_priority()
    d.cast(1, "Bounding Wolf")
    d.resolve()
    assert not d.state.stack
    assert len(d.ids("Island", zone="hand")) == 2


def test_a_land_becoming_a_creature_doesnt_enter() -> None:
    """CR 603.6a: only a permanent entering the battlefield triggers it: Primal Adversary
    entering draws a card; the Forest its reflexive ability turns into a 3/3 Wolf creature was
    already on the battlefield and draws nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Plains")
    s.hand(0, "Rite of Harmony", "Primal Adversary")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony")
    d.resolve()
    d.cast(0, "Primal Adversary")
    d.resolve()
    d.take_first("order_triggers")  # the Rite's draw and the Adversary's payment
    while d.state.stack or d.decision.kind != "priority":
        kind = d.decision.kind
        if kind == "priority":
            d.pass_priority()
        elif kind == "choose_number":
            d.choose(1)  # pay {1}{G} once
        elif kind == "pay_mana":
            d.pay()
        else:
            d.expect("target")  # the land that becomes a Wolf
            d.choose(next(a.value for a in d.decision.actions if a.value is not None))
    wolves = [x for x in d.ids("Forest", zone="battlefield") if d.chars(x).is_creature]
    assert len(wolves) == 1
    assert len(d.state.players[0].hand) == 1  # one card, for the Adversary


@pytest.mark.ruling("MID-OR-0803", "MID-OR-0805")
def test_flashback_at_instant_speed_and_exiled_when_countered() -> None:
    """MID-OR-0803: an instant cast with flashback can be cast on the opponent's turn;
    MID-OR-0805, CR 702.34a: countered by Discombobulate, it is exiled, and no delayed
    ability was created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains")
    s.graveyard(0, "Rite of Harmony")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, *["Island"] * 4)
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony", method="flashback")
    spell = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Rite of Harmony") == "exile"
    assert not d.state.delayed


@pytest.mark.ruling("MID-OR-0804")
def test_flashback_mana_value_is_two() -> None:
    """MID-OR-0804, CR 202.3: cast for {2}{G}{W}, the spell's mana value is still 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains")
    s.graveyard(0, "Rite of Harmony")
    d = Driver(s.build())
    d.cast(0, "Rite of Harmony", method="flashback")
    assert d.chars(d.state.stack[-1]).mana_value == 2
    assert all(d.state.objects[x].tapped for x in d.state.battlefield)

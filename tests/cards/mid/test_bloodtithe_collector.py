"""Bloodtithe Collector — {4}{B} Creature — Vampire Noble 3/4.

Oracle: "Flying / When Bloodtithe Collector enters the battlefield, if an opponent lost life
this turn, each opponent discards a card."
Rulings covered: MID-RN-150.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodtithe Collector")


def setup() -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Bloodtithe Collector", "Shock")
    s.hand(1, "Glory Seeker")
    s.hand(2, "Elvish Warrior")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-150", "MID-OR-0269")
def test_each_opponent_discards_after_one_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")


def test_no_discard_without_life_loss() -> None:
    d = setup()
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    assert not d.state.stack
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("MID-RN-150", "MID-OR-0269")
def test_each_opponent_discards_even_if_the_one_hit_gained_more_life() -> None:
    """Shock costs player 1 two life and Wellwisher gains them 3 in response: their life total
    went up this turn, yet they lost life, so each opponent discards."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Bloodtithe Collector", "Shock")
    s.hand(1, "Glory Seeker")
    s.hand(2, "Elvish Warrior")
    s.battlefield(1, "Wellwisher", "Elvish Vanguard", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard") and d.zone_of("Elvish Warrior", player=2) \
        == "graveyard"


def test_life_lost_in_an_earlier_turn_doesnt_count() -> None:
    """CR 603.4 ("if an opponent lost life this turn"): player 1 was Shocked in their own
    turn 4; in player 0's turn 5 nobody has lost life, so the ability doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Bloodtithe Collector", "Shock")
    s.hand(1, "Glory Seeker")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "hand"


def test_each_opponent_chooses_the_card_they_discard() -> None:
    """CR 701.9b: the discarding player chooses: player 1, with two cards, picks which one
    goes (the Elvish Warrior), keeping the Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Bloodtithe Collector", "Shock")
    s.hand(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    d.resolve()
    assert d.decision.player == 1 and d.decision.kind != "priority"
    d.choose(d.find("Elvish Warrior", "hand"))
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of("Elvish Warrior") == "graveyard" and d.zone_of("Glory Seeker") == "hand"


def test_in_two_headed_giant_a_teammate_s_life_loss_doesnt_count() -> None:
    """CR 810.9, 102.3: life is lost by players individually; player 1 is player 0's teammate:
    Shocking player 1 leaves no opponent who lost life, so nothing triggers. Shocking player
    2 instead, each opponent (players 2 and 3) discards."""
    for target, discarded in ((1, False), (2, True)):
        s = Scenario(format="two_headed_giant", seed=1)
        s.battlefield(0, *["Swamp"] * 5, "Mountain")
        s.hand(0, "Bloodtithe Collector", "Shock")
        for p in (1, 2, 3):
            s.hand(p, "Glory Seeker")
        for p in range(4):
            s.library(p, "Swamp", "Swamp")
        d = Driver(s.build())
        d.cast(0, "Shock", targets=[target])
        d.resolve()
        d.cast(0, "Bloodtithe Collector")
        d.resolve()
        d.resolve_all()
        assert len(d.state.players[1].hand) == 1
        assert [len(d.state.players[p].hand) for p in (2, 3)] == ([0, 0] if discarded else [1, 1])


def test_an_opponent_with_an_empty_hand_discards_nothing_the_other_still_does() -> None:
    """CR 701.9a, 609.3: player 2 has no card to discard, so discards nothing; player 1 still
    discards its Glory Seeker, and the caster's own hand is untouched. The Collector flies."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Mountain")
    s.hand(0, "Bloodtithe Collector", "Shock", "Forest")
    s.hand(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Bloodtithe Collector")
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Forest") == "hand"
    assert d.chars(d.find("Bloodtithe Collector")).has("Flying")

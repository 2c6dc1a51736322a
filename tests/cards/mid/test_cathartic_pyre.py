"""Cathartic Pyre — {1}{R} Instant.

Oracle: "Choose one — / • Cathartic Pyre deals 3 damage to target creature or planeswalker. /
• Discard up to two cards, then draw that many cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cathartic Pyre")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Glory Seeker", "Elvish Warrior", "Plains")
    s.library(0, "Forest", "Island", "Swamp")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_three_damage_to_a_creature_not_a_player() -> None:
    d = build()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Cathartic Pyre", modes=[0], targets=[1])
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[0], targets=[d.find("Elvish Warrior", player=1)])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")


def test_discard_two_draw_two() -> None:
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", zone="hand"))
    d.choose(d.find("Plains", zone="hand"))
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Plains", zone="graveyard")
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")
    assert d.ids("Swamp", zone="library")


def test_may_discard_nothing() -> None:
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(None)
    assert len(d.state.players[0].hand) == 3
    assert d.ids("Forest", zone="library")


def test_three_damage_to_a_planeswalker_removes_three_loyalty() -> None:
    """CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters; Wrenn
    and Seven at 5 loyalty is left with 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre")
    s.battlefield(1, "Wrenn and Seven")
    d = Driver(s.build())
    wrenn = d.find("Wrenn and Seven")
    d.cast(0, "Cathartic Pyre", modes=[0], targets=[wrenn])
    d.resolve()
    assert d.state.objects[wrenn].counters.get("loyalty") == 2


def test_discard_one_draw_one() -> None:
    """"Up to two": discarding one card draws exactly one."""
    d = build()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.choose(d.find("Plains", zone="hand"))
    d.choose(None)
    assert d.ids("Plains", zone="graveyard")
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="library")
    assert len(d.state.players[0].hand) == 3


def test_target_gone_in_response_the_damage_mode_does_nothing() -> None:
    """CR 608.2b: the creature died to a Shock cast in response, so the spell's only target is
    illegal and it doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    pyre = d.cast(0, "Cathartic Pyre", modes=[0], targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert [e.obj for e in d.game.log if e.kind == "fizzle"] == [pyre]


def test_with_an_empty_hand_it_discards_and_draws_nothing() -> None:
    """CR 701.9a, 121.1: with no card in hand nothing is discarded, so "that many" is zero and
    no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    assert d.decision.kind == "priority"
    assert not d.state.players[0].hand
    assert len(d.state.players[0].library) == 2


def test_an_opponent_s_card_can_t_be_discarded() -> None:
    """CR 701.9a: only cards in the caster's own hand may be discarded; choosing a card in
    player 1's hand is refused, the choice stays pending and nothing moved."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Cathartic Pyre", "Plains")
    s.hand(1, "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()
    d.expect("choose_cards")
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Shock", zone="hand"))
    d.expect("choose_cards")
    assert d.zone_of("Shock") == "hand"
    d.choose(d.find("Plains", zone="hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert d.ids("Forest", zone="hand") and d.zone_of("Shock") == "hand"
    assert d.ids("Island", zone="library")


def test_a_copy_discards_and_draws_anew_as_it_resolves() -> None:
    """CR 707.10: a copy copies the mode chosen as the spell was cast, not the choices made
    as it resolves. Galvanic Iteration copies Cathartic Pyre cast for its second mode; the
    copy, resolving first, asks again which cards to discard: one (Glory Seeker), so one card
    is drawn (Forest); the original then discards two (Elvish Warrior, Plains) and draws two
    (Island, Swamp): "that many" is each spell's own count."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Cathartic Pyre", "Glory Seeker", "Elvish Warrior", "Plains")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Cathartic Pyre", modes=[1])
    d.resolve()  # the Iteration's ability: the copy, with the same mode and nothing to choose
    assert d.decision.kind == "priority" and len(d.state.stack) == 2
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", zone="hand"))
    d.choose(None)
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Forest", zone="hand")
    assert len(d.state.players[0].hand) == 3 and len(d.state.players[0].library) == 3
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Elvish Warrior", zone="hand"))
    d.choose(d.find("Plains", zone="hand"))
    assert d.ids("Island", zone="hand") and d.ids("Swamp", zone="hand")
    assert d.ids("Mountain", zone="library") and len(d.state.players[0].library) == 1
    assert len(d.state.players[0].hand) == 3

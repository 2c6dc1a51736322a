"""Visions of Dominance — {2}{G} Sorcery.

Oracle: "Put a +1/+1 counter on target creature, then double the number of +1/+1 counters on it.
Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone. (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MIC-RN-002, MIC-RN-003, MIC-RN-004 (and MIC-OR-0092 to MIC-OR-0094, which
restate them), MIC-OR-0095 to MIC-OR-0100 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cast_before_anyone_else,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)
from tests.reference_cards import HARDENED_SCALES

GIANT = define_card("Ninefold Titan", "{7}{G}{G}", "Legendary Creature — Giant", "",
                    power="9", toughness="9").name
"""A card made up for a commander of mana value 9 (a legendary creature, CR 903.3)."""

pytestmark = pytest.mark.card("Visions of Dominance")

CARD = "Visions of Dominance"


def _counters(d: Driver, name: str) -> int:
    return int(d.state.objects[d.find(name, "battlefield")].counters.get("+1/+1", 0))


FLASHBACK = FlashbackCard(CARD, "Forest", 10, 3, ("Glory Seeker",),
                          lambda d: [d.find("Glory Seeker")],
                          lambda d: _counters(d, "Glory Seeker") == 2)


def test_one_counter_then_doubled() -> None:
    """A creature with two +1/+1 counters gets one (three), then three more: six."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _counters(d, "Glory Seeker") == 6
    assert d.chars(d.find("Glory Seeker")).power == 8


@pytest.mark.ruling("MIC-RN-002", "MIC-OR-0092")
def test_doubling_puts_counters_that_other_effects_see() -> None:
    """With Hardened Scales, the first counter becomes two, and doubling puts two counters,
    which Hardened Scales makes three: five in all (doubling is putting counters on it)."""
    assert HARDENED_SCALES
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Hardened Scales", "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _counters(d, "Glory Seeker") == 5
    added = [e.amount for e in d.game.log if e.kind == "counters_added"]
    assert added[-2:] == [2, 3]


def _can_flashback(d: Driver) -> bool:
    return CastSpell(d.find(CARD, "graveyard"), "flashback") in d.game.legal_actions()


def _with_commander(commander: str, forests: int, owner: int = 0,
                    zone: str = "command", cursed: bool = False) -> Driver:
    """``cursed``: player 1's Curse of Silence enchants player 0, naming this card."""
    s = Scenario(seed=1, format="commander")
    s.commander(owner, commander, zone=zone)
    s.battlefield(0, *["Forest"] * forests, "Glory Seeker")
    if cursed:
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": CARD})
    s.graveyard(0, CARD)
    return Driver(s.build())


@pytest.mark.ruling("MIC-RN-003", "MIC-OR-0093")
def test_your_commander_controlled_by_another_player_counts() -> None:
    """Player 0's commander Visara the Dreadful (mana value 6) is taken by the opponent's
    Blatant Thievery; in player 0's next turn it still makes the flashback cost {2}{G}{G}:
    four Forests pay it (without the reduction it would cost ten)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Forest"] * 4, "Glory Seeker")
    s.graveyard(0, CARD)
    s.battlefield(1, *["Island"] * 7)
    s.hand(1, "Blatant Thievery")
    s.library(0, "Forest")
    s.library(1, "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    d.cast(1, "Blatant Thievery", targets=[visara])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 0 and d.chars(visara).controller == 1
    assert _can_flashback(d)
    d.cast(0, CARD, method="flashback", targets=[d.find("Glory Seeker")])
    assert all(d.state.objects[f].tapped for f in d.ids("Forest", "battlefield"))
    d.resolve()
    assert _counters(d, "Glory Seeker") == 2 and d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MIC-RN-004", "MIC-OR-0094")
def test_reduction_only_of_generic_mana_and_only_with_flashback() -> None:
    """A commander of mana value 9 (Ninefold Titan, in the command zone) reduces {8}{G}{G}
    to {G}{G}, not less: two Forests pay it, one doesn't. Cast from the hand, the card costs
    its full {2}{G}. An opponent's commander doesn't count."""
    assert _can_flashback(_with_commander(GIANT, 2))
    assert not _can_flashback(_with_commander(GIANT, 1))
    assert not _can_flashback(_with_commander(GIANT, 9, owner=1))
    d = _with_commander(GIANT, 2)
    d.cast(0, CARD, method="flashback", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert _counters(d, "Glory Seeker") == 2
    s = Scenario(seed=1, format="commander")
    s.commander(0, GIANT)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.hand(0, CARD)
    hand = Driver(s.build())
    assert CastSpell(hand.find(CARD, "hand"), "normal") not in hand.game.legal_actions()


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MIC-OR-0095"), id="exiled_when_countered"),
    pytest.param(sorcery_timing, marks=pytest.mark.ruling("MIC-OR-0096"), id="sorcery_timing"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MIC-OR-0097"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MIC-OR-0098"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MIC-OR-0099"), id="never_cast_before"),
    pytest.param(cast_before_anyone_else, marks=pytest.mark.ruling("MIC-OR-0100"), id="cast_before_anyone_else"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MIC-OR-0095 to MIC-OR-0100, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


@pytest.mark.ruling("MIC-OR-0097")
def test_the_increase_is_added_before_the_reduction() -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a flashback cost) you're paying, add any cost increases, then
    apply any cost reductions." (CR 601.2f) Curse of Silence naming it adds {2} to {8}{G}{G};
    Ninefold Titan (mana value 9) as the commander then takes {9} off: {1}{G}{G}, which three
    Forests pay (reduced first, then increased, it would cost {2}{G}{G}); two don't."""
    assert not _can_flashback(_with_commander(GIANT, 2, cursed=True))
    d = _with_commander(GIANT, 3, cursed=True)
    assert _can_flashback(d)
    d.cast(0, CARD, method="flashback", targets=[d.find("Glory Seeker")])
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    while d.state.stack:  # the Curse's own trigger first: its controller keeps it
        if d.decision.kind == "may":
            d.choose(False)
        else:
            d.resolve()
    assert _counters(d, "Glory Seeker") == 2 and d.zone_of(CARD) == "exile"


def test_a_minus_counter_is_removed_only_after_the_doubling() -> None:
    """CR 704.5q is a state-based action, not checked while the spell resolves (CR 704.3):
    an opponent's Glory Seeker with a -1/-1 counter gets a +1/+1 counter, the +1/+1 counters
    are doubled to two, and only then one of each is removed, leaving one +1/+1 counter (a
    3/3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(1, "Glory Seeker", counters={"-1/-1": 1})
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.resolve()
    counters = {k: v for k, v in d.state.objects[seeker].counters.items() if v}
    assert counters == {"+1/+1": 1}
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 3)


def test_its_target_gone_it_goes_to_the_graveyard_and_can_then_be_flashed_back() -> None:
    """CR 608.2b: Glory Seeker, its only target, was Shocked in response; the spell doesn't
    resolve and, cast from the hand, goes to the graveyard (not exile), where flashback is
    then available for a new target."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 13, "Glory Seeker", "Elvish Warrior")
    s.hand(0, CARD)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not d.state.stack
    warrior = d.find("Elvish Warrior")
    d.cast(0, CARD, method="flashback", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].counters.get("+1/+1", 0) == 2
    assert d.zone_of(CARD) == "exile"

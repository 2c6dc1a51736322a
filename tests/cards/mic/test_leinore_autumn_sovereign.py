"""Leinore, Autumn Sovereign — {2}{G}{W} Legendary Creature — Human Noble 0/4.

Oracle: "Coven — At the beginning of combat on your turn, put a +1/+1 counter on up to one
target creature you control. Then if you control three or more creatures with different powers,
draw a card."
Rulings covered: MIC-OR-0001, MIC-OR-0002, MIC-OR-0003.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Leinore, Autumn Sovereign")

CARD = "Leinore, Autumn Sovereign"


def _combat(*creatures: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *creatures)
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    return d


@pytest.mark.ruling("MIC-OR-0001")
def test_different_powers_draw_a_card() -> None:
    """Leinore (0), Glory Seeker (2) and Quicksilver Dragon (5): three different powers; the
    counter goes on the Seeker (3) and a card is drawn."""
    d = _combat("Glory Seeker", "Quicksilver Dragon")
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 1
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("MIC-OR-0002")
def test_two_creatures_of_one_power_are_not_three_different_powers() -> None:
    """Leinore (0) with two Glory Seekers (2, 2), no counter put: two different powers only,
    no card. Nor with the counter on Leinore (1, 2, 2)."""
    d = _combat("Glory Seeker", "Glory Seeker")
    d.choose(None)
    d.resolve()
    assert not d.state.players[0].hand
    d = _combat("Glory Seeker", "Glory Seeker")
    d.choose(d.find(CARD))
    d.resolve()
    assert d.chars(d.find(CARD)).power == 1
    assert not d.state.players[0].hand


@pytest.mark.ruling("MIC-OR-0003")
def test_creatures_with_different_powers_counted_as_it_resolves() -> None:
    """Coven is checked as the ability resolves, after the counter: Leinore (0) and two
    Glory Seekers (2, 2) have two different powers when it triggers; the counter makes one
    Seeker 3, and the card is drawn. Not an intervening "if": it triggers either way."""
    d = _combat("Glory Seeker", "Glory Seeker")
    assert len(d.state.stack) == 1
    d.choose(d.ids("Glory Seeker")[0])
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_no_target_chosen_still_draws_with_three_powers() -> None:
    """CR 115.10, 601.2c: "up to one target" may target nothing; the ability then resolves
    (it had no target to lose) and, with Leinore (0), Glory Seeker (2) and Quicksilver Dragon
    (5), the card is drawn."""
    d = _combat("Glory Seeker", "Quicksilver Dragon")
    d.choose(None)
    d.resolve()
    assert len(d.state.players[0].hand) == 1


def test_its_only_target_gone_it_doesnt_resolve_and_draws_nothing() -> None:
    """CR 608.2b: the counter was to go on Glory Seeker, Shocked in response. Its only target
    illegal, the ability is removed from the stack without doing anything: no card, though
    Leinore (0), Avacyn's Pilgrim (1) and Quicksilver Dragon (5) still have three different
    powers."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Quicksilver Dragon", "Avacyn's Pilgrim", "Mountain")
    s.library(0, "Plains", "Plains")
    s.hand(0, "Shock")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert not d.state.players[0].hand


def test_it_doesnt_trigger_at_the_beginning_of_an_opponent_s_combat() -> None:
    """"At the beginning of combat on your turn" (CR 507.1, 603.2): in the opponent's
    beginning of combat step nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Quicksilver Dragon")
    s.library(0, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and d.state.active == 1
    assert not d.state.stack and d.decision.kind == "priority"


def test_an_opponent_s_creature_is_refused_as_the_target() -> None:
    """CR 115.1, 601.2c: "target creature you control": the opponent's Elvish Warrior is
    refused with an error naming it, the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1") == 1
    assert d.state.objects[d.find("Elvish Warrior")].counters.get("+1/+1", 0) == 0


def test_opponents_creatures_dont_count_for_coven() -> None:
    """Coven counts creatures you control (CR 207.2c): Leinore (0) and Glory Seeker (2, 3 with
    the counter) with the opponent's Quicksilver Dragon (5) are only two powers of player 0's:
    no card."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Quicksilver Dragon")
    s.library(0, "Plains")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert not d.state.players[0].hand

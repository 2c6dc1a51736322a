"""Primal Boost — {2}{G} Instant.

Oracle: "Target creature gets +4/+4 until end of turn. / Cycling {2}{G} / When you cycle Primal
Boost, you may have target creature get +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import (
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
)

pytestmark = pytest.mark.card("Primal Boost")

def test_plus_four_and_cycling_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Primal Boost", "Primal Boost")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    first, second = d.ids("Primal Boost", "hand")
    d.cast(0, first, targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (6, 6)
    d.activate(0, second)
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (7, 7)


@pytest.mark.ruling("ONS-OR-0184")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Primal Boost", ["Forest", "Forest", "Forest"])


def test_cycling_trigger_may_be_declined_and_still_draws() -> None:
    """CR 702.29a, 603.5: the trigger goes on the stack above the cycling ability; its "you
    may" can be declined (no +1/+1), and the cycling ability still draws the card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Primal Boost")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Primal Boost")
    d.choose(seeker)
    # the cycle trigger waits above the cycling ability itself (CR 603.3): nothing drawn yet
    assert len(d.state.stack) == 2 and d.zone_of("Island") == "library"
    d.resolve()
    d.expect("may")
    d.choose(False)
    d.resolve_all()
    assert d.zone_of("Primal Boost") == "graveyard"
    assert d.zone_of("Island") == "hand"
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_spell_with_its_target_gone_does_nothing() -> None:
    """CR 608.2b: Glory Seeker is Shocked in response to Primal Boost; the spell's only target
    is illegal, so it doesn't resolve (no other creature gets +4/+4) and goes to the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Primal Boost", "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Primal Boost", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Primal Boost") == "graveyard"
    assert [e for e in d.state.log if e.kind == "fizzle"]
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_it_wears_off_at_cleanup() -> None:
    """CR 514.2: "until end of turn" ends in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Primal Boost")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Primal Boost", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 6
    d.pass_until("upkeep", turn=4)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_the_cycle_trigger_resolves_before_the_draw() -> None:
    """CR 603.3: the trigger goes on the stack above the cycling ability and resolves first,
    while the card to draw is still in the library."""
    check_trigger_resolves_before_the_draw("Primal Boost", ["Forest", "Forest", "Forest"],
                                           creatures=["Glory Seeker"])


def test_the_cycle_trigger_countered_the_card_is_still_drawn() -> None:
    """CR 702.29a: the draw is the cycling ability's; Stifle countering the "when you cycle"
    trigger leaves it, so the card is still drawn."""
    check_trigger_stifled_cycling_still_draws("Primal Boost", ["Forest", "Forest", "Forest"],
                                              creatures=["Glory Seeker"])


@pytest.mark.ruling("ONS-FAQ-037")
def test_an_opponent_can_t_cycle_your_card() -> None:
    """ONS-FAQ-037: a card in another player's hand can't be cycled: player 1, with priority
    and the mana, is offered no activation of player 0's Primal Boost."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.hand(0, "Primal Boost")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    boost = d.find("Primal Boost", zone="hand")
    assert d.decision.player == 1
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == boost]

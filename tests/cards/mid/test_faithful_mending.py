"""Faithful Mending — {W}{U} Instant.

Oracle: "You gain 2 life, draw two cards, then discard two cards. / Flashback {1}{W}{U}"
Rulings covered: MID-OR-0725 to MID-OR-0730 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard

pytestmark = pytest.mark.card("Faithful Mending")


def test_gain_draw_two_discard_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Plains")
    s.graveyard(0, "Faithful Mending")
    s.library(0, "Shock", "Glory Seeker")
    s.hand(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending", method="flashback")
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Forest", zone="hand"))
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert d.life(0) == 22
    assert [d.state.objects[c].zone.value for c in d.ids("Shock")] == ["hand"]
    assert d.ids("Forest", zone="graveyard") and d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Faithful Mending", zone="exile")


def test_with_only_the_two_drawn_cards_both_are_discarded() -> None:
    """CR 701.9a: an empty hand draws two and must discard two: both drawn cards go, with no
    card left to choose instead."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending")
    s.library(0, "Shock", "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    while d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
    assert not d.state.players[0].hand
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Forest") == "library" and d.life(0) == 22


def _mended(d: Driver) -> bool:
    """Discards the first cards offered, then whether player 0 gained the 2 life."""
    while d.game.decision is not None and d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
    return d.life(0) == 22


FLASHBACK = FlashbackCard("Faithful Mending", "Deserted Beach", 3, 2, (), lambda d: [], _mended,
                          library=("Shock", "Glory Seeker", "Island", "Swamp"))
"""Flashback {1}{W}{U}: three Deserted Beaches (each taps for {W} or {U})."""


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MID-OR-0725"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MID-OR-0727"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MID-OR-0728"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MID-OR-0729"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MID-OR-0730"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings (see ``flashback_checks``); MID-OR-0726 is below, as
    this is an instant."""
    check(FLASHBACK)


@pytest.mark.ruling("MID-OR-0726")
def test_flashback_keeps_the_instant_timing() -> None:
    """MID-OR-0726, CR 304.1, 702.34a: an instant cast with flashback may be cast whenever its
    controller has priority: here in the opponent's upkeep, with the opponent's Shock on the
    stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Deserted Beach", "Deserted Beach", "Deserted Beach", "Glory Seeker")
    s.graveyard(0, "Faithful Mending")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(1, "Island")
    s.at("upkeep", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    assert CastSpell(d.find("Faithful Mending", "graveyard"), "flashback") in \
        d.game.legal_actions()
    d.cast(0, "Faithful Mending", method="flashback")
    d.resolve()
    assert _mended(d)
    assert d.zone_of("Faithful Mending") == "exile" and len(d.state.stack) == 1


def test_a_mending_discarded_by_another_can_be_cast_with_flashback() -> None:
    """MID-OR-0729, 0730: the first Faithful Mending draws and discards the second from the
    hand; still in player 0's main phase with priority, the second is cast with flashback:
    4 life gained in all, the flashback one ends in exile, the first in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Deserted Beach", "Deserted Beach", "Deserted Beach", "Deserted Beach",
                  "Deserted Beach")
    s.hand(0, "Faithful Mending", "Faithful Mending")
    s.library(0, "Island", "Swamp", "Forest", "Mountain")
    d = Driver(s.build())
    first, second = d.ids("Faithful Mending", "hand")
    d.cast(0, first)
    d.resolve()
    d.expect("discard")
    d.choose(second)
    d.choose(d.find("Island", "hand"))
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, d.find("Faithful Mending", "graveyard"), method="flashback")
    d.resolve()
    assert _mended(d) is False and d.life(0) == 24
    assert len(d.ids("Faithful Mending", "exile")) == 1
    assert len(d.ids("Faithful Mending", "graveyard")) == 1
    assert len(d.state.players[0].hand) == 1  # 2 - 1 cast + 2 - 2 + 2 - 2


def test_with_one_card_in_the_library_it_draws_it_and_its_caster_loses() -> None:
    """CR 121.4, 704.5b: drawing two from a library of one draws the one; the player who
    attempted to draw from the empty library loses at the next check of state-based actions."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending", "Forest", "Mountain")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    while d.game.decision is not None and d.decision.kind == "discard":
        d.choose(d.decision.actions[0].value)
    assert d.zone_of("Shock") in ("hand", "graveyard")
    assert d.state.players[0].lost


def test_discarding_a_card_not_in_the_hand_is_refused() -> None:
    """CR 701.9a: only cards in the hand can be discarded: choosing a Plains on the
    battlefield is refused with an error, the discard is still asked for and nothing moved."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island", "Plains")
    s.hand(0, "Faithful Mending", "Forest")
    s.library(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    d.expect("discard")
    plains = d.ids("Plains", "battlefield")[1]
    with pytest.raises(IllegalActionError):
        d.choose(plains)
    d.expect("discard")
    assert d.state.objects[plains].zone.value == "battlefield"
    assert len(d.state.players[0].hand) == 3
    d.choose(d.find("Forest", "hand"))
    d.choose(d.find("Shock", "hand"))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Glory Seeker"]


def test_the_drawn_cards_are_hidden_until_discarded() -> None:
    """CR 402.3, 404.2: while player 0 chooses what to discard, the two drawn cards are named
    in their view only; the discarded cards, in the graveyard, are public, the kept one
    stays hidden."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending", "Forest")
    s.library(0, "Shock", "Glory Seeker", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    d.expect("discard")
    for name in ("Shock", "Glory Seeker"):
        assert name in json.dumps(d.game.view(0))
        assert name not in json.dumps(d.game.view(1))
    d.choose(d.find("Forest", "hand"))
    d.choose(d.find("Shock", "hand"))
    theirs = json.dumps(d.game.view(1))
    assert "Forest" in theirs and "Shock" in theirs and "Glory Seeker" not in theirs

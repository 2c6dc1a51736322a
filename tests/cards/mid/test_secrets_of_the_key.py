"""Secrets of the Key — {U} Instant.

Oracle: "Investigate. If this spell was cast from a graveyard, investigate twice instead. /
Flashback {3}{U}"
Rulings covered: MID-RN-037, MID-RN-039 (flashback), MID-OR-0220 to MID-OR-0225.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Secrets of the Key")


def test_one_clue_from_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Secrets of the Key")
    d = Driver(s.build())
    d.cast(0, "Secrets of the Key")
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 1
    assert d.ids("Secrets of the Key", zone="graveyard")


@pytest.mark.ruling("MID-RN-037", "MID-RN-039", "MID-OR-0220", "MID-OR-0222")
def test_two_clues_with_flashback_then_exiled() -> None:
    """The flashback cost {3}{U} is paid instead of the mana cost; the spell's mana value is
    still 1 (its mana cost)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.graveyard(0, "Secrets of the Key")
    d = Driver(s.build())
    sid = d.cast(0, "Secrets of the Key", method="flashback")
    assert d.chars(sid).mana_value == 1
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 2
    assert d.ids("Secrets of the Key", zone="exile")


def test_a_copy_of_it_cast_with_flashback_wasnt_cast_from_a_graveyard() -> None:
    """CR 707.10: a copy of a spell isn't cast. Galvanic Iteration copies Secrets of the Key
    cast with flashback: the original investigates twice, the copy, cast from nowhere, once:
    three Clues."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration")
    s.graveyard(0, "Secrets of the Key")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Secrets of the Key", method="flashback")
    d.resolve()  # the copy trigger: the copy is put on the stack
    d.resolve()  # the copy
    assert len(d.ids("Clue", zone="battlefield")) == 1
    d.resolve()  # the original
    assert len(d.ids("Clue", zone="battlefield")) == 3
    assert d.zone_of("Secrets of the Key") == "exile"


CARD = "Secrets of the Key"


@pytest.mark.ruling("MID-OR-0221")
def test_an_instant_may_be_flashed_back_in_an_opponent_s_turn() -> None:
    """MID-OR-0221, CR 702.34a, 304.1: flashback keeps the card's timing: an instant may be
    cast from the graveyard in the opponent's upkeep, making two Clues."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.graveyard(0, CARD)
    s.at("upkeep", active=1, priority=0)
    d = Driver(s.build())
    assert d.decision.player == 0 and d.state.active == 1
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield", player=0)) == 2
    assert d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MID-OR-0223")
def test_countered_after_flashback_it_is_exiled_and_makes_no_clue() -> None:
    """MID-OR-0223, CR 702.34a: countered by Discombobulate, the flashed-back spell is exiled,
    not put into the graveyard, and no Clue is made."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.graveyard(0, CARD)
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(1, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    sid = d.cast(0, CARD, method="flashback")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.game.legal_actions()))
    assert d.zone_of(CARD) == "exile"
    assert not d.ids("Clue")


@pytest.mark.ruling("MID-OR-0225", "MID-OR-0224")
def test_cast_from_hand_it_may_be_flashed_back_before_anyone_else_acts() -> None:
    """MID-OR-0225, CR 117.3b: after it resolves from the hand (one Clue), its controller, the
    active player, gets priority first and flashes it back (two more Clues)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 1 and d.zone_of(CARD) == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, CARD, method="flashback")
    d.resolve()
    assert len(d.ids("Clue", zone="battlefield")) == 3 and d.zone_of(CARD) == "exile"


def test_with_too_little_mana_flashback_is_refused() -> None:
    """CR 601.2f-h: the flashback cost {3}{U} can't be paid with three Islands: the cast is
    refused naming the card and the game is unchanged."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.graveyard(0, CARD)
    d = Driver(s.build())
    action = CastSpell(d.find(CARD, "graveyard"), "flashback")
    assert action not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Secrets of the Key can't be cast that way"):
        d.act(0, action)
    assert d.game.fingerprint() == before


def test_a_copy_cast_by_bloodthirsty_adversary_is_cast_from_exile() -> None:
    """CR 707.12, 601.2a: Bloodthirsty Adversary exiles Secrets of the Key from the graveyard
    and its controller casts a copy of it, created in exile: that spell was cast from exile,
    not from a graveyard, so it investigates once."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Secrets of the Key")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    d.choose(d.find("Secrets of the Key", "graveyard"))
    d.resolve()
    [copy] = [a.value for a in d.game.legal_actions()
              if isinstance(a, Choose) and a.value is not None]
    d.choose(copy)
    d.resolve_all()
    assert len(d.ids("Clue", zone="battlefield")) == 1
    assert d.zone_of("Secrets of the Key") == "exile"

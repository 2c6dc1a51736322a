"""Shadowbeast Sighting — {3}{G} Sorcery.

Oracle: "Create a 4/4 green Beast creature token. / Flashback {6}{G}"
Rulings covered: MID-OR-0590 to MID-OR-0595 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Shadowbeast Sighting")


def test_a_beast_now_and_another_by_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 11)
    s.hand(0, "Shadowbeast Sighting")
    d = Driver(s.build())
    d.cast(0, "Shadowbeast Sighting")
    d.resolve()
    assert d.ids("Shadowbeast Sighting", zone="graveyard")
    d.cast(0, "Shadowbeast Sighting", method="flashback")
    d.resolve()
    beasts = d.ids("Beast Token", zone="battlefield")
    assert len(beasts) == 2
    c = d.chars(beasts[0])
    assert (c.power, c.toughness) == (4, 4) and "Beast" in c.subtypes
    assert d.ids("Shadowbeast Sighting", zone="exile")


def test_flashback_keeps_sorcery_timing() -> None:
    """CR 702.34a, 307.1: flashback doesn't change when a sorcery may be cast: not in the
    opponent's turn, nor in your own upkeep; in your main phase with an empty stack, yes."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.graveyard(0, "Shadowbeast Sighting")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    card = d.find("Shadowbeast Sighting")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_priority()
    d.pass_until("upkeep", turn=5)
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, card, method="flashback")
    d.resolve()
    assert d.ids("Beast Token", zone="battlefield", player=0)


def _beast_made(d: Driver) -> bool:
    """A 4/4 green Beast token under player 0's control."""
    beasts = d.ids("Beast Token", zone="battlefield", player=0)
    if len(beasts) != 1:
        return False
    c = d.chars(beasts[0])
    return (c.power, c.toughness, c.colors) == (4, 4, frozenset("G")) and "Creature" in c.types


FLASHBACK = FlashbackCard("Shadowbeast Sighting", "Forest", 7, 4, (), lambda d: [], _beast_made)


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MID-OR-0590"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[1], marks=pytest.mark.ruling("MID-OR-0591"), id=CHECKS[1].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MID-OR-0592"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MID-OR-0593"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MID-OR-0594"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MID-OR-0595"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MID-OR-0590 to MID-OR-0595, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


def test_cast_from_hand_it_goes_to_the_graveyard_not_exile() -> None:
    """CR 608.2n: cast from the hand (no flashback cost paid), it resolves into its owner's
    graveyard; the Beast is its caster's."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Shadowbeast Sighting")
    d = Driver(s.build())
    d.cast(0, "Shadowbeast Sighting")
    d.resolve()
    assert _beast_made(d)
    assert d.zone_of("Shadowbeast Sighting") == "graveyard"
    assert not d.ids("Beast Token", zone="battlefield", player=1)


def test_an_opponent_cannot_flash_it_back_from_its_owner_s_graveyard() -> None:
    """CR 702.34a: "you may cast this card from your graveyard": only its owner may; the
    opponent, in their own main phase with mana enough, is not offered it."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(1, *["Forest"] * 7)
    s.graveyard(0, "Shadowbeast Sighting")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    card = d.find("Shadowbeast Sighting")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="another player's card"):
        d.act(1, CastSpell(card, "flashback"))
    assert d.game.fingerprint() == before


def test_changed_on_the_stack_it_creates_an_elf() -> None:
    """CR 612.2a: Shadowbeast Sighting made to read Elf creates a 4/4 green Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Island")
    s.hand(0, "Artificial Evolution", "Shadowbeast Sighting")
    d = Driver(s.build())
    spell = d.cast(0, "Shadowbeast Sighting")
    evolve(d, spell, "Beast", "Elf")
    d.resolve()
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Elf Token", {"Elf"}, {"G"}, 4, 4)

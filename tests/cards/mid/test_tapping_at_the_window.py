"""Tapping at the Window — {1}{G} Sorcery.

Oracle: "Look at the top three cards of your library. You may reveal a creature card from among
them and put it into your hand. Put the rest into your graveyard. / Flashback {2}{G}"
Rulings covered: MID-OR-0602 to MID-OR-0607 (flashback).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard

pytestmark = pytest.mark.card("Tapping at the Window")

CARD = "Tapping at the Window"


def test_creature_to_hand_rest_to_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker", "Island", "Forest")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", zone="library") not in offered
    d.choose(d.find("Glory Seeker", zone="library"))
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="graveyard") and d.ids("Island", zone="graveyard")
    assert d.ids("Forest", zone="library")


def test_may_keep_no_creature_all_three_go_to_the_graveyard() -> None:
    """"You may reveal": declining puts all three into the graveyard; then cast with
    flashback (CR 702.34a) from there, it looks at the next three and is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker", "Island", "Forest", "Plains", "Swamp", "Island")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    assert None in {a.value for a in d.decision.actions}
    d.choose(None)
    assert not d.state.players[0].hand
    assert len(d.state.players[0].graveyard) == 4  # three cards and the spell
    d.cast(0, "Tapping at the Window", method="flashback")
    d.resolve()
    if d.decision.kind != "priority":  # no creature card among them: nothing to reveal
        d.choose(None)
    assert len(d.state.players[0].library) == 1
    assert d.zone_of("Tapping at the Window") == "exile"


def test_the_look_is_private_and_the_kept_creature_is_revealed() -> None:
    """Only the caster looks at the three cards (CR 401.2): while they
    choose, the opponent's view names none of them; the creature card kept is revealed to
    all (its name is in the opponent's log) and the rest go to the graveyard, public."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Elvish Warrior", "Shock", "Wirewood Savage", "Forest")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    theirs = json.dumps(d.game.view(1))
    assert "Elvish Warrior" not in theirs and "Wirewood Savage" not in theirs
    assert "Wirewood Savage" in json.dumps(d.game.view(0)["decision"])
    d.choose(d.find("Wirewood Savage", zone="library"))
    assert "Wirewood Savage" in json.dumps(d.game.view(1)["log"])
    assert d.zone_of("Elvish Warrior") == "graveyard"


@pytest.mark.ruling("MID-OR-0603")
def test_flashback_keeps_the_sorcery_timing() -> None:
    """A sorcery cast with flashback is still cast only in its owner's main phase with an
    empty stack (CR 307.1, 702.34a): not in the opponent's turn; in its owner's main phase
    it is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.graveyard(0, "Tapping at the Window")
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    card = d.find("Tapping at the Window")
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d.pass_until("precombat_main", turn=5)
    assert CastSpell(card, "flashback") in d.game.legal_actions()


def test_with_fewer_than_three_cards_it_looks_at_all_of_them() -> None:
    """An effect does as much as possible (CR 609.3): with two cards in the library it looks
    at both; Glory Seeker goes to the hand, Shock to the graveyard, the library is empty and
    the game goes on (no card was drawn, CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tapping at the Window")
    s.library(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Tapping at the Window")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Shock") == "graveyard"
    assert d.state.players[0].library == [] and d.decision.kind == "priority"


def _looked(d: Driver) -> bool:
    """Whether the spell's effect happened: its choice answered with no card kept, the top
    three cards (Glory Seeker among them) are in the graveyard."""
    if d.decision.kind == "choose_cards":
        d.choose(None)
    return d.zone_of("Glory Seeker") == "graveyard"


FLASHBACK = FlashbackCard(CARD, "Forest", 3, 2, (), lambda d: [], _looked,
                          library=("Glory Seeker", "Shock", "Island", "Swamp"))


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MID-OR-0602"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[1], marks=pytest.mark.ruling("MID-OR-0603"), id=CHECKS[1].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MID-OR-0604"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MID-OR-0605"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MID-OR-0606"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MID-OR-0607"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MID-OR-0602 to MID-OR-0607, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)

"""Shared checks for the lands that enter tapped and scry 1 as they enter, tapping for either of
two colours (Temple of Deceit, Temple of Plenty), and the official scry ruling, which each card's
module cites under its own id."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.mana_source_checks import mana_options, on_the_battlefield


def _played(card: str) -> tuple[Driver, int]:
    """``card`` played from the hand, a Glory Seeker on top of the library (then a Forest)."""
    s = Scenario(seed=1)
    s.hand(0, card)
    s.library(0, "Glory Seeker", "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, card)
    return d, d.find(card, zone="battlefield")


def check_enters_tapped(card: str) -> None:
    d, temple = _played(card)
    assert d.state.objects[temple].tapped


def check_enters_trigger_scries_one_to_the_bottom(card: str) -> None:
    d, _ = _played(card)
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("scry")
    assert set(d.game.legal_actions()) == {Choose("top"), Choose("bottom")}
    seeker = d.find("Glory Seeker", "library")
    d.choose("bottom")
    assert d.state.players[0].library[-1] == seeker
    assert d.state.players[0].library[0] == d.find("Forest", "library")


def check_scry_may_keep_the_card_on_top(card: str) -> None:
    d, _ = _played(card)
    d.resolve()
    seeker = d.find("Glory Seeker", "library")
    d.choose("top")
    assert d.state.players[0].library[0] == seeker
    assert d.decision.kind == "priority" and not d.state.stack


def check_taps_for_either_colour(card: str, colours: tuple[str, str], tap: str) -> None:
    """It taps for one of ``colours``: ``tap`` is the one tapped for."""
    d, temple = on_the_battlefield(card)
    assert mana_options(d, temple) == set(colours)
    d.mana(0, temple, tap)
    assert d.state.players[0].mana_pool.get(tap) == 1

"""Shared checks for the lands that enter tapped, return a land you control to its owner's hand
as they enter and tap for two mana of two colours (Dimir Aqueduct, Selesnya Sanctuary), and
the official ruling on returning the land itself, which each card's module cites under its own
id. ``basics`` are the two basic lands of the card's colours."""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.mana_source_checks import mana_options, on_the_battlefield


def _played(card: str, mine: tuple[str, ...], theirs: tuple[str, ...]) -> Driver:
    """Player 0 plays ``card`` with the lands ``mine`` and the opponent's ``theirs`` on the
    battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *mine)
    s.battlefield(1, *theirs)
    s.hand(0, card)
    d = Driver(s.build())
    d.play_land(0, card)
    return d


def check_enters_tapped_and_returns_a_chosen_land(card: str, basics: tuple[str, str]) -> None:
    first, second = basics
    d = _played(card, basics, ("Mountain",))
    land = d.find(card, zone="battlefield")
    assert d.state.objects[land].tapped
    d.resolve()
    d.expect("choose_cards")
    legal = set(d.game.legal_actions())
    la, lb = d.find(first), d.find(second)
    assert Choose(d.find("Mountain")) not in legal  # only a land you control
    assert {Choose(la), Choose(lb), Choose(land)} <= legal
    d.choose(lb)
    assert d.zone_of(second) == "hand"
    assert d.zone_of(first) == d.zone_of(card) == "battlefield"
    assert d.zone_of("Mountain") == "battlefield"


def check_may_return_itself(card: str, basic: str) -> None:
    d = _played(card, (basic,), ())
    d.resolve()
    d.choose(d.find(card, zone="battlefield"))
    assert d.zone_of(card) == "hand"
    assert d.zone_of(basic) == "battlefield"


def check_with_no_other_land_it_returns_itself(card: str, basic: str) -> None:
    """Only the opponent controls a land (``basic``): it must return itself."""
    d = _played(card, (), (basic,))
    d.resolve()
    d.expect("choose_cards")
    land = d.find(card, zone="battlefield")
    assert set(d.game.legal_actions()) == {Choose(land)}
    d.choose(land)
    assert d.zone_of(card, player=0) == "hand"
    assert d.zone_of(basic) == "battlefield"


def check_taps_for_two_mana(card: str, mana: str) -> None:
    """One activation adds ``mana``, two colours at once."""
    d, land = on_the_battlefield(card)
    assert mana_options(d, land) == {mana}
    d.mana(0, land)
    pool = d.state.players[0].mana_pool
    assert pool.get(mana[0]) == 1 and pool.get(mana[1]) == 1

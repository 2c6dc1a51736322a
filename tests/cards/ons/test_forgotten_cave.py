"""Forgotten Cave — Land.

Oracle: "Forgotten Cave enters the battlefield tapped. / {T}: Add {R}. / Cycling {R} ({R},
Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Forgotten Cave")


def test_enters_tapped_then_taps_for_its_colour() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Forgotten Cave")
    s.library(0, "Glory Seeker", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Forgotten Cave")
    land = d.find("Forgotten Cave", zone="battlefield")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]
    d.pass_until("upkeep", turn=5)
    d.mana(0, land)
    assert d.state.players[0].mana_pool.get("R") == 1


def test_cycling_draws_a_card() -> None:
    """CR 702.29a: cycling is an activated ability from the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Forgotten Cave")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Forgotten Cave", zone="hand"))
    assert d.ids("Forgotten Cave", zone="graveyard")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0193")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Forgotten Cave", ["Mountain"])


def test_cycling_works_from_the_hand_only() -> None:
    """CR 702.29a: cycling is activated only while the card is in its owner's hand; on the
    battlefield the Cave has only its mana ability."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Cave", "Mountain")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_cycling_in_an_opponents_turn_and_not_without_red_mana() -> None:
    """CR 702.29a, 602.2: cycling has no timing restriction: in player 1's end step player 0
    cycles the Cave with a Mountain; with only an Island, {R} can't be paid and it can't be
    cycled (CR 601.2f-h, 602.2b)."""
    from manastack.decisions.actions import ActivateAbility

    def game(land: str) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, land)
        s.hand(0, "Forgotten Cave")
        s.library(0, "Glory Seeker")
        s.library(1, "Glory Seeker")
        s.at("end", active=1)
        d = Driver(s.build())
        d.pass_priority()
        return d
    d = game("Island")
    cave = d.find("Forgotten Cave", zone="hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == cave]
    d = game("Mountain")
    d.activate(0, d.find("Forgotten Cave", zone="hand"))
    d.resolve()
    assert d.zone_of("Glory Seeker", player=0) == "hand"
    assert d.zone_of("Forgotten Cave") == "graveyard"


def test_the_card_drawn_by_cycling_stays_hidden_from_the_opponent() -> None:
    """CR 402.3, 404.2: the cycled Cave is public in the graveyard; the card drawn stays
    hidden: the opponent's view doesn't name it, its owner's does."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Forgotten Cave")
    s.library(0, "Wall of Mulch")
    d = Driver(s.build())
    d.activate(0, d.find("Forgotten Cave", zone="hand"))
    d.resolve()
    assert d.zone_of("Wall of Mulch") == "hand"
    assert "Wall of Mulch" not in json.dumps(d.game.view(1))
    assert "Wall of Mulch" in json.dumps(d.game.view(0))
    assert "Forgotten Cave" in json.dumps(d.game.view(1))


def test_cycling_with_an_empty_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: cycling with no card in the library: the draw can't happen and the
    player loses when state-based actions are next checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Forgotten Cave")
    d = Driver(s.build())
    assert not d.state.players[0].library
    d.activate(0, d.find("Forgotten Cave", zone="hand"))
    d.resolve()
    assert d.state.players[0].lost and d.state.winners == (1,)

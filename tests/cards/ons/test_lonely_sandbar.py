"""Lonely Sandbar — Land.

Oracle: "Lonely Sandbar enters the battlefield tapped. / {T}: Add {U}. / Cycling {U} ({U},
Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Lonely Sandbar")


def test_enters_tapped_then_taps_for_its_colour() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Lonely Sandbar")
    s.library(0, "Glory Seeker", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Lonely Sandbar")
    land = d.find("Lonely Sandbar", zone="battlefield")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]
    d.pass_until("upkeep", turn=5)
    d.mana(0, land)
    assert d.state.players[0].mana_pool.get("U") == 1


def test_cycling_draws_a_card() -> None:
    """CR 702.29a: cycling is an activated ability from the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Lonely Sandbar")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Lonely Sandbar", zone="hand"))
    assert d.ids("Lonely Sandbar", zone="graveyard")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0194")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Lonely Sandbar", ["Island"])


def test_cycling_only_from_the_hand_at_instant_speed() -> None:
    """CR 702.29a, 602.5d: cycling works only while the card is in your hand, at any time you
    have priority (here in the opponent's turn); the Sandbar on the battlefield offers only its
    mana ability, and cycling needs its {U}."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Lonely Sandbar", "Island")
    s.hand(0, "Lonely Sandbar")
    s.library(0, "Glory Seeker")
    s.library(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    on_field = d.find("Lonely Sandbar", zone="battlefield")
    in_hand = d.find("Lonely Sandbar", zone="hand")
    d.pass_priority()
    assert d.decision.player == 0
    legal = d.game.legal_actions()
    assert not [a for a in legal if isinstance(a, ActivateAbility) and a.source == on_field]
    assert [a for a in legal if isinstance(a, ActivateAbility) and a.source == in_hand]
    d.activate(0, in_hand)
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=0)
    assert d.ids("Lonely Sandbar", zone="graveyard")


def test_cycling_without_blue_mana_is_not_offered() -> None:
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Lonely Sandbar")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    sandbar = d.find("Lonely Sandbar", zone="hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == sandbar]

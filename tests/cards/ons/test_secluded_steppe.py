"""Secluded Steppe — Land.

Oracle: "Secluded Steppe enters the battlefield tapped. / {T}: Add {W}. / Cycling {W} ({W},
Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Secluded Steppe")


def test_enters_tapped_then_taps_for_its_colour() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Secluded Steppe")
    s.library(0, "Glory Seeker", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Secluded Steppe")
    land = d.find("Secluded Steppe", zone="battlefield")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]
    d.pass_until("upkeep", turn=5)
    d.mana(0, land)
    assert d.state.players[0].mana_pool.get("W") == 1


def test_cycling_draws_a_card() -> None:
    """CR 702.29a: cycling is an activated ability from the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Secluded Steppe")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Secluded Steppe", zone="hand"))
    assert d.ids("Secluded Steppe", zone="graveyard")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0195")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Secluded Steppe", ["Plains"])


def test_cycling_needs_white_mana() -> None:
    """CR 602.2b, 601.2g-h: with only a Mountain, {W} can't be paid: cycling isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Secluded Steppe")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    steppe = d.find("Secluded Steppe", zone="hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == steppe]


def test_cycling_on_the_opponent_s_turn_and_not_from_the_battlefield() -> None:
    """CR 702.29a: cycling works only from the hand, at any time its owner has priority (here
    in the opponent's turn); a Steppe on the battlefield can't be cycled."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Secluded Steppe")
    s.hand(0, "Secluded Steppe")
    s.library(0, "Island")
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    on_field = d.find("Secluded Steppe", zone="battlefield")
    in_hand = d.find("Secluded Steppe", zone="hand")
    offered = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)}
    assert on_field not in offered and in_hand in offered
    d.activate(0, in_hand)
    d.pay()
    d.resolve()
    assert d.ids("Island", zone="hand")
    assert d.ids("Secluded Steppe", zone="graveyard")


@pytest.mark.ruling("ONS-OR-0195")
def test_pithing_needle_stops_cycling_but_not_the_mana_ability() -> None:
    """ONS-OR-0195: cycling is an activated ability, so Pithing Needle naming Secluded Steppe
    stops it from the hand (MID-RN-132); the Steppe's {T}: Add {W} is a mana ability and still
    works (CR 605.1a)."""
    from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Secluded Steppe")
    s.hand(0, "Secluded Steppe")
    s.library(0, "Island")
    s.battlefield(1, "Island")
    s.hand(1, "Pithing Needle")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Pithing Needle")
    d.resolve()
    d.choose("Secluded Steppe")
    d.pass_priority()
    assert d.decision.player == 0
    acts = d.game.legal_actions()
    assert not [a for a in acts if isinstance(a, ActivateAbility)]
    on_field = d.find("Secluded Steppe", zone="battlefield")
    assert any(isinstance(a, ActivateManaAbility) and a.source == on_field for a in acts)
